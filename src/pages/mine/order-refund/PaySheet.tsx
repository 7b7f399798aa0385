// Paying a return's fee: all from the wallet (its balance shown; not offered when short) or online (the methods
// of this platform). A retry after a network error keeps the idempotency key (lib/pay.ts AttemptKey); lib/pay.ts
// startPayment starts and finishes it, and the server's answer decides what the customer is told.
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
import * as returnsService from '@/services/returns';
import { useService } from '@/stores';
import { formatMoney } from '@/utils/money';
import type { ReturnDetail } from '@contract/returns';

export function PaySheet({ item, open, onClose, onPaid }: { item: ReturnDetail; open: boolean; onClose(): void; onPaid(): void }) {
  const t = useT();
  const returnsApi = useService(returnsService);
  const paymentApi = useService(paymentService);
  const { wallet, methods, way, setWay, short } = usePaySources(open ? item.id : null, item.amount);
  const [busy, setBusy] = useState(false);
  const [transfer, setTransfer] = useState<AwaitedTransfer | null>(null);
  const attempt = useAttemptKey();

  // Opened again, or closed: the next tap is a new payment.
  useEffect(() => {
    attempt.reset();
    setTransfer(null);
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps

  const pay = async () => {
    if (!way || busy) return;
    setBusy(true);
    try {
      const { start, outcome } = await startPayment(
        (base) => returnsApi.payReturn(item.id, { use_wallet: way === 'wallet', ...(way === 'wallet' ? {} : { method: way }), ...base }),
        { paymentApi, attempt, of: `${item.id}:${way}`, returnUrl: h5ReturnUrl(`${ROUTES.orderRefundDetail}?id=${item.id}`) },
      );
      if (outcome === 'transfer') return setTransfer(awaitedTransfer(start));
      toast(t(`returns.pay.${outcome}`));
      if (outcome === 'paid' || outcome === 'pending') onPaid();
    } catch {
      // toasted by the request layer; nothing was paid
    } finally {
      setBusy(false);
    }
  };
  const option = (key: PayWay, label: string, note: string, off = false) => (
    <View
      key={key}
      className={`ret-option ret-pay-${key}${way === key ? ' ret-option--on' : ''}${off ? ' ret-option--off' : ''}`}
      onClick={() => !off && setWay(key)}
    >
      <View className="ret-check" />
      <View className="ret-option-main">
        <View>{label}</View>
        <View className="ret-option-note">{note}</View>
      </View>
    </View>
  );
  const balance = wallet ? formatMoney(wallet.balance, wallet.currency) : '';
  return (
    <Popup className="ret-pay-sheet" visible={open} position="bottom" round closeable onClose={onClose} title={t('returns.pay.title')}>
      {transfer ? (
        <TransferAwaited transfer={transfer} />
      ) : (
        <View className="ret-page ret-pay">
          {methods === null ? (
            <Skeleton rows={2} animated />
          ) : (
            <>
              {option('wallet', t('returns.pay.wallet'), t(short ? 'returns.pay.short' : 'returns.pay.balance', { balance }), short)}
              {methods.map((m) => option(m, t(`returns.pay.method.${m}`), t('returns.pay.online')))}
            </>
          )}
          <Button className="ret-pay-submit" type="primary" block loading={busy} disabled={busy || !way} onClick={pay}>
            {t('returns.pay.submit', { amount: formatMoney(item.amount, item.currency) })}
          </Button>
        </View>
      )}
    </Popup>
  );
}
