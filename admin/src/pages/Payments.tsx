// The site's payments (GET /api/staff/payment/lst): status, purpose, creation days, keyword and the sort in the URL; a paid
// one is refunded whole with a note (POST /api/staff/payment/refund/{id}).
import { Tag } from 'antd';
import { formatMoney } from '@contract/money';
import { PAYMENT_PURPOSES, PAYMENT_STATUSES, type StaffPayment, type StaffPaymentListData } from '@contract/payment';
import { useT } from '../i18n';
import { useSession } from '../session';
import { SiteTime } from '../SiteTime';
import { type Column, DataTable } from '../table/DataTable';
import { ChoiceFilter, DayRangeFilter, KeywordFilter } from '../table/filters';
import { FormAction } from '../table/FormAction';
import { useRowAction } from '../table/useRowAction';
import { MemberCell } from './cells';

export function Payments() {
  const t = useT();
  const { get } = useSession();
  const { version, act } = useRowAction();
  const columns: Column<StaffPayment>[] = [
    { key: 'no', title: t('payments.no'), dataIndex: 'no', fixed: 'left', sortable: true },
    { key: 'purpose', title: t('payments.purpose'), render: (_, p) => t(`paymentPurpose.${p.purpose}`) },
    {
      key: 'status',
      title: t('waybills.status'),
      render: (_, p) => <Tag className="payment-status">{t(`paymentStatus.${p.status}`)}</Tag>,
    },
    {
      key: 'member',
      title: t('waybills.member'),
      render: (_, p) => <MemberCell row={p} />,
    },
    { key: 'amount', title: t('payments.amount'), align: 'right', sortable: true, render: (_, p) => formatMoney(p.amount, p.currency) },
    { key: 'online', title: t('payments.online'), align: 'right', render: (_, p) => formatMoney(p.online_amount, p.currency) },
    { key: 'waybill', title: t('parcels.waybill'), render: (_, p) => p.waybill_no ?? '—' },
    { key: 'created_at', title: t('waybills.created'), sortable: true, render: (_, p) => <SiteTime at={p.created_at} /> },
    { key: 'paid', title: t('payments.paidAt'), render: (_, p) => <SiteTime at={p.paid_at} /> },
    {
      key: 'actions',
      title: '',
      render: (_, p) =>
        p.status === 'paid' &&
        !p.refund && (
          <FormAction
            label={t('payments.refund')}
            fields={[{ name: 'note', label: t('payments.refundNote') }]}
            onSubmit={({ note }) => act(`/api/staff/payment/refund/${p.id}`, { note }, t('payments.refunded'))}
          />
        ),
    },
  ];
  return (
    <DataTable<StaffPayment>
      name="payments"
      rowKey="id"
      columns={columns}
      version={version}
      load={(q) => get<StaffPaymentListData>('/api/staff/payment/lst', q)}
      filters={
        <>
          <KeywordFilter placeholder={t('payments.keyword')} />
          <ChoiceFilter values={PAYMENT_STATUSES} labels="paymentStatus" placeholder={t('waybills.status')} />
          <ChoiceFilter values={PAYMENT_PURPOSES} labels="paymentPurpose" placeholder={t('payments.purpose')} name="purpose" width={140} />
          <DayRangeFilter placeholder={t('payments.dates')} />
        </>
      }
    />
  );
}
