// Self-pickup reservation: choose a depot, a date and a slot (the depot's local time, places left), what to
// collect or drop off, the real name (first booking) and optionally a proxy; with ?reschedule=<id> only the time;
// with ?return=<id> the parcels of that paid return are collected (other things may join them).
import { Button, Checkbox, Input, Skeleton, TextArea } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { EmptyState } from '@/components/EmptyState';
import { Instant } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { usePage } from '@/hooks/usePage';
import { goLogin } from '@/lib/navigation';
import { tab as tabItem, tabList } from '@/lib/tab-row';
import { useT } from '@/locales';
import { useStores } from '@/stores';
import type { BookableItem } from '@contract/reservation';
import { DepotCard } from './DepotCard';
import { useBooking } from './useBooking';
import './reservation.css';
import '@/locales/areas/reservation';
import '@/locales/areas/returns';

function ItemList({
  list,
  chosen,
  onToggle,
  title,
}: {
  list: BookableItem[];
  chosen: number[];
  onToggle(id: number): void;
  title: string;
}) {
  if (!list.length) return null;
  return (
    <View className="rsv-items">
      <View className="rsv-subtitle">{title}</View>
      {list.map((item) => (
        <View key={item.id} className={`rsv-item rsv-item-${item.kind}-${item.id}`} onClick={() => onToggle(item.id)}>
          <Checkbox checked={chosen.includes(item.id)} aria-label={`${item.no} ${item.title}`} />
          <View className="rsv-item-body">
            <View className="rsv-item-no">{item.no}</View>
            <View className="rsv-muted">{item.title}</View>
          </View>
        </View>
      ))}
    </View>
  );
}

