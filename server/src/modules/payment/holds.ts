/**
 * The two ends of a payment attempt, both inside the caller's transaction: pending -> paid with the thing it
 * pays for (waybill -> pending_dispatch, top-up credited, card issued), or pending -> failed/cancelled with
 * every held part given back (grams, coupon, wallet money, member points). Guarded on `status = 'pending'`: run twice, the
 * second changes nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cardProducts, type PaymentRow, payments, type WaybillRow, waybills } from '../../db/schema';
import { issueCard, restoreGrams } from '../card/usage';
import { restoreCoupon } from '../coupon/usage';
import { givePointsBack } from '../member/points';
import { notifyWaybill } from '../notification/events';
import { postWallet } from '../wallet/ledger';
import { walletNotes } from './common';
import { purposeHooks } from './purposes';

/** pending -> failed | cancelled and its holds given back; null if it was no longer pending. */
export async function closePending(
  tx: Tx,
  paymentId: number,
  to: 'failed' | 'cancelled',
  reason: string,
  now: Date,
): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set({ status: to, failureReason: reason, closedAt: now, updatedAt: now })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning();
  if (!row) return null;
  await restoreGrams(tx, row, null, now);
  await restoreCoupon(tx, row.couponId, row.id, now, false);
  if (row.walletAmount > 0) {
    await postWallet(tx, {
      siteId: row.siteId,
      userId: row.userId,
      amount: row.walletAmount,
      kind: 'refund',
      refType: 'payment',
      refId: row.id,
      ...walletNotes('wallet_reason_release', { no: row.no }),
      now,
    });
  }
  await givePointsBack(tx, row, now);
  return row;
}

/** The waybill's pending attempts (locked), closed and given back: a new attempt or a cancel replaces them (one past its window closed with expiredReason). */
export async function closeWaybillAttempts(
  tx: Tx,
  waybillId: number,
  reason: string,
  now: Date,
  expiredReason = reason,
): Promise<PaymentRow[]> {
  const open = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.waybillId, waybillId), eq(payments.status, 'pending')))
    .for('update');
  const closed: PaymentRow[] = [];
  for (const p of open) {
    const why = p.expiresAt && p.expiresAt <= now ? expiredReason : reason;
    const row = await closePending(tx, p.id, 'cancelled', why, now);
    if (row) closed.push(row);
  }
  return closed;
}

export type WaybillMoneyListener = (tx: Tx, waybill: WaybillRow, now: Date) => Promise<void>;

/** Listeners live in module-level lists: added once however many apps a process builds (tests build many). */
export function hook<T>(list: T[], listener: T): void {
  if (!list.includes(listener)) list.push(listener);
}
/** Called inside the paying transaction once the waybill is paid (its payment is paid): agents' commission. */
export const waybillPaidListeners: WaybillMoneyListener[] = [];

/** pending_payment -> pending_dispatch; false if the waybill is no longer waiting for payment. */
export async function markWaybillPaid(tx: Tx, waybill: Pick<WaybillRow, 'id'>, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(waybills)
    .set({ status: 'pending_dispatch', paidAt: now, updatedAt: now })
    .where(and(eq(waybills.id, waybill.id), eq(waybills.status, 'pending_payment')))
    .returning();
  if (row) await notifyWaybill(tx, row, 'waybill.paid');
  if (row) for (const listener of waybillPaidListeners) await listener(tx, row, now);
  return Boolean(row);
}

/**
 * What a paid top-up or card purchase brings: the wallet credit, or the card. (A waybill payment's effect is
 * markWaybillPaid, which the caller decides on under the waybill's lock.)
 */
export async function deliverPurchase(tx: Tx, payment: PaymentRow, now: Date): Promise<PaymentRow> {
  if (payment.purpose === 'topup') {
    await postWallet(tx, {
      siteId: payment.siteId,
      userId: payment.userId,
      amount: payment.amount,
      kind: 'topup',
      refType: 'payment',
      refId: payment.id,
      ...walletNotes('wallet_reason_topup', { no: payment.no }),
      now,
    });
    return payment;
  }
  if (payment.purpose === 'card') {
    const [product] = await tx.select().from(cardProducts).where(eq(cardProducts.id, payment.cardProductId!));
    const card = await issueCard(tx, payment, product, now);
    const [row] = await tx.update(payments).set({ cardId: card.id }).where(eq(payments.id, payment.id)).returning();
    return row;
  }
  await purposeHooks[payment.purpose]?.paid(tx, payment, now);
  return payment;
}

/** pending -> paid (guarded); null if it was no longer pending. */
export async function markPaid(tx: Tx, paymentId: number, now: Date, transactionId: string | null): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'paid', paidAt: now, transactionId, updatedAt: now })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ['pending'])))
    .returning();
  return row ?? null;
}
