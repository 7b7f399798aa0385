/**
 * 100 x 150 mm thermal labels (pdfkit): one page per waybill or parcel, so a dispatch batch prints as one PDF.
 * The waybill number is a Code 128 barcode (bwip-js, the scanner's symbology) and a QR code; the number and
 * the other fields are real text in the embedded Noto Sans SC, so Chinese city names print.
 */
import QRCode from 'qrcode';
import { collect, fontFiles } from '../agreement/pdf';

const MM = 72 / 25.4;
export const LABEL_SIZE: [number, number] = [100 * MM, 150 * MM];
const PAD = 5 * MM;
const WIDTH = LABEL_SIZE[0] - PAD * 2;

export interface WaybillLabel {
  no: string;
  channel: string;
  city: string;
  /** Already masked: a label is seen by everyone who handles the box. */
  recipient: string;
  weightG: number | null;
  parcelCount: number;
  site: string;
  printedOn: string;
}

export interface ParcelLabel {
  trackingNo: string;
  memberCode: string;
  location: string;
  site: string;
  arrivedOn: string;
}

/** 张三丰 -> 张*丰, 李四 -> 李*, Alice Wong -> A********g: enough for the depot to match, not to identify. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length <= 1) return chars.join('');
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** The Code 128 image embedded in the label (PNG, no human-readable line: the number is printed as text). */
export async function code128Png(text: string): Promise<Buffer> {
  // Loaded at first use: the server starts without it.
  const { default: bwipjs } = await import('bwip-js');
  return bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: 18,
    includetext: false,
    paddingwidth: 10,
    paddingheight: 4,
    backgroundcolor: 'FFFFFF',
  });
}

const kg = (grams: number | null) => (grams === null ? '-' : `${Number((grams / 1000).toFixed(3))} kg`);

async function newDoc(title: string) {
  const { default: PDFDocument } = await import('pdfkit'); // loaded at first use: the server starts without it
  // No page margins: every field is placed, and a footer inside a margin would start a blank page.
  const doc = new PDFDocument({ size: LABEL_SIZE, margin: 0, autoFirstPage: false, info: { Title: title } });
  const fonts = fontFiles();
  doc.registerFont('body', fonts.regular, fonts.family);
  doc.registerFont('bold', fonts.bold, fonts.family);
  return doc;
}

/**
 * Text kept on one line in `width`: the font shrunk to fit (down to 7 pt), then cut with an ellipsis. PDFKit wraps
 * any text given a width, whatever lineBreak says, and breaks a Chinese name mid-word to do it.
 */
function oneLine(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  size: number,
  align: 'left' | 'right' = 'left',
) {
  let fontSize = size;
  doc.fontSize(fontSize);
  while (fontSize > 7 && doc.widthOfString(text) > width) doc.fontSize(--fontSize);
  const chars = [...text];
  let shown = text;
  while (chars.length && doc.widthOfString(shown) > width) {
    chars.pop();
    shown = `${chars.join('')}…`;
  }
  doc.text(shown, x, y, { width: width + 1, align, lineBreak: false });
}

function field(doc: PDFKit.PDFDocument, label: string, value: string, x: number, y: number, width: number) {
  doc.font('body').fontSize(7).fillColor('#555').text(label, x, y, { width, lineBreak: false });
  doc
    .font('bold')
    .fontSize(12)
    .fillColor('#000')
    .text(value, x, y + 9, { width, lineBreak: false, ellipsis: true });
}

async function waybillPage(doc: PDFKit.PDFDocument, label: WaybillLabel) {
  doc.addPage();
  // The site as wide as it needs (up to half), the line in the rest: each on one line.
  const siteWidth = Math.min(doc.font('bold').fontSize(11).widthOfString(label.site), WIDTH / 2);
  oneLine(doc, label.site, PAD, PAD, siteWidth, 11);
  oneLine(doc, label.channel, PAD + siteWidth + 8, PAD, WIDTH - siteWidth - 8, 11, 'right');
  doc
    .moveTo(PAD, PAD + 18)
    .lineTo(PAD + WIDTH, PAD + 18)
    .lineWidth(1)
    .stroke();
  doc.image(await code128Png(label.no), PAD, PAD + 26, { fit: [WIDTH, 70], align: 'center' });
  doc
    .font('bold')
    .fontSize(18)
    .text(label.no, PAD, PAD + 100, { width: WIDTH, align: 'center', characterSpacing: 1 });
  const top = PAD + 132;
  const qr = await QRCode.toBuffer(label.no, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  doc.image(qr, PAD, top, { width: 100 });
  const x = PAD + 110;
  const w = WIDTH - 110;
  field(doc, 'City / 城市', label.city, x, top, w);
  field(doc, 'Recipient / 收件人', label.recipient, x, top + 28, w);
  field(doc, 'Weight / 重量', kg(label.weightG), x, top + 56, w / 2);
  field(doc, 'Parcels / 件数', String(label.parcelCount), x + w / 2, top + 56, w / 2);
  doc
    .font('body')
    .fontSize(8)
    .fillColor('#555')
    .text(label.printedOn, PAD, LABEL_SIZE[1] - PAD - 10, { width: WIDTH, align: 'right', lineBreak: false });
}

async function parcelPage(doc: PDFKit.PDFDocument, label: ParcelLabel) {
  doc.addPage();
  oneLine(doc.font('bold').fillColor('#000'), label.site, PAD, PAD, WIDTH, 11);
  doc
    .moveTo(PAD, PAD + 18)
    .lineTo(PAD + WIDTH, PAD + 18)
    .lineWidth(1)
    .stroke();
  field(doc, 'Member / 会员号', '', PAD, PAD + 26, WIDTH);
  doc
    .font('bold')
    .fontSize(40)
    .text(label.memberCode || '-', PAD, PAD + 36, { width: WIDTH, lineBreak: false });
  field(doc, 'Shelf / 货位', '', PAD, PAD + 90, WIDTH);
  doc
    .font('bold')
    .fontSize(32)
    .text(label.location || '-', PAD, PAD + 100, { width: WIDTH, lineBreak: false });
  doc.image(await code128Png(label.trackingNo), PAD, PAD + 150, { fit: [WIDTH, 70], align: 'center' });
  doc
    .font('bold')
    .fontSize(14)
    .text(label.trackingNo, PAD, PAD + 226, { width: WIDTH, align: 'center' });
  doc
    .font('body')
    .fontSize(8)
    .fillColor('#555')
    .text(label.arrivedOn, PAD, LABEL_SIZE[1] - PAD - 10, { width: WIDTH, align: 'right', lineBreak: false });
}

async function render<T>(title: string, labels: T[], page: (doc: PDFKit.PDFDocument, label: T) => Promise<void>): Promise<Buffer> {
  const doc = await newDoc(title);
  const done = collect(doc);
  for (const label of labels) await page(doc, label);
  doc.end();
  return done;
}

export const renderWaybillLabels = (title: string, labels: WaybillLabel[]) => render(title, labels, waybillPage);
export const renderParcelLabels = (title: string, labels: ParcelLabel[]) => render(title, labels, parcelPage);
