/**
 * The four families of input that used to answer HTTP 500 now answer 40001 naming the problem in zh and en,
 * writing nothing; and every answer carries the security headers (plugins/external/helmet.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { fingerprint } from './fuzz-kit';
import { DEMO_PASSWORD, get, passwordLogin, post, registerUser, startApp, type TestApp } from './helpers';
import { freshDb } from './template-db';

let t: TestApp;
let customer: string;
let admin: string;
beforeAll(async () => {
  t = await startApp();
  customer = (await registerUser(t)).token;
  admin = (await passwordLogin(t, 'admin', DEMO_PASSWORD)).body.data.token;
});
afterAll(() => t?.close());

/** Sends the same request in both languages: 40001 with these messages, and the database unchanged. */
async function refusedInBoth(
  send: (lang: string) => Promise<{ http: number; body: { status: number; msg: string } }>,
  zh: RegExp,
  en: RegExp,
) {
  const before = await fingerprint(t);
  const [inZh, inEn] = [await send('zh-cn'), await send('en')];
  expect([inZh.http, inZh.body.status, inZh.body.msg]).toEqual([200, 40001, expect.stringMatching(zh)]);
  expect([inEn.http, inEn.body.status, inEn.body.msg]).toEqual([200, 40001, expect.stringMatching(en)]);
  expect(await fingerprint(t)).toEqual(before);
}

describe('non-finite numbers in integer path and query values', () => {
  it.each(['Infinity', '-Infinity', '1e309', '9007199254740993'])('refuses %s as an id, a page and a filter', async (value) => {
    for (const [url, token] of [
      [`/api/embargo/detail/${value}`, undefined],
      [`/api/user/address/detail/${value}`, customer],
      [`/api/user/address/lst?page=${value}`, customer],
      [`/api/card/deduction/lst?card_id=${value}`, customer],
      [`/api/admin/embargo_item/lst?category_id=${value}`, admin],
    ] as const) {
      await refusedInBoth((lang) => get(t, url, { token, lang }), /须为 1 到 \d+ 之间的整数$/, /: must be a whole number from 1 to \d+$/);
    }
  });
});

describe('control characters in staff and admin text and in keywords', () => {
  it.each([
    ['0000', '\u0000'],
    ['0007', '\u0007'],
    ['001B', '\u001b'],
    ['009B', '\u009b'],
  ])('refuses U+%s in admin content and in list keywords', async (_hex, c) => {
    const food = { code: 'f1', name_zh: `苹果${c}`, name_en: 'Apple', status: 'allowed' };
    await refusedInBoth(
      (lang) => post(t, '/api/admin/food/create', food, { token: admin, lang }),
      /不能包含控制字符$/,
      /: must not contain control characters$/,
    );
    for (const url of ['/api/admin/food/lst', '/api/faq/lst', '/api/embargo/lst']) {
      await refusedInBoth(
        (lang) => get(t, `${url}?keyword=${encodeURIComponent(`a${c}b`)}`, { token: admin, lang }),
        /不能包含控制字符$/,
        /: must not contain control characters$/,
      );
    }
  });
});

describe('malformed multipart bodies on the upload calls', () => {
  const boundary = 'b0undary';
  const whole = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${'x'.repeat(200)}\r\n--${boundary}--\r\n`,
  );
  const cases: [string, string, Buffer][] = [
    ['no boundary', 'multipart/form-data', whole],
    ['a body cut off mid-part', `multipart/form-data; boundary=${boundary}`, whole.subarray(0, 120)],
    ['a part without headers', `multipart/form-data; boundary=${boundary}`, Buffer.from(`--${boundary}\r\ngarbage\r\n`)],
  ];
  it.each(cases)('answers %s with 40001 naming the upload', async (_name, type, payload) => {
    for (const url of ['/api/upload/image', '/api/user/address/id_photo', '/api/sign/create']) {
      await refusedInBoth(
        async (lang) => {
          const response = await t.app.inject({
            method: 'POST',
            url,
            headers: { 'x-token': customer, 'x-lang': lang, 'content-type': type },
            payload,
          });
          return { http: response.statusCode, body: JSON.parse(response.body) };
        },
        /上传内容不完整或格式错误/,
        /the upload is incomplete or not well-formed multipart\/form-data/,
      );
    }
  });
});

describe('an unreadable URL', () => {
  it("answers a bad %-escape and an over-long segment with 40001, not Fastify's own body", async () => {
    for (const url of ['/api/embargo/detail/%ZZ', `/api/embargo/detail/${'9'.repeat(200)}`]) {
      expect((await get(t, url, { lang: 'en' })).body).toEqual({ status: 40001, msg: 'request URL: invalid format' });
      expect((await get(t, url)).body).toEqual({ status: 40001, msg: '请求地址格式不正确' });
    }
  });
});

describe('security headers', () => {
  const csp = (headers: Record<string, unknown>) => String(headers['content-security-policy']);

  it('are on API answers, errors and refusals alike', async () => {
    for (const [url, token] of [
      ['/api/health', undefined],
      ['/api/nope', undefined],
      ['/api/user/info', undefined],
      ['/api/embargo/detail/Infinity', customer],
    ] as const) {
      const { headers } = await t.app.inject({ method: 'GET', url, headers: token ? { 'x-token': token } : {} });
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(csp(headers)).toContain("frame-ancestors 'self'");
      expect(csp(headers)).toContain("object-src 'none'");
      expect(headers['strict-transport-security']).toBeUndefined(); // not outside production
    }
  });

  it('let the sandbox checkout page keep its style and post its form to us', async () => {
    const { headers } = await t.app.inject({ method: 'GET', url: '/api/pay/sandbox/checkout/nope' });
    expect(csp(headers)).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp(headers)).toContain("form-action 'self'");
  });

  it('allow Stripe.js and its frames, and https images', async () => {
    const { headers } = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(csp(headers)).toContain("script-src 'self' https://js.stripe.com");
    expect(csp(headers)).toContain("frame-src 'self' blob: https://js.stripe.com");
    expect(csp(headers)).toContain("connect-src 'self' blob: https://api.stripe.com");
    expect(csp(headers)).toContain("img-src 'self' data: blob: https:");
  });

  it('allow the inline script of the built H5 app by its hash, and add HSTS in production', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parcel-h5-'));
    const dist = path.join(dataDir, 'dist');
    mkdirSync(dist);
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><script>document.title="x"</script></head><body></body></html>',
    );
    const handle = await freshDb();
    const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, H5_DIST: dist }), isProduction: true };
    const app = await buildApp({ config, db: handle });
    try {
      const { headers } = await app.inject({ method: 'GET', url: '/some/page' });
      // sha256 of document.title="x", base64
      expect(csp(headers)).toContain("script-src 'self' 'sha256-");
      expect(csp(headers)).toContain('upgrade-insecure-requests');
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await app.close();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('leave Swagger UI its own policy', async () => {
    const { headers } = await t.app.inject({ method: 'GET', url: '/api/docs/static/index.html' });
    expect(csp(headers)).toContain('validator.swagger.io');
  });
});
