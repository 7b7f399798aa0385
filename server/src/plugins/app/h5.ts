/**
 * The built H5 app (H5_DIST) on the API's port, with the history-mode fallback: a GET that is not
 * /api/* and not a file gets index.html. Unknown /api routes answer 40004.
 *
 * The build writes Brotli and gzip copies beside its text files (config/index.ts, PreCompress); they are sent as
 * they are to browsers that accept them. Files whose name carries a content hash (js/app.1a2b3c4d.js) never
 * change, so they are cached for a year; index.html and unhashed files are revalidated on every load, so a new
 * build shows at once. A page path gets index.html with preload links for that page (h5-preload.ts).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiStatus } from '@contract/api';
import { ApiError } from '../../lib/errors';
import { sendError } from './errors';
import { pageHtml, visitorLang } from './h5-preload';

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Parcel</title>
<p>The H5 app is not built yet. Run <code>npm run build:h5</code> in the repository root, then reload.</p>
<p>The API is up: <a href="/api/docs">/api/docs</a>.</p>`;

/** Taro's output names: js/[name].[contenthash:8].js, css/..., static/images/[name].[hash:8].png. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/;
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The app icon and manifest (scripts/make-app-icons.js) at the site root: fixed names browsers ask for, seldom
 * changed, so kept a day rather than revalidated on every load.
 */
const APP_ICON = /^(favicon\.(ico|svg)|apple-touch-icon\.png|icon(-maskable)?-\d+\.png|manifest\.webmanifest)$/;
export const ICON_CACHE = 'public, max-age=86400';

/** `file` is the file sent: x.js, or x.js.br / x.js.gz when a compressed copy goes out. */
function cacheHeaders(res: { setHeader(name: string, value: string): unknown }, file: string) {
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
  res.setHeader('cache-control', HASHED.test(name) ? IMMUTABLE : APP_ICON.test(name) ? ICON_CACHE : 'no-cache');
  res.setHeader('vary', 'Accept-Encoding');
}

export default fp(
  async (app) => {
    const root = app.deps.config.h5Dist;
    const built = existsSync(path.join(root, 'index.html'));
    const htmlFor = built ? pageHtml(root) : undefined;
    if (built)
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        preCompressed: true,
        cacheControl: false,
        setHeaders: cacheHeaders,
      });

    const sendPage = (request: FastifyRequest, reply: FastifyReply, url: string) => {
      if (!htmlFor) return reply.type('text/html; charset=utf-8').send(NOT_BUILT);
      const lang = visitorLang(request.headers.cookie, request.headers['accept-language']);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Cookie, Accept-Language')
        .type('text/html; charset=utf-8')
        .send(htmlFor(url, lang));
    };
    // "/" is a page path like the others, not the static index.html.
    if (built) app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply, '/'));

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url.split('?')[0];
      if (url === '/api' || url.startsWith('/api/') || !['GET', 'HEAD'].includes(request.method)) {
        return sendError(request, reply, new ApiError(ApiStatus.NOT_FOUND, 'route_not_found', {}, 404));
      }
      // A missing asset (has an extension) is a real 404; a page path is the app's to route.
      if (path.posix.extname(url)) return reply.code(404).type('text/plain').send('Not found');
      return sendPage(request, reply, url);
    });
  },
  { name: 'h5', dependencies: ['errors'] },
);
