/**
 * Tax invoices. A customer asks for one invoice over one or more of their paid waybills that
 * have left the warehouse (in_transit or delivered: before dispatch a waybill can still be cancelled and
 * refunded, which would need a credit note). A waybill is invoiced once.
 *
 * Numbers are `INV-<site country>-<6 digits>`, counted per site without gaps. Amounts are integer minor units of
 * the site currency and GST-inclusive: per waybill what was charged for the service (the payment's amount minus
 * its coupon discount); gst = round(total × rate / (10000 + rate)) over the whole invoice, rate in basis points
 * (1500 = 15 % NZ GST, 1000 = 10 % AU GST). The PDF is rendered once at issue (its sha256 kept) and emailed.
 *
 * Tax numbers: an NZ GST number is the IRD number (8-9 digits, mod-11 check digit); an AU one is the ABN
 * (11 digits, weighted mod-89 check). The rule below is shared by the server and the app.
 */
import type { DaysAndSort } from './staff';

export const INVOICE_KINDS = ['personal', 'company'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Most waybills on one invoice. */
export const INVOICE_WAYBILLS_MAX = 50;
export const INVOICE_TITLE_MAX = 100;
export const INVOICE_ADDRESS_MAX = 200;
export const INVOICE_EMAIL_MAX = 254;

/** A paid, dispatched waybill of mine not on an invoice yet. */
export interface InvoiceableWaybill {
  id: number;
  no: string;
  status: 'in_transit' | 'delivered';
  channel_name: string;
  chargeable_g: number;
  /** What was charged for the service: the payment minus its coupon discount (GST inclusive). */
  amount: number;
  paid_at: string;
}

/** GET /api/invoice/waybills : what I can ask an invoice for, newest payment first. */
export interface InvoiceWaybillsData {
  list: InvoiceableWaybill[];
  currency: string;
  /** Paid waybills still awaiting dispatch: listed once they leave the warehouse. */
  awaiting_dispatch: number;
  /** 'NZ' (GST number) or 'AU' (ABN): which tax number the form asks for. */
  country: 'NZ' | 'AU';
}

/** POST /api/invoice/create */
export interface InvoiceCreateRequest {
  waybill_ids: number[];
  kind: InvoiceKind;
  /** The buyer: a person's name or the company's name. */
  title: string;
  /** company: required; personal: optional. NZ GST number or AU ABN, spaces and dashes allowed. */
  tax_number?: string;
  email: string;
  /** company: printed under its name. */
  address?: string;
  /** Made once per tap on "submit" (8-64 of A-Z a-z 0-9 _ -): a repeat answers the invoice first made. */
  request_id?: string;
}

export interface InvoiceItem {
  waybill_id: number;
  waybill_no: string;
  /** "Freight NZ → CN, <channel>, 2.5 kg" in the request language. */
  description: string;
  amount: number;
}

export interface Invoice {
  id: number;
  no: string;
  kind: InvoiceKind;
  title: string;
  /** Digits only; '' when none. */
  tax_number: string;
  email: string;
  address: string;
  currency: string;
  total: number;
  gst: number;
  gst_rate_bp: number;
  items: InvoiceItem[];
  issued_at: string;
  /** null: the email has not gone out yet (POST /api/invoice/resend/{id} tries again). */
  emailed_at: string | null;
}

/** GET /api/invoice/detail/{id} and the answer of create / resend: with a 10-minute link to the PDF. */
export interface InvoiceDetail extends Invoice {
  pdf_url: string;
  pdf_url_expires_at: string;
  pdf_sha256: string;
}

/** GET /api/invoice/lst?page&page_size : my invoices, newest first. */
export interface InvoiceListData {
  list: Invoice[];
  total: number;
  page: number;
  page_size: number;
}

/** GET /api/staff/invoice/lst sorts by one of these (sort=, order=), newest first otherwise. */
export const STAFF_INVOICE_SORTS = ['issued_at', 'no', 'total'] as const;
/** Its filters beside the page: keyword, issue days (site zone, both included), the sort. */
export interface StaffInvoiceQuery extends DaysAndSort<(typeof STAFF_INVOICE_SORTS)[number]> {
  keyword?: string;
}

/** GET /api/staff/invoice/lst?keyword&from&to&sort&order&page&page_size (keyword: invoice no, waybill no, buyer or member code). */
export interface StaffInvoice extends Invoice {
  member_code: string;
}
export interface StaffInvoiceListData {
  list: StaffInvoice[];
  total: number;
  page: number;
  page_size: number;
}

// ------------------------------------------------------------------------------------------- tax numbers

/** 'format': wrong length or not digits; 'check': the check digit is wrong (a typo). */
export type TaxNumberCheck = 'empty' | 'format' | 'check' | 'ok';

/** Spaces, dashes and dots removed. */
export const normaliseTaxNumber = (raw: string): string => (raw ?? '').replace(/[\s.-]/g, '');

const digitsOf = (s: string) => [...s].map((c) => c.charCodeAt(0) - 48);

/**
 * NZ IRD (= GST) number: 8 or 9 digits (8 are read with a leading 0), between 10-000-000 and 150-000-000.
 * The last digit checks the first eight: weights 3,2,7,6,5,4,3,2, remainder mod 11; 11 - remainder (0 for 0)
 * is the check digit, and when that is 10 the secondary weights 7,4,3,2,5,2,7,6 are used (10 again: invalid).
 */
export function checkNzGstNumber(raw: string): TaxNumberCheck {
  const value = normaliseTaxNumber(raw);
  if (!value) return 'empty';
  if (!/^\d{8,9}$/.test(value)) return 'format';
  const padded = value.padStart(9, '0');
  const n = Number(padded);
  if (n < 10_000_000 || n > 150_000_000) return 'format';
  const digits = digitsOf(padded);
  const check = (weights: number[]) => {
    const remainder = weights.reduce((sum, w, i) => sum + w * digits[i], 0) % 11;
    return remainder === 0 ? 0 : 11 - remainder;
  };
  let expected = check([3, 2, 7, 6, 5, 4, 3, 2]);
  if (expected === 10) expected = check([7, 4, 3, 2, 5, 2, 7, 6]);
  return expected === digits[8] ? 'ok' : 'check';
}

/** AU ABN: 11 digits; subtract 1 from the first, weights 10,1,3,5,...,19, the sum divisible by 89. */
export function checkAbn(raw: string): TaxNumberCheck {
  const value = normaliseTaxNumber(raw);
  if (!value) return 'empty';
  if (!/^\d{11}$/.test(value) || value[0] === '0') return 'format';
  const digits = digitsOf(value);
  digits[0] -= 1;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  return weights.reduce((sum, w, i) => sum + w * digits[i], 0) % 89 === 0 ? 'ok' : 'check';
}

/** The site's tax number rule: NZ GST number or AU ABN. */
export const checkTaxNumber = (country: string, raw: string): TaxNumberCheck => (country === 'AU' ? checkAbn(raw) : checkNzGstNumber(raw));

/** "123-456-789" (NZ, 9 digits padded) or "51 824 753 556" (ABN), for print. */
export function formatTaxNumber(country: string, digits: string): string {
  if (!digits) return '';
  if (country === 'AU') return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4');
  return digits.padStart(9, '0').replace(/^(\d{3})(\d{3})(\d{3})$/, '$1-$2-$3');
}

/** GST included in a GST-inclusive total, rounded half up to the minor unit. */
export const gstOf = (total: number, rateBp: number): number => Math.round((total * rateBp) / (10_000 + rateBp));
