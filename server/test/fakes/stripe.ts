/**
 * A fake Stripe API (Payment Intents, Refunds) and webhook signer for tests:
 *
 *   const stripe = await startFakeStripe();                       // { url, secretKey, publishableKey, webhookSecret, ... }
 *   const provider = new StripePay(stripe.config(), now);
 *   stripe.succeed('pi_...')                                      // the card was charged: status succeeded, a charge id
 *   stripe.decline('pi_...')                                      // an attempt was declined (last_payment_error)
 *   stripe.failNext(402, { type: 'card_error', code: 'card_declined', message: '...' })   // the next call's error answer
 *   const { headers, body } = stripeWebhook(stripe.webhookSecret, stripeEvent('payment_intent.succeeded', intent), now);
 *   stripe.requests; await stripe.close();
 *
 * It checks what Stripe checks: `Authorization: Bearer <secret key>` (401 otherwise), form-encoded bodies, and
 * the Idempotency-Key (the same key with other parameters is a 400 idempotency_error; with the same parameters
 * it answers the first result). It also records whether an Idempotency-Key was sent on every create.
 * Errors answer `{error: {type, code, message}}`.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { StripeConfig } from '../../src/config';
import { type FakeAnswer, type SeenRequest, startFakeServer } from '../fake-server';

export type StripeObject = Record<string, unknown> & { id: string };

export interface FakeStripe {
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  requests: SeenRequest[];
  intents: Map<string, StripeObject>;
  refunds: Map<string, StripeObject>;
  /** Status given to new refunds (Stripe answers 'pending' for some payment methods). */
  refundStatus: 'succeeded' | 'pending' | 'failed';
  config(): StripeConfig;
  succeed(intentId: string): StripeObject;
  decline(intentId: string): StripeObject;
  failNext(status: number, error: { type: string; code?: string; message: string; decline_code?: string }): void;
  close(): Promise<void>;
}

const rid = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const stripeError = (status: number, type: string, code: string | undefined, message: string): FakeAnswer => ({
  status,
  body: { error: { type, code, message } },
});

