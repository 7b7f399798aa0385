/**
 * The money invariant check finds what it must: a ledger whose running balance is off, a card whose grams
 * don't match its entries, a used coupon without a live payment, a payment whose wallet part was never taken.
 * And the harness's close() refuses to pass a test file that leaves such a fault behind.
 */
import { eq } from 'drizzle-orm';
import { startApp } from '../../../test/helpers';
import { cards, coupons, payments, walletEntries } from '../../db/schema';
import { moneyFaults } from './invariants';
import { giveCard, giveCoupon, giveWallet, newPayer, type PayWorld, startPayWorld } from './test-support';

let w: PayWorld;
beforeAll(async () => {
  w = await startPayWorld();
});
afterAll(() => w.t.close());

it('is empty for money moved through the API, and names each kind of fault', async () => {
  const me = await newPayer(w);
  const cardId = await giveCard(w, me);
  const coupon = await giveCoupon(w.t, me.user);
  await giveWallet(w.t, me.user, 500);
  expect(await moneyFaults(w.t.db)).toEqual([]);

  const [entry] = await w.t.db.select().from(walletEntries).where(eq(walletEntries.userId, me.user.id)).orderBy(walletEntries.seq).limit(1);
  await w.t.db
    .update(walletEntries)
    .set({ balanceAfter: entry.balanceAfter + 1 })
    .where(eq(walletEntries.id, entry.id));
  await w.t.db.update(cards).set({ remainingG: 4999 }).where(eq(cards.id, cardId));
  await w.t.db.update(coupons).set({ status: 'used' }).where(eq(coupons.id, coupon.id));
  const [card] = await w.t.db.select().from(cards).where(eq(cards.id, cardId));
  await w.t.db.update(payments).set({ walletAmount: 3000, onlineAmount: 1000 }).where(eq(payments.id, card.paymentId));

  const faults = await moneyFaults(w.t.db);
  expect(faults).toEqual(
    expect.arrayContaining([
      `wallet of user ${me.user.id}, entry ${entry.seq}: running_sum`,
      expect.stringMatching(new RegExp(`^card remaining_g is not grams \\+ its entries: \\{"ref":${cardId},`)),
      expect.stringMatching(new RegExp(`^used coupon without a live payment: \\{"ref":${coupon.id},`)),
      expect.stringMatching(new RegExp(`^payment's wallet entries differ from its wallet part: \\{"ref":${card.paymentId},`)),
    ]),
  );
  // The base check (after other modules' test files) leaves out the payment-to-ledger ties.
  expect((await moneyFaults(w.t.db, { strict: false })).some((f) => f.startsWith("payment's wallet entries"))).toBe(false);

  // Repaired, so this file's own close() passes.
  await w.t.db.update(walletEntries).set({ balanceAfter: entry.balanceAfter }).where(eq(walletEntries.id, entry.id));
  await w.t.db.update(cards).set({ remainingG: 5000 }).where(eq(cards.id, cardId));
  await w.t.db.update(coupons).set({ status: 'unused' }).where(eq(coupons.id, coupon.id));
  await w.t.db.update(payments).set({ walletAmount: 4000, onlineAmount: 0 }).where(eq(payments.id, card.paymentId));
  expect(await moneyFaults(w.t.db)).toEqual([]);
});

it('makes a test file fail when it leaves a fault behind', async () => {
  const t = await startApp();
  const me = await newPayer({ ...w, t });
  await giveWallet(t, me.user, 100);
  await t.db.update(walletEntries).set({ balanceAfter: 99 }).where(eq(walletEntries.userId, me.user.id));
  await expect(t.close()).rejects.toThrow(/money invariants broken:\n {2}wallet of user \d+, entry 1: running_sum/);
});
