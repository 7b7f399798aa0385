/**
 * Finance exports for a range of days (GET /api/staff/finance/export): Xero's sales invoice CSV import and its bank
 * statement CSV import, and a plain CSV of every payment and refund. Amounts are decimals of the site currency
 * (Xero's files) or minor units (the plain CSV); dates are the site's days, DD/MM/YYYY as Xero reads NZ and AU files.
 *
 * What is a sale: a waybill or return payment's wallet and online money (card grams were sold with the card, a coupon
 * is a discount), and a card's price when bought; a top-up is money held for the customer, not a sale. GST is in
 * the price (import the sales file as "tax inclusive"); its amount per line is taken out at the site's rate
 * (site setting gst_rate_bp, the rate the tax invoices use): NZ 15 %, AU 10 %.
 */
import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { XeroFile } from '@contract/finance';
import { gstOf } from '@contract/invoice';
import type { Queryable } from '../../db/client';
import { agentWithdrawals, payments, refunds, type SiteRow, users } from '../../db/schema';
import { csvLines } from '../../toolkit/csv';
import { RelatedFieldError } from '../../toolkit/fields';
import { localDate } from '../../toolkit/time';
import { supplierOf } from '../invoice/supplier';
import { siteDay } from './close';

/** Xero's tax rate names for sales (as its NZ and AU organisations call them). */
const SALES_TAX_TYPE: Record<string, string> = { NZ: '15% GST on Income', AU: 'GST on Income' };
/** Revenue account of the default chart of accounts ("Sales"). */
const SALES_ACCOUNT = '200';

const XERO_SALES_COLUMNS = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TaxAmount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
];
const XERO_BANK_COLUMNS = ['*Date', '*Amount', 'Payee', 'Description', 'Reference', 'Cheque Number'];
const PLAIN_COLUMNS = [
  'date',
  'type',
  'no',
  'payment_no',
  'member_code',
  'purpose',
  'provider',
  'amount',
  'card_amount',
  'coupon_amount',
  'wallet_amount',
  'online_amount',
  'sale_amount',
  'gst',
  'currency',
];

const decimal = (minor: number) => (minor / 100).toFixed(2);
/** "2026-06-01" -> "01/06/2026" */
const xeroDate = (day: string) => day.split('-').reverse().join('/');

export interface ExportRange {
  from: string;
  to: string;
}

interface Loaded {
  site: SiteRow;
  rateBp: number;
  paid: { payment: typeof payments.$inferSelect; memberCode: string; day: string }[];
  refunded: { refund: typeof refunds.$inferSelect; paymentNo: string; purpose: string; memberCode: string; day: string }[];
  withdrawn: { withdrawal: typeof agentWithdrawals.$inferSelect; memberCode: string; day: string }[];
}

/** The sale in a payment: what the customer paid in money for goods or services (see the file's comment). */
export const saleOf = (p: Pick<typeof payments.$inferSelect, 'purpose' | 'walletAmount' | 'onlineAmount' | 'amount'>) =>
  p.purpose === 'topup' ? 0 : p.purpose === 'card' ? p.amount : p.walletAmount + p.onlineAmount;

async function load(q: Queryable, site: SiteRow, range: ExportRange): Promise<Loaded> {
  if (range.to < range.from) throw new RelatedFieldError('finance.to', 'not_below', 'finance.from');
  const start = siteDay(site, 'from', range.from).start;
  const end = siteDay(site, 'to', range.to).end;
  const [paid, refunded, withdrawn, supplier] = await Promise.all([
    q
      .select({ payment: payments, memberCode: users.memberCode })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(
        and(
          eq(payments.siteId, site.id),
          inArray(payments.status, ['paid', 'refunded']),
          gte(payments.paidAt, start),
          lt(payments.paidAt, end),
        ),
      )
      .orderBy(asc(payments.paidAt), asc(payments.id)),
    q
      .select({ refund: refunds, paymentNo: payments.no, purpose: payments.purpose, memberCode: users.memberCode })
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .innerJoin(users, eq(users.id, refunds.userId))
      .where(
        and(eq(refunds.siteId, site.id), eq(refunds.status, 'succeeded'), gte(refunds.completedAt, start), lt(refunds.completedAt, end)),
      )
      .orderBy(asc(refunds.completedAt), asc(refunds.id)),
    q
      .select({ withdrawal: agentWithdrawals, memberCode: users.memberCode })
      .from(agentWithdrawals)
      .innerJoin(users, eq(users.id, agentWithdrawals.userId))
      .where(
        and(
          eq(agentWithdrawals.siteId, site.id),
          eq(agentWithdrawals.status, 'paid'),
          eq(agentWithdrawals.method, 'bank'),
          gte(agentWithdrawals.paidAt, start),
          lt(agentWithdrawals.paidAt, end),
        ),
      )
      .orderBy(asc(agentWithdrawals.paidAt), asc(agentWithdrawals.id)),
    supplierOf(q, site),
  ]);
  return {
    site,
    rateBp: supplier.gstRateBp,
    paid: paid.map((r) => ({ ...r, day: localDate(site, r.payment.paidAt!) })),
    refunded: refunded.map((r) => ({ ...r, day: localDate(site, r.refund.completedAt!) })),
    withdrawn: withdrawn.map((r) => ({ ...r, day: localDate(site, r.withdrawal.paidAt!) })),
  };
}

