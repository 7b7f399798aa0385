// Admin journey: the admin opens the channels screen, edits the economy line's step price, sees the price
// preview of a sample parcel change (checked against the server's own pricing function), saves; a customer's
// next freight estimate of that parcel shows the new price; the audit log screen shows the change old -> new.
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const path = require('path');
const { startServer, launchBrowser, signedInPage, apiLogin, step, root } = require('../support');

// The server's own pricing code: the preview and the estimate must both be what it computes.
require(require.resolve('tsx/cjs/api', { paths: [path.join(root, 'server')] })).register();
const { priceParcel } = require(path.join(root, 'server/src/modules/pricing/price.ts'));
const { pricingChannel } = require(path.join(root, 'server/src/modules/pricing/service.ts'));

let server, browser, admin, customer, adminToken, economy;

const CODE = 'nz-general-economy';
const SAMPLE = { weightG: 3200, lengthMm: 400, widthMm: 300, heightMm: 200, declaredValue: 8000, category: 'general', insured: false };
const visible = (page, selector) => page.locator(selector).first().waitFor({ state: 'visible', timeout: 15000 });
const camel = (row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase()), v]));
const nzd = (minor) => `NZ$${(minor / 100).toFixed(2)}`;
const priced = (row) => priceParcel(pricingChannel(camel(row), { currency: 'NZD' }), SAMPLE).breakdown.total;

async function apiGet(url) {
  const res = await fetch(`${server.base}${url}`, { headers: { 'x-token': adminToken } });
  return (await res.json()).data;
}

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  adminToken = await apiLogin(server.base, 'admin', 'Demo12345');
  const customerToken = await apiLogin(server.base, '+64211234567', 'Demo12345');
  economy = (await apiGet('/api/admin/channel/lst?page_size=50')).list.find((c) => c.code === CODE);
  admin = await signedInPage(browser, adminToken, { lang: 'zh-CN' });
  customer = await signedInPage(browser, customerToken, { lang: 'zh-CN' });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('an admin changes a price after previewing it; the next estimate uses it; the audit log shows it', async () => {
  const newStep = economy.step_price + 150;
  const before = priced(economy);
  const after = priced({ ...economy, step_price: newStep });
  assert.ok(after > before, 'the sample parcel has additional steps');

  await step(admin, 'open-channels', async () => {
    await admin.goto(`${server.base}/pages/staff/index`);
    await visible(admin, '.staff-task-channels');
    await admin.click('.staff-task-channels');
    await visible(admin, `.staff-channels-page .channel-row-${CODE}`);
    await admin.click(`.staff-channels-page .channel-row-${CODE} .admin-edit`);
    await visible(admin, '.staff-channels-page .admin-field-step-price input');
  });

  await step(admin, 'preview', async () => {
    const page = '.staff-channels-page';
    await admin.fill(`${page} .admin-field-sample-weight input`, '3.2');
    await admin.fill(`${page} .admin-field-sample-length input`, '40');
    await admin.fill(`${page} .admin-field-sample-width input`, '30');
    await admin.fill(`${page} .admin-field-sample-height input`, '20');
    await admin.fill(`${page} .admin-field-sample-declared input`, '80');
    await admin.click(`${page} .admin-field-sample-category .admin-chip-general`);
    const now = admin.locator(
      `${page} .channel-preview-prices:not(.channel-preview--stale) .channel-preview-current .channel-preview-total`,
    );
    await now.filter({ hasText: nzd(before) }).waitFor({ timeout: 15000 });
    await admin.fill(`${page} .admin-field-step-price input`, (newStep / 100).toFixed(2));
    const next = admin.locator(
      `${page} .channel-preview-prices:not(.channel-preview--stale) .channel-preview-preview .channel-preview-total`,
    );
    await next.filter({ hasText: nzd(after) }).waitFor({ timeout: 15000 });
    // Nothing saved yet: the stored channel still has the old price.
    const stored = (await apiGet('/api/admin/channel/lst?page_size=50')).list.find((c) => c.code === CODE);
    assert.equal(stored.step_price, economy.step_price);
  });

  await step(admin, 'save', async () => {
    await admin.click('.staff-channels-page .admin-kind-save');
    await visible(admin, `.staff-channels-page .channel-row-${CODE}`);
    assert.match(
      await admin.locator(`.staff-channels-page .channel-row-${CODE} .channel-row-price`).innerText(),
      new RegExp(nzd(newStep).replace(/[$.]/g, '\\$&')),
    );
  });

  await step(customer, 'estimate', async () => {
    await customer.goto(`${server.base}/pages/freight-trial/index`);
    await visible(customer, '.freight-page .freight-submit');
    await customer.fill('.freight-page .freight-weight input', '3.2');
    await customer.fill('.freight-page .freight-length input', '40');
    await customer.fill('.freight-page .freight-width input', '30');
    await customer.fill('.freight-page .freight-height input', '20');
    await customer.fill('.freight-page .freight-declared input', '80');
    await customer.click('.freight-page .freight-submit');
    const total = customer.locator(`.freight-page .quote-card[data-channel="${CODE}"] .quote-total`);
    await total.waitFor({ timeout: 15000 });
    assert.equal((await total.innerText()).replace(/[^\d.]/g, ''), (after / 100).toFixed(2));
  });

  await step(admin, 'audit-log', async () => {
    await admin.goto(`${server.base}/pages/staff/audit`);
    const entry = admin.locator('.staff-audit-page .audit-entry').first();
    await entry.waitFor({ timeout: 15000 });
    assert.match(await entry.locator('.audit-what').innerText(), new RegExp(`${CODE} #${economy.id}`));
    assert.match(await entry.locator('.audit-who').innerText(), /^admin · /);
    const line = entry.locator('.audit-change-step_price');
    assert.equal(await line.locator('.audit-old').innerText(), nzd(economy.step_price));
    assert.equal(await line.locator('.audit-new').innerText(), nzd(newStep));
    assert.equal(await entry.locator('.audit-change').count(), 1);
  });
});
