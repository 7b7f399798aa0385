// Grams my cards paid for waybills and grams given back by refunds, newest first: card, grams (- / +), the
// freight they covered, what was left after, the waybill number (copy; a tap opens the waybill). Opened from a
// card's row, `?card_id=` shows that card only (with a way back to all). Endless scroll, pull-to-refresh.
import { Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { Instant } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { goLogin } from '@/lib/navigation';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as cardService from '@/services/card';
import { useService, useStores } from '@/stores';
import { formatMoney } from '@/utils/money';
import type { CardDeduction } from '@contract/card';
import { copyNo, kgText } from './format';
import './recharge.css';
import '@/locales/areas/cards';

/** A positive integer id from the query, or undefined. */
export const readId = (value?: string) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined);

function DeductionRow({ entry: e }: { entry: CardDeduction }) {
  const t = useT();
  const sign = e.grams < 0 ? '-' : '+';
  const open = () => e.waybill_id && Taro.navigateTo({ url: `${ROUTES.waybillDetail}?id=${e.waybill_id}` });
  return (
    <View className={`recharge-deduction recharge-deduction-${e.id} recharge-deduction--${e.kind}`} onClick={open}>
      <View className="recharge-card-head">
        <View className="recharge-deduction-card">{e.card_name}</View>
        <View className={`recharge-deduction-grams recharge-deduction-grams--${e.kind}`}>
          {sign}
          {kgText(Math.abs(e.grams))}
        </View>
      </View>
      <View className="recharge-card-line recharge-deduction-kind">
        {t(`kgCard.deduction.${e.kind}`, { amount: formatMoney(e.amount, e.currency) })}
      </View>
      <View className="recharge-card-line recharge-deduction-left">{t('kgCard.deduction.left', { left: kgText(e.remaining_after) })}</View>
      {e.waybill_no && (
        <View className="recharge-card-line recharge-deduction-waybill">
          <View className="recharge-no-text">{t('kgCard.deduction.waybill', { no: e.waybill_no })}</View>
          <View
            className="recharge-copy recharge-deduction-copy"
            onClick={(ev) => {
              ev.stopPropagation();
              copyNo(e.waybill_no as string);
            }}
          >
            {t('common.copy')}
          </View>
        </View>
      )}
      <View className="recharge-card-line recharge-deduction-time">
        <Instant at={e.created_at} />
      </View>
    </View>
  );
}

const Deductions = observer(function Deductions() {
  const t = useT();
  const { language } = useStores();
  const cardApi = useService(cardService);
  const [cardId, setCardId] = useState(readId(Taro.useRouter().params?.card_id));
  const list = usePagedList<CardDeduction>(
    (page, pageSize) => cardApi.listCardDeductions({ ...(cardId ? { card_id: cardId } : {}), page, page_size: pageSize }),
    [cardId, language.lang],
  );
  const { items, loading, loadingMore, hasMore } = list;
  return (
    <>
      {cardId && (
        <View className="recharge-filter">
          <View className="recharge-filter-text">
            {items[0] ? t('kgCard.deduction.oneCard', { name: items[0].card_name }) : t('kgCard.deduction.thisCard')}
          </View>
          <View className="recharge-filter-all" onClick={() => setCardId(undefined)}>
            {t('kgCard.deduction.all')}
          </View>
        </View>
      )}
      {loading ? (
        <View className="recharge-deductions-loading">
          <Skeleton rows={4} animated />
        </View>
      ) : !items.length ? (
        <EmptyState className="recharge-deductions-empty" text={t('kgCard.deduction.empty')} />
      ) : (
        <View className="recharge-deductions">
          {items.map((e) => (
            <DeductionRow key={e.id} entry={e} />
          ))}
          <ZoneNote className="recharge-zone" />
          {(loadingMore || !hasMore) && (
            <View className="recharge-list-foot">{loadingMore ? t('pagedList.loading') : t('pagedList.end')}</View>
          )}
        </View>
      )}
    </>
  );
});

function RechargeDeductionPage() {
  usePage('kgCard.title.deduction');
  const t = useT();
  const { session } = useStores();
  return (
    <View className="recharge-page recharge-deduction-page">
      {session.signedIn ? (
        <Deductions />
      ) : (
        <EmptyState className="recharge-signed-out" text={t('kgCard.signedOut')} action={t('common.login')} onAction={goLogin} />
      )}
    </View>
  );
}

export default observer(RechargeDeductionPage);
