/**
 * Parcels held at the warehouse: the staff ageing list (oldest first, fee so far, past the disposal limit),
 * the customer's free days on each parcel, the reminder sent before fees start and the notice before disposal.
 */
import { and, asc, count, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { StorageListData, StorageView } from '@contract/operations';
import type { ParcelStorage } from '@contract/parcel';
import { inboxMessages, type ParcelRow, parcels, type SiteRow, sites, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { offsetOf } from '../../toolkit/lists';
import { localDate } from '../../toolkit/time';
import { notify } from '../notification/outbox';
import { addDays, type StorageRule, storageRule, storageState } from './storage';

/** Days before fees start on which the reminder goes (once per parcel and arrival). */
export const REMINDER_DAYS = 3;
/** Days before the disposal limit on which the owner is told the parcel will be disposed of. */
export const DISPOSAL_NOTICE_DAYS = 7;

const parcelLink = (id: number) => `/pages/mine/my-parcel/index?tab=in_warehouse&id=${id}`;

/** The column's calendar day in the site's zone. */
export const localDay = (site: SiteRow, column: typeof parcels.arrivedAt) => sql`(${column} at time zone ${site.timeZone})::date`;

export function parcelStorage(
  site: SiteRow,
  rule: StorageRule,
  row: Pick<ParcelRow, 'status' | 'arrivedAt'>,
  now: Date,
): ParcelStorage | null {
  if (!row.arrivedAt || (row.status !== 'in_warehouse' && row.status !== 'unclaimed')) return null;
  const s = storageState(site, rule, row.arrivedAt, now);
  return {
    days: s.days,
    free_until: s.freeUntil,
    free_days_left: s.freeDaysLeft,
    fee_days: s.feeDays,
    fee: s.fee,
    currency: site.currency,
  };
}

function viewWhere(site: SiteRow, view: StorageView, today: string, rule: StorageRule): SQL | undefined {
  const held = and(inArray(parcels.status, ['in_warehouse', 'unclaimed']), isNotNull(parcels.arrivedAt));
  if (view === 'unclaimed') return and(held, eq(parcels.status, 'unclaimed'));
  if (view === 'today') return and(isNotNull(parcels.arrivedAt), sql`${localDay(site, parcels.arrivedAt)} = ${today}::date`);
  if (view === 'ageing') return and(held, sql`${localDay(site, parcels.arrivedAt)} <= ${addDays(today, -rule.freeStorageDays)}::date`);
  return held;
}

export async function storageList(
  deps: Deps,
  site: SiteRow,
  query: { view?: StorageView; page: number; page_size: number },
): Promise<StorageListData> {
  const rule = await storageRule(deps.db, site.id);
  const now = deps.now();
  const where = and(
    eq(parcels.siteId, site.id),
    isNull(parcels.deletedAt),
    viewWhere(site, query.view ?? 'held', localDate(site, now), rule),
  );
  const [{ total }] = await deps.db.select({ total: count() }).from(parcels).where(where);
  const rows = await deps.db
    .select({ parcel: parcels, memberCode: users.memberCode })
    .from(parcels)
    .leftJoin(users, eq(users.id, parcels.userId))
    .where(where)
    .orderBy(asc(parcels.arrivedAt), asc(parcels.id))
    .limit(query.page_size)
    .offset(offsetOf(query));
  const noticed = await noticedParcels(
    deps,
    site,
    rows.map((r) => r.parcel),
  );
  const list = rows.map(({ parcel, memberCode }) => ({
    id: parcel.id,
    tracking_no: parcel.trackingNo,
    status: parcel.status,
    member_code: memberCode,
    location: parcel.location,
    arrived_at: parcel.arrivedAt!.toISOString(),
    storage: parcelStorage(site, rule, parcel, now),
    // Past the limit, and the owner was told (an unclaimed parcel has nobody to tell).
    disposable:
      parcelStorage(site, rule, parcel, now) !== null &&
      storageState(site, rule, parcel.arrivedAt!, now).disposable &&
      (parcel.userId === null || noticed.has(parcel.id)),
  }));
  const shownRule = {
    free_storage_days: rule.freeStorageDays,
    daily_storage_fee: rule.dailyStorageFee,
    disposal_days: rule.disposalDays,
    currency: site.currency,
  };
  return { list, total, page: query.page, page_size: query.page_size, rule: shownRule };
}

/** Which of these parcels' owners got the disposal notice. */
async function noticedParcels(deps: Deps, site: SiteRow, rows: ParcelRow[]): Promise<Set<number>> {
  const owned = rows.filter((r) => r.userId !== null);
  if (owned.length === 0) return new Set();
  const links = owned.map((r) => parcelLink(r.id));
  const sent = await deps.db
    .select({ link: inboxMessages.link })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.siteId, site.id), eq(inboxMessages.event, 'parcel.disposal_notice'), inArray(inboxMessages.link, links)));
  return new Set(owned.filter((r) => sent.some((m) => m.link === parcelLink(r.id))).map((r) => r.id));
}

