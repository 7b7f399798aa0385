/**
 * Tax invoices: which waybills can be invoiced, issuing one (number and rows in one transaction; the PDF after
 * the commit, document.ts), reading them back with a signed PDF link, and the email after the commit.
 *
 * Numbers come from invoice_counters, taken with `UPDATE ... SET last_seq = last_seq + 1 RETURNING` inside the
 * issuing transaction: the row lock orders concurrent issues per site, and a rolled-back issue gives its number
 * back (a sequence would leave a gap). Holding that lock, the waybills are checked again, so the second of two
 * requests for the same waybill sees the first one's invoice and answers 42009 naming it; the unique
 * invoice_items.waybill_id is the backstop. A request_id makes a create happen once (lib/request-id.ts, as for
 * waybills): a repeat answers the first invoice.
 */
import { and, count, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import { type ApiLang, ApiStatus } from '@contract/api';
import {
  gstOf,
  type Invoice,
  type InvoiceableWaybill,
  type InvoiceCreateRequest,
  type InvoiceDetail,
  type InvoiceWaybillsData,
  type StaffInvoiceQuery,
} from '@contract/invoice';
import { formatMoney } from '@contract/money';
import type { Queryable, Tx } from '../../db/client';
import {
  channels,
  invoiceCounters,
  invoiceItems,
  type InvoiceRow,
  invoices,
  type PaymentRow,
  payments,
  type SiteRow,
  type UserRow,
  users,
  waybills,
} from '../../db/schema';
import type { Deps, Logger } from '../../deps';
import { t } from '../../i18n';
import { uniqueViolation } from '../../lib/db-errors';
import { ApiError } from '../../lib/errors';
import { createOnce } from '../../lib/request-id';
import { containsPattern, offsetOf, sortedBy, withinDays } from '../../toolkit/lists';
import { StateError } from '../../toolkit/states';
import { dayRange } from '../../toolkit/time';
import { fileUrlSecret, signedFileUrl } from '../files/signed-urls';
import { WAYBILL_STATUS_TEXT } from '../parcel/shared';
import { chargeableG, pdfOf, withPdf } from './document';
import { kg } from './pdf';
import { type Supplier, supplierOf } from './supplier';
import { type Buyer, checkBuyer } from './validate';

const INVOICEABLE = ['in_transit', 'delivered'] as const;

const notFound = () => new ApiError(ApiStatus.NOT_FOUND, 'invoice_not_found');
const waybillNotFound = () => new ApiError(ApiStatus.NOT_FOUND, 'waybill_not_found');

/** Thrown in the issuing transaction when a waybill is on an invoice already. */
class AlreadyInvoiced extends ApiError {
  constructor(
    readonly waybillNo: string,
    readonly invoiceNo: string,
  ) {
    super(ApiStatus.STATE_CONFLICT, 'invoice_already', { no: waybillNo, invoice: invoiceNo });
  }
}

// ------------------------------------------------------------------------------------- what can be invoiced

export async function invoiceableWaybills(deps: Deps, user: UserRow, site: SiteRow, lang: ApiLang): Promise<InvoiceWaybillsData> {
  const rows = await loadWaybills(
    deps.db,
    user,
    and(inArray(waybills.status, [...INVOICEABLE, 'pending_dispatch']), isNotNull(payments.id)),
  ).orderBy(desc(payments.paidAt), desc(waybills.id));
  const open = rows.filter((r): r is Loaded & { payment: PaymentRow } => !r.invoiceNo && r.payment !== null);
  const list: InvoiceableWaybill[] = open
    .filter((r) => r.waybill.status !== 'pending_dispatch')
    .map((r) => ({
      id: r.waybill.id,
      no: r.waybill.no,
      status: r.waybill.status as InvoiceableWaybill['status'],
      channel_name: lang === 'en' ? r.channelEn : r.channelZh,
      chargeable_g: r.waybill.charge?.breakdown.chargeable_g ?? 0,
      amount: r.payment.amount - r.payment.couponAmount,
      paid_at: (r.payment.paidAt ?? r.payment.createdAt).toISOString(),
    }));
  return { list, currency: site.currency, awaiting_dispatch: open.length - list.length, country: site.countryCode === 'AU' ? 'AU' : 'NZ' };
}

// ------------------------------------------------------------------------------------------------- issuing

type Loaded = Awaited<ReturnType<typeof loadWaybills>>[number];

/** My waybills with their channel, their paid payment (if any) and the invoice they are on (if any). */
function loadWaybills(q: Queryable, user: UserRow, where: SQL | undefined) {
  return q
    .select({ waybill: waybills, channelEn: channels.nameEn, channelZh: channels.nameZh, payment: payments, invoiceNo: invoices.no })
    .from(waybills)
    .innerJoin(channels, eq(channels.id, waybills.channelId))
    .leftJoin(payments, and(eq(payments.waybillId, waybills.id), eq(payments.status, 'paid'), eq(payments.purpose, 'waybill')))
    .leftJoin(invoiceItems, eq(invoiceItems.waybillId, waybills.id))
    .leftJoin(invoices, eq(invoices.id, invoiceItems.invoiceId))
    .where(and(eq(waybills.siteId, user.siteId), eq(waybills.userId, user.id), where));
}

/** In the order asked; any problem names the first waybill that has it. */
function checkInvoiceable(rows: Loaded[], ids: number[]): Required<Loaded>[] {
  const ordered = ids.map((id) => rows.find((r) => r.waybill.id === id));
  if (ordered.some((r) => !r)) throw waybillNotFound();
  for (const r of ordered as Loaded[]) {
    if (r.invoiceNo) throw new AlreadyInvoiced(r.waybill.no, r.invoiceNo);
    if (!(INVOICEABLE as readonly string[]).includes(r.waybill.status)) {
      throw new StateError('invoice_not_dispatched', WAYBILL_STATUS_TEXT[r.waybill.status], { no: r.waybill.no });
    }
    if (!r.payment) throw new ApiError(ApiStatus.STATE_CONFLICT, 'invoice_not_paid', { no: r.waybill.no });
  }
  return ordered as Required<Loaded>[];
}

/** The site's next number; the counter row stays locked until the transaction ends. */
async function nextSeq(tx: Tx, siteId: number): Promise<number> {
  await tx.insert(invoiceCounters).values({ siteId, lastSeq: 0 }).onConflictDoNothing();
  const [counter] = await tx
    .update(invoiceCounters)
    .set({ lastSeq: sql`${invoiceCounters.lastSeq} + 1` })
    .where(eq(invoiceCounters.siteId, siteId))
    .returning({ seq: invoiceCounters.lastSeq });
  return counter.seq;
}

export const invoiceNo = (site: SiteRow, seq: number) => `INV-${site.countryCode}-${String(seq).padStart(6, '0')}`;

export interface IssueContext {
  deps: Deps;
  user: UserRow;
  site: SiteRow;
  lang: ApiLang;
  origin: string;
  log: Logger;
}

export async function createInvoice(ctx: IssueContext, body: InvoiceCreateRequest): Promise<InvoiceDetail> {
  const { deps, user, site } = ctx;
  const buyer = checkBuyer(body, site.countryCode);
  const supplier = await supplierOf(deps.db, site);
  let issued: InvoiceRow | undefined;
  let row: InvoiceRow;
  try {
    // A repeated request_id (double tap, retry, concurrent duplicate) answers the invoice the first one made.
    row = await createOnce(
      deps,
      user,
      { kind: 'invoice_create', requestId: body.request_id, load: (q, id) => findInvoice(q, user, id) },
      async (tx) => {
        issued = await issue(tx, ctx, supplier, buyer, body.waybill_ids);
        return issued;
      },
    );
  } catch (err) {
    if (uniqueViolation(err) === 'invoice_items_waybill_id_unique') throw await alreadyInvoiced(ctx, body.waybill_ids);
    throw err;
  }
  if (issued?.id !== row.id) return toDetail(ctx, row);
  // After the commit (document.ts): the number is not held while the PDF renders.
  const { row: stored, pdf } = await pdfOf(deps, site, row);
  const emailedAt = await emailInvoice(ctx, stored, pdf, supplier);
  return toDetail(ctx, { ...stored, emailedAt });
}

/** The number, the checks under its lock, the invoice and its items; no PDF yet. */
async function issue(tx: Tx, ctx: IssueContext, supplier: Supplier, buyer: Buyer, ids: number[]): Promise<InvoiceRow> {
  const { deps, user, site } = ctx;
  const seq = await nextSeq(tx, site.id);
  const lines = checkInvoiceable(await loadWaybills(tx, user, inArray(waybills.id, ids)), ids);
  const total = lines.reduce((sum, l) => sum + l.payment!.amount - l.payment!.couponAmount, 0);
  const gst = gstOf(total, supplier.gstRateBp);
  const no = invoiceNo(site, seq);
  const issuedAt = deps.now();
  const [row] = await tx
    .insert(invoices)
    .values({
      siteId: site.id,
      userId: user.id,
      seq,
      no,
      kind: buyer.kind,
      title: buyer.title,
      taxNumber: buyer.taxNumber,
      email: buyer.email,
      address: buyer.address,
      currency: site.currency,
      total,
      gst,
      gstRateBp: supplier.gstRateBp,
      issuedAt,
      createdAt: issuedAt,
    })
    .returning();
  await tx.insert(invoiceItems).values(
    lines.map((l) => ({
      invoiceId: row.id,
      waybillId: l.waybill.id,
      descriptionZh: itemText('zh-cn', l.channelZh, l),
      descriptionEn: itemText('en', l.channelEn, l),
      amount: l.payment!.amount - l.payment!.couponAmount,
    })),
  );
  return row;
}

const itemText = (lang: ApiLang, channel: string, l: Loaded) => t(lang, 'invoice_item', { channel, kg: kg(chargeableG(l)) });

/** The unique index decided (a race the counter lock did not order): name the waybill like the check does. */
async function alreadyInvoiced(ctx: IssueContext, ids: number[]): Promise<ApiError> {
  const [held] = await ctx.deps.db
    .select({ waybillNo: waybills.no, invoiceNo: invoices.no })
    .from(invoiceItems)
    .innerJoin(waybills, eq(waybills.id, invoiceItems.waybillId))
    .innerJoin(invoices, eq(invoices.id, invoiceItems.invoiceId))
    .where(inArray(invoiceItems.waybillId, ids))
    .limit(1);
  return new AlreadyInvoiced(held?.waybillNo ?? '', held?.invoiceNo ?? '');
}

// ------------------------------------------------------------------------------------------------- email

/** Sends the PDF to the invoice's address; a failure is logged and leaves emailed_at null (resend tries again). */
async function emailInvoice(ctx: IssueContext, row: InvoiceRow, pdf: Buffer, supplier: Supplier): Promise<Date | null> {
  const { deps, lang } = ctx;
  try {
    await deps.email.send({
      to: row.email,
      subject: t(lang, 'invoice_email_subject', { no: row.no }),
      text: t(lang, 'invoice_email_text', {
        name: row.title,
        no: row.no,
        total: formatMoney(row.total, row.currency),
        gst: formatMoney(row.gst, row.currency),
        supplier: supplier.name,
      }),
      attachments: [{ filename: `${row.no}.pdf`, contentType: 'application/pdf', content: pdf }],
    });
  } catch (err) {
    ctx.log.warn({ err, invoice: row.no }, 'invoice email failed');
    return null;
  }
  const at = deps.now();
  await deps.db.update(invoices).set({ emailedAt: at }).where(eq(invoices.id, row.id));
  return at;
}

export async function resendInvoice(ctx: IssueContext, id: number): Promise<InvoiceDetail> {
  const row = await ownInvoice(ctx, id);
  const { row: stored, pdf } = await pdfOf(ctx.deps, ctx.site, row);
  const emailedAt = await emailInvoice(ctx, stored, pdf, await supplierOf(ctx.deps.db, ctx.site));
  if (!emailedAt) throw new ApiError(ApiStatus.PROVIDER_UNAVAILABLE, 'email_unavailable');
  return toDetail(ctx, { ...stored, emailedAt });
}

// ------------------------------------------------------------------------------------------------ reading

async function findInvoice(q: Queryable, user: UserRow, id: number): Promise<InvoiceRow | undefined> {
  const [row] = await q
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.userId, user.id), eq(invoices.siteId, user.siteId)));
  return row;
}

