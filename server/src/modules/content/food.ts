/** Food query: GET /api/food/lst?keyword= searches names and aliases in both languages, case-insensitively. */
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FOOD_STATUSES } from '@contract/content';
import { channels, foods } from '../../db/schema';
import { pickLang } from '../../lib/bilingual';
import { ok } from '../../lib/reply';
import { choice } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { keywordMatch, keywordQuery, listSchema, offsetOf, type Paging, pagingQuery, strings } from '../../toolkit/lists';

const food = obj(
  {
    id: { type: 'integer' },
    ...strings('code', 'name', 'status', 'limit', 'note'),
    channels: { type: 'array', items: obj(strings('code', 'name'), ['code', 'name']) },
  },
  ['id', 'code', 'name', 'status', 'channels', 'limit', 'note'],
);

export default async function foodRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get<{ Querystring: Paging & { keyword?: string; status?: string } }>(
    '/food/lst',
    {
      schema: {
        tags: ['content'],
        summary: 'Can I send this food? Status allowed / restricted / prohibited, the channels that take it, the limit',
        querystring: obj({ ...pagingQuery, keyword: keywordQuery, status: choice(FOOD_STATUSES) }),
        response: responses(envelope(listSchema(food))),
      },
    },
    async (request) => {
      const { lang, site, query } = request;
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
      return ok(request, { list, total, page: query.page, page_size: query.page_size });
    },
  );
}
