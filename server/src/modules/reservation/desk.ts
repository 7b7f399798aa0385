/**
 * The depot desk: today's slots and bookings at the staff member's depot, checking a pickup code or QR token
 * (wrong codes counted on the booking, locked at the fifth), and the hand-over: the collector's name against
 * the owner's real-name record or the proxy the owner named, then every item marked done in one transaction.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import { ApiStatus } from '@contract/api';
import type { DeskBooking, DeskCheck, DeskTodayData, HandoverRequest } from '@contract/reservation';
import { CODE_MAX_FAILURES } from '@contract/reservation';
import type { Tx } from '../../db/client';
import {
  depotStaff,
  parcels,
  realNames,
  reservationItems,
  type ReservationRow,
  reservations,
  reservationSlots,
  type SiteRow,
  type UserRow,
  users,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { pickLang } from '../../lib/bilingual';
import { ApiError } from '../../lib/errors';
import { assertMayTry, type Attempt, type FailureLimit, recordFailure } from '../../lib/failure-limit';
import type { WarehouseRow } from '../content/warehouse-service';
import { completeCollected } from '../returns/collect';
import { addSystemEvent } from '../tracking/events';
import { guarded as guardedWaybill } from '../waybill/staff';
import { codeMatches, readQrToken } from './code';
import { depotView, exceptionsBetween, findDepot, horizonEnd, zoneOf } from './depots';
import { fieldError, log } from './service';
import { localDay } from './time';
import { loadAll, type Loaded, reservationConflict } from './view';

const notFound = () => new ApiError(ApiStatus.NOT_FOUND, 'reservation_not_found');

export async function setDesk(deps: Deps, staff: UserRow, site: SiteRow, depotId: number): Promise<void> {
  await findDepot(deps.db, site, depotId);
  await deps.db
    .insert(depotStaff)
    .values({ userId: staff.id, siteId: site.id, depotId, createdAt: deps.now() })
    .onConflictDoUpdate({ target: depotStaff.userId, set: { depotId, siteId: site.id, createdAt: deps.now() } });
}

async function deskDepot(deps: Deps, staff: UserRow, site: SiteRow): Promise<WarehouseRow | null> {
  const [desk] = await deps.db
    .select()
    .from(depotStaff)
    .where(and(eq(depotStaff.userId, staff.id), eq(depotStaff.siteId, site.id)));
  return desk ? findDepot(deps.db, site, desk.depotId) : null;
}

async function requireDesk(deps: Deps, staff: UserRow, site: SiteRow): Promise<WarehouseRow> {
  const depot = await deskDepot(deps, staff, site);
  if (!depot) throw new ApiError(ApiStatus.DESK_NOT_SET, 'desk_not_set');
  return depot;
}

async function deskBookings(deps: Deps, loaded: Loaded[]): Promise<DeskBooking[]> {
  const ownerIds = [...new Set(loaded.map((l) => l.row.userId))];
  const owners = ownerIds.length ? await deps.db.select().from(users).where(inArray(users.id, ownerIds)) : [];
  const names = ownerIds.length ? await deps.db.select().from(realNames).where(inArray(realNames.userId, ownerIds)) : [];
  return loaded.map(({ row, items }) => {
    const owner = owners.find((u) => u.id === row.userId)!;
    return {
      id: row.id,
      no: row.no,
      status: row.status,
      member_code: owner.memberCode,
      nickname: owner.nickname,
      real_name: names.find((n) => n.userId === row.userId)?.fullName ?? '',
      proxy_name: row.proxyName,
      locked: row.lockedAt !== null,
      code_failures: row.codeFailures,
      items,
      collector_name: row.collectorName,
      handed_over_at: row.handedOverAt?.toISOString() ?? null,
    };
  });
}

export async function deskToday(deps: Deps, staff: UserRow, site: SiteRow, lang: ApiLang): Promise<DeskTodayData> {
  const depot = await deskDepot(deps, staff, site);
  if (!depot) return { depot: null, date: localDay(site.timeZone, deps.now()), slots: [] };
  const today = localDay(zoneOf(depot, site), deps.now());
  const slots = await deps.db
    .select()
    .from(reservationSlots)
    .where(and(eq(reservationSlots.depotId, depot.id), eq(reservationSlots.localDay, today)))
    .orderBy(asc(reservationSlots.startsAt));
  const rows = slots.length
    ? await deps.db
        .select()
        .from(reservations)
        .where(
          and(
            eq(reservations.siteId, site.id),
            inArray(
              reservations.slotId,
              slots.map((s) => s.id),
            ),
            sql`${reservations.status} <> 'cancelled'`,
          ),
        )
        .orderBy(asc(reservations.id))
    : [];
  const bookings = await deskBookings(deps, await loadAll(deps.db, rows));
  return {
    depot: depotView(lang, site, depot, await exceptionsBetween(deps.db, [depot.id], today, horizonEnd(today))),
    date: today,
    slots: slots
      .filter((s) => s.booked > 0 || rows.some((r) => r.slotId === s.id))
      .map((s) => ({
        id: s.id,
        start: s.startTime,
        end: s.endTime,
        capacity: s.capacity,
        booked: s.booked,
        bookings: bookings.filter((b) => rows.find((r) => r.id === b.id)!.slotId === s.id),
      })),
  };
}

/**
 * The open booking of the desk's depot (any day's) whose code this is, for a code typed without choosing a
 * booking. The code is kept only as an HMAC bound to its booking, so each open booking's is compared; no match
 * (no booking to count it on) or, rarely, two bookings sharing it, and staff choose the booking or scan its QR.
 */
