/**
 * Stripe (Payment Intents) for H5 outside WeChat, against the fake Stripe: the client secret for Stripe.js, a
 * signed webhook applied after the intent is fetched, tampered / stale / unconfirmed webhooks changing nothing,
 * a declined card giving the holds back, and a refund through Stripe.
 */
import { eq } from 'drizzle-orm';
import { type FakeStripe, startFakeStripe, stripeEvent, stripeWebhook } from '../../../test/fakes/stripe';
import { get, post } from '../../../test/helpers';
import { paymentEvents, payments, refunds, waybills } from '../../db/schema';
import { sweepRefunds } from './refund';
import {
  balanceOf,
  giveCoupon,
  giveWallet,
  newPayer,
  payBody,
  type Payer,
  type PayWorld,
  startPayWorld,
  waybillToPay,
} from './test-support';

let fake: FakeStripe;
let w: PayWorld;
beforeAll(async () => {
  fake = await startFakeStripe();
  w = await startPayWorld({
    STRIPE_BASE_URL: fake.url,
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
  });
});
afterAll(async () => {
  await w.t.close();
  await fake.close();
});

const webhook = (type: string, object: Record<string, unknown>, at = w.t.clock.now, secret = fake.webhookSecret) =>
  stripeWebhook(secret, stripeEvent(type, object, at), at);
const deliver = (hook: { headers: Record<string, string>; body: string }) =>
  w.t.app.inject({ method: 'POST', url: '/api/pay/notify/stripe', headers: hook.headers, payload: hook.body });
const paymentOf = async (id: number) => (await w.t.db.select().from(payments).where(eq(payments.id, id)))[0];
const waybillStatus = async (id: number) => (await w.t.db.select().from(waybills).where(eq(waybills.id, id)))[0].status;

async function pendingStripe(payer: Payer) {
  const bill = await waybillToPay(w, payer);
  await giveWallet(w.t, payer.user, 330);
  const started = await post(w.t, '/api/pay/waybill', payBody(bill.id, { method: 'stripe' }), { token: payer.token });
  if (started.body.status !== 200) throw new Error(JSON.stringify(started.body));
  const payment = started.body.data.payment as { id: number; no: string };
  const intentId = (await paymentOf(payment.id)).providerRef!;
  return { bill, started, payment, intentId };
}

it('offers Stripe on H5 and answers the client secret of a PaymentIntent for the online rest', async () => {
  const me = await newPayer(w);
  const options = await get(w.t, `/api/pay/options?waybill_id=${(await waybillToPay(w, me)).id}&platform=h5`, { token: me.token });
  expect(options.body.data.methods).toEqual(['stripe', 'alipay', 'sandbox', 'bank_transfer']);
  const { started, intentId } = await pendingStripe(me);
  expect(started.body.data.payment).toMatchObject({ status: 'pending', method: 'stripe', wallet_amount: 330, online_amount: 2000 });
  const intent = fake.intents.get(intentId)!;
  expect(intent).toMatchObject({ amount: 2000, currency: 'nzd', metadata: { payment_no: started.body.data.payment.no } });
  expect(started.body.data.client).toEqual({ type: 'stripe', client_secret: intent.client_secret, publishable_key: fake.publishableKey });
});

it('applies a signed webhook once, after fetching the intent', async () => {
  const me = await newPayer(w);
  const { bill, payment, intentId } = await pendingStripe(me);
  const hook = webhook('payment_intent.succeeded', fake.succeed(intentId));
  expect((await deliver(hook)).statusCode).toBe(200);
  expect((await deliver(hook)).statusCode).toBe(200);
  expect(await paymentOf(payment.id)).toMatchObject({ status: 'paid' });
  expect(await waybillStatus(bill.id)).toBe('pending_dispatch');
  expect((await w.t.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment.id))).map((e) => e.outcome)).toEqual([
    'paid',
  ]);
});

it('changes nothing for a tampered, stale, wrongly signed or unconfirmed webhook', async () => {
  const me = await newPayer(w);
  const { bill, payment, intentId } = await pendingStripe(me);
  const intent = { ...fake.intents.get(intentId)!, status: 'succeeded' }; // claims success; the intent itself is not paid
  const good = webhook('payment_intent.succeeded', intent);
  for (const bad of [
    { ...good, body: good.body.replace('"livemode":false', '"livemode":true') },
    webhook('payment_intent.succeeded', intent, new Date(w.t.clock.now.getTime() - 10 * 60_000)),
    webhook('payment_intent.succeeded', intent, w.t.clock.now, 'whsec_someone_else'),
  ]) {
    expect((await deliver(bad)).statusCode).toBe(500);
  }
  expect((await deliver(good)).statusCode).toBe(200); // accepted, but Stripe says the intent is not paid
  expect(await paymentOf(payment.id)).toMatchObject({ status: 'pending' });
  expect(await waybillStatus(bill.id)).toBe('pending_payment');
  expect(await balanceOf(w.t, me.token)).toBe(0);
});

