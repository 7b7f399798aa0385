/** Food query: GET /api/food/lst?keyword= searches names and aliases in both languages, case-insensitively. */
import type { FastifyInstance } from 'fastify';
import { FOOD_STATUSES } from '@contract/content';
import { ok } from '../../lib/reply';
import { choice } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { keywordQuery, listSchema, pagingQuery, strings } from '../../toolkit/lists';
import { foodPage, type FoodQuery } from './food-service';

const food = obj(
  {
    id: { type: 'integer' },
    ...strings('code', 'name', 'status', 'limit', 'note'),
    channels: { type: 'array', items: obj(strings('code', 'name'), ['code', 'name']) },
  },
  ['id', 'code', 'name', 'status', 'channels', 'limit', 'note'],
);

export default async function foodRoutes(app: FastifyInstance) {
  app.get<{ Querystring: FoodQuery }>(
    '/food/lst',
    {
      schema: {
        tags: ['content'],
        summary: 'Can I send this food? Status allowed / restricted / prohibited, the channels that take it, the limit',
        querystring: obj({ ...pagingQuery, keyword: keywordQuery, status: choice(FOOD_STATUSES) }),
        response: responses(envelope(listSchema(food))),
      },
    },
    async (request) => ok(request, await foodPage(app.deps, request.site, request.lang, request.query)),
  );
}
