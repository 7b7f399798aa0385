/**
 * How a waybill's amount due splits between a kilogram card, a coupon, the wallet and online money — the one
 * set of rules behind the payment page's preview, the payment itself and the refund. Pure: the caller loads
 * (and, when paying, locks) the rows.
 *
 * - A card covers freight only (not insurance or services): it deducts min(remaining, chargeable) grams and
 *   takes off freight x grams / chargeable (rounded down; all of the freight when it covers every gram).
 * - A coupon applies to what is left after the card: amount off, or percent off (rounded down) capped by
 *   max_off; never more than what is left. Its minimum spend is judged on the amount due. A first-waybill
 *   coupon needs the customer to have no other paid waybill (however it was paid; a refunded one doesn't count).
 * - Member points pay freight only, after the card and the coupon: each point takes the site's point value off,
 *   up to the freight left (points_max); the caller refuses more than that or than is held.
 * - The wallet pays what it can of the rest when asked; online money pays the remainder.
 */
import type { WaybillCharge } from '@contract/waybill';
import type { CardRow, CouponTemplateRow } from '../../db/schema';

export interface WaybillToPay {
  channelCode: string;
  /** Only the frozen price breakdown matters here (freight, chargeable grams). */
  charge: Pick<WaybillCharge, 'breakdown'>;
  amountDue: number;
  /** Another waybill of the same customer is paid (and not refunded): this one is not their first. */
  otherWaybillPaid?: boolean;
}

export interface CardCover {
  grams: number;
  amount: number;
}

export type CardState = Pick<CardRow, 'status' | 'remainingG' | 'expiresAt' | 'channelCodes' | 'siteId'>;
export type CouponTerms = Pick<CouponTemplateRow, 'kind' | 'value' | 'maxOff' | 'minSpend' | 'channelCodes' | 'firstWaybillOnly'>;
export type CouponRefusal =
  'coupon_used' | 'coupon_not_started' | 'coupon_expired' | 'coupon_min_spend' | 'coupon_channel' | 'coupon_first_waybill';
export interface CouponState {
  status: 'unused' | 'used';
  startsAt: Date;
  expiresAt: Date;
}

/** The freight after the member discount: what a card, and member points, may pay. */
export const freightOf = (charge: Pick<WaybillCharge, 'breakdown'>) =>
  charge.breakdown.first_price + charge.breakdown.additional_price - (charge.breakdown.member_discount ?? 0);

const channelAllowed = (codes: string[], code: string) => codes.length === 0 || codes.includes(code);

/** Why a card can't pay this waybill, or null. */
export function cardRefusal(
  card: CardState,
  waybill: WaybillToPay,
  now: Date,
): 'card_void' | 'card_expired' | 'card_empty' | 'card_channel' | null {
  if (card.status !== 'active') return 'card_void';
  if (card.expiresAt <= now) return 'card_expired';
  if (card.remainingG <= 0) return 'card_empty';
  if (!channelAllowed(card.channelCodes, waybill.channelCode)) return 'card_channel';
  return null;
}

export function cardCover(card: Pick<CardRow, 'remainingG'>, charge: Pick<WaybillCharge, 'breakdown'>): CardCover {
  const chargeable = charge.breakdown.chargeable_g;
  const freight = freightOf(charge);
  if (chargeable <= 0 || freight <= 0) return { grams: 0, amount: 0 };
  const grams = Math.min(card.remainingG, chargeable);
  return { grams, amount: grams === chargeable ? freight : Math.floor((freight * grams) / chargeable) };
}

/** What `grams` of this card cost its buyer: the card's price per gram (rounded). */
export function cardValue(card: Pick<CardRow, 'price' | 'grams'>, grams: number): number {
  return card.grams > 0 ? Math.round((card.price * grams) / card.grams) : 0;
}

/** Why a coupon can't pay this waybill, or null. */
export function couponRefusal(coupon: CouponState, terms: CouponTerms, waybill: WaybillToPay, now: Date): CouponRefusal | null {
  if (coupon.status !== 'unused') return 'coupon_used';
  if (coupon.startsAt > now) return 'coupon_not_started';
  if (coupon.expiresAt <= now) return 'coupon_expired';
  if (!channelAllowed(terms.channelCodes, waybill.channelCode)) return 'coupon_channel';
  if (terms.firstWaybillOnly && waybill.otherWaybillPaid) return 'coupon_first_waybill';
  if (waybill.amountDue < terms.minSpend) return 'coupon_min_spend';
  return null;
}

/** What the coupon takes off `base` (the amount left after the card). */
export function couponOff(terms: Pick<CouponTerms, 'kind' | 'value' | 'maxOff'>, base: number): number {
  if (base <= 0) return 0;
  const off = terms.kind === 'amount' ? terms.value : Math.floor((base * terms.value) / 100);
  return Math.max(0, Math.min(off, terms.maxOff ?? off, base));
}

export interface Split {
  amount: number;
  cardGrams: number;
  cardAmount: number;
  couponAmount: number;
  walletAmount: number;
  onlineAmount: number;
  pointsUsed: number;
  pointsAmount: number;
  /** The most points this waybill can take after the card and coupon (the balance not considered). */
  pointsMax: number;
}

/** Points to spend and the minor units one is worth. */
export interface PointsChoice {
  count: number;
  value: number;
}

/**
 * The split for chosen (already checked) card and coupon terms; walletBalance null = don't use the wallet; points
 * beyond points_max are not used (the caller refuses them first).
 */
export function splitPayment(
  waybill: WaybillToPay,
  card: Pick<CardRow, 'remainingG'> | null,
  coupon: Pick<CouponTerms, 'kind' | 'value' | 'maxOff'> | null,
  walletBalance: number | null,
  points: PointsChoice = { count: 0, value: 1 },
): Split {
  const amount = waybill.amountDue;
  const cover = card ? cardCover(card, waybill.charge) : { grams: 0, amount: 0 };
  const cardAmount = Math.min(cover.amount, amount);
  const couponAmount = coupon ? couponOff(coupon, amount - cardAmount) : 0;
  const afterCoupon = amount - cardAmount - couponAmount;
  const freightLeft = Math.max(0, Math.min(freightOf(waybill.charge) - cardAmount, afterCoupon));
  const pointsMax = points.value > 0 ? Math.floor(freightLeft / points.value) : 0;
  const pointsUsed = Math.max(0, Math.min(points.count, pointsMax));
  const rest = afterCoupon - pointsUsed * points.value;
  const walletAmount = walletBalance === null ? 0 : Math.max(0, Math.min(walletBalance, rest));
  return {
    amount,
    cardGrams: cover.grams,
    cardAmount,
    couponAmount,
    walletAmount,
    onlineAmount: rest - walletAmount,
    pointsUsed,
    pointsAmount: pointsUsed * points.value,
    pointsMax,
  };
}