it('a payment the provider reports with another amount is not applied: it fails, naming both, and its holds go back', async () => {
  const me = await newPayer(w);
  const { bill, payment, intentId } = await pendingStripe(me);
  const charged = fake.succeed(intentId);
  charged.amount_received = 1999;
  expect((await deliver(webhook('payment_intent.succeeded', charged))).statusCode).toBe(200);
  expect(await paymentOf(payment.id)).toMatchObject({ status: 'failed', failureReason: 'amount_mismatch: the provider reported 1999 NZD' });
  expect(await waybillStatus(bill.id)).toBe('pending_payment');
  expect(await balanceOf(w.t, me.token)).toBe(330);
  expect((await w.t.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, payment.id))).map((e) => e.outcome)).toEqual([
    'mismatch',
  ]);
});

it('the payer closing the Stripe sheet cancels the attempt at once: the intent is cancelled and the holds go back', async () => {
  const me = await newPayer(w);
  const { bill, payment, intentId } = await pendingStripe(me);
  expect(await balanceOf(w.t, me.token)).toBe(0); // the wallet part is held
  const cancelled = await post(w.t, `/api/pay/cancel/${payment.id}`, {}, { token: me.token });
  expect(cancelled.body.data).toMatchObject({ status: 'cancelled', failure_reason: 'cancelled_by_customer' });
  expect(fake.intents.get(intentId)!.status).toBe('canceled');
  expect(await balanceOf(w.t, me.token)).toBe(330);
  expect(await waybillStatus(bill.id)).toBe('pending_payment');
  const other = await newPayer(w);
  expect((await post(w.t, `/api/pay/cancel/${payment.id}`, {}, { token: other.token })).body.status).toBe(40004);
});

it('cancelling an attempt the provider has in fact been paid for applies the payment instead', async () => {
  const me = await newPayer(w);
  const { bill, payment, intentId } = await pendingStripe(me);
  fake.succeed(intentId); // paid at Stripe; its webhook has not arrived
  const answer = await post(w.t, `/api/pay/cancel/${payment.id}`, {}, { token: me.token });
  expect(answer.body.data).toMatchObject({ status: 'paid' });
  expect(await waybillStatus(bill.id)).toBe('pending_dispatch');
});

it('a declined card fails the payment and gives the coupon and wallet money back', async () => {
  const me = await newPayer(w);
  const bill = await waybillToPay(w, me);
  const coupon = await giveCoupon(w.t, me.user, { value: 100 });
  await giveWallet(w.t, me.user, 330);
  const started = await post(w.t, '/api/pay/waybill', payBody(bill.id, { method: 'stripe', coupon_id: coupon.id }), { token: me.token });
  const intentId = (await paymentOf(started.body.data.payment.id)).providerRef!;
  await deliver(webhook('payment_intent.payment_failed', fake.decline(intentId)));
  expect(await paymentOf(started.body.data.payment.id)).toMatchObject({ status: 'failed' });
  // Stripe would let the payer try another card on the same intent: it is cancelled there too.
  expect(fake.requests.filter((r) => r.method === 'POST' && r.url.pathname === `/v1/payment_intents/${intentId}/cancel`)).toHaveLength(1);
  expect(fake.intents.get(intentId)).toMatchObject({ status: 'canceled' });
  expect(await balanceOf(w.t, me.token)).toBe(330);
  const again = await post(w.t, '/api/pay/waybill', payBody(bill.id, { method: 'stripe', coupon_id: coupon.id }), { token: me.token });
  expect(again.body.data.payment).toMatchObject({ status: 'pending', coupon_amount: 100 });
});

