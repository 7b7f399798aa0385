/**
 * The rendition of a private photo, the only form it is ever shown in, marked by what the photo is for
 * (WATERMARKS, one table): an ID card photo gets "仅供清关使用 For customs clearance only" repeated
 * diagonally across the whole image, semi-transparent, so a copy is useless for anything but customs; a
 * warehouse photo gets a small dated corner stamp only, because the customer looks at it to inspect
 * their goods (the customs text would be wrong there and would cover them) and the stamp still says
 * whose photo it is and when. Signatures and PDFs are stored without a mark (they never come here).
 * Drawn from an SVG overlay (CJK glyphs from the system's WenQuanYi Zen Hei font). Orientation from
 * EXIF is applied; all metadata (GPS ...) is dropped.
 */
import type { OutputInfo } from 'sharp';
import type { PrivateFileRow } from '../../db/schema';

export const WATERMARK_TEXT = '仅供清关使用 For customs clearance only';
/** Refuses decompression bombs: a 5 MB file can claim to be 20000 x 20000 pixels. */
const MAX_PIXELS = 40_000_000;

export class UnreadableImage extends Error {}

export interface Rendition {
  data: Buffer;
  width: number;
  height: number;
}

export type PrivateFilePurpose = PrivateFileRow['purpose'];
/** What the mark may say besides its fixed text: the local day the photo was stored. */
export interface MarkContext {
  date: string;
}
type Overlay = (width: number, height: number, context: MarkContext) => string;

export const warehouseStampText = (date: string) => `包裹转运 · 仓库实拍 Warehouse photo · ${date}`;

/** Purpose -> overlay; null = no mark. */
export const WATERMARKS: Record<PrivateFilePurpose, Overlay | null> = {
  id_photo: (width, height) => overlaySvg(width, height),
  warehouse_photo: (width, height, { date }) => cornerStampSvg(width, height, warehouseStampText(date)),
  // A customer's claim evidence: stamped like warehouse photos, so a copy says what it was sent for and when.
  claim_photo: (width, height, { date }) => cornerStampSvg(width, height, `包裹转运 · 理赔证据 Claim evidence · ${date}`),
  // A customer's bank receipt: marked as what it was sent for, so a copy cannot pass as the bank's own.
  bank_receipt: (width, height, { date }) => cornerStampSvg(width, height, `包裹转运 · 转账回单 Transfer receipt · ${date}`),
  // A shop's prepaid return label: printed and stuck on the parcel as it is, so no mark over the barcode.
  return_label: null,
  signature: null,
  agreement_pdf: null,
};

/** Oriented, metadata stripped, marked for `purpose`, as JPEG. Throws UnreadableImage for what is not a readable image. */
export async function renderPrivateImage(bytes: Buffer, purpose: PrivateFilePurpose, context: MarkContext): Promise<Rendition> {
  // Loaded at first use: the server starts without it.
  const { default: sharp } = await import('sharp');
  let oriented: { data: Buffer; info: OutputInfo };
  try {
    oriented = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate().png().toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw new UnreadableImage((err as Error).message);
  }
  const { width, height } = oriented.info;
  const overlay = WATERMARKS[purpose];
  const data = await sharp(oriented.data)
    .flatten({ background: '#ffffff' })
    .composite(overlay ? [{ input: Buffer.from(overlay(width, height, context)) }] : [])
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  return { data, width, height };
}

/** Rows of the text, rotated -30° about the centre, tiled over the diagonal so no corner is left bare. */
export function overlaySvg(width: number, height: number): string {
  const size = Math.max(12, Math.round(Math.min(width, height) / 16));
  const diagonal = Math.ceil(Math.hypot(width, height));
  const lineWidth = Math.ceil(size * 24); // 6 CJK glyphs at 1 em + 28 Latin ones at about 0.55 em, plus a gap
  const rowStep = size * 3;
  const texts: string[] = [];
  for (let row = 0, y = (height - diagonal) / 2; y < (height + diagonal) / 2 + rowStep; row++, y += rowStep) {
    const shift = (row % 2) * (lineWidth / 2); // stagger the rows like a brick wall
    for (let x = (width - diagonal) / 2 - lineWidth + shift; x < (width + diagonal) / 2; x += lineWidth) {
      texts.push(`<text x="${Math.round(x)}" y="${Math.round(y)}">${WATERMARK_TEXT}</text>`);
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<g transform="rotate(-30 ${width / 2} ${height / 2})" font-family="WenQuanYi Zen Hei, Noto Sans CJK SC, sans-serif" ` +
    `font-size="${size}" fill="#d0021b" fill-opacity="0.45" stroke="#ffffff" stroke-opacity="0.25" stroke-width="${Math.max(1, size / 24)}">` +
    `${texts.join('')}</g></svg>`
  );
}

/** One line in the bottom-right corner on a dark band, small enough to leave the goods visible. */
export function cornerStampSvg(width: number, height: number, text: string): string {
  const emWidth = 24; // 8 CJK glyphs at 1 em + 34 Latin ones and spaces: about 23 em measured with WenQuanYi Zen Hei
  const size = Math.max(8, Math.min(Math.round(Math.min(width, height) / 36), Math.floor((width * 0.92) / emWidth)));
  const pad = Math.round(size / 2);
  const bandWidth = Math.min(width, Math.ceil(size * emWidth) + 2 * pad);
  const bandHeight = size + 2 * pad;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect x="${width - bandWidth}" y="${height - bandHeight}" width="${bandWidth}" height="${bandHeight}" fill="#000000" fill-opacity="0.45"/>` +
    `<text x="${width - pad}" y="${height - pad - Math.round(size * 0.15)}" text-anchor="end" ` +
    `font-family="WenQuanYi Zen Hei, Noto Sans CJK SC, sans-serif" font-size="${size}" fill="#ffffff" fill-opacity="0.9">${text}</text></svg>`
  );
}
