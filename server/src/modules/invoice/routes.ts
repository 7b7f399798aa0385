/**
 * Customer: /api/invoice/{waybills, create, lst, detail/{id}, resend/{id}}. Staff: /api/staff/invoice/{lst, detail/{id}}.
 * Admin: /api/admin/invoice_supplier (+ /update): the supplier details invoices print.
 * Field errors name `invoice.<field>`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { InvoiceCreateRequest, StaffInvoiceQuery } from '@contract/invoice';
import { ok } from '../../lib/reply';
import { scopeFields, type ScopeRules } from '../../toolkit/fields';
import { allow } from '../../toolkit/roles';
import { publicOrigin } from '../files/urls';
import {
  createSchema,
  detailSchema,
  listSchema,
  resendSchema,
  staffDetailSchema,
  staffListSchema,
  supplierSchema,
  supplierUpdateSchema,
  waybillsSchema,
} from './schemas';
import {
  createInvoice,
  invoiceableWaybills,
  invoiceDetail,
  type IssueContext,
  listInvoices,
  resendInvoice,
  staffInvoiceDetail,
  staffInvoices,
} from './service';
import { type SupplierSettings, supplierSettings, updateSupplierSettings } from './supplier';

type ById = { Params: { id: number } };
type Paged = { Querystring: { page: number; page_size: number } };

/** A list refused inside names the list; an email, an empty list and free text with markup say so. */
const INVOICE_FIELD_RULES: ScopeRules = {
  nested: { '*': 'invalid_format' },
  keywords: { minItems: 'choose_one' },
  patterns: { email: 'email', title: 'text_chars', address: 'text_chars', keyword: 'text_chars' },
};

const context = (r: FastifyRequest): IssueContext => ({
  deps: r.server.deps,
  user: r.user!,
  site: r.site,
  lang: r.lang,
  origin: publicOrigin(r),
  log: r.log,
});

export default async function invoiceRoutes(app: FastifyInstance) {
  const { deps } = app;
  scopeFields(app, 'invoice', INVOICE_FIELD_RULES);
  const user = { preHandler: app.requireUser };

  app.get('/invoice/waybills', { schema: waybillsSchema, ...user }, async (r) =>
    ok(r, await invoiceableWaybills(deps, r.user!, r.site, r.lang)),
  );

  app.post<{ Body: InvoiceCreateRequest }>('/invoice/create', { schema: createSchema, ...user }, async (r) =>
    ok(r, await createInvoice(context(r), r.body), 'invoice_created'),
  );

  app.get<Paged>('/invoice/lst', { schema: listSchema, ...user }, async (r) =>
    ok(r, await listInvoices({ deps, lang: r.lang, user: r.user! }, r.query)),
  );

  app.get<ById>('/invoice/detail/:id', { schema: detailSchema, ...user }, async (r) => ok(r, await invoiceDetail(context(r), r.params.id)));

  app.post<ById>('/invoice/resend/:id', { schema: resendSchema, ...user }, async (r) =>
    ok(r, await resendInvoice(context(r), r.params.id), 'invoice_emailed'),
  );

  app.get<{ Querystring: StaffInvoiceQuery & { page: number; page_size: number } }>(
    '/staff/invoice/lst',
    { schema: staffListSchema, ...allow('money') },
    async (r) => ok(r, await staffInvoices({ deps, lang: r.lang, site: r.site }, r.query)),
  );

  app.get('/admin/invoice_supplier', { schema: supplierSchema, ...allow('admin') }, async (r) =>
    ok(r, await supplierSettings(deps.db, r.site)),
  );
  app.post<{ Body: SupplierSettings }>('/admin/invoice_supplier/update', { schema: supplierUpdateSchema, ...allow('admin') }, async (r) =>
    ok(r, await updateSupplierSettings(deps, r.site, r.body, r.user!.id)),
  );

  app.get<ById>('/staff/invoice/detail/:id', { schema: staffDetailSchema, ...allow('money') }, async (r) =>
    ok(r, await staffInvoiceDetail({ deps, lang: r.lang, site: r.site, origin: publicOrigin(r) }, r.params.id)),
  );
}
