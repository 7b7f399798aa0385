// The one payment flow of the app, for a waybill, a wallet top-up, a card purchase and a return's fee: a tap on
// "pay" starts the payment on the server and finishes it on this platform (lib/pay.ts), and a page that a
// checkout page sends back to waits for the server's word on it.
import Taro from '@tarojs/taro';
import { useState } from 'react';
import * as paymentService from '@/services/payment';
import { useService } from '@/stores';
import type { Payment, PayStart, TopupRequest } from '@contract/payment';
import {
  type AttemptKey,
  currentPlatform,
  finishOnline,
  type PaymentApi,
  type PayOutcome,
  takeReturnedPayment,
  waitForPayment,
} from './pay';

/** What every way to start a payment sends besides what is paid for. */
export type PayRequestBase = Pick<TopupRequest, 'platform' | 'idempotency_key' | 'return_url'>;

/**
 * One tap on "pay", whatever is paid for: the server starts the payment (`ask`, given the platform, this attempt's
 * key for `of` and the page to come back to), then the platform finishes it. A refusal or a lost answer (toasted
 * by the request layer) ends the attempt as AttemptKey says and is thrown to the caller.
 */
export async function startPayment(
  ask: (base: PayRequestBase) => Promise<PayStart>,
  { paymentApi, attempt, of, returnUrl }: { paymentApi: PaymentApi; attempt: AttemptKey; of: string; returnUrl?: string },
): Promise<{ start: PayStart; outcome: PayOutcome }> {
  let start: PayStart;
  try {
    start = await ask({ platform: currentPlatform(), idempotency_key: attempt.for(of), ...(returnUrl ? { return_url: returnUrl } : {}) });
  } catch (err) {
    attempt.ended(err);
    throw err;
  }
  attempt.ended();
  return { start, outcome: await finishOnline(start, { returnUrl, paymentApi }) };
}

/**
 * Back from a checkout page (H5): the payment this page came back for (`takeReturnedPayment`, taken once when
 * the page opens) and the wait for the server's word on a payment.
 */
export function useCheckoutReturn(purpose: Payment['purpose'], waybillId?: number) {
  const paymentApi = useService(paymentService);
  const params = Taro.useRouter().params ?? {};
  const [returned] = useState(() => takeReturnedPayment(params, purpose, waybillId));
  return { returned, waitFor: (id: number) => waitForPayment(id, { paymentApi }) };
}
