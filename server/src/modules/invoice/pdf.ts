/**
 * The tax invoice as a PDF (pdfkit), labels in English and Chinese: supplier with GST number (NZ) or ABN (AU),
 * invoice number and date, the buyer, one row per waybill, coupon discounts, the GST-inclusive total, the GST
 * in it, and how it was paid. Real text in the embedded Noto Sans SC subset, so Chinese names print and the
 * numbers can be copied (and read back by PDF.js in the tests).
 */
import { formatTaxNumber } from '@contract/invoice';
import { formatMoney } from '@contract/money';
import { collect, fontFiles, PDF_PAGE } from '../agreement/pdf';
import type { Supplier } from './supplier';

export interface InvoicePdfLine {
  waybillNo: string;
  channel: string;
  chargeableG: number;
  /** What the waybill cost before the coupon (the payment's amount). */
  price: number;
  coupon: number;
}

export interface InvoicePdfInput {
  no: string;
  /** The issue day in the site's time zone, YYYY-MM-DD. */
  date: string;
  issuedAt: Date;
  currency: string;
  supplier: Supplier;
  buyer: { kind: 'personal' | 'company'; title: string; taxNumber: string; address: string };
  lines: InvoicePdfLine[];
  total: number;
  gst: number;
  gstRateBp: number;
  paid: { card: number; cardGrams: number; wallet: number; online: number; methods: string[] };
}

const MARGIN = 50;
const WIDTH = PDF_PAGE.width - MARGIN * 2;
const INK = '#1f2329';
const MUTED = '#6b7280';
const RULE = '#c9cdd4';
/** Table columns: waybill, line, weight, amount (x offsets from the margin, widths). */
const COLS = [
  { x: 0, w: 120 },
  { x: 125, w: 200 },
  { x: 330, w: 70 },
  { x: 405, w: WIDTH - 405 },
];

export const kg = (grams: number) => String(Number((grams / 1000).toFixed(3)));

const taxLabel = (country: string) => (country === 'AU' ? 'ABN' : 'GST number / GST 号码');
const rateText = (bp: number) => `${bp / 100}%`;

export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  // Loaded at first use: the server starts without it.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Tax invoice ${input.no}`, Subject: input.no, Author: input.supplier.name, CreationDate: input.issuedAt },
  });
  const done = collect(doc);
  const fonts = fontFiles();
  doc.registerFont('body', fonts.regular, fonts.family);
  doc.registerFont('bold', fonts.bold, fonts.family);

  writeHeader(doc, input);
  writeBuyer(doc, input);
  writeLines(doc, input);
  writeTotals(doc, input);
  writePaid(doc, input);
  doc.end();
  return done;
}

function writeHeader(doc: PDFKit.PDFDocument, input: InvoicePdfInput): void {
  const { supplier } = input;
  doc.font('bold').fontSize(20).fillColor(INK).text('Tax invoice / 税务发票', MARGIN, MARGIN);
  doc.moveDown(0.6);
  doc.font('bold').fontSize(12).text(supplier.name);
  doc.font('body').fontSize(10);
  if (supplier.address) doc.text(supplier.address);
  doc.text(`${taxLabel(supplier.country)}: ${formatTaxNumber(supplier.country, supplier.taxNumber)}`);
  doc.moveDown(0.8);
  pair(doc, 'Invoice no. / 发票号码', input.no);
  pair(doc, 'Date / 开票日期', input.date);
  rule(doc);
}

function writeBuyer(doc: PDFKit.PDFDocument, input: InvoicePdfInput): void {
  const { buyer, supplier } = input;
  doc.font('bold').fontSize(11).fillColor(INK).text('Bill to / 购买方', MARGIN);
  doc.font('body').fontSize(10).text(buyer.title);
  if (buyer.taxNumber) doc.text(`${taxLabel(supplier.country)}: ${formatTaxNumber(supplier.country, buyer.taxNumber)}`);
  if (buyer.address) doc.text(buyer.address);
  rule(doc);
}

function writeLines(doc: PDFKit.PDFDocument, input: InvoicePdfInput): void {
  row(doc, ['Waybill / 运单号', 'Line / 线路', 'Chargeable / 计费重量', 'Amount / 金额'], 'bold', MUTED);
  for (const line of input.lines) {
    row(doc, [line.waybillNo, line.channel, `${kg(line.chargeableG)} kg`, formatMoney(line.price, input.currency)], 'body', INK);
    if (line.coupon > 0)
      row(doc, ['', `Coupon discount / 优惠券抵扣 (${line.waybillNo})`, '', formatMoney(-line.coupon, input.currency)], 'body', MUTED);
  }
  rule(doc);
}

function writeTotals(doc: PDFKit.PDFDocument, input: InvoicePdfInput): void {
  row(doc, ['', 'Total incl. GST / 合计(含 GST)', '', formatMoney(input.total, input.currency)], 'bold', INK);
  row(doc, ['', `GST included (${rateText(input.gstRateBp)}) / 其中 GST`, '', formatMoney(input.gst, input.currency)], 'body', INK);
  rule(doc);
}

function writePaid(doc: PDFKit.PDFDocument, input: InvoicePdfInput): void {
  const { paid, currency } = input;
  doc.font('bold').fontSize(11).fillColor(INK).text('Paid / 已付款', MARGIN);
  doc.font('body').fontSize(10);
  if (paid.card > 0) doc.text(`Kilogram card / 公斤卡 (${kg(paid.cardGrams)} kg): ${formatMoney(paid.card, currency)}`);
  if (paid.wallet > 0) doc.text(`Wallet / 钱包: ${formatMoney(paid.wallet, currency)}`);
  if (paid.online > 0) doc.text(`Online / 在线支付 (${paid.methods.join(', ')}): ${formatMoney(paid.online, currency)}`);
  doc.moveDown(1.5);
  doc.fontSize(8).fillColor(MUTED).text(`${input.supplier.name} · ${input.no}`, { width: WIDTH });
}

function pair(doc: PDFKit.PDFDocument, label: string, value: string): void {
  const y = doc.y;
  doc.font('body').fontSize(10).fillColor(MUTED).text(label, MARGIN, y, { width: 160 });
  doc
    .font('bold')
    .fillColor(INK)
    .text(value, MARGIN + 165, y, { width: WIDTH - 165 });
}

/** One table row; the tallest cell decides where the next row starts. */
function row(doc: PDFKit.PDFDocument, cells: string[], font: 'body' | 'bold', color: string): void {
  if (doc.y > PDF_PAGE.height - MARGIN - 40) doc.addPage();
  const top = doc.y;
  let bottom = top;
  cells.forEach((cell, i) => {
    const col = COLS[i];
    doc
      .font(font)
      .fontSize(9.5)
      .fillColor(color)
      .text(cell, MARGIN + col.x, top, { width: col.w, align: i === 3 ? 'right' : 'left' });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = MARGIN;
  doc.y = bottom + 4;
}

function rule(doc: PDFKit.PDFDocument): void {
  doc.moveDown(0.5);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + WIDTH, doc.y)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.6);
  doc.x = MARGIN;
}
