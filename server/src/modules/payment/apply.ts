/**
 * Applying what a provider says about a payment — from a verified notification, a sync the app asks for, or the
 * expiry sweep — through one function. A notification is only a hint: the provider is queried and its answer
 * applied. Paid (amount and currency equal to the online part) -> paid with its effect in one transaction;
 * failed/closed/expired -> the holds given back (a failed or expired one closed at the provider first); paid
 * after we gave up -> a 'late_payment' refund. Guards on status and the (provider, event id) record make every
 * delivery, in any order, count once.
 */
import { and, eq, inArray, lte, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiLang } from '@contract/api';
import type { Payment } from '@contract/payment';
import type { Tx } from '../../db/client';
import { paymentEvents, type PaymentRow, payments, type RefundRow, refunds, type UserRow, waybills } from '../../db/schema';
import type { Deps } from '../../deps';
import {
  type Headers,
  type NotificationAck,
  NotificationRejected,
  type OnlineProviderName,
  type ProviderEvent,
  type QueryResult,
} from '../../providers/payment';
import { notifyRefund } from '../notification/events';
import { newMoneyNo, paymentNotFound } from './common';
import { closePending, deliverPurchase, markPaid, markWaybillPaid } from './holds';
import { myPayment } from './lists';
import { askRefund, closeAtProvider } from './provider-calls';
import { ownPayment } from './view';

type Outcome = 'paid' | 'already' | 'failed' | 'cancelled' | 'late_refund' | 'pending' | 'mismatch' | 'replay' | 'unknown' | 'ignored';

interface Seen {
  provider: OnlineProviderName;
  eventId: string;
  type: string;
}

/** Records the event; false if it was recorded before (a replay). */
async function firstSight(
  tx: Tx,
  seen: Seen | undefined,
  paymentId: number | null,
  refundId: number | null,
  outcome: Outcome,
): Promise<boolean> {
  if (!seen) return true;
  const [row] = await tx
    .insert(paymentEvents)
    .values({ provider: seen.provider, eventId: seen.eventId, type: seen.type, paymentId, refundId, outcome })
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return Boolean(row);
}

/** Applies the provider's answer for `payment`; `expired` closes a still-pending one at the provider first. */
export async function applyResult(
  deps: Deps,
  payment: PaymentRow,
  result: QueryResult,
  origin: string,
  seen?: Seen,
  expired = false,
): Promise<Outcome> {
  if (result.status === 'paid') return applyPaid(deps, payment, result, origin, seen);
  if (result.status === 'pending' && !expired) {
    await deps.db.transaction((tx) => firstSight(tx, seen, payment.id, null, 'pending'));
    return 'pending';
  }
  if (result.status === 'pending') {
    // Past its time: the payer must not be able to pay it any more before we give the holds back.
    if (payment.providerRef) await deps.payments[payment.provider!]!.close(payment.no, payment.providerRef);
  } else if (result.status === 'failed' && payment.status === 'pending') {
    // A declined card leaves a Stripe intent payable with another card: closed first (best effort), so a later
    // success cannot land on a failed payment (if one still does, it is refunded as a late payment).
    await closeAtProvider(deps, payment);
  }
  const to = result.status === 'failed' ? 'failed' : 'cancelled';
  return deps.db.transaction(async (tx) => {
    const outcome: Outcome = to;
    if (!(await firstSight(tx, seen, payment.id, null, outcome))) return 'replay';
    await lockWaybillOf(tx, payment);
    return (await closePending(tx, payment.id, to, result.status === 'pending' ? 'expired' : result.status, deps.now()))
      ? outcome
      : 'already';
  });
}

async function lockWaybillOf(tx: Tx, payment: PaymentRow) {
  if (!payment.waybillId) return undefined;
  const [waybill] = await tx.select().from(waybills).where(eq(waybills.id, payment.waybillId)).for('update');
  return waybill;
}

async function applyPaid(deps: Deps, payment: PaymentRow, result: QueryResult, origin: string, seen?: Seen): Promise<Outcome> {
  if (result.amount !== payment.onlineAmount || result.currency.toUpperCase() !== payment.currency) {
    // Never paid as asked (a bug or tampering): not applied; the attempt fails with the reason staff see in the
    // payments list (to reconcile with the provider), and its holds go back instead of waiting for ever.
    return deps.db.transaction(async (tx) => {
      if (!(await firstSight(tx, seen, payment.id, null, 'mismatch'))) return 'replay';
      await lockWaybillOf(tx, payment);
      const reason = `amount_mismatch: the provider reported ${result.amount} ${result.currency.toUpperCase()}`;
      return (await closePending(tx, payment.id, 'failed', reason, deps.now())) ? 'mismatch' : 'already';
    });
  }
  const { outcome, late } = await deps.db.transaction(async (tx) => {
    if (!(await firstSight(tx, seen, payment.id, null, 'paid'))) return { outcome: 'replay' as const };
    const applied = await paidInTx(tx, payment, result.transactionId ?? null, deps.now());
    if (seen && applied.outcome !== 'paid') {
      await tx
        .update(paymentEvents)
        .set({ outcome: applied.outcome })
        .where(and(eq(paymentEvents.provider, seen.provider), eq(paymentEvents.eventId, seen.eventId)));
    }
    return applied;
  });
  if (late) await askRefund(deps, late, origin);
  return outcome;
}

