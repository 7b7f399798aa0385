/**
 * Refunds and purchases: a customer cancelling a paid waybill, staff refunding each kind of payment (what goes
 * back where: grams, coupon, wallet, online through the provider), top-ups and card purchases, the payback log,
 * my payments, and the staff lists with their filters.
 */
import { eq } from 'drizzle-orm';
import { get, post } from '../../../test/helpers';
import { cards, coupons, parcels, payments, refunds, users } from '../../db/schema';
import { SandboxPay } from '../../providers/payment/sandbox';
import { sweepPayments } from './apply';
import {
  balanceOf,
  giveCard,
  giveCoupon,
  giveWallet,
  newKey,
  newPayer,
  paidWithEverything,
  payBody,
  type PayWorld,
  sandboxPress,
  sandboxRef,
  startPayWorld,
  waybillToPay,
} from './test-support';

let w: PayWorld;
beforeAll(async () => {
  w = await startPayWorld();
});
afterAll(() => w.t.close());

const settle = () => (w.t.app.deps.payments.sandbox as SandboxPay).idle();
const refundOf = async (paymentId: number) => (await w.t.db.select().from(refunds).where(eq(refunds.paymentId, paymentId)))[0];
const paymentOf = async (id: number) => (await w.t.db.select().from(payments).where(eq(payments.id, id)))[0];
const cardOf = async (id: number) => (await w.t.db.select().from(cards).where(eq(cards.id, id)))[0];
const couponOf = async (id: number) => (await w.t.db.select().from(coupons).where(eq(coupons.id, id)))[0];

describe('a customer cancels a paid waybill', () => {
  it('gives every part back where it came from, the online part through the provider, once', async () => {
    const me = await newPayer(w);
    const { bill, cardId, couponId, paymentId } = await paidWithEverything(w, me);
    expect((await cardOf(cardId)).remainingG).toBe(0);
    const cancelled = await post(w.t, `/api/order/cancel/${bill.id}`, {}, { token: me.token, lang: 'en' });
    expect(cancelled.body).toMatchObject({ status: 200, data: { status: 'cancelled', actions: [] } });
    await settle();
    expect((await cardOf(cardId)).remainingG).toBe(1000);
    expect(await couponOf(couponId)).toMatchObject({ status: 'unused', paymentId: null, waybillId: null });
    expect(await balanceOf(w.t, me.token)).toBe(60);
    expect((await paymentOf(paymentId)).status).toBe('refunded');
    expect(await refundOf(paymentId)).toMatchObject({
      reason: 'waybill_cancelled',
      status: 'succeeded',
      cardGrams: 1000,
      couponRestored: true,
      walletAmount: 60,
      onlineAmount: 1000,
      provider: 'sandbox',
      providerRefundId: expect.stringMatching(/^sbxre_/),
      completedAt: expect.any(Date),
    });
    const parcelRows = await w.t.db.select().from(parcels).where(eq(parcels.userId, me.user.id));
    expect(parcelRows.map((p) => [p.status, p.waybillId])).toEqual([['in_warehouse', null]]);
    expect((await post(w.t, `/api/order/cancel/${bill.id}`, {}, { token: me.token })).body.status).toBe(42009);
    expect((await w.t.db.select().from(refunds).where(eq(refunds.paymentId, paymentId))).length).toBe(1);

    const payback = await get(w.t, '/api/wallet/payback/lst', { token: me.token, lang: 'en' });
    expect(payback.body.data).toMatchObject({
      total: 1,
      page: 1,
      list: [
        {
          type: 'refund',
          waybill_no: bill.no,
          reason: 'waybill_cancelled',
          reason_text: 'Waybill cancelled',
          status: 'succeeded',
          wallet_amount: 60,
          card_grams: 1000,
          coupon_restored: true,
          online_amount: 1000,
          method: 'sandbox',
          currency: 'NZD',
        },
      ],
    });
    const ledger = await get(w.t, '/api/wallet/lst', { token: me.token });
    expect(ledger.body.data.list[0]).toMatchObject({
      amount: 60,
      kind: 'refund',
      reason: `运单 ${bill.no} 退款`,
      ref_no: payback.body.data.list[0].no,
    });
  });

  it('keeps an expired coupon used: only a still valid coupon goes back', async () => {
    const me = await newPayer(w);
    const bill = await waybillToPay(w, me);
    const coupon = await giveCoupon(w.t, me.user, { value: 330 }, 1);
    await giveWallet(w.t, me.user, 2000);
    const paid = await post(w.t, '/api/pay/waybill', payBody(bill.id, { coupon_id: coupon.id }), { token: me.token });
    expect(paid.body.data.payment).toMatchObject({ status: 'paid', coupon_amount: 330, wallet_amount: 2000 });
    w.t.clock.advance(2 * 86_400);
    await post(w.t, `/api/order/cancel/${bill.id}`, {}, { token: me.token });
    expect(await refundOf(paid.body.data.payment.id)).toMatchObject({ couponRestored: false, walletAmount: 2000, status: 'succeeded' });
    expect((await couponOf(coupon.id)).status).toBe('used');
    expect(await balanceOf(w.t, me.token)).toBe(2000);
  });
});

