/** GET /api/home/lst: the home page's banners and feature entries (service.ts). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { envelope, obj, responses } from '../../schemas';
import { strings } from '../../toolkit/lists';
import { homePage } from './service';

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

export default async function homeRoutes(app: FastifyInstance) {
  app.get(
    '/home/lst',
    {
      schema: {
        tags: ['content'],
        summary: 'Home page: banners and feature entries',
        response: responses(
          envelope(obj({ banners: { type: 'array', items: banner }, entries: { type: 'array', items: entry } }, ['banners', 'entries'])),
        ),
      },
    },
    async (request) => ok(request, await homePage(app.deps, request.site, request.lang)),
  );
}
