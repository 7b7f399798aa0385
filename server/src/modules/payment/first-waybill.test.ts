/**
 * The first-waybill coupon ("新人首单券"): usable only while none of the customer's other waybills is paid
 * (however it was paid: card, coupon, wallet or online; a refunded one doesn't count), said in its text, refused
 * by the server on a later waybill; and the payment page's list of valid coupons a waybill can't take, with why.
 */
import { get, post } from '../../../test/helpers';
import { giveCard, giveCoupon, giveWallet, newPayer, payBody, type PayWorld, startPayWorld, waybillToPay } from './test-support';

let w: PayWorld;
beforeAll(async () => {
  w = await startPayWorld();
});
afterAll(() => w.t.close());

const options = (token: string, id: number, lang?: string) =>
  get(w.t, `/api/pay/options?waybill_id=${id}&platform=h5`, { token, lang }).then((a) => a.body.data);
const first = { nameZh: '新人首单券', nameEn: 'Welcome coupon: first waybill', value: 500, firstWaybillOnly: true };

describe('the first-waybill coupon', () => {
  it('says "first paid waybill only" in its text, in both languages', async () => {
    const me = await newPayer(w);
    await giveCoupon(w.t, me.user, { ...first, minSpend: 2000 });
    expect((await get(w.t, '/api/user/coupon/lst', { token: me.token })).body.data.list[0].description).toBe(
      '满 NZ$20.00 减 NZ$5.00,仅限首个付款运单',
    );
    expect((await get(w.t, '/api/user/coupon/lst', { token: me.token, lang: 'en' })).body.data.list[0].description).toBe(
      'NZ$5.00 off orders of NZ$20.00 or more, first paid waybill only',
    );
  });

  it('pays the first waybill; once that one is paid by card alone, the second waybill is refused it, listed greyed with why', async () => {
    const me = await newPayer(w);
    const one = await waybillToPay(w, me);
    const two = await waybillToPay(w, me);
    const coupon = await giveCoupon(w.t, me.user, first);
    // Before anything is paid it is usable on either.
    expect((await options(me.token, two.id)).coupons.map((c: { id: number }) => c.id)).toEqual([coupon.id]);

    const cardId = await giveCard(w, me);
    const paidByCard = await post(w.t, '/api/pay/waybill', payBody(one.id, { card_id: cardId, use_wallet: false }), { token: me.token });
    expect(paidByCard.body.data.payment).toMatchObject({ status: 'paid', card_amount: one.amountDue, online_amount: 0 });

    const after = await options(me.token, two.id, 'en');
    expect(after.coupons).toEqual([]);
    expect(after.unusable_coupons).toEqual([
      expect.objectContaining({ id: coupon.id, name: 'Welcome coupon: first waybill', first_waybill_only: true, reason: 'first_waybill' }),
    ]);
    await giveWallet(w.t, me.user, two.amountDue);
    const refused = await post(w.t, '/api/pay/waybill', payBody(two.id, { coupon_id: coupon.id }), { token: me.token, lang: 'en' });
    expect(refused.body).toEqual({
      status: 42021,
      msg: 'This coupon is only for your first paid waybill, and you already have a paid one',
    });
    const refusedZh = await post(w.t, '/api/pay/waybill', payBody(two.id, { coupon_id: coupon.id }), { token: me.token });
    expect(refusedZh.body.msg).toBe('该优惠券仅限首个付款运单使用,您已有付款的运单');
    expect(
      (await post(w.t, '/api/pay/preview', { waybill_id: two.id, coupon_id: coupon.id, use_wallet: true }, { token: me.token })).body
        .status,
    ).toBe(42021);

    // The first waybill cancelled and refunded: the second is now the first paid one.
    expect((await post(w.t, `/api/order/cancel/${one.id}`, {}, { token: me.token })).body.data.status).toBe('cancelled');
    const paid = await post(w.t, '/api/pay/waybill', payBody(two.id, { coupon_id: coupon.id }), { token: me.token });
    expect(paid.body.data.payment).toMatchObject({ status: 'paid', coupon_amount: 500 });
  });

  it("is judged per customer: someone else's paid waybill changes nothing", async () => {
    const other = await newPayer(w);
    const theirs = await waybillToPay(w, other);
    await giveWallet(w.t, other.user, theirs.amountDue);
    expect((await post(w.t, '/api/pay/waybill', payBody(theirs.id), { token: other.token })).body.data.payment.status).toBe('paid');
    const me = await newPayer(w);
    const mine = await waybillToPay(w, me);
    const coupon = await giveCoupon(w.t, me.user, first);
    expect((await options(me.token, mine.id)).best.coupon_id).toBe(coupon.id);
  });
});

describe('valid coupons a waybill cannot take', () => {
  it('lists a coupon below its minimum spend or for another line with the reason, apart from the usable ones', async () => {
    const me = await newPayer(w);
    const bill = await waybillToPay(w, me);
    const usable = await giveCoupon(w.t, me.user, { value: 100 });
    const big = await giveCoupon(w.t, me.user, { value: 800, minSpend: 5000 });
    const food = await giveCoupon(w.t, me.user, { value: 300, channelCodes: ['nz-food-health'] });
    const data = await options(me.token, bill.id);
    expect(data.coupons.map((c: { id: number }) => c.id)).toEqual([usable.id]);
    expect(data.unusable_coupons).toEqual([
      expect.objectContaining({ id: big.id, min_spend: 5000, value: 800, reason: 'min_spend' }),
      expect.objectContaining({ id: food.id, reason: 'channel' }),
    ]);
  });
});
