// My waybills (tab): status tabs with counts, search by number / recipient, pull-to-refresh, endless scroll.
// A card opens the waybill's detail; signed out and empty states lead to login / sending a parcel.
import { Input, Skeleton } from '@nutui/nutui-react-taro';
import { ScrollView, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { EmptyState } from '@/components/EmptyState';
import { Instant } from '@/components/Instant';
import { WaybillStatusBadge } from '@/components/WaybillStatusBadge';
import { usePage } from '@/hooks/usePage';
import { goLogin } from '@/lib/navigation';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import { toast } from '@/services/feedback';
import { useStores } from '@/stores';
import { type Waybill, WAYBILL_TABS } from '@contract/waybill';
import { moneyLine } from './format';
import { PAGE_SIZE, useWaybillList } from './useWaybillList';
import '../status-tabs.css';
import './index.css';
import '@/locales/areas/waybill';
import '@/locales/areas/tabs';

function WaybillPage() {
  usePage('title.waybill', { tab: true });
  const t = useT();
  const { session } = useStores();
  const book = useWaybillList();
  const { items, loading, loadingMore, hasMore } = book.list;

  if (!session.signedIn) {
    return (
      <View className="waybill-page">
        <EmptyState className="waybill-signed-out" text={t('waybill.signedOut')} action={t('common.login')} onAction={goLogin} />
      </View>
    );
  }

  const open = (w: Waybill) => Taro.navigateTo({ url: `${ROUTES.waybillDetail}?id=${w.id}` });
  const copy = (e: { stopPropagation: () => void }, no: string) => {
    e.stopPropagation();
    Taro.setClipboardData({ data: no }).then(
      () => toast(t('waybillList.copied')),
      () => {},
    );
  };
  const send = () => Taro.switchTab({ url: ROUTES.express });

  return (
    <View className="waybill-page">
      <ScrollView className="waybill-tabs status-tabs-scroll" scrollX enableFlex>
        {WAYBILL_TABS.map((tab) => (
          <View
            key={tab}
            className={`waybill-tab waybill-tab-${tab}${book.tab === tab ? ' waybill-tab--active' : ''}`}
            onClick={() => book.switchTab(tab)}
          >
            <View className="waybill-tab-label">{t(`waybillList.tab.${tab}`)}</View>
            <View className="waybill-tab-count">{book.counts[tab] ?? 0}</View>
          </View>
        ))}
      </ScrollView>
      <View className="waybill-search">
        <Input
          className="waybill-search-input"
          value={book.input}
          onChange={book.search}
          placeholder={t('waybillList.searchPlaceholder')}
          clearable
          maxLength={50}
        />
      </View>

      {loading ? (
        <View className="waybill-loading">
          <Skeleton rows={3} animated />
          <Skeleton rows={3} animated />
        </View>
      ) : items.length === 0 ? (
        book.keyword ? (
          <EmptyState className="waybill-empty waybill-no-match" text={t('waybillList.noMatch')} />
        ) : (
          <EmptyState className="waybill-empty" text={t('waybillList.empty')} action={t('waybillList.send')} onAction={send} />
        )
      ) : (
        <View className="waybill-list">
          {items.map((w) => (
            <View key={w.id} className={`waybill-card waybill-card-${w.id}`} onClick={() => open(w)}>
              <View className="waybill-card-head">
                <View className="waybill-card-no">{w.no}</View>
                <View className="waybill-card-copy" onClick={(e) => copy(e, w.no)}>
                  {t('common.copy')}
                </View>
                <WaybillStatusBadge status={w.status} className="waybill-card-status" />
              </View>
              <View className="waybill-card-recipient">
                {w.recipient_name}
                {w.recipient_city ? ` · ${w.recipient_city}` : ''}
              </View>
              <View className="waybill-card-channel">{t('waybillList.channel', { name: w.channel.name })}</View>
              {w.problem && <View className="waybill-card-problem">{t('waybillDetail.problem', { reason: w.problem.reason })}</View>}
              <View className="waybill-card-foot">
                <View className="waybill-card-time">
                  <Instant at={w.created_at} ago />
                </View>
                {moneyLine(w.money, w.currency, t) && (
                  <View className={`waybill-card-amount waybill-card-amount--${w.money.state}`}>{moneyLine(w.money, w.currency, t)}</View>
                )}
              </View>
            </View>
          ))}
          {(hasMore || loadingMore || items.length > PAGE_SIZE) && (
            <View className="waybill-list-foot">
              {loadingMore ? t('pagedList.loading') : hasMore ? t('pagedList.more') : t('pagedList.end')}
            </View>
          )}
        </View>
      )}
    </View>
  );
}

export default observer(WaybillPage);
