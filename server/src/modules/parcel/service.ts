/**
 * My parcels: declare, change or delete while `declared`, list with per-status counts, claim an unclaimed
 * arrival by its full tracking number. Every query filters on site and owner; another customer's parcel
 * is "not found". State changes are guarded updates (`WHERE status = expected`).
 */
import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { ApiStatus } from '@contract/api';
import type {
  Parcel,
  ParcelCreateRequest,
  ParcelDetail,
  ParcelListData,
  ParcelListQuery,
  ParcelStatus,
  ParcelUpdateRequest,
  UnclaimedListData,
} from '@contract/parcel';
import { normaliseTrackingNo, PARCEL_STATUSES, TRACKING_NO_PATTERN } from '@contract/parcel';
import type { Queryable } from '../../db/client';
import { type ParcelRow, parcels, type SiteRow, type UserRow, waybills } from '../../db/schema';
import type { Deps } from '../../deps';
import { uniqueViolation } from '../../lib/db-errors';
import { ApiError } from '../../lib/errors';
import { assertMayTry, type FailureLimit, recordFailure } from '../../lib/failure-limit';
import { createOnce } from '../../lib/request-id';
import { scopedField } from '../../toolkit/fields';
import { containsPattern, offsetOf } from '../../toolkit/lists';
import { isoOrNull, localDate } from '../../toolkit/time';
import { photoLinks } from '../files/signed-urls';
import { notifyParcel } from '../notification/events';
import { parcelStorage } from '../operations/held';
import { storageRule } from '../operations/storage';
import { checkGoods, declaredValueOf, parcelConflict } from './shared';

export const parcelNotFound = () => new ApiError(ApiStatus.NOT_FOUND, 'parcel_not_found');

export const mine = (user: UserRow) => and(eq(parcels.siteId, user.siteId), eq(parcels.userId, user.id), isNull(parcels.deletedAt));

/** The normalised number, or a field error naming `field`. */
export function trackingNo(raw: string, scope: 'parcel' = 'parcel'): string {
  const no = normaliseTrackingNo(raw);
  if (!TRACKING_NO_PATTERN.test(no)) throw scopedField(scope, 'tracking_no', 'invalid_format');
  return no;
}

/** Another live parcel already has the number (declared by someone, or here already). */
export function takenTrackingNo<T>(err: unknown): T {
  if (uniqueViolation(err) === 'parcels_site_tracking_live') throw scopedField('parcel', 'tracking_no', 'taken');
  throw err;
}

/**
 * Declares a parcel. When the number matches an unclaimed arrival, declaring it is claiming it: the
 * customer typed the full number, which is what a claim asks for.
 */
export async function createParcel(deps: Deps, user: UserRow, site: SiteRow, body: ParcelCreateRequest): Promise<Parcel> {
  const no = trackingNo(body.tracking_no);
  const goods = await checkGoods(deps.db, site.id, body.goods ?? [], 'parcel');
  const now = deps.now();
  const fields = { courier: body.courier?.trim() ?? '', goods, note: body.note?.trim() ?? '', declaredAt: now, updatedAt: now };
  // A repeat answers the parcel first made, even if it was deleted since (the app shows what it got).
  const load = async (q: Queryable, id: number) =>
    (
      await q
        .select()
        .from(parcels)
        .where(and(eq(parcels.siteId, site.id), eq(parcels.userId, user.id), eq(parcels.id, id)))
    )[0];
  const row = await createOnce(deps, user, { kind: 'parcel_create', requestId: body.request_id, load }, async (tx) => {
    const [claimed] = await tx
      .update(parcels)
      .set({ ...fields, userId: user.id, status: 'in_warehouse', claimedAt: now })
      .where(and(eq(parcels.siteId, site.id), eq(parcels.trackingNo, no), eq(parcels.status, 'unclaimed'), isNull(parcels.deletedAt)))
      .returning();
    if (claimed) {
      await notifyParcel(tx, claimed, 'parcel.matched');
      return claimed;
    }
    const [created] = await tx
      .insert(parcels)
      .values({ ...fields, siteId: site.id, userId: user.id, status: 'declared', trackingNo: no, createdAt: now })
      .returning();
    return created;
  }).catch(takenTrackingNo<ParcelRow>);
  return toParcel(row, site, null);
}

