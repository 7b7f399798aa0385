// The claims queue (GET /api/staff/claim/lst), oldest waiting first as the server orders it: status in the URL; a
// claim number opens its decisions beside the list (ClaimDetail, its id in the URL).
import { Tag, Typography } from 'antd';
import { useState } from 'react';
import { CLAIM_STATUSES, type StaffClaimListData, type StaffClaimSummary } from '@contract/claim';
import { formatMoney } from '@contract/money';
import { type T, useT } from '../i18n';
import { useSession } from '../session';
import { SiteTime } from '../SiteTime';
import { type Column, DataTable } from '../table/DataTable';
import { ChoiceFilter, DayRangeFilter } from '../table/filters';
import { useOpenRow } from '../table/useOpenRow';
import { MemberCell } from './cells';
import { ClaimDetail } from './ClaimDetail';

/** 50 -> "2 d 2 h": how long the customer has waited. */
const waited = (t: T, hours: number) =>
  hours < 24 ? t('claims.hours', { n: hours }) : t('claims.days', { d: Math.floor(hours / 24), h: hours % 24 });

export function Claims() {
  const t = useT();
  const { get } = useSession();
  const [open, setOpen] = useOpenRow();
  const [version, setVersion] = useState(0);
  const columns: Column<StaffClaimSummary>[] = [
    {
      key: 'no',
      title: t('claims.no'),
      fixed: 'left',
      render: (_, c) => (
        <Typography.Link className="claim-open" onClick={() => setOpen(c.id)}>
          {c.no}
        </Typography.Link>
      ),
    },
    { key: 'type', title: t('claims.type'), dataIndex: 'type_text' },
    {
      key: 'status',
      title: t('waybills.status'),
      render: (_, c) => (
        <>
          <Tag className="claim-status">{t(`claimStatus.${c.status}`)}</Tag>
          {c.awaiting_second_approval && <Tag color="orange">{t('claims.secondApproval')}</Tag>}
        </>
      ),
    },
    { key: 'member', title: t('waybills.member'), render: (_, c) => <MemberCell row={c} /> },
    { key: 'target', title: t('claims.target'), dataIndex: 'target_no' },
    { key: 'amount', title: t('claims.amount'), align: 'right', sortable: true, render: (_, c) => formatMoney(c.amount, c.currency) },
    {
      key: 'approved',
      title: t('claims.approved'),
      align: 'right',
      render: (_, c) => (c.approved_amount === null ? '—' : formatMoney(c.approved_amount, c.currency)),
    },
    { key: 'age', title: t('claims.age'), align: 'right', render: (_, c) => waited(t, c.age_hours) },
    { key: 'created_at', title: t('waybills.created'), sortable: true, render: (_, c) => <SiteTime at={c.created_at} /> },
  ];
  return (
    <>
      <DataTable<StaffClaimSummary>
        version={version}
        name="claims"
        rowKey="id"
        columns={columns}
        load={(q) => get<StaffClaimListData>('/api/staff/claim/lst', q)}
        filters={
          <>
            <ChoiceFilter values={CLAIM_STATUSES} labels="claimStatus" placeholder={t('waybills.status')} />
            <DayRangeFilter placeholder={t('claims.dates')} />
          </>
        }
      />
      <ClaimDetail id={open} onClose={() => setOpen(null)} onChanged={() => setVersion((v) => v + 1)} />
    </>
  );
}
