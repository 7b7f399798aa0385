/**
 * The sandbox provider (development and demos; config refuses it in production). start() remembers the
 * checkout in memory and sends the payer to our own page (`checkoutPage`); its Pay / Fail buttons post to the
 * payments routes, which call `complete`, which POSTs a notification signed like Stripe's
 * (`Sandbox-Signature: t=..,v1=hex HMAC-SHA256(secret, t + '.' + body)`) to the notify URL: the same path,
 * verification and event handling the real providers go through. Where Stripe is not configured it stands in for
 * Alipay too (`method` alipay): an Alipay-looking page, its notifications sent to the sandbox's endpoint as Stripe's
 * alipay ones go to Stripe's, and the payer's return handled like the card's (a redirect back to the app).
 */
import { formatMoney } from '@contract/money';
import { randomToken } from '../../lib/crypto';
import { ProviderError } from '../../lib/errors';
import { hmacSignatureHeader, verifyHmacSignature } from './hmac-signature';
import {
  type Headers,
  type NotificationAck,
  NotificationRejected,
  type PaymentProvider,
  type ProviderEvent,
  type QueryResult,
  type RefundInput,
  type RefundResult,
  type StartInput,
  type StartResult,
} from './types';
import { headerValue, integer, notificationJson, record, text, unixSeconds } from './util';

export type SandboxStatus = 'pending' | 'paid' | 'failed' | 'closed';

/** Which method the sandbox plays: its own card-like checkout, or Alipay. */
export type SandboxMethod = 'sandbox' | 'alipay';

interface Checkout {
  provider: SandboxPay;
  method: SandboxMethod;
  paymentNo: string;
  amount: number;
  currency: string;
  description: string;
  notifyUrl: string;
  returnUrl: string;
  expiresAt: Date;
  lang: PageLang;
  status: SandboxStatus;
  /** Refunds by our refund number: asked again, the same refund answers (as Stripe's idempotency key does). */
  refunds: Map<string, { id: string; amount: number }>;
}

/** Sends a signed notification; the default is fetch. Tests driving the app with inject() pass their own. */
export type SandboxDelivery = (url: string, headers: Record<string, string>, body: string) => Promise<{ status: number }>;

const checkouts = new Map<string, Checkout>();
const KEEP_MS = 24 * 3600_000;