describe('top-ups and card purchases', () => {
  it('tops up through the sandbox: credited once when the signed notification confirms it', async () => {
    const me = await newPayer(w);
    const started = await post(
      w.t,
      '/api/pay/topup',
      { amount: 5000, method: 'sandbox', platform: 'h5', idempotency_key: newKey() },
      { token: me.token, lang: 'en' },
    );
    expect(started.body).toMatchObject({
      status: 200,
      data: { payment: { purpose: 'topup', status: 'pending', amount: 5000, online_amount: 5000 }, client: { type: 'redirect' } },
    });
    expect(await balanceOf(w.t, me.token)).toBe(0);
    await sandboxPress(w.t, sandboxRef(started));
    await sandboxPress(w.t, sandboxRef(started));
    expect(await balanceOf(w.t, me.token)).toBe(5000);
    const ledger = await get(w.t, '/api/wallet/lst', { token: me.token, lang: 'en' });
    expect(ledger.body.data).toMatchObject({
      total: 1,
      balance: 5000,
      list: [{ amount: 5000, kind: 'topup', reason: `Top-up ${started.body.data.payment.no}`, ref_no: started.body.data.payment.no }],
    });
    const summary = await get(w.t, '/api/wallet/summary', { token: me.token });
    expect(summary.body.data).toEqual({
      balance: 5000,
      currency: 'NZD',
      topup_amounts: [5000, 10000, 20000, 50000],
      min_topup: 1000,
      max_topup: 500000,
    });
  });

  it('refuses a top-up outside the limits, naming the field', async () => {
    const me = await newPayer(w);
    const low = await post(
      w.t,
      '/api/pay/topup',
      { amount: 999, method: 'sandbox', platform: 'h5', idempotency_key: newKey() },
      { token: me.token, lang: 'en' },
    );
    expect(low.body).toEqual({ status: 40001, msg: 'top-up amount: must be between 10.00 and 5000.00' });
    expect((await w.t.db.select().from(payments).where(eq(payments.userId, me.user.id))).length).toBe(0);
  });

  it('buys a card online: the card is issued when the payment is confirmed, expiring valid_days later', async () => {
    const me = await newPayer(w);
    const started = await post(
      w.t,
      '/api/pay/card',
      { card_product_id: w.product.id, use_wallet: false, method: 'sandbox', platform: 'h5', idempotency_key: newKey() },
      { token: me.token, lang: 'en' },
    );
    expect(started.body.data.payment).toMatchObject({
      purpose: 'card',
      status: 'pending',
      amount: 4000,
      online_amount: 4000,
      card_name: '5 kg card',
      card_id: null,
    });
    await sandboxPress(w.t, sandboxRef(started));
    const paid = await get(w.t, `/api/pay/detail/${started.body.data.payment.id}`, { token: me.token });
    expect(paid.body.data).toMatchObject({ status: 'paid', card_id: expect.any(Number) });
    const card = await cardOf(paid.body.data.card_id);
    expect(card).toMatchObject({ userId: me.user.id, grams: 5000, remainingG: 5000, status: 'active' });
    expect(card.expiresAt.getTime() - new Date(paid.body.data.paid_at).getTime()).toBe(180 * 86_400_000);
  });

  it('an abandoned online card purchase: in the records with its ids; cancelled by its owner, or closed by the expiry sweep', async () => {
    const me = await newPayer(w);
    const start = async () =>
      (
        await post(
          w.t,
          '/api/pay/card',
          { card_product_id: w.product.id, use_wallet: false, method: 'sandbox', platform: 'h5', idempotency_key: newKey() },
          { token: me.token },
        )
      ).body.data.payment as { id: number; no: string };
    const records = async () =>
      (await get(w.t, '/api/card/record/lst', { token: me.token })).body.data.list.map(
        (r: { payment_no: string; payment_id: number; product_id: number; status: string }) => [
          r.payment_no,
          r.payment_id,
          r.product_id,
          r.status,
        ],
      );
    const left = await start();
    expect(await records()).toEqual([[left.no, left.id, w.product.id, 'pending']]);
    expect((await post(w.t, `/api/pay/cancel/${left.id}`, {}, { token: me.token })).body.data).toMatchObject({ status: 'cancelled' });
    const forgotten = await start();
    expect(await sweepPayments(w.t.app.deps)).toBe(0); // not due yet
    w.t.clock.advance(31 * 60);
    expect(await sweepPayments(w.t.app.deps)).toBeGreaterThanOrEqual(1);
    expect(await records()).toEqual([
      [forgotten.no, forgotten.id, w.product.id, 'cancelled'],
      [left.no, left.id, w.product.id, 'cancelled'],
    ]);
    expect(await paymentOf(forgotten.id)).toMatchObject({ status: 'cancelled' });
    expect(await w.t.db.select().from(cards).where(eq(cards.userId, me.user.id))).toEqual([]);
  });

  it('buying with too little in the wallet: 42020, nothing bought', async () => {
    const me = await newPayer(w);
    await giveWallet(w.t, me.user, 3999);
    const answer = await post(
      w.t,
      '/api/pay/card',
      { card_product_id: w.product.id, use_wallet: true, platform: 'h5', idempotency_key: newKey() },
      { token: me.token, lang: 'en' },
    );
    expect(answer.body).toEqual({ status: 42020, msg: 'Not enough in your wallet (balance 39.99)' });
    expect(await w.t.db.select().from(cards).where(eq(cards.userId, me.user.id))).toEqual([]);
    expect(await w.t.db.select().from(payments).where(eq(payments.userId, me.user.id))).toEqual([]);
  });
});

