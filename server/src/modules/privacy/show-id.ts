/**
 * Staff "show ID": the full ID number of an address or of a waybill's recipient, for a stated reason, written to
 * the ID viewing log (id_views) in the same transaction: who saw whose number and why.
 */
import { and, eq } from 'drizzle-orm';
import type { ShowIdData, ShowIdRequest } from '@contract/address';
import { ApiStatus } from '@contract/api';
import { addresses, idViews, type UserRow, waybills } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError, FieldError } from '../../lib/errors';
import { sealerOf } from '../../toolkit/seal';

export async function showId(deps: Deps, staff: UserRow, body: ShowIdRequest): Promise<ShowIdData> {
  if ((body.address_id === undefined) === (body.waybill_id === undefined)) throw new FieldError('privacy.address_id', 'required');
  const reason = body.reason.trim();
  if (reason.length < 4) throw new FieldError('privacy.reason', 'too_short', { limit: 4 });
  return deps.db.transaction(async (tx) => {
    let owner: number | undefined;
    let sealed: string | null | undefined;
    if (body.address_id !== undefined) {
      const [row] = await tx
        .select({ userId: addresses.userId, idNumber: addresses.idNumber })
        .from(addresses)
        .where(and(eq(addresses.siteId, staff.siteId), eq(addresses.id, body.address_id)));
      if (!row) throw new ApiError(ApiStatus.NOT_FOUND, 'address_not_found');
      [owner, sealed] = [row.userId, row.idNumber];
    } else {
      const [row] = await tx
        .select({ userId: waybills.userId, recipient: waybills.recipient })
        .from(waybills)
        .where(and(eq(waybills.siteId, staff.siteId), eq(waybills.id, body.waybill_id!)));
      if (!row) throw new ApiError(ApiStatus.NOT_FOUND, 'waybill_not_found');
      [owner, sealed] = [row.userId, row.recipient.id_number];
    }
    if (!sealed) throw new ApiError(ApiStatus.NOT_FOUND, 'id_not_on_file');
    await tx.insert(idViews).values({
      siteId: staff.siteId,
      staffId: staff.id,
      ownerId: owner,
      addressId: body.address_id ?? null,
      waybillId: body.waybill_id ?? null,
      reason,
      createdAt: deps.now(),
    });
    return { id_number: sealerOf(deps.config).open(sealed) };
  });
}
