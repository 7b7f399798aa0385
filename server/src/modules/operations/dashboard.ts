/**
 * The staff home's counts for the caller's site, in one query: today's check-ins (the site's calendar day),
 * unclaimed parcels, the waybill queues, open problems and parcels past their free storage days.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import type { DashboardData } from '@contract/operations';
import { type SiteRow, sites } from '../../db/schema';
import type { Deps } from '../../deps';
import { localDate } from '../../toolkit/time';
import { addDays, storageRule } from './storage';

/** Parcels still held at the warehouse for their owner or for claiming. */
const HELD = sql`('in_warehouse', 'unclaimed')`;

export async function dashboard(deps: Deps, site: SiteRow): Promise<DashboardData> {
  const rule = await storageRule(deps.db, site.id);
  const today = localDate(site, deps.now());
  // Arrived on or before this local day: today is past the last free day.
  const ageingFrom = addDays(today, -rule.freeStorageDays);
  const arrivedOn = sql`(arrived_at at time zone ${site.timeZone})::date`;
  const parcelCount = (where: SQL) =>
    sql<number>`(select count(*)::int from parcels where site_id = ${site.id} and deleted_at is null and ${where})`;
  const waybillCount = (where: SQL) => sql<number>`(select count(*)::int from waybills where site_id = ${site.id} and ${where})`;
  const [counts] = await deps.db
    .select({
      checked_in_today: parcelCount(sql`${arrivedOn} = ${today}::date`),
      unclaimed: parcelCount(sql`status = 'unclaimed'`),
      pending_pack: waybillCount(sql`status = 'pending_pack'`),
      pending_payment: waybillCount(sql`status = 'pending_payment'`),
      pending_dispatch: waybillCount(sql`status = 'pending_dispatch'`),
      problems: waybillCount(sql`problem_at is not null and status not in ('delivered', 'cancelled')`),
      ageing: parcelCount(sql`status in ${HELD} and ${arrivedOn} <= ${ageingFrom}::date`),
    })
    .from(sites)
    .where(eq(sites.id, site.id));
  return counts;
}