describe('staff refunds', () => {
  it('needs the staff role (40003) and a note', async () => {
    const me = await newPayer(w);
    const bill = await waybillToPay(w, me);
    await giveWallet(w.t, me.user, bill.amountDue);
    const paid = await post(w.t, '/api/pay/waybill', payBody(bill.id), { token: me.token });
    const id = paid.body.data.payment.id;
    expect((await post(w.t, `/api/staff/payment/refund/${id}`, { note: 'x' }, { token: me.token, lang: 'en' })).body).toEqual({
      status: 40003,
      msg: 'You are not allowed to do this',
    });
    expect((await get(w.t, '/api/staff/payment/lst', { token: me.token })).body.status).toBe(40003);
    expect((await get(w.t, '/api/staff/refund/lst', { token: me.token })).body.status).toBe(40003);
    expect((await post(w.t, `/api/staff/refund/retry/1`, undefined, { token: me.token })).body.status).toBe(40003);
    expect((await post(w.t, `/api/staff/payment/refund/${id}`, { note: 'x' }, { token: w.auStaff, site: '2', lang: 'en' })).body).toEqual({
      status: 40004,
      msg: 'No such payment',
    });
    expect((await paymentOf(id)).status).toBe('paid');
  });

  it('refunds a paid waybill with the note; a second refund is 42009', async () => {
    const me = await newPayer(w);
    const { bill, paymentId, paymentNo } = await paidWithEverything(w, me);
    const answer = await post(
      w.t,
      `/api/staff/payment/refund/${paymentId}`,
      { note: 'customer asked by phone' },
      { token: w.staff, lang: 'en' },
    );
    expect(answer.body).toMatchObject({
      status: 200,
      msg: 'Refund requested',
      data: {
        payment_no: paymentNo,
        waybill_no: bill.no,
        reason: 'staff',
        reason_text: 'Refunded by our staff: customer asked by phone',
        online_amount: 1000,
        wallet_amount: 60,
      },
    });
    await settle();
    expect((await refundOf(paymentId)).status).toBe('succeeded');
    const again = await post(w.t, `/api/staff/payment/refund/${paymentId}`, { note: 'again' }, { token: w.staff, lang: 'en' });
    expect(again.body).toEqual({ status: 42009, msg: 'The payment is refunded now, so this cannot be done: reload to see it' });
    const list = await get(w.t, '/api/staff/refund/lst?status=succeeded', { token: w.staff });
    expect(
      list.body.data.list.some((r: { payment_no: string; member_code: string }) => r.payment_no === paymentNo && r.member_code.length > 0),
    ).toBe(true);
    // The tabs' counts: every refund of the site per state, whichever state the list shows.
    for (const status of ['pending', 'failed', 'succeeded']) {
      const one = await get(w.t, `/api/staff/refund/lst?status=${status}`, { token: w.staff });
      expect(one.body.data.counts).toEqual(list.body.data.counts);
      expect(one.body.data.counts[status]).toBe(one.body.data.total);
    }
    expect(list.body.data.counts.succeeded).toBeGreaterThan(0);
  });

  it('voids an unused card bought with the wallet and puts the money back; a used card cannot be refunded', async () => {
    const me = await newPayer(w);
    const unused = await giveCard(w, me);
    const used = await giveCard(w, me);
    const bill = await waybillToPay(w, me);
    await post(w.t, '/api/pay/waybill', payBody(bill.id, { card_id: used, use_wallet: false }), { token: me.token });
    const [unusedCard, usedCard] = [await cardOf(unused), await cardOf(used)];
    const refused = await post(w.t, `/api/staff/payment/refund/${usedCard.paymentId}`, { note: 'asked' }, { token: w.staff, lang: 'en' });
    expect(refused.body).toEqual({ status: 42009, msg: 'This kilogram card has been used, so it cannot be refunded' });
    expect((await paymentOf(usedCard.paymentId)).status).toBe('paid');
    const done = await post(w.t, `/api/staff/payment/refund/${unusedCard.paymentId}`, { note: 'asked' }, { token: w.staff });
    expect(done.body.data).toMatchObject({ status: 'succeeded', wallet_amount: 4000, online_amount: 0 });
    expect(await cardOf(unused)).toMatchObject({ status: 'void', remainingG: 0 });
    expect(await balanceOf(w.t, me.token)).toBe(4000);
  });

  it('takes a top-up back out of the wallet while it is still there (42020 once spent)', async () => {
    const me = await newPayer(w);
    const topups = [];
    for (let i = 0; i < 2; i++) {
      const started = await post(
        w.t,
        '/api/pay/topup',
        { amount: 3000, method: 'sandbox', platform: 'h5', idempotency_key: newKey() },
        { token: me.token },
      );
      await sandboxPress(w.t, sandboxRef(started));
      topups.push(started.body.data.payment.id as number);
    }
    const bill = await waybillToPay(w, me); // 2330 of the 6000 spent
    await post(w.t, '/api/pay/waybill', payBody(bill.id), { token: me.token });
    const first = await post(w.t, `/api/staff/payment/refund/${topups[0]}`, { note: 'wrong amount' }, { token: w.staff });
    expect(first.body).toMatchObject({ status: 200, data: { online_amount: 3000, wallet_amount: 0 } });
    await settle();
    expect((await refundOf(topups[0])).status).toBe('succeeded');
    expect(await balanceOf(w.t, me.token)).toBe(670);
    const second = await post(w.t, `/api/staff/payment/refund/${topups[1]}`, { note: 'wrong amount' }, { token: w.staff, lang: 'en' });
    expect(second.body).toEqual({ status: 42020, msg: 'Not enough in your wallet (balance 6.70)' });
    expect((await paymentOf(topups[1])).status).toBe('paid');
    expect(await refundOf(topups[1])).toBeUndefined();
  });
});

