// The booking form's state: depots, the chosen depot's slots (14 days, in its zone), what can be collected or
// dropped off, the real name and an optional proxy; submit books (or, with ?reschedule=<id>, moves a booking).
// With ?return=<id> it books the collection of a paid return's parcels (shown, not chosen).
import Taro from '@tarojs/taro';
import { useEffect, useState } from 'react';
import { useSubscribe } from '@/hooks/useSubscribe';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import { toast } from '@/services/feedback';
import * as reservationService from '@/services/reservation';
import * as returnsService from '@/services/returns';
import { useService } from '@/stores';
import type { BookableItemsData, Depot, ReservationCreateRequest, SlotDay } from '@contract/reservation';
import { RESERVATION_HORIZON_DAYS } from '@contract/reservation';
import type { ReturnDetail } from '@contract/returns';

const BOOKING_EVENTS = ['reservation.confirmed', 'reservation.reminder', 'reservation.cancelled'] as const;

const toggle = (ids: number[], id: number) => (ids.includes(id) ? ids.filter((i) => i !== id) : [...ids, id]);

export function useBooking() {
  const t = useT();
  const reservationApi = useService(reservationService);
  const returnsApi = useService(returnsService);
  const params = Taro.useRouter().params;
  const rescheduleId = Number(params.reschedule) || 0;
  const returnId = Number(params.return) || 0;
  const [collecting, setCollecting] = useState<ReturnDetail | null>(null);
  const [depots, setDepots] = useState<Depot[] | null>(null);
  const [items, setItems] = useState<BookableItemsData | null>(null);
  const [depotId, setDepotId] = useState(Number(params.depot) || 0);
  const [days, setDays] = useState<SlotDay[] | null>(null);
  const [date, setDate] = useState('');
  const [slotId, setSlotId] = useState(0);
  const [parcelIds, setParcelIds] = useState<number[]>([]);
  const [waybillIds, setWaybillIds] = useState<number[]>([]);
  const [realName, setRealName] = useState('');
  const [proxyOn, setProxyOn] = useState(false);
  const [proxyName, setProxyName] = useState('');
  const [consent, setConsent] = useState(false);
  const [note, setNote] = useState('');
  const [errorKey, setErrorKey] = useState('');
  const [busy, setBusy] = useState(false);

  const load = async () => {
    try {
      const [depotList, bookable, returned] = await Promise.all([
        reservationApi.listDepots(),
        rescheduleId ? Promise.resolve(null) : reservationApi.listBookableItems(),
        returnId ? returnsApi.getReturn(returnId) : Promise.resolve(null),
      ]);
      setCollecting(returned);
      setDepots(depotList.list);
      setItems(bookable);
      if (!depotId && depotList.list[0]) setDepotId(depotList.list[0].id);
    } catch {
      setDepots((shown) => shown ?? []);
    }
  };

  const loadSlots = async (id: number) => {
    setDays(null);
    try {
      const answer = await reservationApi.listSlots({ depot_id: id, days: RESERVATION_HORIZON_DAYS });
      setDays(answer.days);
      setDate((shown) =>
        answer.days.some((d) => d.date === shown)
          ? shown
          : (answer.days.find((d) => d.slots.some((s) => s.bookable))?.date ?? answer.today),
      );
    } catch {
      setDays([]);
    }
  };

  useEffect(() => {
    load();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    setSlotId(0);
    if (depotId) loadSlots(depotId);
  }, [depotId]); // eslint-disable-line react-hooks/exhaustive-deps
  Taro.usePullDownRefresh(() => {
    Promise.all([load(), depotId ? loadSlots(depotId) : null]).finally(() => Taro.stopPullDownRefresh());
  });

  const problem = (): string => {
    if (!depotId) return 'depot';
    if (!slotId) return 'slot';
    if (rescheduleId) return '';
    if (!parcelIds.length && !waybillIds.length && !returnId) return 'items';
    if (!items?.real_name && !realName.trim()) return 'realName';
    if (proxyOn && !proxyName.trim()) return 'proxyName';
    if (proxyOn && !consent) return 'proxyConsent';
    return '';
  };

  const askSubscribe = useSubscribe(BOOKING_EVENTS);

  const submit = async () => {
    askSubscribe(); // first, inside the tap: WeChat shows its sheet only there
    if (busy) return;
    const key = problem();
    setErrorKey(key);
    if (key) return;
    setBusy(true);
    try {
      if (rescheduleId) {
        await reservationApi.rescheduleReservation(rescheduleId, slotId);
        toast(t('reservation.rescheduled'));
        Taro.redirectTo({ url: `${ROUTES.reservationResult}?id=${rescheduleId}` });
        return;
      }
      const body: ReservationCreateRequest = { slot_id: slotId, parcel_ids: parcelIds, waybill_ids: waybillIds };
      if (returnId) body.return_id = returnId;
      if (!items?.real_name) body.real_name = realName.trim();
      if (proxyOn) Object.assign(body, { proxy_name: proxyName.trim(), proxy_consent: true });
      if (note.trim()) body.note = note.trim();
      const booked = await reservationApi.createReservation(body);
      Taro.redirectTo({ url: `${ROUTES.reservationResult}?id=${booked.id}` });
    } catch {
      // toasted by the request layer (full, too soon, limit, a field); the slots may have changed
      loadSlots(depotId);
    } finally {
      setBusy(false);
    }
  };

  return {
    rescheduleId,
    returnId,
    collecting,
    depots,
    items,
    depotId,
    setDepotId,
    days,
    date,
    setDate,
    slotId,
    setSlotId,
    parcelIds,
    toggleParcel: (id: number) => setParcelIds((ids) => toggle(ids, id)),
    waybillIds,
    toggleWaybill: (id: number) => setWaybillIds((ids) => toggle(ids, id)),
    realName,
    setRealName,
    proxyOn,
    setProxyOn,
    proxyName,
    setProxyName,
    consent,
    setConsent,
    note,
    setNote,
    error: errorKey ? t(`reservation.error.${errorKey}`) : '',
    busy,
    submit,
  };
}
