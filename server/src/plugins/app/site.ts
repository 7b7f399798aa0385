/**
 * `request.site` from the `site-id` header (default 1). An unknown or malformed site is a 40001.
 * Sites change rarely: they are cached for a minute.
 */
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { type SiteRow, sites } from '../../db/schema';
import { FieldError } from '../../lib/errors';

const CACHE_MS = 60_000;

export default fp(
  async (app) => {
    const cache = new Map<number, { site: SiteRow | undefined; until: number }>();

    async function findSite(db: Db, id: number): Promise<SiteRow | undefined> {
      const hit = cache.get(id);
      if (hit && hit.until > Date.now()) return hit.site;
      const [site] = await db.select().from(sites).where(eq(sites.id, id));
      cache.set(id, { site, until: Date.now() + CACHE_MS });
      return site;
    }

    app.decorateRequest('site', null as unknown as SiteRow);
    app.addHook('onRequest', async (request) => {
      if (request.routeOptions.config?.site === false || !request.routeOptions.url) return;
      const id = parseSiteId(request.headers['site-id']);
      const site = id === undefined ? undefined : await findSite(app.deps.db, id);
      if (!site) throw new FieldError('site-id', 'unknown_site');
      request.site = site;
    });
  },
  { name: 'site', dependencies: ['i18n'] },
);

function parseSiteId(header: string | string[] | undefined): number | undefined {
  if (header === undefined || header === '') return 1;
  if (typeof header !== 'string' || !/^\d{1,9}$/.test(header.trim())) return undefined;
  return Number(header.trim());
}
