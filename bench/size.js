#!/usr/bin/env node
// Size report: the gzipped JS+CSS that /pages/login/index loads first in a real browser set to Chinese and to English
// (served from dist/h5 by a static server with history fallback), and the weapp main package size (dist/weapp).
// Run after `npm run build:h5 && npm run build:weapp`:  node bench/size.js   (writes bench/out/size.json)
// H5_DIST / WEAPP_DIST point it at other build folders.
const fs = require('fs');
const http = require('http');
const path = require('path');
const zlib = require('zlib');
const { launchBrowser } = require('../e2e/support');

const root = path.resolve(__dirname, '..');
const h5 = path.resolve(root, process.env.H5_DIST || path.join('dist', 'h5'));
const weapp = path.resolve(root, process.env.WEAPP_DIST || path.join('dist', 'weapp'));
const BUDGET = { loginGzipKB: 120, weappMainMB: 0.7 };

function serveStatic(dir) {
  const server = http.createServer((req, res) => {
    const url = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    let file = path.join(dir, url);
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(dir, 'index.html');
    if (url.startsWith('/api/')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end('{"status":200,"msg":"","data":null}');
    }
    res.writeHead(200);
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** What a first visit loads, in a browser set to `locale` (the app starts in that language: its strings differ). */
async function loginPageAssets(locale) {
  const server = await serveStatic(h5);
  const browser = await launchBrowser();
  const page = await (await browser.newContext({ locale })).newPage();
  const assets = new Set();
  page.on('request', (req) => {
    const p = new URL(req.url()).pathname;
    if (/\.(js|css)$/.test(p)) assets.add(p);
  });
  await page.goto(`http://127.0.0.1:${server.address().port}/pages/login/index`, { waitUntil: 'networkidle' });
  await browser.close();
  server.close();
  return [...assets].map((p) => {
    const buf = fs.readFileSync(path.join(h5, p));
    const br = zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    return { file: p, bytes: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length, br };
  });
}

function dirSize(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => {
    const full = path.join(dir, e.name);
    return sum + (e.isDirectory() ? dirSize(full) : fs.statSync(full).size);
  }, 0);
}

function summary(assets) {
  const gzip = assets.reduce((s, a) => s + a.gzip, 0);
  const br = assets.reduce((s, a) => s + a.br, 0);
  return {
    files: assets.length,
    gzip_kb: +(gzip / 1024).toFixed(1),
    brotli_kb: +(br / 1024).toFixed(1),
    budget_kb: BUDGET.loginGzipKB,
    assets,
  };
}

async function main() {
  const login = { zh: summary(await loginPageAssets('zh-CN')), en: summary(await loginPageAssets('en-US')) };
  const hasWeapp = fs.existsSync(path.join(weapp, 'app.json')); // a weapp build is optional: H5 figures alone
  const appJson = hasWeapp ? JSON.parse(fs.readFileSync(path.join(weapp, 'app.json'), 'utf8')) : {};
  const subRoots = (appJson.subPackages || appJson.subpackages || []).map((s) => s.root.replace(/\/$/, ''));
  const total = hasWeapp ? dirSize(weapp) : 0;
  const sub = subRoots.reduce((s, r) => s + (fs.existsSync(path.join(weapp, r)) ? dirSize(path.join(weapp, r)) : 0), 0);
  const result = {
    measured_at: new Date().toISOString(),
    login,
    weapp: !hasWeapp
      ? null
      : {
          main_package_mb: +((total - sub) / 1024 / 1024).toFixed(3),
          total_mb: +(total / 1024 / 1024).toFixed(3),
          budget_mb: BUDGET.weappMainMB,
        },
  };
  fs.mkdirSync(path.join(__dirname, 'out'), { recursive: true });
  fs.writeFileSync(path.join(__dirname, 'out', 'size.json'), JSON.stringify(result, null, 2));
  for (const [lang, first] of Object.entries(login)) {
    console.log(
      `login page first load (${lang}): ${first.files} files, ${first.gzip_kb} KB gzipped (budget ${BUDGET.loginGzipKB} KB), ${first.brotli_kb} KB as the server sends it (Brotli)`,
    );
    for (const a of first.assets.sort((x, y) => y.gzip - x.gzip)) console.log(`  ${a.file}  ${(a.gzip / 1024).toFixed(1)} KB gz`);
  }
  if (hasWeapp) console.log(`weapp main package: ${result.weapp.main_package_mb} MB (budget ${BUDGET.weappMainMB} MB; WeChat limit 2 MB)`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