async function ownInvoice(ctx: Pick<IssueContext, 'deps' | 'user'>, id: number): Promise<InvoiceRow> {
  const row = await findInvoice(ctx.deps.db, ctx.user, id);
  if (!row) throw notFound();
  return row;
}

export async function invoiceDetail(ctx: IssueContext, id: number): Promise<InvoiceDetail> {
  return toDetail(ctx, await ownInvoice(ctx, id));
}

type Reader = Pick<IssueContext, 'deps' | 'lang' | 'origin' | 'site'>;

/** With a signed link to the PDF (rendered first if the render after the issue did not happen). */
async function toDetail(ctx: Reader, found: InvoiceRow): Promise<InvoiceDetail> {
  const row = await withPdf(ctx.deps, ctx.site, found);
  const [invoice] = await toInvoices(ctx, [row]);
  const link = signedFileUrl(ctx.origin, fileUrlSecret(ctx.deps.config), row.fileKey!, ctx.deps.now(), 'pdf', row.no);
  return { ...invoice, pdf_url: link.url, pdf_url_expires_at: link.expiresAt.toISOString(), pdf_sha256: row.sha256 ?? '' };
}

async function toInvoices(ctx: Pick<Reader, 'deps' | 'lang'>, rows: InvoiceRow[]): Promise<Invoice[]> {
  const ids = rows.map((r) => r.id);
  const items = ids.length
    ? await ctx.deps.db
        .select({ item: invoiceItems, no: waybills.no })
        .from(invoiceItems)
        .innerJoin(waybills, eq(waybills.id, invoiceItems.waybillId))
        .where(inArray(invoiceItems.invoiceId, ids))
        .orderBy(invoiceItems.id)
    : [];
  return rows.map((r) => ({
    id: r.id,
    no: r.no,
    kind: r.kind,
    title: r.title,
    tax_number: r.taxNumber,
    email: r.email,
    address: r.address,
    currency: r.currency,
    total: r.total,
    gst: r.gst,
    gst_rate_bp: r.gstRateBp,
    items: items
      .filter((i) => i.item.invoiceId === r.id)
      .map((i) => ({
        waybill_id: i.item.waybillId,
        waybill_no: i.no,
        amount: i.item.amount,
        description: ctx.lang === 'en' ? i.item.descriptionEn : i.item.descriptionZh,
      })),
    issued_at: r.issuedAt.toISOString(),
    emailed_at: r.emailedAt?.toISOString() ?? null,
  }));
}

