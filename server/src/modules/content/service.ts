/** What the content pages read that is more than one table's list: the home page. */
import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import { banners, homeEntries, type SiteRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { pickLang } from '../../lib/bilingual';
import { siteToday } from './today';

/**
 * The home page's banners and feature entries, active only, in order. A banner shows only between its start and
 * end days (the site's calendar), so an offer disappears the day after it ends.
 */
export async function homePage(deps: Deps, site: SiteRow, lang: ApiLang) {
  const { db } = deps;
  const today = siteToday(site, deps.now());
  const showing = and(or(isNull(banners.startsOn), lte(banners.startsOn, today)), or(isNull(banners.endsOn), gte(banners.endsOn, today)));
  const [b, e] = await Promise.all([
    db
      .select()
      .from(banners)
      .where(and(eq(banners.siteId, site.id), eq(banners.active, true), showing))
      .orderBy(asc(banners.sort), asc(banners.id)),
    db
      .select()
      .from(homeEntries)
      .where(and(eq(homeEntries.siteId, site.id), eq(homeEntries.active, true)))
      .orderBy(asc(homeEntries.sort), asc(homeEntries.id)),
  ]);
  return {
    banners: b.map((r) => ({
      id: r.id,
      code: r.code,
      title: pickLang(lang, r.titleZh, r.titleEn),
      subtitle: pickLang(lang, r.subtitleZh, r.subtitleEn),
      image_url: r.imageUrl,
      route: r.route,
      colors: r.colors,
    })),
    entries: e.map((r) => ({ id: r.id, code: r.code, title: pickLang(lang, r.titleZh, r.titleEn), icon: r.icon, route: r.route })),
  };
}
