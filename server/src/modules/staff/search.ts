/**
 * GET /api/staff/search?q: the console's one search box. What a typed code names, by kind: waybills by number,
 * parcels by tracking number, customers by member code, name or mobile; each kind only where the roles may look.
 */
import { and, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { StaffSearchHit } from '@contract/customer';
import { normaliseTrackingNo } from '@contract/parcel';
import { mayWorkIn } from '@contract/staff';
import { parcels, type SiteRow, type UserRow, waybills } from '../../db/schema';
import type { Deps } from '../../deps';
import { containsPattern } from '../../toolkit/lists';
import { customerList } from '../customer/service';

/** Hits per kind: enough to pick from, few enough to read at a glance. */
const PER_KIND = 5;

async function waybillHits(deps: Deps, site: SiteRow, q: string): Promise<StaffSearchHit[]> {
  const rows = await deps.db
    .select({ id: waybills.id, no: waybills.no, status: waybills.status })
    .from(waybills)
    .where(and(eq(waybills.siteId, site.id), ilike(waybills.no, containsPattern(q)!)))
    .orderBy(desc(waybills.createdAt))
    .limit(PER_KIND);
  return rows.map((r) => ({ kind: 'waybill', id: r.id, code: r.no, text: r.status }));
}

async function parcelHits(deps: Deps, site: SiteRow, q: string): Promise<StaffSearchHit[]> {
  const no = normaliseTrackingNo(q);
  const rows = await deps.db
    .select({ id: parcels.id, no: parcels.trackingNo, status: parcels.status })
    .from(parcels)
    .where(
      and(
        eq(parcels.siteId, site.id),
        isNull(parcels.deletedAt),
        or(eq(parcels.trackingNo, no), ilike(parcels.trackingNo, containsPattern(no)!)),
      ),
    )
    .orderBy(desc(parcels.createdAt))
    .limit(PER_KIND);
  return rows.map((r) => ({ kind: 'parcel', id: r.id, code: r.no, text: r.status }));
}

async function customerHits(deps: Deps, site: SiteRow, q: string): Promise<StaffSearchHit[]> {
  const { list } = await customerList(deps, site, { keyword: q, page: 1, page_size: PER_KIND });
  return list.map((c) => ({ kind: 'customer', id: c.id, code: c.member_code, text: c.nickname }));
}

export async function staffSearch(deps: Deps, site: SiteRow, staff: UserRow, query: string): Promise<StaffSearchHit[]> {
  const q = query.trim();
  if (!q) return [];
  const may = (area: 'waybills' | 'service') => mayWorkIn(staff.staffRoles, area);
  const kinds = await Promise.all([
    may('waybills') ? waybillHits(deps, site, q) : [],
    may('waybills') ? parcelHits(deps, site, q) : [],
    may('service') ? customerHits(deps, site, q) : [],
  ]);
  return kinds.flat();
}
