/**
 * The built H5 app (H5_DIST) on the API's port, with the history-mode fallback: a GET that is not
 * /api/* and not a file gets index.html. Unknown /api routes answer 40004.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiStatus } from '../../contract';
import { ApiError } from '../../lib/errors';
import { sendError } from './errors';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Parcel</title>
<p>The H5 app is not built yet. Run <code>npm run build:h5</code> in the repository root, then reload.</p>
<p>The API is up: <a href="/api/docs">/api/docs</a>.</p>`;

export default fp(async (app) => {
  const root = app.deps.config.h5Dist;
  const built = existsSync(path.join(root, 'index.html'));
  if (built) await app.register(fastifyStatic, { root, wildcard: true });

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
}, { name: 'h5', dependencies: ['errors'] });
