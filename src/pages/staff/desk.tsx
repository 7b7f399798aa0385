// Pickup desk: today's slots and bookings at my depot (chosen once); scan the customer's QR (a keyboard scanner
// into the scan field, or the camera on the mini-program) or type the 6-digit code and Enter (it finds its
// booking, or checks a chosen one); then the collector's name as on their photo ID and Enter -> hand over.
import { Button, Checkbox, Input, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { EmptyState } from '@/components/EmptyState';
import { IN_SENTENCE, Instant, InstantIn } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { usePage } from '@/hooks/usePage';
import { useT } from '@/locales';
import type { DeskBooking } from '@contract/reservation';
import { ScanField } from './ScanField';
import { StaffGate } from './StaffGate';
import { useDesk } from './useDesk';
import '../reservation/reservation.css';
import '@/locales/areas/cards';
import '@/locales/areas/reservation';
import '@/locales/areas/staff';
import '@/locales/areas/returns';

function BookingCard({ b, on, onPick }: { b: DeskBooking; on: boolean; onPick(): void }) {
  const t = useT();
  return (
    <View className={`staff-card desk-booking desk-booking-${b.id}${on ? ' rsv-desk-booking--on' : ''}`} onClick={onPick}>
      <View className="rsv-row">
        <View className="rsv-list-no">{b.no}</View>
        <View className={`rsv-badge rsv-badge-${b.status}`}>
          {b.locked ? t('reservation.desk.locked') : t(`reservation.status.${b.status}`)}
        </View>
      </View>
      <View className="rsv-muted">
        {t('reservation.desk.member', { code: b.member_code })} · {b.nickname}
      </View>
      <View className="desk-real-name">
        {b.real_name ? t('reservation.desk.realName', { name: b.real_name }) : t('reservation.desk.noRealName')}
      </View>
      {b.proxy_name && <View className="desk-proxy">{t('reservation.desk.proxy', { name: b.proxy_name })}</View>}
      {b.items.map((item) => (
        <View key={`${item.kind}-${item.id}`} className="rsv-muted desk-item">
          {t(`reservation.action.${item.action}`)}
          {item.kind === 'return' ? ` · ${t('returns.booking.returnedItem')}` : ''} {item.no} · {t(`reservation.itemStatus.${item.status}`)}
        </View>
      ))}
      {b.code_failures > 0 && <View className="rsv-muted">{t('reservation.desk.failures', { n: b.code_failures })}</View>}
    </View>
  );
}

function Desk() {
  const t = useT();
  const d = useDesk();
  if (!d.today) return <Skeleton rows={5} animated />;
  if (!d.today.depot) {
    return (
      <View className="staff-card desk-choose">
        <View className="staff-card-title">{t('reservation.desk.chooseDepot')}</View>
        {d.depots.map((depot) => (
          <View key={depot.id} className={`rsv-chip desk-depot-${depot.id}`} onClick={() => d.pickDepot(depot.id)}>
            {depot.name}
          </View>
        ))}
      </View>
    );
  }
  const bookings = d.today.slots.flatMap((s) => s.bookings);
  return (
    <>
      <View className="staff-card desk-check">
        <View className="staff-card-title">{d.today.depot.name}</View>
        {d.chosen && <View className="desk-selected">{t('reservation.desk.selected', { no: d.chosen.no })}</View>}
        <ScanField scanner={d.scanner} name="desk" label={t('reservation.desk.code')} placeholder={t('reservation.desk.codePlaceholder')} />
        <Button className="desk-verify" type="primary" block loading={d.scanner.busy} onClick={d.verifyTyped}>
          {t('reservation.desk.verify')}
        </Button>
        {d.verified && (
          <View className="desk-handover">
            <View className="staff-notice desk-verified">{t('reservation.desk.verified')}</View>
            <View className="staff-field" ref={d.collectorField}>
              <View className="staff-label">{t('reservation.desk.collectorName')}</View>
              <Input
                className="desk-collector"
                value={d.collector}
                onChange={d.setCollector}
                onConfirm={d.handoverByEnter}
                maxLength={40}
              />
            </View>
            <View className="rsv-item desk-id-checked" onClick={() => d.setIdChecked(!d.idChecked)}>
              <Checkbox checked={d.idChecked} />
              <View>{t('reservation.desk.idChecked')}</View>
            </View>
            <Button className="desk-handover-submit" type="primary" block loading={d.scanner.busy} onClick={d.handover}>
              {t('reservation.desk.handover')}
            </Button>
          </View>
        )}
        <View className="form-error staff-error desk-message">{d.message}</View>
      </View>

      <View className="staff-section-title">
        <InstantIn sentence={t('reservation.desk.today', { date: IN_SENTENCE })} value={d.today.date} />
      </View>
      {!bookings.length ? (
        <EmptyState className="desk-empty" text={t('reservation.desk.noBookings')} />
      ) : (
        d.today.slots.map((slot) => (
          <View key={slot.id} className={`desk-slot desk-slot-${slot.start.replace(':', '')}`}>
            <View className="rsv-subtitle">
              <Instant value={`${slot.start}-${slot.end}`} /> · {slot.booked}/{slot.capacity}
            </View>
            {slot.bookings.map((b) => (
              <BookingCard key={b.id} b={b} on={d.chosen?.id === b.id} onPick={() => d.choose(b)} />
            ))}
          </View>
        ))
      )}
      <ZoneNote className="staff-zone" />
    </>
  );
}

export default function StaffDeskPage() {
  usePage('reservation.title.desk');
  return <StaffGate className="staff-desk-page">{() => <Desk />}</StaffGate>;
}