/**
 * A code alone, matched against every open booking of the depot: a pickup code is short, so a desk account could
 * try them all. At most 20 codes that match nothing per staff member in 10 minutes, from any address; a typo now
 * and then stays far below it.
 */
export const DESK_CODE_FAILURES: FailureLimit = { kind: 'desk_code', windowMs: 10 * 60_000, max: 20, perIp: false };

async function bookingByCode(deps: Deps, depot: WarehouseRow, site: SiteRow, code: string, attempt: Attempt): Promise<ReservationRow> {
  await assertMayTry(deps, DESK_CODE_FAILURES, attempt);
  const open = await deps.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.siteId, site.id), eq(reservations.depotId, depot.id), eq(reservations.status, 'booked')));
  const found = open.filter((row) => codeMatches(deps.config, row.id, code, row.codeHash));
  if (found.length === 0) {
    await recordFailure(deps, DESK_CODE_FAILURES, attempt);
    throw new ApiError(ApiStatus.PICKUP_CODE_WRONG, 'pickup_code_unknown');
  }
  if (found.length > 1) throw new ApiError(ApiStatus.PICKUP_CODE_WRONG, 'pickup_code_shared');
  return found[0];
}

/**
 * A booking of the desk's depot, by id (with its code), by the QR token, or by the code alone; anything else
 * (another depot or site) is "not found". `matched`: nothing left to check (the token, or the code it was found by).
 */
async function bookingAtDesk(
  deps: Deps,
  depot: WarehouseRow,
  site: SiteRow,
  check: DeskCheck,
  attempt: Attempt,
): Promise<{ row: ReservationRow; matched: boolean }> {
  const fromToken = check.token ? readQrToken(deps.config, check.token) : null;
  if (check.token && !fromToken) throw fieldError('token', 'invalid_format');
  if (!fromToken && !check.code) throw fieldError('code', 'required');
  const id = fromToken?.id ?? check.reservation_id;
  if (!id) return { row: await bookingByCode(deps, depot, site, check.code!, attempt), matched: true };
  const [row] = await deps.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.siteId, site.id), eq(reservations.depotId, depot.id), eq(reservations.id, id)));
  if (!row) throw notFound();
  if (fromToken && fromToken.version !== row.codeVersion) throw new ApiError(ApiStatus.PICKUP_CODE_WRONG, 'pickup_qr_old');
  return { row, matched: fromToken !== null };
}

/** A wrong code, counted in its own transaction (the refusal must not undo it); the fifth locks the booking. */
async function countWrongCode(deps: Deps, staff: UserRow, row: ReservationRow): Promise<never> {
  const now = deps.now();
  const failures = await deps.db.transaction(async (tx) => {
    const [next] = await tx
      .update(reservations)
      .set({
        codeFailures: sql`${reservations.codeFailures} + 1`,
        lockedAt: sql`case when ${reservations.codeFailures} + 1 >= ${CODE_MAX_FAILURES} then ${now.toISOString()}::timestamptz else null end`,
        updatedAt: now,
      })
      .where(and(eq(reservations.id, row.id), eq(reservations.status, 'booked'), sql`${reservations.lockedAt} is null`))
      .returning();
    if (!next) return CODE_MAX_FAILURES;
    await log(tx, next, next.lockedAt ? 'locked' : 'wrong_code', staff.id, now, { failures: next.codeFailures });
    return next.codeFailures;
  });
  if (failures >= CODE_MAX_FAILURES) throw new ApiError(ApiStatus.PICKUP_CODE_LOCKED, 'pickup_code_locked');
  throw new ApiError(ApiStatus.PICKUP_CODE_WRONG, 'pickup_code_wrong', { left: CODE_MAX_FAILURES - failures });
}

/** The booking is today's at this desk, open, not locked, and the code (or the token) is right; one of another
 *  day is named with its date, so staff can tell the customer. */
