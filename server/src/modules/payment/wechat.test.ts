/**
 * WeChat Pay (global API) against the fake WeChat Pay server: JSAPI parameters for the mini-program, a
 * notification applied only after the order query confirms it, forged / tampered / stale / replayed
 * notifications changing nothing, a late payment refunded automatically, the expiry sweep, and the refund of
 * a cancelled waybill completed by WeChat's refund notification.
 */
import { createVerify, generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  type FakeWechatPay,
  type SignedNotification,
  startFakeWechatPay,
  testKeys,
  wechatPayEnv,
  type WechatTestKeys,
} from '../../../test/fakes/wechatpay';
import { get, post } from '../../../test/helpers';
import { paymentEvents, payments, refunds, walletEntries, waybills, wechatIdentities } from '../../db/schema';
import { sweepPayments } from './apply';
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

let keys: WechatTestKeys;
let fake: FakeWechatPay;
let w: PayWorld;
let clock: () => Date = () => new Date();
beforeAll(async () => {
  keys = testKeys();
  fake = await startFakeWechatPay(keys, { now: () => clock() });
  w = await startPayWorld(wechatPayEnv(keys, fake.url));
  clock = () => w.t.clock.now;
});
afterAll(async () => {
  await w.t.close();
  await fake.close();
});

const notify = (n: SignedNotification) =>
  w.t.app.inject({ method: 'POST', url: '/api/pay/notify/wechat', headers: n.headers, payload: n.body });
const paymentOf = async (id: number) => (await w.t.db.select().from(payments).where(eq(payments.id, id)))[0];
const waybillStatus = async (id: number) => (await w.t.db.select().from(waybills).where(eq(waybills.id, id)))[0].status;
const eventsOf = async (id: number) => w.t.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, id));

/** Test setup: the customer signed in to the mini-program once (their openid is known). */
async function wechatPayer(): Promise<Payer> {
  const payer = await newPayer(w);
  await w.t.db
    .insert(wechatIdentities)
    .values({ siteId: 1, userId: payer.user.id, kind: 'mp', openid: `o-${payer.user.id}-test`, createdAt: w.t.clock.now });
  return payer;
}

/** A pending WeChat payment of a waybill (100 of it from the wallet). */
async function pendingWechat(payer: Payer) {
  const bill = await waybillToPay(w, payer);
  await giveWallet(w.t, payer.user, 100);
  const started = await post(w.t, '/api/pay/waybill', payBody(bill.id, { platform: 'weapp', method: 'wechat' }), { token: payer.token });
  if (started.body.status !== 200) throw new Error(JSON.stringify(started.body));
  return { bill, started, payment: started.body.data.payment as { id: number; no: string; online_amount: number } };
}

