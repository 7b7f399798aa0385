// The console's prices and reference data (desktop 1280x800): an admin changes a channel's first-weight price in its
// drawer (a wrong amount is named on its field and saves nothing), adds a question to the FAQ in both languages, which
// customers then find, and hides it again; the audit log holds the price change, field by field.
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const { adminDist, apiLogin, artifacts, newDesktopPage, startDemoWorld, step } = require('../support');

let server, api, browser, admin;

before(async () => {
  if (!fs.existsSync(path.join(adminDist, 'index.html'))) throw new Error(`${adminDist} is missing: run \`npm run build:admin\` first`);
  ({ server, api, browser } = await startDemoWorld());
  admin = await apiLogin(server.base, 'admin', 'Demo12345');
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedIn(page, to) {
  await page.goto(`${server.base}/admin${to}`);
  await page.getByRole('button', { name: 'English' }).click();
  await page.fill('form input#account', 'admin');
  await page.fill('form input#password', 'Demo12345');
  await page.click('form button[type=submit]');
  await page.locator('.ant-table-tbody tr.ant-table-row').first().waitFor();
}

const drawer = (page) => page.locator('.kind-form');
const field = (page, label) => drawer(page).getByLabel(label, { exact: true });

test("a channel's first-weight price: a wrong amount is named and saves nothing, a right one is saved and audited", async () => {
  const [channel] = (await api('GET', '/admin/channel/lst?page=1&page_size=20', admin)).list;
  const page = await newDesktopPage(browser, { lang: 'en-NZ' });
  await step(page, 'console-prices', async () => {
    await signedIn(page, '/prices');
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: channel.name_en }).first();
    await row.getByRole('button', { name: 'Edit' }).click();
    const price = field(page, 'First-weight price');
    assert.equal(await price.inputValue(), (channel.first_price / 100).toFixed(2));

    await price.fill('12.345');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await drawer(page).getByText('Please check "First-weight price"').waitFor();
    assert.equal((await api('GET', `/admin/channel/detail/${channel.id}`, admin)).first_price, channel.first_price);

    const next = channel.first_price + 100;
    await price.fill((next / 100).toFixed(2));
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await page.getByText('Saved').first().waitFor();
    await drawer(page).waitFor({ state: 'hidden' });
    assert.equal((await api('GET', `/admin/channel/detail/${channel.id}`, admin)).first_price, next);
    await page.screenshot({ path: path.join(artifacts, 'console-prices-en.png') });
  });
  // Only the changed field was sent: the audit row names it and nothing else.
  const [entry] = (await api('GET', `/admin/audit/lst?kind=channel&entity_id=${channel.id}`, admin)).list;
  assert.deepEqual(
    entry.changes.map((c) => [c.field, c.old, c.new]),
    [['first_price', channel.first_price, channel.first_price + 100]],
  );
  await page.context().close();
});

test('a question added to the FAQ in both languages is what customers find, until it is hidden', async () => {
  const page = await newDesktopPage(browser, { lang: 'en-NZ' });
  const question = { zh: '控制台新增的问题?', en: 'A question added in the console?' };
  // As a visitor asks: no session.
  const found = async () =>
    (await (await fetch(`${server.base}/api/faq/lst?keyword=${encodeURIComponent('控制台新增')}`)).json()).data.list.length;
  await step(page, 'console-content-faq', async () => {
    await signedIn(page, '/content/faq');
    await page.getByRole('button', { name: 'New' }).click();
    await field(page, 'Code').fill('console-faq');
    await drawer(page).getByLabel('Category', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Shipping' }).click();
    await field(page, 'Question (Chinese)').fill(question.zh);
    await field(page, 'Question (English)').fill(question.en);
    await field(page, 'Answer (Chinese)').fill('在控制台里写的回答。');
    await field(page, 'Answer (English)').fill('An answer written in the console.');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: question.en });
    await row.waitFor();
    assert.equal(await found(), 1);

    await row.getByRole('button', { name: 'Deactivate' }).click();
    await row.getByText('Inactive').waitFor();
    assert.equal(await found(), 0);
    await page.screenshot({ path: path.join(artifacts, 'console-content-faq-en.png') });
  });
  await page.context().close();
});

test("a depot's closed day set in the settings is what customers booking a pickup see, until it is deleted", async () => {
  const [depot] = (await api('GET', '/admin/warehouse/lst?kind=depot', admin)).list;
  const { today } = await api('GET', `/reservation/slots?depot_id=${depot.id}&days=1`, admin);
  const day = new Date(Date.parse(`${today}T00:00:00Z`) + 5 * 86400000).toISOString().slice(0, 10);
  const shown = async () => {
    const { days } = await api('GET', `/reservation/slots?depot_id=${depot.id}&from=${day}&days=1`, admin);
    return [days[0].open, days[0].reason];
  };
  const page = await newDesktopPage(browser, { lang: 'en-NZ' });
  await step(page, 'console-settings-closed-day', async () => {
    await signedIn(page, '/settings/depot_exception');
    await page.getByRole('button', { name: 'New' }).click();
    await drawer(page).getByLabel('Depot', { exact: true }).click();
    await page.locator('.ant-select-item-option', { hasText: depot.name_en }).click();
    await field(page, 'Date').fill(day);
    await field(page, 'Reason (Chinese)').fill('盘点');
    await field(page, 'Reason (English)').fill('Stocktake');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: 'Stocktake' });
    await row.waitFor();
    // A Chinese-speaking customer's answer (the API's language here) carries the Chinese reason.
    assert.deepEqual(await shown(), [null, '盘点']);

    await row.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
    await row.waitFor({ state: 'detached' });
    assert.notEqual((await shown())[0], null);
    await page.screenshot({ path: path.join(artifacts, 'console-settings-closed-day-en.png') });
  });
  await page.context().close();
});
