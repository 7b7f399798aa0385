#!/usr/bin/env node
// Opens every page of the weapp build (app.json: the main package and every sub-package) in the fake WeChat host
// (scripts/weapp-host.js), in Chinese and in English, against the real API server on a fresh demo database filled
// through the API (see seed), and fails on what nobody should read: a translation key (`claims.add.title`), `{{…}}`,
// `undefined`, `NaN`, `null`, `[object …]` (in the page, its title, toasts, dialogs, tab labels), a page with no text
// at all (a skeleton that never ends), a call the server refused, or an error the app logged.
// Customer pages open signed in as the demo customer, staff pages as staff (admin pages as admin), the sign-in pages
// signed out. The build needs an https API address baked in (TARO_APP_API_BASE); the host sends its calls to the
// server whatever the address. Needs dist/h5 too (the server of e2e/support.js serves it).
const fs = require('fs');
const path = require('path');
const { startServer, apiLogin, apiClient, signAgreementViaApi, root } = require('../e2e/support');
const { loadWeapp, forwardTo } = require('./weapp-host');

const dist = process.env.WEAPP_DIST ? path.resolve(process.env.WEAPP_DIST) : path.join(root, 'dist', 'weapp');
const LANGS = ['zh_CN', 'en'];
// WEAPP_SCREENS_DUMP=<dir>: each page's texts written there (<route>.<lang>.txt), to read what a page shows.
const DUMP = process.env.WEAPP_SCREENS_DUMP;
if (DUMP) fs.mkdirSync(DUMP, { recursive: true });
const GUEST_PAGES = ['pages/login/index', 'pages/register/index'];
// Staff pages opened as admin: the admin screens (admin-only calls) and the agent pages (their settings are admins').
const ADMIN_PAGES = [
  'channels',
  'content',
  'audit',
  'site-settings',
  'agents',
  'agent-withdrawals',
  'card-products',
  'coupons',
  'activities',
].map((p) => `pages/staff/${p}`);

/** main pages, then each sub-package's, as routes without the leading slash. */
function routesOf(appJson) {
  const subs = (appJson.subPackages || appJson.subpackages || []).flatMap((s) => s.pages.map((p) => `${s.root}/${p}`));
  return [...appJson.pages, ...subs];
}

/** The top-level namespaces of the app's strings: a key's first segment is one of them. */
function namespaces() {
  const dir = path.join(root, 'src', 'locales');
  const files = [path.join(dir, 'zh-CN.ts'), ...fs.readdirSync(path.join(dir, 'areas')).map((f) => path.join(dir, 'areas', f))];
  const names = new Set();
  for (const file of files) for (const m of fs.readFileSync(file, 'utf8').matchAll(/^ {2}(\w+):/gm)) names.add(m[1]);
  return names;
}

/** What is wrong with one text a user would read (none: an empty list). */
function defectsIn(text, ns) {
  const found = [];
  for (const m of text.matchAll(/(?<![\w.$])([A-Za-z]\w*)((?:\.\w+)+)(?![\w])/g)) if (ns.has(m[1])) found.push(`raw key "${m[0]}"`);
  if (/\{\{|\}\}/.test(text)) found.push('"{{" or "}}"');
  for (const word of ['undefined', 'NaN', 'null']) if (new RegExp(`\\b${word}\\b`).test(text)) found.push(`"${word}"`);
  if (text.includes('[object')) found.push('"[object"');
  return found;
}

/**
 * Data that fills the pages, made through the API as the journeys do: the agreement signed, a parcel in the
 * warehouse, a waybill awaiting payment, a delivered one with a claim, a paid return, a pickup booking; the customer an
 * approved agent. Answers the ids the pages' queries take.
 */
