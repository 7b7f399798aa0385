// Shared pieces of the browser journeys: a real API server on a fresh PGlite database serving the H5
// build, Debian's Chromium driven by playwright-core, the SMS outbox read like a phone, and a screenshot
// of the page whenever a step fails.
const { spawn } = require('child_process');
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');
const { chromium } = require('playwright-core');

const root = path.resolve(__dirname, '..');
const artifacts = path.join(__dirname, 'artifacts');
// E2E_H5_DIST runs the journeys against another H5 build folder (e.g. an experiment in dist-perf/h5).
const h5Dist = path.resolve(root, process.env.E2E_H5_DIST || path.join('dist', 'h5'));
// E2E_ADMIN_DIST: the office console's build folder, likewise (`npm run build:admin` writes dist/admin).
const adminDist = path.resolve(root, process.env.E2E_ADMIN_DIST || path.join('dist', 'admin'));

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

// A loaded machine (builds beside the run) can take over a minute to start the server: E2E_START_MS gives it longer.
async function waitForHealth(base, child, ms = Number(process.env.E2E_START_MS || 60000)) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in time');
}

/**
 * Starts the API + H5 server on a free port with its own data directory. `priority` (a nice value, e.g. 10) lowers
 * its CPU priority: a page-speed bench on this host keeps the server's work from slowing the browser it measures.
 * `env`: settings of its own (JOBS_POLLING=1 runs the background jobs, which tests otherwise leave to runDue).
 */
async function startServer({ priority, env = {} } = {}) {
  const h5 = path.join(h5Dist, 'index.html');
  if (!fs.existsSync(h5)) throw new Error('dist/h5 is missing: run `npm run build:h5` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The built server, as production runs it (built first when missing or older than the sources: a second or so).
  const serverBuild = require('../server/scripts/build');
  serverBuild.buildIfStale();
  const log = fs.createWriteStream(path.join(dataDir, 'server.log'));
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(serverBuild.distDir, 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      H5_DIST: h5Dist,
      ADMIN_DIST: adminDist,
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, so a kill on failure reaches anything it started
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  if (priority) os.setPriority(child.pid, priority);
  try {
    await waitForHealth(base, child);
  } catch (err) {
    process.kill(-child.pid, 'SIGKILL');
    const logText = fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8');
    err.message += `\n--- server log (last lines) ---\n${logText.split('\n').slice(-30).join('\n')}`;
    throw err;
  }
  return {
    base,
    dataDir,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
    },
  };
}

/**
 * Content-Security-Policy violations seen by any page of a browser: the journeys fail on one. A page reports
 * them through the DOM event (console text alone misses some), recorded by newPhonePage.
 */
const cspViolations = new WeakMap();

async function launchBrowser() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
  cspViolations.set(browser, []);
  const close = browser.close.bind(browser);
  // A violation outside a step still fails the file, without skipping the journey's own clean-up (server.stop).
  browser.close = async () => {
    await close();
    try {
      assertNoCspViolation(browser);
    } catch (err) {
      console.error(err.message);
      process.exitCode = 1;
    }
  };
  return browser;
}

function assertNoCspViolation(browser) {
  const seen = cspViolations.get(browser) || [];
  if (seen.length) throw new Error(`Content-Security-Policy violations:\n  ${seen.join('\n  ')}`);
}

/** Runs in the page: every CSP violation becomes a console error the test reads. */
function reportCspViolations() {
  document.addEventListener('securitypolicyviolation', (e) => {
    console.error(
      `CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile || document.location.href}:${e.lineNumber}`,
    );
  });
}

/** A phone-sized page; `lang` sets the browser language the app reads at first start. */
function newPhonePage(browser, { lang = 'zh-CN' } = {}) {
  return newPage(browser, { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: lang });
}

/** A desktop page (the office console), 1280x800. */
function newDesktopPage(browser, { lang = 'zh-CN' } = {}) {
  return newPage(browser, { viewport: { width: 1280, height: 800 }, locale: lang });
}

/** A page in a context of its own, recording toasts and Content-Security-Policy violations. */
async function newPage(browser, contextOptions) {
  const context = await browser.newContext(contextOptions);
  await context.addInitScript(recordToasts);
  await context.addInitScript(reportCspViolations);
  const violations = cspViolations.get(browser) || [];
  // Every page of the context, popups included (a checkout opened in a new window).
  context.on('page', (p) =>
    p.on('console', (m) => {
      if (/CSP violation|Content Security Policy/i.test(m.text())) violations.push(`${p.url()}: ${m.text()}`);
    }),
  );
  const page = await context.newPage();
  if (process.env.E2E_DEBUG) {
    page.on('console', (m) => console.error(`[console] ${m.type()} ${m.text()}`));
    page.on('response', async (r) => {
      if (r.url().includes('/api/'))
        console.error(`[api] ${r.request().method()} ${r.url()} ${r.status()} ${(await r.text().catch(() => '')).slice(0, 200)}`);
    });
  }
  return page;
}

