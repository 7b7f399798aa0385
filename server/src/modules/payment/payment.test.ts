/**
 * Paying a waybill through the API: the options and preview, then every mix (wallet, card, coupon, sandbox
 * online) with the rows each one must leave: grams and card entries, the coupon, the ledger, the waybill.
 */
import { and, eq } from 'drizzle-orm';
import { get, post } from '../../../test/helpers';
import { cardEntries, cards, coupons, paymentEvents, payments, walletEntries, waybills } from '../../db/schema';
import {
  balanceOf,
  giveCard,
  giveCoupon,
  giveWallet,
  newKey,
  newPayer,
  payBody,
  type Payer,
  type PayWorld,
  sandboxPress,
  sandboxRef,
  spendCard,
  startPayWorld,
  waybillToPay,
} from './test-support';

let w: PayWorld;
beforeAll(async () => {
  w = await startPayWorld();
});
afterAll(() => w.t.close());

const waybillStatus = async (id: number) => (await w.t.db.select().from(waybills).where(eq(waybills.id, id)))[0].status;
const cardRow = async (id: number) => (await w.t.db.select().from(cards).where(eq(cards.id, id)))[0];
const couponRow = async (id: number) => (await w.t.db.select().from(coupons).where(eq(coupons.id, id)))[0];
const paymentRow = async (id: number) => (await w.t.db.select().from(payments).where(eq(payments.id, id)))[0];

