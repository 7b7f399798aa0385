/**
 * Whole refunds, one per payment: in ONE transaction the refund row, grams back to the card, the coupon back to
 * unused (if still valid), wallet money back, member points spent back and earned taken out, the payment -> refunded, and what it paid for undone (waybill ->
 * cancelled with its parcels back on the shelf; a bought card voided if unused; a top-up taken back out of the
 * wallet). The online part goes back through the provider after commit; failures stay visible to staff, and a
 * refund never asked (the process stopped between the commit and the call) is asked by the sweep. A bank transfer
 * has no provider to send it back: its refund waits, pending, for finance to pay it back from the bank and say so.
 */
import { and, eq, isNull, lte, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ApiStatus } from '@contract/api';
import type { Tx } from '../../db/client';
import { type PaymentRow, payments, type RefundRow, refunds, waybills } from '../../db/schema';
import type { Deps } from '../../deps';
import { uniqueViolation } from '../../lib/db-errors';
import { ApiError } from '../../lib/errors';
import { recordCustomerAction } from '../audit/record';
import { restoreGrams, voidUnusedCard } from '../card/usage';
import { restoreCoupon } from '../coupon/usage';
import { reverseOnRefund } from '../member/points';
import { notifyRefund } from '../notification/events';
import { waybillConflict } from '../parcel/shared';
import { postWallet } from '../wallet/ledger';
import { cancelRefundedWaybill } from '../waybill/transitions';
import { newMoneyNo, payField, paymentConflict, paymentNotFound, refundConflict, refundNotFound, walletNotes } from './common';
import type { WaybillMoneyListener } from './holds';
import { askRefund } from './provider-calls';
import { purposeHooks } from './purposes';

export interface RefundAsk {
  reason: 'waybill_cancelled' | 'staff' | 'return_cancelled' | 'return_rejected';
  note?: string;
  by: number;
}

/** Called inside the refunding transaction once a paid waybill is cancelled by its refund: agents' claw-back. */
export const waybillRefundedListeners: WaybillMoneyListener[] = [];

/** Refunds a paid payment of the site (and of the customer when userId is given). */
export async function refundPayment(
  deps: Deps,
  scope: { siteId: number; userId?: number },
  paymentId: number,
  ask: RefundAsk,
  origin: string,
): Promise<RefundRow> {
  const owned = and(
    eq(payments.siteId, scope.siteId),
    eq(payments.id, paymentId),
    scope.userId ? eq(payments.userId, scope.userId) : undefined,
  );
  const [found] = await deps.db.select().from(payments).where(owned);
  if (!found) throw paymentNotFound();
  let refund: RefundRow;
  try {
    refund = await deps.db.transaction((tx) => refundInTx(tx, found, ask, deps.now()));
  } catch (err) {
    if (uniqueViolation(err) === 'refunds_payment') throw paymentConflict('refunded');
    throw err;
  }
  return refund.status === 'pending' ? askRefund(deps, refund, origin) : refund;
}

/** The refund inside the caller's transaction (the caller asks the provider for the online part after commit). */
export async function refundInTx(tx: Tx, found: PaymentRow, ask: RefundAsk, now: Date): Promise<RefundRow> {
  // The waybill first, then the payment: the order every payment path locks in.
  const [waybill] = found.waybillId ? await tx.select().from(waybills).where(eq(waybills.id, found.waybillId)).for('update') : [];
  const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id)).for('update');
  if (payment.status !== 'paid') throw paymentConflict(payment.status);
  const online = payment.onlineAmount > 0;
  const [refund] = await tx
    .insert(refunds)
    .values({
      siteId: payment.siteId,
      userId: payment.userId,
      paymentId: payment.id,
      no: newMoneyNo('R', now),
      reason: ask.reason,
      note: ask.note ?? '',
      status: online ? 'pending' : 'succeeded',
      onlineAmount: payment.onlineAmount,
      provider: online ? payment.provider : null,
      requestedBy: ask.by,
      createdAt: now,
      completedAt: online ? null : now,
    })
    .returning();
  if (!online) await notifyRefund(tx, refund);
  const back = { cardGrams: 0, couponRestored: false, walletAmount: 0 };
  if (payment.purpose === 'waybill') {
    const cancelled = await cancelRefundedWaybill(tx, waybill, now);
    for (const listener of waybillRefundedListeners) await listener(tx, cancelled, now);
    back.cardGrams = await restoreGrams(tx, payment, refund.id, now);
    back.couponRestored = await restoreCoupon(tx, payment.couponId, payment.id, now, true);
  }
  await purposeHooks[payment.purpose]?.refunded(tx, payment, now);
  if (payment.purpose === 'card') await voidUnusedCard(tx, payment.cardId!, refund.id, now);
  if (payment.purpose === 'topup') {
    // The top-up must still be in the wallet: 42020 (nothing done) if it was spent.
    await postWallet(tx, {
      siteId: payment.siteId,
      userId: payment.userId,
      amount: -payment.amount,
      kind: 'refund',
      refType: 'refund',
      refId: refund.id,
      ...walletNotes('wallet_reason_topup_refund', { no: payment.no }),
      now,
    });
  } else if (payment.walletAmount > 0) {
    back.walletAmount = payment.walletAmount;
    const notes = waybill
      ? walletNotes('wallet_reason_refund_waybill', { waybill: waybill.no })
      : walletNotes('wallet_reason_refund', { no: refund.no });
    await postWallet(tx, {
      siteId: payment.siteId,
      userId: payment.userId,
      amount: payment.walletAmount,
      kind: 'refund',
      refType: 'refund',
      refId: refund.id,
      ...notes,
      now,
    });
  }
  // After the wallet: the wallet's lock is always taken before the points'.
  await reverseOnRefund(tx, payment, now);
  const [moved] = await tx
    .update(payments)
    .set({ status: 'refunded', updatedAt: now })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'paid')))
    .returning({ id: payments.id });
  if (!moved) throw paymentConflict(payment.status);
  const [row] = await tx.update(refunds).set(back).where(eq(refunds.id, refund.id)).returning();
  if (ask.reason === 'staff')
    await recordCustomerAction(tx, {
      siteId: payment.siteId,
      actorId: ask.by,
      customerId: payment.userId,
      kind: 'payment',
      entityId: payment.id,
      label: payment.no,
      before: { status: 'paid', refund: null },
      after: { status: 'refunded', refund: { no: row.no, amount: payment.amount, note: row.note } },
      at: now,
    });
  return row;
}

