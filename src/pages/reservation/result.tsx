// One booking (?id=): the pickup code and the QR code while it is booked (a new code on request), the
// depot and the time in its zone, add to calendar (.ics on H5, the phone calendar in the mini-program), copy
// the address, cancel or change until the cutoff, and how it ended (collected by whom).
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { Image, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { IN_SENTENCE, Instant, InstantIn } from '@/components/Instant';
import { MissingId } from '@/components/MissingId';
import { ZoneNote } from '@/components/ZoneNote';
import { usePage } from '@/hooks/usePage';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import { toast } from '@/services/feedback';
import { isNotFound } from '@/services/request';
import * as reservationService from '@/services/reservation';
import { useService } from '@/stores';
import type { ReservationDetail, ReservationWithCode } from '@contract/reservation';
import { DepotCard } from './DepotCard';
import './reservation.css';
import '@/locales/areas/reservation';
import '@/locales/areas/returns';
import '@/locales/areas/missing';

async function addToCalendar(r: ReservationDetail, done: () => void) {
  if (process.env.TARO_ENV === 'h5') {
    const url = URL.createObjectURL(new Blob([r.ics], { type: 'text/calendar' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${r.no}.ics`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return;
  }
  await Taro.addPhoneCalendar({
    title: `${r.depot_name} ${r.no}`,
    // Unix seconds (Taro types endTime as a string).
    startTime: Date.parse(r.starts_at) / 1000,
    endTime: String(Date.parse(r.ends_at) / 1000),
    location: r.depot.address,
    description: r.depot.phone,
  });
  done();
}

const confirm = (content: string) => Taro.showModal({ content }).then((res) => res.confirm);

function Result({ id }: { id: number }) {
  const t = useT();
  const reservationApi = useService(reservationService);
  const [r, setR] = useState<ReservationWithCode | null>(null);
  const [busy, setBusy] = useState(false);
  const [notFound, setNotFound] = useState(false);

  const load = () =>
    reservationApi.getReservation(id).then(setR, (err) => {
      setR((shown) => shown);
      setNotFound(isNotFound(err));
    });
  useEffect(() => {
    load();
  }, [id]); // eslint-disable-line react-hooks/exhaustive-deps
  Taro.usePullDownRefresh(() => {
    load().finally(() => Taro.stopPullDownRefresh());
  });

  const act = async (work: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
    } catch {
      // toasted by the request layer (cutoff, state changed)
    } finally {
      setBusy(false);
    }
  };
  const cancel = () =>
    act(async () => {
      if (!(await confirm(t('reservation.cancelConfirm')))) return;
      setR(await reservationApi.cancelReservation(id));
    });
  const renew = () =>
    act(async () => {
      if (!(await confirm(t('reservation.newCodeConfirm')))) return;
      setR(await reservationApi.newPickupCode(id));
    });

  if (notFound) return <Missing text={t('missing.noSuchBooking')} />;
  if (!r)
    return (
      <View className="rsv-loading">
        <Skeleton rows={6} animated />
      </View>
    );
  const booked = r.status === 'booked';
  return (
    <>
      <View className={`rsv-card rsv-result rsv-status-${r.status}`}>
        <View className="rsv-row">
          <View className="rsv-title rsv-result-no">{r.no}</View>
          <View className={`rsv-badge rsv-badge-${r.status}`}>{t(`reservation.status.${r.status}`)}</View>
        </View>
        {booked && (
          <View className="rsv-pass">
            {r.locked && <View className="rsv-notice rsv-locked">{t('reservation.locked')}</View>}
            <View className="rsv-label">{t('reservation.code')}</View>
            {r.code ? (
              <View className="rsv-code">{r.code}</View>
            ) : (
              <View className="rsv-muted rsv-code-hidden">{t('reservation.codeHidden')}</View>
            )}
            <Image className="rsv-qr" src={r.qr_image} mode="widthFix" ariaLabel={t('reservation.qrHint')} />
            <View className="rsv-muted">{t('reservation.qrHint')}</View>
            <View className="rsv-link rsv-new-code" onClick={renew}>
              {t('reservation.newCode')}
            </View>
          </View>
        )}
        {r.status === 'completed' && r.handed_over_at && (
          <View className="rsv-notice rsv-collected">
            <InstantIn
              sentence={t('reservation.handedOver', { time: IN_SENTENCE, name: r.collector_name ?? '' })}
              at={r.handed_over_at}
              zone={r.time_zone}
            />
          </View>
        )}
        <View className="rsv-subtitle">{t('reservation.time')}</View>
        <View className="rsv-time">
          <Instant value={`${r.date} ${r.start}-${r.end}`} />
        </View>
        <ZoneNote zone={r.time_zone} className="rsv-zone" />
        {booked && (
          <View className="rsv-row rsv-actions">
            <View
              className="rsv-link rsv-calendar"
              onClick={() => addToCalendar(r, () => toast(t('reservation.calendarDone'))).catch(() => {})}
            >
              {t('reservation.calendar')}
            </View>
            <View className="rsv-muted">
              {r.can_change ? (
                <InstantIn sentence={t('reservation.changeUntil', { time: IN_SENTENCE })} at={r.change_until} zone={r.time_zone} />
              ) : (
                t('reservation.tooLate')
              )}
            </View>
          </View>
        )}
      </View>

      <View className="rsv-card">
        <View className="rsv-subtitle">{t('reservation.address')}</View>
        <DepotCard depot={r.depot} />
      </View>

      <View className="rsv-card rsv-result-items">
        <View className="rsv-subtitle">{t('reservation.items')}</View>
        {r.items.map((item) => (
          <View key={`${item.kind}-${item.id}`} className={`rsv-row rsv-result-item rsv-result-item--${item.status}`}>
            <View>
              {t(`reservation.action.${item.action}`)}
              {item.kind === 'return' ? ` · ${t('returns.booking.returnedItem')}` : ''} {item.no}
            </View>
            <View className="rsv-muted">{t(`reservation.itemStatus.${item.status}`)}</View>
          </View>
        ))}
      </View>

      {booked && r.can_change && (
        <View className="rsv-row rsv-buttons">
          <Button
            className="rsv-reschedule"
            fill="outline"
            onClick={() => Taro.navigateTo({ url: `${ROUTES.reservation}?reschedule=${r.id}&depot=${r.depot_id}` })}
          >
            {t('reservation.reschedule')}
          </Button>
          <Button className="rsv-cancel" fill="outline" type="danger" loading={busy} onClick={cancel}>
            {t('reservation.cancel')}
          </Button>
        </View>
      )}
      <View className="rsv-link rsv-to-list" onClick={() => Taro.redirectTo({ url: ROUTES.reservationList })}>
        {t('reservation.viewList')}
      </View>
    </>
  );
}

/** No such booking to show: the way back is my bookings. */
function Missing({ text }: { text: string }) {
  const t = useT();
  const toList = { label: t('missing.toBookings'), go: () => Taro.redirectTo({ url: ROUTES.reservationList }) };
  return <MissingId className="rsv-missing" text={text} back={toList} />;
}

function ResultPage() {
  usePage('reservation.title.result');
  const t = useT();
  const id = Number(Taro.useRouter().params.id) || 0;
  return <View className="rsv-page rsv-result-page">{id > 0 ? <Result id={id} /> : <Missing text={t('missing.booking')} />}</View>;
}

export default observer(ResultPage);
