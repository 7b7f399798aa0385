// The payment page's state: options, the customer's choices, the split the server previews for them
// (debounced; with points on, asked again for the most points that choice takes), and one payment per tap on
// "pay" (its idempotency key reused only when that tap is retried after a network error), started and finished
// by lib/pay.ts. The customer's choices survive a failed or cancelled payment, also across the trip to a
// checkout page: a retry never spends what they turned off.
import Taro from '@tarojs/taro';
import { useEffect, useRef, useState } from 'react';
import { awaitedTransfer } from '@/components/BankTransferCard';
import { useLoadEffect } from '@/hooks/useLoadEffect';
import { currentPlatform, h5ReturnUrl, useAttemptKey } from '@/lib/pay';
import { type PayRequestBase, startPayment, useCheckoutReturn } from '@/lib/pay-flow';
import { t } from '@/locales';
import { ROUTES } from '@/routes';
import { toast } from '@/services/feedback';
import * as paymentService from '@/services/payment';
import { ApiError, isNotFound } from '@/services/request';
import { useService } from '@/stores';
import { ApiStatus } from '@contract/api';
import type { OnlineMethod, PayOptions, PaySplit } from '@contract/payment';
import '@/locales/areas/pay';

export const PREVIEW_DEBOUNCE_MS = 300;

/**
 * 'paid': done; 'confirming': waiting for the server's word; 'processing': still not known after ~20 s;
 * 'transfer': a bank transfer awaited (the account and reference shown, also when the page opens again).
 */
export type PayStage = 'choosing' | 'confirming' | 'processing' | 'paid' | 'transfer';

export interface Choice {
  cardId: number | null;
  couponId: number | null;
  useWallet: boolean;
  /** Spend as many member points as the choice takes (the preview's points_max). */
  usePoints: boolean;
}

/** The choice taken to a checkout page, to find again when the browser comes back. */
const CHOICE_KEY = 'pay.choice';

/** The kept choice where it still applies to these options, the best one where it doesn't (or none kept). */
export function choiceFor(o: PayOptions, kept: Choice | null): Choice {
  if (!kept) return { cardId: o.best.card_id, couponId: o.best.coupon_id, useWallet: o.wallet_balance > 0, usePoints: false };
  const cardOk = kept.cardId === null || o.cards.some((c) => c.id === kept.cardId);
  const couponOk = kept.couponId === null || o.coupons.some((c) => c.id === kept.couponId);
  return {
    cardId: cardOk ? kept.cardId : o.best.card_id,
    couponId: couponOk ? kept.couponId : o.best.coupon_id,
    useWallet: kept.useWallet && o.wallet_balance > 0,
    usePoints: kept.usePoints && o.points_balance > 0,
  };
}

function takeStoredChoice(waybillId: number): Choice | null {
  const stored = Taro.getStorageSync(CHOICE_KEY) as { waybillId: number; choice: Choice } | '';
  if (!stored) return null;
  Taro.removeStorageSync(CHOICE_KEY);
  return stored.waybillId === waybillId ? stored.choice : null;
}

