/**
 * What the payment page shows (usable cards and coupons, the best of each, wallet balance, methods) and the
 * split of a choice. Read-only: the attempt checks everything again under locks.
 */
import { and, eq } from 'drizzle-orm';
import { type ApiLang, ApiStatus } from '@contract/api';
import type {
  BankTransfer,
  PayChoice,
  PayOptions,
  PayPlatform,
  PaySplit,
  UnusableCoupon,
  UsableCard,
  UsableCoupon,
} from '@contract/payment';
import {
  type CardRow,
  cards,
  coupons,
  couponTemplates,
  payments,
  type SiteRow,
  type UserRow,
  type WaybillRow,
  waybills,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { pickLang } from '../../lib/bilingual';
import { ApiError } from '../../lib/errors';
import { cardNotFound, usableCards } from '../card/usage';
import { couponNotFound, couponsFor, type CouponWithTerms } from '../coupon/usage';
import { pointsBalance } from '../member/ledger';
import { pointsChoice, pointsTerms } from '../member/levels';
import { checkPoints } from '../member/points';
import { walletBalance } from '../wallet/ledger';
import { waybillNotFound } from '../waybill/transitions';
import { chargeView } from '../waybill/view';
import { methodsFor, myPayableWaybillAndBalance, payableOf, type PayableWaybill } from './common';
import { type CardCover, cardCover, cardRefusal, cardValue, couponOff, couponRefusal, splitPayment } from './split';

async function myWaybill(deps: Deps, user: UserRow, id: number): Promise<WaybillRow> {
  const [row] = await deps.db
    .select()
    .from(waybills)
    .where(and(eq(waybills.siteId, user.siteId), eq(waybills.userId, user.id), eq(waybills.id, id)));
  if (!row) throw waybillNotFound();
  return row;
}

export async function payOptions(
  deps: Deps,
  user: UserRow,
  site: SiteRow,
  lang: ApiLang,
  waybillId: number,
  platform: PayPlatform,
): Promise<PayOptions> {
  const waybill = await myWaybill(deps, user, waybillId);
  const payable = await payableOf(deps.db, waybill);
  const now = deps.now();
  const cardList = await usableCards(deps.db, user, payable, now);
  const { usable, blocked } = await couponsFor(deps.db, user, payable, 0, now);
  const best = cheapest(payable.amountDue, cardList, usable);
  // Each coupon as it stands beside the card preselected.
  const couponList = usable
    .map((c) => ({ ...c, amountOff: couponOff(c.terms, payable.amountDue - best.cardAmount) }))
    .sort((a, b) => b.amountOff - a.amountOff || a.coupon.expiresAt.getTime() - b.coupon.expiresAt.getTime());
  const couponOf = ({ coupon, terms }: CouponWithTerms) => ({
    id: coupon.id,
    name: pickLang(lang, terms.nameZh, terms.nameEn),
    kind: terms.kind,
    value: terms.value,
    max_off: terms.maxOff,
    min_spend: terms.minSpend,
    first_waybill_only: terms.firstWaybillOnly,
    expires_at: coupon.expiresAt.toISOString(),
  });
  return {
    waybill: {
      id: waybill.id,
      no: waybill.no,
      status: waybill.status,
      channel_code: payable.channelCode,
      channel_name: pickLang(lang, payable.channelName.zh, payable.channelName.en),
      chargeable_g: payable.charge.breakdown.chargeable_g,
    },
    currency: site.currency,
    charge: chargeView(waybill.charge!, lang),
    amount_due: payable.amountDue,
    cards: cardList.map(({ card, cover }): UsableCard => ({
      id: card.id,
      name: pickLang(lang, card.nameZh, card.nameEn),
      remaining_g: card.remainingG,
      expires_at: card.expiresAt.toISOString(),
      grams: cover.grams,
      amount_off: Math.min(cover.amount, payable.amountDue),
      value: cardValue(card, cover.grams),
    })),
    coupons: couponList.map((c): UsableCoupon => ({ ...couponOf(c), amount_off: c.amountOff })),
    unusable_coupons: blocked.map((c): UnusableCoupon => ({ ...couponOf(c), reason: c.block })),
    best: { card_id: best.card?.id ?? null, coupon_id: best.coupon?.id ?? null },
    wallet_balance: await walletBalance(deps.db, user.id),
    points_balance: await pointsBalance(deps.db, user.id),
    point_value: (await pointsTerms(deps.db, site.id)).pointValue,
    methods: await methodsFor(deps, deps.db, platform, site.id),
    transfer: await awaitedTransfer(deps, waybill.id),
  };
}

/** The waybill's live bank-transfer payment, as the customer was shown it. */
async function awaitedTransfer(deps: Deps, waybillId: number): Promise<PayOptions['transfer']> {
  const [row] = await deps.db
    .select({ id: payments.id, client: payments.clientAction, receiptAt: payments.receiptAt })
    .from(payments)
    .where(and(eq(payments.waybillId, waybillId), eq(payments.status, 'pending'), eq(payments.provider, 'bank_transfer')));
  const transfer = (row?.client as { transfer?: BankTransfer } | null)?.transfer;
  return transfer ? { ...transfer, payment_id: row.id, receipt_at: row.receiptAt?.toISOString() ?? null } : null;
}

/**
 * The choice that costs the customer least: the money paid plus the card value spent (what those grams cost
 * when the card was bought), over each card or none with the coupon that takes most beside it. A card is
 * preselected when it costs no more than paying (4 kg of a NZ$9/kg card is not spent on a NZ$33 freight).
 */
function cheapest(due: number, cardList: { card: CardRow; cover: CardCover }[], couponList: CouponWithTerms[]) {
  const bestCoupon = (cardAmount: number) =>
    couponList
      .map(({ coupon, terms }) => ({ coupon, off: couponOff(terms, due - cardAmount) }))
      .filter((c) => c.off > 0)
      .sort((a, b) => b.off - a.off)[0];
  const none = bestCoupon(0);
  let best = { card: null as CardRow | null, cardAmount: 0, coupon: none?.coupon ?? null, cost: due - (none?.off ?? 0) };
  for (const { card, cover } of cardList) {
    const cardAmount = Math.min(cover.amount, due);
    const beside = bestCoupon(cardAmount);
    const cost = due - cardAmount - (beside?.off ?? 0) + cardValue(card, cover.grams);
    if (cost < best.cost || (cost === best.cost && !best.card)) best = { card, cardAmount, coupon: beside?.coupon ?? null, cost };
  }
  return best;
}

export async function previewSplit(deps: Deps, user: UserRow, choice: PayChoice): Promise<PaySplit> {
  // One statement: the waybill with its line and first-waybill check, and the wallet balance.
  const found = await myPayableWaybillAndBalance(deps, { siteId: user.siteId, userId: user.id }, choice.waybill_id);
  if (!found) throw waybillNotFound();
  const balance = choice.use_wallet ? found.balance : null;
  const payable = found.payable();
  const now = deps.now();
  const card = choice.card_id ? await checkedCard(deps, user, choice.card_id, payable, now) : null;
  const terms = choice.coupon_id ? await checkedCoupon(deps, user, choice.coupon_id, payable, now) : null;
  const points = await pointsChoice(deps.db, user, choice.points);
  const split = splitPayment(
    payable,
    card,
    terms,
    balance,
    points ?? { count: 0, value: (await pointsTerms(deps.db, user.siteId)).pointValue },
  );
  const held = await pointsBalance(deps.db, user.id);
  if (points) checkPoints(points.count, held, split.pointsMax);
  const cardUsed = card && split.cardGrams > 0;
  return {
    amount: split.amount,
    card_id: cardUsed ? card.id : null,
    card_grams: cardUsed ? split.cardGrams : 0,
    card_amount: cardUsed ? split.cardAmount : 0,
    coupon_id: terms && split.couponAmount > 0 ? choice.coupon_id! : null,
    coupon_amount: split.couponAmount,
    wallet_amount: split.walletAmount,
    online_amount: split.onlineAmount,
    points_used: split.pointsUsed,
    points_amount: split.pointsAmount,
    points_max: Math.min(held, split.pointsMax),
  };
}

async function checkedCard(deps: Deps, user: UserRow, id: number, payable: PayableWaybill, now: Date) {
  const [card] = await deps.db
    .select()
    .from(cards)
    .where(and(eq(cards.siteId, user.siteId), eq(cards.userId, user.id), eq(cards.id, id)));
  if (!card) throw cardNotFound();
  const refusal = cardRefusal(card, payable, now);
  if (refusal) throw new ApiError(ApiStatus.NOT_USABLE, refusal);
  return { ...card, cover: cardCover(card, payable.charge) };
}

async function checkedCoupon(deps: Deps, user: UserRow, id: number, payable: PayableWaybill, now: Date) {
  const [row] = await deps.db
    .select({ coupon: coupons, terms: couponTemplates })
    .from(coupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, coupons.templateId))
    .where(and(eq(coupons.siteId, user.siteId), eq(coupons.userId, user.id), eq(coupons.id, id)));
  if (!row) throw couponNotFound();
  const refusal = couponRefusal(row.coupon, row.terms, payable, now);
  if (refusal) throw new ApiError(ApiStatus.NOT_USABLE, refusal);
  return row.terms;
}
