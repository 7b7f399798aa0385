// My card purchases, newest first: status, amount and how it was paid (wallet / online), the payment number
// with copy, times; a paid one links to its card's deductions, one still awaiting payment can be continued (its
// pay sheet again) or cancelled (an abandoned one is closed by the server when its pay window ends, 30 min).
// Endless scroll, pull-to-refresh.
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { IN_SENTENCE, InstantIn } from '@/components/Instant';
import { ZoneNote } from '@/components/ZoneNote';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { goLogin } from '@/lib/navigation';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import * as cardService from '@/services/card';
import * as paymentService from '@/services/payment';
import { useService, useStores } from '@/stores';
import { formatMoney } from '@/utils/money';
import type { CardPurchaseRecord } from '@contract/card';
import { copyNo, kgText } from './format';
import './recharge.css';
import '@/locales/areas/cards';

function RecordRow({ record: r, onChanged }: { record: CardPurchaseRecord; onChanged(): void }) {
  const t = useT();
  const paymentApi = useService(paymentService);
  const [busy, setBusy] = useState(false);
  /** Closes this attempt (asked at the provider first: a payment made after all is kept and the list shows it). */
  const close = async () => {
    setBusy(true);
    try {
      return await paymentApi.cancelPayment(r.payment_id);
    } finally {
      setBusy(false);
    }
  };
  const cancel = async () => {
    if (busy || !(await Taro.showModal({ content: t('kgCard.record.cancelConfirm') })).confirm) return;
    await close().catch(() => null);
    onChanged();
  };
  const continuePay = async () => {
    if (busy) return;
    const closed = await close().catch(() => null);
    if (closed?.status === 'paid') return onChanged();
    Taro.navigateTo({ url: `${ROUTES.rechargeCard}?product_id=${r.product_id}` });
  };
  const parts = [
    r.wallet_amount > 0 ? t('kgCard.record.wallet', { amount: formatMoney(r.wallet_amount, r.currency) }) : '',
    r.online_amount > 0
      ? t('kgCard.record.online', {
          amount: formatMoney(r.online_amount, r.currency),
          method: r.method ? t(`kgCard.method.${r.method}`) : '',
        })
      : '',
  ].filter(Boolean);
  return (
    <View className={`recharge-record recharge-record-${r.payment_no} recharge-record--${r.status}`}>
      <View className="recharge-card-head">
        <View className="recharge-record-name">
          {r.product_name} · {kgText(r.grams)}
        </View>
        <View className={`recharge-record-status recharge-record-status--${r.status}`}>{t(`kgCard.payStatus.${r.status}`)}</View>
      </View>
      <View className="recharge-record-amount">{formatMoney(r.amount, r.currency)}</View>
      {parts.length > 0 && <View className="recharge-card-line recharge-record-parts">{parts.join(' + ')}</View>}
      <View className="recharge-card-line recharge-record-no">
        <View className="recharge-no-text">{t('kgCard.record.no', { no: r.payment_no })}</View>
        <View className="recharge-copy recharge-record-copy" onClick={() => copyNo(r.payment_no)}>
          {t('common.copy')}
        </View>
      </View>
      <View className="recharge-card-line recharge-record-time">
        {r.paid_at ? (
          <InstantIn sentence={t('kgCard.record.paidAt', { time: IN_SENTENCE })} at={r.paid_at} />
        ) : (
          <InstantIn sentence={t('kgCard.record.createdAt', { time: IN_SENTENCE })} at={r.created_at} />
        )}
      </View>
      {r.status === 'pending' && (
        <View className="recharge-record-actions">
          <Button className="recharge-record-cancel" size="small" disabled={busy} onClick={cancel}>
            {t('kgCard.record.cancel')}
          </Button>
          <Button className="recharge-record-continue" type="primary" size="small" disabled={busy} onClick={continuePay}>
            {t('kgCard.record.continue')}
          </Button>
        </View>
      )}
      {r.card_id !== null && (
        <View
          className="recharge-card-deductions recharge-record-deductions"
          onClick={() => Taro.navigateTo({ url: `${ROUTES.rechargeDeduction}?card_id=${r.card_id}` })}
        >
          {t('kgCard.deductionsOfCard')}
        </View>
      )}
    </View>
  );
}

const Records = observer(function Records() {
  const t = useT();
  const { language } = useStores();
  const cardApi = useService(cardService);
  const list = usePagedList<CardPurchaseRecord>(
    (page, pageSize) => cardApi.listCardPurchases({ page, page_size: pageSize }),
    [language.lang],
  );
  const { items, loading, loadingMore, hasMore, refresh } = list;
  if (loading)
    return (
      <View className="recharge-records-loading">
        <Skeleton rows={4} animated />
      </View>
    );
  if (!items.length) {
    return (
      <EmptyState
        className="recharge-records-empty"
        text={t('kgCard.record.empty')}
        action={t('kgCard.buyOne')}
        onAction={() => Taro.redirectTo({ url: ROUTES.rechargeCard })}
      />
    );
  }
  return (
    <View className="recharge-records">
      {items.map((r) => (
        <RecordRow key={r.payment_no} record={r} onChanged={refresh} />
      ))}
      <ZoneNote className="recharge-zone" />
      {(loadingMore || !hasMore) && <View className="recharge-list-foot">{loadingMore ? t('pagedList.loading') : t('pagedList.end')}</View>}
    </View>
  );
});

function RechargeRecordPage() {
  usePage('kgCard.title.record');
  const t = useT();
  const { session } = useStores();
  return (
    <View className="recharge-page recharge-record-page">
      {session.signedIn ? (
        <Records />
      ) : (
        <EmptyState className="recharge-signed-out" text={t('kgCard.signedOut')} action={t('common.login')} onAction={goLogin} />
      )}
    </View>
  );
}

export default observer(RechargeRecordPage);
