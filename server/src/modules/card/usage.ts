/**
 * The money-moving side of kilogram cards: lock and check a card for a waybill, deduct grams, give them back,
 * issue a bought card, void an unused one. Each moves remaining_g with a guarded UPDATE and writes the
 * card_entries row in the caller's transaction (remaining_g = grams + the entries after the purchase).
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { ApiStatus } from '@contract/api';
import type { Queryable, Tx } from '../../db/client';
import { cardEntries, type CardProductRow, type CardRow, cards, type PaymentRow, type UserRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { type CardCover, cardCover, cardRefusal, type WaybillToPay } from '../payment/split';

export const cardNotFound = () => new ApiError(ApiStatus.NOT_FOUND, 'card_not_found');
const mine = (user: Pick<UserRow, 'id' | 'siteId'>) => and(eq(cards.siteId, user.siteId), eq(cards.userId, user.id));

/** The customer's card, locked FOR UPDATE and checked for this waybill: 40004 if not theirs, 42021 if unusable. */
export async function lockUsableCard(tx: Tx, user: UserRow, cardId: number, waybill: WaybillToPay, now: Date): Promise<CardRow> {
  const [card] = await tx
    .select()
    .from(cards)
    .where(and(mine(user), eq(cards.id, cardId)))
    .for('update');
  if (!card) throw cardNotFound();
  const refusal = cardRefusal(card, waybill, now);
  if (refusal) throw new ApiError(ApiStatus.NOT_USABLE, refusal);
  return card;
}

/** Takes `cover.grams` off the card (guarded: enough left, still active) and records the deduction. */
export async function deductGrams(
  tx: Tx,
  card: CardRow,
  cover: CardCover,
  ref: { waybillId: number; paymentId: number },
  now: Date,
): Promise<void> {
  const [after] = await tx
    .update(cards)
    .set({ remainingG: sql`${cards.remainingG} - ${cover.grams}` })
    .where(and(eq(cards.id, card.id), eq(cards.status, 'active'), sql`${cards.remainingG} >= ${cover.grams}`))
    .returning({ remainingG: cards.remainingG });
  if (!after) throw new ApiError(ApiStatus.INSUFFICIENT_BALANCE, 'card_empty');
  await tx.insert(cardEntries).values({
    siteId: card.siteId,
    userId: card.userId,
    cardId: card.id,
    kind: 'deduction',
    grams: -cover.grams,
    amount: cover.amount,
    remainingAfter: after.remainingG,
    waybillId: ref.waybillId,
    paymentId: ref.paymentId,
    createdAt: now,
  });
}

/** Gives a payment's grams back to its card (a refund, or a pending payment's hold released). */
export async function restoreGrams(
  tx: Tx,
  payment: Pick<PaymentRow, 'id' | 'usedCardId' | 'cardGrams' | 'cardAmount' | 'waybillId'>,
  refundId: number | null,
  now: Date,
): Promise<number> {
  if (!payment.usedCardId || payment.cardGrams <= 0) return 0;
  const [after] = await tx
    .update(cards)
    .set({ remainingG: sql`${cards.remainingG} + ${payment.cardGrams}` })
    .where(and(eq(cards.id, payment.usedCardId), sql`${cards.remainingG} + ${payment.cardGrams} <= ${cards.grams}`))
    .returning();
  if (!after) throw new Error(`card ${payment.usedCardId} cannot take back ${payment.cardGrams} g`);
  await tx.insert(cardEntries).values({
    siteId: after.siteId,
    userId: after.userId,
    cardId: after.id,
    kind: 'refund',
    grams: payment.cardGrams,
    amount: payment.cardAmount,
    remainingAfter: after.remainingG,
    waybillId: payment.waybillId,
    paymentId: payment.id,
    refundId,
    createdAt: now,
  });
  return payment.cardGrams;
}

/** The card a paid card payment bought: the product's snapshot, expiring valid_days after payment. */
export async function issueCard(tx: Tx, payment: PaymentRow, product: CardProductRow, now: Date): Promise<CardRow> {
  const [card] = await tx
    .insert(cards)
    .values({
      siteId: payment.siteId,
      userId: payment.userId,
      productId: product.id,
      paymentId: payment.id,
      nameZh: product.nameZh,
      nameEn: product.nameEn,
      grams: product.grams,
      remainingG: product.grams,
      price: product.price,
      channelCodes: product.channelCodes,
      status: 'active',
      expiresAt: new Date(now.getTime() + product.validDays * 86_400_000),
      createdAt: now,
    })
    .returning();
  await tx.insert(cardEntries).values({
    siteId: card.siteId,
    userId: card.userId,
    cardId: card.id,
    kind: 'purchase',
    grams: card.grams,
    remainingAfter: card.grams,
    paymentId: payment.id,
    createdAt: now,
  });
  return card;
}

/** Voids a bought card that was never used (remaining = grams); 42009 card_used otherwise. */
export async function voidUnusedCard(tx: Tx, cardId: number, refundId: number, now: Date): Promise<CardRow> {
  const [card] = await tx
    .update(cards)
    .set({ status: 'void', remainingG: 0 })
    .where(and(eq(cards.id, cardId), eq(cards.status, 'active'), eq(cards.remainingG, cards.grams)))
    .returning();
  if (!card) throw new ApiError(ApiStatus.STATE_CONFLICT, 'card_used');
  await tx.insert(cardEntries).values({
    siteId: card.siteId,
    userId: card.userId,
    cardId: card.id,
    kind: 'void',
    grams: -card.grams,
    remainingAfter: 0,
    paymentId: card.paymentId,
    refundId,
    createdAt: now,
  });
  return card;
}

/** My cards that can pay this waybill with what they cover, best first (most freight, then soonest expiry). */
export async function usableCards(
  q: Queryable,
  user: UserRow,
  waybill: WaybillToPay,
  now: Date,
): Promise<{ card: CardRow; cover: CardCover }[]> {
  const rows = await q
    .select()
    .from(cards)
    .where(and(mine(user), eq(cards.status, 'active'), gt(cards.expiresAt, now), gt(cards.remainingG, 0)))
    .orderBy(asc(cards.expiresAt), asc(cards.id));
  return rows
    .filter((card) => !cardRefusal(card, waybill, now))
    .map((card) => ({ card, cover: cardCover(card, waybill.charge) }))
    .sort((a, b) => b.cover.amount - a.cover.amount || a.card.expiresAt.getTime() - b.card.expiresAt.getTime());
}