export function usePayment(waybillId: number) {
  const paymentApi = useService(paymentService);
  const platform = currentPlatform();
  const checkout = useCheckoutReturn('waybill', waybillId);
  const [options, setOptions] = useState<PayOptions | null>(null);
  const [loading, setLoading] = useState(true);
  /** The server has no such waybill for this customer: nothing to retry. */
  const [notFound, setNotFound] = useState(false);
  const [choice, setChoice] = useState<Choice>({ cardId: null, couponId: null, useWallet: false, usePoints: false });
  const [method, setMethod] = useState<OnlineMethod | null>(null);
  /** The last split answered, and the choice it was for. */
  const [preview, setPreview] = useState<{ of: Choice; split: PaySplit } | null>(null);
  /** The first split has answered (or failed): until then the page shows its skeleton, not figures that jump. */
  const [settled, setSettled] = useState(false);
  const [paying, setPaying] = useState(false);
  const [stage, setStage] = useState<PayStage>('choosing');
  const [transfer, setTransfer] = useState<PayOptions['transfer']>(null);
  const payingNow = useRef(false);
  const attempt = useAttemptKey();
  const previewGen = useRef(0);
  const pendingId = useRef<number | null>(null);
  const chosen = useRef<Choice | null>(null);
  chosen.current = options ? choice : chosen.current;

  /** `keep`: the customer's choice to hold on to (null: preselect the best); `opening`: a transfer awaited is shown. */
  const loadOptions = async (keep: Choice | null = null, opening = false) => {
    try {
      const o = await paymentApi.getPayOptions(waybillId, platform);
      setOptions(o);
      if (opening && o.transfer) {
        setTransfer(o.transfer);
        setStage('transfer');
      }
      setChoice(choiceFor(o, keep));
      setMethod((m) => (m && o.methods.includes(m) ? m : (o.methods[0] ?? null)));
      attempt.reset();
    } catch (err) {
      // toasted by the request layer; the page offers a retry, or the way back when there is no such waybill
      setNotFound(isNotFound(err));
    } finally {
      setLoading(false);
    }
  };

  /** What the server said went wrong decides what to show next. */
  const recover = (err: unknown) => {
    if (!(err instanceof ApiError)) return;
    const status = err.status as number;
    if (status === ApiStatus.STATE_CONFLICT || status === ApiStatus.INSUFFICIENT_BALANCE || status === ApiStatus.NOT_USABLE) {
      loadOptions(chosen.current);
    }
  };

  const confirm = async (id: number) => {
    pendingId.current = id;
    setStage('confirming');
    const outcome = await checkout.waitFor(id);
    if (outcome === 'paid') return setStage('paid');
    if (outcome === 'pending') return setStage('processing');
    pendingId.current = null;
    toast(t('pay.failed'));
    setStage('choosing');
    loadOptions(chosen.current);
  };

  useLoadEffect(() => {
    if (!(waybillId > 0)) return setLoading(false);
    const returned = checkout.returned;
    const kept = takeStoredChoice(waybillId);
    chosen.current = returned ? kept : null;
    loadOptions(chosen.current, !returned);
    if (returned) confirm(returned);
  }, [waybillId]); // eslint-disable-line react-hooks/exhaustive-deps

  // The split for the current choice: at once for the first, then again (debounced) whenever the choice changes.
  useEffect(() => {
    if (!options) return;
    const mine = ++previewGen.current;
    const of = choice;
    const timer = setTimeout(
      () => {
        const ask = (points?: number) =>
          paymentApi.previewPay({
            waybill_id: waybillId,
            card_id: of.cardId,
            coupon_id: of.couponId,
            use_wallet: of.useWallet,
            ...(points ? { points } : {}),
          });
        // The most points a choice takes depends on its card and coupon only: asked without points first.
        ask()
          .then((split) => (of.usePoints && split.points_max > 0 ? ask(split.points_max) : split))
          .then((split) => {
            if (mine === previewGen.current) setPreview({ of, split });
          })
          .catch((err) => {
            if (mine === previewGen.current) recover(err);
          })
          .finally(() => setSettled(true));
      },
      preview ? PREVIEW_DEBOUNCE_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [options, choice]); // eslint-disable-line react-hooks/exhaustive-deps

  const choose = (next: Partial<Choice>) => {
    setChoice((now) => ({ ...now, ...next }));
  };

  const split = preview?.split ?? null;
  const online = split ? split.online_amount : (options?.amount_due ?? 0);
  /** The shown split is not for the current choice yet: "pay" waits for it. */
  const previewing = !!options && preview?.of !== choice;

  const pay = async () => {
    if (payingNow.current || !options || !split || previewing) return;
    if (split.online_amount > 0 && !method) return toast(t('pay.chooseMethod'));
    payingNow.current = true;
    setPaying(true);
    const ask = (base: PayRequestBase) =>
      paymentApi
        .payWaybill({
          waybill_id: waybillId,
          card_id: choice.cardId,
          coupon_id: choice.couponId,
          use_wallet: choice.useWallet,
          ...(split.points_used ? { points: split.points_used } : {}),
          ...(split.online_amount > 0 && method ? { method } : {}),
          ...base,
        })
        .then((start) => {
          // kept before the browser leaves for the checkout page
          if (start.client?.type === 'redirect') Taro.setStorageSync(CHOICE_KEY, { waybillId, choice });
          return start;
        });
    let leaving = false;
    try {
      const { start, outcome } = await startPayment(ask, {
        paymentApi,
        attempt,
        of: `${choice.cardId}:${choice.couponId}:${choice.useWallet}:${split.points_used}:${method}`, // another choice or method: another payment
        returnUrl: h5ReturnUrl(`${ROUTES.waybillPayment}?id=${waybillId}`),
      });
      if (outcome === 'paid') setStage('paid');
      else if (outcome === 'transfer') {
        setTransfer(awaitedTransfer(start));
        setStage('transfer');
      } else if (outcome === 'pending') {
        leaving = start.client?.type === 'redirect'; // the browser is off to the checkout page
        if (!leaving) await confirm(start.payment.id);
      } else if (outcome === 'cancelled') toast(t('pay.cancelled'));
      else toast(t('pay.failed'));
    } catch (err) {
      recover(err);
    } finally {
      if (!leaving) {
        payingNow.current = false;
        setPaying(false);
      }
    }
  };

  /** Still unknown: the customer may start over (the server replaces the pending attempt). */
  const payAgain = () => {
    pendingId.current = null;
    setStage('choosing');
    loadOptions(chosen.current);
  };

  const refresh = async () => {
    if (stage === 'processing' && pendingId.current) return confirm(pendingId.current);
    await loadOptions(chosen.current);
  };

  return {
    options,
    loading,
    notFound,
    ready: !!options && settled,
    choice,
    choose,
    method,
    setMethod,
    split,
    online,
    previewing,
    paying,
    pay,
    stage,
    transfer,
    refresh,
    payAgain,
    reload: () => loadOptions(chosen.current),
  };
}
