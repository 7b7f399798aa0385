/** Helpers for the agreement tests: drawn signatures, the multipart sign form. */
import sharp from 'sharp';
import { answerOf, type TestApp } from '../../../test/helpers';

/** A signature as a canvas exports it: dark strokes on a transparent background. */
export async function drawnSignature(width = 600, height = 240, stroke = '#111111'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <path d="M40 ${height * 0.7} C 120 20, 180 220, 260 ${height * 0.5} S 420 40, ${width - 40} ${height * 0.6}"
      stroke="${stroke}" stroke-width="8" fill="none" stroke-linecap="round"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Nothing drawn: the whole canvas transparent. */
export function blankCanvas(width = 600, height = 240): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .png()
    .toBuffer();
}

export interface Part {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

export function multipartParts(parts: Part[]) {
  const boundary = '----agreement-test-boundary';
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n` +
        (p.type ? `Content-Type: ${p.type}\r\n` : '') +
        '\r\n',
    ),
    Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value),
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const filePart = (png: Buffer, type = 'image/png'): Part => ({ name: 'file', value: png, filename: 'signature.png', type });
export const versionPart = (version: string): Part => ({ name: 'version', value: version });

export async function sign(t: TestApp, token: string, parts: Part[], lang?: string) {
  const form = multipartParts(parts);
  const headers: Record<string, string> = { ...form.headers, 'x-token': token, 'user-agent': 'jest-agreement' };
  if (lang) headers['x-lang'] = lang;
  const response = await t.app.inject({ method: 'POST', url: '/api/sign/create', headers, payload: form.payload });
  return answerOf(response);
}
