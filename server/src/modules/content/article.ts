/**
 * GET /api/article/detail/{key}: the version in force (published, effective on or before today in the
 * site's time zone, the latest such); GET /api/article/versions/{key}: every published version.
 */
import type { FastifyInstance } from 'fastify';
import { ARTICLE_KEYS, type ArticleKey } from '@contract/content';
import { ok } from '../../lib/reply';
import { choice } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { strings } from '../../toolkit/lists';
import { articleVersions, currentArticle } from './article-service';

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
    async (request) => ok(request, await currentArticle(app.deps, request.site, request.lang, request.params.key)),
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
    async (request) => ok(request, await articleVersions(app.deps, request.site, request.lang, request.params.key)),
  );
}