/** A customer cancels a paid waybill (pending_dispatch): its paid payment is refunded whole. */
export async function refundWaybill(
  deps: Deps,
  user: { id: number; siteId: number },
  waybillId: number,
  origin: string,
): Promise<RefundRow> {
  const [paid] = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.siteId, user.siteId), eq(payments.userId, user.id), eq(payments.waybillId, waybillId), eq(payments.status, 'paid')),
    );
  if (!paid) throw waybillConflict('pending_dispatch');
  return refundPayment(deps, { siteId: user.siteId, userId: user.id }, paid.id, { reason: 'waybill_cancelled', by: user.id }, origin);
}

/** A staff member's move of a refund, in the customer's audit trail. */
const auditRefund = (tx: Tx, staffId: number, row: RefundRow, before: Record<string, unknown>, after: Record<string, unknown>, at: Date) =>
  recordCustomerAction(tx, {
    siteId: row.siteId,
    actorId: staffId,
    customerId: row.userId,
    kind: 'refund',
    entityId: row.id,
    label: row.no,
    before,
    after,
    at,
  });

/** Staff ask the provider again for a failed refund. */
export async function retryRefund(deps: Deps, siteId: number, refundId: number, staffId: number, origin: string): Promise<RefundRow> {
  const again = await deps.db.transaction(async (tx) => {
    const [failed] = await tx
      .select({ failureReason: refunds.failureReason })
      .from(refunds)
      .where(and(eq(refunds.siteId, siteId), eq(refunds.id, refundId), eq(refunds.status, 'failed')))
      .for('update');
    if (!failed) return undefined;
    const [row] = await tx.update(refunds).set({ status: 'pending', failureReason: null }).where(eq(refunds.id, refundId)).returning();
    await auditRefund(
      tx,
      staffId,
      row,
      { status: 'failed', failure_reason: failed.failureReason },
      { status: 'pending', failure_reason: null },
      deps.now(),
    );
    return row;
  });
  if (again) return askRefund(deps, again, origin);
  const [stored] = await deps.db
    .select({ status: refunds.status })
    .from(refunds)
    .where(and(eq(refunds.siteId, siteId), eq(refunds.id, refundId)));
  throw stored ? refundConflict(stored.status) : refundNotFound();
}

/**
 * Finance paid a bank-transfer refund back from the bank by hand: pending -> succeeded once (guarded), the
 * customer told as for any refund done, audited with the note (the bank's reference of the payment back).
 */
export async function paidBackByBank(deps: Deps, siteId: number, refundId: number, staffId: number, note: string): Promise<void> {
  const text = note.trim();
  if (!text) throw payField('note', 'blank');
  await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [row] = await tx
      .update(refunds)
      .set({ status: 'succeeded', completedAt: now })
      .where(
        and(eq(refunds.siteId, siteId), eq(refunds.id, refundId), eq(refunds.status, 'pending'), eq(refunds.provider, 'bank_transfer')),
      )
      .returning();
    if (!row) {
      const [stored] = await tx
        .select()
        .from(refunds)
        .where(and(eq(refunds.siteId, siteId), eq(refunds.id, refundId)));
      if (!stored) throw refundNotFound();
      throw stored.provider === 'bank_transfer'
        ? refundConflict(stored.status)
        : new ApiError(ApiStatus.STATE_CONFLICT, 'refund_not_by_bank');
    }
    await notifyRefund(tx, row);
    await auditRefund(tx, staffId, row, { status: 'pending' }, { status: 'succeeded', paid_back_by_bank: text }, now);
  });
}

/** A refund the provider has not answered for this long was never asked (the process stopped after the commit). */
export const UNASKED_AFTER_MS = 10 * 60_000;

/**
 * Pending refunds the provider never acknowledged (no provider refund id), older than UNASKED_AFTER_MS: asked
 * again. Safe to repeat: the refund number is the provider's idempotency key (Stripe) / out_refund_no (WeChat).
 */
export async function sweepRefunds(deps: Deps, origin: string, log?: FastifyBaseLogger): Promise<number> {
  const due = await deps.db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'pending'),
        ne(refunds.provider, 'bank_transfer'),
        isNull(refunds.providerRefundId),
        lte(refunds.createdAt, new Date(deps.now().getTime() - UNASKED_AFTER_MS)),
      ),
    )
    .limit(100);
  for (const refund of due) {
    const answered = await askRefund(deps, refund, origin);
    log?.info({ refund: refund.no, status: answered.status }, 'unasked refund asked again');
  }
  return due.length;
}
