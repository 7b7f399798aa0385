// Check in: scan a tracking number (the scan field keeps the focus), weigh (kg), optional location and photo ->
// matched to a customer's declaration or recorded as unclaimed; below, today's check-ins (pull to refresh, scroll for more).
import { Button, Input, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { EmptyState } from '@/components/EmptyState';
import { Instant, useZone } from '@/components/Instant';
import { PhotoStrip } from '@/components/PhotoStrip';
import { ZoneNote } from '@/components/ZoneNote';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { useT } from '@/locales';
import * as operationsService from '@/services/operations';
import { labelUrl } from '@/services/operations';
import * as staffService from '@/services/staff';
import { useService } from '@/stores';
import { isZoneToday } from '@/utils/zone-time';
import type { StaffParcel } from '@contract/parcel';
import { gramsToKg } from '@contract/units';
import { DeletedCustomer } from './DeletedCustomer';
import { copy } from './format';
import { ScanField } from './ScanField';
import { StaffGate } from './StaffGate';
import { useCheckin } from './useCheckin';
import '@/locales/areas/cards';
import '@/locales/areas/staff';
import '@/locales/areas/operations';

const TODAY_PAGE = 50;

function Checkin() {
  const t = useT();
  const operationsApi = useService(operationsService);
  const staffApi = useService(staffService);
  const today = usePagedList<StaffParcel>((page, pageSize) => staffApi.listStaffParcels({ page, page_size: pageSize }), [], TODAY_PAGE);
  const form = useCheckin((parcel) => today.setItems((shown) => [parcel, ...shown.filter((p) => p.id !== parcel.id)]));
  const zone = useZone();
  const todays = today.items.filter((p) => isZoneToday(p.arrived_at, zone));
  const result = form.result;
  const nickname = (result?.parcel as (StaffParcel & { nickname?: string }) | undefined)?.nickname;

  return (
    <>
      <View className="staff-card checkin-form">
        <ScanField
          scanner={form.scanner}
          name="checkin"
          label={t('staff.checkin.trackingNo')}
          placeholder={t('staff.checkin.trackingPlaceholder')}
        />
        <View className="staff-field checkin-weight" ref={form.weightField}>
          <View className="staff-label">{t('staff.checkin.weight')}</View>
          <Input
            type="digit"
            value={form.weight}
            onChange={form.setWeight}
            onConfirm={form.submit}
            confirmType="done"
            placeholder={t('staff.checkin.weightPlaceholder')}
            maxLength={10}
          />
          <View className="staff-unit">kg</View>
        </View>
        <View className="staff-field checkin-location">
          <View className="staff-label">{t('staff.checkin.location')}</View>
          <Input value={form.location} onChange={form.setLocation} placeholder={t('staff.checkin.locationPlaceholder')} maxLength={40} />
        </View>
        <View className="staff-field checkin-photo">
          <View className="staff-label">{t('staff.checkin.photo')}</View>
          <PhotoStrip photos={form.photo} addLabel={t('staff.checkin.addPhoto')} />
        </View>
        <Button
          className="checkin-submit"
          type="primary"
          block
          loading={form.scanner.busy}
          disabled={form.scanner.busy || form.photo.uploading}
          onClick={form.submit}
        >
          {t('staff.checkin.submit')}
        </Button>
      </View>

      {result && (
        <View className={`staff-card checkin-result checkin-result--${result.result}`}>
          <View className="checkin-result-title">{t(`staff.checkin.${result.result}`)}</View>
          <View className="checkin-result-no">{result.parcel.tracking_no}</View>
          {result.parcel.member_code && (
            <View className="checkin-result-member">{t('staff.checkin.member', { code: result.parcel.member_code })}</View>
          )}
          {nickname && <View className="checkin-result-customer">{t('staff.checkin.customer', { name: nickname })}</View>}
          <Button
            className="checkin-result-label"
            size="small"
            onClick={() =>
              operationsApi.openStaffFile(labelUrl.parcel(result.parcel.id), `parcel-${result.parcel.tracking_no}.pdf`).catch(() => {})
            }
          >
            {t('ops.label.parcel')}
          </Button>
          <View className="checkin-result-next">{t('staff.checkin.next')}</View>
        </View>
      )}

      <View className="staff-section-title">{t('staff.checkin.today')}</View>
      {today.loading ? (
        <View className="checkin-today-loading">
          <Skeleton rows={3} animated />
        </View>
      ) : todays.length === 0 ? (
        <EmptyState className="checkin-today-empty" text={t('staff.checkin.todayEmpty')} />
      ) : (
        <View className="checkin-today">
          {todays.map((p) => (
            <View key={p.id} className={`staff-card checkin-today-item checkin-today-${p.id}`}>
              <View className="staff-row">
                <View className="checkin-today-no" onClick={() => copy(p.tracking_no)}>
                  {p.tracking_no}
                </View>
                <View className={`checkin-today-owner${p.member_code ? '' : ' checkin-today-owner--unclaimed'}`}>
                  {p.member_code ?? t('staff.checkin.unclaimedTag')}
                  <DeletedCustomer deleted={p.customer_deleted} />
                </View>
              </View>
              <View className="staff-row staff-muted">
                <View>
                  {p.weight_g != null ? `${gramsToKg(p.weight_g)} kg` : ''}
                  {p.location ? ` · ${p.location}` : ''}
                </View>
                <View>
                  <Instant at={p.arrived_at} />
                </View>
              </View>
            </View>
          ))}
          <ZoneNote className="staff-zone" />
          {today.loadingMore && <View className="staff-list-foot">{t('pagedList.loading')}</View>}
        </View>
      )}
    </>
  );
}

export default function StaffCheckinPage() {
  usePage('staff.title.checkin');
  return <StaffGate className="staff-checkin-page">{() => <Checkin />}</StaffGate>;
}