describe('the payment page', () => {
  let me: Payer;
  let bill: Awaited<ReturnType<typeof waybillToPay>>;
  let cardId: number;
  let bigCoupon: number;
  let smallCoupon: number;
  beforeAll(async () => {
    me = await newPayer(w);
    bill = await waybillToPay(w, me);
    cardId = await giveCard(w, me);
    smallCoupon = (await giveCoupon(w.t, me.user, { value: 100 })).id;
    bigCoupon = (await giveCoupon(w.t, me.user, { kind: 'percent', value: 50, maxOff: 10_000, nameEn: 'Half off' })).id;
    await giveCoupon(w.t, me.user, { minSpend: 1_000_000 }); // not usable: minimum spend
    await giveWallet(w.t, me.user, 700);
  });

  it('lists usable cards and coupons (best first), the cheapest for the customer preselected, the wallet and the methods', async () => {
    expect(bill.amountDue).toBe(2330); // 2400 g chargeable: 1000 + 14 x 95
    const answer = await get(w.t, `/api/pay/options?waybill_id=${bill.id}&platform=h5`, { token: me.token, lang: 'en' });
    expect(answer.body.status).toBe(200);
    const data = answer.body.data;
    expect(data).toMatchObject({
      waybill: { id: bill.id, no: bill.no, status: 'pending_payment', channel_code: 'nz-general-economy', chargeable_g: 2400 },
      currency: 'NZD',
      amount_due: 2330,
      wallet_balance: 700,
      methods: ['alipay', 'sandbox', 'bank_transfer'], // the sandbox plays Alipay; the demo site's bank account is seeded
      // 2.4 kg of a NZ$40 / 5 kg card is NZ$19.20 of card value for NZ$23.30 of freight...
      cards: [{ id: cardId, name: '5 kg card', remaining_g: 5000, grams: 2400, amount_off: 2330, value: 1920 }],
      // ...but half off with the coupon costs NZ$11.65 and keeps the card: that is preselected.
      best: { card_id: null, coupon_id: bigCoupon },
    });
    expect(data.coupons.map((c: { id: number; amount_off: number }) => [c.id, c.amount_off])).toEqual([
      [bigCoupon, 1165],
      [smallCoupon, 100],
    ]);
    const weapp = await get(w.t, `/api/pay/options?waybill_id=${bill.id}&platform=weapp`, { token: me.token });
    expect(weapp.body.data.methods).toEqual(['bank_transfer']); // WeChat Pay is not configured here, and the sandbox is a web page
  });

  it('preselects a card that costs less than paying, and not one that costs more (showing both figures)', async () => {
    const other = await newPayer(w);
    const theirs = await waybillToPay(w, other);
    const card = await giveCard(w, other);
    const options = async () => (await get(w.t, `/api/pay/options?waybill_id=${theirs.id}&platform=h5`, { token: other.token })).body.data;
    expect(await options()).toMatchObject({ cards: [{ id: card, amount_off: 2330, value: 1920 }], best: { card_id: card } });
    // Set-up: a dearer card (NZ$60 for 5 kg): 2.4 kg of it is NZ$28.80 for NZ$23.30 of freight.
    await w.t.db.update(cards).set({ price: 6000 }).where(eq(cards.id, card));
    expect(await options()).toMatchObject({
      cards: [{ id: card, amount_off: 2330, value: 2880 }],
      best: { card_id: null, coupon_id: null },
    });
  });

  it('without a card, preselects the coupon that takes most off', async () => {
    const other = await newPayer(w);
    const theirs = await waybillToPay(w, other);
    const small = await giveCoupon(w.t, other.user, { value: 200 });
    const big = await giveCoupon(w.t, other.user, { kind: 'percent', value: 20, maxOff: 1000 });
    const options = await get(w.t, `/api/pay/options?waybill_id=${theirs.id}&platform=weapp`, { token: other.token });
    expect(options.body.data.coupons.map((c: { id: number; amount_off: number }) => [c.id, c.amount_off])).toEqual([
      [big.id, 466],
      [small.id, 200],
    ]);
    expect(options.body.data).toMatchObject({ cards: [], best: { card_id: null, coupon_id: big.id }, wallet_balance: 0 });
    const unknown = await w.t.app.inject({ method: 'GET', url: '/api/pay/sandbox/checkout/sbx_nope' });
    expect(JSON.parse(unknown.body)).toMatchObject({ status: 40004 });
  });

  it('previews every combination; the parts always add up to the amount due', async () => {
    const preview = async (choice: Record<string, unknown>) =>
      (await post(w.t, '/api/pay/preview', { waybill_id: bill.id, use_wallet: false, ...choice }, { token: me.token })).body;
    expect((await preview({})).data).toEqual({
      amount: 2330,
      card_id: null,
      card_grams: 0,
      card_amount: 0,
      coupon_id: null,
      coupon_amount: 0,
      wallet_amount: 0,
      online_amount: 2330,
      points_used: 0,
      points_amount: 0,
      points_max: 0,
    });
    expect((await preview({ use_wallet: true })).data).toMatchObject({ wallet_amount: 700, online_amount: 1630 });
    expect((await preview({ coupon_id: bigCoupon })).data).toMatchObject({
      coupon_id: bigCoupon,
      coupon_amount: 1165,
      online_amount: 1165,
    });
    expect((await preview({ coupon_id: smallCoupon, use_wallet: true })).data).toMatchObject({
      coupon_amount: 100,
      wallet_amount: 700,
      online_amount: 1530,
    });
    expect((await preview({ card_id: cardId, coupon_id: bigCoupon, use_wallet: true })).data).toEqual({
      amount: 2330,
      card_id: cardId,
      card_grams: 2400,
      card_amount: 2330,
      coupon_id: null,
      coupon_amount: 0,
      wallet_amount: 0,
      online_amount: 0,
      points_used: 0,
      points_amount: 0,
      points_max: 0,
    });
    const unusable = await post(
      w.t,
      '/api/pay/preview',
      { waybill_id: bill.id, use_wallet: false, coupon_id: (await giveCoupon(w.t, me.user, { minSpend: 999_999 })).id },
      { token: me.token, lang: 'en' },
    );
    expect(unusable.body).toEqual({ status: 42021, msg: "This waybill doesn't reach the coupon's minimum spend" });
  });

  it("answers 40004 for another customer's waybill, card or coupon", async () => {
    const other = await newPayer(w);
    expect((await get(w.t, `/api/pay/options?waybill_id=${bill.id}&platform=h5`, { token: other.token, lang: 'en' })).body).toEqual({
      status: 40004,
      msg: 'No such waybill',
    });
    const theirs = await waybillToPay(w, other);
    const withMyCard = await post(w.t, '/api/pay/waybill', payBody(theirs.id, { card_id: cardId }), { token: other.token, lang: 'en' });
    expect(withMyCard.body).toEqual({ status: 40004, msg: 'No such kilogram card' });
    const withMyCoupon = await post(
      w.t,
      '/api/pay/preview',
      { waybill_id: theirs.id, use_wallet: false, coupon_id: bigCoupon },
      { token: other.token, lang: 'en' },
    );
    expect(withMyCoupon.body).toEqual({ status: 40004, msg: 'No such coupon' });
    expect((await cardRow(cardId)).remainingG).toBe(5000);
  });
});

