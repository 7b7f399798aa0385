/** Activities a site has started: the list (ongoing first, then ended) and one in full. */
import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import { type ApiLang, ApiStatus } from '@contract/api';
import { activities, type SiteRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { pickLang } from '../../lib/bilingual';
import { ApiError } from '../../lib/errors';
import { offsetOf, type Paging } from '../../toolkit/lists';
import { siteToday } from './today';

type ActivityRow = typeof activities.$inferSelect;

function activityIn(lang: ApiLang, a: ActivityRow, today: string) {
  return {
    id: a.id,
    code: a.code,
    title: pickLang(lang, a.titleZh, a.titleEn),
    summary: pickLang(lang, a.summaryZh, a.summaryEn),
    coupon_hint: pickLang(lang, a.couponHintZh, a.couponHintEn),
    color: a.color,
    image_url: a.imageUrl,
    starts_on: a.startsOn,
    ends_on: a.endsOn,
    status: a.endsOn >= today ? 'ongoing' : 'ended',
    body: pickLang(lang, a.bodyZh, a.bodyEn),
  };
}

/** Active activities that have started (the site's calendar), without their bodies. */
export async function activityPage(deps: Deps, site: SiteRow, lang: ApiLang, paging: Paging) {
  const { db } = deps;
  const today = siteToday(site, deps.now());
  const where = and(eq(activities.siteId, site.id), eq(activities.active, true), lte(activities.startsOn, today));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(activities)
      .where(where)
      .orderBy(sql`${activities.endsOn} >= ${today} desc`, desc(activities.startsOn), activities.sort, activities.id)
      .limit(paging.page_size)
      .offset(offsetOf(paging)),
    db.select({ total: count() }).from(activities).where(where),
  ]);
  const list = rows.map((a) => {
    const { body: _body, ...item } = activityIn(lang, a, today);
    return item;
  });
  return { list, total, page: paging.page, page_size: paging.page_size };
}

/** One started activity in full; not found before it starts, as it is not listed either. */
export async function activityDetail(deps: Deps, site: SiteRow, lang: ApiLang, id: number) {
  const today = siteToday(site, deps.now());
  const [row] = await deps.db
    .select()
    .from(activities)
    .where(and(eq(activities.siteId, site.id), eq(activities.id, id), eq(activities.active, true), lte(activities.startsOn, today)));
  if (!row) throw new ApiError(ApiStatus.NOT_FOUND, 'content_not_found');
  return activityIn(lang, row, today);
}
