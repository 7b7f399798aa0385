/**
 * A return collected at a depot (method `pickup`): once paid (processing) its parcels are booked at a depot as
 * returned items of a self-pickup reservation; the desk's hand-over completes the return in the hand-over's
 * transaction. While a booking is open the return can't be called off (the desk would be handing over parcels
 * back on the shelf); cancelling the booking leaves the return waiting for a new one.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import { ApiStatus } from '@contract/api';
import type { ReturnBooking } from '@contract/returns';
import type { Queryable, Tx } from '../../db/client';
import { parcelReturnItems, reservationItems, reservations, reservationSlots, type UserRow, warehouses } from '../../db/schema';
import { pickLang } from '../../lib/bilingual';
import { ApiError } from '../../lib/errors';
import { findReturn, move, releaseParcels, returnConflict, type Scope } from './workflow';

const openItemsOf = (q: Queryable, returnId: number) =>
  q
    .select({ id: reservationItems.id })
    .from(reservationItems)
    .where(and(eq(reservationItems.returnId, returnId), eq(reservationItems.status, 'open')))
    .limit(1);

/** Refuses while the return is on an open booking (46001). */
export async function refuseWhileBooked(q: Queryable, returnId: number): Promise<void> {
  if ((await openItemsOf(q, returnId)).length) throw new ApiError(ApiStatus.RETURN_BOOKED, 'return_booked');
}

/** The reservation items of a paid pickup return of the customer (`scope`), locked against a concurrent call-off. */
export async function returnedItems(tx: Tx, scope: Scope, returnId: number) {
  const row = await findReturn(tx, scope, returnId, true);
  if (row.method !== 'pickup') throw new ApiError(ApiStatus.RETURN_NOT_PICKUP, 'return_not_pickup');
  if (row.status !== 'processing') throw returnConflict(row.status);
  await refuseWhileBooked(tx, row.id);
  const held = await tx
    .select({ parcelId: parcelReturnItems.parcelId })
    .from(parcelReturnItems)
    .where(and(eq(parcelReturnItems.returnId, row.id), eq(parcelReturnItems.open, true)));
  return held.map((h) => ({ kind: 'return' as const, action: 'collect' as const, parcelId: h.parcelId, returnId: row.id }));
}

/** Handed over at the desk: processing -> completed and the parcels returned (gone from the warehouse list). */
export async function completeCollected(
  tx: Tx,
  siteId: number,
  returnIds: number[],
  staff: UserRow,
  depotName: string,
  now: Date,
): Promise<void> {
  for (const id of new Set(returnIds)) {
    const done = await move(
      tx,
      { siteId },
      id,
      ['processing'],
      'completed',
      { closedAt: now },
      { action: 'completed', by: staff, note: depotName },
      now,
    );
    await releaseParcels(tx, done, 'returned', now);
  }
}

/** The return's latest booking (open, done or released), for its detail page. */
export async function latestBooking(q: Queryable, lang: ApiLang, returnId: number): Promise<ReturnBooking | null> {
  const [hit] = await q
    .select({ r: reservations, slot: reservationSlots, depot: warehouses })
    .from(reservationItems)
    .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
    .innerJoin(reservationSlots, eq(reservationSlots.id, reservations.slotId))
    .innerJoin(warehouses, eq(warehouses.id, reservations.depotId))
    .where(eq(reservationItems.returnId, returnId))
    .orderBy(desc(reservations.id))
    .limit(1);
  if (!hit) return null;
  return {
    id: hit.r.id,
    no: hit.r.no,
    status: hit.r.status,
    depot_name: pickLang(lang, hit.depot.nameZh, hit.depot.nameEn),
    date: hit.slot.localDay,
    start: hit.slot.startTime,
    end: hit.slot.endTime,
  };
}
