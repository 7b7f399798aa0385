/** Activities: GET /api/activity/lst (started ones: ongoing first, then ended), GET /api/activity/detail/{id}. */
import { and, count, desc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type ApiLang, ApiStatus } from '@contract/api';
import { activities } from '../../db/schema';
import { pickLang } from '../../lib/bilingual';
import { ApiError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { envelope, obj, responses } from '../../schemas';
import { idParams, listSchema, offsetOf, type Paging, pagingQuery, strings } from '../../toolkit/lists';
import { siteToday } from './today';

type ActivityRow = typeof activities.$inferSelect;
const FIELDS = ['code', 'title', 'summary', 'coupon_hint', 'color', 'image_url', 'starts_on', 'ends_on', 'status'];
const brief = obj({ id: { type: 'integer' }, ...strings(...FIELDS) }, ['id', ...FIELDS]);
const full = obj({ id: { type: 'integer' }, ...strings(...FIELDS, 'body') }, ['id', ...FIELDS, 'body']);

function activityIn(lang: ApiLang, a: ActivityRow, today: string) {
  return {
    id: a.id,
    code: a.code,
    title: pickLang(lang, a.titleZh, a.titleEn),
    summary: pickLang(lang, a.summaryZh, a.summaryEn),
    coupon_hint: pickLang(lang, a.couponHintZh, a.couponHintEn),
    color: a.color,
    image_url: a.imageUrl,
    starts_on: a.startsOn,
    ends_on: a.endsOn,
    status: a.endsOn >= today ? 'ongoing' : 'ended',
    body: pickLang(lang, a.bodyZh, a.bodyEn),
  };
}

export default async function activityRoutes(app: FastifyInstance) {
  const { db } = app.deps;

  app.get<{ Querystring: Paging }>(
    '/activity/lst',
    {
      schema: {
        tags: ['content'],
        summary: 'Current and past activities with their period',
        querystring: obj(pagingQuery),
        response: responses(envelope(listSchema(brief))),
      },
    },
    async (request) => {
      const { site, lang, query } = request;
      const today = siteToday(site, app.deps.now());
      const where = and(eq(activities.siteId, site.id), eq(activities.active, true), lte(activities.startsOn, today));
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(activities)
          .where(where)
          .orderBy(sql`${activities.endsOn} >= ${today} desc`, desc(activities.startsOn), activities.sort, activities.id)
          .limit(query.page_size)
          .offset(offsetOf(query)),
        db.select({ total: count() }).from(activities).where(where),
      ]);
      const list = rows.map((a) => {
        const { body: _body, ...item } = activityIn(lang, a, today);
        return item;
      });
      return ok(request, { list, total, page: query.page, page_size: query.page_size });
    },
  );

  app.get<{ Params: { id: number } }>(
    '/activity/detail/:id',
    {
      schema: { tags: ['content'], summary: 'One activity in full', params: idParams, response: responses(envelope(full)) },
    },
    async (request) => {
      const today = siteToday(request.site, app.deps.now());
      const [row] = await db
        .select()
        .from(activities)
        .where(
          and(
            eq(activities.siteId, request.site.id),
            eq(activities.id, request.params.id),
            eq(activities.active, true),
            lte(activities.startsOn, today),
          ),
        );
      if (!row) throw new ApiError(ApiStatus.NOT_FOUND, 'content_not_found');
      return ok(request, activityIn(request.lang, row, today));
    },
  );
}
