/**
 * GET /api/home/lst: the home page's banners, feature entries and announcement (service.ts), and for a signed-in caller
 * the counters of their parcels and waybills, in the same answer the app prefetches at launch (one request on first paint).
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { envelope, obj, responses } from '../../schemas';
import { strings } from '../../toolkit/lists';
import { homeCounters } from '../user/counters';
import { homePage } from './service';
import { homeAnnouncement } from './site-notices';

const colors = obj(strings('from', 'to', 'text'), ['from', 'to', 'text']);
const banner = obj({ id: { type: 'integer' }, ...strings('code', 'title', 'subtitle', 'image_url', 'route'), colors }, [
  'id',
  'code',
  'title',
  'subtitle',
  'image_url',
  'route',
  'colors',
]);
const entry = obj({ id: { type: 'integer' }, ...strings('code', 'title', 'icon', 'route') }, ['id', 'code', 'title', 'icon', 'route']);
const announcement = { anyOf: [{ type: 'null' }, obj(strings('text', 'route'), ['text', 'route'])] };
const count = { type: 'integer' };
const counters = {
  anyOf: [
    { type: 'null' },
    obj({ in_warehouse: count, pending_payment: count, in_transit: count }, ['in_warehouse', 'pending_payment', 'in_transit']),
  ],
};

export default async function homeRoutes(app: FastifyInstance) {
  app.get(
    '/home/lst',
    {
      schema: {
        tags: ['content'],
        summary: "Home page: banners, feature entries, the announcement, and the signed-in caller's counters (null signed out)",
        response: responses(
          envelope(
            obj({ banners: { type: 'array', items: banner }, entries: { type: 'array', items: entry }, announcement, counters }, [
              'banners',
              'entries',
              'announcement',
              'counters',
            ]),
          ),
        ),
      },
      preHandler: app.optionalUser,
    },
    async (request) => {
      const { deps } = app;
      const [page, notice, mine] = await Promise.all([
        homePage(deps, request.site, request.lang),
        homeAnnouncement(deps, request.site, request.lang),
        request.user ? homeCounters(deps.db, request.user) : null,
      ]);
      return ok(request, { ...page, announcement: notice, counters: mine });
    },
  );
}