async function seed(base, { customer, staff, admin }) {
  const api = apiClient(base);
  await signAgreementViaApi(api, customer);
  const goods = [{ name: '羊毛围巾', category: 'clothing', quantity: 1, unit_value: 6000 }];
  let seq = 0;
  const parcelIn = async () => {
    const no = `NZP7000${++seq}`;
    const parcel = await api('POST', '/parcel/create', customer, { courier: 'NZ Post', tracking_no: no, goods });
    await api('POST', '/staff/parcel/checkin', staff, { tracking_no: no, weight_g: 1500, location: 'W-01' });
    return parcel;
  };
  // Paid through the sandbox provider, as its checkout page would answer.
  const sandboxPay = async (url, body) => {
    const start = await api('POST', url, customer, {
      ...body,
      use_wallet: false,
      method: 'sandbox',
      platform: 'h5',
      idempotency_key: `weapp-screens${url.replace(/\W+/g, '-')}`,
    });
    const form = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    };
    await fetch(`${base}/api/pay/sandbox/complete/${start.client.url.split('/').pop()}`, form);
  };
  const [address] = (await api('GET', '/user/address/lst?type=recipient', customer)).list;
  const packed = async () => {
    const order = {
      parcel_ids: [(await parcelIn()).id],
      address_id: address.id,
      channel_code: 'nz-general-economy',
      insured: false,
      goods,
    };
    const waybill = await api('POST', '/order/pack/create', customer, order);
    await api('POST', `/staff/order/pack/${waybill.id}`, staff, { weight_g: 1600, length_mm: 300, width_mm: 200, height_mm: 150 });
    return waybill;
  };

  const parcel = await parcelIn();
  const unpaid = await packed();
  const delivered = await packed();
  await sandboxPay('/pay/waybill', { waybill_id: delivered.id });
  await api('POST', '/staff/order/dispatch', staff, { ids: [delivered.id] });
  await api('POST', `/staff/order/delivered/${delivered.id}`, staff, {});

  const sharp = require(require.resolve('sharp', { paths: [path.join(root, 'server')] }));
  const photo = new FormData();
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();
  photo.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'claim.jpg');
  const { file } = await api('POST', '/after/sales/photo', customer, photo);
  const claim = await api('POST', '/after/sales/create', customer, {
    type: 'damaged',
    waybill_id: delivered.id,
    description: '外箱压坏',
    photos: [file],
    amount: 1000,
    proof: [],
  });

  const shop = {
    name: 'Shop',
    phone: '+6491234567',
    street: '1 Queen Street',
    suburb: 'Auckland Central',
    city: 'Auckland',
    region: 'Auckland',
  };
  const deadline = new Date(Date.now() + 14 * 86400000).toISOString().slice(0, 10);
  const ret = await api('POST', '/return/create', customer, {
    parcel_ids: [(await parcelIn()).id],
    method: 'postage',
    address: { ...shop, postcode: '1010', country: 'NZ' },
    ra_number: 'RMA1',
    deadline,
  });
  await api('POST', `/staff/return/quote/${ret.id}`, staff, { postage: 1500 });
  await sandboxPay(`/return/pay/${ret.id}`, {});

  const [depot] = (await api('GET', '/reservation/depots', customer)).list;
  const { days } = await api('GET', `/reservation/slots?depot_id=${depot.id}&days=7`, customer);
  const slot = days.flatMap((d) => d.slots).find((s) => s.bookable);
  const booking = await api('POST', '/reservation/create', customer, {
    slot_id: slot.id,
    parcel_ids: [(await parcelIn()).id],
    real_name: 'ZHANG Wei',
  });

  await api('POST', '/agent/create', customer, { name: '演示代理', contact: '+64211234567', promotion: '朋友圈' });
  const [applied] = (await api('GET', '/staff/agent/lst?status=pending', admin)).list;
  await api('POST', `/staff/agent/decide/${applied.id}`, admin, { outcome: 'approve' });
  return { parcel, unpaid, delivered, claim, ret, booking };
}

/** The query each page opens with: pages that show one record get a seeded one. */
function queries({ parcel, unpaid, delivered, claim, ret, booking }) {
  return {
    'pages/waybill/detail': { id: delivered.id },
    'pages/waybill/edit': { id: unpaid.id },
    'pages/waybill/logistics': { id: delivered.id },
    'pages/waybill/pack': { ids: String(parcel.id) },
    'pages/waybill/payment': { id: unpaid.id },
    'pages/claims/add': { waybill_id: delivered.id },
    'pages/mine/after-service/detail': { id: claim.id },
    'pages/mine/order-refund/detail': { id: ret.id },
    'pages/reservation/result': { id: booking.id },
    'pages/staff/order': { id: unpaid.id },
    'pages/staff/claim': { id: claim.id },
    'pages/staff/return': { id: ret.id },
    'pages/embargo/detail': { id: 1 },
  };
}

let asked = 0; // calls the pages made: none means a build without an API address

