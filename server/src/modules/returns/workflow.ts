/**
 * The return state machine's one move: a guarded `UPDATE ... WHERE status IN (expected)` plus its timeline row
 * and the customer's notice, in the caller's transaction. 0 rows -> 42009 naming the state the return is really
 * in; nothing changed. Closing a return frees its parcels (back on the shelf, or gone when completed).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ApiStatus } from '@contract/api';
import type { ParcelStatus } from '@contract/parcel';
import type { ReturnAction, ReturnStatus } from '@contract/returns';
import type { Queryable, Tx } from '../../db/client';
import { parcelReturnEvents, parcelReturnItems, type ParcelReturnRow, parcelReturns, parcels, type UserRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { StateError } from '../../toolkit/states';
import { recordCustomerAction } from '../audit/record';
import { RETURN_STATUS_TEXT } from './labels';
import { noticeFor } from './notices';

export const returnNotFound = () => new ApiError(ApiStatus.NOT_FOUND, 'return_not_found');
export const returnConflict = (status: ReturnStatus) => new StateError('return_state', RETURN_STATUS_TEXT[status]);

/** Who may touch the return: its customer (userId) or staff of its site. */
export type Scope = { siteId: number; userId?: number };

const ofScope = (scope: Scope, id: number) =>
  and(
    eq(parcelReturns.id, id),
    eq(parcelReturns.siteId, scope.siteId),
    scope.userId === undefined ? undefined : eq(parcelReturns.userId, scope.userId),
  );

export async function findReturn(q: Queryable, scope: Scope, id: number, lock = false): Promise<ParcelReturnRow> {
  const query = q.select().from(parcelReturns).where(ofScope(scope, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw returnNotFound();
  return row;
}

export interface Step {
  action: ReturnAction;
  by: Pick<UserRow, 'id' | 'role'> | null;
  note?: string;
}

export async function logStep(tx: Tx, row: ParcelReturnRow, step: Step, from: string | null, now: Date): Promise<void> {
  const [logged] = await tx
    .insert(parcelReturnEvents)
    .values({
      returnId: row.id,
      action: step.action,
      byRole: step.by ? (step.by.role === 'customer' ? 'customer' : 'staff') : 'system',
      byUserId: step.by?.id ?? null,
      fromStatus: from,
      toStatus: row.status,
      note: step.note ?? '',
      createdAt: now,
    })
    .returning({ id: parcelReturnEvents.id });
  await noticeFor(tx, row, step, logged.id);
  // A staff step is a decision on the customer's return: in the audit log too (docs/security.md).
  if (step.by && step.by.role !== 'customer')
    await recordCustomerAction(tx, {
      siteId: row.siteId,
      actorId: step.by.id,
      customerId: row.userId,
      kind: 'return',
      entityId: row.id,
      label: row.no,
      before: { status: from, action: null },
      after: { status: row.status, action: step.action, note: step.note || null },
      at: now,
    });
}

/** Moves the return from one of `from` to `to` with `set`, and logs the step; 42009 when it is elsewhere. */
export async function move(
  tx: Tx,
  scope: Scope,
  id: number,
  from: ReturnStatus[],
  to: ReturnStatus,
  set: Partial<typeof parcelReturns.$inferInsert>,
  step: Step,
  now: Date,
): Promise<ParcelReturnRow> {
  const before = await findReturn(tx, scope, id);
  const [row] = await tx
    .update(parcelReturns)
    .set({ ...set, status: to, updatedAt: now })
    .where(and(ofScope(scope, id), inArray(parcelReturns.status, from)))
    .returning();
  if (!row) throw returnConflict((await findReturn(tx, scope, id)).status);
  await logStep(tx, row, step, before.status, now);
  return row;
}

/** A closed return lets its parcels go: back in the warehouse (cancelled, rejected) or returned (completed). */
export async function releaseParcels(
  tx: Tx,
  row: ParcelReturnRow,
  to: Extract<ParcelStatus, 'in_warehouse' | 'returned'>,
  now: Date,
): Promise<void> {
  const items = await tx
    .update(parcelReturnItems)
    .set({ open: false })
    .where(and(eq(parcelReturnItems.returnId, row.id), eq(parcelReturnItems.open, true)))
    .returning({ parcelId: parcelReturnItems.parcelId });
  if (!items.length) return;
  await tx
    .update(parcels)
    .set({ status: to, updatedAt: now })
    .where(
      and(
        inArray(
          parcels.id,
          items.map((i) => i.parcelId),
        ),
        eq(parcels.status, 'return_requested'),
      ),
    );
}
