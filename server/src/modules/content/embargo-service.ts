/** Prohibited and restricted goods: categories with their items (a keyword narrows both), and one item in full. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { type ApiLang, ApiStatus } from '@contract/api';
import { embargoCategories, embargoItems, type SiteRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { pickLang } from '../../lib/bilingual';
import { ApiError } from '../../lib/errors';
import { keywordMatch, offsetOf, type Paging } from '../../toolkit/lists';

/** Categories are paged after the search, as a keyword keeps only the categories that have a matching item. */
export async function embargoPage(deps: Deps, site: SiteRow, lang: ApiLang, query: Paging & { keyword?: string }) {
  const { db } = deps;
  const search = keywordMatch(query.keyword, [
    embargoItems.nameZh,
    embargoItems.nameEn,
    embargoItems.summaryZh,
    embargoItems.summaryEn,
    embargoItems.examplesZh,
    embargoItems.examplesEn,
    embargoItems.code,
  ]);
  const items = await db
    .select()
    .from(embargoItems)
    .where(and(eq(embargoItems.siteId, site.id), eq(embargoItems.active, true), search))
    .orderBy(asc(embargoItems.sort), asc(embargoItems.id));
  const ids = [...new Set(items.map((i) => i.categoryId))];
  const categories =
    search && ids.length === 0
      ? []
      : await db
          .select()
          .from(embargoCategories)
          .where(
            and(
              eq(embargoCategories.siteId, site.id),
              eq(embargoCategories.active, true),
              search ? inArray(embargoCategories.id, ids) : undefined,
            ),
          )
          .orderBy(asc(embargoCategories.sort), asc(embargoCategories.id));
  const list = categories.map((c) => ({
    id: c.id,
    code: c.code,
    name: pickLang(lang, c.nameZh, c.nameEn),
    icon: c.icon,
    items: items
      .filter((i) => i.categoryId === c.id)
      .map((i) => ({
        id: i.id,
        code: i.code,
        name: pickLang(lang, i.nameZh, i.nameEn),
        level: i.level,
        summary: pickLang(lang, i.summaryZh, i.summaryEn),
      })),
  }));
  return {
    list: list.slice(offsetOf(query), offsetOf(query) + query.page_size),
    total: list.length,
    page: query.page,
    page_size: query.page_size,
  };
}

export async function embargoItem(deps: Deps, site: SiteRow, lang: ApiLang, id: number) {
  const [row] = await deps.db
    .select({ item: embargoItems, category: embargoCategories })
    .from(embargoItems)
    .innerJoin(embargoCategories, eq(embargoCategories.id, embargoItems.categoryId))
    .where(and(eq(embargoItems.siteId, site.id), eq(embargoItems.id, id), eq(embargoItems.active, true)));
  if (!row) throw new ApiError(ApiStatus.NOT_FOUND, 'content_not_found');
  const { item: i, category: c } = row;
  return {
    id: i.id,
    code: i.code,
    name: pickLang(lang, i.nameZh, i.nameEn),
    level: i.level,
    summary: pickLang(lang, i.summaryZh, i.summaryEn),
    detail: pickLang(lang, i.detailZh, i.detailEn),
    examples: pickLang(lang, i.examplesZh, i.examplesEn),
    category: { id: c.id, code: c.code, name: pickLang(lang, c.nameZh, c.nameEn) },
  };
}
