/**
 * How the built H5 app and the API go over the wire: the build's Brotli/gzip copies sent to browsers that accept
 * them, hashed files cached for a year, index.html revalidated, API answers over 1 KB compressed.
 */
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startApp, type TestApp } from './helpers';

const script = `console.log(${JSON.stringify('parcel '.repeat(400))});\n`;
const html = `<!doctype html><html lang="zh-CN"><head><script src="/js/app.1a2b3c4d.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;

const preloads = {
  pages: { '/pages/login/index': ['/js/9265.aaaaaaaa.js', '/css/9265.bbbbbbbb.css'], '/pages/home/index': ['/js/77.cccccccc.js'] },
  lang: { zh_CN: '/js/lang-zh.dddddddd.js', en: '/js/lang-en.eeeeeeee.js' },
};
const preloaded = (body: string) =>
  [...body.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"[^>]*>/g)].map((m) => `${m[2]} ${m[1]}`);

const drawnPage = (lang: string, text: string) =>
  html.replace('<body>', `<body><div id="prerendered"><input placeholder="${text}"></div>`).replace('zh-CN', lang);
const drawn = {
  'login.zh_CN': drawnPage('zh-CN', '手机号'),
  'login.en': drawnPage('en', 'Mobile number'),
  'register.zh_CN': drawnPage('zh-CN', '设置密码'),
};

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
  writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify(preloads));
  // The first screens the build drew (scripts/prerender-h5.js): login in both languages, register in Chinese only.
  mkdirSync(path.join(dist, 'prerendered'));
  for (const [name, body] of Object.entries(drawn)) writeFileSync(path.join(dist, 'prerendered', `${name}.html`), body);
  writeFileSync(
    path.join(dist, 'prerendered', 'pages.json'),
    JSON.stringify({
      '/pages/login/index': { zh_CN: 'prerendered/login.zh_CN.html', en: 'prerendered/login.en.html' },
      '/pages/register/index': { zh_CN: 'prerendered/register.zh_CN.html' },
    }),
  );
  // The app icon and manifest as the build copies them to the site root (config/index.ts).
  cpSync(path.join(__dirname, '..', '..', 'src', 'assets', 'app-icon'), dist, { recursive: true });
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

  it('revalidates the page HTML on every load, at / and at a page path, and compresses it', async () => {
    // "/" and the login page: the login page as the build drew it (Chinese: no language asked for).
    for (const [url, sent] of [
      ['/', drawn['login.zh_CN']],
      ['/pages/login/index', drawn['login.zh_CN']],
      ['/pages/waybill/detail/index?id=3', html],
    ]) {
      const res = await fetch(url, 'br');
      expect([url, res.statusCode, res.headers['cache-control'], res.headers['content-encoding']]).toEqual([url, 200, 'no-cache', 'br']);
      expect(
        brotliDecompressSync(res.rawPayload)
          .toString()
          .replace(/<link rel="preload"[^>]*>/g, ''),
      ).toBe(sent);
    }
  });

  it("names the page's chunks and the visitor's language strings as preloads in the head", async () => {
    const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
    const login = await page('/pages/login/index?from=share', { cookie: 'sid=1; lang=en', 'accept-language': 'zh-CN' });
    expect(preloaded(login.body)).toEqual([
      'script /js/lang-en.eeeeeeee.js',
      'script /js/9265.aaaaaaaa.js',
      'style /css/9265.bbbbbbbb.css',
    ]);
    expect(login.body.indexOf('rel="preload"')).toBeLessThan(login.body.indexOf('</head>'));
    expect(login.headers.vary).toMatch(/cookie/i);
    // "/" is the first page; without a chosen language the device's decides, as in the app.
    expect(preloaded((await page('/', { 'accept-language': 'en-NZ,en;q=0.9' })).body)).toEqual([
      'script /js/lang-en.eeeeeeee.js',
      'script /js/9265.aaaaaaaa.js',
      'style /css/9265.bbbbbbbb.css',
    ]);
    expect(preloaded((await page('/pages/home/index')).body)).toEqual(['script /js/lang-zh.dddddddd.js', 'script /js/77.cccccccc.js']);
    // A path the app does not have still gets the strings its "page not found" view needs, and nothing else.
    expect(preloaded((await page('/pages/nope/index', { cookie: 'lang=zh_CN' })).body)).toEqual(['script /js/lang-zh.dddddddd.js']);
  });

  it("sends the page drawn in the visitor's language where the build drew it, index.html elsewhere", async () => {
    const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
    const chosenEnglish = await page('/pages/login/index?from=share', { cookie: 'lang=en', 'accept-language': 'zh-CN' });
    expect(chosenEnglish.body).toContain('placeholder="Mobile number"');
    expect(chosenEnglish.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(chosenEnglish.headers.vary).toMatch(/cookie.*accept-language/i);
    // Its preloads as for index.html.
    expect(preloaded(chosenEnglish.body)).toEqual([
      'script /js/lang-en.eeeeeeee.js',
      'script /js/9265.aaaaaaaa.js',
      'style /css/9265.bbbbbbbb.css',
    ]);
    // No choice: the browser's language; "/" is the login page.
    expect((await page('/', { 'accept-language': 'en-NZ,en;q=0.9' })).body).toContain('placeholder="Mobile number"');
    expect((await page('/', { 'accept-language': 'fr-FR' })).body).toContain('placeholder="手机号"');
    expect((await page('/pages/login/index', { cookie: 'lang=zh_CN', 'accept-language': 'en' })).body).toContain('placeholder="手机号"');
    expect((await page('/pages/register/index')).body).toContain('placeholder="设置密码"');
    // Not drawn in that language, or not drawn at all: the plain index.html, which the app fills.
    for (const [url, headers] of [
      ['/pages/register/index', { cookie: 'lang=en' }],
      ['/pages/home/index', {}],
      ['/pages/nope/index', {}],
    ] as const) {
      const res = await page(url, headers);
      expect([res.statusCode, res.body.includes('id="prerendered"')]).toEqual([200, false]);
    }
  });

  it('sends the app icon and the web app manifest with their types, kept a day', async () => {
    const sent = async (url: string) => {
      const res = await fetch(url);
      return [url, res.statusCode, res.headers['content-type'], res.headers['cache-control']];
    };
    const day = 'public, max-age=86400';
    expect(await sent('/favicon.ico')).toEqual(['/favicon.ico', 200, 'image/vnd.microsoft.icon', day]);
    expect(await sent('/favicon.svg')).toEqual(['/favicon.svg', 200, 'image/svg+xml', day]);
    expect(await sent('/apple-touch-icon.png')).toEqual(['/apple-touch-icon.png', 200, 'image/png', day]);
    expect(await sent('/manifest.webmanifest')).toEqual(['/manifest.webmanifest', 200, 'application/manifest+json', day]);
    const manifest = JSON.parse((await fetch('/manifest.webmanifest')).body);
    expect(manifest).toMatchObject({
      short_name: '包裹转运',
      theme_color: '#ce3436',
      display: 'standalone',
      start_url: '/pages/home/index',
    });
    for (const icon of manifest.icons) expect(await sent(icon.src)).toEqual([icon.src, 200, 'image/png', day]);
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
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
