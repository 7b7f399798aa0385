// Journey: add a China recipient with ID photos, edit it, set it default, delete it; estimate a
// parcel and compare the shown price with the pricing function; search a food; open the prohibited
// goods list in English.
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const os = require('os');
const path = require('path');
const { startServer, launchBrowser, signedInPage, apiLogin, step, root, fillChinaRecipient } = require('../support');

// The server's own pricing code, so the shown price is checked against the one pricing function.
require(require.resolve('tsx/cjs/api', { paths: [path.join(root, 'server')] })).register();
const { priceParcel } = require(path.join(root, 'server/src/modules/pricing/price.ts'));
const { pricingChannel } = require(path.join(root, 'server/src/modules/pricing/service.ts'));
const sharp = require(require.resolve('sharp', { paths: [path.join(root, 'server')] }));

let server, browser, page, adminToken;

const visible = (selector) => page.locator(selector).first().waitFor({ state: 'visible', timeout: 15000 });
const camel = (row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k.replace(/_([a-z0-9])/g, (_, c) => c.toUpperCase()), v]));

async function idPhoto(name, colour) {
  const file = path.join(os.tmpdir(), `${name}-${process.pid}.jpg`);
  await sharp({ create: { width: 640, height: 400, channels: 3, background: colour } })
    .jpeg()
    .toFile(file);
  return file;
}

async function choosePhoto(selector, file) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.click(selector)]);
  await chooser.setFiles(file);
}

async function apiGet(url, token) {
  const res = await fetch(`${server.base}${url}`, { headers: { 'x-token': token, 'x-lang': 'en' } });
  return (await res.json()).data;
}

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const token = await apiLogin(server.base, '+64211234567', 'Demo12345');
  adminToken = await apiLogin(server.base, 'admin', 'Demo12345');
  page = await signedInPage(browser, token, { lang: 'zh-CN' });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('address book: add a China recipient with ID photos, edit, set default, delete', async () => {
  const front = await idPhoto('id-front', '#8fb3d9');
  const back = await idPhoto('id-back', '#d9b38f');

  await step(page, 'add-recipient', async () => {
    await page.goto(`${server.base}/pages/mine/user-address/index`);
    await visible('.address-page .address-add');
    await page.click('.address-page .address-add');
    await visible('.address-edit-page .address-save');
    await fillChinaRecipient(page, {
      name: '王小明',
      mobile: '13912345678',
      street: '建国路88号1单元101',
      postcode: '100022',
      id: '11010519491231002X',
    });
    await choosePhoto('.address-edit-page .id-photo-front', front);
    await visible('.address-edit-page .id-photo-front.id-photo--set');
    await choosePhoto('.address-edit-page .id-photo-back', back);
    await visible('.address-edit-page .id-photo-back.id-photo--set');
    // ID data needs its own consent: refused until the box is ticked, then saved.
    await page.click('.address-edit-page .address-save');
    await page.locator('.address-edit-page .address-edit-error', { hasText: '请勾选单独同意' }).waitFor();
    await page.click('.address-edit-page .address-id-consent-box');
    await page.click('.address-edit-page .address-save');
    await page.locator('.address-page .address-card', { hasText: '王小明' }).first().waitFor({ timeout: 15000 });
  });

  let id;
  await step(page, 'stored-with-private-photos', async () => {
    const list = await apiGet(
      '/api/user/address/lst?type=recipient',
      await page.evaluate(() => JSON.parse(localStorage.getItem('token')).data),
    );
    const mine = list.list.find((a) => a.name === '王小明');
    assert.ok(mine, 'the new recipient is listed');
    id = mine.id;
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token')).data);
    const detail = await apiGet(`/api/user/address/detail/${id}`, token);
    assert.equal(detail.province, '北京市');
    assert.equal(detail.district, '朝阳区');
    assert.equal(detail.id_number, '11010519491231002X');
    const photo = await fetch(detail.id_front_url);
    assert.equal(photo.headers.get('content-type'), 'image/jpeg');
    const served = await sharp(Buffer.from(await photo.arrayBuffer()))
      .raw()
      .toBuffer();
    const original = await sharp(front).raw().toBuffer();
    assert.notDeepEqual(served, original, 'the photo is served watermarked, not as uploaded');
  });

  await step(page, 'edit-recipient', async () => {
    const card = page.locator(`.address-page .address-card-${id}`);
    await card.locator('.address-edit').click();
    await visible('.address-edit-page .address-save');
    await page.fill('.address-edit-page .address-street-input input', '建国路99号2单元202');
    await page.click('.address-edit-page .address-save');
    await page.locator(`.address-page .address-card-${id} .address-full`, { hasText: '建国路99号2单元202' }).waitFor({ timeout: 15000 });
  });

  await step(page, 'set-default', async () => {
    await page.locator(`.address-page .address-card-${id} .address-set-default`).click();
    await page.locator(`.address-page .address-card-${id}.address-card--default`).waitFor({ timeout: 15000 });
    assert.equal(await page.locator('.address-page .address-card--default').count(), 1);
  });

  await step(page, 'delete', async () => {
    await page.locator(`.address-page .address-card-${id} .address-delete`).click();
    await page.click('.taro__modal .taro-model__confirm');
    await page.locator(`.address-page .address-card-${id}`).waitFor({ state: 'detached', timeout: 15000 });
  });
});