export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const intents = new Map<string, StripeObject>();
  const refunds = new Map<string, StripeObject>();
  const idempotent = new Map<string, { params: string; answer: FakeAnswer }>();
  let nextError: FakeAnswer | undefined;

  const route = (request: SeenRequest): FakeAnswer => {
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      return stripeError(401, 'invalid_request_error', undefined, 'Invalid API Key provided');
    }
    if (nextError) {
      const answer = nextError;
      nextError = undefined;
      return answer;
    }
    const form = Object.fromEntries(new URLSearchParams(request.body));
    const key = request.headers['idempotency-key'] as string | undefined;
    if (request.method === 'POST' && key) {
      const seen = idempotent.get(`${request.url.pathname} ${key}`);
      if (seen && seen.params !== request.body) {
        return stripeError(
          400,
          'idempotency_error',
          undefined,
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        );
      }
      if (seen) return seen.answer;
      const answer = create(request.url.pathname, form);
      if ((answer.status ?? 200) === 200) idempotent.set(`${request.url.pathname} ${key}`, { params: request.body, answer });
      return answer;
    }
    if (request.method === 'POST' && (request.url.pathname === '/v1/payment_intents' || request.url.pathname === '/v1/refunds')) {
      return create(request.url.pathname, form);
    }
    const match = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(request.url.pathname);
    const intent = match && intents.get(decodeURIComponent(match[1]));
    if (!intent) return stripeError(404, 'invalid_request_error', 'resource_missing', `No such payment_intent: '${match?.[1]}'`);
    if (request.method === 'GET' && !match[2]) return { body: intent };
    if (request.method === 'POST' && match[2]) return cancel(intent);
    return stripeError(404, 'invalid_request_error', undefined, 'Unrecognized request URL');
  };

  const create = (path: string, form: Record<string, string>): FakeAnswer =>
    path === '/v1/payment_intents' ? createIntent(form) : createRefund(form);

  const createIntent = (form: Record<string, string>): FakeAnswer => {
    const amount = Number(form.amount);
    if (!Number.isSafeInteger(amount) || amount < 1)
      return stripeError(400, 'invalid_request_error', 'parameter_invalid_integer', 'Invalid integer: amount');
    if (!/^[a-z]{3}$/.test(form.currency ?? ''))
      return stripeError(400, 'invalid_request_error', 'parameter_missing', 'Missing required param: currency.');
    const alipay = form['payment_method_types[]'] === 'alipay';
    if (alipay && (form.confirm !== 'true' || !form.return_url || form['payment_method_data[type]'] !== 'alipay'))
      return stripeError(400, 'invalid_request_error', 'parameter_missing', 'Missing required param: return_url.');
    const id = rid('pi');
    const intent: StripeObject = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: form.currency,
      description: form.description ?? null,
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
      automatic_payment_methods: form['automatic_payment_methods[enabled]'] === 'true' ? { enabled: true } : null,
      metadata: metadataOf(form),
      last_payment_error: null,
      latest_charge: null,
      payment_method_types: alipay ? ['alipay'] : ['card'],
      // Alipay: confirmed at once; the payer authorizes on Alipay's page, then comes back to return_url.
      ...(alipay
        ? {
            status: 'requires_action',
            next_action: {
              type: 'alipay_handle_redirect',
              alipay_handle_redirect: { url: `https://alipay.example/pay/${id}`, return_url: form.return_url },
            },
          }
        : {}),
    };
    intents.set(id, intent);
    return { body: intent };
  };

  const cancel = (intent: StripeObject): FakeAnswer => {
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      return stripeError(
        400,
        'invalid_request_error',
        'payment_intent_unexpected_state',
        `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
      );
    }
    intent.status = 'canceled';
    intent.cancellation_reason = 'requested_by_customer';
    return { body: intent };
  };

  const createRefund = (form: Record<string, string>): FakeAnswer => {
    const intent = intents.get(form.payment_intent ?? '');
    if (!intent) return stripeError(400, 'invalid_request_error', 'resource_missing', `No such payment_intent: '${form.payment_intent}'`);
    if (intent.status !== 'succeeded')
      return stripeError(
        400,
        'invalid_request_error',
        'charge_not_refundable',
        'This PaymentIntent does not have a successful charge to refund.',
      );
    const refunded = [...refunds.values()]
      .filter((r) => r.payment_intent === intent.id && r.status !== 'failed')
      .reduce((sum, r) => sum + (r.amount as number), 0);
    const amount = Number(form.amount ?? (intent.amount_received as number) - refunded);
    if (!Number.isSafeInteger(amount) || amount < 1 || refunded + amount > (intent.amount_received as number)) {
      return stripeError(400, 'invalid_request_error', 'amount_too_large', 'Refund amount is greater than unrefunded amount on charge.');
    }
    if (form.reason && !['duplicate', 'fraudulent', 'requested_by_customer'].includes(form.reason)) {
      return stripeError(400, 'invalid_request_error', 'parameter_invalid_string', 'Invalid reason');
    }
    const refund: StripeObject = {
      id: rid('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: intent.latest_charge,
      reason: form.reason ?? null,
      status: fake.refundStatus,
      metadata: metadataOf(form),
    };
    refunds.set(refund.id, refund);
    return { body: refund };
  };

  const server = await startFakeServer(route);
  const fake: FakeStripe = {
    url: server.url,
    secretKey,
    publishableKey: `pk_test_${randomBytes(12).toString('hex')}`,
    webhookSecret: `whsec_${randomBytes(16).toString('hex')}`,
    requests: server.requests,
    intents,
    refunds,
    refundStatus: 'succeeded',
    config: () => ({ baseUrl: server.url, secretKey, publishableKey: fake.publishableKey, webhookSecret: fake.webhookSecret }),
    succeed(intentId) {
      const intent = mustHave(intents, intentId);
      Object.assign(intent, {
        status: 'succeeded',
        amount_received: intent.amount,
        latest_charge: rid('ch'),
        last_payment_error: null,
        next_action: null,
      });
      return intent;
    },
    decline(intentId) {
      const intent = mustHave(intents, intentId);
      Object.assign(intent, {
        status: 'requires_payment_method',
        last_payment_error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
      });
      return intent;
    },
    failNext(status, error) {
      nextError = { status, body: { error } };
    },
    close: () => server.close(),
  };
  return fake;
}

function metadataOf(form: Record<string, string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    const match = /^metadata\[(.+)\]$/.exec(key);
    if (match) metadata[match[1]] = value;
  }
  return metadata;
}

function mustHave(intents: Map<string, StripeObject>, id: string): StripeObject {
  const intent = intents.get(id);
  if (!intent) throw new Error(`fake stripe: no PaymentIntent ${id}`);
  return intent;
}

/** A Stripe event wrapping `object` (a PaymentIntent or a Refund). */
export function stripeEvent(type: string, object: Record<string, unknown>, created = new Date()): Record<string, unknown> {
  return {
    id: rid('evt'),
    object: 'event',
    type,
    created: Math.floor(created.getTime() / 1000),
    livemode: false,
    data: { object: { ...object } },
  };
}

/**
 * The webhook Stripe would deliver: body = JSON of `event`, `Stripe-Signature: t=<now>,v1=<hex HMAC-SHA256(secret, t.body)>`.
 * `extraSignatures` adds v1 entries before the real one (as when a secret is being rolled).
 */
export function stripeWebhook(
  secret: string,
  event: Record<string, unknown>,
  now: Date,
  extraSignatures: string[] = [],
): { headers: Record<string, string>; body: string } {
  const body = JSON.stringify(event);
  const t = Math.floor(now.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  const signatures = [...extraSignatures, v1].map((s) => `v1=${s}`).join(',');
  return { headers: { 'stripe-signature': `t=${t},${signatures}`, 'content-type': 'application/json' }, body };
}