export async function updateParcel(deps: Deps, user: UserRow, site: SiteRow, id: number, body: ParcelUpdateRequest): Promise<Parcel> {
  const changes: Partial<typeof parcels.$inferInsert> = { updatedAt: deps.now() };
  if (body.tracking_no !== undefined) changes.trackingNo = trackingNo(body.tracking_no);
  if (body.goods !== undefined) changes.goods = await checkGoods(deps.db, site.id, body.goods, 'parcel');
  if (body.courier !== undefined) changes.courier = body.courier.trim();
  if (body.note !== undefined) changes.note = body.note.trim();
  const [row] = await deps.db
    .update(parcels)
    .set(changes)
    .where(and(mine(user), eq(parcels.id, id), eq(parcels.status, 'declared')))
    .returning()
    .catch(takenTrackingNo<ParcelRow[]>);
  if (!row) throw await whyNotDeclared(deps.db, user, id);
  return toParcel(row, site, null);
}

export async function deleteParcel(deps: Deps, user: UserRow, id: number): Promise<{ id: number }> {
  const [row] = await deps.db
    .update(parcels)
    .set({ deletedAt: deps.now(), updatedAt: deps.now() })
    .where(and(mine(user), eq(parcels.id, id), eq(parcels.status, 'declared')))
    .returning({ id: parcels.id });
  if (!row) throw await whyNotDeclared(deps.db, user, id);
  return row;
}

/** After a guarded update touched nothing: not mine (40004), or no longer declared (42009). */
async function whyNotDeclared(q: Queryable, user: UserRow, id: number): Promise<ApiError> {
  const [row] = await q
    .select({ status: parcels.status })
    .from(parcels)
    .where(and(mine(user), eq(parcels.id, id)));
  return row ? parcelConflict('parcel_locked', row.status) : parcelNotFound();
}

function keywordFilter(keyword: string | undefined): SQL | undefined {
  const like = containsPattern(keyword);
  if (!like) return undefined;
  const compact = containsPattern(normaliseTrackingNo(keyword!));
  return or(
    ilike(parcels.trackingNo, compact ?? like),
    ilike(parcels.courier, like),
    ilike(parcels.note, like),
    sql`${parcels.goods}::text ilike ${like}`,
  );
}

export async function listParcels(
  deps: Deps,
  user: UserRow,
  site: SiteRow,
  query: Required<Pick<ParcelListQuery, 'page' | 'page_size'>> & ParcelListQuery,
): Promise<ParcelListData> {
  const base = and(mine(user), keywordFilter(query.keyword));
  const where = and(base, query.status ? eq(parcels.status, query.status) : undefined);
  const [{ total }] = await deps.db.select({ total: count() }).from(parcels).where(where);
  const rows = await deps.db
    .select({ parcel: parcels, waybillNo: waybills.no })
    .from(parcels)
    .leftJoin(waybills, eq(waybills.id, parcels.waybillId))
    .where(where)
    .orderBy(desc(parcels.updatedAt), desc(parcels.id))
    .limit(query.page_size)
    .offset(offsetOf(query));
  const grouped = await deps.db.select({ status: parcels.status, n: count() }).from(parcels).where(base).groupBy(parcels.status);
  const counts = Object.fromEntries([...PARCEL_STATUSES.map((s) => [s, 0]), ['all', 0]]) as ParcelListData['counts'];
  for (const g of grouped) {
    counts[g.status] = g.n;
    counts.all += g.n;
  }
  const rule = await storageRule(deps.db, site.id);
  const withStorage = (row: ParcelRow) => ({ storage: parcelStorage(site, rule, row, deps.now()) });
  return {
    list: rows.map((r) => ({ ...toParcel(r.parcel, site, r.waybillNo), ...withStorage(r.parcel) })),
    total,
    page: query.page,
    page_size: query.page_size,
    counts,
  };
}

