/** Tax invoices (modules/invoice), numbered per site without gaps. */
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { INVOICE_KINDS } from '@contract/invoice';
import { createdAt, time } from './columns';
import { siteRef, userRef } from './owners';
import { sites } from './site';
import { waybills } from './waybill';

/** The last invoice number per site: taken in the issuing transaction, so numbers have no gaps. */
export const invoiceCounters = pgTable('invoice_counters', {
  siteId: integer('site_id')
    .primaryKey()
    .references(() => sites.id),
  lastSeq: integer('last_seq').notNull().default(0),
});

/** A tax invoice for one or more paid waybills; the PDF is rendered once and its sha256 kept. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    seq: integer('seq').notNull(),
    no: text('no').notNull().unique(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    /** The buyer: a person's or a company's name. */
    title: text('title').notNull(),
    taxNumber: text('tax_number').notNull().default(''),
    email: text('email').notNull(),
    address: text('address').notNull().default(''),
    currency: text('currency').notNull(),
    /** GST-inclusive total and its GST part, at gst_rate_bp (1500 = 15 %). */
    total: integer('total').notNull(),
    gst: integer('gst').notNull(),
    gstRateBp: integer('gst_rate_bp').notNull(),
    fileKey: text('file_key'),
    sha256: text('sha256'),
    emailedAt: time('emailed_at'),
    issuedAt: time('issued_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invoices_site_seq').on(t.siteId, t.seq), index('invoices_user_time').on(t.siteId, t.userId, t.issuedAt)],
);

/** The waybills on an invoice: a waybill is invoiced once. */
export const invoiceItems = pgTable('invoice_items', {
  id: serial('id').primaryKey(),
  invoiceId: integer('invoice_id')
    .notNull()
    .references(() => invoices.id),
  waybillId: integer('waybill_id')
    .notNull()
    .unique()
    .references(() => waybills.id),
  descriptionZh: text('description_zh').notNull(),
  descriptionEn: text('description_en').notNull(),
  amount: integer('amount').notNull(),
});

export type InvoiceRow = typeof invoices.$inferSelect;
