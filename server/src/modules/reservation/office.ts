/**
 * The office's list of the site's bookings (the console): by status, slot days in the site's zone, and a keyword that
 * is a booking number, a member code or a mobile number; the latest slot first unless sorted. The desk's own calls
 * (today's slots, the code, the hand-over) are in desk.ts.
 */
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import type { StaffReservationListData, StaffReservationQuery, StaffReservationRow } from '@contract/reservation';
import { realNames, reservations, reservationSlots, type SiteRow, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { cappedTotal, containsPattern, countCapped, mobilePattern, offsetOf, sortedBy, withinDays } from '../../toolkit/lists';
import { dayRange } from '../../toolkit/time';
import { customerDeleted } from '../account/erased';
import { loadAll, summaryOf } from './view';

const SORTS = { starts_at: reservationSlots.startsAt };

/** The booking's number, or its owner's member code or mobile (the owner is joined). */
function keywordFilter(keyword: string | undefined): SQL | undefined {
  const like = containsPattern(keyword);
  if (!like) return undefined;
  const mobile = mobilePattern(keyword);
  return or(ilike(reservations.no, like), ilike(users.memberCode, like), mobile ? ilike(users.mobile, mobile) : undefined);
}

export async function officeList(
  deps: Deps,
  site: SiteRow,
  lang: ApiLang,
  query: StaffReservationQuery,
): Promise<StaffReservationListData> {
  const where = and(
    eq(reservations.siteId, site.id),
    query.status ? eq(reservations.status, query.status) : undefined,
    keywordFilter(query.keyword),
    withinDays(reservationSlots.startsAt, dayRange(site, 'reservation', query)),
  );
  // The slot (its start dates and sorts) and the owner (the keyword) joined to both the page and its count.
  const page = deps.db
    .select({ row: reservations, memberCode: users.memberCode, deleted: customerDeleted, realName: realNames.fullName })
    .from(reservations)
    .innerJoin(reservationSlots, eq(reservationSlots.id, reservations.slotId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .leftJoin(realNames, eq(realNames.userId, reservations.userId))
    .where(where)
    .orderBy(...sortedBy(SORTS, reservations.id, query, 'starts_at'))
    .limit(query.page_size)
    .offset(offsetOf(query));
  const all = deps.db
    .select({ one: sql`1` })
    .from(reservations)
    .innerJoin(reservationSlots, eq(reservationSlots.id, reservations.slotId))
    .innerJoin(users, eq(users.id, reservations.userId))
    .where(where)
    .$dynamic();
  const [rows, n] = await Promise.all([page, countCapped(deps.db, all)]);
  const loaded = await loadAll(
    deps.db,
    rows.map((r) => r.row),
  );
  const list = loaded.map((l, i): StaffReservationRow => {
    const { row, memberCode, deleted, realName } = rows[i];
    return {
      ...summaryOf(lang, site, l, deps.now()),
      member_code: memberCode,
      customer_deleted: deleted,
      real_name: realName ?? '',
      proxy_name: row.proxyName,
      note: row.note,
      locked: row.lockedAt !== null,
      collector_name: row.collectorName,
    };
  });
  return { list, ...cappedTotal(n), page: query.page, page_size: query.page_size };
}