test("freight estimate shows the pricing function's price", async () => {
  await step(page, 'estimate', async () => {
    await page.goto(`${server.base}/pages/freight-trial/index`);
    await visible('.freight-page .freight-submit');
    await page.fill('.freight-page .freight-weight input', '2.35');
    await page.fill('.freight-page .freight-length input', '40');
    await page.fill('.freight-page .freight-width input', '30');
    await page.fill('.freight-page .freight-height input', '20');
    await page.fill('.freight-page .freight-declared input', '80');
    await page.click('.freight-page .freight-submit');
    await visible('.freight-page .quote-card[data-channel="nz-general-economy"] .quote-total');
  });

  await step(page, 'compare-with-priceParcel', async () => {
    const channels = await apiGet('/api/admin/channel/lst?page_size=50', adminToken);
    const site = { id: 1, currency: 'NZD' };
    const shown = await page
      .locator('.freight-page .quote-card:not(.quote-card--blocked)')
      .evaluateAll((cards) => cards.map((c) => ({ code: c.dataset.channel, total: c.querySelector('.quote-total').textContent.trim() })));
    assert.ok(shown.length >= 2, 'at least two channels take general goods');
    for (const { code, total } of shown) {
      const row = channels.list.find((c) => c.code === code);
      const priced = priceParcel(pricingChannel(camel(row), site), {
        weightG: 2350,
        lengthMm: 400,
        widthMm: 300,
        heightMm: 200,
        declaredValue: 8000,
        category: 'general',
        insured: false,
      });
      assert.ok(priced.ok, `${code} prices the parcel`);
      assert.equal(total.replace(/[^\d.]/g, ''), (priced.breakdown.total / 100).toFixed(2), `${code} shows the function's total`);
    }
  });
});

test('food query and the prohibited goods list in English', async () => {
  await step(page, 'food-query', async () => {
    await page.goto(`${server.base}/pages/mine/food-query/index`);
    await visible('.food-page .food-search');
    await page.fill('.food-page .food-search input', '牛肉干');
    const item = page.locator('.food-page [class*="food-item-"]').first();
    await item.waitFor({ timeout: 15000 });
    assert.match(await item.innerText(), /牛肉/);
    assert.match(await item.locator('.food-status').innerText(), /禁/);
  });

  await step(page, 'embargo-in-english', async () => {
    await page.goto(`${server.base}/pages/mine/index`);
    await page.click('.mine-page .lang-switch .lang-en');
    await page.locator('.mine-page .mine-logout', { hasText: 'Log out' }).waitFor();
    await page.goto(`${server.base}/pages/embargo/index`);
    await visible('.embargo-page .embargo-category');
    const text = await page.locator('.embargo-page').innerText();
    assert.match(text, /Prohibited/i);
    assert.match(text, /batter/i);
    assert.doesNotMatch(text, /禁止寄送/);
  });
});