export async function parcelDetail(deps: Deps, user: UserRow, site: SiteRow, id: number, origin: string): Promise<ParcelDetail> {
  const [row] = await deps.db
    .select({ parcel: parcels, waybillNo: waybills.no })
    .from(parcels)
    .leftJoin(waybills, eq(waybills.id, parcels.waybillId))
    .where(and(mine(user), eq(parcels.id, id)));
  if (!row) throw parcelNotFound();
  const storage = parcelStorage(site, await storageRule(deps.db, site.id), row.parcel, deps.now());
  return { ...toParcel(row.parcel, site, row.waybillNo), storage, photos: photoLinks(deps, origin, row.parcel.photoKeys) };
}

/** "NZ12****789": recognisable by its owner, useless to anyone trying to claim it. */
export function maskTrackingNo(no: string): string {
  if (no.length <= 6) return `${no.slice(0, 1)}****${no.slice(-1)}`;
  const head = no.length >= 10 ? 4 : 2;
  return `${no.slice(0, head)}****${no.slice(-3)}`;
}

export async function listUnclaimed(
  deps: Deps,
  site: SiteRow,
  query: { keyword?: string; page: number; page_size: number },
): Promise<UnclaimedListData> {
  const like = containsPattern(query.keyword ? normaliseTrackingNo(query.keyword) : undefined);
  const where = and(
    eq(parcels.siteId, site.id),
    eq(parcels.status, 'unclaimed'),
    isNull(parcels.deletedAt),
    like ? ilike(parcels.trackingNo, like) : undefined,
  );
  const [{ total }] = await deps.db.select({ total: count() }).from(parcels).where(where);
  const rows = await deps.db
    .select()
    .from(parcels)
    .where(where)
    .orderBy(desc(parcels.arrivedAt), desc(parcels.id))
    .limit(query.page_size)
    .offset(offsetOf(query));
  const list = rows.map((r) => ({
    id: r.id,
    tracking_no_masked: maskTrackingNo(r.trackingNo),
    courier: r.courier,
    arrived_on: localDate(site, r.arrivedAt ?? r.createdAt),
    weight_g: r.weightG,
  }));
  return { list, total, page: query.page, page_size: query.page_size };
}

/**
 * Guessing numbers: at most 10 claims that found nothing per customer per hour, from any address. A
 * success does not clear them (one real parcel must not buy another ten guesses).
 */
export const CLAIM_FAILURES: FailureLimit = { kind: 'parcel_claim', windowMs: 60 * 60_000, max: 10, perIp: false };

/** The full number of an unclaimed parcel makes it mine, in the warehouse. A second claim finds nothing. */
export async function claimParcel(deps: Deps, user: UserRow, site: SiteRow, raw: string, ip: string): Promise<Parcel> {
  const no = trackingNo(raw);
  const attempt = { siteId: site.id, account: `user:${user.id}`, ip };
  await assertMayTry(deps, CLAIM_FAILURES, attempt);
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(parcels)
      .set({ userId: user.id, status: 'in_warehouse', claimedAt: now, updatedAt: now })
      .where(and(eq(parcels.siteId, site.id), eq(parcels.trackingNo, no), eq(parcels.status, 'unclaimed'), isNull(parcels.deletedAt)))
      .returning();
    if (claimed) await notifyParcel(tx, claimed, 'parcel.matched');
    return claimed;
  });
  if (!row) {
    await recordFailure(deps, CLAIM_FAILURES, attempt);
    throw new ApiError(ApiStatus.NOT_FOUND, 'unclaimed_not_found');
  }
  return toParcel(row, site, null);
}

export function toParcel(row: ParcelRow, site: SiteRow, waybillNo: string | null): Parcel {
  return {
    id: row.id,
    status: row.status as ParcelStatus,
    courier: row.courier,
    tracking_no: row.trackingNo,
    goods: row.goods,
    declared_value: declaredValueOf(row.goods),
    currency: site.currency,
    note: row.note,
    weight_g: row.weightG,
    location: row.location,
    waybill_id: row.waybillId,
    waybill_no: waybillNo,
    declared_at: isoOrNull(row.declaredAt),
    arrived_at: isoOrNull(row.arrivedAt),
    packing_at: isoOrNull(row.packingAt),
    packed_at: isoOrNull(row.packedAt),
    photo_count: row.photoKeys.length,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
