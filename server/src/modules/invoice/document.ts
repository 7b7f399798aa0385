/**
 * An invoice's PDF, rendered from its stored rows AFTER the issuing transaction commits. Rendering takes a few
 * hundred milliseconds (fonts subset and embedded), and inside the transaction it held the site's number
 * counter — and on PGlite every other request — for that long. The row is committed without a file; the
 * render after the commit stores the file and records its key and sha256 (guarded on "no file yet", so two
 * renders keep one). If that render fails (or the process stops), the invoice has no PDF until its first
 * read (detail, resend), which renders it then: every read that hands out a link goes through pdfOf().
 * Supplier details are the site settings at render time (normally the same second as the issue).
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  channels,
  invoiceItems,
  type InvoiceRow,
  invoices,
  type PaymentRow,
  payments,
  type SiteRow,
  type WaybillRow,
  waybills,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { localDate } from '../../toolkit/time';
import { readPrivateDoc, removePrivateDoc, writePrivateDoc } from '../files/private';
import { type InvoicePdfInput, type InvoicePdfLine, renderInvoicePdf } from './pdf';
import { supplierOf } from './supplier';

/** The online methods by the one name per language the app's screens give them (a bilingual document: both). */
const METHOD_NAMES: Record<string, string> = {
  wechat: 'WeChat Pay / 微信支付',
  stripe: 'Card payment / 银行卡支付',
  sandbox: 'Sandbox payment (test) / 沙箱支付(测试)',
};

export interface PricedWaybill {
  waybill: WaybillRow;
  channelEn: string;
  channelZh: string;
  payment: PaymentRow;
}

export const chargeableG = (l: Pick<PricedWaybill, 'waybill'>) => l.waybill.charge?.breakdown.chargeable_g ?? 0;

function pdfLine(l: PricedWaybill): InvoicePdfLine {
  return {
    waybillNo: l.waybill.no,
    channel: `${l.channelEn} / ${l.channelZh}`,
    chargeableG: chargeableG(l),
    price: l.payment.amount,
    coupon: l.payment.couponAmount,
  };
}

function paidParts(lines: PricedWaybill[]): InvoicePdfInput['paid'] {
  const sum = (pick: (p: PaymentRow) => number) => lines.reduce((s, l) => s + pick(l.payment), 0);
  const methods = [
    ...new Set(lines.filter((l) => l.payment.onlineAmount > 0).map((l) => METHOD_NAMES[l.payment.provider ?? ''] ?? 'Online')),
  ];
  return {
    card: sum((p) => p.cardAmount),
    cardGrams: sum((p) => p.cardGrams),
    wallet: sum((p) => p.walletAmount),
    online: sum((p) => p.onlineAmount),
    methods,
  };
}

/** Everything the PDF prints, read back from the invoice, its items and their waybills' payments. */
async function pdfInputOf(deps: Deps, site: SiteRow, row: InvoiceRow): Promise<InvoicePdfInput> {
  const lines = await deps.db
    .select({ waybill: waybills, channelEn: channels.nameEn, channelZh: channels.nameZh, payment: payments })
    .from(invoiceItems)
    .innerJoin(waybills, eq(waybills.id, invoiceItems.waybillId))
    .innerJoin(channels, eq(channels.id, waybills.channelId))
    .innerJoin(payments, and(eq(payments.waybillId, waybills.id), eq(payments.status, 'paid'), eq(payments.purpose, 'waybill')))
    .where(eq(invoiceItems.invoiceId, row.id))
    .orderBy(invoiceItems.id);
  return {
    no: row.no,
    date: localDate(site, row.issuedAt),
    issuedAt: row.issuedAt,
    currency: row.currency,
    supplier: await supplierOf(deps.db, site),
    buyer: { kind: row.kind, title: row.title, taxNumber: row.taxNumber, address: row.address },
    total: row.total,
    gst: row.gst,
    gstRateBp: row.gstRateBp,
    lines: lines.map(pdfLine),
    paid: paidParts(lines),
  };
}

async function renderAndStore(deps: Deps, site: SiteRow, row: InvoiceRow): Promise<{ row: InvoiceRow; pdf: Buffer }> {
  const pdf = await renderInvoicePdf(await pdfInputOf(deps, site, row));
  const key = await writePrivateDoc(deps, pdf, 'pdf');
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const [stored] = await deps.db
    .update(invoices)
    .set({ fileKey: key, sha256 })
    .where(and(eq(invoices.id, row.id), isNull(invoices.fileKey)))
    .returning();
  if (stored) return { row: stored, pdf };
  await removePrivateDoc(deps, key, 'pdf'); // another request stored its render first: that one is the invoice's
  const [first] = await deps.db.select().from(invoices).where(eq(invoices.id, row.id));
  return pdfOf(deps, site, first);
}

/** The invoice with its PDF's bytes, rendered and stored now if it has none yet. */
export async function pdfOf(deps: Deps, site: SiteRow, row: InvoiceRow): Promise<{ row: InvoiceRow; pdf: Buffer }> {
  if (!row.fileKey) return renderAndStore(deps, site, row);
  const pdf = await readPrivateDoc(deps, row.fileKey, 'pdf');
  if (!pdf) throw new Error(`invoice ${row.no}: PDF file ${row.fileKey} missing`);
  return { row, pdf };
}

/** The invoice row with a file key (rendered now if it had none), for a signed link. */
export async function withPdf(deps: Deps, site: SiteRow, row: InvoiceRow): Promise<InvoiceRow> {
  return row.fileKey ? row : (await renderAndStore(deps, site, row)).row;
}
