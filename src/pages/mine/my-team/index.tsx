// My team: customers who registered with my invite code, newest first, with their join date, paid waybills and
// masked phone number; a member opens their orders below. Pull to refresh, endless scroll. Agents only.
import { Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { NOT_AGENT, NotAgent } from '@/components/agent/NotAgent';
import { OrderRow } from '@/components/agent/OrderRow';
import { EmptyState } from '@/components/EmptyState';
import { IN_SENTENCE, InstantIn } from '@/components/Instant';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { goLogin } from '@/lib/navigation';
import { useT } from '@/locales';
import { siteCurrency } from '@/pages/waybill/form/currency';
import * as agentService from '@/services/agent';
import { ApiError } from '@/services/request';
import { useService, useStores } from '@/stores';
import type { TeamMember, TeamOrder } from '@contract/agent';
import '@/components/agent/agent.css';
import '@/locales/areas/agent';

function MemberOrders({ member, currency }: { member: TeamMember; currency: string }) {
  const agentApi = useService(agentService);
  const [orders, setOrders] = useState<TeamOrder[] | null>(null);
  if (orders === null) {
    agentApi.listTeamOrders({ page: 1, page_size: 50, member_id: member.id }).then(
      (a) => setOrders(a.list),
      () => setOrders([]),
    );
    return <Skeleton rows={1} animated />;
  }
  return (
    <>
      {orders.map((o) => (
        <OrderRow key={o.id} order={o} currency={currency} />
      ))}
    </>
  );
}

function Team() {
  const t = useT();
  const { session } = useStores();
  const agentApi = useService(agentService);
  const [notAgent, setNotAgent] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const list = usePagedList<TeamMember>(async (page, pageSize) => {
    try {
      return await agentApi.listTeam({ page, page_size: pageSize });
    } catch (err) {
      if (err instanceof ApiError && err.status === NOT_AGENT) setNotAgent(true);
      throw err;
    }
  }, []);
  const currency = siteCurrency(session);
  if (notAgent) return <NotAgent className="team-not-agent" text={t('agentTeam.notAgent')} />;
  if (list.loading) return <Skeleton rows={4} animated />;
  if (list.items.length === 0) return <EmptyState className="team-empty" text={t('agentTeam.empty')} />;
  return (
    <View className="agent-card team-list">
      <View className="agent-muted team-total">
        {t('agent.dash.team')} {list.total}
      </View>
      {list.items.map((m) => (
        <View key={m.id} className={`agent-member team-member-${m.id}`}>
          <View className="agent-row">
            <View className="team-nickname">{m.nickname}</View>
            <View className="team-mobile">{m.mobile}</View>
          </View>
          <View className="agent-row agent-muted">
            <View className="team-joined">
              <InstantIn sentence={t('agentTeam.joined', { date: IN_SENTENCE })} at={m.joined_at} day />
            </View>
            <View className="team-paid">{t('agentTeam.paidOrders', { n: m.paid_orders })}</View>
            {m.paid_orders > 0 && (
              <View className="agent-copy team-orders" onClick={() => setOpen(open === m.id ? null : m.id)}>
                {t('agentTeam.orders')}
              </View>
            )}
          </View>
          {open === m.id && <MemberOrders member={m} currency={currency} />}
        </View>
      ))}
      {(list.hasMore || list.loadingMore) && (
        <View className="agent-list-foot">{list.loadingMore ? t('pagedList.loading') : t('pagedList.more')}</View>
      )}
    </View>
  );
}

function MyTeamPage() {
  usePage('agentTeam.title');
  const t = useT();
  const { session } = useStores();
  return (
    <View className="agent-page my-team-page">
      {session.signedIn ? (
        <Team />
      ) : (
        <EmptyState className="team-signed-out" text={t('agentTeam.signedOut')} action={t('common.login')} onAction={goLogin} />
      )}
    </View>
  );
}

export default observer(MyTeamPage);
