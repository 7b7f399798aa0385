/**
 * Properties of the split rules over random waybills, cards, coupons and wallets: the parts add up, none is
 * negative, the card never covers more than the freight (nor more grams than it has or the waybill weighs),
 * the coupon never takes more than what the card left, the wallet never more than its balance.
 */
import fc from 'fast-check';
import { cardCover, couponOff, freightOf, splitPayment, type WaybillToPay } from './split';

const waybillArb = fc
  .record({
    chargeable: fc.integer({ min: 0, max: 60_000 }),
    firstPrice: fc.integer({ min: 0, max: 5_000 }),
    additionalPrice: fc.integer({ min: 0, max: 100_000 }),
    extras: fc.integer({ min: 0, max: 20_000 }),
  })
  .map(({ chargeable, firstPrice, additionalPrice, extras }): WaybillToPay => ({
    channelCode: 'nz-general-economy',
    amountDue: firstPrice + additionalPrice + extras,
    charge: {
      breakdown: {
        chargeable_g: chargeable,
        first_price: firstPrice,
        additional_price: additionalPrice,
      } as WaybillToPay['charge']['breakdown'],
    },
  }));
const cardArb = fc.option(fc.record({ remainingG: fc.integer({ min: 0, max: 100_000 }) }), { nil: null });
const couponArb = fc.option(
  fc.oneof(
    fc.record({ kind: fc.constant('amount' as const), value: fc.integer({ min: 0, max: 200_000 }), maxOff: fc.constant(null) }),
    fc.record({
      kind: fc.constant('percent' as const),
      value: fc.integer({ min: 1, max: 100 }),
      maxOff: fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
    }),
  ),
  { nil: null },
);
const walletArb = fc.option(fc.integer({ min: 0, max: 300_000 }), { nil: null });

describe('splitPayment', () => {
  it('parts add up to the amount due and none is negative', () => {
    fc.assert(
      fc.property(waybillArb, cardArb, couponArb, walletArb, (waybill, card, coupon, wallet) => {
        const s = splitPayment(waybill, card, coupon, wallet);
        expect(s.amount).toBe(waybill.amountDue);
        expect(s.cardAmount + s.couponAmount + s.walletAmount + s.onlineAmount).toBe(s.amount);
        for (const part of [s.cardGrams, s.cardAmount, s.couponAmount, s.walletAmount, s.onlineAmount])
          expect(part).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('the card covers at most the freight, its own grams and the chargeable weight', () => {
    fc.assert(
      fc.property(waybillArb, cardArb, couponArb, walletArb, (waybill, card, coupon, wallet) => {
        const s = splitPayment(waybill, card, coupon, wallet);
        expect(s.cardAmount).toBeLessThanOrEqual(freightOf(waybill.charge));
        expect(s.cardGrams).toBeLessThanOrEqual(card ? Math.min(card.remainingG, waybill.charge.breakdown.chargeable_g) : 0);
        if (!card) expect(s.cardAmount).toBe(0);
      }),
    );
  });

  it('the coupon takes at most what the card left (and its cap); the wallet at most its balance', () => {
    fc.assert(
      fc.property(waybillArb, cardArb, couponArb, walletArb, (waybill, card, coupon, wallet) => {
        const s = splitPayment(waybill, card, coupon, wallet);
        expect(s.couponAmount).toBeLessThanOrEqual(s.amount - s.cardAmount);
        if (coupon?.maxOff !== undefined && coupon.maxOff !== null) expect(s.couponAmount).toBeLessThanOrEqual(coupon.maxOff);
        if (!coupon) expect(s.couponAmount).toBe(0);
        expect(s.walletAmount).toBeLessThanOrEqual(wallet ?? 0);
        // The wallet is used as far as it goes before anything is left online.
        if (wallet !== null && s.onlineAmount > 0) expect(s.walletAmount).toBe(wallet);
      }),
    );
  });

  it('covering every chargeable gram covers all the freight; fewer grams cover a rounded-down share', () => {
    fc.assert(
      fc.property(waybillArb, fc.integer({ min: 0, max: 100_000 }), (waybill, remainingG) => {
        const cover = cardCover({ remainingG }, waybill.charge);
        const chargeable = waybill.charge.breakdown.chargeable_g;
        const freight = freightOf(waybill.charge);
        if (chargeable > 0 && freight > 0 && remainingG >= chargeable) expect(cover).toEqual({ grams: chargeable, amount: freight });
        else if (chargeable > 0 && freight > 0) expect(cover.amount).toBe(Math.floor((freight * cover.grams) / chargeable));
      }),
    );
  });

  it('examples: a percent coupon rounds down, an amount coupon never passes the base', () => {
    expect(couponOff({ kind: 'percent', value: 15, maxOff: null }, 999)).toBe(149);
    expect(couponOff({ kind: 'percent', value: 50, maxOff: 300 }, 2000)).toBe(300);
    expect(couponOff({ kind: 'amount', value: 5000, maxOff: null }, 1200)).toBe(1200);
    expect(couponOff({ kind: 'amount', value: 500, maxOff: null }, 0)).toBe(0);
  });
});
