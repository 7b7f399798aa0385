// Agents (GET /api/staff/agent/lst): status in the URL; an application is approved or rejected with a reason
// (POST /api/staff/agent/decide/{id}).
import { Button, Space, Tag } from 'antd';
import { AGENT_STATUSES, type Page, type StaffAgentRow } from '@contract/agent';
import { formatMoney } from '@contract/money';
import { useT } from '../i18n';
import { useSession } from '../session';
import { SiteTime } from '../SiteTime';
import { type Column, DataTable } from '../table/DataTable';
import { ChoiceFilter, DayRangeFilter } from '../table/filters';
import { FormAction } from '../table/FormAction';
import { useRowAction } from '../table/useRowAction';

export function Agents() {
  const t = useT();
  const { get, siteInfo } = useSession();
  const { version, act } = useRowAction();
  const money = (minor: number) => formatMoney(minor, siteInfo?.currency ?? 'NZD');
  const decide = (id: number, body: object) => act(`/api/staff/agent/decide/${id}`, body, t('agents.decided'));
  const columns: Column<StaffAgentRow>[] = [
    { key: 'member_code', title: t('waybills.member'), dataIndex: 'member_code', fixed: 'left', sortable: true },
    { key: 'name', title: t('agents.name'), dataIndex: 'name' },
    { key: 'mobile', title: t('agents.mobile'), dataIndex: 'mobile' },
    { key: 'status', title: t('waybills.status'), render: (_, a) => <Tag className="agent-status">{t(`agentStatus.${a.status}`)}</Tag> },
    { key: 'tier', title: t('agents.tier'), render: (_, a) => a.tier || '—' },
    { key: 'team', title: t('agents.team'), dataIndex: 'team_size', align: 'right' },
    { key: 'pending', title: t('agents.pending'), align: 'right', render: (_, a) => money(a.pending) },
    { key: 'available', title: t('agents.available'), align: 'right', render: (_, a) => money(a.available) },
    { key: 'withdrawn', title: t('agents.withdrawn'), align: 'right', render: (_, a) => money(a.withdrawn) },
    { key: 'created_at', title: t('waybills.created'), sortable: true, render: (_, a) => <SiteTime at={a.created_at} /> },
    {
      key: 'actions',
      title: '',
      render: (_, a) =>
        a.status === 'pending' && (
          <Space>
            <Button size="small" type="primary" onClick={() => void decide(a.id, { outcome: 'approve' })}>
              {t('agents.approve')}
            </Button>
            <FormAction
              label={t('agents.reject')}
              fields={[{ name: 'reason', label: t('agents.reason') }]}
              onSubmit={({ reason }) => decide(a.id, { outcome: 'reject', reason })}
            />
          </Space>
        ),
    },
  ];
  return (
    <DataTable<StaffAgentRow>
      name="agents"
      rowKey="id"
      columns={columns}
      version={version}
      load={(q) => get<Page<StaffAgentRow>>('/api/staff/agent/lst', q)}
      filters={
        <>
          <ChoiceFilter values={AGENT_STATUSES} labels="agentStatus" placeholder={t('waybills.status')} />
          <DayRangeFilter placeholder={t('agents.dates')} />
        </>
      }
    />
  );
}