/** The newest verification code the outbox holds for a number, as the customer would read it on the phone. */
function readSmsCode(dataDir, e164) {
  const file = path.join(dataDir, 'outbox', 'sms.jsonl');
  if (!fs.existsSync(file)) return null;
  const lines = fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const mine = lines.filter((m) => m.to === e164);
  return mine.length ? mine[mine.length - 1].code : null;
}

async function waitForSmsCode(dataDir, e164, previous = null, ms = 10000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const code = readSmsCode(dataDir, e164);
    if (code && code !== previous) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS code for ${e164}`);
}

/**
 * Login, register and home arrive drawn in the HTML (#prerendered) before the app takes them over: what the page holds
 * (a field the app fills from the address) is read once the app has.
 */
const appTookOver = (page) => page.locator('#prerendered').waitFor({ state: 'detached', timeout: 15000 });

/** Runs one journey step; on failure saves a screenshot named after it, then rethrows. */
async function step(page, name, fn) {
  try {
    const result = await fn();
    assertNoCspViolation(page.context().browser());
    return result;
  } catch (err) {
    fs.mkdirSync(artifacts, { recursive: true });
    const file = path.join(artifacts, `${name.replace(/[^\w-]+/g, '_')}.png`);
    await page.screenshot({ path: file, fullPage: true }).catch(() => {});
    err.message = `${err.message}\n(screenshot: ${path.relative(root, file)})`;
    throw err;
  }
}

module.exports = {
  startServer,
  launchBrowser,
  newPhonePage,
  newDesktopPage,
  readSmsCode,
  waitForSmsCode,
  step,
  appTookOver,
  artifacts,
  root,
  adminDist,
};

/** Signs in through the API (the sign-in journey covers the screens) and returns the token. */
async function apiLogin(base, account, password) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'account', account, password }),
  });
  const body = await res.json();
  if (body.status !== 1) throw new Error(`login ${account} failed: ${body.msg}`);
  return body.data.token;
}

/** A phone page that starts signed in (the token stored the way the app stores it). */
async function signedInPage(browser, token, options) {
  const page = await newPhonePage(browser, options);
  // The app's own window only: a previewed PDF's frame has no storage.
  await page.context().addInitScript((t) => {
    if (window === window.top) window.localStorage.setItem('token', JSON.stringify({ data: t }));
  }, token);
  return page;
}

/** Runs in the page: keeps every toast text Taro shows in window.__toasts, so a short toast can't be missed. */
function recordToasts() {
  window.__toasts = [];
  new MutationObserver(() => {
    for (const el of document.querySelectorAll('.taro__toast')) {
      const text = el.textContent.trim();
      const shown = el.style.display !== 'none';
      if (shown && text && el.__recorded !== text) window.__toasts.push(text);
      el.__recorded = shown ? text : '';
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

/** Waits until the page has shown a toast with exactly this text (since it loaded). */
async function waitForToast(page, text) {
  await page.waitForFunction((t) => (window.__toasts || []).includes(t), text, { timeout: 10000 });
}

/**
 * A caller of the API for set-up and checks: `api(method, '/order/lst', token, body)` (JSON, or FormData for
 * uploads), asserting the envelope's status 200 and answering its data.
 */
function apiClient(base, lang = 'zh-cn') {
  return async function api(method, url, token, body) {
    const res = await fetch(`${base}/api${url}`, {
      method,
      headers: { 'x-token': token, 'x-lang': lang, ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}) },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json();
    if (json.status !== 200) throw new Error(`${method} ${url}: ${json.status} ${json.msg}`);
    return json.data;
  };
}

/** Signs the current transport agreement through the API with a drawn-looking stroke (set-up for journeys). */
async function signAgreementViaApi(api, token) {
  const sharp = require(require.resolve('sharp', { paths: [path.join(root, 'server')] }));
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M20 150 C 100 20, 200 180, 300 60 S 500 150, 580 40" stroke="black" stroke-width="8" fill="none"/></svg>';
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const { current_version: version } = await api('GET', '/sign/status', token);
  const form = new FormData();
  form.append('version', version);
  form.append('file', new Blob([png], { type: 'image/png' }), 'signature.png');
  await api('POST', '/sign/create', token, form);
}

/**
 * A pack request through the API (set-up for journeys): the customer declares a parcel, staff check it in, the
 * customer asks for it to be packed to their first recipient, on `channel` (default the site's first line). Answers
 * the waybill.
 */
async function packRequestViaApi(api, { customer, staff }, trackingNo, options = {}) {
  const { goods = [{ name: '羊毛衫', category: 'clothing', quantity: 2, unit_value: 6000 }], weightG = 900, channel } = options;
  const parcel = await api('POST', '/parcel/create', customer, { courier: 'NZ Post', tracking_no: trackingNo, goods });
  await api('POST', '/staff/parcel/checkin', staff, { tracking_no: trackingNo, weight_g: weightG, location: 'A-01' });
  const [address] = (await api('GET', '/user/address/lst?type=recipient', customer)).list;
  const channelCode = channel ?? (await api('GET', '/price/channels', customer)).list[0].code;
  return api('POST', '/order/pack/create', customer, {
    parcel_ids: [parcel.id],
    address_id: address.id,
    channel_code: channelCode,
    insured: false,
    goods,
  });
}

/** The same, then packed by staff as `packed` says (weight_g, length_mm, width_mm, height_mm): a waybill to pay. */
async function pricedWaybillViaApi(api, users, trackingNo, { packed, ...options }) {
  const created = await packRequestViaApi(api, users, trackingNo, options);
  return api('POST', `/staff/order/pack/${created.id}`, users.staff, packed);
}
module.exports.packRequestViaApi = packRequestViaApi;
module.exports.pricedWaybillViaApi = pricedWaybillViaApi;

/**
 * Starts an online payment with the sandbox provider and pays on its checkout page over HTTP (set-up: the money
 * journey covers the screens); answers the payment id.
 */
async function paidOnlineViaApi(api, base, token, url, body, key = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`) {
  const start = await api('POST', url, token, { ...body, method: 'sandbox', platform: 'h5', idempotency_key: key, return_url: base });
  const ref = start.client.url.split('/').pop();
  const res = await fetch(`${base}/api/pay/sandbox/complete/${ref}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=paid',
    redirect: 'manual',
  });
  if (res.status !== 303) throw new Error(`sandbox payment ${ref}: ${res.status}`);
  return start.payment.id;
}
module.exports.paidOnlineViaApi = paidOnlineViaApi;

/** The usual start of a journey: a server on a fresh database, the browser, the demo customer and staff signed in through the API. */
async function startDemoWorld() {
  const server = await startServer();
  const browser = await launchBrowser();
  const customer = await apiLogin(server.base, '+64211234567', 'Demo12345');
  const staff = await apiLogin(server.base, 'staff', 'Demo12345');
  return { server, api: apiClient(server.base), browser, customer, staff };
}

module.exports.apiClient = apiClient;
module.exports.startDemoWorld = startDemoWorld;
module.exports.signAgreementViaApi = signAgreementViaApi;
module.exports.apiLogin = apiLogin;
module.exports.signedInPage = signedInPage;
module.exports.waitForToast = waitForToast;

/**
 * Fills the open register page (mobile, the SMS code as the phone gets it, password twice, terms) and submits.
 * `previousCode`: the number's last code before this one (a number registering again).
 */
async function fillRegisterForm(page, dataDir, { national, e164, password, previousCode = null }) {
  await page.fill('.register-page .register-mobile input', national);
  await page.click('.register-page .get-code');
  const code = await waitForSmsCode(dataDir, e164, previousCode);
  await page.fill('.register-page .register-captcha input', code);
  await page.fill('.register-page .register-password input', password);
  await page.fill('.register-page .register-confirm input', password);
  await page.click('.register-page .register-agree .nut-checkbox');
  await page.click('.register-page .register-submit');
}
module.exports.fillRegisterForm = fillRegisterForm;

/**
 * Fills the open address form with a China recipient in Beijing's Chaoyang district (the region picker lists its
 * names in Chinese in both languages): name, mobile, region, street, postcode and, when given, the ID number.
 */
async function fillChinaRecipient(page, { name, mobile, street, postcode, id }) {
  await page.fill('.address-edit-page .address-name-input input', name);
  await page.fill('.address-edit-page .address-mobile-input input', mobile);
  await page.click('.address-edit-page .address-region');
  for (const region of ['北京市', '北京市', '朝阳区']) {
    await page
      .locator('.address-region-picker .nut-cascader-item:visible', { hasText: new RegExp(`^${region}$`) })
      .last()
      .click(); // earlier panes stay in the DOM
  }
  await page.locator('.address-edit-page .address-region-value', { hasText: '朝阳区' }).waitFor();
  await page.fill('.address-edit-page .address-street-input input', street);
  await page.fill('.address-edit-page .address-postcode-input input', postcode);
  if (id) await page.fill('.address-edit-page .address-id-input input', id);
}
module.exports.fillChinaRecipient = fillChinaRecipient;
