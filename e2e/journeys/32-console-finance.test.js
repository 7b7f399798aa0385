// The console's finance page (/admin/finance, desktop 1280x800), in Chinese and in English: a customer pays a
// waybill online and tops up the wallet today (through the API); finance open today's close and see both amounts,
// and download Xero's sales invoices for today: Xero's header row and a line for the waybill's payment. The
// warehouse neither sees the page nor may ask for the close; it opens the batch the waybill left in and downloads
// its manifest.
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const {
  adminDist,
  apiLogin,
  artifacts,
  newDesktopPage,
  paidOnlineViaApi,
  pricedWaybillViaApi,
  signAgreementViaApi,
  startDemoWorld,
  step,
} = require('../support');

let server, api, browser, customer, staff;
const made = {};

const visible = (page, selector) => page.locator(selector).first().waitFor({ state: 'visible', timeout: 15000 });
/** As types/money.ts writes NZD. */
const nzd = (minor) => `NZ$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

before(async () => {
  if (!fs.existsSync(path.join(adminDist, 'index.html'))) throw new Error(`${adminDist} is missing: run \`npm run build:admin\` first`);
  ({ server, api, browser, customer, staff } = await startDemoWorld());
  await signAgreementViaApi(api, customer);
  const waybill = await pricedWaybillViaApi(api, { customer, staff }, 'NZP320001', {
    weightG: 2300,
    packed: { weight_g: 2400, length_mm: 300, width_mm: 200, height_mm: 200 },
  });
  made.waybill = waybill;
  const paymentId = await paidOnlineViaApi(api, server.base, customer, '/pay/waybill', { waybill_id: waybill.id, use_wallet: false });
  made.payment = await api('GET', `/pay/detail/${paymentId}`, customer);
  await paidOnlineViaApi(api, server.base, customer, '/pay/topup', { amount: 30000 });
  const { time_zone: zone } = (await api('GET', '/user/info', customer)).setting.site;
  made.today = new Intl.DateTimeFormat('sv-SE', { timeZone: zone }).format(new Date());
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedIn(lang, locale, account, url) {
  const page = await newDesktopPage(browser, { lang: locale });
  await page.goto(`${server.base}/admin${url}`);
  await visible(page, 'form input#account');
  if (lang === 'en') await page.getByRole('button', { name: 'English' }).click();
  await page.fill('form input#account', account);
  await page.fill('form input#password', 'Demo12345');
  await page.click('form button[type=submit]');
  return page;
}

for (const [lang, locale, words] of [
  ['zh', 'zh-CN', { title: '日结与导出', topup: '充值' }],
  ['en', 'en-NZ', { title: 'Day close & exports', topup: 'Top-up' }],
]) {
  test(`finance (${lang}): today's close shows the payment and the top-up; the Xero sales export carries the payment`, async () => {
    const page = await signedIn(lang, locale, 'finance', `/finance?date=${made.today}`);
    await step(page, `console-finance-${lang}-close`, async () => {
      await visible(page, '.finance-online');
      assert.ok((await page.locator('.ant-menu').innerText()).includes(words.title));
      const online = await page.locator('.finance-online').innerText();
      assert.ok(online.includes(nzd(made.payment.online_amount)), online);
      assert.ok(online.includes(nzd(30000)), online);
      assert.ok((await page.locator('.finance-wallet').innerText()).includes(words.topup));
      fs.mkdirSync(artifacts, { recursive: true });
      await page.screenshot({ path: path.join(artifacts, `console-finance-${lang}.png`), fullPage: true });
    });
    await step(page, `console-finance-${lang}-export`, async () => {
      const saved = page.waitForEvent('download');
      await page.click('.finance-export-xeroSales');
      const file = await saved;
      assert.equal(file.suggestedFilename(), `xero-sales-nz-${made.today}-${made.today}.csv`);
      const lines = fs
        .readFileSync(await file.path(), 'utf8')
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      assert.match(lines[0], /^\*ContactName,EmailAddress,.*\*InvoiceNumber,.*\*UnitAmount,.*\*TaxType,TaxAmount,/);
      const line = lines.find((l) => l.includes(made.payment.no));
      assert.ok(line?.includes((made.payment.online_amount / 100).toFixed(2)), lines.join('\n'));
    });
    await page.context().close();
  });
}

test("the warehouse does not see finance (the close is refused) and opens the day's dispatch batch with its manifest", async () => {
  const warehouse = await apiLogin(server.base, 'warehouse', 'Demo12345');
  await assert.rejects(api('GET', `/staff/finance/close?date=${made.today}`, warehouse), /: 40003 /);
  const { batch } = await api('POST', '/staff/order/dispatch', staff, { ids: [made.waybill.id] });
  const page = await signedIn('en', 'en-NZ', 'warehouse', '/batches');
  await step(page, 'console-batches-en', async () => {
    await visible(page, '.batch-open');
    const menu = await page.locator('.ant-menu').innerText();
    assert.ok(menu.includes('Dispatch batches') && !menu.includes('Day close') && !menu.includes('Finance'), menu);
    await page.locator('.batch-open', { hasText: batch.no }).click();
    await page.locator('.batch-waybills', { hasText: made.waybill.no }).waitFor();
    const saved = page.waitForEvent('download');
    await page.click('.batch-manifest-csv');
    const file = await saved;
    assert.match(file.suggestedFilename(), /\.csv$/);
    assert.ok(fs.readFileSync(await file.path(), 'utf8').includes(made.waybill.no));
    // The download is logged on the batch and listed in the drawer.
    await page.locator('.ant-drawer .ant-table-row', { hasText: 'CSV' }).waitFor();
    await page.screenshot({ path: path.join(artifacts, 'console-batch-en.png') });
  });
  await page.context().close();
});