describe('lists', () => {
  it("my payments, newest first, with my own only; another customer's payment is not found", async () => {
    const me = await newPayer(w);
    const other = await newPayer(w);
    await giveWallet(w.t, me.user, 10_000);
    const bill = await waybillToPay(w, me);
    const paid = await post(w.t, '/api/pay/waybill', payBody(bill.id), { token: me.token });
    const card = await post(
      w.t,
      '/api/pay/card',
      { card_product_id: w.product.id, use_wallet: true, platform: 'h5', idempotency_key: newKey() },
      { token: me.token, lang: 'en' },
    );
    const list = await get(w.t, '/api/pay/lst', { token: me.token, lang: 'en' });
    expect(list.body.data.list.map((p: { id: number }) => p.id)).toEqual([card.body.data.payment.id, paid.body.data.payment.id]);
    expect((await get(w.t, '/api/pay/lst?purpose=card', { token: me.token })).body.data.total).toBe(1);
    expect((await get(w.t, `/api/pay/detail/${paid.body.data.payment.id}`, { token: other.token, lang: 'en' })).body).toEqual({
      status: 40004,
      msg: 'No such payment',
    });
    expect((await post(w.t, `/api/pay/sync/${paid.body.data.payment.id}`, undefined, { token: other.token })).body.status).toBe(40004);
    expect((await get(w.t, '/api/pay/lst', { token: other.token })).body.data.total).toBe(0);
  });

  it('staff filter by status, purpose, method, keyword and local dates; sum over the filtered list', async () => {
    const me = await newPayer(w);
    const [user] = await w.t.db.select().from(users).where(eq(users.id, me.user.id));
    const bill = await waybillToPay(w, me);
    await giveWallet(w.t, me.user, 2000);
    const online = await post(w.t, '/api/pay/waybill', payBody(bill.id, { method: 'sandbox' }), { token: me.token });
    const topup = await post(
      w.t,
      '/api/pay/topup',
      { amount: 1500, method: 'sandbox', platform: 'h5', idempotency_key: newKey() },
      { token: me.token },
    );
    const list = async (query: string) => (await get(w.t, `/api/staff/payment/lst?${query}`, { token: w.staff })).body.data;
    const mine = await list(`keyword=${user.memberCode}`);
    expect(mine.list.map((p: { no: string }) => p.no).sort()).toEqual([online.body.data.payment.no, topup.body.data.payment.no].sort());
    // Nothing paid yet: both pending, and the paid total is nothing.
    expect(mine).toMatchObject({ total: 2, sum_amount: 0, by_status: [{ status: 'pending', count: 2, amount: 2330 + 1500 }] });
    expect(mine.list[0]).toMatchObject({ member_code: user.memberCode, refund: null });
    expect((await list(`keyword=${bill.no}`)).list.map((p: { id: number }) => p.id)).toEqual([online.body.data.payment.id]);
    expect((await list(`keyword=${topup.body.data.payment.no}&purpose=topup`)).total).toBe(1);
    expect((await list(`keyword=${user.memberCode}&status=pending&method=sandbox&purpose=waybill`)).list).toHaveLength(1);
    // Local dates in Pacific/Auckland: 2026-06-01T00:00Z is the 1st at noon there (moved on by earlier tests).
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Pacific/Auckland' }).format(w.t.clock.now);
    expect((await list(`keyword=${user.memberCode}&from=${today}&to=${today}`)).total).toBe(2);
    expect((await list(`keyword=${user.memberCode}&to=2026-05-31`)).total).toBe(0);
    const amounts = async (query: string) =>
      (await list(`keyword=${user.memberCode}&${query}`)).list.map((p: { amount: number }) => p.amount);
    expect(await amounts('sort=amount&order=asc')).toEqual([1500, 2330]);
    expect(await amounts('sort=amount')).toEqual([2330, 1500]);
    expect((await get(w.t, `/api/staff/payment/lst?from=${today}&to=2026-05-31`, { token: w.staff, lang: 'en' })).body).toMatchObject({
      status: 40001,
      msg: expect.stringContaining('to date'),
    });
    // The top-up paid, the waybill's failed: only the paid one is money taken; each state has its own line.
    await sandboxPress(w.t, sandboxRef(topup));
    await sandboxPress(w.t, sandboxRef(online), 'failed');
    expect(await list(`keyword=${user.memberCode}`)).toMatchObject({
      total: 2,
      sum_amount: 1500,
      by_status: [
        { status: 'paid', count: 1, amount: 1500 },
        { status: 'failed', count: 1, amount: 2330 },
      ],
    });
    const other = await get(w.t, `/api/staff/payment/lst?keyword=${user.memberCode}`, { token: w.auStaff, site: '2' });
    expect(other.body.data.total).toBe(0);
    const bad = await get(w.t, '/api/staff/payment/lst?from=2026-02-30', { token: w.staff, lang: 'en' });
    expect(bad.body).toEqual({ status: 40001, msg: 'from date: not a real date (YYYY-MM-DD)' });
  });
});