describe('paying with WeChat Pay in the mini-program', () => {
  it("answers JSAPI parameters signed with the merchant key for the payer's openid", async () => {
    const me = await wechatPayer();
    const { started, payment } = await pendingWechat(me);
    expect(started.body.data.payment).toMatchObject({ status: 'pending', method: 'wechat', wallet_amount: 100, online_amount: 2230 });
    const { client } = started.body.data;
    expect(client.type).toBe('wechat_jsapi');
    const order = fake.orders.get(payment.no)!;
    expect(order).toMatchObject({ appid: keys.appIds.mp, openid: `o-${me.user.id}-test`, amount: 2230, currency: 'NZD', state: 'NOTPAY' });
    expect(client.params).toMatchObject({ appId: keys.appIds.mp, package: `prepay_id=${order.prepayId}`, signType: 'RSA' });
    const { appId, timeStamp, nonceStr, package: pkg, paySign } = client.params;
    expect(
      createVerify('RSA-SHA256').update(`${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`).verify(keys.merchant.publicKey, paySign, 'base64'),
    ).toBe(true);
  });

  it('refuses WeChat Pay to a customer who never signed in with WeChat (42030), nothing held', async () => {
    const me = await newPayer(w);
    const bill = await waybillToPay(w, me);
    await giveWallet(w.t, me.user, 100);
    const answer = await post(w.t, '/api/pay/waybill', payBody(bill.id, { platform: 'weapp', method: 'wechat' }), {
      token: me.token,
      lang: 'en',
    });
    expect(answer.body).toEqual({ status: 42030, msg: 'Sign in with WeChat first to pay with WeChat Pay' });
    expect(await balanceOf(w.t, me.token)).toBe(100);
  });

  it('gives the holds back and answers 42030 when WeChat cannot start the payment', async () => {
    const me = await wechatPayer();
    const bill = await waybillToPay(w, me);
    await giveWallet(w.t, me.user, 100);
    fake.answerSignature = 'forged'; // an answer we cannot trust is no answer
    try {
      const answer = await post(w.t, '/api/pay/waybill', payBody(bill.id, { platform: 'weapp', method: 'wechat' }), {
        token: me.token,
        lang: 'en',
      });
      expect(answer.body).toEqual({
        status: 42030,
        msg: 'The payment could not be started: the payment service is not available right now',
      });
    } finally {
      fake.answerSignature = 'valid';
    }
    const [row] = await w.t.db.select().from(payments).where(eq(payments.waybillId, bill.id));
    expect(row).toMatchObject({ status: 'failed', walletAmount: 100 });
    expect(await balanceOf(w.t, me.token)).toBe(100);
    expect(await waybillStatus(bill.id)).toBe('pending_payment');
  });

  it('applies the notification after the order query confirms it, once however often it comes', async () => {
    const me = await wechatPayer();
    const { bill, payment } = await pendingWechat(me);
    const notice = fake.pay(payment.no);
    const first = await notify(notice);
    expect(first.statusCode).toBe(200);
    expect(JSON.parse(first.body)).toEqual({ code: 'SUCCESS', message: 'OK' });
    expect(fake.requests.some((r) => r.method === 'GET' && r.url.pathname.endsWith(`/out-trade-no/${payment.no}`))).toBe(true);
    expect(await paymentOf(payment.id)).toMatchObject({ status: 'paid', transactionId: fake.orders.get(payment.no)!.transactionId });
    expect(await waybillStatus(bill.id)).toBe('pending_dispatch');
    // The same notification again, and a second one for the same payment: accepted, nothing more happens.
    expect((await notify(notice)).statusCode).toBe(200);
    expect(
      (await notify(fake.notification({ type: 'TRANSACTION.SUCCESS', paymentNo: payment.no, amount: 2230, currency: 'NZD' }))).statusCode,
    ).toBe(200);
    // One event row per event id: the first paid it, the second found it paid already.
    expect((await eventsOf(payment.id)).map((e) => e.outcome)).toEqual(['paid', 'already']);
    const moved = await w.t.db.select().from(walletEntries).where(eq(walletEntries.refId, payment.id));
    expect(moved.filter((e) => e.refType === 'payment').map((e) => e.amount)).toEqual([-100]);
  });

  it('changes nothing for a forged, tampered, stale or unconfirmed notification', async () => {
    const me = await wechatPayer();
    const { bill, payment } = await pendingWechat(me);
    const event = { type: 'TRANSACTION.SUCCESS', paymentNo: payment.no, amount: 2230, currency: 'NZD' } as const;
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    for (const bad of [
      fake.notification(event, { signWith: stranger }),
      fake.notification(event, { tamper: 'body' }),
      fake.notification(event, { tamper: 'ciphertext' }),
      fake.notification(event, { serial: 'PUB_KEY_ID_unknown' }),
      fake.notification(event, { now: new Date(w.t.clock.now.getTime() - 10 * 60_000) }),
    ]) {
      const answer = await notify(bad);
      expect(answer.statusCode).toBe(500);
      expect(JSON.parse(answer.body)).toEqual({ code: 'FAIL', message: 'try again later' });
    }
    // Well signed but WeChat's order says NOTPAY: a notification is only a hint.
    expect((await notify(fake.notification(event))).statusCode).toBe(200);
    expect(await paymentOf(payment.id)).toMatchObject({ status: 'pending', transactionId: null });
    expect(await waybillStatus(bill.id)).toBe('pending_payment');
    expect((await eventsOf(payment.id)).map((e) => e.outcome)).toEqual(['pending']);
  });

  it('refunds a payment that arrives after the attempt was replaced (late payment), holds given back once', async () => {
    const me = await wechatPayer();
    const { bill, payment } = await pendingWechat(me);
    const coupon = await giveCoupon(w.t, me.user, { value: 200 });
    fake.setOrder(payment.no, 'SUCCESS'); // paid at WeChat, the notification not here yet
    const second = await post(w.t, '/api/pay/waybill', payBody(bill.id, { platform: 'weapp', method: 'wechat', coupon_id: coupon.id }), {
      token: me.token,
    });
    expect(second.body.data.payment).toMatchObject({ status: 'pending', coupon_amount: 200, wallet_amount: 100 });
    expect(await paymentOf(payment.id)).toMatchObject({ status: 'cancelled' });
    await notify(fake.notification({ type: 'TRANSACTION.SUCCESS', paymentNo: payment.no, amount: 2230, currency: 'NZD' }));
    expect(await paymentOf(payment.id)).toMatchObject({ status: 'refunded' });
    const [refund] = await w.t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(refund).toMatchObject({ reason: 'late_payment', onlineAmount: 2230, walletAmount: 0, status: 'pending', provider: 'wechat' });
    expect(fake.refunds.get(refund.no)).toMatchObject({
      transaction_id: fake.orders.get(payment.no)!.transactionId,
      amount: { refund: 2230, total: 2230, currency: 'NZD' },
    });
    // WeChat's refund notification completes it; the second attempt is untouched.
    await notify(
      fake.notification({ type: 'REFUND.SUCCESS', paymentNo: payment.no, refundNo: refund.no, amount: 2230, total: 2230, currency: 'NZD' }),
    );
    expect((await w.t.db.select().from(refunds).where(eq(refunds.id, refund.id)))[0].status).toBe('succeeded');
    expect(await paymentOf(second.body.data.payment.id)).toMatchObject({ status: 'pending' });
    expect(await waybillStatus(bill.id)).toBe('pending_payment');
  });
});

