/**
 * Shared by the operations tests: the site's storage rule set through the admin API, raw downloads, and the
 * barcodes read back out of a label PDF (PDF.js decodes the embedded images, ZXing reads them).
 */
import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';
import { extractImages, getDocumentProxy } from 'unpdf';
import { DEMO_PASSWORD, get, passwordLogin, post, type TestApp } from '../../../test/helpers';

// PDF.js copies image buffers with ArrayBuffer#transferToFixedLength (Node 21+); this project runs Node 20.
const proto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (n?: number) => ArrayBuffer };
if (!proto.transferToFixedLength) {
  proto.transferToFixedLength = function copy(this: ArrayBuffer, n?: number) {
    const out = new ArrayBuffer(n ?? this.byteLength);
    new Uint8Array(out).set(new Uint8Array(this, 0, Math.min(out.byteLength, this.byteLength)));
    return out;
  };
}

export async function adminToken(t: TestApp): Promise<string> {
  return (await passwordLogin(t, 'admin', DEMO_PASSWORD)).body.data.token as string;
}

export async function setStorageRule(t: TestApp, token: string, rule: Record<string, unknown>) {
  const [row] = (await get(t, '/api/admin/site_operations/lst', { token })).body.data.list;
  const answer = await post(t, `/api/admin/site_operations/update/${row.id}`, rule, { token });
  if (answer.body.status !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
}

export async function download(t: TestApp, url: string, token: string, site = '1') {
  return t.app.inject({ method: 'GET', url, headers: { 'x-token': token, 'site-id': site } });
}

export interface Barcode {
  format: string;
  text: string;
}

/** Each page's size in millimetres, rounded to the millimetre. */
export async function pageSizesMm(pdf: Buffer): Promise<[number, number][]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const sizes: [number, number][] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const { width, height } = (await document.getPage(n)).getViewport({ scale: 1 });
    sizes.push([Math.round((width * 25.4) / 72), Math.round((height * 25.4) / 72)]);
  }
  return sizes;
}

/**
 * The barcode in one grey image, if any. A generated image holds nothing but the code, so it is also read as such
 * (PURE_BARCODE): the searching reader misses the label's QR on some numbers (NZ0453081649), as a scanner would not.
 */
function decodeBarcode(grey: Uint8ClampedArray, width: number, height: number, pure = false): Barcode | null {
  const hints = new Map([[pure ? DecodeHintType.PURE_BARCODE : DecodeHintType.TRY_HARDER, true]]);
  try {
    const result = new MultiFormatReader().decode(
      new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(grey, width, height))),
      hints,
    );
    return { format: BarcodeFormat[result.getBarcodeFormat()], text: result.getText() };
  } catch {
    return null; // an image without a barcode
  }
}

/** Every barcode among the images of each page, read as a scanner would (luminance of the decoded pixels). */
export async function barcodesIn(pdf: Buffer): Promise<Barcode[][]> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const pages: Barcode[][] = [];
  for (let page = 1; page <= document.numPages; page++) {
    const found: Barcode[] = [];
    for (const image of await extractImages(document, page)) {
      const grey = new Uint8ClampedArray(image.width * image.height);
      for (let i = 0; i < grey.length; i++) grey[i] = image.data[i * image.channels];
      const barcode = decodeBarcode(grey, image.width, image.height) ?? decodeBarcode(grey, image.width, image.height, true);
      if (barcode) found.push(barcode);
    }
    pages.push(found);
  }
  return pages;
}
