// Buying one card product: pay with the wallet (its balance shown; not offered when short) or online (the
// methods of this platform). Each tap on "pay" is a new purchase, except a retry after a network error (same
// idempotency key, lib/pay.ts AttemptKey); lib/pay.ts startPayment starts and finishes it, and the server's answer
// decides what the customer is told.
import { Button, Popup, Skeleton } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useEffect, useState } from 'react';
import { type AwaitedTransfer, awaitedTransfer } from '@/components/BankTransferCard';
import { TransferAwaited } from '@/components/TransferAwaited';
import { type PayWay, usePaySources } from '@/hooks/usePaySources';
import { h5ReturnUrl, useAttemptKey } from '@/lib/pay';
import { startPayment } from '@/lib/pay-flow';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import { toast } from '@/services/feedback';
import * as paymentService from '@/services/payment';
import { useService } from '@/stores';
import { formatMoney } from '@/utils/money';
import type { CardProduct } from '@contract/card';
import { kgText, linesText } from './format';

interface Props {
  product: CardProduct | null;
  onClose(): void;
  /** The purchase is paid (or still being confirmed): show the new card. */
  onBought(): void;
}

export function BuySheet({ product, onClose, onBought }: Props) {
  const t = useT();
  const paymentApi = useService(paymentService);
  const { wallet, methods, way: choice, setWay: setChoice, short } = usePaySources(product?.id, product?.price ?? 0);
  const [busy, setBusy] = useState(false);
  const [transfer, setTransfer] = useState<AwaitedTransfer | null>(null);
  const attempt = useAttemptKey();

  // Opened for another product, or closed: the next tap is a new purchase.
  useEffect(() => {
    attempt.reset();
    setTransfer(null);
  }, [product?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const pay = async () => {
    if (!product || !choice || busy) return;
    setBusy(true);
    try {
      const { start, outcome } = await startPayment(
        (base) =>
          paymentApi.buyCard({
            card_product_id: product.id,
            use_wallet: choice === 'wallet',
            ...(choice === 'wallet' ? {} : { method: choice }),
            ...base,
          }),
        { paymentApi, attempt, of: `${product.id}:${choice}`, returnUrl: h5ReturnUrl(ROUTES.rechargeCard) },
      );
      if (outcome === 'transfer') return setTransfer(awaitedTransfer(start));
      toast(t(`kgCard.buy.${outcome}`));
      if (outcome === 'paid' || outcome === 'pending') onBought();
    } catch {
      // the request layer toasted why (42009, a short wallet meanwhile, no network ...); nothing was bought
    } finally {
      setBusy(false);
    }
  };

  const option = (key: PayWay, label: string, note: string, disabled = false) => (
    <View
      key={key}
      className={`recharge-pay-option recharge-pay-${key}${choice === key ? ' recharge-pay-option--on' : ''}${disabled ? ' recharge-pay-option--off' : ''}`}
      onClick={() => !disabled && setChoice(key)}
    >
      <View className="recharge-pay-label">{label}</View>
      <View className="recharge-pay-note">{note}</View>
      <View className="recharge-pay-radio" />
    </View>
  );

  return (
    <Popup
      className="recharge-buy-sheet"
      visible={product !== null}
      position="bottom"
      round
      closeable
      onClose={onClose}
      title={t('kgCard.buy.title')}
    >
      {transfer && <TransferAwaited transfer={transfer} />}
      {product && !transfer && (
        <View className="recharge-buy">
          <View className="recharge-buy-product">
            <View className="recharge-buy-name">{product.name}</View>
            <View className="recharge-buy-meta">
              {kgText(product.grams)} · {t('kgCard.validDays', { days: product.valid_days })} · {linesText(product.channels)}
            </View>
            <View className="recharge-buy-price">{formatMoney(product.price, product.currency)}</View>
          </View>
          {methods === null ? (
            <Skeleton rows={2} animated />
          ) : (
            <View className="recharge-pay-options">
              {option(
                'wallet',
                t('kgCard.buy.wallet'),
                wallet
                  ? t(short ? 'kgCard.buy.walletShort' : 'kgCard.buy.balance', { balance: formatMoney(wallet.balance, wallet.currency) })
                  : t('kgCard.buy.walletUnknown'),
                short,
              )}
              {methods.map((m) => option(m, t(`kgCard.method.${m}`), t('kgCard.buy.online')))}
              {!short || methods.length ? null : <View className="recharge-pay-none">{t('kgCard.buy.noMethod')}</View>}
            </View>
          )}
          <Button className="recharge-buy-pay" type="primary" block loading={busy} disabled={busy || !choice} onClick={pay}>
            {t('kgCard.buy.pay', { amount: formatMoney(product.price, product.currency) })}
          </Button>
        </View>
      )}
    </Popup>
  );
}
