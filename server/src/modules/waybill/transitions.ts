/**
 * Waybill state changes other modules drive (a refund cancels a paid waybill). Kept apart from the service so
 * the payment module can call them without importing the waybill service, which itself calls payments.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { ApiStatus } from '@contract/api';
import type { Tx } from '../../db/client';
import { parcels, type WaybillRow, waybills } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { waybillConflict } from '../parcel/shared';

export const waybillNotFound = () => new ApiError(ApiStatus.NOT_FOUND, 'waybill_not_found');

/** The waybill's parcels go back on the shelf (a cancelled waybill). */
export async function releaseParcels(tx: Tx, waybill: WaybillRow, now: Date): Promise<void> {
  await tx
    .update(parcels)
    .set({ status: 'in_warehouse', waybillId: null, packingAt: null, packedAt: null, updatedAt: now })
    .where(and(eq(parcels.siteId, waybill.siteId), eq(parcels.waybillId, waybill.id), inArray(parcels.status, ['packing', 'packed'])));
}

/** The waybill's parcels reached the recipient with it (a delivered waybill). */
export async function deliverParcels(tx: Tx, waybill: WaybillRow, now: Date): Promise<void> {
  await tx
    .update(parcels)
    .set({ status: 'delivered', updatedAt: now })
    .where(and(eq(parcels.siteId, waybill.siteId), eq(parcels.waybillId, waybill.id), eq(parcels.status, 'packed')));
}

/** A paid waybill refunded whole: pending_dispatch -> cancelled (42009 otherwise), its parcels released. */
export async function cancelRefundedWaybill(tx: Tx, waybill: WaybillRow, now: Date): Promise<WaybillRow> {
  const [cancelled] = await tx
    .update(waybills)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(and(eq(waybills.id, waybill.id), eq(waybills.status, 'pending_dispatch')))
    .returning();
  if (!cancelled) throw waybillConflict(waybill.status);
  await releaseParcels(tx, cancelled, now);
  return cancelled;
}
