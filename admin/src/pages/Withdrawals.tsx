// Agents' withdrawals (GET /api/staff/agent/withdraw/lst): status, request days and the sort in the URL; approve, mark paid with the bank's
// reference, or reject with a reason; the approved bank payments as the bank's CSV for the payment run.
import { App, Button, Space, Tag } from 'antd';
import { type Page, type StaffWithdrawalRow, WITHDRAWAL_STATUSES } from '@contract/agent';
import { formatMoney } from '@contract/money';
import { useT } from '../i18n';
import { useSession } from '../session';
import { SiteTime } from '../SiteTime';
import { type Column, DataTable } from '../table/DataTable';
import { ChoiceFilter, DayRangeFilter } from '../table/filters';
import { FormAction } from '../table/FormAction';
import { useRowAction } from '../table/useRowAction';

export function Withdrawals() {
  const t = useT();
  const { message } = App.useApp();
  const { get, download, siteInfo } = useSession();
  const { version, act } = useRowAction();
  const money = (minor: number) => formatMoney(minor, siteInfo?.currency ?? 'NZD');
  const path = (verb: string, id: number) => `/api/staff/agent/withdraw/${verb}/${id}`;
  const columns: Column<StaffWithdrawalRow>[] = [
    { key: 'no', title: t('withdrawals.no'), dataIndex: 'no', fixed: 'left', sortable: true },
    { key: 'agent', title: t('withdrawals.agent'), dataIndex: 'agent_name' },
    {
      key: 'status',
      title: t('waybills.status'),
      render: (_, w) => <Tag className="withdrawal-status">{t(`withdrawalStatus.${w.status}`)}</Tag>,
    },
    { key: 'method', title: t('withdrawals.method'), render: (_, w) => t(`withdrawalMethod.${w.method}`) },
    { key: 'amount', title: t('withdrawals.amount'), align: 'right', sortable: true, render: (_, w) => money(w.amount) },
    { key: 'fee', title: t('withdrawals.fee'), align: 'right', render: (_, w) => money(w.fee) },
    { key: 'net', title: t('withdrawals.net'), align: 'right', render: (_, w) => money(w.net) },
    { key: 'account', title: t('withdrawals.account'), render: (_, w) => [w.account_name, w.account].filter(Boolean).join(' ') || '—' },
    { key: 'created_at', title: t('waybills.created'), sortable: true, render: (_, w) => <SiteTime at={w.created_at} /> },
    { key: 'paid', title: t('withdrawals.paidAt'), render: (_, w) => <SiteTime at={w.paid_at} /> },
    {
      key: 'actions',
      title: '',
      render: (_, w) => (
        <Space>
          {w.status === 'requested' && (
            <Button size="small" type="primary" onClick={() => void act(path('approve', w.id), undefined, t('withdrawals.done'))}>
              {t('withdrawals.approve')}
            </Button>
          )}
          {w.status === 'approved' && (
            <FormAction
              label={t('withdrawals.pay')}
              fields={[{ name: 'bank_ref', label: t('withdrawals.bankRef') }]}
              onSubmit={({ bank_ref }) => act(path('pay', w.id), { bank_ref }, t('withdrawals.done'))}
            />
          )}
          {(w.status === 'requested' || w.status === 'approved') && (
            <FormAction
              label={t('withdrawals.reject')}
              fields={[{ name: 'reason', label: t('withdrawals.reason') }]}
              onSubmit={({ reason }) => act(path('reject', w.id), { reason }, t('withdrawals.done'))}
            />
          )}
        </Space>
      ),
    },
  ];
  const exportCsv = () => download('/api/staff/agent/withdraw/export').catch((err: Error) => message.error(err.message));
  return (
    <DataTable<StaffWithdrawalRow>
      name="withdrawals"
      rowKey="id"
      columns={columns}
      version={version}
      load={(q) => get<Page<StaffWithdrawalRow>>('/api/staff/agent/withdraw/lst', q)}
      filters={
        <>
          <ChoiceFilter values={WITHDRAWAL_STATUSES} labels="withdrawalStatus" placeholder={t('waybills.status')} />
          <DayRangeFilter placeholder={t('withdrawals.dates')} />
          <Button onClick={() => void exportCsv()}>{t('withdrawals.export')}</Button>
        </>
      }
    />
  );
}
