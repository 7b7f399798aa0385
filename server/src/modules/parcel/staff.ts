/**
 * Warehouse check-in and the staff parcel list. Staff see every parcel of their own site; another site's
 * parcel is "not found". A tracking number is checked in once: the second time answers 42009.
 */
import { and, desc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { CheckinData, CheckinRequest, StaffParcel, StaffParcelListData, StaffParcelQuery } from '@contract/parcel';
import { normaliseTrackingNo } from '@contract/parcel';
import { type ParcelRow, parcels, type SiteRow, type UserRow, users, waybills } from '../../db/schema';
import type { Deps } from '../../deps';
import { uniqueViolation } from '../../lib/db-errors';
import { cappedTotal, containsPattern, countCapped, offsetOf, type Paging, withinDays } from '../../toolkit/lists';
import { dayRange } from '../../toolkit/time';
import { customerDeleted } from '../account/erased';
import { recordCustomerAction } from '../audit/record';
import { photoLinks } from '../files/signed-urls';
import { notifyParcel } from '../notification/events';
import { toParcel, trackingNo } from './service';
import { checkPhotoKeys, parcelConflict } from './shared';

export async function checkIn(deps: Deps, staff: UserRow, site: SiteRow, body: CheckinRequest, origin: string): Promise<CheckinData> {
  const no = trackingNo(body.tracking_no);
  const photoKeys = await checkPhotoKeys(deps.db, site.id, body.photo_file ? [body.photo_file] : [], 'parcel', 'photo_file');
  const now = deps.now();
  const arrival = {
    weightG: body.weight_g,
    photoKeys,
    location: body.location?.trim() ?? '',
    arrivedAt: now,
    checkedInBy: staff.id,
    updatedAt: now,
  };
  const courier = body.courier?.trim();
  const done = await deps.db
    .transaction(async (tx) => {
      const [found] = await tx
        .select()
        .from(parcels)
        .where(and(eq(parcels.siteId, site.id), eq(parcels.trackingNo, no), isNull(parcels.deletedAt), ne(parcels.status, 'returned')))
        .for('update');
      if (found && found.status !== 'declared') throw parcelConflict('parcel_checked_in', found.status, { no });
      if (found) {
        const [matched] = await tx
          .update(parcels)
          .set({ ...arrival, status: 'in_warehouse', ...(courier && !found.courier ? { courier } : {}) })
          .where(and(eq(parcels.id, found.id), eq(parcels.status, 'declared')))
          .returning();
        if (!matched) throw parcelConflict('parcel_checked_in', 'in_warehouse', { no });
        await notifyParcel(tx, matched, 'parcel.checked_in');
        const state = (p: ParcelRow) => ({ status: p.status, weight_g: p.weightG, location: p.location || null });
        await recordCustomerAction(tx, {
          siteId: site.id,
          actorId: staff.id,
          customerId: matched.userId!,
          kind: 'parcel',
          entityId: matched.id,
          label: matched.trackingNo,
          before: state(found),
          after: state(matched),
          at: now,
        });
        return { result: 'matched' as const, row: matched };
      }
      const [created] = await tx
        .insert(parcels)
        .values({ ...arrival, siteId: site.id, userId: null, status: 'unclaimed', trackingNo: no, courier: courier ?? '', createdAt: now })
        .returning();
      return { result: 'unclaimed' as const, row: created };
    })
    .catch((err) => {
      // Two check-ins of a new number at once: the second one loses on the unique index.
      if (uniqueViolation(err) === 'parcels_site_tracking_live') throw parcelConflict('parcel_checked_in', 'unclaimed', { no });
      throw err;
    });
  const owner = done.row.userId ? await ownerOf(deps, done.row.userId) : UNCLAIMED;
  return { result: done.result, parcel: toStaffParcel(deps, done.row, site, null, owner, origin) };
}

/** The owner as staff see it: the member code (null while unclaimed) and whether the account was deleted. */
interface Owner {
  memberCode: string | null;
  customerDeleted: boolean;
}
const UNCLAIMED: Owner = { memberCode: null, customerDeleted: false };

async function ownerOf(deps: Deps, userId: number): Promise<Owner> {
  const [row] = await deps.db.select({ memberCode: users.memberCode, customerDeleted }).from(users).where(eq(users.id, userId));
  return row ?? UNCLAIMED;
}

export async function staffListParcels(
  deps: Deps,
  site: SiteRow,
  query: StaffParcelQuery & Paging,
  origin: string,
): Promise<StaffParcelListData> {
  const like = containsPattern(query.keyword);
  const compact = containsPattern(query.keyword ? normaliseTrackingNo(query.keyword) : undefined);
  const where = and(
    eq(parcels.siteId, site.id),
    isNull(parcels.deletedAt),
    query.status ? eq(parcels.status, query.status) : undefined,
    like ? or(ilike(parcels.trackingNo, compact ?? like), ilike(users.memberCode, like), ilike(parcels.location, like)) : undefined,
    withinDays(parcels.arrivedAt, dayRange(site, 'parcel', query)),
  );
  const matching = deps.db
    .select({ one: sql`1` })
    .from(parcels)
    .leftJoin(users, eq(users.id, parcels.userId))
    .where(where)
    .$dynamic();
  const [counted, rows] = await Promise.all([
    countCapped(deps.db, matching),
    deps.db
      .select({ parcel: parcels, memberCode: users.memberCode, customerDeleted, waybillNo: waybills.no })
      .from(parcels)
      .leftJoin(users, eq(users.id, parcels.userId))
      .leftJoin(waybills, eq(waybills.id, parcels.waybillId))
      .where(where)
      .orderBy(desc(parcels.updatedAt), desc(parcels.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
  ]);
  const list = rows.map((r) => toStaffParcel(deps, r.parcel, site, r.waybillNo, r, origin));
  return { list, ...cappedTotal(counted), page: query.page, page_size: query.page_size };
}

function toStaffParcel(deps: Deps, row: ParcelRow, site: SiteRow, waybillNo: string | null, owner: Owner, origin: string): StaffParcel {
  return {
    ...toParcel(row, site, waybillNo),
    photos: photoLinks(deps, origin, row.photoKeys),
    user_id: row.userId,
    member_code: owner.memberCode,
    customer_deleted: owner.customerDeleted,
  };
}
