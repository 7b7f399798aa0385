/**
 * Parcels held at the warehouse: the staff ageing list (oldest first, fee so far, past the disposal limit),
 * the customer's free days on each parcel, and the reminder sent before fees start.
 */
import { and, asc, count, eq, inArray, isNull, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { ParcelStorage, StorageListData, StorageView } from '../../../../types/operations';
import { parcels, sites, users, type ParcelRow, type SiteRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { notify } from '../notification/outbox';
import { localDate } from '../parcel/shared';
import { addDays, storageRule, storageState, type StorageRule } from './storage';

/** Days before fees start on which the reminder goes (once per parcel and arrival). */
export const REMINDER_DAYS = 3;

/** The column's calendar day in the site's zone. */
export const localDay = (site: SiteRow, column: typeof parcels.arrivedAt) => sql`(${column} at time zone ${site.timeZone})::date`;

export function parcelStorage(site: SiteRow, rule: StorageRule, row: Pick<ParcelRow, 'status' | 'arrivedAt'>, now: Date): ParcelStorage | null {
  if (!row.arrivedAt || (row.status !== 'in_warehouse' && row.status !== 'unclaimed')) return null;
  const s = storageState(site, rule, row.arrivedAt, now);
  return { days: s.days, free_until: s.freeUntil, free_days_left: s.freeDaysLeft, fee_days: s.feeDays, fee: s.fee, currency: site.currency };
}

function viewWhere(site: SiteRow, view: StorageView, today: string, rule: StorageRule): SQL | undefined {
  const held = and(inArray(parcels.status, ['in_warehouse', 'unclaimed']), isNotNull(parcels.arrivedAt));
  if (view === 'unclaimed') return and(held, eq(parcels.status, 'unclaimed'));
  if (view === 'today') return and(isNotNull(parcels.arrivedAt), sql`${localDay(site, parcels.arrivedAt)} = ${today}::date`);
  if (view === 'ageing') return and(held, sql`${localDay(site, parcels.arrivedAt)} <= ${addDays(today, -rule.freeStorageDays)}::date`);
  return held;
}

export async function storageList(deps: Deps, site: SiteRow, query: { view?: StorageView; page: number; page_size: number }): Promise<StorageListData> {
  const rule = await storageRule(deps.db, site.id);
  const now = deps.now();
  const where = and(eq(parcels.siteId, site.id), isNull(parcels.deletedAt), viewWhere(site, query.view ?? 'held', localDate(site, now), rule));
  const [{ total }] = await deps.db.select({ total: count() }).from(parcels).where(where);
  const rows = await deps.db.select({ parcel: parcels, memberCode: users.memberCode }).from(parcels)
    .leftJoin(users, eq(users.id, parcels.userId)).where(where)
    .orderBy(asc(parcels.arrivedAt), asc(parcels.id)).limit(query.page_size).offset((query.page - 1) * query.page_size);
  const list = rows.map(({ parcel, memberCode }) => ({
    id: parcel.id, tracking_no: parcel.trackingNo, status: parcel.status, member_code: memberCode,
    location: parcel.location, arrived_at: parcel.arrivedAt!.toISOString(), storage: parcelStorage(site, rule, parcel, now),
    disposable: parcelStorage(site, rule, parcel, now) !== null && storageState(site, rule, parcel.arrivedAt!, now).disposable,
  }));
  const shownRule = { free_storage_days: rule.freeStorageDays, daily_storage_fee: rule.dailyStorageFee, disposal_days: rule.disposalDays, currency: site.currency };
  return { list, total, page: query.page, page_size: query.page_size, rule: shownRule };
}

/**
 * Owners of parcels whose fees start within REMINDER_DAYS are told once (the dedupe key is the parcel and
 * its arrival); safe to run any number of times a day.
 */
export async function sendStorageReminders(deps: Deps): Promise<number> {
  const siteRows = await deps.db.select().from(sites);
  let sent = 0;
  for (const site of siteRows) {
    const rule = await storageRule(deps.db, site.id);
    const today = localDate(site, deps.now());
    const due = await deps.db.select().from(parcels).where(and(
      eq(parcels.siteId, site.id), eq(parcels.status, 'in_warehouse'), isNotNull(parcels.userId), isNull(parcels.deletedAt),
      sql`${localDay(site, parcels.arrivedAt)} between ${addDays(today, 1 - rule.freeStorageDays)}::date and ${addDays(today, REMINDER_DAYS - rule.freeStorageDays)}::date`,
    ));
    for (const parcel of due) {
      const state = storageState(site, rule, parcel.arrivedAt!, deps.now());
      await deps.db.transaction((tx) => notify(tx, {
        siteId: site.id, userId: parcel.userId!, event: 'parcel.storage_reminder',
        payload: { no: parcel.trackingNo, days: String(state.days), date: addDays(state.freeUntil, 1) },
        dedupeKey: `${parcel.id}:${parcel.arrivedAt!.toISOString()}`, link: `/pages/mine/my-parcel/index?tab=in_warehouse&id=${parcel.id}`,
      }));
      sent += 1;
    }
  }
  return sent;
}
