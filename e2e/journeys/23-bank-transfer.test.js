// Journey through the screens, in Chinese and in English: a customer pays a priced waybill by bank transfer on the
// payment page (the site's account, the reference, the amount and the deadline shown), leaves, comes back to the
// page and finds the transfer still awaited; staff import the bank's statement (an ANZ CSV with the reference in
// it) and the waybill reads paid, awaiting dispatch.
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { pricedWaybillViaApi, startDemoWorld, signedInPage, signAgreementViaApi, step } = require('../support');

let server, api, browser, customer, staff;

const visible = (page, selector) => page.locator(selector).first().waitFor({ state: 'visible', timeout: 15000 });
const text = async (page, selector) => (await page.locator(selector).first().textContent()).trim();

const pricedWaybill = (trackingNo) =>
  pricedWaybillViaApi(api, { customer, staff }, trackingNo, {
    goods: [{ name: '羊毛被', category: 'clothing', quantity: 1, unit_value: 20000 }],
    weightG: 2300,
    channel: 'nz-general-economy',
    packed: { weight_g: 2400, length_mm: 300, width_mm: 200, height_mm: 200 },
  });

/** Staff import the ANZ statement line of the transfer (through the API: the import is a desktop console's). */
async function importStatement(reference, amount) {
  const csv =
    'Type,Details,Particulars,Code,Reference,Amount,Date,ForeignCurrencyAmount,ConversionCharge\n' +
    `Direct Credit,DEMO CUSTOMER,PARCELS,,${reference},${(amount / 100).toFixed(2)},01/06/2026,,\n`;
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'statement.csv');
  return api('POST', '/staff/bank/import', staff, form);
}

before(async () => {
  ({ server, api, browser, customer, staff } = await startDemoWorld());
  await signAgreementViaApi(api, customer);
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const LANGS = [
  { lang: 'zh-CN', tracking: 'NZP2300001', title: '等待银行转账', method: '银行转账', paid: '待发货' },
  { lang: 'en', tracking: 'NZP2300002', title: 'Awaiting your bank transfer', method: 'Bank transfer', paid: 'Awaiting dispatch' },
];

for (const l of LANGS) {
  test(`bank transfer (${l.lang}): account and reference shown, still awaited on return, confirmed by a statement import`, async () => {
    const waybill = await pricedWaybill(l.tracking);
    const page = await signedInPage(browser, customer, { lang: l.lang });
    let reference = '';
    await step(page, `bank-transfer-${l.lang}-pay`, async () => {
      await page.goto(`${server.base}/pages/waybill/payment?id=${waybill.id}`);
      await visible(page, '.pay-page .pay-method-bank_transfer');
      assert.equal(await text(page, '.pay-page .pay-method-bank_transfer .pay-pick-title'), l.method);
      if (await page.locator('.pay-page .pay-wallet.pay-pick--on').count()) await page.click('.pay-page .pay-wallet'); // the transfer pays it all
      await page.click('.pay-page .pay-method-bank_transfer');
      await page.locator('.pay-page .pay-method-bank_transfer.pay-pick--on').waitFor();
      await page.click('.pay-page .pay-submit');
      await visible(page, '.pay-page.pay-result--transfer');
      assert.equal(await text(page, '.pay-result-title'), l.title);
      assert.equal(await text(page, '.bank-account-number-value'), '12-3456-7890123-00');
      reference = await text(page, '.bank-reference-value');
      assert.match(reference, /^[ACDEFGHJKMNPQRTUVWXY346]{8}$/);
      await visible(page, '.bank-deadline .instant');
    });

    const payment = (await api('GET', `/pay/options?waybill_id=${waybill.id}&platform=h5`, customer)).transfer;
    assert.equal(payment.reference, reference);

    await step(page, `bank-transfer-${l.lang}-awaited`, async () => {
      await page.goto(`${server.base}/pages/waybill/payment?id=${waybill.id}`);
      await visible(page, '.pay-page.pay-result--transfer');
      assert.equal(await text(page, '.bank-reference-value'), reference);
    });

    const report = await importStatement(reference, payment.amount);
    assert.equal(report.counts.matched, 1, JSON.stringify(report));

    await step(page, `bank-transfer-${l.lang}-paid`, async () => {
      await page.goto(`${server.base}/pages/waybill/detail?id=${waybill.id}`);
      await page.waitForFunction(
        (want) => document.querySelector('.waybill-detail-page .waybill-detail-head .waybill-status')?.textContent === want,
        l.paid,
        { timeout: 15000 },
      );
    });
  });
}
