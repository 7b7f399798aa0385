/**
 * Shared setup of the payment and wallet tests: the waybill world (customers, staff, priced waybills), a
 * kilogram card product and coupon templates of our own (the seeded registration coupons switched off so
 * every customer starts with none), wallet money, and the sandbox checkout driven as a payer would.
 */
import { eq } from 'drizzle-orm';
import { type Answer, answerOf, get, post, type TestApp } from '../../../test/helpers';
import {
  cardEntries,
  type CardProductRow,
  cardProducts,
  cards,
  coupons,
  couponTemplates,
  type UserRow,
  users,
  waybills,
} from '../../db/schema';
import { multipartForm } from '../address/test-support';
import { postWallet } from '../wallet/ledger';
import { type Customer, newCustomer, packedWaybill, startWorld, type World } from '../waybill/test-support';

export interface PayWorld extends World {
  product: CardProductRow;
}

export interface Payer extends Customer {
  user: UserRow;
}

let keySeq = 0;
/** A fresh idempotency key, as the app makes one per tap on "pay". */
export const newKey = () => `key-${process.pid}-${++keySeq}-${Math.random().toString(36).slice(2, 8)}`;

export async function startPayWorld(env: Record<string, string> = {}): Promise<PayWorld> {
  const w = await startWorld(env, { strictMoney: true });
  await w.t.db.update(couponTemplates).set({ active: false });
  const [product] = await w.t.db
    .insert(cardProducts)
    .values({
      siteId: 1,
      nameZh: '5公斤卡',
      nameEn: '5 kg card',
      grams: 5000,
      price: 4000,
      validDays: 180,
      channelCodes: [],
      active: true,
      sort: 0,
    })
    .returning();
  return { ...w, product };
}

export async function newPayer(w: World): Promise<Payer> {
  const customer = await newCustomer(w.t);
  const info = await get(w.t, '/api/user/info', { token: customer.token });
  const [user] = await w.t.db.select().from(users).where(eq(users.id, info.body.data.user.id));
  return { ...customer, user };
}

/** A packed, priced waybill (pending_payment) and what it costs. */
export async function waybillToPay(w: World, payer: Payer): Promise<{ id: number; no: string; amountDue: number }> {
  const made = await packedWaybill(w, payer);
  const [row] = await w.t.db.select().from(waybills).where(eq(waybills.id, made.id));
  return { id: made.id, no: made.no, amountDue: row.amountDue! };
}

/** Test setup only: wallet money posted straight to the ledger (top-ups through the API are tested on their own). */
export async function giveWallet(t: TestApp, user: UserRow, amount: number): Promise<void> {
  await t.db.transaction((tx) =>
    postWallet(tx, {
      siteId: user.siteId,
      userId: user.id,
      amount,
      kind: 'adjustment',
      refType: 'staff',
      refId: 0,
      noteZh: '测试',
      noteEn: 'test',
      now: t.clock.now,
    }),
  );
}

/** Test setup only: a coupon template and one coupon of it (issuing coupons is the coupon module's). */
export async function giveCoupon(t: TestApp, user: UserRow, terms: Partial<typeof couponTemplates.$inferInsert> = {}, days = 30) {
  const [template] = await t.db
    .insert(couponTemplates)
    .values({
      siteId: user.siteId,
      nameZh: '满减券',
      nameEn: 'Money off',
      kind: 'amount',
      value: 500,
      minSpend: 0,
      channelCodes: [],
      trigger: 'manual',
      ...terms,
    })
    .returning();
  const now = t.clock.now;
  const [coupon] = await t.db
    .insert(coupons)
    .values({
      siteId: user.siteId,
      userId: user.id,
      templateId: template.id,
      status: 'unused',
      startsAt: now,
      expiresAt: new Date(now.getTime() + days * 86_400_000),
      createdAt: now,
    })
    .returning();
  return coupon;
}

/** A card bought through the API with wallet money given for it. */
export async function giveCard(w: PayWorld, payer: Payer): Promise<number> {
  await giveWallet(w.t, payer.user, w.product.price);
  const bought = await post(
    w.t,
    '/api/pay/card',
    { card_product_id: w.product.id, use_wallet: true, platform: 'h5', idempotency_key: newKey() },
    { token: payer.token },
  );
  if (bought.body.status !== 200) throw new Error(`card: ${JSON.stringify(bought.body)}`);
  return bought.body.data.payment.card_id;
}

export const payBody = (waybillId: number, extra: Record<string, unknown> = {}) => ({
  waybill_id: waybillId,
  use_wallet: true,
  platform: 'h5',
  idempotency_key: newKey(),
  ...extra,
});

/** The sandbox checkout reference in a redirect client action. */
export function sandboxRef(answer: Answer): string {
  const url: string = answer.body.data.client.url;
  return url.slice(url.lastIndexOf('/') + 1);
}

