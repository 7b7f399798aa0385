/**
 * GET /api/order/citys/lst — mainland China's region tree for the address picker. The whole tree is
 * 137 KB of JSON, 28 KB gzipped: small enough to fetch once and cache, so it is answered pre-gzipped with
 * an ETag and a day of caching. `?parent=<code>` answers one level instead, for pickers that load lazily.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiLang } from '@contract/api';
import { t } from '../../i18n';
import { ok } from '../../lib/reply';
import { scopedField, scopeFields } from '../../toolkit/fields';
import { citysSchema } from './schemas';
import { levelOf, regionTree, toNodes } from './tree';

interface Encoded {
  json: Buffer;
  gzip: Buffer;
  etag: string;
}

const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

function encode(body: unknown): Encoded {
  const json = Buffer.from(JSON.stringify(body));
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  return { json, gzip: gzipSync(json, { level: 9 }), etag };
}

/** The whole-tree answer per language (only `msg` differs), built once. */
function wholeTreeAnswers(): Record<ApiLang, Encoded> {
  const data = toNodes(regionTree().provinces);
  const answer = (lang: ApiLang) => encode({ status: 200, msg: t(lang, 'ok'), data });
  return { 'zh-cn': answer('zh-cn'), en: answer('en') };
}

function send(request: FastifyRequest, reply: FastifyReply, encoded: Encoded) {
  reply
    .header('cache-control', CACHE_CONTROL)
    .header('etag', encoded.etag)
    .header('vary', 'accept-encoding, x-lang')
    .type('application/json; charset=utf-8');
  if (ifNoneMatch(request.headers['if-none-match'], encoded.etag)) return reply.code(304).send();
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.header('content-encoding', 'gzip').send(encoded.gzip);
  }
  return reply.send(encoded.json);
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  return header !== undefined && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

export default async function regionRoutes(app: FastifyInstance) {
  scopeFields(app, 'region', { scopeBody: true });
  let whole: Record<ApiLang, Encoded> | undefined;

  app.get<{ Querystring: { parent?: string } }>(
    '/order/citys/lst',
    { schema: citysSchema, config: { site: false } },
    async (request, reply) => {
      const { parent } = request.query;
      if (parent === undefined || parent === '') {
        whole ??= wholeTreeAnswers();
        return send(request, reply, whole[request.lang]);
      }
      const level = levelOf(parent === '0' ? undefined : parent);
      if (!level) throw scopedField('region', 'parent', 'unknown_region');
      return send(request, reply, encode(ok(request, level)));
    },
  );
}
