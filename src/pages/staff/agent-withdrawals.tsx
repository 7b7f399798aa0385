// Agent withdrawals: the queue (oldest first) to approve (above the site's amount a second staff member
// approves), mark paid with the bank reference, or reject with a reason; the approved bank ones as a CSV for the
// bank's payment run. Pull to refresh, scroll for more.
import { Button, Input, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { Instant } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { tab as tabItem, tabList } from '@/lib/tab-row';
import { useT } from '@/locales';
import { siteCurrency } from '@/pages/waybill/form/currency';
import * as agentService from '@/services/agent';
import { toast } from '@/services/feedback';
import { useService, useStores } from '@/stores';
import { formatMoney } from '@/utils/money';
import type { StaffWithdrawalRow, WithdrawalStatus } from '@contract/agent';
import { ListFoot } from './ListFoot';
import { StaffGate } from './StaffGate';
import '@/locales/areas/staff';
import '@/locales/areas/agent';
import '@/locales/areas/cards';

const TABS: WithdrawalStatus[] = ['requested', 'approved', 'paid', 'rejected'];

function Card({ w, onDone }: { w: StaffWithdrawalRow; onDone(): void }) {
  const t = useT();
  const { session } = useStores();
  const agentApi = useService(agentService);
  const [text, setText] = useState('');
  const money = (minor: number) => formatMoney(minor, siteCurrency(session));
  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
      onDone();
    } catch {
      // toasted
    }
  };
  const pay = () => (text.trim() ? act(() => agentApi.staffPayWithdrawal(w.id, text.trim())) : toast(t('staffAgents.bankRefRequired')));
  const reject = () =>
    text.trim() ? act(() => agentApi.staffRejectWithdrawal(w.id, text.trim())) : toast(t('staffAgents.reasonRequired'));
  return (
    <View className={`staff-card staff-withdrawal staff-withdrawal-${w.no}`}>
      <View className="staff-row">
        <View>
          {w.agent_name} · {w.method === 'wallet' ? t('agentWithdrawLog.wallet') : t('agentWithdrawLog.bank')}
        </View>
        <View className="staff-withdrawal-amount">{money(w.net)}</View>
      </View>
      <View className="staff-muted">
        {w.account_name} {w.account}
      </View>
      <View className="staff-row staff-muted">
        <View>{w.no}</View>
        <View>
          <Instant at={w.created_at} />
        </View>
      </View>
      {w.first_approved_by !== null && w.status === 'requested' && (
        <View className="staff-badge staff-withdrawal-second">{t('staffAgents.secondNeeded')}</View>
      )}
      {w.bank_ref && <View className="staff-muted">{t('agentWithdrawLog.bankRef', { ref: w.bank_ref })}</View>}
      {w.reject_reason && <View className="staff-muted">{t('agentWithdrawLog.reason', { reason: w.reject_reason })}</View>}
      {(w.status === 'requested' || w.status === 'approved') && (
        <>
          <Input
            className="staff-withdrawal-text"
            value={text}
            onChange={setText}
            maxLength={200}
            placeholder={
              w.status === 'approved'
                ? `${t('staffAgents.bankRefPlaceholder')} / ${t('staffAgents.reasonPlaceholder')}`
                : t('staffAgents.reasonPlaceholder')
            }
          />
          <View className="staff-row">
            {w.status === 'requested' && (
              <Button
                className="staff-withdrawal-approve"
                type="primary"
                size="small"
                onClick={() => act(() => agentApi.staffApproveWithdrawal(w.id))}
              >
                {t('staffAgents.approve')}
              </Button>
            )}
            {w.status === 'approved' && (
              <Button className="staff-withdrawal-pay" type="primary" size="small" onClick={pay}>
                {t('staffAgents.pay')}
              </Button>
            )}
            <Button className="staff-withdrawal-reject" size="small" onClick={reject}>
              {t('staffAgents.reject')}
            </Button>
          </View>
        </>
      )}
    </View>
  );
}

/** The CSV as a file: saved by the browser on H5, shared as a file message on the mini-program. */
async function exportCsv(path: string) {
  if (process.env.TARO_ENV === 'h5') {
    const a = document.createElement('a');
    a.href = path;
    a.download = `agent-withdrawals-${new Date().toISOString().slice(0, 10)}.csv`;
    a.click();
    return;
  }
  await Taro.shareFileMessage({ filePath: path, fileName: 'agent-withdrawals.csv' }).catch(() => {});
}

function Queue() {
  const t = useT();
  const agentApi = useService(agentService);
  const [tab, setTab] = useState<WithdrawalStatus>('requested');
  const list = usePagedList<StaffWithdrawalRow>(
    (page, pageSize) => agentApi.staffListWithdrawals({ page, page_size: pageSize, status: tab }),
    [tab],
  );
  const download = () => agentApi.downloadWithdrawalCsv().then(exportCsv, () => {});
  return (
    <>
      <View className="staff-tabs" {...tabList(t('common.statusTabs'))}>
        {TABS.map((x) => (
          <View
            key={x}
            className={`staff-tab staff-withdrawals-tab-${x}${x === tab ? ' staff-tab--active' : ''}`}
            {...tabItem(x === tab, () => setTab(x))}
          >
            {t(`staffAgents.wTabs.${x}`)}
          </View>
        ))}
      </View>
      {tab === 'approved' && (
        <Button className="staff-withdrawals-export" size="small" onClick={download}>
          {t('staffAgents.export')}
        </Button>
      )}
      {list.loading ? (
        <Skeleton rows={4} animated />
      ) : list.items.length === 0 ? (
        <EmptyState className="staff-withdrawals-empty" text={t('staffAgents.empty')} />
      ) : (
        <View className="staff-withdrawals-list">
          {list.items.map((w) => (
            <Card key={w.id} w={w} onDone={list.refresh} />
          ))}
          <ZoneNote className="staff-zone" />
          <ListFoot list={list} />
        </View>
      )}
    </>
  );
}

export default function StaffAgentWithdrawalsPage() {
  usePage('staffAgents.withdrawals');
  return <StaffGate className="staff-agent-withdrawals-page">{() => <Queue />}</StaffGate>;
}