export class SandboxPay implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly secret: string,
    private readonly now: () => Date,
    private deliver: SandboxDelivery = fetchDelivery,
    private readonly method: SandboxMethod = 'sandbox',
  ) {}

  /** Where notifications go (tests: app.inject instead of a listening server). */
  setDelivery(deliver: SandboxDelivery): void {
    this.deliver = deliver;
  }

  async start(input: StartInput): Promise<StartResult> {
    forgetOld(this.now());
    const ref = `sbx_${randomToken(12)}`;
    const { paymentNo, amount, currency, description, notifyUrl, returnUrl, expiresAt, lang = 'zh-cn' } = input;
    checkouts.set(ref, {
      provider: this,
      method: this.method,
      paymentNo,
      amount,
      currency,
      description,
      notifyUrl: this.method === 'alipay' ? `${input.origin}/api/pay/notify/sandbox` : notifyUrl,
      returnUrl,
      expiresAt,
      lang,
      status: 'pending',
      refunds: new Map(),
    });
    return { providerRef: ref, client: { type: 'redirect', url: `${input.origin}/api/pay/sandbox/checkout/${ref}` } };
  }

  async query(paymentNo: string, providerRef: string): Promise<QueryResult> {
    // Checkouts live in this process only: after a restart an unknown one can never be paid, so it is closed
    // (the payments module then gives the held card grams, coupon and wallet money back).
    if (!checkouts.has(providerRef)) return { status: 'closed', amount: 0, currency: '' };
    const checkout = this.own(paymentNo, providerRef);
    return {
      status: currentStatus(checkout, this.now()),
      amount: checkout.amount,
      currency: checkout.currency,
      transactionId: checkout.status === 'paid' ? providerRef : undefined,
    };
  }

  async close(paymentNo: string, providerRef: string): Promise<void> {
    const checkout = this.own(paymentNo, providerRef);
    if (checkout.status === 'pending') checkout.status = 'closed';
  }

  /** Succeeds at once; the refund notification follows without delaying the caller (await `idle()` in tests). */
  async refund(input: RefundInput): Promise<RefundResult> {
    const checkout = this.own(input.paymentNo, input.providerRef);
    if (checkout.status !== 'paid') throw new ProviderError(`sandbox: ${input.providerRef} is ${checkout.status}, not paid`);
    const earlier = checkout.refunds.get(input.refundNo);
    if (earlier) return { status: 'succeeded', providerRefundId: earlier.id };
    const refunded = [...checkout.refunds.values()].reduce((sum, r) => sum + r.amount, 0);
    if (refunded + input.amount > checkout.amount)
      throw new ProviderError(`sandbox: refunds of ${input.providerRef} would exceed ${checkout.amount}`);
    const providerRefundId = `sbxre_${randomToken(12)}`;
    checkout.refunds.set(input.refundNo, { id: providerRefundId, amount: input.amount });
    const notice = notification('refund.succeeded', this.now(), { refund_no: input.refundNo, amount: input.amount });
    this.track(this.post(checkout.notifyUrl, notice).catch(() => undefined));
    return { status: 'succeeded', providerRefundId };
  }

  async verify(headers: Headers, rawBody: Buffer): Promise<ProviderEvent> {
    verifyHmacSignature(headerValue(headers, 'sandbox-signature'), this.secret, rawBody, this.now());
    return sandboxEvent(notificationJson(rawBody));
  }

  ack(ok: boolean): NotificationAck {
    return ok ? { statusCode: 200, body: { received: true } } : { statusCode: 500, body: { received: false } };
  }

  /** Resolves when every notification sent so far has been answered. */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  /** @internal complete() signs and sends with the provider that made the checkout. */
  async post(url: string, body: string): Promise<boolean> {
    const headers = { 'content-type': 'application/json', 'sandbox-signature': hmacSignatureHeader(this.secret, body, this.now()) };
    const { status } = await this.deliver(url, headers, body);
    return status >= 200 && status < 300;
  }

  /** @internal */
  clock(): Date {
    return this.now();
  }

  private own(paymentNo: string, ref: string): Checkout {
    const checkout = checkouts.get(ref);
    if (!checkout || checkout.provider !== this || checkout.paymentNo !== paymentNo)
      throw new ProviderError(`sandbox: unknown checkout ${ref}`);
    return checkout;
  }

  private track(promise: Promise<unknown>): void {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise));
  }
}

/**
 * The payer's outcome. A pending checkout takes it and the notification is posted (and answered) before this
 * resolves; a checkout already paid or failed just sends the browser back again; an unknown, closed or expired
 * one gives null. `delivered` says whether the notify URL answered 2xx.
 */
export async function complete(ref: string, outcome: 'paid' | 'failed'): Promise<{ returnUrl: string; delivered?: boolean } | null> {
  const checkout = checkouts.get(ref);
  if (!checkout) return null;
  const now = checkout.provider.clock();
  const status = currentStatus(checkout, now);
  if (status === 'paid' || status === 'failed') return { returnUrl: checkout.returnUrl };
  if (status !== 'pending') return null;
  checkout.status = outcome;
  const type = outcome === 'paid' ? 'payment.succeeded' : 'payment.failed';
  const body = notification(type, now, { payment_no: checkout.paymentNo, ref, amount: checkout.amount, currency: checkout.currency });
  const delivered = await checkout.provider.post(checkout.notifyUrl, body).catch(() => false);
  return { returnUrl: checkout.returnUrl, delivered };
}

const PAGE_TEXT = {
  'zh-cn': {
    title: '沙箱支付(测试)',
    alipay: '支付宝(沙箱测试)',
    notice: '这是沙箱:不会真的扣款。',
    amount: '金额',
    pay: '支付',
    fail: '模拟失败',
    done: { paid: '已支付', failed: '支付失败', closed: '已关闭' },
  },
  en: {
    title: 'Sandbox payment (test)',
    alipay: 'Alipay (sandbox test)',
    notice: 'This is a sandbox: no money moves.',
    amount: 'Amount',
    pay: 'Pay',
    fail: 'Fail',
    done: { paid: 'Paid', failed: 'Payment failed', closed: 'Closed' },
  },
} as const;

