// The agent centre: signed out -> sign in; not an agent (or rejected) -> the application; pending -> its state;
// approved -> pending / available / withdrawn commission, team size and this month's team orders, the invite
// (code, link, poster), the withdrawal form and the team's orders with their commission (endless scroll).
import { Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { OrderRow } from '@/components/agent/OrderRow';
import { EmptyState } from '@/components/EmptyState';
import { ZoneNote } from '@/components/ZoneNote';
import { usePagedList } from '@/hooks/usePagedList';
import { usePageTitle } from '@/hooks/usePageTitle';
import { useShareCard } from '@/hooks/useShareCard';
import { goLogin, openRoute } from '@/lib/navigation';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as agentService from '@/services/agent';
import { useService, useStores } from '@/stores';
import { formatMoney } from '@/utils/money';
import type { AgentInfo, TeamOrder } from '@contract/agent';
import { ApplyForm } from './ApplyForm';
import { InvitePanel } from './InvitePanel';
import { WithdrawForm } from './WithdrawForm';
import '@/components/agent/agent.css';
import '@/locales/areas/agent';

function Figures({ info }: { info: AgentInfo }) {
  const t = useT();
  const money = (minor: number) => formatMoney(minor, info.currency);
  return (
    <View className="agent-card agent-figures">
      <View className="agent-available-label">{t('agent.dash.available')}</View>
      <View className={`agent-available${info.available < 0 ? ' agent-available--negative' : ''}`}>{money(info.available)}</View>
      {info.available < 0 && <View className="agent-negative-note">{t('agent.dash.negative')}</View>}
      <View className="agent-figure-row">
        <View className="agent-figure agent-pending">
          <View className="agent-figure-value">{money(info.pending)}</View>
          {t('agent.dash.pending')}
        </View>
        <View className="agent-figure agent-withdrawn">
          <View className="agent-figure-value">{money(info.withdrawn)}</View>
          {t('agent.dash.withdrawn')}
        </View>
        <View className="agent-figure agent-team-size">
          <View className="agent-figure-value">{info.team_size}</View>
          {t('agent.dash.team')}
        </View>
        <View className="agent-figure agent-month-orders">
          <View className="agent-figure-value">{info.month_orders}</View>
          {t('agent.dash.monthOrders')}
        </View>
      </View>
      <View className="agent-muted">
        {info.agent?.tier ? `${t('agent.dash.tier', { tier: info.agent.tier })} · ` : ''}
        {t('agent.dash.rate', { rate: info.rules.rate_bp / 100 })}
      </View>
      {info.open_withdrawal && <View className="agent-open-withdrawal">{t('agent.dash.openWithdrawal')}</View>}
      <View className="agent-links">
        <View className="agent-link agent-link-team" onClick={() => openRoute(ROUTES.myTeam)}>
          {t('agent.dash.myTeam')}
        </View>
        <View className="agent-link agent-link-withdrawals" onClick={() => openRoute(ROUTES.withdrawLog)}>
          {t('agent.dash.withdrawLog')}
        </View>
      </View>
    </View>
  );
}

function Orders({ currency }: { currency: string }) {
  const t = useT();
  const agentApi = useService(agentService);
  const list = usePagedList<TeamOrder>((page, pageSize) => agentApi.listTeamOrders({ page, page_size: pageSize }), []);
  return (
    <View className="agent-card agent-orders">
      <View className="agent-card-title">{t('agent.orders.title')}</View>
      {list.loading ? (
        <Skeleton rows={3} animated />
      ) : list.items.length === 0 ? (
        <EmptyState className="agent-orders-empty" text={t('agent.orders.empty')} />
      ) : (
        <>
          {list.items.map((o) => (
            <OrderRow key={o.id} order={o} currency={currency} />
          ))}
          <ZoneNote className="agent-zone" />
          {(list.hasMore || list.loadingMore) && (
            <View className="agent-list-foot">{list.loadingMore ? t('pagedList.loading') : t('pagedList.more')}</View>
          )}
        </>
      )}
    </View>
  );
}

function Centre() {
  const t = useT();
  const agentApi = useService(agentService);
  const [info, setInfo] = useState<AgentInfo | null>(null);
  const load = () => agentApi.getAgentInfo().then(setInfo, () => {});
  useEffect(() => {
    load();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  Taro.usePullDownRefresh(() => {
    load().finally(() => Taro.stopPullDownRefresh());
  });
  useShareCard(() =>
    info?.invite_code
      ? {
          title: t('agent.invite.shareTitle', { code: info.invite_code }),
          path: `${ROUTES.register}?invite_code=${info.invite_code}`,
          query: `invite_code=${info.invite_code}`,
        }
      : null,
  );
  if (!info)
    return (
      <View className="agent-loading">
        <Skeleton rows={5} animated />
      </View>
    );
  const status = info.agent?.status;
  if (!status || status === 'rejected') return <ApplyForm info={info} onDone={setInfo} />;
  if (status === 'pending') return <EmptyState className="agent-pending-state" text={t('agent.apply.pending')} />;
  return (
    <>
      <Figures info={info} />
      <InvitePanel code={info.invite_code} />
      <WithdrawForm info={info} onDone={load} />
      <Orders currency={info.currency} />
    </>
  );
}

function UserAgentPage() {
  usePageTitle('agent.title');
  const t = useT();
  const { session } = useStores();
  return (
    <View className="agent-page user-agent-page">
      {session.signedIn ? (
        <Centre />
      ) : (
        <EmptyState className="agent-signed-out" text={t('agent.signedOut')} action={t('common.login')} onAction={goLogin} />
      )}
    </View>
  );
}

export default observer(UserAgentPage);
