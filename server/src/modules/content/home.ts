/**
 * GET /api/home/lst: the home page's banners and feature entries, active only, in order. A banner shows only
 * between its start and end days (the site's calendar), so an offer disappears the day after it ends.
 */
import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { banners, homeEntries } from '../../db/schema';
import { ok } from '../../lib/reply';
import { envelope, obj, responses } from '../../schemas';
import { strings } from '../../toolkit/lists';
import { siteToday } from './today';
import { pickLang } from '../../lib/bilingual';

const colors = obj(strings('from', 'to', 'text'), ['from', 'to', 'text']);
const banner = obj({ id: { type: 'integer' }, ...strings('code', 'title', 'subtitle', 'image_url', 'route'), colors }, ['id', 'code', 'title', 'subtitle', 'image_url', 'route', 'colors']);
const entry = obj({ id: { type: 'integer' }, ...strings('code', 'title', 'icon', 'route') }, ['id', 'code', 'title', 'icon', 'route']);

export default async function homeRoutes(app: FastifyInstance) {
  const { db } = app.deps;
  app.get('/home/lst', {
    schema: {
      tags: ['content'], summary: 'Home page: banners and feature entries',
      response: responses(envelope(obj({ banners: { type: 'array', items: banner }, entries: { type: 'array', items: entry } }, ['banners', 'entries']))),
    },
  }, async (request) => {
    const { site, lang } = request;
    const today = siteToday(site, app.deps.now());
    const showing = and(or(isNull(banners.startsOn), lte(banners.startsOn, today)), or(isNull(banners.endsOn), gte(banners.endsOn, today)));
    const [b, e] = await Promise.all([
      db.select().from(banners).where(and(eq(banners.siteId, site.id), eq(banners.active, true), showing)).orderBy(asc(banners.sort), asc(banners.id)),
      db.select().from(homeEntries).where(and(eq(homeEntries.siteId, site.id), eq(homeEntries.active, true))).orderBy(asc(homeEntries.sort), asc(homeEntries.id)),
    ]);
    return ok(request, {
      banners: b.map((r) => ({ id: r.id, code: r.code, title: pickLang(lang, r.titleZh, r.titleEn), subtitle: pickLang(lang, r.subtitleZh, r.subtitleEn), image_url: r.imageUrl, route: r.route, colors: r.colors })),
      entries: e.map((r) => ({ id: r.id, code: r.code, title: pickLang(lang, r.titleZh, r.titleEn), icon: r.icon, route: r.route })),
    });
  });
}