it('an attempt replaced while Stripe was starting it keeps its intent, cancelled there', async () => {
  const me = await newPayer(w);
  const bill = await waybillToPay(w, me);
  const stripe = w.t.app.deps.payments.stripe!;
  const start = stripe.start;
  let second: Awaited<ReturnType<typeof post>> | undefined;
  // The customer taps pay again (another key) while the first intent is being created.
  stripe.start = async (input) => {
    stripe.start = start;
    const started = await start.call(stripe, input);
    second = await post(w.t, '/api/pay/waybill', payBody(bill.id, { method: 'stripe' }), { token: me.token });
    return started;
  };
  const first = await post(w.t, '/api/pay/waybill', payBody(bill.id, { method: 'stripe' }), { token: me.token });
  expect(first.body.data).toMatchObject({ payment: { status: 'cancelled' }, client: null });
  const replaced = await paymentOf(first.body.data.payment.id);
  expect(replaced.providerRef).toMatch(/^pi_/);
  expect(fake.intents.get(replaced.providerRef!)).toMatchObject({ status: 'canceled' });
  expect(second!.body.data.payment).toMatchObject({ status: 'pending' });
  expect(fake.intents.get((await paymentOf(second!.body.data.payment.id)).providerRef!)).toMatchObject({
    status: 'requires_payment_method',
  });
});

it('a staff refund goes back through Stripe', async () => {
  const me = await newPayer(w);
  const { payment, intentId } = await pendingStripe(me);
  await deliver(webhook('payment_intent.succeeded', fake.succeed(intentId)));
  const refunded = await post(w.t, `/api/staff/payment/refund/${payment.id}`, { note: 'duplicate order' }, { token: w.staff });
  expect(refunded.body.data).toMatchObject({ status: 'succeeded', online_amount: 2000, wallet_amount: 330, method: 'stripe' });
  const [row] = await w.t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
  expect([...fake.refunds.values()].find((r) => r.id === row.providerRefundId)).toMatchObject({ amount: 2000, payment_intent: intentId });
});

it('a refund Stripe refuses stays failed and visible to staff; a retry asks again and completes it', async () => {
  const me = await newPayer(w);
  const { payment, intentId } = await pendingStripe(me);
  await deliver(webhook('payment_intent.succeeded', fake.succeed(intentId)));
  fake.failNext(500, { type: 'api_error', message: 'Something went wrong on our end' });
  const refunded = await post(w.t, `/api/staff/payment/refund/${payment.id}`, { note: 'asked' }, { token: w.staff });
  expect(refunded.body.data).toMatchObject({ status: 'failed', online_amount: 2000 });
  expect(await balanceOf(w.t, me.token)).toBe(330); // the wallet part went back at once
  const failed = await get(w.t, '/api/staff/refund/lst?status=failed', { token: w.staff });
  expect(failed.body.data.list.map((r: { id: number }) => r.id)).toContain(refunded.body.data.id);
  const retried = await post(w.t, `/api/staff/refund/retry/${refunded.body.data.id}`, undefined, { token: w.staff, lang: 'en' });
  expect(retried.body.data).toMatchObject({ status: 'succeeded', completed_at: expect.any(String) });
  const again = await post(w.t, `/api/staff/refund/retry/${refunded.body.data.id}`, undefined, { token: w.staff, lang: 'en' });
  expect(again.body).toEqual({ status: 42009, msg: 'The refund is completed: there is nothing to retry' });
  expect((await post(w.t, '/api/staff/refund/retry/999999', undefined, { token: w.staff, lang: 'en' })).body).toEqual({
    status: 40004,
    msg: 'No such refund',
  });
});

it('a refund Stripe made although our call to it failed is completed by its webhook', async () => {
  const me = await newPayer(w);
  const { payment, intentId } = await pendingStripe(me);
  await deliver(webhook('payment_intent.succeeded', fake.succeed(intentId)));
  fake.failNext(500, { type: 'api_error', message: 'Something went wrong on our end' }); // as if the answer was lost
  const refunded = await post(w.t, `/api/staff/payment/refund/${payment.id}`, { note: 'asked' }, { token: w.staff });
  expect(refunded.body.data).toMatchObject({ status: 'failed' });
  const [row] = await w.t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
  const made = {
    id: 're_after_timeout',
    object: 'refund',
    amount: 2000,
    currency: 'nzd',
    payment_intent: intentId,
    status: 'succeeded',
    metadata: { refund_no: row.no },
  };
  expect((await deliver(webhook('refund.updated', made))).statusCode).toBe(200);
  expect((await w.t.db.select().from(refunds).where(eq(refunds.id, row.id)))[0]).toMatchObject({
    status: 'succeeded',
    failureReason: null,
    completedAt: w.t.clock.now,
  });
  // A later "failed" word does not undo a completed refund.
  await deliver(webhook('refund.updated', { ...made, status: 'failed' }));
  expect((await w.t.db.select().from(refunds).where(eq(refunds.id, row.id)))[0].status).toBe('succeeded');
});

