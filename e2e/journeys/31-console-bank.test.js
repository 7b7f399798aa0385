// The console's bank statements page (/admin/bank, desktop 1280x800), in Chinese and in English: a customer pays a
// waybill by bank transfer and uploads the bank's receipt (through the API); finance import the bank's CSV on the
// page, see what became of its lines (the transfer confirmed, an unknown reference left to them), open the
// receipt of a wrong amount, settle the unknown line by hand with a note, and the waybill reads paid.
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const path = require('path');
const sharp = require('sharp');
const { adminDist, artifacts, newDesktopPage, pricedWaybillViaApi, signAgreementViaApi, startDemoWorld, step } = require('../support');

let server, api, browser, customer, staff;

const visible = (page, selector) => page.locator(selector).first().waitFor({ state: 'visible', timeout: 15000 });

before(async () => {
  if (!fs.existsSync(path.join(adminDist, 'index.html'))) throw new Error(`${adminDist} is missing: run \`npm run build:admin\` first`);
  ({ server, api, browser, customer, staff } = await startDemoWorld());
  await signAgreementViaApi(api, customer);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A priced waybill the customer starts paying by bank transfer: its id, payment id, reference and amount. */
async function transferWaybill(trackingNo) {
  const waybill = await pricedWaybillViaApi(api, { customer, staff }, trackingNo, {
    goods: [{ name: '羊毛被', category: 'clothing', quantity: 1, unit_value: 20000 }],
    weightG: 2300,
    channel: 'nz-general-economy',
    packed: { weight_g: 2400, length_mm: 300, width_mm: 200, height_mm: 200 },
  });
  const start = await api('POST', '/pay/waybill', customer, {
    waybill_id: waybill.id,
    use_wallet: false,
    method: 'bank_transfer',
    platform: 'h5',
    idempotency_key: `journey-31-${trackingNo}`,
  });
  return { id: waybill.id, paymentId: start.payment.id, reference: start.client.transfer.reference, amount: start.payment.online_amount };
}

async function uploadReceipt(paymentId) {
  const image = await sharp({ create: { width: 400, height: 600, channels: 3, background: '#e8f0ff' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([image], { type: 'image/png' }), 'receipt.png');
  return api('POST', `/pay/bank/receipt/${paymentId}`, customer, form);
}

/** An ANZ export: the transfer, a line with an unknown reference, and a line short by a cent for `short`. */
function statementFile(dir, paid, short, day) {
  const line = (ref, cents) => `Direct Credit,DEMO CUSTOMER,PARCELS,,${ref},${(cents / 100).toFixed(2)},${day}/06/2026,,`;
  const csv = [
    'Type,Details,Particulars,Code,Reference,Amount,Date,ForeignCurrencyAmount,ConversionCharge',
    line(paid.reference, paid.amount),
    line(`NOSUCH${day}`, 4321),
    line(short.reference, short.amount - 1),
  ].join('\n');
  const file = path.join(dir, `anz-${day}.csv`);
  fs.writeFileSync(file, csv);
  return file;
}

const LANGS = [
  {
    lang: 'zh',
    locale: 'zh-CN',
    tracking: ['NZP3100001', 'NZP3100002'],
    day: '11',
    words: { confirmed: '已确认付款 1', unknown: '未知参考号 1' },
  },
  {
    lang: 'en',
    locale: 'en-NZ',
    tracking: ['NZP3100003', 'NZP3100004'],
    day: '12',
    words: { confirmed: 'Confirmed 1', unknown: 'Unknown reference 1' },
  },
];

for (const l of LANGS) {
  test(`bank statements page (${l.lang}): import, outcome counts, the receipt, settling by hand, the waybill paid`, async () => {
    const paid = await transferWaybill(l.tracking[0]);
    const short = await transferWaybill(l.tracking[1]);
    await uploadReceipt(short.paymentId);
    const file = statementFile(fs.mkdtempSync(path.join(require('os').tmpdir(), 'bank-')), paid, short, l.day);
    const page = await newDesktopPage(browser, { lang: l.locale });
    await step(page, `console-bank-${l.lang}-import`, async () => {
      await page.goto(`${server.base}/admin/bank`);
      await visible(page, 'form input#account');
      if (l.lang === 'en') await page.getByRole('button', { name: 'English' }).click();
      await page.fill('form input#account', 'finance');
      await page.fill('form input#password', 'Demo12345');
      await page.click('form button[type=submit]');
      await visible(page, '.bank-upload');
      const chooser = page.waitForEvent('filechooser');
      await page.click('.bank-upload');
      await (await chooser).setFiles(file);
      await visible(page, '.bank-report');
      assert.equal(await page.locator('.bank-count-matched').innerText(), l.words.confirmed);
      assert.equal(await page.locator('.bank-count-unknown_reference').innerText(), l.words.unknown);
      await page.locator('.ant-table-tbody tr.ant-table-row', { hasText: `NOSUCH${l.day}` }).waitFor();
      fs.mkdirSync(artifacts, { recursive: true });
      await page.screenshot({ path: path.join(artifacts, `console-bank-${l.lang}.png`) });
    });
    const detail = await api('GET', `/staff/order/detail/${paid.id}`, staff);
    assert.equal(detail.status, 'pending_dispatch');

    await step(page, `console-bank-${l.lang}-receipt`, async () => {
      const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: short.reference });
      await row.locator('.bank-receipt-open').click();
      await visible(page, '.ant-image-preview-img');
      await page.screenshot({ path: path.join(artifacts, `console-bank-receipt-${l.lang}.png`) });
      await page.keyboard.press('Escape');
      await page.locator('.ant-image-preview-img').waitFor({ state: 'hidden' });
    });

    await step(page, `console-bank-${l.lang}-settle`, async () => {
      const row = page.locator('.ant-table-tbody tr.ant-table-row', { hasText: `NOSUCH${l.day}` });
      await row.locator('.bank-outside').click();
      await page.fill('.bank-settle-note', 'sent back from the bank');
      await page.click('.bank-settle-ok');
      await row.waitFor({ state: 'detached' }); // settled: no longer left to staff
    });
    const settled = await api('GET', '/staff/bank/lines?outcome=unknown_reference&page=1&page_size=50', staff);
    const line = settled.list.find((x) => x.text.includes(`NOSUCH${l.day}`));
    assert.deepEqual([line.settled_as, line.settle_note], ['outside', 'sent back from the bank']);
    await page.context().close();
  });
}
