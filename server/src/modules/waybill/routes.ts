/**
 * Customer: /api/order/{pack/create, send/create, lst, detail/{id}, update/{id}, cancel/{id}, check_no}.
 * Staff: /api/staff/order/{lst, detail/{id}, receive/{id}, pack/{id}, dispatch, handover/{id}, delivered/{id},
 * problem/{id}, problem/clear/{id}}. Field errors name `order.<field>`.
 */
import type { FastifyInstance } from 'fastify';
import type {
  DispatchRequest,
  HandoverRequest,
  PackCreateRequest,
  PackRequest,
  ProblemRequest,
  SendCreateRequest,
  StaffWaybillQuery,
  WaybillListQuery,
  WaybillUpdateRequest,
} from '@contract/waybill';
import { ok } from '../../lib/reply';
import { scopeFields } from '../../toolkit/fields';
import { selectionOf } from '../../toolkit/lists';
import { allow } from '../../toolkit/roles';
import { publicOrigin } from '../files/urls';
import { WAREHOUSE_FIELD_RULES } from '../parcel/shared';
import { exportWaybills } from './export';
import { checkWaybillNo } from './number';
import {
  cancelSchema,
  checkNoSchema,
  deliveredSchema,
  detailSchema,
  dispatchSchema,
  exportSchema,
  handoverSchema,
  listSchema,
  packCreateSchema,
  packSchema,
  problemClearSchema,
  problemManySchema,
  problemSchema,
  receiveSchema,
  sendCreateSchema,
  staffDetailSchema,
  staffListSchema,
  updateSchema,
} from './schemas';
import { cancelWaybill, createPack, createSend, listWaybills, updateWaybill, waybillDetail } from './service';
import { delivered, dispatch, flagProblems, handover, pack, receive, setProblem, staffDetail, staffList } from './staff';
import { toStaffDetail } from './view';

type ById = { Params: { id: number } };
type Paged = { page: number; page_size: number };

export default async function waybillRoutes(app: FastifyInstance) {
  const { deps } = app;
  scopeFields(app, 'order', WAREHOUSE_FIELD_RULES);
  const user = { preHandler: app.requireUser };

  app.post<{ Body: PackCreateRequest }>('/order/pack/create', { schema: packCreateSchema, ...user }, async (r) =>
    ok(r, await createPack(deps, r.user!, r.site, r.lang, r.body, publicOrigin(r))),
  );

  app.post<{ Body: SendCreateRequest }>('/order/send/create', { schema: sendCreateSchema, ...user }, async (r) =>
    ok(r, await createSend(deps, r.user!, r.site, r.lang, r.body, publicOrigin(r))),
  );

  app.get<{ Querystring: WaybillListQuery & Paged }>('/order/lst', { schema: listSchema, ...user }, async (r) =>
    ok(r, await listWaybills(deps, r.user!, r.site, r.lang, r.query)),
  );

  app.get<ById>('/order/detail/:id', { schema: detailSchema, ...user }, async (r) =>
    ok(r, await waybillDetail(deps, r.user!, r.site, r.lang, r.params.id, publicOrigin(r))),
  );

  app.post<ById & { Body: WaybillUpdateRequest }>('/order/update/:id', { schema: updateSchema, ...user }, async (r) =>
    ok(r, await updateWaybill(deps, r.user!, r.site, r.lang, r.params.id, r.body, publicOrigin(r))),
  );

  app.post<ById>('/order/cancel/:id', { schema: cancelSchema, ...user }, async (r) =>
    ok(r, await cancelWaybill(deps, r.user!, r.site, r.lang, r.params.id, publicOrigin(r)), 'waybill_cancelled'),
  );

  app.get<{ Querystring: { no: string } }>('/order/check_no', { schema: checkNoSchema }, async (r) => ok(r, checkWaybillNo(r.query.no)));

  // ------------------------------------------------------------------ staff
  app.get<{ Querystring: StaffWaybillQuery & Paged }>('/staff/order/lst', { schema: staffListSchema, ...allow('waybills') }, async (r) =>
    ok(r, await staffList(deps, r.site, r.lang, r.query)),
  );

  app.get<ById>('/staff/order/detail/:id', { schema: staffDetailSchema, ...allow('waybills') }, async (r) =>
    ok(r, await staffDetail(deps, r.site, r.lang, r.params.id, publicOrigin(r))),
  );

  app.post<ById>('/staff/order/receive/:id', { schema: receiveSchema, ...allow('floor') }, async (r) =>
    ok(r, await toStaffDetail(deps, await receive(deps, r.user!, r.site, r.params.id), r.site, r.lang, publicOrigin(r))),
  );

  app.post<ById & { Body: PackRequest }>('/staff/order/pack/:id', { schema: packSchema, ...allow('floor') }, async (r) =>
    ok(r, await toStaffDetail(deps, await pack(deps, r.user!, r.site, r.params.id, r.body), r.site, r.lang, publicOrigin(r))),
  );

  app.post<{ Body: DispatchRequest }>('/staff/order/dispatch', { schema: dispatchSchema, ...allow('floor') }, async (r) =>
    ok(r, await dispatch(deps, r.user!, r.site, r.lang, r.body.ids)),
  );

  app.post<ById & { Body: HandoverRequest }>('/staff/order/handover/:id', { schema: handoverSchema, ...allow('floor') }, async (r) =>
    ok(r, await toStaffDetail(deps, await handover(deps, r.user!, r.site, r.params.id, r.body), r.site, r.lang, publicOrigin(r))),
  );

  app.post<ById>('/staff/order/delivered/:id', { schema: deliveredSchema, ...allow('floor') }, async (r) =>
    ok(r, await toStaffDetail(deps, await delivered(deps, r.user!, r.site, r.params.id), r.site, r.lang, publicOrigin(r))),
  );

  app.post<ById & { Body: ProblemRequest }>('/staff/order/problem/:id', { schema: problemSchema, ...allow('waybills') }, async (r) =>
    ok(r, await toStaffDetail(deps, await setProblem(deps, r.site, r.params.id, r.body, r.user!.id), r.site, r.lang, publicOrigin(r))),
  );

  app.post<{ Body: ProblemRequest & { ids: number[] } }>(
    '/staff/order/problem',
    { schema: problemManySchema, ...allow('waybills') },
    async (r) => {
      const { ids, ...problem } = r.body;
      return ok(r, { flagged: await flagProblems(deps, r.site, ids, problem, r.user!.id) });
    },
  );
  app.get<{ Querystring: { ids: string; format: 'csv' | 'xlsx' } }>(
    '/staff/order/export',
    { schema: exportSchema, ...allow('waybills') },
    async (r, reply) => {
      const sheet = await exportWaybills(deps, r.site, r.lang, selectionOf(r.query.ids), r.query.format);
      return reply
        .type(sheet.type)
        .header('content-disposition', `attachment; filename="${sheet.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(sheet.bytes);
    },
  );
  app.post<ById>('/staff/order/problem/clear/:id', { schema: problemClearSchema, ...allow('waybills') }, async (r) =>
    ok(r, await toStaffDetail(deps, await setProblem(deps, r.site, r.params.id, null, r.user!.id), r.site, r.lang, publicOrigin(r))),
  );
}
