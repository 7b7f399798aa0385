// My wallet: the balance, top-up through an online provider, and the ledger of every movement (+ green,
// - red) with its reason and number; a link to the payback log. Back from a checkout page (H5) it waits for
// the top-up's result.
import { Button, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { Instant } from '@/components/Instant';
import { PagedListFoot } from '@/components/PagedListFoot';
import { StripeSheet } from '@/components/StripeSheet';
import { ZoneNote } from '@/components/ZoneNote';
import { usePage } from '@/hooks/usePage';
import { usePagedList } from '@/hooks/usePagedList';
import { goLogin } from '@/lib/navigation';
import type { PayOutcome } from '@/lib/pay';
import { useCheckoutReturn } from '@/lib/pay-flow';
import { t as translate, useT } from '@/locales';
import { ROUTES } from '@/routes';
import { toast } from '@/services/feedback';
import * as paymentService from '@/services/payment';
import { useService, useStores } from '@/stores';
import { formatMoney } from '@/utils/money';
import type { WalletEntry, WalletSummary } from '@contract/payment';
import { TopupSheet } from './TopupSheet';
import '../wallet.css';
import './index.css';
import '@/locales/areas/pay';
import '@/locales/areas/wallet';

const PAGE_SIZE = 20;

function Entry({ e, currency }: { e: WalletEntry; currency: string }) {
  const t = useT();
  const copy = () =>
    Taro.setClipboardData({ data: e.ref_no }).then(
      () => toast(t('pay.copied')),
      () => {},
    );
  return (
    <View className={`wallet-entry wallet-entry-${e.id} wallet-entry--${e.amount >= 0 ? 'in' : 'out'}`}>
      <View className="wallet-entry-row">
        <View className="wallet-entry-reason">{e.reason || t(`pay.wallet.kind.${e.kind}`)}</View>
        <View className="wallet-entry-amount">
          {e.amount >= 0 ? '+' : ''}
          {formatMoney(e.amount, currency)}
        </View>
      </View>
      <View className="wallet-entry-row wallet-muted">
        <View className="wallet-entry-ref">
          {t('pay.wallet.ref', { no: e.ref_no })}
          {e.ref_no && (
            <View className="wallet-copy" onClick={copy}>
              {t('common.copy')}
            </View>
          )}
        </View>
        <View className="wallet-entry-after">{t('pay.wallet.balanceAfter', { amount: formatMoney(e.balance_after, currency) })}</View>
      </View>
      <View className="wallet-muted wallet-entry-time">
        <Instant at={e.created_at} />
      </View>
    </View>
  );
}

function announce(outcome: PayOutcome) {
  if (outcome === 'paid') toast(translate('pay.wallet.topped'));
  else if (outcome === 'cancelled') toast(translate('pay.cancelled'));
  else if (outcome === 'failed') toast(translate('pay.failed'));
  else toast(translate('pay.result.processingText'));
}

function Wallet() {
  const t = useT();
  const paymentApi = useService(paymentService);
  const checkout = useCheckoutReturn('topup');
  const [summary, setSummary] = useState<WalletSummary | null>(null);
  const [topping, setTopping] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const list = usePagedList<WalletEntry>((page, pageSize) => paymentApi.listWalletEntries({ page, page_size: pageSize }), [], PAGE_SIZE);
  const loadSummary = () => paymentApi.getWalletSummary().then(setSummary, () => {});
  const refreshAll = () => Promise.all([loadSummary(), list.refresh()]);

  Taro.usePullDownRefresh(() => {
    loadSummary();
  });
  const settle = async (outcome: PayOutcome, paymentId: number) => {
    setTopping(false);
    if (outcome === 'pending') {
      setConfirming(true);
      outcome = await checkout.waitFor(paymentId);
      setConfirming(false);
    }
    announce(outcome);
    if (outcome === 'paid') refreshAll();
  };

  useEffect(() => {
    loadSummary();
    if (checkout.returned) settle('pending', checkout.returned);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const currency = summary?.currency ?? 'NZD';
  return (
    <>
      <View className="wallet-card">
        <View className="wallet-card-label">{t('pay.wallet.balance')}</View>
        <View className="wallet-balance">{summary ? formatMoney(summary.balance, currency) : '--'}</View>
        <View className="wallet-card-actions">
          <Button
            className="wallet-topup-open"
            type="primary"
            size="small"
            disabled={!summary || confirming}
            loading={confirming}
            onClick={() => setTopping(true)}
          >
            {t('pay.wallet.topup')}
          </Button>
          <View className="wallet-payback-link" onClick={() => Taro.navigateTo({ url: ROUTES.paybackLog })}>
            {t('pay.wallet.payback')} ›
          </View>
        </View>
      </View>
      <View className="wallet-section-title">{t('pay.wallet.ledger')}</View>
      {list.loading ? (
        <View className="wallet-loading">
          <Skeleton rows={4} animated />
        </View>
      ) : list.items.length === 0 ? (
        <EmptyState className="wallet-empty" text={t('pay.wallet.empty')} />
      ) : (
        <View className="wallet-ledger">
          {list.items.map((e) => (
            <Entry key={e.id} e={e} currency={currency} />
          ))}
          <ZoneNote className="wallet-zone" />
          <PagedListFoot list={list} pageSize={PAGE_SIZE} className="wallet-list-foot" />
        </View>
      )}
      {summary && <TopupSheet visible={topping} summary={summary} onClose={() => setTopping(false)} onDone={settle} />}
      {process.env.TARO_ENV === 'h5' && <StripeSheet />}
    </>
  );
}

function WalletPage() {
  usePage('pay.wallet.title');
  const t = useT();
  const { session } = useStores();
  return (
    <View className="wallet-page">
      {session.signedIn ? (
        <Wallet />
      ) : (
        <EmptyState className="wallet-signed-out" text={t('pay.wallet.signedOut')} action={t('common.login')} onAction={goLogin} />
      )}
    </View>
  );
}

export default observer(WalletPage);