/**
 * Owners of parcels whose fees start within REMINDER_DAYS are told once (the dedupe key is the parcel and
 * its arrival); safe to run any number of times a day.
 */
async function heldOwned(deps: Deps, site: SiteRow, arrivedWhen: SQL): Promise<ParcelRow[]> {
  return deps.db
    .select()
    .from(parcels)
    .where(
      and(
        eq(parcels.siteId, site.id),
        eq(parcels.status, 'in_warehouse'),
        isNotNull(parcels.userId),
        isNull(parcels.deletedAt),
        arrivedWhen,
      ),
    );
}

async function tell(
  deps: Deps,
  parcel: ParcelRow,
  event: 'parcel.storage_reminder' | 'parcel.disposal_notice',
  payload: Record<string, string>,
) {
  await deps.db.transaction((tx) =>
    notify(tx, {
      siteId: parcel.siteId,
      userId: parcel.userId!,
      event,
      payload: { no: parcel.trackingNo, ...payload },
      dedupeKey: `${parcel.id}:${parcel.arrivedAt!.toISOString()}`,
      link: parcelLink(parcel.id),
    }),
  );
}

/**
 * Owners of parcels whose fees start within REMINDER_DAYS are told once, and again DISPOSAL_NOTICE_DAYS before
 * the disposal limit (the dedupe key is the parcel and its arrival); safe to run any number of times a day.
 */
export async function sendStorageReminders(deps: Deps): Promise<number> {
  const siteRows = await deps.db.select().from(sites);
  let sent = 0;
  for (const site of siteRows) {
    const rule = await storageRule(deps.db, site.id);
    const today = localDate(site, deps.now());
    const arrived = localDay(site, parcels.arrivedAt);
    const feesSoon = await heldOwned(
      deps,
      site,
      sql`${arrived} between ${addDays(today, 1 - rule.freeStorageDays)}::date and ${addDays(today, REMINDER_DAYS - rule.freeStorageDays)}::date`,
    );
    for (const parcel of feesSoon) {
      const state = storageState(site, rule, parcel.arrivedAt!, deps.now());
      await tell(deps, parcel, 'parcel.storage_reminder', { days: String(state.days), date: addDays(state.freeUntil, 1) });
    }
    // Also late (the job did not run that day): the notice always comes before the parcel may go.
    const disposalSoon = await heldOwned(deps, site, sql`${arrived} <= ${addDays(today, DISPOSAL_NOTICE_DAYS - rule.disposalDays)}::date`);
    for (const parcel of disposalSoon) {
      const state = storageState(site, rule, parcel.arrivedAt!, deps.now());
      const from = addDays(localDate(site, parcel.arrivedAt!), rule.disposalDays);
      await tell(deps, parcel, 'parcel.disposal_notice', { days: String(state.days), limit: String(rule.disposalDays), date: from });
    }
    sent += feesSoon.length + disposalSoon.length;
  }
  return sent;
}
