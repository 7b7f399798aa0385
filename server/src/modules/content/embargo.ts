/** Prohibited and restricted goods: GET /api/embargo/lst (categories with items), GET /api/embargo/detail/{id} (an item). */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '@contract/api';
import { embargoCategories, embargoItems } from '../../db/schema';
import { pickLang } from '../../lib/bilingual';
import { ApiError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { envelope, obj, responses } from '../../schemas';
import { idParams, keywordMatch, keywordQuery, listSchema, offsetOf, type Paging, pagingQuery, strings } from '../../toolkit/lists';

const itemBrief = obj({ id: { type: 'integer' }, ...strings('code', 'name', 'level', 'summary') }, [
  'id',
  'code',
  'name',
  'level',
  'summary',
]);
const category = obj({ id: { type: 'integer' }, ...strings('code', 'name', 'icon'), items: { type: 'array', items: itemBrief } }, [
  'id',
  'code',
  'name',
  'icon',
  'items',
]);
const detail = obj(
  {
    id: { type: 'integer' },
    ...strings('code', 'name', 'level', 'summary', 'detail', 'examples'),
    category: obj({ id: { type: 'integer' }, ...strings('code', 'name') }, ['id', 'code', 'name']),
  },
  ['id', 'code', 'name', 'level', 'summary', 'detail', 'examples', 'category'],
);

export default async function embargoRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get<{ Querystring: Paging & { keyword?: string } }>(
    '/embargo/lst',
    {
      schema: {
        tags: ['content'],
        summary: 'Prohibited and restricted goods by category; keyword searches the items (names, summaries, examples)',
        querystring: obj({ ...pagingQuery, keyword: keywordQuery }),
        response: responses(envelope(listSchema(category))),
      },
    },
    async (request) => {
      const { lang, site, query } = request;
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
      return ok(request, {
        list: list.slice(offsetOf(query), offsetOf(query) + query.page_size),
        total: list.length,
        page: query.page,
        page_size: query.page_size,
      });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/embargo/detail/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One prohibited or restricted item in full',
        params: idParams,
        response: responses(envelope(detail)),
      },
    },
    async (request) => {
      const { lang, site } = request;
      const [row] = await db
        .select({ item: embargoItems, category: embargoCategories })
        .from(embargoItems)
        .innerJoin(embargoCategories, eq(embargoCategories.id, embargoItems.categoryId))
        .where(and(eq(embargoItems.siteId, site.id), eq(embargoItems.id, request.params.id), eq(embargoItems.active, true)));
      if (!row) throw new ApiError(ApiStatus.NOT_FOUND, 'content_not_found');
      const { item: i, category: c } = row;
      return ok(request, {
        id: i.id,
        code: i.code,
        name: pickLang(lang, i.nameZh, i.nameEn),
        level: i.level,
        summary: pickLang(lang, i.summaryZh, i.summaryEn),
        detail: pickLang(lang, i.detailZh, i.detailEn),
        examples: pickLang(lang, i.examplesZh, i.examplesEn),
        category: { id: c.id, code: c.code, name: pickLang(lang, c.nameZh, c.nameEn) },
      });
    },
  );
}
