/** Articles: the version in force of a key (effective on or before today in the site's time zone) and its history. */
import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import { type ApiLang, ApiStatus } from '@contract/api';
import type { ArticleKey } from '@contract/content';
import { articles, type SiteRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { pickLang } from '../../lib/bilingual';
import { ApiError } from '../../lib/errors';
import { fillRules } from '../claims/rules';
import { siteToday } from './today';

type ArticleRow = typeof articles.$inferSelect;

/**
 * The article in one language, with the whole text ready to show, copy or print. A pack_rule version's
 * {placeholders} are filled from its rule figures (in `currency`, the site's).
 */
export function articleIn(lang: ApiLang, row: ArticleRow, currency = '') {
  const fill = (text: string) => (row.rules ? fillRules(text, row.rules, currency) : text);
  const sections = row.sections.map((s) => ({
    no: s.no,
    title: pickLang(lang, s.title_zh, s.title_en),
    body: fill(pickLang(lang, s.body_zh, s.body_en)),
    route: s.route,
  }));
  const title = pickLang(lang, row.titleZh, row.titleEn);
  const intro = pickLang(lang, row.introZh, row.introEn);
  const text = [title, intro, ...sections.map((s) => `${s.no ? `${s.no}. ` : ''}${s.title}\n${s.body}`)].filter(Boolean).join('\n\n');
  return { id: row.id, key: row.key, version: row.version, effective_on: row.effectiveOn, title, intro, sections, text };
}

/** Published versions of a key, the newest in force first. */
export async function publishedVersions(deps: Deps, siteId: number, key: ArticleKey, today?: string) {
  return deps.db
    .select()
    .from(articles)
    .where(
      and(
        eq(articles.siteId, siteId),
        eq(articles.key, key),
        isNotNull(articles.publishedAt),
        today ? lte(articles.effectiveOn, today) : undefined,
      ),
    )
    .orderBy(desc(articles.effectiveOn), desc(articles.publishedAt), desc(articles.id));
}

export async function currentArticle(deps: Deps, site: SiteRow, lang: ApiLang, key: ArticleKey) {
  const [current] = await publishedVersions(deps, site.id, key, siteToday(site, deps.now()));
  if (!current) throw new ApiError(ApiStatus.NOT_FOUND, 'content_not_found');
  return articleIn(lang, current, site.currency);
}

/** Every published version, newest first; `current` marks the one in force. */
export async function articleVersions(deps: Deps, site: SiteRow, lang: ApiLang, key: ArticleKey) {
  const [current] = await publishedVersions(deps, site.id, key, siteToday(site, deps.now()));
  const list = (await publishedVersions(deps, site.id, key)).map((r) => ({
    id: r.id,
    version: r.version,
    effective_on: r.effectiveOn,
    title: pickLang(lang, r.titleZh, r.titleEn),
    published_at: r.publishedAt!.toISOString(),
    current: r.id === current?.id,
  }));
  return { list };
}
