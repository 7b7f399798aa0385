/**
 * What the waybill list and detail say about money: due only while awaiting payment; paid with the money
 * actually paid (0 when a card covered it all, with the grams); refunded after a paid cancel; nothing for an
 * unpaid cancel. The detail carries the payment's lines and the refund.
 */
import { get, post } from '../../../test/helpers';
import { SandboxPay } from '../../providers/payment/sandbox';
import {
  giveCard,
  giveCoupon,
  giveWallet,
  newPayer,
  payBody,
  type PayWorld,
  sandboxPress,
  sandboxRef,
  startPayWorld,
  waybillToPay,
} from '../payment/test-support';

let w: PayWorld;
beforeAll(async () => {
  w = await startPayWorld();
});
afterAll(() => w.t.close());

const listed = async (token: string) => {
  const list = (await get(w.t, '/api/order/lst', { token })).body.data.list as { id: number; money: unknown }[];
  return (id: number) => list.find((x) => x.id === id)!.money;
};

describe('money on the waybill list and detail', () => {
  it('due while awaiting payment, paid with what was paid, refunded once cancelled, none when cancelled unpaid', async () => {
    const me = await newPayer(w);
    const byCard = await waybillToPay(w, me);
    const online = await waybillToPay(w, me);
    const unpaid = await waybillToPay(w, me);
    let money = await listed(me.token);
    expect(money(byCard.id)).toEqual({ state: 'due', amount: byCard.amountDue });

    const cardId = await giveCard(w, me);
    await post(w.t, '/api/pay/waybill', payBody(byCard.id, { card_id: cardId, use_wallet: false }), { token: me.token });
    const coupon = await giveCoupon(w.t, me.user, { value: 500 });
    const started = await post(
      w.t,
      '/api/pay/waybill',
      payBody(online.id, { coupon_id: coupon.id, use_wallet: false, method: 'sandbox' }),
      { token: me.token },
    );
    await sandboxPress(w.t, sandboxRef(started));
    await post(w.t, `/api/order/cancel/${unpaid.id}`, {}, { token: me.token });

    money = await listed(me.token);
    expect(money(byCard.id)).toEqual({ state: 'paid', amount: 0, card_grams: 2400, coupon_amount: 0 });
    expect(money(online.id)).toEqual({ state: 'paid', amount: online.amountDue - 500, card_grams: 0, coupon_amount: 500 });
    expect(money(unpaid.id)).toEqual({ state: 'none' });

    await post(w.t, `/api/order/cancel/${online.id}`, {}, { token: me.token });
    await (w.t.app.deps.payments.sandbox as SandboxPay).idle();
    money = await listed(me.token);
    expect(money(online.id)).toEqual({ state: 'refunded', amount: online.amountDue - 500, card_grams: 0, coupon_amount: 500 });

    const detail = (await get(w.t, `/api/order/detail/${online.id}`, { token: me.token, lang: 'en' })).body.data;
    expect(detail.payment).toMatchObject({
      status: 'refunded',
      amount: online.amountDue,
      coupon_amount: 500,
      online_amount: online.amountDue - 500,
      method: 'sandbox',
    });
    expect(detail.refund).toMatchObject({
      status: 'succeeded',
      reason_text: 'Waybill cancelled',
      online_amount: online.amountDue - 500,
      coupon_restored: true,
      method: 'sandbox',
    });
    const cardPaid = (await get(w.t, `/api/order/detail/${byCard.id}`, { token: me.token, lang: 'en' })).body.data;
    expect(cardPaid.payment).toMatchObject({
      status: 'paid',
      card_grams: 2400,
      card_amount: byCard.amountDue,
      card_name: '5 kg card',
      wallet_amount: 0,
      online_amount: 0,
    });
    expect(cardPaid.refund).toBeNull();
    expect((await get(w.t, `/api/order/detail/${unpaid.id}`, { token: me.token })).body.data).toMatchObject({
      payment: null,
      refund: null,
    });
  });

  it('shows the wallet part as paid money too', async () => {
    const me = await newPayer(w);
    const bill = await waybillToPay(w, me);
    await giveWallet(w.t, me.user, bill.amountDue);
    await post(w.t, '/api/pay/waybill', payBody(bill.id), { token: me.token });
    expect((await listed(me.token))(bill.id)).toEqual({ state: 'paid', amount: bill.amountDue, card_grams: 0, coupon_amount: 0 });
  });
});