describe('paying', () => {
  it('with the wallet only: paid at once, the waybill awaits dispatch, one ledger entry', async () => {
    const me = await newPayer(w);
    const bill = await waybillToPay(w, me);
    await giveWallet(w.t, me.user, 3000);
    const answer = await post(w.t, '/api/pay/waybill', payBody(bill.id), { token: me.token, lang: 'en' });
    expect(answer.body).toMatchObject({
      status: 200,
      msg: 'Paid',
      data: {
        client: null,
        payment: { status: 'paid', purpose: 'waybill', amount: 2330, wallet_amount: 2330, online_amount: 0, waybill_no: bill.no },
      },
    });
    expect(answer.body.data.payment.no).toMatch(/^P\d{14}$/);
    expect(await waybillStatus(bill.id)).toBe('pending_dispatch');
    expect(await balanceOf(w.t, me.token)).toBe(670);
    const detail = await get(w.t, `/api/order/detail/${bill.id}`, { token: me.token });
    expect(detail.body.data.actions).toEqual(['track', 'cancel']);
    const ledger = await get(w.t, '/api/wallet/lst', { token: me.token, lang: 'en' });
    expect(ledger.body.data.list[0]).toMatchObject({
      amount: -2330,
      balance_after: 670,
      kind: 'payment',
      reason: `Payment for waybill ${bill.no}`,
      ref_no: answer.body.data.payment.no,
    });
    // Paying again: the waybill is no longer waiting for payment.
    const again = await post(w.t, '/api/pay/waybill', payBody(bill.id), { token: me.token, lang: 'en' });
    expect(again.body).toEqual({ status: 42009, msg: 'The waybill is awaiting dispatch now, so this cannot be done: reload to see it' });
    expect(await balanceOf(w.t, me.token)).toBe(670);
  });

  it('with a card only: the grams and the freight they cover, a deduction entry', async () => {
    const me = await newPayer(w);
    const bill = await waybillToPay(w, me);
    const cardId = await giveCard(w, me);
    const answer = await post(w.t, '/api/pay/waybill', payBody(bill.id, { card_id: cardId, use_wallet: false }), {
      token: me.token,
      lang: 'en',
    });
    expect(answer.body.data.payment).toMatchObject({
      status: 'paid',
      card_grams: 2400,
      card_amount: 2330,
      online_amount: 0,
      card_name: '5 kg card',
    });
    expect((await cardRow(cardId)).remainingG).toBe(2600);
    const entries = await w.t.db.select().from(cardEntries).where(eq(cardEntries.cardId, cardId));
    expect(entries.map((e) => [e.kind, e.grams, e.amount, e.remainingAfter, e.waybillId])).toEqual([
      ['purchase', 5000, 0, 5000, null],
      ['deduction', -2400, 2330, 2600, bill.id],
    ]);
    expect(await waybillStatus(bill.id)).toBe('pending_dispatch');
  });

  it('with a coupon and the wallet: the coupon used on this waybill', async () => {
    const me = await newPayer(w);
    const bill = await waybillToPay(w, me);
    const coupon = await giveCoupon(w.t, me.user, { value: 500 });
    await giveWallet(w.t, me.user, 1830);
    const answer = await post(w.t, '/api/pay/waybill', payBody(bill.id, { coupon_id: coupon.id }), { token: me.token });
    expect(answer.body.data.payment).toMatchObject({ status: 'paid', coupon_amount: 500, wallet_amount: 1830, online_amount: 0 });
    expect(await couponRow(coupon.id)).toMatchObject({ status: 'used', waybillId: bill.id, paymentId: answer.body.data.payment.id });
    expect(await balanceOf(w.t, me.token)).toBe(0);
  });

  it('online without a method: names the field; a method of another platform: 42030; nothing held', async () => {
    const me = await newPayer(w);
    const bill = await waybillToPay(w, me);
    const coupon = await giveCoupon(w.t, me.user);
    const noMethod = await post(w.t, '/api/pay/waybill', payBody(bill.id, { coupon_id: coupon.id }), { token: me.token, lang: 'en' });
    expect(noMethod.body).toEqual({ status: 40001, msg: 'payment method: required' });
    const stripe = await post(w.t, '/api/pay/waybill', payBody(bill.id, { coupon_id: coupon.id, method: 'stripe' }), {
      token: me.token,
      lang: 'en',
    });
    expect(stripe.body).toEqual({ status: 42030, msg: 'This payment method is not available here: choose another' });
    expect((await couponRow(coupon.id)).status).toBe('unused');
    expect(await w.t.db.select().from(payments).where(eq(payments.waybillId, bill.id))).toEqual([]);
  });

  it('card + coupon + sandbox online: pending with the parts held, then the signed notification pays it once', async () => {
    const me = await newPayer(w);
    const bill = await waybillToPay(w, me);
    // A 1 kg card covers 1000 of 2400 g: 970 of the 2330 freight.
    const cardId = await giveCard(w, me);
    await spendCard(w.t, cardId, 1000);
    const coupon = await giveCoupon(w.t, me.user, { value: 300 });
    await giveWallet(w.t, me.user, 60);
    const key = newKey();
    const body = payBody(bill.id, {
      card_id: cardId,
      coupon_id: coupon.id,
      method: 'sandbox',
      idempotency_key: key,
      return_url: 'http://localhost:80/pages/waybill/payment/index?id=1',
    });
    const started = await post(w.t, '/api/pay/waybill', body, { token: me.token, lang: 'en' });
    expect(started.body).toMatchObject({
      status: 200,
      msg: 'Finish the payment',
      data: {
        payment: {
          status: 'pending',
          card_grams: 1000,
          card_amount: 970,
          coupon_amount: 300,
          wallet_amount: 60,
          online_amount: 1000,
          method: 'sandbox',
        },
        client: { type: 'redirect' },
      },
    });
    const paymentId = started.body.data.payment.id;
    // Held meanwhile: the grams, the coupon and the wallet money are taken; the waybill still awaits payment.
    expect((await cardRow(cardId)).remainingG).toBe(0);
    expect((await couponRow(coupon.id)).status).toBe('used');
    expect(await balanceOf(w.t, me.token)).toBe(0);
    expect(await waybillStatus(bill.id)).toBe('pending_payment');
    // A retry with the same key answers the same payment and checkout.
    const retry = await post(w.t, '/api/pay/waybill', body, { token: me.token });
    expect(retry.body.data.payment.id).toBe(paymentId);
    expect(retry.body.data.client).toEqual(started.body.data.client);

    // The checkout speaks the language the customer paid in, whatever the browser's.
    const page = await w.t.app.inject({
      method: 'GET',
      url: started.body.data.client.url.replace(/^https?:\/\/[^/]+/, ''),
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('NZ$10.00');
    expect(page.body).toContain('This is a sandbox: no money moves.');
    const pressed = await sandboxPress(w.t, sandboxRef(started));
    expect(pressed.statusCode).toBe(303);
    expect(pressed.headers.location).toBe('http://localhost/pages/waybill/payment/index?id=1');
    // An app served apart from the API (the H5 dev server) may come back to its own origin, no other.
    const devApp = { platform: 'h5', method: 'sandbox', return_url: 'http://localhost:10086/pages/mine/my-wallet/index' };
    const fromDev = await post(
      w.t,
      '/api/pay/topup',
      { amount: 1000, idempotency_key: newKey(), ...devApp },
      { token: me.token, headers: { origin: 'http://localhost:10086' } },
    );
    expect(fromDev.body.status).toBe(200);
    const elsewhere = await post(
      w.t,
      '/api/pay/topup',
      { amount: 1000, idempotency_key: newKey(), ...devApp },
      { token: me.token, lang: 'en', headers: { origin: 'http://localhost:9999' } },
    );
    expect(elsewhere.body).toEqual({ status: 40001, msg: 'return address: must be an address of this app' });

    expect(await paymentRow(paymentId)).toMatchObject({ status: 'paid', transactionId: expect.stringMatching(/^sbx_/) });
    expect(await waybillStatus(bill.id)).toBe('pending_dispatch');
    const events = await w.t.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));
    expect(events.map((e) => [e.provider, e.outcome])).toEqual([['sandbox', 'paid']]);
    // Pressing again, syncing, or the sweep change nothing more.
    expect((await sandboxPress(w.t, sandboxRef(started))).statusCode).toBe(303);
    const synced = await post(w.t, `/api/pay/sync/${paymentId}`, undefined, { token: me.token });
    expect(synced.body.data.status).toBe('paid');
    const moved = await w.t.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.refType, 'payment'), eq(walletEntries.refId, paymentId)));
    expect(moved.map((e) => e.amount)).toEqual([-60]);
    expect((await get(w.t, `/api/pay/detail/${paymentId}`, { token: me.token })).body.data).toMatchObject({
      status: 'paid',
      paid_at: expect.any(String),
    });
  });

  it('a payer pressing Fail on the sandbox page: the payment failed, the holds given back', async () => {
    const me = await newPayer(w);
    const bill = await waybillToPay(w, me);
    const coupon = await giveCoupon(w.t, me.user, { value: 300 });
    await giveWallet(w.t, me.user, 100);
    const started = await post(w.t, '/api/pay/waybill', payBody(bill.id, { coupon_id: coupon.id, method: 'sandbox' }), { token: me.token });
    expect((await sandboxPress(w.t, sandboxRef(started), 'failed')).statusCode).toBe(303);
    expect(await paymentRow(started.body.data.payment.id)).toMatchObject({ status: 'failed', failureReason: 'failed' });
    expect((await couponRow(coupon.id)).status).toBe('unused');
    expect(await balanceOf(w.t, me.token)).toBe(100);
    expect(await waybillStatus(bill.id)).toBe('pending_payment');
  });

  it('a new attempt replaces a pending one: its holds come back before the new one takes them', async () => {
    const me = await newPayer(w);
    const bill = await waybillToPay(w, me);
    const coupon = await giveCoupon(w.t, me.user, { value: 300 });
    await giveWallet(w.t, me.user, 100);
    const first = await post(w.t, '/api/pay/waybill', payBody(bill.id, { coupon_id: coupon.id, method: 'sandbox' }), { token: me.token });
    expect(first.body.data.payment).toMatchObject({ status: 'pending', wallet_amount: 100, coupon_amount: 300 });
    const second = await post(w.t, '/api/pay/waybill', payBody(bill.id, { coupon_id: coupon.id, method: 'sandbox' }), { token: me.token });
    expect(second.body.data.payment).toMatchObject({ status: 'pending', wallet_amount: 100, coupon_amount: 300 });
    expect(await paymentRow(first.body.data.payment.id)).toMatchObject({ status: 'cancelled', failureReason: 'replaced' });
    expect(await balanceOf(w.t, me.token)).toBe(0);
    // The first checkout was closed at the provider: pressing Pay there does nothing.
    expect(await sandboxPress(w.t, sandboxRef(first))).toMatchObject({ statusCode: 200 });
    expect(await paymentRow(second.body.data.payment.id)).toMatchObject({ status: 'pending' });
  });
});
