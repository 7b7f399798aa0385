// Return service: my returns by state (tabs with counts), newest first; tap for the detail. Pull to refresh,
// endless scroll, an empty state that leads to creating a return.
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ListStatus } from '@/components/content/ListStatus';
import { EmptyState } from '@/components/EmptyState';
import { IN_SENTENCE, Instant, InstantIn } from '@/components/Instant';
import { ReturnBadge } from '@/components/returns/ReturnParts';
import { ZoneNote } from '@/components/ZoneNote';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { goLogin } from '@/lib/navigation';
import { tab as tabItem, tabList } from '@/lib/tab-row';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as returnsService from '@/services/returns';
import { useService, useStores } from '@/stores';
import { formatMoney } from '@/utils/money';
import { RETURN_STATUSES, type ReturnStatus, type ReturnSummary } from '@contract/returns';
import '@/components/claims/claims.css';
import '../../status-tabs.css';
import '@/locales/areas/claims';
import '@/locales/areas/returns';

function Row({ item }: { item: ReturnSummary }) {
  const t = useT();
  return (
    <View
      className={`claims-card ret-row ret-row-${item.id}`}
      onClick={() => Taro.navigateTo({ url: `${ROUTES.orderRefundDetail}?id=${item.id}` })}
    >
      <View className="claims-row">
        <View className="ret-row-method">{item.method_text}</View>
        <ReturnBadge status={item.status} />
      </View>
      <View className="claims-muted">
        {item.no} · {t('returns.parcels', { n: item.parcel_count })} ·{' '}
        <InstantIn sentence={t('returns.deadline', { date: IN_SENTENCE })} value={item.deadline} />
      </View>
      {item.amount > 0 && <View className="claims-amount">{formatMoney(item.amount, item.currency)}</View>}
      {item.tracking_no && (
        <View className="claims-muted ret-row-tracking">
          {item.carrier} {item.tracking_no}
        </View>
      )}
      <View className="claims-muted">
        <Instant at={item.created_at} />
      </View>
    </View>
  );
}

function Returns() {
  const t = useT();
  const returnsApi = useService(returnsService);
  const [status, setStatus] = useState<ReturnStatus | ''>('');
  const [counts, setCounts] = useState<Record<string, number>>({});
  const list = usePagedList<ReturnSummary>(
    async (page, pageSize) => {
      const answer = await returnsApi.listReturns({ page, page_size: pageSize, ...(status ? { status } : {}) });
      setCounts(answer.counts);
      return answer;
    },
    [status],
  );
  Taro.useDidShow(() => {
    if (!list.loading) list.refresh();
  }); // back from a detail that changed
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  const tab = (key: ReturnStatus | '', label: string, n: number) => (
    <View
      key={key || 'all'}
      className={`status-tab ret-tab-${key || 'all'}${status === key ? ' status-tab--active' : ''}`}
      {...tabItem(status === key, () => setStatus(key))}
    >
      {label}
      {n > 0 && <View className="status-tab-count">{n}</View>}
    </View>
  );
  return (
    <>
      <View className="ret-tabs status-tabs-scroll" {...tabList(t('common.statusTabs'))}>
        {tab('', t('returns.all'), all)}
        {RETURN_STATUSES.map((s) => tab(s, t(`returns.status.${s}`), counts[s] ?? 0))}
      </View>
      {list.loading ? (
        <View className="claims-loading">
          <Skeleton rows={4} animated />
        </View>
      ) : !list.items.length ? (
        <EmptyState
          className="ret-empty"
          text={t('returns.empty')}
          action={t('returns.newReturn')}
          onAction={() => Taro.navigateTo({ url: ROUTES.orderRefundAdd })}
        />
      ) : (
        <View className="ret-list">
          {list.items.map((r) => (
            <Row key={r.id} item={r} />
          ))}
          <ZoneNote className="claims-zone" />
          <ListStatus loadingMore={list.loadingMore} done={!list.hasMore} count={list.items.length} />
        </View>
      )}
    </>
  );
}

function ReturnServicePage() {
  usePage('returns.title');
  const t = useT();
  const { session } = useStores();
  if (!session.signedIn)
    return (
      <View className="ret-page">
        <EmptyState className="ret-signed-out" text={t('returns.signedOut')} action={t('common.login')} onAction={goLogin} />
      </View>
    );
  return (
    <View className="ret-page">
      <Button className="ret-new" type="primary" block onClick={() => Taro.navigateTo({ url: ROUTES.orderRefundAdd })}>
        {t('returns.newReturn')}
      </Button>
      <View className="after-gap" />
      <Returns />
    </View>
  );
}

export default observer(ReturnServicePage);