async function checked(
  deps: Deps,
  staff: UserRow,
  site: SiteRow,
  check: DeskCheck,
  ip: string,
): Promise<{ row: ReservationRow; depot: WarehouseRow }> {
  const depot = await requireDesk(deps, staff, site);
  const { row, matched } = await bookingAtDesk(deps, depot, site, check, { siteId: site.id, account: `user:${staff.id}`, ip });
  if (row.status !== 'booked') throw reservationConflict(row.status);
  if (row.lockedAt) throw new ApiError(ApiStatus.PICKUP_CODE_LOCKED, 'pickup_code_locked');
  const [slot] = await deps.db.select().from(reservationSlots).where(eq(reservationSlots.id, row.slotId));
  const today = localDay(zoneOf(depot, site), deps.now());
  if (slot.localDay !== today)
    throw new ApiError(ApiStatus.RESERVATION_NOT_TODAY, 'reservation_not_today', {
      no: row.no,
      date: `${slot.localDay} ${slot.startTime}`,
    });
  if (!matched && !codeMatches(deps.config, row.id, check.code!, row.codeHash)) await countWrongCode(deps, staff, row);
  return { row, depot };
}

export async function verify(deps: Deps, staff: UserRow, site: SiteRow, check: DeskCheck, ip: string): Promise<DeskBooking> {
  const { row } = await checked(deps, staff, site, check, ip);
  await log(deps.db, row, check.token ? 'qr_ok' : 'code_ok', staff.id, deps.now());
  return (await deskBookings(deps, await loadAll(deps.db, [row])))[0];
}

/** Case, width, spacing and word order do not matter ("ZHANG Wei" = "wei zhang"). */
export function sameName(a: string, b: string): boolean {
  const words = (s: string) =>
    s
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[·.,'-]/g, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .sort()
      .join(' ');
  const left = words(a);
  return left !== '' && left === words(b);
}

async function collectorRole(deps: Deps, row: ReservationRow, name: string): Promise<'owner' | 'proxy'> {
  const [record] = await deps.db.select().from(realNames).where(eq(realNames.userId, row.userId));
  if (record && sameName(name, record.fullName)) return 'owner';
  if (row.proxyName && sameName(name, row.proxyName)) return 'proxy';
  throw new ApiError(ApiStatus.COLLECTOR_MISMATCH, 'collector_mismatch');
}

/**
 * Each item in turn: a parcel leaves the warehouse (in_warehouse -> collected), a waybill is received
 * (pending_receipt -> pending_pack), a returned item's return is completed.
 */
async function completeItems(tx: Tx, site: SiteRow, depot: WarehouseRow, staff: UserRow, row: ReservationRow, now: Date): Promise<void> {
  const items = await tx
    .select()
    .from(reservationItems)
    .where(and(eq(reservationItems.reservationId, row.id), eq(reservationItems.status, 'open')));
  const returnIds = items.flatMap((i) => (i.kind === 'return' && i.returnId ? [i.returnId] : []));
  for (const item of items) {
    if (item.kind === 'return') continue;
    if (item.parcelId) {
      const [parcel] = await tx
        .update(parcels)
        .set({ status: 'collected', updatedAt: now })
        .where(and(eq(parcels.id, item.parcelId), eq(parcels.siteId, site.id), eq(parcels.status, 'in_warehouse')))
        .returning({ id: parcels.id });
      if (!parcel) throw new ApiError(ApiStatus.STATE_CONFLICT, 'reservation_item_moved');
    } else if (item.waybillId) {
      const waybill = await guardedWaybill(tx, site, item.waybillId, 'pending_receipt', {
        status: 'pending_pack',
        receivedAt: now,
        updatedAt: now,
      });
      await addSystemEvent(tx, waybill, 'received', now, staff.id, depot.nameEn);
    }
  }
  // Returned items: their return completes (processing -> completed, guarded) and its parcels are returned.
  await completeCollected(tx, site.id, returnIds, staff, depot.nameEn, now);
  await tx
    .update(reservationItems)
    .set({ status: 'done', doneAt: now })
    .where(and(eq(reservationItems.reservationId, row.id), eq(reservationItems.status, 'open')));
}

export async function handover(deps: Deps, staff: UserRow, site: SiteRow, body: HandoverRequest, ip: string): Promise<DeskBooking> {
  const name = body.collector_name.trim().replace(/\s+/g, ' ');
  if (!name) throw fieldError('collector_name', 'blank');
  const { row, depot } = await checked(deps, staff, site, body, ip);
  const role = await collectorRole(deps, row, name);
  const done = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [next] = await tx
      .update(reservations)
      .set({
        status: 'completed',
        collectorName: name,
        collectorRole: role,
        handedOverBy: staff.id,
        handedOverAt: now,
        updatedAt: now,
      })
      .where(and(eq(reservations.id, row.id), eq(reservations.status, 'booked'), sql`${reservations.lockedAt} is null`))
      .returning();
    if (!next) throw reservationConflict(row.status);
    await completeItems(tx, site, depot, staff, next, now);
    await log(tx, next, 'handed_over', staff.id, now, {
      collector: name,
      role,
      id_checked: true,
      depot: pickLang('en', depot.nameZh, depot.nameEn),
    });
    return next;
  });
  return (await deskBookings(deps, await loadAll(deps.db, [done])))[0];
}
