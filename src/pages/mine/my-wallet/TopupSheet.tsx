// The top-up sheet: suggested amounts or a typed one (within the summary's min..max), a method of this
// platform (GET /api/pay/methods), then POST /api/pay/topup through lib/pay.ts startPayment.
import { Button, Input, Popup } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useEffect, useState } from 'react';
import { type AwaitedTransfer, awaitedTransfer } from '@/components/BankTransferCard';
import { TransferAwaited } from '@/components/TransferAwaited';
import { currentPlatform, h5ReturnUrl, type PayOutcome, useAttemptKey } from '@/lib/pay';
import { startPayment } from '@/lib/pay-flow';
import { useT } from '@/locales';
import { ROUTES } from '@/routes';
import { toast } from '@/services/feedback';
import * as paymentService from '@/services/payment';
import { useService } from '@/stores';
import { formatMoney, toMinorUnits } from '@/utils/money';
import { isAmount } from '@/utils/validate';
import type { OnlineMethod, WalletSummary } from '@contract/payment';
import '@/locales/areas/pay';
import '@/locales/areas/wallet';

interface Props {
  visible: boolean;
  summary: WalletSummary;
  onClose(): void;
  /** The outcome, and the payment to wait for when it is still pending here (not a redirect). */
  onDone(outcome: PayOutcome, paymentId: number): void;
}

export function TopupSheet({ visible, summary, onClose, onDone }: Props) {
  const t = useT();
  const paymentApi = useService(paymentService);
  const platform = currentPlatform();
  const money = (minor: number) => formatMoney(minor, summary.currency);
  const [preset, setPreset] = useState<number | null>(summary.topup_amounts[0] ?? null);
  const [typed, setTyped] = useState('');
  const [methods, setMethods] = useState<OnlineMethod[] | null>(null);
  const [method, setMethod] = useState<OnlineMethod | null>(null);
  const [busy, setBusy] = useState(false);
  const [transfer, setTransfer] = useState<AwaitedTransfer | null>(null);
  const attempt = useAttemptKey();

  useEffect(() => {
    attempt.reset(); // opened or closed: the next tap is a new top-up
    setTransfer(null);
    if (!visible || methods) return;
    paymentApi.getPayMethods(platform).then(
      (answer) => {
        setMethods(answer.methods);
        setMethod(answer.methods[0] ?? null);
      },
      () => {},
    );
  }, [visible]); // eslint-disable-line react-hooks/exhaustive-deps

  /** The amount chosen, or the reason it can't be topped up. */
  const amount = (): number | string => {
    if (!typed.trim()) return preset ?? t('pay.wallet.badAmount');
    if (!isAmount(typed.trim())) return t('pay.wallet.badAmount');
    const minor = toMinorUnits(typed);
    if (minor < summary.min_topup || minor > summary.max_topup)
      return t('pay.wallet.range', { min: money(summary.min_topup), max: money(summary.max_topup) });
    return minor;
  };
  const chosen = amount();

  const submit = async () => {
    if (busy) return;
    if (typeof chosen === 'string') return toast(chosen);
    if (!method) return toast(t('pay.chooseMethod'));
    const returnUrl = h5ReturnUrl(ROUTES.myWallet);
    setBusy(true);
    let leaving = false;
    try {
      const { start, outcome } = await startPayment((base) => paymentApi.topUp({ amount: chosen, method, ...base }), {
        paymentApi,
        attempt,
        of: `${chosen}:${method}`,
        returnUrl,
      });
      leaving = outcome === 'pending' && start.client?.type === 'redirect';
      if (outcome === 'transfer') setTransfer(awaitedTransfer(start));
      else if (!leaving) onDone(outcome, start.payment.id);
    } catch {
      // toasted by the request layer
    } finally {
      if (!leaving) setBusy(false);
    }
  };

  return (
    <Popup
      className="wallet-topup"
      visible={visible}
      position="bottom"
      round
      closeable={!busy}
      title={t('pay.wallet.topupTitle')}
      onClose={() => !busy && onClose()}
    >
      {transfer ? (
        <TransferAwaited transfer={transfer} />
      ) : (
        <View className="wallet-topup-body">
          <View className="wallet-presets">
            {summary.topup_amounts.map((a) => (
              <View
                key={a}
                className={`wallet-preset wallet-preset-${a}${!typed && preset === a ? ' wallet-preset--on' : ''}`}
                onClick={() => {
                  setPreset(a);
                  setTyped('');
                }}
              >
                {money(a)}
              </View>
            ))}
          </View>
          <View className="wallet-custom">
            <View className="wallet-custom-label">{t('pay.wallet.custom')}</View>
            <Input
              className="wallet-custom-input"
              type="digit"
              value={typed}
              onChange={(v: string) => setTyped(v)}
              placeholder={t('pay.wallet.customPlaceholder', { min: money(summary.min_topup), max: money(summary.max_topup) })}
              clearable
            />
          </View>
          <View className="wallet-methods">
            {(methods ?? []).map((m) => (
              <View
                key={m}
                className={`wallet-method wallet-method-${m}${method === m ? ' wallet-method--on' : ''}`}
                onClick={() => setMethod(m)}
              >
                <View className="wallet-method-dot" />
                <View className="wallet-method-name">{t(`pay.method.${m}`)}</View>
              </View>
            ))}
            {methods?.length === 0 && <View className="wallet-no-methods">{t('pay.notOnThisPlatform')}</View>}
          </View>
          <Button className="wallet-topup-submit" type="primary" block loading={busy} disabled={busy || !method} onClick={submit}>
            {typeof chosen === 'number' ? t('pay.wallet.topupAmount', { amount: money(chosen) }) : t('pay.wallet.topup')}
          </Button>
        </View>
      )}
    </Popup>
  );
}