function Booking() {
  const t = useT();
  const b = useBooking();
  if (!b.depots)
    return (
      <View className="rsv-loading">
        <Skeleton rows={6} animated />
      </View>
    );
  const depot = b.depots.find((d) => d.id === b.depotId);
  const day = b.days?.find((d) => d.date === b.date);
  const nothing = b.items && !b.items.collect.length && !b.items.drop_off.length && !b.returnId;

  return (
    <>
      <View className="rsv-card rsv-depots">
        <View className="rsv-title">{t('reservation.depot')}</View>
        <View className="rsv-chips">
          {b.depots.map((d) => (
            <View
              key={d.id}
              className={`rsv-chip rsv-depot-chip-${d.id}${d.id === b.depotId ? ' rsv-chip--on' : ''}`}
              onClick={() => !b.rescheduleId && b.setDepotId(d.id)}
            >
              {d.name}
            </View>
          ))}
        </View>
        {depot && <DepotCard depot={depot} full />}
      </View>

      <View className="rsv-card rsv-when">
        <View className="rsv-title">{t('reservation.date')}</View>
        {!b.days ? (
          <Skeleton rows={2} animated />
        ) : (
          <>
            <View className="rsv-dates" {...tabList(t('reservation.date'))}>
              {b.days.map((d) => (
                <View
                  key={d.date}
                  className={`rsv-date rsv-date-${d.date}${d.date === b.date ? ' rsv-date--on' : ''}${d.open ? '' : ' rsv-date--closed'}`}
                  {...tabItem(d.date === b.date, () => b.setDate(d.date))}
                >
                  <Instant value={d.date.slice(5)} />
                  <View className="rsv-muted">{t(`reservation.weekday.${d.day}`)}</View>
                </View>
              ))}
            </View>
            <View className="rsv-subtitle">{t('reservation.slots')}</View>
            {day?.reason && <View className="rsv-notice rsv-day-reason">{day.reason}</View>}
            {!day?.slots.length ? (
              <View className="rsv-muted rsv-no-slots">{t('reservation.noSlots')}</View>
            ) : (
              <View className="rsv-slots">
                {day.slots.map((s) => (
                  <View
                    key={s.id}
                    className={`rsv-slot rsv-slot-${s.start.replace(':', '')}${s.id === b.slotId ? ' rsv-slot--on' : ''}${s.bookable ? '' : ' rsv-slot--off'}`}
                    onClick={() => s.bookable && b.setSlotId(s.id)}
                  >
                    <Instant value={`${s.start}-${s.end}`} />
                    <View className="rsv-muted">{s.left > 0 ? t('reservation.slotLeft', { n: s.left }) : t('reservation.slotFull')}</View>
                  </View>
                ))}
              </View>
            )}
            {depot && <ZoneNote zone={depot.time_zone} className="rsv-zone" />}
          </>
        )}
      </View>

      {!b.rescheduleId && b.items && (
        <View className="rsv-card rsv-what">
          <View className="rsv-title">{t('reservation.items')}</View>
          {nothing && <EmptyState className="rsv-no-items" text={t('reservation.noItems')} />}
          {b.collecting && (
            <View className="rsv-items rsv-returned">
              <View className="rsv-subtitle">{t('returns.booking.forReturn', { no: b.collecting.no })}</View>
              {b.collecting.parcels.map((p) => (
                <View key={p.id} className={`rsv-item rsv-item-return-${p.id}`}>
                  <View className="rsv-item-body">
                    <View className="rsv-item-no">{p.tracking_no}</View>
                    <View className="rsv-muted">
                      {t('returns.booking.returnedItem')} · {p.courier}
                    </View>
                  </View>
                </View>
              ))}
            </View>
          )}
          <ItemList list={b.items.collect} chosen={b.parcelIds} onToggle={b.toggleParcel} title={t('reservation.collect')} />
          <ItemList list={b.items.drop_off} chosen={b.waybillIds} onToggle={b.toggleWaybill} title={t('reservation.dropOff')} />
          <View className="rsv-field rsv-real-name">
            <View className="rsv-label">{t('reservation.realName')}</View>
            {b.items.real_name ? (
              <View className="rsv-real-name-value">{b.items.real_name}</View>
            ) : (
              <Input
                className="rsv-real-name-input"
                value={b.realName}
                onChange={b.setRealName}
                placeholder={t('reservation.realNamePlaceholder')}
                maxLength={40}
              />
            )}
          </View>
          <View className="rsv-muted">{t('reservation.realNameHint')}</View>
          <View className="rsv-item rsv-proxy-toggle" onClick={() => b.setProxyOn(!b.proxyOn)}>
            <Checkbox checked={b.proxyOn} aria-label={t('reservation.proxy')} />
            <View>{t('reservation.proxy')}</View>
          </View>
          {b.proxyOn && (
            <>
              <View className="rsv-field">
                <View className="rsv-label">{t('reservation.proxyName')}</View>
                <Input className="rsv-proxy-name" value={b.proxyName} onChange={b.setProxyName} maxLength={40} />
              </View>
              <View className="rsv-item rsv-proxy-consent" onClick={() => b.setConsent(!b.consent)}>
                <Checkbox checked={b.consent} aria-label={t('reservation.proxyConsent')} />
                <View>{t('reservation.proxyConsent')}</View>
              </View>
            </>
          )}
          <View className="rsv-field">
            <View className="rsv-label">{t('reservation.note')}</View>
            <TextArea
              className="rsv-note"
              value={b.note}
              onChange={b.setNote}
              placeholder={t('reservation.notePlaceholder')}
              maxLength={200}
            />
          </View>
        </View>
      )}

      <View className="form-error rsv-error">{b.error}</View>
      <Button className="rsv-submit" type="primary" block loading={b.busy} disabled={b.busy} onClick={b.submit}>
        {t(b.rescheduleId ? 'reservation.submitReschedule' : 'reservation.submit')}
      </Button>
    </>
  );
}

function ReservationPage() {
  usePage('reservation.title.index');
  const t = useT();
  const { session } = useStores();
  return (
    <View className="rsv-page rsv-index-page">
      {session.signedIn ? (
        <Booking />
      ) : (
        <EmptyState className="rsv-signed-out" text={t('reservation.signedOut')} action={t('common.login')} onAction={goLogin} />
      )}
    </View>
  );
}

export default observer(ReservationPage);
