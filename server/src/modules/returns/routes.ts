/**
 * Customer: /api/return/{parcels, label, create, lst, detail/{id}, cancel/{id}, pay/{id}}.
 * Staff: /api/staff/return/{lst, detail/{id}, quote/{id}, reject/{id}, process/{id}, ship/{id}, complete/{id}}.
 * Field errors name `return.<field>`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  ReturnCreateRequest,
  ReturnPayRequest,
  ReturnStatus,
  StaffProcessRequest,
  StaffReturnQuery,
  StaffShipRequest,
} from '@contract/returns';
import { FieldError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { scopedErrors, scopeFields, type ScopeRules } from '../../toolkit/fields';
import { allow } from '../../toolkit/roles';
import { readUpload } from '../files/routes';
import { fileUrlSecret, photoLinks, signedFileUrl } from '../files/signed-urls';
import { publicOrigin } from '../files/urls';
import { payReturn } from './pay';
import {
  cancelSchema,
  completeSchema,
  createSchema,
  detailSchema,
  labelSchema,
  listSchema,
  parcelsSchema,
  paySchema,
  processSchema,
  quoteSchema,
  rejectSchema,
  shipSchema,
  staffDetailSchema,
  staffListSchema,
} from './schemas';
import { cancelReturn, createReturn, type CustomerContext, listReturns, returnableParcels, returnDetail, saveLabel } from './service';
import { complete, processReturn, quote, reject, ship, type StaffContext, staffReturnDetail, staffReturns } from './staff';

type ById = { Params: { id: number } };
type Listing = { Querystring: { status?: ReturnStatus; page: number; page_size: number } };

/** The shop's address names its own fields (`return.address.city`); a list refused inside names the list. */
const RETURN_FIELD_RULES: ScopeRules = {
  objects: { address: { patterns: { '*': 'text_chars' } } },
  nested: { '*': 'invalid_format' },
};

/** On the pay call `method` is how to pay: named as the payment calls name it, not as the return's method. */
const returnErrors = scopedErrors('return', RETURN_FIELD_RULES);
const payErrors = (errors: Parameters<typeof returnErrors>[0]) => {
  const error = returnErrors(errors);
  return error.field === 'return.method' ? new FieldError('pay.method', error.reason, error.params) : error;
};

const customer = (r: FastifyRequest): CustomerContext => ({
  deps: r.server.deps,
  lang: r.lang,
  origin: publicOrigin(r),
  staffView: false,
  user: r.user!,
  site: r.site,
});
const staffOf = (r: FastifyRequest): StaffContext => ({
  deps: r.server.deps,
  lang: r.lang,
  origin: publicOrigin(r),
  staffView: true,
  staff: r.user!,
  site: r.site,
});

async function readLabel(request: FastifyRequest): Promise<Buffer> {
  try {
    return await readUpload(request);
  } catch (err) {
    if (err instanceof FieldError && err.field === 'file') throw new FieldError('return.file', err.reason, err.params);
    throw err;
  }
}

export default async function returnRoutes(app: FastifyInstance) {
  const { deps } = app;
  scopeFields(app, 'return', RETURN_FIELD_RULES);
  const user = { preHandler: app.requireUser };

  app.get('/return/parcels', { schema: parcelsSchema, ...user }, async (r) => ok(r, await returnableParcels(customer(r))));
  app.post(
    '/return/label',
    {
      schema: labelSchema,
      // The body schema documents the multipart form; the file is checked by content in the handler.
      validatorCompiler: () => () => true,
      ...user,
    },
    async (r) => {
      const { row, kind } = await saveLabel(deps, r.user!, await readLabel(r));
      const link =
        kind === 'pdf'
          ? (() => {
              const s = signedFileUrl(publicOrigin(r), fileUrlSecret(deps.config), row.key, deps.now(), 'pdf', 'label');
              return { file: row.key, url: s.url, expires_at: s.expiresAt.toISOString() };
            })()
          : photoLinks(deps, publicOrigin(r), [row.key])[0];
      return ok(r, { ...link, kind });
    },
  );
  app.post<{ Body: ReturnCreateRequest }>('/return/create', { schema: createSchema, ...user }, async (r) =>
    ok(r, await createReturn(customer(r), r.body), 'return_created'),
  );
  app.get<Listing>('/return/lst', { schema: listSchema, ...user }, async (r) => ok(r, await listReturns(customer(r), r.query)));
  app.get<ById>('/return/detail/:id', { schema: detailSchema, ...user }, async (r) => ok(r, await returnDetail(customer(r), r.params.id)));
  app.post<ById>('/return/cancel/:id', { schema: cancelSchema, ...user }, async (r) =>
    ok(r, await cancelReturn(customer(r), r.params.id), 'return_cancelled'),
  );
  app.post<ById & { Body: ReturnPayRequest }>(
    '/return/pay/:id',
    { schema: paySchema, schemaErrorFormatter: payErrors, ...user },
    async (r) => {
      const started = await payReturn(
        deps,
        {
          user: r.user!,
          site: r.site,
          lang: r.lang,
          origin: publicOrigin(r),
          appOrigin: typeof r.headers.origin === 'string' ? r.headers.origin : undefined,
        },
        r.params.id,
        r.body,
      );
      return ok(r, started, started.payment.status === 'paid' ? 'pay_paid' : 'pay_started');
    },
  );

  app.get<{ Querystring: StaffReturnQuery }>('/staff/return/lst', { schema: staffListSchema, ...allow('waybills') }, async (r) =>
    ok(r, await staffReturns(staffOf(r), r.query)),
  );
  app.get<ById>('/staff/return/detail/:id', { schema: staffDetailSchema, ...allow('waybills') }, async (r) =>
    ok(r, await staffReturnDetail(staffOf(r), r.params.id)),
  );
  app.post<ById & { Body: { postage: number } }>('/staff/return/quote/:id', { schema: quoteSchema, ...allow('service') }, async (r) =>
    ok(r, await quote(staffOf(r), r.params.id, r.body.postage), 'return_quoted'),
  );
  app.post<ById & { Body: { reason: string } }>('/staff/return/reject/:id', { schema: rejectSchema, ...allow('service') }, async (r) =>
    ok(r, await reject(staffOf(r), r.params.id, r.body.reason), 'return_rejected'),
  );
  app.post<ById & { Body: StaffProcessRequest }>('/staff/return/process/:id', { schema: processSchema, ...allow('floor') }, async (r) =>
    ok(r, await processReturn(staffOf(r), r.params.id, r.body), 'return_saved'),
  );
  app.post<ById & { Body: StaffShipRequest }>('/staff/return/ship/:id', { schema: shipSchema, ...allow('floor') }, async (r) =>
    ok(r, await ship(staffOf(r), r.params.id, r.body), 'return_shipped'),
  );
  app.post<ById>('/staff/return/complete/:id', { schema: completeSchema, ...allow('floor') }, async (r) =>
    ok(r, await complete(staffOf(r), r.params.id), 'return_completed'),
  );
}
