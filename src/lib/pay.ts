// The one place that finishes an online payment started by POST /api/pay/{waybill,topup,card}, on every
// platform: WeChat JSAPI (mini-program / WeChat's browser), Stripe's Payment Element (H5), or a redirect to a
// checkout page (the sandbox) that comes back to `return_url`. The client's "ok" is only a hint: the answer is
// always the server's status after POST /api/pay/sync/{id}.
import Taro from '@tarojs/taro';
import { useState } from 'react';
import { t } from '@/locales';
import type { Bound } from '@/services/api';
import { toast } from '@/services/feedback';
import type * as paymentService from '@/services/payment';
import { ApiError } from '@/services/request';
import { ApiStatus } from '@contract/api';
import type { Payment, PayPlatform, PayStart } from '@contract/payment';
import { openStripeSheet } from './stripe-sheet';
import { isWechatBrowser } from './wechat';
import '@/locales/areas/pay';

/** 'transfer': a bank transfer to make; the payment waits for it (the page shows the account and reference). */
export type PayOutcome = 'paid' | 'pending' | 'cancelled' | 'failed' | 'transfer';

/** The payment calls bound to the app's HTTP layer (`useService(paymentService)`; tests bind a fake). */
export type PaymentApi = Bound<typeof paymentService>;

export function currentPlatform(): PayPlatform {
  if (process.env.TARO_ENV === 'weapp') return 'weapp';
  return isWechatBrowser() ? 'wechat_h5' : 'h5';
}

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** One per tap on "pay", reused when that tap is retried (the server answers the same payment). 32 chars. */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(32);
  const c = typeof crypto !== 'undefined' ? crypto : undefined;
  if (c?.getRandomValues) c.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return Array.from(bytes, (b) => KEY_ALPHABET[b % KEY_ALPHABET.length]).join('');
}

/**
 * The idempotency key of one payment attempt: kept while the customer retries the same thing after a network
 * error (the server then answers the payment it may already have started); a new one once the server answered,
 * for another choice, or after `reset()` (the sheet closed, the options loaded again).
 */
export class AttemptKey {
  private held: { of: string; key: string } | null = null;

  /** The key for paying `of` (what this tap pays for, e.g. product and method). */
  for(of: string): string {
    if (this.held?.of !== of) this.held = { of, key: newIdempotencyKey() };
    return this.held.key;
  }

  /** The call ended: a result or an error the server sent makes the next tap a new attempt; no answer keeps it. */
  ended(err?: unknown): void {
    if (err === undefined || (err instanceof ApiError && err.status !== 0)) this.held = null;
  }

  reset(): void {
    this.held = null;
  }
}

/** One AttemptKey for the life of a component. */
export function useAttemptKey(): AttemptKey {
  return useState(() => new AttemptKey())[0];
}

export const outcomeOf = (payment: Pick<Payment, 'status'>): PayOutcome =>
  payment.status === 'paid' ? 'paid' : payment.status === 'pending' ? 'pending' : 'failed';

/** Leaving the app for a checkout page (a seam: jsdom can't navigate). */
export const browser = { leaveFor: (url: string) => window.location.assign(url) };

export async function finishOnline(start: PayStart, opts: { returnUrl?: string; paymentApi: PaymentApi }): Promise<PayOutcome> {
  const { paymentApi } = opts;
  const { payment, client } = start;
  if (!client) return outcomeOf(payment);
  if (client.type === 'bank_transfer') return 'transfer';
  if (client.type === 'wechat_jsapi') {
    const step = process.env.TARO_ENV === 'weapp' ? await miniProgramPay(client.params) : await bridgePay(client.params);
    if (step === 'cancel') return cancelOnServer(paymentApi, payment.id);
    return confirmOnServer(paymentApi, payment.id);
  }
  if (process.env.TARO_ENV !== 'h5') {
    // Stripe and the sandbox checkout are web pages: not offered in the mini-program.
    toast(t('pay.notOnThisPlatform'));
    return 'failed';
  }
  if (client.type === 'stripe') {
    const step = await openStripeSheet({
      clientSecret: client.client_secret,
      publishableKey: client.publishable_key,
      returnUrl: withPaymentId(opts.returnUrl || window.location.href, payment.id),
    });
    if (step === 'cancel') return cancelOnServer(paymentApi, payment.id);
    if (step === 'fail') return 'failed';
    return confirmOnServer(paymentApi, payment.id);
  }
  rememberPending(payment);
  browser.leaveFor(client.url);
  return 'pending';
}

/** Closed by the payer: the attempt is given up on the server ('paid' if the provider had been paid after all). */
async function cancelOnServer(paymentApi: PaymentApi, id: number): Promise<PayOutcome> {
  try {
    const payment = await paymentApi.cancelPayment(id);
    return payment.status === 'paid' ? 'paid' : 'cancelled';
  } catch {
    return 'cancelled'; // still pending: it expires, or the next attempt replaces it
  }
}

