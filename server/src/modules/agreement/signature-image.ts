/**
 * The drawn signature, checked by content: a PNG that decodes, of a canvas-like size, with ink on it.
 * A canvas export is transparent or white where nothing was drawn, so ink = pixels that stay dark
 * once the image is laid on white.
 */
import { SIGNATURE_LIMIT_MB } from '@contract/agreement';
import { FieldError } from '../../lib/errors';
import { sniffImage } from '../files/images';

const FIELD = 'signature.file';
export const SIGNATURE_LIMIT_BYTES = SIGNATURE_LIMIT_MB * 1024 * 1024;
/** Canvas sizes in device pixels: a phone's pad at 1x up to a tablet's at 3x. */
const MIN_SIDE = 60;
const MAX_SIDE = 4096;
/** Darker than this on a 0-255 grey scale counts as ink. */
const INK_LEVEL = 160;
/** Fewer inked pixels than this is a stray tap, not a signature. */
const MIN_INK_PIXELS = 80;

export interface CheckedSignature {
  width: number;
  height: number;
  /** On white, cropped to the ink with a margin: what the PDF shows. */
  printable: Buffer;
}

export async function checkSignature(bytes: Buffer): Promise<CheckedSignature> {
  if (bytes.length > SIGNATURE_LIMIT_BYTES) throw new FieldError(FIELD, 'file_too_large', { limit: SIGNATURE_LIMIT_MB });
  if (sniffImage(bytes)?.ext !== 'png') throw new FieldError(FIELD, 'png_only');
  // Loaded at first use: the server starts without it.
  const { default: sharp } = await import('sharp');
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  if (!meta?.width || !meta.height || meta.format !== 'png') throw new FieldError(FIELD, 'png_only');
  const { width, height } = meta;
  if (Math.min(width, height) < MIN_SIDE || Math.max(width, height) > MAX_SIDE) throw new FieldError(FIELD, 'signature_size');
  const onWhite = sharp(bytes).flatten({ background: '#ffffff' });
  const grey = await onWhite
    .clone()
    .greyscale()
    .raw()
    .toBuffer()
    .catch(() => undefined);
  if (!grey) throw new FieldError(FIELD, 'png_only');
  if (inkPixels(grey) < MIN_INK_PIXELS) throw new FieldError(FIELD, 'signature_blank');
  const printable = await onWhite
    .trim({ background: '#ffffff', threshold: 20 })
    .extend({ top: 8, bottom: 8, left: 8, right: 8, background: '#ffffff' })
    .png()
    .toBuffer();
  return { width, height, printable };
}

function inkPixels(grey: Buffer): number {
  let count = 0;
  for (const level of grey) if (level < INK_LEVEL) count++;
  return count;
}
