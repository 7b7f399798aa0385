// The pickup desk's state: today's bookings at my depot, the booking being served (chosen from the list, or
// found by its scanned QR or typed code and Enter), its code check (wrong codes are counted by the server) and
// the hand-over; each answer is shown big in the scan field (see useScanner).
import Taro from '@tarojs/taro';
import { useEffect, useRef, useState } from 'react';
import { useT } from '@/locales';
import * as reservationService from '@/services/reservation';
import { useService } from '@/stores';
import type { Depot, DeskBooking, DeskCheck, DeskTodayData } from '@contract/reservation';
import { focusInside, type ScanOutcome, SHOWN_BIG, useScanner } from './useScanner';

/** The booking QR's text (`R1.<id>.<version>.<signature>`), as a keyboard scanner types it. */
const QR_TOKEN = /^R1\.\d+\.\d+\.[\w-]{43}$/;

export function useDesk() {
  const t = useT();
  const reservationApi = useService(reservationService);
  const [today, setToday] = useState<DeskTodayData | null>(null);
  const [depots, setDepots] = useState<Depot[]>([]);
  const [chosen, setChosen] = useState<DeskBooking | null>(null);
  /** The check that passed: the hand-over repeats it (the server checks again). */
  const [verified, setVerified] = useState<{ booking: DeskBooking; by: DeskCheck } | null>(null);
  const [collector, setCollector] = useState('');
  const [idChecked, setIdChecked] = useState(false);
  /** Enter in the name field without the tick asked for the ID check: the next Enter confirms it. */
  const [idAsked, setIdAsked] = useState(false);
  const [message, setMessage] = useState('');
  const collectorField = useRef<HTMLElement | null>(null);

  const load = async () => {
    try {
      const answer = await reservationApi.deskToday();
      setToday(answer);
      if (!answer.depot) setDepots((await reservationApi.listDepots()).list);
    } catch {
      setToday((shown) => shown ?? { depot: null, date: '', slots: [] });
    }
  };
  useEffect(() => {
    load();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  Taro.usePullDownRefresh(() => {
    load().finally(() => Taro.stopPullDownRefresh());
  });

  const reset = () => {
    setVerified(null);
    setCollector('');
    setIdChecked(false);
    setIdAsked(false);
    setMessage('');
  };

  const choose = (booking: DeskBooking) => {
    reset();
    setChosen(booking);
  };

  /** The scanned QR's token, the chosen booking with a typed code, or the code alone (the server finds its
   *  booking, any day's); null when the text is neither. */
  const checkOf = (typed: string): DeskCheck | null => {
    if (QR_TOKEN.test(typed)) return { token: typed };
    if (!/^\d{6}$/.test(typed)) return null;
    return chosen ? { reservation_id: chosen.id, code: typed } : { code: typed };
  };

  /** A scan (keyboard scanner or camera) or a typed code and Enter: checks it; on success the collector's name is next. */
  const verify = async (typed: string): Promise<ScanOutcome> => {
    reset();
    const by = checkOf(typed.trim());
    if (!by) return { tone: 'error', text: t('reservation.desk.error.code') };
    try {
      const booking = await reservationApi.verifyPickup(by, SHOWN_BIG);
      setChosen(booking);
      setVerified({ booking, by });
      return { tone: 'ok', text: t('staff.scan.verified', { no: booking.no }), focus: () => focusInside(() => collectorField.current) };
    } catch (err) {
      load();
      return { tone: 'error', text: (err as Error).message }; // the server's words: tries left, locked
    }
  };

  const scanner = useScanner(verify);

  /** The button, or Enter in the name field: hands over; the scan field is ready for the next customer. With no
   *  mouse the ID tick is a second Enter: the first asks for the photo ID to be checked, the next confirms it. */
  const handover = (byEnter: boolean) => {
    if (!verified) return;
    if (!collector.trim()) return setMessage(t('reservation.desk.error.name'));
    if (!idChecked && !(byEnter && idAsked)) {
      setIdAsked(byEnter);
      return setMessage(t(byEnter ? 'reservation.desk.error.idByEnter' : 'reservation.desk.error.idChecked'));
    }
    setIdChecked(true);
    scanner.run(async () => {
      try {
        const done = await reservationApi.handOver({ ...verified.by, collector_name: collector.trim(), id_checked: true }, SHOWN_BIG);
        reset();
        setChosen(done);
        load();
        return { tone: 'ok', text: t('staff.scan.handedOver', { no: done.no }) };
      } catch (err) {
        load();
        return { tone: 'error', text: (err as Error).message }; // name mismatch, locked
      }
    });
  };

  const pickDepot = async (id: number) => {
    try {
      await reservationApi.setDesk(id);
      await load();
    } catch {
      // toasted by the request layer
    }
  };

  return {
    today,
    depots,
    chosen,
    choose,
    scanner,
    verified: verified?.booking ?? null,
    verifyTyped: () => scanner.run(() => verify(scanner.value)),
    collector,
    setCollector,
    collectorField,
    idChecked,
    setIdChecked,
    message,
    handover: () => handover(false),
    handoverByEnter: () => handover(true),
    pickDepot,
  };
}
