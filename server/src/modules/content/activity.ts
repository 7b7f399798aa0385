/** Activities: GET /api/activity/lst (started ones: ongoing first, then ended), GET /api/activity/detail/{id}. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { envelope, obj, responses } from '../../schemas';
import { idParams, listSchema, type Paging, pagingQuery, strings } from '../../toolkit/lists';
import { activityDetail, activityPage } from './activity-service';

const FIELDS = ['code', 'title', 'summary', 'coupon_hint', 'color', 'image_url', 'starts_on', 'ends_on', 'status'];
const brief = obj({ id: { type: 'integer' }, ...strings(...FIELDS) }, ['id', ...FIELDS]);
const full = obj({ id: { type: 'integer' }, ...strings(...FIELDS, 'body') }, ['id', ...FIELDS, 'body']);

export default async function activityRoutes(app: FastifyInstance) {
  app.get<{ Querystring: Paging }>(
    '/activity/lst',
    {
      schema: {
        tags: ['content'],
        summary: 'Current and past activities with their period',
        querystring: obj(pagingQuery),
        response: responses(envelope(listSchema(brief))),
      },
    },
    async (request) => ok(request, await activityPage(app.deps, request.site, request.lang, request.query)),
  );

  app.get<{ Params: { id: number } }>(
    '/activity/detail/:id',
    {
      schema: { tags: ['content'], summary: 'One activity in full', params: idParams, response: responses(envelope(full)) },
    },
    async (request) => ok(request, await activityDetail(app.deps, request.site, request.lang, request.params.id)),
  );
}