const DESCRIPTION: Record<string, string> = {
  waybill: 'Freight / 运费',
  return: 'Return service / 退货服务',
  card: 'Kilogram card / 公斤卡',
};

/** Xero sales invoices: one invoice (one line) per sale, numbered by its payment. A refund of a sale is not an
 *  invoice: it is a credit note entered in Xero against the invoice (the bank file carries the money back). */
function xeroSales(d: Loaded): string {
  const taxType = SALES_TAX_TYPE[d.site.countryCode] ?? 'GST on Income';
  const rows = d.paid
    .filter(({ payment }) => saleOf(payment) > 0)
    .map(({ payment, memberCode, day }) => {
      const sale = saleOf(payment);
      const cells: Record<string, string | number> = {
        '*ContactName': memberCode,
        '*InvoiceNumber': payment.no,
        Reference: payment.purpose,
        '*InvoiceDate': xeroDate(day),
        '*DueDate': xeroDate(day),
        '*Description': DESCRIPTION[payment.purpose],
        '*Quantity': 1,
        '*UnitAmount': decimal(sale),
        '*AccountCode': SALES_ACCOUNT,
        '*TaxType': taxType,
        TaxAmount: decimal(gstOf(sale, d.rateBp)),
        Currency: d.site.currency,
      };
      return XERO_SALES_COLUMNS.map((c) => cells[c] ?? '');
    });
  return csvLines([XERO_SALES_COLUMNS, ...rows]);
}

/** Xero bank statement lines of the provider settlement account: online money in, online refunds and agents'
 *  bank withdrawals out (signed). */
function xeroBank(d: Loaded): string {
  const lines: { day: string; amount: number; payee: string; text: string; ref: string }[] = [
    ...d.paid
      .filter(({ payment }) => payment.onlineAmount > 0)
      .map(({ payment, memberCode, day }) => ({
        day,
        amount: payment.onlineAmount,
        payee: memberCode,
        text: `${payment.provider} ${payment.purpose}`,
        ref: payment.no,
      })),
    ...d.refunded
      .filter(({ refund }) => refund.onlineAmount > 0)
      .map(({ refund, memberCode, day, paymentNo }) => ({
        day,
        amount: -refund.onlineAmount,
        payee: memberCode,
        text: `${refund.provider} refund of ${paymentNo}`,
        ref: refund.no,
      })),
    ...d.withdrawn.map(({ withdrawal, memberCode, day }) => ({
      day,
      amount: -withdrawal.net,
      payee: memberCode,
      text: 'agent commission withdrawal',
      ref: withdrawal.no,
    })),
  ].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  return csvLines([XERO_BANK_COLUMNS, ...lines.map((l) => [xeroDate(l.day), decimal(l.amount), l.payee, l.text, l.ref, ''])]);
}

/** Every payment and refund of the range, in minor units, with its parts, its sale and the GST in it. */
function plain(d: Loaded): string {
  const currency = d.site.currency;
  const rows = [
    ...d.paid.map(({ payment: p, memberCode, day }) => [
      day,
      'payment',
      p.no,
      p.no,
      memberCode,
      p.purpose,
      p.provider ?? '',
      p.amount,
      p.cardAmount,
      p.couponAmount,
      p.walletAmount,
      p.onlineAmount,
      saleOf(p),
      gstOf(saleOf(p), d.rateBp),
      currency,
    ]),
    ...d.refunded.map(({ refund: r, paymentNo, purpose, memberCode, day }) => [
      day,
      'refund',
      r.no,
      paymentNo,
      memberCode,
      purpose,
      r.provider ?? '',
      -(r.walletAmount + r.onlineAmount),
      0,
      0,
      -r.walletAmount,
      -r.onlineAmount,
      '',
      '',
      currency,
    ]),
  ];
  return csvLines([PLAIN_COLUMNS, ...rows]);
}

export async function financeExport(
  q: Queryable,
  site: SiteRow,
  range: ExportRange,
  format: 'xero' | 'csv',
  file: XeroFile,
): Promise<{ name: string; csv: string }> {
  const d = await load(q, site, range);
  const span = `${site.code}-${range.from}-${range.to}`;
  if (format === 'csv') return { name: `finance-${span}.csv`, csv: plain(d) };
  return file === 'bank' ? { name: `xero-bank-${span}.csv`, csv: xeroBank(d) } : { name: `xero-sales-${span}.csv`, csv: xeroSales(d) };
}
