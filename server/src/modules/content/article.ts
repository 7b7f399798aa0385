/**
 * GET /api/article/detail/{key}: the version in force (published, effective on or before today in the
 * site's time zone, the latest such); GET /api/article/versions/{key}: every published version.
 */
import { and, desc, eq, isNotNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type ApiLang, ApiStatus } from '@contract/api';
import { ARTICLE_KEYS, type ArticleKey } from '@contract/content';
import { articles } from '../../db/schema';
import { pickLang } from '../../lib/bilingual';
import { ApiError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { choice } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { strings } from '../../toolkit/lists';
import { fillRules } from '../claims/rules';
import { siteToday } from './today';

type ArticleRow = typeof articles.$inferSelect;

const keyParams = obj({ key: choice(ARTICLE_KEYS) }, ['key']);
const section = obj({ no: { type: 'integer' }, ...strings('title', 'body'), route: { type: ['string', 'null'] } }, [
  'no',
  'title',
  'body',
  'route',
]);
const article = obj(
  {
    id: { type: 'integer' },
    ...strings('key', 'version', 'effective_on', 'title', 'intro', 'text'),
    sections: { type: 'array', items: section },
  },
  ['id', 'key', 'version', 'effective_on', 'title', 'intro', 'sections', 'text'],
);
const version = obj(
  {
    id: { type: 'integer' },
    ...strings('version', 'effective_on', 'title'),
    published_at: { type: 'string', format: 'date-time' },
    current: { type: 'boolean' },
  },
  ['id', 'version', 'effective_on', 'title', 'published_at', 'current'],
);

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
export async function publishedVersions(app: Pick<FastifyInstance, 'deps'>, siteId: number, key: ArticleKey, today?: string) {
  return app.deps.db
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

export default async function articleRoutes(app: FastifyInstance) {
  app.get<{ Params: { key: ArticleKey } }>(
    '/article/detail/:key',
    {
      schema: {
        tags: ['content'],
        summary: 'The version in force of transport_protocol, pack_rule or guide',
        params: keyParams,
        response: responses(envelope(article)),
      },
    },
    async (request) => {
      const [current] = await publishedVersions(app, request.site.id, request.params.key, siteToday(request.site, app.deps.now()));
      if (!current) throw new ApiError(ApiStatus.NOT_FOUND, 'content_not_found');
      return ok(request, articleIn(request.lang, current, request.site.currency));
    },
  );

  app.get<{ Params: { key: ArticleKey } }>(
    '/article/versions/:key',
    {
      schema: {
        tags: ['content'],
        summary: 'Published versions, newest first; `current` marks the one in force',
        params: keyParams,
        response: responses(envelope(obj({ list: { type: 'array', items: version } }, ['list']))),
      },
    },
    async (request) => {
      const { site, lang, params } = request;
      const [current] = await publishedVersions(app, site.id, params.key, siteToday(site, app.deps.now()));
      const list = (await publishedVersions(app, site.id, params.key)).map((r) => ({
        id: r.id,
        version: r.version,
        effective_on: r.effectiveOn,
        title: pickLang(lang, r.titleZh, r.titleEn),
        published_at: r.publishedAt!.toISOString(),
        current: r.id === current?.id,
      }));
      return ok(request, { list });
    },
  );
}
