// My cards by tab (usable / used up / expired, with the counts of the answer): remaining grams as a bar,
// expiry, lines; a row's "deductions" opens the deduction records of that card. Endless scroll, pull-to-refresh.
import { Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { IN_SENTENCE, InstantIn } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { usePagedList } from '@/hooks/usePagedList';
import { useCheckoutReturn } from '@/lib/pay-flow';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as cardService from '@/services/card';
import { toast } from '@/services/feedback';
import { useService, useStores } from '@/stores';
import { formatMoney } from '@/utils/money';
import { type Card, CARD_TABS, type CardTab } from '@contract/card';
import { kgText, linesText } from './format';
import '../status-tabs.css';

export const PAGE_SIZE = 20;

interface Props {
  /** Bumped after a purchase: back to the usable tab, loaded again. */
  bought: number;
  onBuy(): void;
}

function CardRow({ card: c }: { card: Card }) {
  const t = useT();
  const percent = c.grams > 0 ? Math.round((c.remaining_g / c.grams) * 100) : 0;
  return (
    <View className={`recharge-card recharge-card-${c.id} recharge-card--${c.status}`}>
      <View className="recharge-card-head">
        <View className="recharge-card-name">{c.name}</View>
        <View className={`recharge-card-status recharge-card-status--${c.status}`}>{t(`kgCard.status.${c.status}`)}</View>
      </View>
      <View className="recharge-card-remaining">{t('kgCard.remaining', { left: kgText(c.remaining_g), total: kgText(c.grams) })}</View>
      <View className="recharge-bar">
        <View className="recharge-bar-fill" style={{ width: `${percent}%` }} />
      </View>
      <View className="recharge-card-line recharge-card-expiry">
        <InstantIn sentence={t('kgCard.expires', { date: IN_SENTENCE })} at={c.expires_at} day />
      </View>
      <View className="recharge-card-line recharge-card-lines">{linesText(c.channels)}</View>
      <View className="recharge-card-foot">
        <View className="recharge-card-price">{t('kgCard.paid', { amount: formatMoney(c.price, c.currency) })}</View>
        <View className="recharge-card-deductions" onClick={() => Taro.navigateTo({ url: `${ROUTES.rechargeDeduction}?card_id=${c.id}` })}>
          {t('kgCard.deductionsOfCard')}
        </View>
      </View>
    </View>
  );
}

export const MyCards = observer(function MyCards({ bought, onBuy }: Props) {
  const t = useT();
  const { language } = useStores();
  const cardApi = useService(cardService);
  const [tab, setTab] = useState<CardTab>('usable');
  const [counts, setCounts] = useState<Partial<Record<CardTab, number>>>({});
  const list = usePagedList<Card>(
    async (page, pageSize) => {
      const answer = await cardApi.listMyCards({ status: tab, page, page_size: pageSize });
      setCounts(answer.counts);
      return answer;
    },
    [tab, language.lang, bought],
    PAGE_SIZE,
  );
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else setTab('usable');
  }, [bought]);

  // Back from a checkout page (H5): wait for the server's word on that purchase.
  const checkout = useCheckoutReturn('card');
  useEffect(() => {
    if (!checkout.returned) return;
    checkout.waitFor(checkout.returned).then((outcome) => {
      toast(t(`kgCard.buy.${outcome}`));
      if (outcome !== 'failed') list.refresh();
    });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const onTab = setTab;
  const { items, loading, loadingMore, hasMore } = list;
  return (
    <View className="recharge-mine">
      <View className="recharge-tabs">
        {CARD_TABS.map((key) => (
          <View
            key={key}
            className={`status-tab recharge-tab recharge-tab-${key}${tab === key ? ' status-tab--active' : ''}`}
            onClick={() => onTab(key)}
          >
            <View className="recharge-tab-label">{t(`kgCard.tab.${key}`)}</View>
            <View className="status-tab-count recharge-tab-count">{counts[key] ?? 0}</View>
          </View>
        ))}
      </View>
      {loading ? (
        <View className="recharge-cards-loading">
          <Skeleton rows={3} animated />
        </View>
      ) : items.length === 0 ? (
        <EmptyState
          className="recharge-cards-empty"
          text={t(`kgCard.empty.${tab}`)}
          {...(tab === 'usable' ? { action: t('kgCard.buyOne'), onAction: onBuy } : {})}
        />
      ) : (
        <View className="recharge-cards">
          {items.map((c) => (
            <CardRow key={c.id} card={c} />
          ))}
          <ZoneNote className="recharge-zone" />
          {(loadingMore || (!hasMore && items.length > 0)) && (
            <View className="recharge-list-foot">{loadingMore ? t('pagedList.loading') : t('pagedList.end')}</View>
          )}
        </View>
      )}
    </View>
  );
});