it('a refund committed but never asked (the process stopped before the call) is asked by the sweep, once', async () => {
  const me = await newPayer(w);
  const { payment, intentId } = await pendingStripe(me);
  await deliver(webhook('payment_intent.succeeded', fake.succeed(intentId)));
  fake.failNext(500, { type: 'api_error', message: 'Something went wrong on our end' }); // Stripe never made it
  const refunded = await post(w.t, `/api/staff/payment/refund/${payment.id}`, { note: 'asked' }, { token: w.staff });
  // What a stop between the refund's commit and the call to Stripe leaves: pending, unknown to Stripe.
  await w.t.db.update(refunds).set({ status: 'pending', failureReason: null }).where(eq(refunds.id, refunded.body.data.id));
  const sweep = () => sweepRefunds(w.t.app.deps, 'http://127.0.0.1');
  expect(await sweep()).toBe(0); // too recent: its call may still be on the way
  w.t.clock.advance(11 * 60);
  expect(await sweep()).toBe(1);
  expect((await w.t.db.select().from(refunds).where(eq(refunds.id, refunded.body.data.id)))[0]).toMatchObject({
    status: 'succeeded',
    providerRefundId: expect.stringMatching(/^re_/),
  });
  expect(await sweep()).toBe(0);
  expect([...fake.refunds.values()].filter((r) => r.payment_intent === intentId).map((r) => r.amount)).toEqual([2000]);
});

it('lists the methods for a top-up per platform', async () => {
  const me = await newPayer(w);
  expect((await get(w.t, '/api/pay/methods?platform=h5', { token: me.token })).body.data).toEqual({
    methods: ['stripe', 'alipay', 'sandbox', 'bank_transfer'],
    currency: 'NZD',
  });
  expect((await get(w.t, '/api/pay/methods?platform=weapp', { token: me.token })).body.data).toEqual({
    methods: ['bank_transfer'],
    currency: 'NZD',
  });
  const sandboxInTheMiniProgram = await post(
    w.t,
    '/api/pay/topup',
    { amount: 5000, method: 'sandbox', platform: 'weapp', idempotency_key: 'weapp-sandbox-1' },
    { token: me.token, lang: 'en' },
  );
  expect(sandboxInTheMiniProgram.body.status).toBe(42030);
});

it('pays with Alipay through Stripe: a confirmed alipay intent, the payer sent to Alipay and back, then asked at Stripe', async () => {
  const me = await newPayer(w);
  const bill = await waybillToPay(w, me);
  const started = await post(w.t, '/api/pay/waybill', payBody(bill.id, { method: 'alipay', use_wallet: false }), { token: me.token });
  expect(started.body.data.payment).toMatchObject({ status: 'pending', method: 'alipay', online_amount: bill.amountDue });
  const intentId = (await paymentOf(started.body.data.payment.id)).providerRef!;
  expect(started.body.data.client).toEqual({ type: 'redirect', url: `https://alipay.example/pay/${intentId}` });
  expect(fake.intents.get(intentId)).toMatchObject({ payment_method_types: ['alipay'], status: 'requires_action', currency: 'nzd' });
  const sync = () => post(w.t, `/api/pay/sync/${started.body.data.payment.id}`, {}, { token: me.token });
  expect((await sync()).body.data.status).toBe('pending'); // back before authorizing: still waiting
  fake.succeed(intentId);
  expect((await sync()).body.data.status).toBe('paid');
  expect(await waybillStatus(bill.id)).toBe('pending_dispatch');
});

it("applies Stripe's webhook for an Alipay payment (one endpoint for the account)", async () => {
  const me = await newPayer(w);
  const started = await post(
    w.t,
    '/api/pay/topup',
    { amount: 5000, method: 'alipay', platform: 'h5', idempotency_key: 'alipay-topup-1' },
    { token: me.token },
  );
  const intentId = (await paymentOf(started.body.data.payment.id)).providerRef!;
  const intent = fake.succeed(intentId);
  expect((await deliver(webhook('payment_intent.succeeded', intent))).statusCode).toBe(200);
  expect((await paymentOf(started.body.data.payment.id)).status).toBe('paid');
  expect(await balanceOf(w.t, me.token)).toBe(5000);
});
