/** Helpers shared by the address tests: valid bodies, photo uploads, multipart forms. */
import sharp from 'sharp';
import { answerOf, type TestApp } from '../../../test/helpers';

export const CN_RECIPIENT = {
  type: 'recipient',
  name: '王小明',
  mobile: '+86 139 1234 5678',
  country: 'CN',
  province: '北京市',
  city: '北京市',
  district: '朝阳区',
  address: '建国路88号SOHO现代城3号楼1201',
  postcode: '100022',
  id_number: '110105198506120026',
  // The separate consent to the ID's use for customs (modules/privacy): the ticked box.
  id_consent: true,
};

export const NZ_SENDER = {
  type: 'sender',
  name: 'Amy Chen',
  mobile: '021 765 4321',
  country: 'NZ',
  province: 'Auckland',
  city: 'Auckland',
  district: 'Ponsonby',
  address: '12 Ponsonby Road',
  postcode: '1011',
};

/** A photo-like test image: a gradient with a block, so a watermark changes real pixels. */
export async function testPhoto(format: 'jpeg' | 'png' = 'jpeg', width = 640, height = 400): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = (x * 255) / width;
      raw[i + 1] = (y * 255) / height;
      raw[i + 2] = x > width / 3 && x < width / 2 ? 40 : 200;
    }
  }
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

export function multipartForm(field: string, filename: string, type: string, content: Buffer) {
  const boundary = '----address-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function uploadIdPhoto(
  t: TestApp,
  token: string,
  content: Buffer,
  options: { lang?: string; type?: string; field?: string } = {},
) {
  const form = multipartForm(options.field ?? 'file', 'id.jpg', options.type ?? 'image/jpeg', content);
  const headers: Record<string, string> = { ...form.headers, 'x-token': token };
  if (options.lang) headers['x-lang'] = options.lang;
  const response = await t.app.inject({ method: 'POST', url: '/api/user/address/id_photo', headers, payload: form.payload });
  return answerOf(response);
}

/** Fetches a signed link as an <img> would: no token, no headers. */
export async function fetchLink(t: TestApp, url: string) {
  const { pathname, search } = new URL(url);
  return t.app.inject({ method: 'GET', url: pathname + search });
}

/** The share of pixels whose colour moved by more than 40 (of 255) in some channel (images of one size). */
export async function changedShare(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((img) => sharp(img).removeAlpha().raw().toBuffer()));
  let changed = 0;
  for (let i = 0; i < x.length; i += 3) {
    if (Math.max(Math.abs(x[i] - y[i]), Math.abs(x[i + 1] - y[i + 1]), Math.abs(x[i + 2] - y[i + 2])) > 40) changed++;
  }
  return changed / (x.length / 3);
}
