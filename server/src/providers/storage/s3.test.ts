/**
 * The S3 adapter against a local S3-speaking server (s3rver): the store's own operations, then the product's files
 * through HTTP with S3_BUCKET set — public uploads, ID photos and their renditions, signatures and agreement PDFs —
 * with nothing written under DATA_DIR.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { alteredSig, DEMO_PASSWORD, get, passwordLogin, registerUser, startApp, type TestApp } from '../../../test/helpers';
import { type LocalS3, startLocalS3 } from '../../../test/s3-server';
import { loadConfig } from '../../config';
import { testPhoto, uploadIdPhoto } from '../../modules/address/test-support';
import { drawnSignature, filePart, sign, versionPart } from '../../modules/agreement/test-support';
import { createFileStore } from '.';
import { copyLocalFiles } from './copy';
import { LocalStore } from './local';
import { S3Store } from './s3';

let s3: LocalS3;
let t: TestApp;
let store: S3Store;
beforeAll(async () => {
  s3 = await startLocalS3();
  store = createFileStore(loadConfig({ NODE_ENV: 'test', ...s3.env })) as S3Store;
  t = await startApp({ env: s3.env });
  t.clock.now = new Date('2026-06-01T00:00:00Z');
});
afterAll(async () => {
  store?.destroy();
  await t?.close();
  await s3?.close();
});

describe('the S3 adapter', () => {
  it('is chosen by S3_BUCKET and reaches the bucket', async () => {
    expect(store.kind).toBe('s3');
    expect(t.app.deps.storage.kind).toBe('s3');
    await expect(store.check()).resolves.toBeUndefined();
  });

  it('keeps bytes and their type, reads them back, and removes them', async () => {
    const bytes = Buffer.from('%PDF-1.7 a tiny document\n');
    await store.put('private/adapter-test.pdf', bytes, 'application/pdf');
    const back = await store.get('private/adapter-test.pdf');
    expect(back?.bytes.equals(bytes)).toBe(true);
    expect(back?.contentType).toBe('application/pdf');
    await store.remove('private/adapter-test.pdf');
    expect(await store.get('private/adapter-test.pdf')).toBeUndefined();
    await expect(store.remove('private/adapter-test.pdf')).resolves.toBeUndefined();
  });

  it('hands out a presigned link that reads the file, with its download name, until it expires', async () => {
    const bytes = Buffer.from('signed link body');
    await store.put('private/presigned.pdf', bytes, 'application/pdf');
    const url = await store.directUrl('private/presigned.pdf', 60, 'INV-NZ-000001.pdf');
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    expect(res.headers.get('content-disposition')).toBe('inline; filename="INV-NZ-000001.pdf"');
    const short = await store.directUrl('private/presigned.pdf', 1);
    await new Promise((r) => setTimeout(r, 2100));
    expect((await fetch(short)).status).toBe(403);
  });

  it('says when the bucket cannot be reached', async () => {
    const missing = createFileStore(loadConfig({ NODE_ENV: 'test', ...s3.env, S3_BUCKET: 'no-such-bucket' })) as S3Store;
    await expect(missing.check()).rejects.toThrow();
    missing.destroy();
  });
});

describe('copying the local files into the bucket (npm run storage:copy)', () => {
  it('copies uploads and private files under the same keys, and skips them the second time', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parcel-copy-'));
    const local = new LocalStore(dataDir);
    const photo = await testPhoto('png', 30, 30);
    await local.put('uploads/CCCCCCCCCCCCCCCCCCCCCCCC.png', photo, 'image/png');
    await local.put('private/BBBBBBBBBBBBBBBBBBBBBBBB.pdf', Buffer.from('%PDF-1.7 signed agreement'), 'application/pdf');
    mkdirSync(path.join(dataDir, 'pglite'), { recursive: true }); // not a product file
    expect(await copyLocalFiles(dataDir, store)).toEqual({ copied: 2, skipped: 0 });
    expect((await store.get('uploads/CCCCCCCCCCCCCCCCCCCCCCCC.png'))?.bytes.equals(photo)).toBe(true);
    expect(await store.get('private/BBBBBBBBBBBBBBBBBBBBBBBB.pdf')).toMatchObject({ contentType: 'application/pdf' });
    expect(await copyLocalFiles(dataDir, store)).toEqual({ copied: 0, skipped: 2 });
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe("the product's files in the bucket", () => {
  const noLocalFiles = () => ['uploads', 'private'].every((dir) => !existsSync(path.join(t.dataDir, dir)));

  it('stores a public upload in the bucket and serves it back byte for byte', async () => {
    const { token } = await registerUser(t);
    const image = await testPhoto('png', 40, 40);
    const boundary = '----s3-test';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
      image,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/upload/image',
      headers: { 'x-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    const url = new URL(JSON.parse(up.body).data.url);
    const name = url.pathname.split('/').pop()!;
    expect((await store.get(`uploads/${name}`))?.bytes.equals(image)).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: url.pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(image)).toBe(true);
    expect((await get(t, `/api/files/AAAAAAAAAAAAAAAAAAAAAAAA.png`)).http).toBe(404);
    expect(noLocalFiles()).toBe(true);
  });

  it('keeps an ID photo and its watermarked rendition in the bucket, served through the signed link', async () => {
    const { token } = await registerUser(t);
    const answer = await uploadIdPhoto(t, token, await testPhoto());
    expect(answer.body.status).toBe(200);
    const link = new URL(answer.body.data.url);
    const key = link.pathname.split('/').pop()!.replace('.jpg', '');
    expect(await store.get(`private/${key}.jpg`)).toBeDefined();
    expect(await store.get(`private/${key}.wm.jpg`)).toBeDefined();
    const served = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals((await store.get(`private/${key}.wm.jpg`))!.bytes)).toBe(true);
    const tampered = await t.app.inject({ method: 'GET', url: alteredSig(link.pathname + link.search) });
    expect(tampered.statusCode).toBe(404);
    expect(noLocalFiles()).toBe(true);
  });

  it('keeps a drawn signature and the signed agreement PDF in the bucket', async () => {
    const { token } = await registerUser(t);
    const signed = await sign(t, token, [filePart(await drawnSignature()), versionPart('2026.1')]);
    expect(signed.body.status).toBe(200);
    const pdf = await t.app.inject({ method: 'GET', url: '/api/sign/pdf', headers: { 'x-token': token } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(noLocalFiles()).toBe(true);
  });

  it('answers ready with the bucket reachable', async () => {
    const admin = (await passwordLogin(t, 'admin', DEMO_PASSWORD)).body.data.token;
    expect(admin).toBeTruthy();
    const ready = await get(t, '/api/health/ready');
    expect(ready.http).toBe(200);
    expect(ready.body.data.checks).toEqual({ db: true, storage: true, queue: true });
  });
});
