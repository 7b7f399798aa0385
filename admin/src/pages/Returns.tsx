// Returns to the shops (GET /api/staff/return/lst): status in the URL; the shop's deadline counts down in red when
// it is two days off or past. A return number opens it beside the list with its next steps (ReturnDetail).
import { Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatMoney } from '@contract/money';
import { RETURN_STATUSES, type StaffReturnListData, type StaffReturnRow } from '@contract/returns';
import { useT } from '../i18n';
import { useSession } from '../session';
import { SiteTime } from '../SiteTime';
import { type Column, DataTable } from '../table/DataTable';
import { ChoiceFilter, DayRangeFilter } from '../table/filters';
import { useOpenRow } from '../table/useOpenRow';
import { MemberCell } from './cells';
import { ReturnDetail } from './ReturnDetail';

export function Returns() {
  const t = useT();
  const { get } = useSession();
  const [open, setOpen] = useOpenRow();
  const [version, setVersion] = useState(0);
  const columns: Column<StaffReturnRow>[] = [
    {
      key: 'no',
      title: t('returns.no'),
      fixed: 'left',
      render: (_, r) => (
        <Typography.Link className="return-open" onClick={() => setOpen(r.id)}>
          {r.no}
        </Typography.Link>
      ),
    },
    { key: 'status', title: t('waybills.status'), render: (_, r) => <Tag className="return-status">{t(`returnStatus.${r.status}`)}</Tag> },
    { key: 'method', title: t('returns.method'), dataIndex: 'method_text' },
    { key: 'member', title: t('waybills.member'), render: (_, r) => <MemberCell row={r} /> },
    { key: 'parcels', title: t('returns.parcels'), dataIndex: 'parcel_count', align: 'right' },
    { key: 'amount', title: t('returns.amount'), align: 'right', render: (_, r) => formatMoney(r.amount, r.currency) },
    {
      key: 'deadline',
      title: t('returns.deadline'),
      sortable: true,
      render: (_, r) => (
        <>
          {/* A day at the shop, not an instant: shown as it is. */}
          <span className="as-written">{r.deadline}</span>{' '}
          <Tag color={r.due_soon ? 'red' : undefined}>
            {r.days_left < 0 ? t('returns.overdue', { n: -r.days_left }) : t('returns.daysLeft', { n: r.days_left })}
          </Tag>
        </>
      ),
    },
    { key: 'shipment', title: t('returns.shipment'), render: (_, r) => (r.tracking_no ? `${r.carrier} ${r.tracking_no}` : '—') },
    { key: 'created_at', title: t('waybills.created'), sortable: true, render: (_, r) => <SiteTime at={r.created_at} /> },
  ];
  return (
    <>
      <DataTable<StaffReturnRow>
        version={version}
        name="returns"
        rowKey="id"
        columns={columns}
        load={(q) => get<StaffReturnListData>('/api/staff/return/lst', q)}
        filters={
          <>
            <ChoiceFilter values={RETURN_STATUSES} labels="returnStatus" placeholder={t('waybills.status')} />
            <DayRangeFilter placeholder={t('returns.dates')} />
          </>
        }
      />
      <ReturnDetail id={open} onClose={() => setOpen(null)} onChanged={() => setVersion((v) => v + 1)} />
    </>
  );
}
