import { type FakeStripe, startFakeStripe, stripeEvent, stripeWebhook } from '../../../test/fakes/stripe';
import { ProviderError } from '../../lib/errors';
import { StripePay } from './stripe';
import { NotificationRejected, type StartInput } from './types';

let stripe: FakeStripe;
let clock = new Date();
const now = () => clock;
const provider = () => new StripePay(stripe.config(), now);

beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(() => stripe.close());
beforeEach(() => {
  clock = new Date();
});

let serial = 0;
const order = (overrides: Partial<StartInput> = {}): StartInput => ({
  paymentNo: `PAYST${String(++serial).padStart(6, '0')}`,
  amount: 4210,
  currency: 'AUD',
  description: 'Waybill AU87654321 freight',
  origin: 'https://app.example.com',
  notifyUrl: 'https://app.example.com/api/pay/notify/stripe',
  returnUrl: 'https://app.example.com/pages/waybill/detail?id=2',
  expiresAt: new Date(clock.getTime() + 15 * 60_000),
  ...overrides,
});
const last = () => stripe.requests[stripe.requests.length - 1];

describe('Stripe Payment Intents', () => {
  it('creates a PaymentIntent with Bearer auth, a form body and our payment number as Idempotency-Key', async () => {
    const input = order();
    const { providerRef, client } = await provider().start(input);
    const seen = last();
    expect(`${seen.method} ${seen.url.pathname}`).toBe('POST /v1/payment_intents');
    expect(seen.headers.authorization).toBe(`Bearer ${stripe.secretKey}`);
    expect(seen.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(seen.headers['idempotency-key']).toBe(input.paymentNo);
    expect(Object.fromEntries(new URLSearchParams(seen.body))).toEqual({
      amount: '4210',
      currency: 'aud',
      description: input.description,
      'metadata[payment_no]': input.paymentNo,
      'automatic_payment_methods[enabled]': 'true',
    });
    expect(providerRef).toMatch(/^pi_/);
    expect(client).toEqual({
      type: 'stripe',
      client_secret: stripe.intents.get(providerRef)!.client_secret,
      publishable_key: stripe.publishableKey,
    });
    // A retry of the same payment answers the same intent instead of a second one.
    expect((await provider().start(input)).providerRef).toBe(providerRef);
  });

  it('reads the intent: pending, failed after a decline, paid with the amount received, closed when cancelled', async () => {
    const input = order();
    const { providerRef } = await provider().start(input);
    expect(await provider().query(input.paymentNo, providerRef)).toEqual({ status: 'pending', amount: 4210, currency: 'AUD' });
    stripe.decline(providerRef);
    expect((await provider().query(input.paymentNo, providerRef)).status).toBe('failed');
    const intent = stripe.succeed(providerRef);
    expect(await provider().query(input.paymentNo, providerRef)).toEqual({
      status: 'paid',
      amount: 4210,
      currency: 'AUD',
      transactionId: intent.latest_charge,
    });
    await expect(provider().query('OTHERPAYMENT1', providerRef)).rejects.toThrow(/belongs to another payment/);

    const other = order();
    const started = await provider().start(other);
    await provider().close(other.paymentNo, started.providerRef);
    expect(`${last().method} ${last().url.pathname}`).toBe(`POST /v1/payment_intents/${started.providerRef}/cancel`);
    expect((await provider().query(other.paymentNo, started.providerRef)).status).toBe('closed');
  });

  it('closing an intent that already succeeded or was cancelled does not throw; a missing one does', async () => {
    const input = order();
    const { providerRef } = await provider().start(input);
    stripe.succeed(providerRef);
    await expect(provider().close(input.paymentNo, providerRef)).resolves.toBeUndefined();
    expect(stripe.intents.get(providerRef)!.status).toBe('succeeded');
    await expect(provider().close('X', 'pi_missing')).rejects.toThrow(/HTTP 404 invalid_request_error\/resource_missing/);
  });

  it('refunds part of a paid intent with the refund number as Idempotency-Key', async () => {
    const input = order();
    const { providerRef } = await provider().start(input);
    stripe.succeed(providerRef);
    const refund = {
      paymentNo: input.paymentNo,
      providerRef,
      refundNo: `RF${input.paymentNo}`,
      amount: 1000,
      totalAmount: 4210,
      currency: 'AUD',
      reason: 'Waybill cancelled before dispatch',
      notifyUrl: 'https://app.example.com/api/pay/notify/stripe',
    };
    const result = await provider().refund(refund);
    expect(result).toEqual({ status: 'succeeded', providerRefundId: expect.stringMatching(/^re_/) });
    expect(last().headers['idempotency-key']).toBe(refund.refundNo);
    expect(Object.fromEntries(new URLSearchParams(last().body))).toEqual({
      payment_intent: providerRef,
      amount: '1000',
      reason: 'requested_by_customer',
      'metadata[refund_no]': refund.refundNo,
      'metadata[payment_no]': input.paymentNo,
      'metadata[reason]': refund.reason,
    });
    expect(await provider().refund(refund)).toEqual(result);
    expect(stripe.refunds.size).toBe(1);

    stripe.refundStatus = 'pending';
    expect((await provider().refund({ ...refund, refundNo: `RG${input.paymentNo}`, amount: 10 })).status).toBe('pending');
    stripe.refundStatus = 'succeeded';
    await expect(provider().refund({ ...refund, refundNo: `RH${input.paymentNo}`, amount: 5000 })).rejects.toThrow(/amount_too_large/);
  });

  it('turns Stripe error answers, a wrong key and an unreachable server into ProviderErrors', async () => {
    stripe.failNext(402, {
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    });
    const declined = await provider()
      .start(order())
      .catch((err: unknown) => err);
    expect(declined).toBeInstanceOf(ProviderError);
    expect((declined as Error).message).toBe('stripe: HTTP 402 card_error/card_declined/generic_decline: Your card was declined.');
    stripe.failNext(500, { type: 'api_error', message: 'Something went wrong' });
    await expect(provider().start(order())).rejects.toThrow(/HTTP 500 api_error/);
    const wrongKey = new StripePay({ ...stripe.config(), secretKey: 'sk_test_wrong' }, now);
    await expect(wrongKey.start(order())).rejects.toThrow(/HTTP 401 invalid_request_error: Invalid API Key/);
    const offline = new StripePay({ ...stripe.config(), baseUrl: 'http://127.0.0.1:1' }, now);
    await expect(offline.start(order())).rejects.toBeInstanceOf(ProviderError);
  });
});

describe('Stripe webhooks', () => {
  const intent = {
    id: 'pi_1',
    object: 'payment_intent',
    amount: 4210,
    amount_received: 4210,
    currency: 'aud',
    status: 'succeeded',
    latest_charge: 'ch_1',
    metadata: { payment_no: 'PAYST000001' },
  };
  const verify = (hook: { headers: Record<string, string>; body: string }) => provider().verify(hook.headers, Buffer.from(hook.body));

  it('maps payment_intent.succeeded / payment_failed to payment events and refund updates to refund events', async () => {
    const succeeded = stripeEvent('payment_intent.succeeded', intent);
    expect(await verify(stripeWebhook(stripe.webhookSecret, succeeded, clock))).toEqual({
      type: 'payment',
      eventId: succeeded.id,
      paymentNo: 'PAYST000001',
      status: 'paid',
      amount: 4210,
      currency: 'AUD',
      transactionId: 'ch_1',
    });
    const failed = stripeEvent('payment_intent.payment_failed', {
      ...intent,
      status: 'requires_payment_method',
      amount_received: 0,
      latest_charge: null,
    });
    expect(await verify(stripeWebhook(stripe.webhookSecret, failed, clock))).toMatchObject({
      type: 'payment',
      status: 'failed',
      amount: 4210,
    });
    const refund = { id: 're_1', object: 'refund', amount: 1000, status: 'succeeded', metadata: { refund_no: 'RF1' } };
    const updated = stripeEvent('refund.updated', refund);
    expect(await verify(stripeWebhook(stripe.webhookSecret, updated, clock))).toEqual({
      type: 'refund',
      eventId: updated.id,
      refundNo: 'RF1',
      status: 'succeeded',
      amount: 1000,
    });
    const chargeRefund = stripeEvent('charge.refund.updated', { ...refund, status: 'failed' });
    expect(await verify(stripeWebhook(stripe.webhookSecret, chargeRefund, clock))).toMatchObject({ type: 'refund', status: 'failed' });
  });

  it('ignores other events, a pending refund, and intents that are not ours', async () => {
    for (const event of [
      stripeEvent('customer.created', { id: 'cus_1' }),
      stripeEvent('refund.updated', { id: 're_2', amount: 1, status: 'pending', metadata: { refund_no: 'RF2' } }),
      stripeEvent('payment_intent.succeeded', { ...intent, metadata: {} }),
    ]) {
      expect(await verify(stripeWebhook(stripe.webhookSecret, event, clock))).toEqual({ type: 'ignored', eventId: event.id });
    }
  });

  it('accepts a valid v1 among several signatures', async () => {
    const hook = stripeWebhook(stripe.webhookSecret, stripeEvent('payment_intent.succeeded', intent), clock, [
      '0'.repeat(64),
      'ab'.repeat(32),
    ]);
    expect(hook.headers['stripe-signature'].match(/v1=/g)).toHaveLength(3);
    expect((await verify(hook)).type).toBe('payment');
  });

  const rejected = async (hook: { headers: Record<string, string>; body: string }, reason: RegExp) => {
    const error = await verify(hook).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(NotificationRejected);
    expect((error as Error).message).toMatch(reason);
  };

  it('rejects a tampered body, another secret, a stale or future timestamp and a missing header', async () => {
    const event = stripeEvent('payment_intent.succeeded', intent);
    const hook = stripeWebhook(stripe.webhookSecret, event, clock);
    await rejected({ ...hook, body: hook.body.replace('4210', '9999') }, /does not match/);
    await rejected(stripeWebhook('whsec_someone_else', event, clock), /does not match/);
    await rejected(stripeWebhook(stripe.webhookSecret, event, new Date(clock.getTime() - 301_000)), /window/);
    await rejected(stripeWebhook(stripe.webhookSecret, event, new Date(clock.getTime() + 301_000)), /window/);
    await rejected({ headers: {}, body: hook.body }, /missing/);
    await rejected({ headers: { 'stripe-signature': hook.headers['stripe-signature'].replace(/v1=/, 'v0=') }, body: hook.body }, /no v1/);
    expect((await verify(stripeWebhook(stripe.webhookSecret, event, new Date(clock.getTime() - 299_000)))).type).toBe('payment');
  });

  it('answers 200 {received: true}, or 500 so Stripe retries', () => {
    expect(provider().ack(true)).toEqual({ statusCode: 200, body: { received: true } });
    expect(provider().ack(false).statusCode).toBe(500);
  });
});
