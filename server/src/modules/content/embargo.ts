/** Prohibited and restricted goods: GET /api/embargo/lst (categories with items), GET /api/embargo/detail/{id} (an item). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { envelope, obj, responses } from '../../schemas';
import { idParams, keywordQuery, listSchema, type Paging, pagingQuery, strings } from '../../toolkit/lists';
import { embargoItem, embargoPage } from './embargo-service';

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
    async (request) => ok(request, await embargoPage(app.deps, request.site, request.lang, request.query)),
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
    async (request) => ok(request, await embargoItem(app.deps, request.site, request.lang, request.params.id)),
  );
}
