/**
 * Stripe Payment Intents, for card payments in H5 outside WeChat. Form-encoded requests with
 * `Authorization: Bearer <secret key>`, an Idempotency-Key on every create (our payment / refund number,
 * so a retry cannot charge or refund twice); errors are `{error: {type, code, decline_code, message}}`.
 * Webhooks: `Stripe-Signature: t=..,v1=..` (hmac-signature.ts), events mapped in `webhookEvent`.
 */
import type { StripeConfig } from '../../config';
import { ProviderError } from '../../lib/errors';
import { fetchText, parseJson } from '../http';
import { verifyHmacSignature } from './hmac-signature';
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
import { headerValue, integer, notificationJson, record, text, truncateChars } from './util';

const NAME = 'stripe';

/**
 * `card`: the Payment Element on our page confirms the intent. `alipay` (NZD/AUD): the intent is created
 * confirmed with Stripe's alipay payment method and the payer is sent to Alipay (next_action
 * alipay_handle_redirect), coming back to the return URL; the rest (query, close, refund, webhooks) is the same.
 */
export class StripePay implements PaymentProvider {
  readonly name: 'stripe' | 'alipay';

  constructor(
    private readonly config: StripeConfig,
    private readonly now: () => Date,
    private readonly method: 'card' | 'alipay' = 'card',
  ) {
    this.name = method === 'alipay' ? 'alipay' : 'stripe';
  }

  async start(input: StartInput): Promise<StartResult> {
    const how: Record<string, string> =
      this.method === 'alipay'
        ? { 'payment_method_types[]': 'alipay', 'payment_method_data[type]': 'alipay', confirm: 'true', return_url: input.returnUrl }
        : { 'automatic_payment_methods[enabled]': 'true' };
    const intent = await this.call(
      'POST',
      '/v1/payment_intents',
      {
        amount: String(input.amount),
        currency: input.currency.toLowerCase(),
        description: truncateChars(input.description, 1000),
        'metadata[payment_no]': input.paymentNo,
        ...how,
      },
      input.paymentNo,
    );
    const id = text(intent.id);
    if (this.method === 'alipay') {
      const url = text(record(record(intent.next_action).alipay_handle_redirect).url);
      if (!id || !url) throw new ProviderError(`${NAME}: alipay PaymentIntent without id or redirect`);
      return { providerRef: id, client: { type: 'redirect', url } };
    }
    const clientSecret = text(intent.client_secret);
    if (!id || !clientSecret) throw new ProviderError(`${NAME}: PaymentIntent without id or client_secret`);
    return { providerRef: id, client: { type: 'stripe', client_secret: clientSecret, publishable_key: this.config.publishableKey } };
  }

  /**
   * succeeded -> paid (amount_received); canceled -> closed; a declined attempt (requires_payment_method with
   * last_payment_error) -> failed, although Stripe lets the payer try another card on the same intent: whoever
   * marks the payment failed must close() it; anything else (processing, requires_action...) -> pending.
   */
  async query(paymentNo: string, providerRef: string): Promise<QueryResult> {
    const intent = await this.call('GET', `/v1/payment_intents/${encodeURIComponent(providerRef)}`);
    if (record(intent.metadata).payment_no !== paymentNo) throw new ProviderError(`${NAME}: ${providerRef} belongs to another payment`);
    const status = text(intent.status);
    const currency = (text(intent.currency) ?? '').toUpperCase();
    const transactionId = text(intent.latest_charge);
    if (status === 'succeeded') return { status: 'paid', amount: integer(intent.amount_received) ?? 0, currency, transactionId };
    const amount = integer(intent.amount) ?? 0;
    if (status === 'canceled') return { status: 'closed', amount, currency };
    if (status === 'requires_payment_method' && intent.last_payment_error) return { status: 'failed', amount, currency };
    return { status: 'pending', amount, currency };
  }

  /** Cancelling an intent that already succeeded or was cancelled answers payment_intent_unexpected_state: nothing to do. */
  async close(_paymentNo: string, providerRef: string): Promise<void> {
    try {
      await this.call('POST', `/v1/payment_intents/${encodeURIComponent(providerRef)}/cancel`, {});
    } catch (err) {
      if (err instanceof ProviderError && err.message.includes('payment_intent_unexpected_state')) return;
      throw err;
    }
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const refund = await this.call(
      'POST',
      '/v1/refunds',
      {
        payment_intent: input.providerRef,
        amount: String(input.amount),
        reason: 'requested_by_customer',
        'metadata[refund_no]': input.refundNo,
        'metadata[payment_no]': input.paymentNo,
        'metadata[reason]': truncateChars(input.reason, 500),
      },
      input.refundNo,
    );
    const id = text(refund.id);
    if (!id) throw new ProviderError(`${NAME}: refund without id`);
    return { status: refundStatus(text(refund.status)) ?? 'pending', providerRefundId: id };
  }

  async verify(headers: Headers, rawBody: Buffer): Promise<ProviderEvent> {
    verifyHmacSignature(headerValue(headers, 'stripe-signature'), this.config.webhookSecret, rawBody, this.now());
    return webhookEvent(notificationJson(rawBody));
  }

  ack(ok: boolean): NotificationAck {
    return ok ? { statusCode: 200, body: { received: true } } : { statusCode: 500, body: { received: false } };
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    form?: Record<string, string>,
    idempotencyKey?: string,
  ): Promise<Record<string, unknown>> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.config.secretKey}`, accept: 'application/json' };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    const { status, text: answer } = await fetchText(NAME, `${this.config.baseUrl}${path}`, {
      method,
      headers,
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    if (status >= 200 && status < 300) return parseJson(NAME, answer);
    throw stripeError(status, answer);
  }
}

function refundStatus(status: string | undefined): RefundResult['status'] | undefined {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  if (status === 'pending' || status === 'requires_action') return 'pending';
  return undefined;
}

const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated']);

/** Our events carry metadata.payment_no / refund_no; anything else on the account is ignored. */
function webhookEvent(event: Record<string, unknown>): ProviderEvent {
  const eventId = text(event.id);
  const type = text(event.type) ?? '';
  const object = record(record(event.data).object);
  const metadata = record(object.metadata);
  if (!eventId) throw new NotificationRejected('event without id');
  if (type === 'payment_intent.succeeded' || type === 'payment_intent.payment_failed') {
    const paymentNo = text(metadata.payment_no);
    if (!paymentNo) return { type: 'ignored', eventId };
    const paid = type === 'payment_intent.succeeded';
    return {
      type: 'payment',
      eventId,
      paymentNo,
      status: paid ? 'paid' : 'failed',
      amount: integer(paid ? object.amount_received : object.amount) ?? 0,
      currency: (text(object.currency) ?? '').toUpperCase(),
      transactionId: text(object.latest_charge),
    };
  }
  if (REFUND_EVENTS.has(type)) {
    const refundNo = text(metadata.refund_no);
    const status = refundStatus(text(object.status));
    if (!refundNo || (status !== 'succeeded' && status !== 'failed')) return { type: 'ignored', eventId };
    return { type: 'refund', eventId, refundNo, status, amount: integer(object.amount) ?? 0 };
  }
  return { type: 'ignored', eventId };
}

function stripeError(status: number, answer: string): ProviderError {
  try {
    const error = record(parseJson(NAME, answer).error);
    const code = [error.type, error.code, error.decline_code].filter(Boolean).join('/');
    return new ProviderError(`${NAME}: HTTP ${status} ${code}: ${String(error.message ?? '')}`);
  } catch {
    return new ProviderError(`${NAME}: HTTP ${status}: ${answer.slice(0, 200)}`);
  }
}
