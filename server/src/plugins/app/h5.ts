/**
 * The built H5 app (H5_DIST) on the API's port, with the history-mode fallback: a GET that is not
 * /api/* and not a file gets index.html. Unknown /api routes answer 40004.
 *
 * The build writes Brotli and gzip copies beside its text files (config/index.ts, PreCompress); they are sent as
 * they are to browsers that accept them. Files whose name carries a content hash (js/app.1a2b3c4d.js) never
 * change, so they are cached for a year; index.html and unhashed files are revalidated on every load, so a new
 * build shows at once.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiStatus } from '@contract/api';
import { ApiError } from '../../lib/errors';
import { sendError } from './errors';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Parcel</title>
<p>The H5 app is not built yet. Run <code>npm run build:h5</code> in the repository root, then reload.</p>
<p>The API is up: <a href="/api/docs">/api/docs</a>.</p>`;

/** Taro's output names: js/[name].[contenthash:8].js, css/..., static/images/[name].[hash:8].png. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `file` is the file sent: x.js, or x.js.br / x.js.gz when a compressed copy goes out. */
function cacheHeaders(res: { setHeader(name: string, value: string): unknown }, file: string) {
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
  res.setHeader('cache-control', HASHED.test(name) ? IMMUTABLE : 'no-cache');
  res.setHeader('vary', 'Accept-Encoding');
}

export default fp(
  async (app) => {
    const root = app.deps.config.h5Dist;
    const built = existsSync(path.join(root, 'index.html'));
    if (built)
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        preCompressed: true,
        cacheControl: false,
        setHeaders: cacheHeaders,
      });

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url.split('?')[0];
      if (url === '/api' || url.startsWith('/api/') || !['GET', 'HEAD'].includes(request.method)) {
        return sendError(request, reply, new ApiError(ApiStatus.NOT_FOUND, 'route_not_found', {}, 404));
      }
      // A missing asset (has an extension) is a real 404; a page path is the app's to route.
      if (path.posix.extname(url)) return reply.code(404).type('text/plain').send('Not found');
      if (!built) return reply.type('text/html; charset=utf-8').send(NOT_BUILT);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'h5', dependencies: ['errors'] },
);
