/**
 * How the built H5 app and the API go over the wire: the build's Brotli/gzip copies sent to browsers that accept
 * them, hashed files cached for a year, index.html revalidated, API answers over 1 KB compressed.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startApp, type TestApp } from './helpers';

const script = `console.log(${JSON.stringify('parcel '.repeat(400))});\n`;
const html = `<!doctype html><html lang="zh-CN"><head><script src="/js/app.1a2b3c4d.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;

let t: TestApp;
beforeAll(async () => {
  const dist = path.join(mkdtempSync(path.join(os.tmpdir(), 'parcel-h5-')), 'h5');
  mkdirSync(path.join(dist, 'js'), { recursive: true });
  for (const [name, body] of [
    ['js/app.1a2b3c4d.js', script],
    ['index.html', html],
  ]) {
    writeFileSync(path.join(dist, name), body);
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(body));
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(body));
  }
  writeFileSync(path.join(dist, 'js', 'sw-helper.js'), script); // no hash in the name, no compressed copy
  t = await startApp({ env: { H5_DIST: dist } });
});
afterAll(() => t?.close());

const fetch = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the H5 build', () => {
  it('sends the Brotli copy of a hashed script, cached for a year', async () => {
    const res = await fetch('/js/app.1a2b3c4d.js', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    expect(res.rawPayload.length).toBeLessThan(script.length / 10);
  });

  it('sends the gzip copy to a browser without Brotli, and the file itself to one without either', async () => {
    const gz = await fetch('/js/app.1a2b3c4d.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await fetch('/js/app.1a2b3c4d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html on every load, at / and at a page path, and compresses it', async () => {
    for (const url of ['/', '/pages/login/index', '/pages/waybill/detail/index?id=3']) {
      const res = await fetch(url, 'br');
      expect([url, res.statusCode, res.headers['cache-control'], res.headers['content-encoding']]).toEqual([url, 200, 'no-cache', 'br']);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(html);
    }
  });

  it('does not cache a file whose name carries no hash for long, and compresses it on the fly', async () => {
    const res = await fetch('/js/sw-helper.js', 'gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });
});

describe('API answers', () => {
  it('compresses an answer over 1 KB in the encoding the client prefers', async () => {
    const plain = await fetch('/api/faq/lst');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await fetch('/api/faq/lst', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(JSON.parse(plain.body));
    const gz = await fetch('/api/faq/lst', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(JSON.parse(plain.body));
  });

  it('leaves a small answer as it is', async () => {
    const res = await fetch('/api/health', 'gzip, br');
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body).status).toBe(200);
  });
});
