/**
 * Customer: GET /api/user/coupon/lst, GET /api/coupon/claimable (signed out too), POST /api/coupon/claim.
 * Staff: POST /api/staff/coupon/issue. Admin: /api/admin/coupon_template/... (admin.ts). Using a coupon on a
 * waybill is the payment module's (usage.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CouponStatus } from '@contract/coupon';
import { ok } from '../../lib/reply';
import { scopeFields } from '../../toolkit/fields';
import type { Paging } from '../../toolkit/lists';
import { allow } from '../../toolkit/roles';
import { couponTemplateRoutes } from './admin';
import { claimableSchema, claimSchema, couponListSchema, staffIssueSchema } from './schemas';
import { claimable, claimCoupon, listCoupons, staffIssue, type Viewer } from './service';

async function customerRoutes(app: FastifyInstance) {
  const { deps } = app;
  scopeFields(app, 'coupon');
  const viewer = (r: FastifyRequest): Viewer => ({ site: r.site, lang: r.lang, now: deps.now() });

  app.get<{ Querystring: Paging & { status: CouponStatus } }>(
    '/user/coupon/lst',
    { schema: couponListSchema, preHandler: app.requireUser },
    async (r) => ok(r, await listCoupons(deps.db, viewer(r), r.user!, r.query)),
  );

  // Readable signed out too; signed in, the caller's own claims are marked.
  app.get<{ Querystring: { activity_id?: number } }>(
    '/coupon/claimable',
    { schema: claimableSchema, preHandler: app.optionalUser },
    async (r) => ok(r, { list: await claimable(deps.db, viewer(r), r.user, r.query.activity_id) }),
  );

  app.post<{ Body: { template_id: number } }>('/coupon/claim', { schema: claimSchema, preHandler: app.requireUser }, async (r) =>
    ok(r, await claimCoupon(deps.db, viewer(r), r.user!, r.body.template_id), 'coupon_claim_ok'),
  );

  app.post<{ Body: { template_id: number; member_code: string } }>(
    '/staff/coupon/issue',
    { schema: staffIssueSchema, ...allow('service') },
    async (r) => ok(r, await staffIssue(deps.db, viewer(r), r.body.template_id, r.body.member_code), 'coupon_issue_ok'),
  );
}

export default async function couponRoutes(app: FastifyInstance) {
  await app.register(customerRoutes);
  await app.register(couponTemplateRoutes);
}
