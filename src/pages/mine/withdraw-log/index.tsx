// The withdrawal log: each request with its amount, fee, what arrives, where to, and its progress (requested ->
// approved -> paid, or rejected with the reason and the money back); the bank reference to copy once paid.
import { Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { NOT_AGENT, NotAgent } from '@/components/agent/NotAgent';
import { EmptyState } from '@/components/EmptyState';
import { Instant } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { goLogin } from '@/lib/navigation';
import { useT } from '@/locales';
import { siteCurrency } from '@/pages/waybill/form/currency';
import * as agentService from '@/services/agent';
import { toast } from '@/services/feedback';
import { ApiError } from '@/services/request';
import { useService, useStores } from '@/stores';
import { formatMoney } from '@/utils/money';
import type { Withdrawal, WithdrawalStatus } from '@contract/agent';
import '@/components/agent/agent.css';
import '@/locales/areas/agent';

function steps(w: Withdrawal): { key: WithdrawalStatus; done: boolean }[] {
  if (w.status === 'rejected')
    return [
      { key: 'requested', done: true },
      { key: 'rejected', done: true },
    ];
  const order: WithdrawalStatus[] = w.method === 'wallet' ? ['requested', 'paid'] : ['requested', 'approved', 'paid'];
  const reached = order.indexOf(w.status);
  return order.map((key, i) => ({ key, done: i <= reached }));
}

function Row({ w, currency }: { w: Withdrawal; currency: string }) {
  const t = useT();
  const money = (minor: number) => formatMoney(minor, currency);
  const copy = (data: string) =>
    Taro.setClipboardData({ data }).then(
      () => toast(t('agent.invite.copied')),
      () => {},
    );
  return (
    <View className={`agent-withdrawal withdrawal-${w.no}`}>
      <View className="agent-row">
        <View>
          {w.method === 'wallet' ? t('agentWithdrawLog.wallet') : t('agentWithdrawLog.bank')} · {money(w.amount)}
        </View>
        <View className={`agent-withdrawal-status agent-withdrawal-status--${w.status}`}>{t(`agentWithdrawLog.status.${w.status}`)}</View>
      </View>
      <View className="agent-steps">
        {steps(w).map((s) => (
          <View key={s.key} className={`agent-step agent-step-${s.key}${s.done ? ' agent-step--done' : ''}`}>
            {t(`agentWithdrawLog.steps.${s.key}`)}
          </View>
        ))}
      </View>
      <View className="agent-row agent-muted">
        <View className="withdrawal-net">
          {t('agentWithdrawLog.net', { amount: money(w.net) })}
          {w.fee > 0 ? ` · ${t('agentWithdrawLog.fee', { amount: money(w.fee) })}` : ''}
        </View>
        <View>
          <Instant at={w.created_at} />
        </View>
      </View>
      {w.account && <View className="agent-muted withdrawal-account">{w.account}</View>}
      {w.bank_ref && (
        <View className="agent-muted withdrawal-bank-ref">
          {t('agentWithdrawLog.bankRef', { ref: w.bank_ref })}
          <View className="agent-copy withdrawal-copy" onClick={() => copy(w.bank_ref)}>
            {t('common.copy')}
          </View>
        </View>
      )}
      {w.reject_reason && (
        <View className="agent-rejected withdrawal-reason">{t('agentWithdrawLog.reason', { reason: w.reject_reason })}</View>
      )}
      <View className="agent-muted withdrawal-no" onClick={() => copy(w.no)}>
        {w.no}
      </View>
    </View>
  );
}

function Log() {
  const t = useT();
  const { session } = useStores();
  const agentApi = useService(agentService);
  const [notAgent, setNotAgent] = useState(false);
  const list = usePagedList<Withdrawal>(async (page, pageSize) => {
    try {
      return await agentApi.listWithdrawals({ page, page_size: pageSize });
    } catch (err) {
      if (err instanceof ApiError && err.status === NOT_AGENT) setNotAgent(true);
      throw err;
    }
  }, []);
  const currency = siteCurrency(session);
  if (notAgent) return <NotAgent className="withdraw-log-not-agent" text={t('agentWithdrawLog.notAgent')} />;
  if (list.loading) return <Skeleton rows={4} animated />;
  if (list.items.length === 0) return <EmptyState className="withdraw-log-empty" text={t('agentWithdrawLog.empty')} />;
  return (
    <View className="agent-card withdraw-log-list">
      {list.items.map((w) => (
        <Row key={w.id} w={w} currency={currency} />
      ))}
      <ZoneNote className="wallet-zone" />
      {(list.hasMore || list.loadingMore) && (
        <View className="agent-list-foot">{list.loadingMore ? t('pagedList.loading') : t('pagedList.more')}</View>
      )}
    </View>
  );
}

function WithdrawLogPage() {
  usePage('agentWithdrawLog.title');
  const t = useT();
  const { session } = useStores();
  return (
    <View className="agent-page withdraw-log-page">
      {session.signedIn ? (
        <Log />
      ) : (
        <EmptyState
          className="withdraw-log-signed-out"
          text={t('agentWithdrawLog.signedOut')}
          action={t('common.login')}
          onAction={goLogin}
        />
      )}
    </View>
  );
}

export default observer(WithdrawLogPage);