interface Paging {
  page: number;
  page_size: number;
}

export async function listInvoices(ctx: Pick<Reader, 'deps' | 'lang'> & { user: UserRow }, query: Paging) {
  const where = and(eq(invoices.siteId, ctx.user.siteId), eq(invoices.userId, ctx.user.id));
  return (await page(ctx, where, query)).data;
}

/** The staff list's sort columns (the id breaks ties). */
const STAFF_SORTS = { issued_at: invoices.issuedAt, no: invoices.no, total: invoices.total } as const;

async function page(
  ctx: Pick<Reader, 'deps' | 'lang'>,
  where: ReturnType<typeof and>,
  query: Paging & Pick<StaffInvoiceQuery, 'sort' | 'order'>,
) {
  const { deps } = ctx;
  const rows = await deps.db
    .select()
    .from(invoices)
    .where(where)
    .orderBy(...sortedBy(STAFF_SORTS, invoices.id, query, 'issued_at'))
    .limit(query.page_size)
    .offset(offsetOf(query));
  const [{ total }] = await deps.db.select({ total: count() }).from(invoices).where(where);
  return { rows, data: { list: await toInvoices(ctx, rows), total, page: query.page, page_size: query.page_size } };
}

// -------------------------------------------------------------------------------------------------- staff

export async function staffInvoices(ctx: Pick<Reader, 'deps' | 'lang'> & { site: SiteRow }, query: Paging & StaffInvoiceQuery) {
  const { deps, site } = ctx;
  const like = containsPattern(query.keyword);
  const matches = like
    ? or(
        ilike(invoices.no, like),
        ilike(invoices.title, like),
        inArray(
          invoices.userId,
          deps.db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.siteId, site.id), ilike(users.memberCode, like))),
        ),
        inArray(
          invoices.id,
          deps.db
            .select({ id: invoiceItems.invoiceId })
            .from(invoiceItems)
            .innerJoin(waybills, eq(waybills.id, invoiceItems.waybillId))
            .where(and(eq(waybills.siteId, site.id), ilike(waybills.no, like))),
        ),
      )
    : undefined;
  const days = withinDays(invoices.issuedAt, dayRange(site, 'invoice', query));
  const { rows, data } = await page(ctx, and(eq(invoices.siteId, site.id), matches, days), query);
  const codes = await memberCodes(deps, rows);
  return { ...data, list: data.list.map((inv, i) => ({ ...inv, member_code: codes.get(rows[i].userId) ?? '' })) };
}

async function memberCodes(deps: Deps, rows: InvoiceRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((r) => r.userId))];
  const found = ids.length ? await deps.db.select({ id: users.id, code: users.memberCode }).from(users).where(inArray(users.id, ids)) : [];
  return new Map(found.map((u) => [u.id, u.code]));
}

export async function staffInvoiceDetail(ctx: Reader, id: number) {
  const [row] = await ctx.deps.db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.siteId, ctx.site.id)));
  if (!row) throw notFound();
  const codes = await memberCodes(ctx.deps, [row]);
  return { ...(await toDetail(ctx, row)), member_code: codes.get(row.userId) ?? '' };
}
