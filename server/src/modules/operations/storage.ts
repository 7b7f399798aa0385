/**
 * The storage rule. Days are calendar days in the site's time zone, the arrival day being day 1, so a
 * daylight-saving change (a 23- or 25-hour day) never adds or drops a day. With N free days the parcel is
 * free through day N; from day N+1 each day costs the site's daily fee, until the customer asks for packing
 * (after that the waiting is the warehouse's). Pure: the caller passes the clock.
 */
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { parcels, siteOperations, type SiteOperationsRow, type SiteRow } from '../../db/schema';
import { localDate } from '../../toolkit/time';

export type StorageRule = Pick<SiteOperationsRow, 'freeStorageDays' | 'dailyStorageFee' | 'disposalDays'>;

/** What a site without its row yet charges (the row is made by the seed and the migration). */
export const DEFAULT_STORAGE: StorageRule = { freeStorageDays: 30, dailyStorageFee: 50, disposalDays: 180 };

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / DAY_MS;

/** The day `n` days after `day` (YYYY-MM-DD). */
export function addDays(day: string, n: number): string {
  return new Date((dayNumber(day) + n) * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from arrival to `at`, both counted, in the site's zone. */
export function storedDays(site: Pick<SiteRow, 'timeZone'>, arrivedAt: Date, at: Date): number {
  return Math.max(1, dayNumber(localDate(site, at)) - dayNumber(localDate(site, arrivedAt)) + 1);
}

export interface StorageState {
  days: number;
  /** The last free day (site's zone). */
  freeUntil: string;
  /** Today included: 1 on the last free day, 0 once fees run. */
  freeDaysLeft: number;
  feeDays: number;
  fee: number;
  /** Past the disposal limit: staff may dispose of it once the customer was told. */
  disposable: boolean;
}

export function storageState(site: Pick<SiteRow, 'timeZone'>, rule: StorageRule, arrivedAt: Date, at: Date): StorageState {
  const days = storedDays(site, arrivedAt, at);
  const feeDays = Math.max(0, days - rule.freeStorageDays);
  return {
    days,
    freeUntil: addDays(localDate(site, arrivedAt), rule.freeStorageDays - 1),
    freeDaysLeft: Math.max(0, rule.freeStorageDays - days + 1),
    feeDays,
    fee: feeDays * rule.dailyStorageFee,
    disposable: days > rule.disposalDays,
  };
}

export async function storageRule(q: Queryable, siteId: number): Promise<StorageRule> {
  const [row] = await q.select().from(siteOperations).where(eq(siteOperations.siteId, siteId));
  return row ?? DEFAULT_STORAGE;
}

/** The storage part of a pack waybill's price: fee days of its parcels up to each one's packing request. */
export async function storageCharge(
  tx: Queryable,
  site: SiteRow,
  waybillId: number,
  now: Date,
): Promise<{ feeDays: number; dailyFee: number } | undefined> {
  const rule = await storageRule(tx, site.id);
  const rows = await tx
    .select({ arrivedAt: parcels.arrivedAt, packingAt: parcels.packingAt })
    .from(parcels)
    .where(and(eq(parcels.siteId, site.id), eq(parcels.waybillId, waybillId)));
  const feeDays = rows.reduce((sum, r) => sum + (r.arrivedAt ? storageState(site, rule, r.arrivedAt, r.packingAt ?? now).feeDays : 0), 0);
  // No storage line on a waybill whose parcels all left within their free days.
  return feeDays > 0 ? { feeDays, dailyFee: rule.dailyStorageFee } : undefined;
}