/** The payer presses Pay (or Fail) on the sandbox page: a form post, answered with a 303 back to the app. */
export async function sandboxPress(t: TestApp, ref: string, outcome: 'paid' | 'failed' = 'paid') {
  return t.app.inject({
    method: 'POST',
    url: `/api/pay/sandbox/complete/${ref}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
}

/** A NZ$10 top-up paid through the sandbox, then refunded by staff on request: the refund call's answer. */
export async function refundedTopup(w: World, payer: Customer): Promise<Answer> {
  const topup = await post(
    w.t,
    '/api/pay/topup',
    { amount: 1000, idempotency_key: newKey(), method: 'sandbox', platform: 'h5' },
    { token: payer.token },
  );
  await sandboxPress(w.t, sandboxRef(topup));
  return post(w.t, `/api/staff/payment/refund/${topup.body.data.payment.id}`, { note: 'asked' }, { token: w.staff });
}

export async function balanceOf(t: TestApp, token: string): Promise<number> {
  return (await get(t, '/api/wallet/summary', { token })).body.data.balance;
}

/** Test setup only: a card that has already spent all but `remaining` grams (with the deduction entry that says so). */
export async function spendCard(t: TestApp, cardId: number, remaining: number): Promise<void> {
  const [card] = await t.db.select().from(cards).where(eq(cards.id, cardId));
  await t.db.update(cards).set({ remainingG: remaining }).where(eq(cards.id, cardId));
  await t.db.insert(cardEntries).values({
    siteId: card.siteId,
    userId: card.userId,
    cardId,
    kind: 'deduction',
    grams: remaining - card.remainingG,
    remainingAfter: remaining,
    createdAt: t.clock.now,
  });
}

/** A waybill paid with a 1000 g card (970 of the 2330 freight), a 300 coupon, 60 of wallet money and 1000 online (sandbox). */
export async function paidWithEverything(w: PayWorld, me: Payer) {
  const bill = await waybillToPay(w, me);
  const cardId = await giveCard(w, me);
  await spendCard(w.t, cardId, 1000);
  const coupon = await giveCoupon(w.t, me.user, { value: 300 });
  await giveWallet(w.t, me.user, 60);
  const started = await post(w.t, '/api/pay/waybill', payBody(bill.id, { card_id: cardId, coupon_id: coupon.id, method: 'sandbox' }), {
    token: me.token,
  });
  if (started.body.data?.payment?.online_amount !== 1000) throw new Error(`pay: ${JSON.stringify(started.body)}`);
  const pressed = await sandboxPress(w.t, sandboxRef(started));
  if (pressed.statusCode !== 303) throw new Error(`sandbox: ${pressed.body}`);
  return {
    bill,
    cardId,
    couponId: coupon.id,
    paymentId: started.body.data.payment.id as number,
    paymentNo: started.body.data.payment.no as string,
  };
}

/** A multipart upload of `content` as field "file" by `token`. */
export async function upload(t: TestApp, url: string, token: string, content: Buffer, name: string, type: string, lang = 'en', site = '1') {
  const form = multipartForm('file', name, type, content);
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...form.headers, 'x-token': token, 'x-lang': lang, 'site-id': site },
    payload: form.payload,
  });
  return answerOf(res);
}

/** Staff import a bank statement CSV. */
export const importStatement = (w: World, csv: string, token = w.staff, lang: 'en' | 'zh-cn' = 'en', site = '1') =>
  upload(w.t, '/api/staff/bank/import', token, Buffer.from(csv), 'statement.csv', 'text/csv', lang, site);

/** ANZ's export: one credit line per [reference, cents], the reference in the Reference field. */
export const anz = (lines: [string, number][], date = '01/06/2026') =>
  'Type,Details,Particulars,Code,Reference,Amount,Date,ForeignCurrencyAmount,ConversionCharge\n' +
  lines.map(([ref, cents]) => `Direct Credit,J SMITH,PARCELS,,${ref},${(cents / 100).toFixed(2)},${date},,`).join('\n');

/** What a bank-transfer start answers: the payment id, its reference and the amount to transfer. */
export function transferOf(started: Answer) {
  if (started.body.status !== 200) throw new Error(`transfer: ${JSON.stringify(started.body)}`);
  const { payment, client } = started.body.data;
  return { id: payment.id as number, reference: client.transfer.reference as string, amount: payment.online_amount as number };
}

/** A waybill paid by bank transfer: the waybill, its payment id, reference and amount. */
export async function payWaybillByTransfer(w: World, payer: Payer) {
  const bill = await waybillToPay(w, payer);
  const body = payBody(bill.id, { use_wallet: false, method: 'bank_transfer' });
  return { bill, ...transferOf(await post(w.t, '/api/pay/waybill', body, { token: payer.token, lang: 'en' })) };
}
