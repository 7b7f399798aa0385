// The site's parcels (GET /api/staff/parcel/lst), last changed first: status (unclaimed among them), arrival days
// and keyword in the URL.
import { Tag } from 'antd';
import { PARCEL_STATUSES, type StaffParcel, type StaffParcelListData } from '@contract/parcel';
import { useT } from '../i18n';
import { useSession } from '../session';
import { SiteTime } from '../SiteTime';
import { type Column, DataTable } from '../table/DataTable';
import { ChoiceFilter, DayRangeFilter, KeywordFilter } from '../table/filters';

export function Parcels() {
  const t = useT();
  const { get } = useSession();
  const columns: Column<StaffParcel>[] = [
    { key: 'tracking_no', title: t('parcels.trackingNo'), dataIndex: 'tracking_no', fixed: 'left' },
    { key: 'status', title: t('waybills.status'), render: (_, p) => <Tag className="parcel-status">{t(`parcelStatus.${p.status}`)}</Tag> },
    {
      key: 'member',
      title: t('waybills.member'),
      render: (_, p) =>
        p.customer_deleted ? <Tag>{t('waybills.deleted')}</Tag> : (p.member_code ?? <Tag color="orange">{t('parcels.unclaimed')}</Tag>),
    },
    { key: 'courier', title: t('parcels.courier'), dataIndex: 'courier' },
    {
      key: 'weight',
      title: t('waybills.weight'),
      align: 'right',
      render: (_, p) => (p.weight_g === null ? '—' : (p.weight_g / 1000).toFixed(2)),
    },
    { key: 'location', title: t('parcels.location'), render: (_, p) => p.location || '—' },
    { key: 'waybill', title: t('parcels.waybill'), render: (_, p) => p.waybill_no ?? '—' },
    { key: 'arrived', title: t('parcels.arrived'), render: (_, p) => <SiteTime at={p.arrived_at} /> },
  ];
  return (
    <DataTable<StaffParcel>
      name="parcels"
      rowKey="id"
      columns={columns}
      load={(q) => get<StaffParcelListData>('/api/staff/parcel/lst', q)}
      filters={
        <>
          <KeywordFilter placeholder={t('parcels.keyword')} />
          <ChoiceFilter values={PARCEL_STATUSES} labels="parcelStatus" placeholder={t('waybills.status')} />
          <DayRangeFilter placeholder={t('parcels.arrivedOn')} />
        </>
      }
    />
  );
}
