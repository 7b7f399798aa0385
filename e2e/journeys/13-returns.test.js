// Returns journey, through the screens: the demo customer has a parcel checked in (through the API) and wallet
// money (a sandbox top-up); on the return-service pages they ask to send it back with the warehouse buying the
// postage (shop address through the NZ place search); staff (a second browser) quote the postage on the returns
// workbench; the customer pays from the wallet; staff weigh and photograph it and ship it with a tracking number;
// the customer sees it shipped with the tracking number, and each step (quoted, paid, shipped) in the inbox; in Chinese, then in English.
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const os = require('os');
const path = require('path');
const { root, startServer, launchBrowser, signedInPage, apiLogin, apiClient, step } = require('../support');

const sharp = require(require.resolve('sharp', { paths: [path.join(root, 'server')] }));

let server, api, browser, customer, staff;

const visible = (page, selector) => page.locator(selector).first().waitFor({ state: 'visible', timeout: 15000 });
const text = async (page, selector) => (await page.locator(selector).first().textContent()).trim();

before(async () => {
  server = await startServer();
  api = apiClient(server.base);
  browser = await launchBrowser();
  customer = await apiLogin(server.base, '+64211234567', 'Demo12345');
  staff = await apiLogin(server.base, 'staff', 'Demo12345');
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** Wallet money through a sandbox top-up, as the wallet page would start it. */
async function topUp(amount) {
  const start = await api('POST', '/pay/topup', customer, {
    amount,
    method: 'sandbox',
    platform: 'h5',
    idempotency_key: `e2e-return-topup-${Date.now()}`,
    return_url: `${server.base}/pages/mine/my-wallet/index`,
  });
  const done = await fetch(`${server.base}/api/pay/sandbox/complete/${start.client.url.split('/').pop()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=paid',
    redirect: 'manual',
  });
  assert.equal(done.status, 303);
}

const LANGS = [
  {
    lang: 'zh-CN',
    requested: '待报价',
    quoted: '已报价',
    processing: '处理中',
    shipped: '已寄出',
    told: ['退货已报价', '退货已付款', '退货已寄出'],
  },
  {
    lang: 'en',
    requested: 'Requested',
    quoted: 'Quoted',
    processing: 'Processing',
    shipped: 'Shipped',
    told: ['Return quoted', 'Return paid', 'Return shipped'],
  },
];

for (const L of LANGS) {
  test(`returns (${L.lang}): postage bought by the warehouse, quoted, paid from the wallet, shipped with a tracking number, told in the inbox`, async () => {
    const tag = L.lang === 'en' ? 'en' : 'zh';
    const trackingNo = `NZR13${tag.toUpperCase()}${String(Date.now()).slice(-6)}`;
    const parcel = await api('POST', '/parcel/create', customer, {
      courier: 'NZ Post',
      tracking_no: trackingNo,
      goods: [{ name: '运动鞋', category: 'clothing', quantity: 1, unit_value: 12000 }],
    });
    await api('POST', '/staff/parcel/checkin', staff, { tracking_no: trackingNo, weight_g: 1500, location: 'R-13' });
    await topUp(10000);
    const page = await signedInPage(browser, customer, { lang: L.lang });
    const desk = await signedInPage(browser, staff, { lang: L.lang });
    let returnId;

    await step(page, `returns-request-${tag}`, async () => {
      await page.goto(`${server.base}/pages/mine/index`);
      await visible(page, '.mine-page .menu-returns');
      await page.click('.mine-page .menu-returns');
      await visible(page, '.ret-page .ret-new');
      await page.click('.ret-page .ret-new');
      await visible(page, `.ret-add .ret-parcel-${parcel.id}`);
      await page.click(`.ret-add .ret-parcel-${parcel.id}`);
      await page.click('.ret-add .ret-method-postage');
      await page.fill('.ret-add .ret-input-shop input', 'Kiwi Shoes Ltd');
      await page.fill('.ret-add .address-place-input input', '1010');
      await visible(page, '.ret-add .place-suggestion');
      await page.locator('.ret-add .place-suggestion').first().click();
      await visible(page, '.ret-add .place-picked');
      await page.fill('.ret-add .ret-input-street input', '12 Queen Street');
      await page.fill('.ret-add .ret-input-ra input', 'RMA-20931');
      assert.match(await text(page, '.ret-add .ret-fee'), /× 1 =/);
      await page.click('.ret-add .ret-submit');
      await visible(page, '.ret-detail .ret-head .ret-status');
      assert.equal(await text(page, '.ret-detail .ret-head .ret-status'), L.requested);
      assert.equal(await text(page, '.ret-detail .ret-ra-value'), 'RMA-20931');
      returnId = (await api('GET', '/return/lst', customer)).list[0].id;
    });

    await step(desk, `returns-staff-quote-${tag}`, async () => {
      await desk.goto(`${server.base}/pages/staff/index`);
      await visible(desk, '.staff-task-returns');
      await desk.goto(`${server.base}/pages/staff/returns`);
      await visible(desk, `.staff-returns-page .staff-return-card-${returnId}`);
      await desk.click(`.staff-returns-page .staff-return-card-${returnId}`);
      await visible(desk, '.staff-return-page .staff-return-postage input');
      await desk.fill('.staff-return-page .staff-return-postage input', '18.50');
      await desk.click('.staff-return-page .staff-return-quote');
      await desk.locator('.staff-return-page .ret-head .ret-status', { hasText: L.quoted }).waitFor({ timeout: 15000 });
    });

    await step(page, `returns-pay-wallet-${tag}`, async () => {
      await page.goto(`${server.base}/pages/mine/order-refund/detail?id=${returnId}`);
      await visible(page, '.ret-detail .ret-pay');
      const detail = await api('GET', `/return/detail/${returnId}`, customer);
      assert.equal(detail.amount, detail.handling_fee + 1850);
      await page.click('.ret-detail .ret-pay');
      await visible(page, '.ret-pay-sheet .ret-pay-wallet.ret-option--on');
      await page.click('.ret-pay-sheet .ret-pay-submit');
      await page.locator('.ret-detail .ret-head .ret-status', { hasText: L.processing }).waitFor({ timeout: 15000 });
    });

    await step(desk, `returns-staff-process-ship-${tag}`, async () => {
      const file = path.join(os.tmpdir(), `return-photo-${process.pid}.jpg`);
      await sharp({ create: { width: 640, height: 480, channels: 3, background: '#27ae60' } })
        .jpeg()
        .toFile(file);
      await desk.goto(`${server.base}/pages/staff/return?id=${returnId}`);
      await visible(desk, '.staff-return-page .staff-return-weight input');
      await desk.fill('.staff-return-page .staff-return-weight input', '1480');
      const [chooser] = await Promise.all([desk.waitForEvent('filechooser'), desk.click('.staff-return-page .staff-photo-add')]);
      await chooser.setFiles([file]);
      await visible(desk, '.staff-return-page .staff-return-photos .staff-photo');
      await desk.click('.staff-return-page .staff-return-process');
      await visible(desk, '.staff-return-page .staff-return-carrier input');
      await desk.fill('.staff-return-page .staff-return-carrier input', 'NZ Post');
      await desk.fill('.staff-return-page .staff-return-tracking input', 'NZ123456789');
      await desk.click('.staff-return-page .staff-return-ship');
      await desk.locator('.staff-return-page .ret-head .ret-status', { hasText: L.shipped }).waitFor({ timeout: 15000 });
    });

    await step(page, `returns-customer-sees-shipped-${tag}`, async () => {
      await page.goto(`${server.base}/pages/mine/order-refund/index`);
      await visible(page, `.ret-page .ret-row-${returnId}`);
      assert.equal(await text(page, `.ret-page .ret-row-${returnId} .ret-status`), L.shipped);
      await page.click(`.ret-page .ret-row-${returnId}`);
      await visible(page, '.ret-detail .ret-tracking-value');
      assert.equal(await text(page, '.ret-detail .ret-tracking-value'), 'NZ123456789');
      assert.equal(await text(page, '.ret-detail .ret-carrier'), 'NZ Post');
      assert.equal(await page.locator('.ret-detail .ret-photos .claims-photo').count(), 1);
    });

    await step(page, `returns-inbox-${tag}`, async () => {
      await page.goto(`${server.base}/pages/mine/messages/index`);
      await visible(page, '.message-page .message-item');
      const titles = await page.locator('.message-page .message-title').allTextContents();
      for (const title of L.told) assert.ok(titles.map((x) => x.trim()).includes(title), `${title} in ${titles}`);
      const shipped = page.locator('.message-page .message-item', { hasText: L.told[2] }).first();
      assert.match((await shipped.locator('.message-body').textContent()).trim(), /NZ Post.*NZ123456789/);
    });
  });
}
