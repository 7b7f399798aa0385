/**
 * The office console (admin/, built by Vite into ADMIN_DIST) at /admin/ on the API's port, with the history-mode
 * fallback: /admin/<page> that is not a file gets its index.html. Vite names every file under assets/ by its content,
 * so those are cached for a year; index.html is revalidated on every load, so a new build shows at once.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { IMMUTABLE } from './h5';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Parcel office</title>
<p>The office console is not built yet. Run <code>npm run build:admin</code> in the repository root, then reload.</p>
<p>The API is up: <a href="/api/docs">/api/docs</a>.</p>`;

const PREFIX = '/admin/';

export default fp(
  async (app) => {
    const root = app.deps.config.adminDist;
    const indexFile = path.join(root, 'index.html');
    const index = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
    if (index)
      await app.register(fastifyStatic, {
        root,
        prefix: PREFIX,
        // A route per built file (the build is fixed while the server runs); other paths are the console's pages.
        wildcard: false,
        index: false,
        decorateReply: false,
        cacheControl: false,
        setHeaders: (res, file) =>
          res.setHeader('cache-control', path.relative(root, file).startsWith(`assets${path.sep}`) ? IMMUTABLE : 'no-cache'),
      });

    const page = (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url.split('?')[0];
      // A missing asset (has an extension) is a real 404; a page path is the console's to route.
      if (path.posix.extname(url)) return reply.code(404).type('text/plain').send('Not found');
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(index ?? NOT_BUILT);
    };
    // Pages need no site (the console sends its own site-id to the API).
    const options = { schema: { hide: true }, config: { site: false } };
    app.get('/admin', options, (_request, reply) => reply.redirect(PREFIX));
    app.get(`${PREFIX}*`, options, page);
  },
  { name: 'admin', dependencies: ['h5'] },
);