/** The server's status after it asked the provider; 'pending' when that call failed (toasted). */
async function confirmOnServer(paymentApi: PaymentApi, id: number): Promise<PayOutcome> {
  try {
    return outcomeOf(await paymentApi.syncPayment(id));
  } catch {
    return 'pending';
  }
}

type ClientStep = 'ok' | 'cancel' | 'fail';
type JsapiParams = Extract<PayStart['client'], { type: 'wechat_jsapi' }>['params'];

async function miniProgramPay(params: JsapiParams): Promise<ClientStep> {
  try {
    const { timeStamp, nonceStr, signType, paySign } = params;
    await Taro.requestPayment({ timeStamp, nonceStr, package: params.package, signType, paySign });
    return 'ok';
  } catch (err) {
    return /cancel/i.test(String((err as { errMsg?: string })?.errMsg ?? err)) ? 'cancel' : 'fail';
  }
}

const BRIDGE_WAIT_MS = 10_000;

/** WeChat's browser: WeixinJSBridge (possibly not ready yet) -> get_brand_wcpay_request:ok|cancel|fail. */
function bridgePay(params: JsapiParams): Promise<ClientStep> {
  return new Promise((resolve) => {
    const w = window as unknown as { WeixinJSBridge?: { invoke(name: string, p: object, cb: (res: { err_msg?: string }) => void): void } };
    const invoke = () => {
      clearTimeout(timer);
      w.WeixinJSBridge!.invoke('getBrandWCPayRequest', params, (res) => {
        const msg = res?.err_msg ?? '';
        resolve(/:ok$/.test(msg) ? 'ok' : /cancel/.test(msg) ? 'cancel' : 'fail');
      });
    };
    const timer = setTimeout(() => resolve('fail'), BRIDGE_WAIT_MS);
    if (w.WeixinJSBridge) invoke();
    else document.addEventListener('WeixinJSBridgeReady', invoke, { once: true });
  });
}

// ---- coming back from a checkout page (H5): the page finds its payment and waits for the server's word

const PENDING_KEY = 'pay.pending';

interface Pending {
  id: number;
  purpose: Payment['purpose'];
  waybill_id: number | null;
}

/** The payment left for a checkout page, in case the page comes back without `payment_id` in its query. */
function rememberPending(payment: Payment) {
  Taro.setStorageSync(PENDING_KEY, { id: payment.id, purpose: payment.purpose, waybill_id: payment.waybill_id });
}

export function withPaymentId(url: string, id: number): string {
  const clean = url.replace(/([?&])payment_id=[^&#]*&?/, '$1').replace(/[?&]$/, '');
  return `${clean}${clean.includes('?') ? '&' : '?'}payment_id=${id}`;
}

/**
 * The payment this page came back for: query `payment_id`, else the one remembered before leaving for the same
 * purpose (and waybill); the remembered one is taken once.
 */
export function takeReturnedPayment(
  params: Record<string, string | undefined>,
  purpose: Payment['purpose'],
  waybillId?: number,
): number | null {
  const stored = Taro.getStorageSync(PENDING_KEY) as Pending | '';
  const mine = !!stored && stored.purpose === purpose && (waybillId === undefined || stored.waybill_id === waybillId);
  if (mine) Taro.removeStorageSync(PENDING_KEY);
  const fromQuery = Number(params.payment_id || 0);
  if (fromQuery > 0) return fromQuery;
  return mine ? stored.id : null;
}

/** Where a provider's page brings the browser back to (H5 only): this origin + route + query. */
export function h5ReturnUrl(routeWithQuery: string): string | undefined {
  if (process.env.TARO_ENV !== 'h5' || typeof window === 'undefined') return undefined;
  return `${window.location.origin}${routeWithQuery}`;
}

export interface PollOptions {
  paymentApi: PaymentApi;
  timeoutMs?: number;
  intervalMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

/** GET /api/pay/detail/{id} (then a sync while still pending) until paid / failed, at most ~20 s. */
export async function waitForPayment(
  id: number,
  { paymentApi, timeoutMs = 20_000, intervalMs = 2_000, sleep = wait, now = Date.now }: PollOptions,
): Promise<PayOutcome> {
  const until = now() + timeoutMs;
  for (;;) {
    try {
      let payment = await paymentApi.getPayment(id);
      if (payment.status === 'pending') payment = await paymentApi.syncPayment(id);
      if (payment.status !== 'pending') return outcomeOf(payment);
    } catch (err) {
      // toasted; a payment that is not mine (or gone) won't appear by waiting, anything else may pass
      if (err instanceof ApiError && err.status === ApiStatus.NOT_FOUND) return 'failed';
    }
    if (now() + intervalMs > until) return 'pending';
    await sleep(intervalMs);
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
