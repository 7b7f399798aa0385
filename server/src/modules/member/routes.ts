/**
 * Member levels and points: GET /api/user/level, GET /api/user/points/lst; admins edit the levels and the points
 * terms through the CRUD kit (/api/admin/member_level, /api/admin/member_points). Points move with payments
 * (spent and given back by the payment module, earned when a waybill is paid, reversed by refunds and paid
 * claims) and expire by the hourly sweep.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { adminRoutes } from '../../toolkit/admin-crud';
import { scopeFields } from '../../toolkit/fields';
import { claimPaidListeners } from '../claims/pay';
import { hook, waybillPaidListeners } from '../payment/holds';
import { memberLevelKind, memberPointsKind } from './levels';
import { earnOnPaid, expirePoints, reverseOnClaim } from './points';
import { levelSchema, pointsListSchema } from './schemas';
import { levelSummary, pointsList } from './service';

type Paged = { Querystring: { page: number; page_size: number } };

export default async function memberRoutes(app: FastifyInstance) {
  const { deps } = app;
  scopeFields(app, 'member');
  hook(waybillPaidListeners, earnOnPaid);
  hook(claimPaidListeners, reverseOnClaim);
  app.jobs.every('points-expiry', '7 * * * *', async () => {
    await expirePoints(deps);
  });
  await app.register(adminRoutes(memberLevelKind));
  await app.register(adminRoutes(memberPointsKind));

  const user = { preHandler: app.requireUser };
  app.get('/user/level', { schema: levelSchema, ...user }, async (r) => ok(r, await levelSummary(deps, r.user!, r.site, r.lang)));
  app.get<Paged>('/user/points/lst', { schema: pointsListSchema, ...user }, async (r) =>
    ok(r, await pointsList(deps, r.user!, r.lang, r.query)),
  );
}