type PageLang = keyof typeof PAGE_TEXT;

/** The checkout page (self-contained HTML) in the payer's language (or `lang`), or null for an unknown ref. */
export function checkoutPage(ref: string, lang?: PageLang): string | null {
  const checkout = checkouts.get(ref);
  if (!checkout) return null;
  const t = PAGE_TEXT[lang ?? checkout.lang];
  const status = currentStatus(checkout, checkout.provider.clock());
  const action = `/api/pay/sandbox/complete/${encodeURIComponent(ref)}`;
  const title = checkout.method === 'alipay' ? t.alipay : t.title;
  const payColour = checkout.method === 'alipay' ? '#1677ff' : '#07c160';
  const controls =
    status === 'pending'
      ? `<form method="post" action="${action}">
<button id="sandbox-pay" type="submit" name="outcome" value="paid">${t.pay}</button>
<button id="sandbox-fail" type="submit" name="outcome" value="failed">${t.fail}</button>
</form>`
      : `<p class="status" id="sandbox-status">${t.done[status]}</p>`;
  return `<!doctype html>
<html lang="${t === PAGE_TEXT.en ? 'en' : 'zh-CN'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="icon" href="data:,">
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:24px;max-width:480px;margin:auto;color:#222}
.notice{background:#fff4d6;border-radius:8px;padding:12px}
.amount{font-size:32px;font-weight:600;margin:16px 0 4px}
form{display:flex;gap:12px;margin-top:24px}
button{flex:1;font-size:18px;padding:14px;border:0;border-radius:8px}
#sandbox-pay{background:${payColour};color:#fff}
#sandbox-fail{background:#eee;color:#c00}
</style>
</head>
<body>
<h1 id="sandbox-title">${title}</h1>
<p class="notice">${t.notice}</p>
<p>${t.amount}</p>
<p class="amount" id="sandbox-amount">${escapeHtml(formatMoney(checkout.amount, checkout.currency))}</p>
<p class="description">${escapeHtml(checkout.description)}</p>
${controls}
</body>
</html>`;
}

function currentStatus(checkout: Checkout, now: Date): SandboxStatus {
  return checkout.status === 'pending' && now >= checkout.expiresAt ? 'closed' : checkout.status;
}

function forgetOld(now: Date): void {
  for (const [ref, checkout] of checkouts) {
    if (now.getTime() - checkout.expiresAt.getTime() > KEEP_MS) checkouts.delete(ref);
  }
}

function notification(type: string, at: Date, data: Record<string, unknown>): string {
  return JSON.stringify({ id: `sbxevt_${randomToken(12)}`, type, created: unixSeconds(at), data });
}

function sandboxEvent(body: Record<string, unknown>): ProviderEvent {
  const eventId = text(body.id);
  if (!eventId) throw new NotificationRejected('event without id');
  const data = record(body.data);
  const amount = integer(data.amount);
  if (body.type === 'payment.succeeded' || body.type === 'payment.failed') {
    const paymentNo = text(data.payment_no);
    if (!paymentNo || amount === undefined) throw new NotificationRejected('payment event without payment_no or amount');
    const status = body.type === 'payment.succeeded' ? 'paid' : 'failed';
    return {
      type: 'payment',
      eventId,
      paymentNo,
      status,
      amount,
      currency: text(data.currency) ?? '',
      transactionId: status === 'paid' ? text(data.ref) : undefined,
    };
  }
  if (body.type === 'refund.succeeded') {
    const refundNo = text(data.refund_no);
    if (!refundNo || amount === undefined) throw new NotificationRejected('refund event without refund_no or amount');
    return { type: 'refund', eventId, refundNo, status: 'succeeded', amount };
  }
  return { type: 'ignored', eventId };
}

async function fetchDelivery(url: string, headers: Record<string, string>, body: string): Promise<{ status: number }> {
  const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
  await response.arrayBuffer();
  return { status: response.status };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
