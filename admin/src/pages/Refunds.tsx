// Refunds (GET /api/staff/refund/lst): status in the URL; finance may send a failed one again
// (POST /api/staff/refund/retry/{id}).
import { Button, Tag } from 'antd';
import { formatMoney } from '@contract/money';
import { REFUND_STATUSES, type StaffRefundListData } from '@contract/payment';
import { mayWorkIn } from '@contract/staff';
import { useT } from '../i18n';
import { useSession } from '../session';
import { SiteTime } from '../SiteTime';
import { type Column, DataTable } from '../table/DataTable';
import { ChoiceFilter, DayRangeFilter } from '../table/filters';
import { useRowAction } from '../table/useRowAction';
import { MemberCell } from './cells';

type Row = StaffRefundListData['list'][number];

export function Refunds() {
  const t = useT();
  const { get, me } = useSession();
  const { version, act } = useRowAction();
  const columns: Column<Row>[] = [
    { key: 'no', title: t('refunds.no'), dataIndex: 'no', fixed: 'left' },
    {
      key: 'status',
      title: t('waybills.status'),
      render: (_, r) => (
        <Tag className="refund-status" color={r.status === 'failed' ? 'red' : undefined}>
          {t(`refundStatus.${r.status}`)}
        </Tag>
      ),
    },
    { key: 'member', title: t('waybills.member'), render: (_, r) => <MemberCell row={r} /> },
    { key: 'payment', title: t('refunds.payment'), dataIndex: 'payment_no' },
    { key: 'waybill', title: t('parcels.waybill'), render: (_, r) => r.waybill_no ?? '—' },
    { key: 'reason', title: t('refunds.reason'), dataIndex: 'reason_text' },
    { key: 'wallet', title: t('refunds.wallet'), align: 'right', render: (_, r) => formatMoney(r.wallet_amount, r.currency) },
    { key: 'online', title: t('refunds.online'), align: 'right', render: (_, r) => formatMoney(r.online_amount, r.currency) },
    { key: 'created_at', title: t('waybills.created'), sortable: true, render: (_, r) => <SiteTime at={r.created_at} /> },
    { key: 'completed_at', title: t('refunds.completed'), sortable: true, render: (_, r) => <SiteTime at={r.completed_at} /> },
  ];
  if (me && mayWorkIn(me.roles, 'money'))
    columns.push({
      key: 'actions',
      title: '',
      render: (_, r) =>
        r.status === 'failed' && (
          <Button size="small" onClick={() => void act(`/api/staff/refund/retry/${r.id}`, undefined, t('refunds.retried'))}>
            {t('refunds.retry')}
          </Button>
        ),
    });
  return (
    <DataTable<Row>
      name="refunds"
      rowKey="id"
      columns={columns}
      version={version}
      load={(q) => get<StaffRefundListData>('/api/staff/refund/lst', q)}
      filters={
        <>
          <ChoiceFilter values={REFUND_STATUSES} labels="refundStatus" placeholder={t('waybills.status')} />
          <DayRangeFilter placeholder={t('refunds.dates')} />
        </>
      }
    />
  );
}