/**
 * The one confirmation every path shares (a provider's word, a bank statement line): under the waybill's lock
 * then the payment's, pending -> paid with its effect; a pending one whose waybill no longer waits for payment
 * is closed instead. Answers the payment as it now stands and whether this call paid it.
 */
export async function confirmPending(
  tx: Tx,
  payment: PaymentRow,
  transactionId: string | null,
  now: Date,
): Promise<{ current: PaymentRow; paid: boolean }> {
  const waybill = await lockWaybillOf(tx, payment); // the waybill first, then the payment: the order attempts lock in
  const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
  if (current.status !== 'pending') return { current, paid: false };
  if (!waybill || waybill.status === 'pending_payment') {
    const paid = (await markPaid(tx, current.id, now, transactionId))!;
    if (waybill) await markWaybillPaid(tx, waybill, now);
    else await deliverPurchase(tx, paid, now);
    return { current: paid, paid: true };
  }
  return { current: (await closePending(tx, current.id, 'cancelled', 'waybill_changed', now))!, paid: false };
}

/** Paid at the provider: pending -> paid with its effect, or (no longer pending) a late-payment refund. */
async function paidInTx(
  tx: Tx,
  payment: PaymentRow,
  transactionId: string | null,
  now: Date,
): Promise<{ outcome: Outcome; late?: RefundRow }> {
  const { current, paid } = await confirmPending(tx, payment, transactionId, now);
  if (paid) return { outcome: 'paid' };
  if (current.status === 'paid' || current.status === 'refunded') return { outcome: 'already' };
  const late = await lateRefund(tx, current.id, transactionId, now);
  return late ? { outcome: 'late_refund', late } : { outcome: 'already' };
}

/** Money that arrived after we gave the attempt up goes back whole (its other parts were given back already). */
async function lateRefund(tx: Tx, paymentId: number, transactionId: string | null, now: Date): Promise<RefundRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'refunded', transactionId, updatedAt: now })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ['cancelled', 'failed'])))
    .returning();
  if (!row) return undefined;
  const [refund] = await tx
    .insert(refunds)
    .values({
      siteId: row.siteId,
      userId: row.userId,
      paymentId: row.id,
      no: newMoneyNo('R', now),
      reason: 'late_payment',
      status: 'pending',
      onlineAmount: row.onlineAmount,
      provider: row.provider,
      createdAt: now,
    })
    .returning();
  return refund;
}

/**
 * A verified refund event completes (or fails) a pending refund once. "Succeeded" also completes a refund we
 * recorded as failed: our call may have timed out after the provider returned the money, and its word decides.
 */
async function applyRefundEvent(deps: Deps, event: Extract<ProviderEvent, { type: 'refund' }>, seen: Seen): Promise<Outcome> {
  return deps.db.transaction(async (tx) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.no, event.refundNo));
    if (!(await firstSight(tx, seen, null, refund?.id ?? null, refund ? (event.status === 'succeeded' ? 'paid' : 'failed') : 'unknown')))
      return 'replay';
    if (!refund) return 'unknown';
    const set =
      event.status === 'succeeded'
        ? { status: 'succeeded' as const, completedAt: deps.now(), failureReason: null }
        : { status: 'failed' as const, failureReason: 'refused by the provider' };
    const from = event.status === 'succeeded' ? ['pending' as const, 'failed' as const] : ['pending' as const];
    const [changed] = await tx
      .update(refunds)
      .set(set)
      .where(and(eq(refunds.id, refund.id), inArray(refunds.status, from)))
      .returning();
    if (changed?.status === 'succeeded') await notifyRefund(tx, changed);
    return event.status === 'succeeded' ? 'paid' : 'failed';
  });
}

/** Stripe's one webhook endpoint tells about its alipay payments too (one account); so does the sandbox's when it plays Alipay. */
const SAME_ACCOUNT: Partial<Record<OnlineProviderName, OnlineProviderName[]>> = {
  stripe: ['stripe', 'alipay'],
  sandbox: ['sandbox', 'alipay'],
};

/**
 * POST /api/pay/notify/:provider: verified over the raw body, replay-checked, confirmed by a query, applied.
 * Answers the provider's own acknowledgement: "try again" only when we could not decide (query failed).
 */