describe('the expiry sweep', () => {
  it('closes an unpaid order at WeChat and gives the holds back; settles one paid without a notification', async () => {
    const unpaidPayer = await wechatPayer();
    const unpaid = await pendingWechat(unpaidPayer);
    const paidPayer = await wechatPayer();
    const paid = await pendingWechat(paidPayer);
    fake.setOrder(paid.payment.no, 'SUCCESS');
    expect(await sweepPayments(w.t.app.deps)).toBe(0); // nothing is due yet
    w.t.clock.advance(31 * 60);
    expect(await sweepPayments(w.t.app.deps)).toBeGreaterThanOrEqual(2);
    expect(fake.orders.get(unpaid.payment.no)!.state).toBe('CLOSED');
    expect(await paymentOf(unpaid.payment.id)).toMatchObject({ status: 'cancelled', failureReason: 'expired' });
    expect(await balanceOf(w.t, unpaidPayer.token)).toBe(100);
    expect(await waybillStatus(unpaid.bill.id)).toBe('pending_payment');
    expect(await paymentOf(paid.payment.id)).toMatchObject({ status: 'paid' });
    expect(await waybillStatus(paid.bill.id)).toBe('pending_dispatch');
  });
});

describe('an expired attempt and a new one', () => {
  it('the new attempt replaces an expired one without asking WeChat about it; only the job sweeps', async () => {
    const me = await wechatPayer();
    const { bill, payment } = await pendingWechat(me);
    w.t.clock.advance(31 * 60);
    const asked = () => fake.requests.filter((r) => r.method === 'GET' && r.url.pathname.includes(payment.no)).length;
    const before = asked();
    const options = await get(w.t, `/api/pay/options?waybill_id=${bill.id}&platform=weapp`, { token: me.token });
    expect(options.body.status).toBe(200);
    const second = await post(w.t, '/api/pay/waybill', payBody(bill.id, { platform: 'weapp', method: 'wechat' }), { token: me.token });
    expect(second.body.data.payment).toMatchObject({ status: 'pending', wallet_amount: 100, online_amount: 2230 });
    expect(asked()).toBe(before); // the customer's requests never query the provider for the old attempt
    expect(await paymentOf(payment.id)).toMatchObject({ status: 'cancelled', failureReason: 'expired' });
    // Past its window the second one is settled by the recurring job, not by a request.
    w.t.clock.advance(31 * 60);
    await w.t.app.jobs.runDue();
    expect(await paymentOf(second.body.data.payment.id)).toMatchObject({ status: 'cancelled', failureReason: 'expired' });
    expect(await balanceOf(w.t, me.token)).toBe(100);
    expect(await waybillStatus(bill.id)).toBe('pending_payment');
  });
});

describe('cancelling a waybill paid with WeChat Pay', () => {
  it('asks WeChat for the refund; its refund notification completes it', async () => {
    const me = await wechatPayer();
    const { bill, payment } = await pendingWechat(me);
    await notify(fake.pay(payment.no));
    const cancelled = await post(w.t, `/api/order/cancel/${bill.id}`, {}, { token: me.token });
    expect(cancelled.body.data.status).toBe('cancelled');
    const [refund] = await w.t.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(refund).toMatchObject({ status: 'pending', walletAmount: 100, onlineAmount: 2230 });
    expect(await balanceOf(w.t, me.token)).toBe(100);
    const notice = fake.notification({
      type: 'REFUND.SUCCESS',
      paymentNo: payment.no,
      refundNo: refund.no,
      amount: 2230,
      total: 2230,
      currency: 'NZD',
    });
    await notify(notice);
    await notify(notice);
    expect((await w.t.db.select().from(refunds).where(eq(refunds.id, refund.id)))[0]).toMatchObject({
      status: 'succeeded',
      completedAt: expect.any(Date),
    });
  });
});
