// The pickup desk's state: today's bookings at my depot, the booking being served (chosen from the list, or
// found by its typed code or scanned QR), its code check (wrong codes are counted by the server) and the hand-over.
import Taro from '@tarojs/taro';
import { useEffect, useState } from 'react';
import { useT } from '@/locales';
import { toast } from '@/services/feedback';
import * as reservationService from '@/services/reservation';
import { useService } from '@/stores';
import type { Depot, DeskBooking, DeskCheck, DeskTodayData } from '@contract/reservation';

/** The booking QR's text (`R1.<id>.<version>.<signature>`), as a keyboard scanner types it. */
const QR_TOKEN = /^R1\.\d+\.\d+\.[\w-]{43}$/;

export function useDesk() {
  const t = useT();
  const reservationApi = useService(reservationService);
  const [today, setToday] = useState<DeskTodayData | null>(null);
  const [depots, setDepots] = useState<Depot[]>([]);
  const [chosen, setChosen] = useState<DeskBooking | null>(null);
  const [token, setToken] = useState('');
  const [code, setCode] = useState('');
  const [verified, setVerified] = useState<DeskBooking | null>(null);
  const [collector, setCollector] = useState('');
  const [idChecked, setIdChecked] = useState(false);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

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
    setToken('');
    setCode('');
    setVerified(null);
    setCollector('');
    setIdChecked(false);
  };

  const choose = (booking: DeskBooking) => {
    reset();
    setMessage('');
    setChosen(booking);
  };

  /**
   * The scanned token (by the camera, or typed into the code field by a keyboard scanner), the chosen booking with
   * a typed code, or the code alone (the server finds its booking, any day's); null (and why) when none is ready.
   */
  const check = (): DeskCheck | null => {
    const typed = code.trim();
    if (token) return { token };
    if (QR_TOKEN.test(typed)) return { token: typed };
    if (!/^\d{6}$/.test(typed)) {
      setMessage(t('reservation.desk.error.code'));
      return null;
    }
    return chosen ? { reservation_id: chosen.id, code: typed } : { code: typed };
  };

  const run = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setMessage('');
    try {
      await work();
    } catch (err) {
      setMessage((err as Error).message); // the server's words: tries left, locked, name mismatch
      load();
    } finally {
      setBusy(false);
    }
  };

  const verify = (given = check()) =>
    given &&
    run(async () => {
      const booking = await reservationApi.verifyPickup(given);
      setChosen(booking);
      setVerified(booking);
    });

  const scan = async () => {
    let scanned = '';
    try {
      scanned = (await Taro.scanCode({ scanType: ['qrCode'] }))?.result ?? '';
    } catch (err) {
      if (/cancel/i.test(String((err as { errMsg?: string })?.errMsg ?? '')) && process.env.TARO_ENV !== 'h5') return;
    }
    // On H5 scanCode fails or answers nothing: the spec's "scan unsupported", so the code is typed instead.
    if (!scanned) return setMessage(t(process.env.TARO_ENV === 'h5' ? 'reservation.desk.scanUnsupported' : 'reservation.desk.scanFailed'));
    reset();
    setToken(scanned);
    verify({ token: scanned });
  };

  const handover = () => {
    const given = check();
    if (!given) return;
    if (!collector.trim()) return setMessage(t('reservation.desk.error.name'));
    if (!idChecked) return setMessage(t('reservation.desk.error.idChecked'));
    run(async () => {
      const done = await reservationApi.handOver({ ...given, collector_name: collector.trim(), id_checked: true });
      toast(t('reservation.desk.handedOver'));
      reset();
      setChosen(done);
      load();
    });
  };

  const pickDepot = (id: number) =>
    run(async () => {
      await reservationApi.setDesk(id);
      await load();
    });

  return {
    today,
    depots,
    chosen,
    choose,
    code,
    setCode,
    verified,
    collector,
    setCollector,
    idChecked,
    setIdChecked,
    message,
    busy,
    verify: () => verify(),
    scan,
    handover,
    pickDepot,
  };
}