export async function handleNotification(
  deps: Deps,
  name: OnlineProviderName,
  headers: Headers,
  raw: Buffer,
  origin: string,
  log: FastifyBaseLogger,
): Promise<NotificationAck> {
  const provider = deps.payments[name]!;
  let event: ProviderEvent;
  try {
    event = await provider.verify(headers, raw);
  } catch (err) {
    if (!(err instanceof NotificationRejected)) throw err;
    log.warn({ provider: name, reason: err.message }, 'payment notification rejected');
    return provider.ack(false);
  }
  const seen: Seen = { provider: name, eventId: event.eventId, type: event.type };
  const [known] = await deps.db
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.provider, name), eq(paymentEvents.eventId, event.eventId)));
  if (known) return provider.ack(true);
  if (event.type === 'ignored') {
    await deps.db.transaction((tx) => firstSight(tx, seen, null, null, 'ignored'));
    return provider.ack(true);
  }
  if (event.type === 'refund') {
    await applyRefundEvent(deps, event, seen);
    return provider.ack(true);
  }
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.no, event.paymentNo), inArray(payments.provider, SAME_ACCOUNT[name] ?? [name])));
  if (!payment) {
    await deps.db.transaction((tx) => firstSight(tx, seen, null, null, 'unknown'));
    return provider.ack(true);
  }
  try {
    const result = await deps.payments[payment.provider!]!.query(payment.no, payment.providerRef ?? '');
    const outcome = await applyResult(deps, payment, result, origin, seen);
    log.info({ provider: name, payment: payment.no, outcome }, 'payment notification applied');
    return provider.ack(true);
  } catch (err) {
    log.warn({ err, provider: name, payment: payment.no }, 'payment notification not applied: asking for a retry');
    return provider.ack(false);
  }
}

/**
 * The customer gave a pending attempt up (closed the provider's sheet): asked at the provider first (it may have
 * been paid after all, then it is applied), else closed there and its card grams, coupon and wallet money given
 * back at once instead of at expiry. A provider that can't be reached leaves it pending (the sweep settles it).
 */
async function cancelAttempt(deps: Deps, payment: PaymentRow, origin: string): Promise<void> {
  if (payment.status !== 'pending') return;
  const provider = payment.provider ? deps.payments[payment.provider] : undefined;
  if (provider && payment.providerRef) {
    const result = await provider.query(payment.no, payment.providerRef);
    if (result.status === 'paid') {
      await applyResult(deps, payment, result, origin);
      return;
    }
    await provider.close(payment.no, payment.providerRef);
  }
  await deps.db.transaction(async (tx) => {
    await lockWaybillOf(tx, payment);
    await closePending(tx, payment.id, 'cancelled', 'cancelled_by_customer', deps.now());
  });
}

/** The app's "I think I paid": ask the provider now (a pending payment only). */
async function syncPayment(deps: Deps, payment: PaymentRow, origin: string): Promise<void> {
  if (payment.status !== 'pending' || !payment.provider || !payment.providerRef) return;
  const provider = deps.payments[payment.provider];
  if (!provider) return;
  const result = await provider.query(payment.no, payment.providerRef);
  const expired = Boolean(payment.expiresAt && payment.expiresAt <= deps.now());
  await applyResult(deps, payment, result, origin, undefined, expired);
}

const AT_PROVIDER = { sync: syncPayment, cancel: cancelAttempt };

/**
 * The customer's own payment asked about at its provider (`sync`) or given up (`cancel`), then answered as it
 * stands: a provider that can't be reached leaves it as it was (still pending: the expiry sweep settles it).
 */
export async function settleMine(
  deps: Deps,
  user: UserRow,
  lang: ApiLang,
  id: number,
  act: keyof typeof AT_PROVIDER,
  origin: string,
  log: FastifyBaseLogger,
): Promise<Payment> {
  const [row] = await deps.db
    .select()
    .from(payments)
    .where(and(ownPayment(user), eq(payments.id, id)));
  if (!row) throw paymentNotFound();
  try {
    await AT_PROVIDER[act](deps, row, origin);
  } catch (err) {
    log.warn({ err, payment: row.no }, `${act}: provider not reachable`);
  }
  return myPayment(deps, user, lang, row.id);
}

/**
 * Pending payments past expires_at (of one waybill or customer when given): each asked at its provider first
 * (it may have been paid), then closed and given back. Errors are per payment (the next sweep tries again).
 */
export async function sweepPayments(
  deps: Deps,
  scope: { waybillId?: number; userId?: number } = {},
  origin = '',
  log?: FastifyBaseLogger,
): Promise<number> {
  const filters: (SQL | undefined)[] = [eq(payments.status, 'pending'), lte(payments.expiresAt, deps.now())];
  if (scope.waybillId) filters.push(eq(payments.waybillId, scope.waybillId));
  if (scope.userId) filters.push(eq(payments.userId, scope.userId));
  const due = await deps.db
    .select()
    .from(payments)
    .where(and(...filters))
    .limit(100);
  let settled = 0;
  for (const payment of due) {
    try {
      const provider = payment.provider ? deps.payments[payment.provider] : undefined;
      if (provider && payment.providerRef) {
        await applyResult(deps, payment, await provider.query(payment.no, payment.providerRef), origin, undefined, true);
      } else {
        // Never started at a provider (or it is no longer configured): nothing can arrive.
        await deps.db.transaction(async (tx) => {
          await lockWaybillOf(tx, payment);
          await closePending(tx, payment.id, 'cancelled', 'expired', deps.now());
        });
        await closeAtProvider(deps, payment);
      }
      settled += 1;
    } catch (err) {
      log?.warn({ err, payment: payment.no }, 'expired payment not settled yet');
    }
  }
  return settled;
}
