/**
 * Races, as many taps at once as the app can send (Promise.all of app.inject): on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL with its real concurrency. Nothing pays twice; no balance goes below zero.
 */
import { asc, eq } from 'drizzle-orm';
import { post } from '../../../test/helpers';
import { cards, coupons, payments, walletEntries, waybills } from '../../db/schema';
import { balanceOf, giveCoupon, giveWallet, newKey, newPayer, payBody, type PayWorld, startPayWorld, waybillToPay } from './test-support';

jest.setTimeout(180_000);

let w: PayWorld;
beforeAll(async () => {
  w = await startPayWorld();
});
afterAll(() => w.t.close());

const N = 200;
const statuses = (answers: { body: { status: number } }[]) => {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.body.status] = (counts[a.body.status] ?? 0) + 1;
  return counts;
};

it(`${N} pay requests with different keys on one waybill: exactly one payment, the wallet debited once`, async () => {
  const me = await newPayer(w);
  const bill = await waybillToPay(w, me);
  await giveWallet(w.t, me.user, bill.amountDue * 2);
  const answers = await Promise.all(Array.from({ length: N }, () => post(w.t, '/api/pay/waybill', payBody(bill.id), { token: me.token })));
  expect(statuses(answers)).toEqual({ 200: 1, 42009: N - 1 });
  const rows = await w.t.db.select().from(payments).where(eq(payments.waybillId, bill.id));
  expect(rows.map((p) => p.status)).toEqual(['paid']);
  expect(await balanceOf(w.t, me.token)).toBe(bill.amountDue);
  expect((await w.t.db.select().from(waybills).where(eq(waybills.id, bill.id)))[0].status).toBe('pending_dispatch');
});

it(`${N} pay requests with the same key: one payment, every answer is that payment`, async () => {
  const me = await newPayer(w);
  const bill = await waybillToPay(w, me);
  await giveWallet(w.t, me.user, bill.amountDue * 2);
  const body = payBody(bill.id);
  const answers = await Promise.all(Array.from({ length: N }, () => post(w.t, '/api/pay/waybill', body, { token: me.token })));
  expect(statuses(answers)).toEqual({ 200: N });
  const ids = new Set(answers.map((a) => a.body.data.payment.id));
  expect(ids.size).toBe(1);
  expect(answers.every((a) => a.body.data.payment.status === 'paid')).toBe(true);
  expect(await w.t.db.select({ id: payments.id }).from(payments).where(eq(payments.waybillId, bill.id))).toHaveLength(1);
  expect(await balanceOf(w.t, me.token)).toBe(bill.amountDue);
});

it(`${N} card purchases with the wallet against a wallet worth 3 cards: exactly 3 cards, never below zero`, async () => {
  const me = await newPayer(w);
  await giveWallet(w.t, me.user, w.product.price * 3 + 1000);
  const answers = await Promise.all(
    Array.from({ length: N }, () =>
      post(
        w.t,
        '/api/pay/card',
        { card_product_id: w.product.id, use_wallet: true, platform: 'h5', idempotency_key: newKey() },
        { token: me.token },
      ),
    ),
  );
  expect(statuses(answers)).toEqual({ 200: 3, 42020: N - 3 });
  expect(await w.t.db.select().from(cards).where(eq(cards.userId, me.user.id))).toHaveLength(3);
  expect(await w.t.db.select().from(payments).where(eq(payments.userId, me.user.id))).toHaveLength(3);
  const entries = await w.t.db.select().from(walletEntries).where(eq(walletEntries.userId, me.user.id)).orderBy(asc(walletEntries.seq));
  expect(entries.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
  let running = 0;
  for (const e of entries) {
    running += e.amount;
    expect(e.balanceAfter).toBe(running);
    expect(e.balanceAfter).toBeGreaterThanOrEqual(0);
  }
  expect(running).toBe(1000);
});

it('one coupon offered on two waybills at once: one wins, the other takes nothing', async () => {
  const me = await newPayer(w);
  const [a, b] = [await waybillToPay(w, me), await waybillToPay(w, me)];
  const coupon = await giveCoupon(w.t, me.user, { value: 330 });
  await giveWallet(w.t, me.user, 2000 * 2);
  const answers = await Promise.all(
    [a, b].map((bill) => post(w.t, '/api/pay/waybill', payBody(bill.id, { coupon_id: coupon.id }), { token: me.token })),
  );
  const won = answers.filter((x) => x.body.status === 200);
  const lost = answers.filter((x) => x.body.status !== 200);
  expect(won).toHaveLength(1);
  expect(lost).toHaveLength(1);
  expect([42021, 42009]).toContain(lost[0].body.status);
  const winner = won[0].body.data.payment;
  expect(winner).toMatchObject({ status: 'paid', coupon_amount: 330, wallet_amount: 2000 });
  expect((await w.t.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]).toMatchObject({ status: 'used', paymentId: winner.id });
  const loser = winner.waybill_id === a.id ? b : a;
  expect(await w.t.db.select().from(payments).where(eq(payments.waybillId, loser.id))).toEqual([]);
  expect(await balanceOf(w.t, me.token)).toBe(2000);
});
