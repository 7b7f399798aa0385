/**
 * Calling a return off (customer cancel, staff reject) before it is shipped, in ONE transaction: the return
 * moves (guarded), its pending payment attempts are closed with their holds given back, a paid fee is refunded
 * whole where it came from (payment module's refundInTx: the wallet at once, online money through the provider
 * after commit) and its parcels go back on the shelf.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { type ParcelReturnRow, type PaymentRow, payments, type RefundRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { closePending } from '../payment/holds';
import { askRefund, closeAtProvider } from '../payment/provider-calls';
import { refundInTx } from '../payment/refund';
import { refuseWhileBooked } from './collect';
import { findReturn, move, releaseParcels, type Scope, type Step } from './workflow';

const CALLABLE_OFF: ParcelReturnRow['status'][] = ['requested', 'quoted', 'awaiting_payment', 'processing'];

export interface CallOff {
  to: 'cancelled' | 'rejected';
  step: Step;
  refundReason: 'return_cancelled' | 'return_rejected';
  rejectReason?: string;
}

/** The return's pending attempts, closed and given back (a new attempt or a call-off replaces them). */
export async function closeReturnAttempts(tx: Tx, returnId: number, reason: string, now: Date): Promise<PaymentRow[]> {
  const open = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.returnId, returnId), eq(payments.status, 'pending')))
    .for('update');
  const closed: PaymentRow[] = [];
  for (const p of open) {
    const row = await closePending(tx, p.id, 'cancelled', reason, now);
    if (row) closed.push(row);
  }
  return closed;
}

export async function closeReturn(deps: Deps, origin: string, scope: Scope, id: number, off: CallOff): Promise<ParcelReturnRow> {
  const done = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    await findReturn(tx, scope, id, true); // the return first, then its payments: the order paying locks in
    await refuseWhileBooked(tx, id);
    const row = await move(tx, scope, id, CALLABLE_OFF, off.to, { closedAt: now, rejectReason: off.rejectReason ?? '' }, off.step, now);
    const closed = await closeReturnAttempts(tx, row.id, off.to, now);
    const [paid] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.returnId, row.id), eq(payments.status, 'paid')))
      .for('update');
    const refund: RefundRow | undefined = paid
      ? await refundInTx(tx, paid, { reason: off.refundReason, note: off.rejectReason, by: off.step.by?.id ?? 0 }, now)
      : undefined;
    await releaseParcels(tx, row, 'in_warehouse', now);
    return { row, closed, refund };
  });
  for (const p of done.closed) await closeAtProvider(deps, p);
  if (done.refund?.status === 'pending') await askRefund(deps, done.refund, origin);
  return done.row;
}
