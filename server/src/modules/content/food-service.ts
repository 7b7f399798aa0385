/** Food query: a site's foods matching a keyword and status, each with the lines in service that take it. */
import { and, asc, count, eq } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import { channels, foods, type SiteRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { pickLang } from '../../lib/bilingual';
import { keywordMatch, offsetOf, type Paging } from '../../toolkit/lists';

export type FoodQuery = Paging & { keyword?: string; status?: string };

export async function foodPage(deps: Deps, site: SiteRow, lang: ApiLang, query: FoodQuery) {
  const { db } = deps;
  const where = and(
    eq(foods.siteId, site.id),
    eq(foods.active, true),
    query.status ? eq(foods.status, query.status as 'allowed') : undefined,
    keywordMatch(query.keyword, [foods.nameZh, foods.nameEn, foods.code], [foods.aliases]),
  );
  const [rows, [{ total }], lines] = await Promise.all([
    db.select().from(foods).where(where).orderBy(asc(foods.sort), asc(foods.id)).limit(query.page_size).offset(offsetOf(query)),
    db.select({ total: count() }).from(foods).where(where),
    db
      .select()
      .from(channels)
      .where(and(eq(channels.siteId, site.id), eq(channels.active, true)))
      .orderBy(asc(channels.sort)),
  ]);
  const list = rows.map((f) => ({
    id: f.id,
    code: f.code,
    name: pickLang(lang, f.nameZh, f.nameEn),
    status: f.status,
    // Only this site's lines that are in service.
    channels: lines.filter((c) => f.channels.includes(c.code)).map((c) => ({ code: c.code, name: pickLang(lang, c.nameZh, c.nameEn) })),
    limit: pickLang(lang, f.limitZh, f.limitEn),
    note: pickLang(lang, f.noteZh, f.noteEn),
  }));
  return { list, total, page: query.page, page_size: query.page_size };
}
