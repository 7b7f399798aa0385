/**
 * The customer's side: depots, slots, what can be booked, book (a place taken by a conditional update, so a slot
 * is never overbooked), cancel or reschedule until the cutoff, a new code, the list and one booking.
 * Every change is one transaction with a guarded `UPDATE ... WHERE status = 'booked'` and a log row.
 */
import { and, count, desc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import { ApiStatus } from '@contract/api';
import type {
  BookableItemsData,
  DepotListData,
  ReservationCreateRequest,
  ReservationListData,
  ReservationListQuery,
  ReservationWithCode,
  SlotListData,
  SlotQuery,
} from '@contract/reservation';
import { CHANGE_CUTOFF_MINUTES, MAX_OPEN_RESERVATIONS, RESERVATION_HORIZON_DAYS } from '@contract/reservation';
import type { Queryable, Tx } from '../../db/client';
import {
  parcels,
  realNames,
  reservationItems,
  reservationLogs,
  type ReservationRow,
  reservations,
  type ReservationSlotRow,
  reservationSlots,
  type SiteRow,
  type UserRow,
  users,
  waybills,
} from '../../db/schema';
import type { Deps } from '../../deps';
import type { Params } from '../../i18n';
import type { FieldReason } from '../../i18n/messages';
import { randomReadable } from '../../lib/crypto';
import { uniqueViolation } from '../../lib/db-errors';
import { ApiError, FieldError } from '../../lib/errors';
import { offsetOf } from '../../toolkit/lists';
import { returnedItems } from '../returns/collect';
import { codeHash, codeMatches, pickupCode } from './code';
import { bookableDepots, depotView, exceptionsBetween, findDepot, horizonEnd, slotDays, slotOpen, zoneOf } from './depots';
import { tell } from './notices';
import { addDays, isRealDay, localClock, localDay, minutesBefore } from './time';
import { detailOf, goodsTitle, loadAll, loadOne, reservationConflict, summaryOf } from './view';

export const fieldError = (field: string, reason: FieldReason, params: Params = {}) =>
  new FieldError(`reservation.${field}`, reason, params);
const notFound = () => new ApiError(ApiStatus.NOT_FOUND, 'reservation_not_found');
const mine = (user: UserRow) => and(eq(reservations.siteId, user.siteId), eq(reservations.userId, user.id));

export async function log(
  q: Queryable,
  row: Pick<ReservationRow, 'id' | 'siteId'>,
  event: string,
  actorId: number | null,
  at: Date,
  detail: Record<string, unknown> = {},
) {
  await q.insert(reservationLogs).values({ siteId: row.siteId, reservationId: row.id, event, actorId, detail, at });
}

export async function depotList(deps: Deps, site: SiteRow, lang: ApiLang): Promise<DepotListData> {
  const depots = await bookableDepots(deps.db, site);
  // Depots may keep other zones than the site's: a day either side covers every depot's today and horizon.
  const today = localDay(site.timeZone, deps.now());
  const exceptions = await exceptionsBetween(
    deps.db,
    depots.map((d) => d.id),
    addDays(today, -1),
    horizonEnd(addDays(today, 1)),
  );
  return {
    list: depots.map((d) => {
      const local = localDay(zoneOf(d, site), deps.now());
      return depotView(
        lang,
        site,
        d,
        exceptions.filter((e) => e.depotId === d.id && e.day >= local && e.day <= horizonEnd(local)),
      );
    }),
  };
}

export async function slotList(deps: Deps, site: SiteRow, lang: ApiLang, query: SlotQuery): Promise<SlotListData> {
  const depot = await findDepot(deps.db, site, query.depot_id);
  const zone = zoneOf(depot, site);
  const today = localDay(zone, deps.now());
  const from = query.from ?? today;
  if (!isRealDay(from)) throw fieldError('from', 'invalid_date');
  if (from < today || from > horizonEnd(today)) throw fieldError('from', 'amount_range', { min: today, max: horizonEnd(today) });
  const days = Math.min(query.days ?? 7, RESERVATION_HORIZON_DAYS);
  return { depot_id: depot.id, time_zone: zone, today, days: await slotDays(deps.db, lang, { site, depot, now: deps.now() }, from, days) };
}

/** In-warehouse parcels to collect and direct-send waybills awaiting drop-off, not on an open booking yet. */
export async function bookableItems(deps: Deps, user: UserRow): Promise<BookableItemsData> {
  const onBooking = (
    column: typeof reservationItems.parcelId | typeof reservationItems.waybillId,
    id: typeof parcels.id | typeof waybills.id,
  ) =>
    notExists(
      deps.db
        .select({ id: reservationItems.id })
        .from(reservationItems)
        .where(and(eq(column, id), eq(reservationItems.status, 'open'))),
    );
  const parcelRows = await deps.db
    .select()
    .from(parcels)
    .where(
      and(
        eq(parcels.siteId, user.siteId),
        eq(parcels.userId, user.id),
        eq(parcels.status, 'in_warehouse'),
        isNull(parcels.deletedAt),
        onBooking(reservationItems.parcelId, parcels.id),
      ),
    )
    .orderBy(desc(parcels.arrivedAt));
  const waybillRows = await deps.db
    .select()
    .from(waybills)
    .where(
      and(
        eq(waybills.siteId, user.siteId),
        eq(waybills.userId, user.id),
        eq(waybills.kind, 'send'),
        eq(waybills.status, 'pending_receipt'),
        onBooking(reservationItems.waybillId, waybills.id),
      ),
    )
    .orderBy(desc(waybills.createdAt));
  const [record] = await deps.db.select().from(realNames).where(eq(realNames.userId, user.id));
  return {
    collect: parcelRows.map((p) => ({ kind: 'parcel', action: 'collect', id: p.id, no: p.trackingNo, title: goodsTitle(p.goods) })),
    drop_off: waybillRows.map((w) => ({ kind: 'waybill', action: 'drop_off', id: w.id, no: w.no, title: goodsTitle(w.goods) })),
    real_name: record?.fullName ?? '',
  };
}

/** The slot of the site, open for booking now, or why not. */
async function openSlot(tx: Tx, deps: Deps, site: SiteRow, slotId: number): Promise<ReservationSlotRow> {
  const [slot] = await tx
    .select()
    .from(reservationSlots)
    .where(and(eq(reservationSlots.siteId, site.id), eq(reservationSlots.id, slotId)));
  if (!slot) throw fieldError('slot_id', 'unknown_item');
  const depot = await findDepot(tx, site, slot.depotId);
  const [exception] = await exceptionsBetween(tx, [depot.id], slot.localDay, slot.localDay);
  if (!slotOpen({ site, depot, now: deps.now() }, slot, exception)) throw new ApiError(ApiStatus.SLOT_UNAVAILABLE, 'slot_unavailable');
  return slot;
}

/** The conditional update: one place, only while one is left. */
async function takePlace(tx: Tx, slotId: number): Promise<void> {
  const [taken] = await tx
    .update(reservationSlots)
    .set({ booked: sql`${reservationSlots.booked} + 1` })
    .where(and(eq(reservationSlots.id, slotId), sql`${reservationSlots.booked} < ${reservationSlots.capacity}`))
    .returning({ id: reservationSlots.id });
  if (!taken) throw new ApiError(ApiStatus.SLOT_FULL, 'slot_full');
}

const givePlace = (tx: Tx, slotId: number) =>
  tx
    .update(reservationSlots)
    .set({ booked: sql`${reservationSlots.booked} - 1` })
    .where(eq(reservationSlots.id, slotId));

async function checkItems(tx: Tx, user: UserRow, slot: ReservationSlotRow, body: ReservationCreateRequest) {
  const parcelIds = [...new Set(body.parcel_ids ?? [])];
  const waybillIds = [...new Set(body.waybill_ids ?? [])];
  if (!parcelIds.length && !waybillIds.length && !body.return_id) throw fieldError('parcel_ids', 'choose_one');
  const returned = body.return_id ? await returnedItems(tx, { siteId: user.siteId, userId: user.id }, body.return_id) : [];
  const ownParcels = parcelIds.length
    ? await tx
        .select()
        .from(parcels)
        .where(and(eq(parcels.siteId, user.siteId), eq(parcels.userId, user.id), inArray(parcels.id, parcelIds)))
    : [];
  if (ownParcels.length !== parcelIds.length) throw fieldError('parcel_ids', 'unknown_item');
  if (ownParcels.some((p) => p.status !== 'in_warehouse' || p.deletedAt)) throw fieldError('parcel_ids', 'not_collectable');
  const ownWaybills = waybillIds.length
    ? await tx
        .select()
        .from(waybills)
        .where(and(eq(waybills.siteId, user.siteId), eq(waybills.userId, user.id), inArray(waybills.id, waybillIds)))
    : [];
  if (ownWaybills.length !== waybillIds.length) throw fieldError('waybill_ids', 'unknown_item');
  if (ownWaybills.some((w) => w.kind !== 'send' || w.status !== 'pending_receipt')) throw fieldError('waybill_ids', 'not_droppable');
  if (ownWaybills.some((w) => w.depotId !== null && w.depotId !== slot.depotId)) throw fieldError('waybill_ids', 'other_depot');
  return [
    ...parcelIds.map((id) => ({ kind: 'parcel' as const, action: 'collect' as const, parcelId: id })),
    ...waybillIds.map((id) => ({ kind: 'waybill' as const, action: 'drop_off' as const, waybillId: id })),
    ...returned,
  ];
}

/** The real-name record: kept from the first booking; later bookings don't change it. */
async function ensureRealName(tx: Tx, user: UserRow, given: string | undefined, now: Date): Promise<void> {
  const [record] = await tx.select().from(realNames).where(eq(realNames.userId, user.id));
  if (record) return;
  const name = (given ?? '').trim().replace(/\s+/g, ' ');
  if (!name) throw fieldError('real_name', 'required');
  await tx.insert(realNames).values({ userId: user.id, siteId: user.siteId, fullName: name, createdAt: now });
}

function proxyOf(body: Pick<ReservationCreateRequest, 'proxy_name' | 'proxy_consent'>): string {
  const proxy = (body.proxy_name ?? '').trim().replace(/\s+/g, ' ');
  if (proxy && body.proxy_consent !== true) throw fieldError('proxy_consent', 'required');
  return proxy;
}

export async function createReservation(
  deps: Deps,
  user: UserRow,
  site: SiteRow,
  lang: ApiLang,
  body: ReservationCreateRequest,
): Promise<ReservationWithCode> {
  const proxyName = proxyOf(body);
  const row = await deps.db
    .transaction(async (tx) => {
      // One booking at a time per customer, so the open-bookings limit holds under double taps.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
      const [{ open }] = await tx
        .select({ open: count() })
        .from(reservations)
        .where(and(mine(user), eq(reservations.status, 'booked')));
      if (open >= MAX_OPEN_RESERVATIONS)
        throw new ApiError(ApiStatus.RESERVATION_LIMIT, 'reservation_limit', { limit: MAX_OPEN_RESERVATIONS });
      const slot = await openSlot(tx, deps, site, body.slot_id);
      const items = await checkItems(tx, user, slot, body);
      const now = deps.now();
      await ensureRealName(tx, user, body.real_name, now);
      await takePlace(tx, slot.id);
      const [created] = await tx
        .insert(reservations)
        .values({
          siteId: site.id,
          userId: user.id,
          no: `SP${randomReadable(8)}`,
          depotId: slot.depotId,
          slotId: slot.id,
          status: 'booked',
          codeHash: '',
          proxyName,
          note: (body.note ?? '').trim(),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const [stored] = await tx
        .update(reservations)
        .set({ codeHash: codeHash(deps.config, created.id, pickupCode(deps.config, created.id, created.codeVersion)) })
        .where(eq(reservations.id, created.id))
        .returning();
      await tx.insert(reservationItems).values(items.map((i) => ({ ...i, siteId: site.id, reservationId: created.id })));
      await log(tx, stored, 'booked', user.id, now, { slot_id: slot.id, items: items.length, proxy: proxyName || undefined });
      await tell(tx, 'reservation.confirmed', stored);
      return stored;
    })
    .catch((err) => {
      if (uniqueViolation(err)?.startsWith('reservation_items_open'))
        throw fieldError(uniqueViolation(err)!.endsWith('parcel') ? 'parcel_ids' : 'waybill_ids', 'item_booked');
      throw err;
    });
  return detailFor(deps, lang, site, row);
}

/**
 * The booking as its owner sees it, with its pickup code while booked ('' for one whose code was drawn at random
 * before codes were derived: a new code shows it).
 */
async function detailFor(deps: Deps, lang: ApiLang, site: SiteRow, row: ReservationRow): Promise<ReservationWithCode> {
  const code = pickupCode(deps.config, row.id, row.codeVersion);
  const shown = row.status === 'booked' && codeMatches(deps.config, row.id, code, row.codeHash);
  return { ...(await detailOf(deps.db, deps, lang, site, (await loadOne(deps.db, row))!)), code: shown ? code : '' };
}

export async function reservationDetail(deps: Deps, user: UserRow, site: SiteRow, lang: ApiLang, id: number): Promise<ReservationWithCode> {
  const [row] = await deps.db
    .select()
    .from(reservations)
    .where(and(mine(user), eq(reservations.id, id)));
  if (!row) throw notFound();
  return detailFor(deps, lang, site, row);
}

export async function listReservations(
  deps: Deps,
  user: UserRow,
  site: SiteRow,
  lang: ApiLang,
  query: ReservationListQuery,
): Promise<ReservationListData> {
  const where = and(mine(user), query.status ? eq(reservations.status, query.status) : undefined);
  const rows = await deps.db
    .select()
    .from(reservations)
    .where(where)
    .orderBy(desc(reservations.createdAt), desc(reservations.id))
    .limit(query.page_size)
    .offset(offsetOf(query));
  const [{ total }] = await deps.db.select({ total: count() }).from(reservations).where(where);
  const loaded = await loadAll(deps.db, rows);
  return { list: loaded.map((l) => summaryOf(lang, site, l, deps.now())), total, page: query.page, page_size: query.page_size };
}

/** My booked reservation, locked, still before its change cutoff. */
async function changeable(
  tx: Tx,
  deps: Deps,
  user: UserRow,
  site: SiteRow,
  id: number,
): Promise<{ row: ReservationRow; slot: ReservationSlotRow }> {
  const [row] = await tx
    .select()
    .from(reservations)
    .where(and(mine(user), eq(reservations.id, id)))
    .for('update');
  if (!row) throw notFound();
  if (row.status !== 'booked') throw reservationConflict(row.status);
  const [slot] = await tx.select().from(reservationSlots).where(eq(reservationSlots.id, row.slotId));
  const until = minutesBefore(slot.startsAt, CHANGE_CUTOFF_MINUTES);
  if (deps.now() >= until) {
    const depot = await findDepot(tx, site, row.depotId);
    const zone = zoneOf(depot, site);
    throw new ApiError(ApiStatus.RESERVATION_CUTOFF, 'reservation_cutoff', { time: `${localDay(zone, until)} ${localClock(zone, until)}` });
  }
  return { row, slot };
}

/** A guarded change of a booked reservation (0 rows: it changed meanwhile). */
async function guardedUpdate(tx: Tx, row: ReservationRow, set: Partial<typeof reservations.$inferInsert>): Promise<ReservationRow> {
  const [next] = await tx
    .update(reservations)
    .set(set)
    .where(and(eq(reservations.id, row.id), eq(reservations.status, 'booked'), eq(reservations.slotId, row.slotId)))
    .returning();
  if (!next) throw reservationConflict(row.status);
  return next;
}

export const releaseItems = (tx: Tx, reservationId: number) =>
  tx
    .update(reservationItems)
    .set({ status: 'released' })
    .where(and(eq(reservationItems.reservationId, reservationId), eq(reservationItems.status, 'open')));

export async function cancelReservation(deps: Deps, user: UserRow, site: SiteRow, lang: ApiLang, id: number): Promise<ReservationWithCode> {
  const row = await deps.db.transaction(async (tx) => {
    const { row: stored } = await changeable(tx, deps, user, site, id);
    const now = deps.now();
    const next = await guardedUpdate(tx, stored, { status: 'cancelled', cancelledAt: now, updatedAt: now });
    await givePlace(tx, stored.slotId);
    await releaseItems(tx, stored.id);
    await log(tx, next, 'cancelled', user.id, now);
    await tell(tx, 'reservation.cancelled', next);
    return next;
  });
  return detailFor(deps, lang, site, row);
}

export async function rescheduleReservation(
  deps: Deps,
  user: UserRow,
  site: SiteRow,
  lang: ApiLang,
  id: number,
  slotId: number,
): Promise<ReservationWithCode> {
  const row = await deps.db.transaction(async (tx) => {
    const { row: stored } = await changeable(tx, deps, user, site, id);
    if (slotId === stored.slotId) throw fieldError('slot_id', 'same_slot');
    const slot = await openSlot(tx, deps, site, slotId);
    if (slot.depotId !== stored.depotId) throw fieldError('slot_id', 'other_depot');
    await takePlace(tx, slot.id);
    await givePlace(tx, stored.slotId);
    const now = deps.now();
    const next = await guardedUpdate(tx, stored, { slotId: slot.id, remindedAt: null, updatedAt: now });
    await log(tx, next, 'rescheduled', user.id, now, { from_slot_id: stored.slotId, to_slot_id: slot.id });
    await tell(tx, 'reservation.confirmed', next);
    return next;
  });
  return detailFor(deps, lang, site, row);
}

/** A new code (and QR): the old ones stop working and a lock from wrong codes is lifted. */
export async function recode(deps: Deps, user: UserRow, site: SiteRow, lang: ApiLang, id: number): Promise<ReservationWithCode> {
  const row = await deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(reservations)
      .where(and(mine(user), eq(reservations.id, id)))
      .for('update');
    if (!stored) throw notFound();
    if (stored.status !== 'booked') throw reservationConflict(stored.status);
    const now = deps.now();
    const next = await guardedUpdate(tx, stored, {
      codeHash: codeHash(deps.config, stored.id, pickupCode(deps.config, stored.id, stored.codeVersion + 1)),
      codeVersion: stored.codeVersion + 1,
      codeFailures: 0,
      lockedAt: null,
      updatedAt: now,
    });
    await log(tx, next, 'new_code', user.id, now, { was_locked: stored.lockedAt !== null });
    return next;
  });
  return detailFor(deps, lang, site, row);
}
