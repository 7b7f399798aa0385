/**
 * The signed agreement as a PDF (pdfkit): title, version, the whole text, the signature block, and on
 * every page the document number, content digest and page number. Text is real text in an embedded
 * Noto Sans SC subset, so Chinese can be searched, copied and read by a screen reader.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ApiLang } from '@contract/api';
import { t } from '../../i18n';

export interface AgreementText {
  title: string;
  version: string;
  effective_on: string;
  intro: string;
  sections: { no: number; title: string; body: string }[];
}

export interface AgreementPdfInput {
  lang: ApiLang;
  agreement: AgreementText;
  signer: { name: string; mobile: string; memberCode: string };
  /** Already in the site's time zone, e.g. "2026-03-02 14:05:09 (Pacific/Auckland, GMT+13:00)". */
  signedAtText: string;
  signedAt: Date;
  documentNo: string;
  /** sha256 of what was agreed (text, signer, time, signature image): printed so a printout can be checked. */
  contentDigest: string;
  /** The signature on white, cropped (see signature-image.ts). */
  signaturePng: Buffer;
}

export const PDF_PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const MARGIN = 56;
const FOOTER_Y = PDF_PAGE.height - 30;
const INK = '#1f2329';
const MUTED = '#6b7280';

/** Noto Sans SC (OFL) from @embedpdf/fonts-sc; Debian's WenQuanYi Zen Hei only when that package is missing. */
export function fontFiles(): { regular: string; bold: string; family?: string } {
  try {
    const dir = path.join(path.dirname(require.resolve('@embedpdf/fonts-sc')), '..', 'fonts');
    const regular = path.join(dir, 'NotoSansHans-Regular.otf');
    if (existsSync(regular)) return { regular, bold: path.join(dir, 'NotoSansHans-Bold.otf') };
  } catch {
    // fall through to the system font
  }
  const wqy = '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc';
  return { regular: wqy, bold: wqy, family: 'WenQuanYiZenHei' };
}

export async function renderAgreementPdf(input: AgreementPdfInput): Promise<Buffer> {
  // Loaded at first use: the server starts without it.
  const { default: PDFDocument } = await import('pdfkit');
  const { agreement, lang } = input;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true, // the footer needs the page count
    info: {
      Title: `${agreement.title} ${agreement.version}`,
      Subject: input.documentNo,
      Author: input.signer.name,
      CreationDate: input.signedAt,
    },
  });
  const done = collect(doc);
  const fonts = fontFiles();
  doc.registerFont('body', fonts.regular, fonts.family);
  doc.registerFont('bold', fonts.bold, fonts.family);

  writeText(doc, lang, agreement);
  writeSignatureBlock(doc, input);
  writeFooters(doc, input);
  doc.end();
  return done;
}

function writeText(doc: PDFKit.PDFDocument, lang: ApiLang, a: AgreementText): void {
  doc.font('bold').fontSize(18).fillColor(INK).text(a.title, { align: 'center' });
  doc.moveDown(0.3);
  doc
    .font('body')
    .fontSize(10)
    .fillColor(MUTED)
    .text(t(lang, 'agreement_pdf_version', { version: a.version, date: a.effective_on }), { align: 'center' });
  doc.moveDown(1.2);
  if (a.intro) paragraphs(doc, a.intro);
  for (const section of a.sections) {
    doc.moveDown(0.6);
    doc
      .font('bold')
      .fontSize(12)
      .fillColor(INK)
      .text(section.no ? `${section.no}. ${section.title}` : section.title);
    doc.moveDown(0.3);
    paragraphs(doc, section.body);
  }
}

function paragraphs(doc: PDFKit.PDFDocument, text: string): void {
  doc.font('body').fontSize(10.5).fillColor(INK);
  for (const line of text.split('\n').filter((l) => l.trim())) {
    doc.text(line, { lineGap: 3, paragraphGap: 4 }); // not justified: pdfkit stretches only spaces, which tears a CJK line apart
  }
}

function writeSignatureBlock(doc: PDFKit.PDFDocument, input: AgreementPdfInput): void {
  const { lang, signer } = input;
  const left = MARGIN;
  const width = PDF_PAGE.width - MARGIN * 2;
  if (doc.y > PDF_PAGE.height - MARGIN - 250) doc.addPage(); // keep the block on one page
  doc.moveDown(1.5);
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(0.6)
    .strokeColor('#c9cdd4')
    .stroke();
  doc.moveDown(0.8);
  doc.font('bold').fontSize(13).fillColor(INK).text(t(lang, 'agreement_pdf_signature_block'), left);
  doc.moveDown(0.4);
  doc.font('body').fontSize(10.5).text(t(lang, 'agreement_pdf_confirm'), { width });
  doc.moveDown(0.6);
  for (const line of [
    t(lang, 'agreement_pdf_signer', { name: signer.name }),
    t(lang, 'agreement_pdf_mobile', { mobile: signer.mobile || '-' }),
    t(lang, 'agreement_pdf_member', { code: signer.memberCode }),
    t(lang, 'agreement_pdf_time', { time: input.signedAtText }),
  ])
    doc.text(line, { lineGap: 4 });
  doc.moveDown(0.6);
  doc.text(t(lang, 'agreement_pdf_signature'));
  const top = doc.y + 4;
  doc.image(input.signaturePng, left + 8, top, { fit: [220, 90], valign: 'center' });
  doc
    .rect(left, top - 4, 236, 98)
    .lineWidth(0.5)
    .strokeColor('#e5e6eb')
    .stroke();
  doc.y = top + 100;
}

function writeFooters(doc: PDFKit.PDFDocument, input: AgreementPdfInput): void {
  const { start, count } = doc.bufferedPageRange();
  const width = PDF_PAGE.width - MARGIN * 2;
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing below the bottom margin would otherwise add a page
    doc.font('body').fontSize(7).fillColor(MUTED);
    doc.text(t(input.lang, 'agreement_pdf_footer', { no: input.documentNo }), MARGIN, FOOTER_Y - 10, { width, lineBreak: false });
    doc.text(t(input.lang, 'agreement_pdf_page', { n: i - start + 1, total: count }), MARGIN, FOOTER_Y - 10, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.text(t(input.lang, 'agreement_pdf_digest', { digest: input.contentDigest }), MARGIN, FOOTER_Y, { width, lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

export function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
