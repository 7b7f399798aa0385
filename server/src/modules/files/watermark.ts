/**
 * The watermarked rendition of a private photo: "仅供清关使用 For customs clearance only" repeated
 * diagonally across the whole image, semi-transparent, drawn from an SVG overlay (CJK glyphs from the
 * system's WenQuanYi Zen Hei font). Orientation from EXIF is applied; all metadata (GPS ...) is dropped.
 */
import sharp, { type OutputInfo } from 'sharp';

export const WATERMARK_TEXT = '仅供清关使用 For customs clearance only';
/** Refuses decompression bombs: a 5 MB file can claim to be 20000 x 20000 pixels. */
const MAX_PIXELS = 40_000_000;

export class UnreadableImage extends Error {}

export interface Rendition {
  data: Buffer;
  width: number;
  height: number;
}

export async function watermark(bytes: Buffer): Promise<Rendition> {
  let oriented: { data: Buffer; info: OutputInfo };
  try {
    oriented = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate().png().toBuffer({ resolveWithObject: true });
  } catch (err) {
    throw new UnreadableImage((err as Error).message);
  }
  const { width, height } = oriented.info;
  const data = await sharp(oriented.data)
    .flatten({ background: '#ffffff' })
    .composite([{ input: Buffer.from(overlaySvg(width, height)) }])
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
