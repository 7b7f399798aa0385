// The screen check's visits cover every route of src/app.config.ts (a page added without a visit fails here),
// each under a unique, file-name-safe name, with its ids taken from the world. No server: a world of fixed ids.
const { test } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { consoleRoutes, consoleVisits, routesOfAppConfig, visits } = require('./visits');

const WAYBILLS = ['pendingPack', 'pendingPayment', 'paid', 'transit', 'delivered', 'claimOpen', 'refunded', 'problem', 'cancelled', 'send'];
const world = {
  tokens: { customer: 'c', agent: 'a', staff: 's', admin: 'ad', fresh: 'f', payer: 'p' },
  ids: {
    addresses: { zhangwei: 101, lisi: 102, wangfang: 103, sender: 104 },
    parcels: { shelfScarf: 201, shelfBoots: 202 },
    waybills: Object.fromEntries(WAYBILLS.map((k, i) => [k, 301 + i])),
    waybillNos: Object.fromEntries(WAYBILLS.map((k, i) => [k, `NZ00000000${i}0`])),
    card: 401,
    batch: 501,
    invoice: 601,
    claims: { decided: 701, open: 702 },
    claimNos: { decided: 'CL0001', open: 'CL0002' },
    return: 801,
    booking: 901,
    inviteCode: 'ABCD2345',
    agreementVersion: '2026.1',
    embargo: 11,
    activity: 12,
    transferWaybill: 13,
    customerId: 14,
  },
  dataStrings: [],
};

test('every route of app.config.ts has a visit, and every visit a route of it', () => {
  const routes = routesOfAppConfig();
  assert.ok(routes.includes('pages/login/index') && routes.includes('pages/staff/agent-withdrawals'), 'main and sub-package pages parsed');
  const visited = new Set(visits(world).map((v) => v.route));
  assert.deepEqual(
    routes.filter((r) => !visited.has(r)),
    [],
    'routes without a visit',
  );
  assert.deepEqual(
    [...visited].filter((r) => !routes.includes(r)),
    [],
    'visits of no route',
  );
});

test('names are unique and file-name safe; users and sizes as the contract says', () => {
  const all = visits(world);
  const names = all.map((v) => v.name);
  assert.equal(new Set(names).size, names.length, `duplicate names: ${names.filter((n, i) => names.indexOf(n) !== i)}`);
  for (const v of all) {
    assert.match(v.name, /^[a-z0-9][a-z0-9-]*$/, v.name);
    assert.match(v.route, /^pages\/[\w/-]+$/, v.name);
    assert.ok(['anon', 'customer', 'fresh', 'payer', 'agent', 'staff', 'admin'].includes(v.as), `${v.name}: ${v.as}`);
    assert.equal(v.desktop, v.route.startsWith('pages/staff/'), `${v.name}: desktop for staff pages`);
    for (const [key, value] of Object.entries(v.query)) {
      assert.ok(value !== undefined && value !== null && value !== '', `${v.name}: query ${key} is empty`);
    }
  }
});

test("every page of the console's navigation has a console visit at 1280x800, every console visit a page", () => {
  const pages = consoleRoutes();
  assert.ok(pages.includes('admin/waybills') && pages.includes('admin/audit'), 'nav.tsx parsed');
  const all = consoleVisits(world);
  const visited = new Set(all.map((v) => v.route));
  assert.deepEqual(
    pages.filter((r) => !visited.has(r)),
    [],
    'console pages without a visit',
  );
  // A page with more in its path (admin/content/article: one kind of its rows) is that page's.
  const ofAPage = (r) => pages.some((p) => r === p || r.startsWith(`${p}/`));
  assert.deepEqual(
    [...visited].filter((r) => !ofAPage(r)),
    [],
    'console visits of no page',
  );
  const names = [...visits(world), ...all].map((v) => v.name);
  assert.equal(new Set(names).size, names.length, 'visit names are unique across the app and the console');
  for (const v of all) {
    assert.match(v.name, /^console-[a-z0-9-]+$/, v.name);
    assert.ok(v.console && !v.desktop, `${v.name}: a console visit (desktop only)`);
    for (const [key, value] of Object.entries(v.query))
      assert.ok(value !== undefined && value !== null, `${v.name}: query ${key} is empty`);
  }
});

test('a route added to app.config.ts is found (and so fails the coverage above until it has a visit)', () => {
  const real = fs.readFileSync(path.resolve(__dirname, '..', '..', 'src', 'app.config.ts'), 'utf8');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visits-'));
  const file = path.join(dir, 'app.config.ts');
  fs.writeFileSync(
    file,
    real
      .replace("'pages/waybill/payment',", "'pages/waybill/payment',\n    'pages/waybill/share',")
      .replace("{ root: 'pages/result', pages: ['index'] },", "{ root: 'pages/result', pages: ['index', 'again'] },"),
  );
  const routes = routesOfAppConfig(file);
  assert.deepEqual(
    ['pages/waybill/share', 'pages/result/again'].filter((r) => !routes.includes(r)),
    [],
  );
  assert.equal(routes.length, routesOfAppConfig().length + 2);
  fs.rmSync(dir, { recursive: true });
});
