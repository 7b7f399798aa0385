/**
 * Customer: /api/invoice/{waybills, create, lst, detail/{id}, resend/{id}}. Staff: /api/staff/invoice/{lst, detail/{id}}.
 * Admin: /api/admin/invoice_supplier (+ /update): the supplier details invoices print.
 * Field errors name `invoice.<field>`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import type { InvoiceCreateRequest } from '../../../../types/invoice';
import { FieldError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { fieldErrorFromSchema } from '../../plugins/app/validation';
import { publicOrigin } from '../files/urls';
import { createSchema, detailSchema, listSchema, resendSchema, staffDetailSchema, staffListSchema, supplierSchema, supplierUpdateSchema, waybillsSchema } from './schemas';
import { supplierSettings, updateSupplierSettings, type SupplierSettings } from './supplier';
import {
  createInvoice, invoiceableWaybills, invoiceDetail, listInvoices, resendInvoice, staffInvoiceDetail, staffInvoices, type IssueContext,
} from './service';

type ById = { Params: { id: number } };
type Paged = { Querystring: { page: number; page_size: number } };

/** Schema errors name `invoice.<top-level field>`; an email that fails its pattern says so. */
function scopeSchemaErrors(app: FastifyInstance): void {
  app.setSchemaErrorFormatter((errors) => {
    const list = errors as unknown as ErrorObject[];
    const error = fieldErrorFromSchema(list);
    if (error.field === 'body') return error;
    const top = list[0]?.instancePath.split('/').filter(Boolean)[0] ?? error.field;
    if (top !== error.field) return new FieldError(`invoice.${top}`, 'invalid_format');
    if (top === 'email' && list[0]?.keyword === 'pattern') return new FieldError('invoice.email', 'email');
    if (list[0]?.keyword === 'minItems') return new FieldError(`invoice.${top}`, 'choose_one');
    if (list[0]?.keyword === 'pattern' && (top === 'title' || top === 'address' || top === 'keyword')) return new FieldError(`invoice.${top}`, 'text_chars');
    return new FieldError(`invoice.${error.field}`, error.reason, error.params);
  });
}

const context = (r: FastifyRequest): IssueContext => ({
  deps: r.server.deps, user: r.user!, site: r.site, lang: r.lang, origin: publicOrigin(r), log: r.log,
});

export default async function invoiceRoutes(app: FastifyInstance) {
  const { deps } = app;
  scopeSchemaErrors(app);
  const user = { preHandler: app.requireUser };
  const staff = { preHandler: app.requireRole('staff') };

  app.get('/invoice/waybills', { schema: waybillsSchema, ...user }, async (r) =>
    ok(r, await invoiceableWaybills(deps, r.user!, r.site, r.lang)));

  app.post<{ Body: InvoiceCreateRequest }>('/invoice/create', { schema: createSchema, ...user }, async (r) =>
    ok(r, await createInvoice(context(r), r.body), 'invoice_created'));

  app.get<Paged>('/invoice/lst', { schema: listSchema, ...user }, async (r) =>
    ok(r, await listInvoices({ deps, lang: r.lang, user: r.user! }, r.query)));

  app.get<ById>('/invoice/detail/:id', { schema: detailSchema, ...user }, async (r) =>
    ok(r, await invoiceDetail(context(r), r.params.id)));

  app.post<ById>('/invoice/resend/:id', { schema: resendSchema, ...user }, async (r) =>
    ok(r, await resendInvoice(context(r), r.params.id), 'invoice_emailed'));

  app.get<{ Querystring: { keyword?: string; page: number; page_size: number } }>('/staff/invoice/lst', { schema: staffListSchema, ...staff }, async (r) =>
    ok(r, await staffInvoices({ deps, lang: r.lang, site: r.site }, r.query)));

  const admin = { preValidation: app.requireRole('admin') };
  app.get('/admin/invoice_supplier', { schema: supplierSchema, ...admin }, async (r) => ok(r, await supplierSettings(deps.db, r.site)));
  app.post<{ Body: SupplierSettings }>('/admin/invoice_supplier/update', { schema: supplierUpdateSchema, ...admin }, async (r) =>
    ok(r, await updateSupplierSettings(deps, r.site, r.body, r.user!.id)));

  app.get<ById>('/staff/invoice/detail/:id', { schema: staffDetailSchema, ...staff }, async (r) =>
    ok(r, await staffInvoiceDetail({ deps, lang: r.lang, site: r.site, origin: publicOrigin(r) }, r.params.id)));
}