/** Opens each route in one app (one language, one account), each page closed before the next opens. */
async function visit(routes, { lang, token, base, query, ns }) {
  const send = forwardTo(base);
  let failed = [];
  const host = loadWeapp(dist, {
    async onRequest(opts) {
      asked++;
      const res = await send(opts);
      const status = typeof res.data === 'object' && res.data ? res.data.status : undefined;
      if (res.statusCode !== 200 || (status !== undefined && status !== 200))
        failed.push(
          `${opts.method || 'GET'} ${new URL(opts.url).pathname} answered ${res.statusCode}${status !== undefined ? ` / ${status} ${res.data.msg}` : ''}`,
        );
      return res;
    },
    storage: token ? { token, lang } : { lang },
    language: lang,
  });
  await host.launch({ path: routes[0], query: {}, scene: 1001 });
  const problems = [];
  for (const route of routes) {
    const calls = host.calls.length;
    const errors = host.errors.length;
    const where = `${route} (${lang === 'en' ? 'en' : 'zh'})`;
    let page;
    try {
      page = await host.openPage(route, query[route] || {});
    } catch (err) {
      problems.push(`${where}: does not open: ${err.stack}`);
      continue;
    }
    // What the page showed beside its tree: the title, toasts, dialogs, tab labels.
    const shown = host.calls
      .slice(calls)
      .flatMap(({ api, opts }) => (api === 'request' ? [] : [opts.title, opts.content, opts.text].filter((t) => typeof t === 'string')));
    const texts = host.texts(page);
    if (DUMP) fs.writeFileSync(path.join(DUMP, `${route.replace(/\//g, '_')}.${lang}.txt`), [...texts, '--- shown:', ...shown].join('\n'));
    if (!texts.length) problems.push(`${where}: empty page (no text)`);
    for (const text of new Set([...texts, ...shown]))
      for (const defect of defectsIn(text, ns)) problems.push(`${where}: ${defect} in "${text.slice(0, 120)}"`);
    for (const f of failed) problems.push(`${where}: a call failed: ${f}`);
    failed = [];
    for (const error of host.errors.slice(errors)) problems.push(`${where}: the app logged an error: ${error.slice(0, 300)}`);
    await host.closePage(page);
  }
  return problems;
}

(async () => {
  const began = Date.now();
  const appJson = JSON.parse(fs.readFileSync(path.join(dist, 'app.json'), 'utf8'));
  const routes = routesOf(appJson);
  const ns = namespaces();
  const server = await startServer();
  const started = Date.now();
  let seeded;
  let problems = [];
  try {
    const sign = (account) => apiLogin(server.base, account, 'Demo12345');
    const [customer, staff, admin] = [await sign('+64211234567'), await sign('staff'), await sign('admin')];
    const query = queries(await seed(server.base, { customer, staff, admin }));
    seeded = Date.now();
    const groups = [
      { token: '', routes: routes.filter((r) => GUEST_PAGES.includes(r)) },
      { token: customer, routes: routes.filter((r) => !GUEST_PAGES.includes(r) && !r.startsWith('pages/staff/')) },
      { token: staff, routes: routes.filter((r) => r.startsWith('pages/staff/') && !ADMIN_PAGES.includes(r)) },
      { token: admin, routes: routes.filter((r) => ADMIN_PAGES.includes(r)) },
    ];
    for (const lang of LANGS)
      for (const group of groups) problems = problems.concat(await visit(group.routes, { ...group, lang, base: server.base, query, ns }));
  } finally {
    await server.stop();
  }
  // Then every page only says so: that is the one problem to report.
  if (!asked) problems = ['no page called the API: build the weapp with an https TARO_APP_API_BASE (any; the host answers it)'];
  const secs = (from, to = Date.now()) => `${((to - from) / 1000).toFixed(1)} s`;
  const seconds = `${secs(began)}: server ${secs(began, started)}, data ${secs(started, seeded)}, pages ${secs(seeded)}`;
  if (problems.length) {
    console.error(`check-weapp-screens: ${problems.length} problem(s) on ${routes.length} pages x ${LANGS.length} languages (${seconds}):`);
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log(`check-weapp-screens: ${routes.length} pages x ${LANGS.length} languages show text, no raw key, no error (${seconds})`);
  process.exit(0); // the app's long timers (request timeouts, countdowns) would keep Node running
})().catch((err) => {
  console.error(`check-weapp-screens: ${err.stack}`);
  process.exit(1);
});
