// Journey through the screens: a customer with a priced waybill awaiting payment (made through the API
// as in the previous journeys: agreement, parcel, check-in, pack request, staff pack at 6.4 kg) and a 5 kg
// kilogram card bought earlier pays the waybill on the payment page with the card's grams + the welcome coupon +
// the sandbox online provider (its checkout page posts a signed notification down the providers' path), sees it
// awaiting dispatch; staff dispatch it on the dispatch page; the public track shows it in transit. Then the
// customer buys another card on the card page (sandbox again) and asks for a tax invoice for the waybill and
// opens its PDF, whose text names the invoice number and the waybill.
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const {
  paidOnlineViaApi,
  pricedWaybillViaApi,
  startDemoWorld,
  newPhonePage,
  signedInPage,
  signAgreementViaApi,
  step,
} = require('../support');
const { pdfTextOf } = require('../pdf-text');

let server, api, browser, customer, staff, waybill, card;

const visible = (page, selector) => page.locator(selector).first().waitFor({ state: 'visible', timeout: 15000 });
const text = async (page, selector) => (await page.locator(selector).first().textContent()).trim();
const nzd = (minor) => `NZ$${(minor / 100).toFixed(2)}`;

const pricedWaybill = () =>
  pricedWaybillViaApi(api, { customer, staff }, 'NZP800001', {
    goods: [{ name: '羊毛被', category: 'clothing', quantity: 1, unit_value: 20000 }],
    weightG: 6300,
    channel: 'nz-general-economy',
    packed: { weight_g: 6400, length_mm: 400, width_mm: 300, height_mm: 200 },
  });

/** The set-up purchase, paid on the sandbox checkout page over HTTP. */
async function buyCardThroughSandbox(productId) {
  const body = { card_product_id: productId, use_wallet: false };
  const paymentId = await paidOnlineViaApi(api, server.base, customer, '/pay/card', body);
  const paid = await api('GET', `/pay/detail/${paymentId}`, customer);
  assert.equal(paid.status, 'paid');
  return paid.card_id;
}

before(async () => {
  ({ server, api, browser, customer, staff } = await startDemoWorld());
  await signAgreementViaApi(api, customer);
  waybill = await pricedWaybill();
  const products = (await api('GET', '/card/products', customer)).list;
  const small = products.filter((p) => p.channels.length === 0).sort((a, b) => a.grams - b.grams)[0];
  card = { id: await buyCardThroughSandbox(small.id), grams: small.grams };
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('money: pay with card + coupon + sandbox, dispatch, in transit; buy a card; a tax invoice and its PDF', async () => {
  const page = await signedInPage(browser, customer, { lang: 'zh-CN' });
  const options = await api('GET', `/pay/options?waybill_id=${waybill.id}&platform=h5`, customer);
  // The set-up makes the mix the journey is about: the card covers only part of the freight, the welcome
  // coupon applies to the rest, and money is left to pay online.
  assert.equal(options.best.card_id, card.id, 'the bought card is the best card');
  assert.ok(options.best.coupon_id, 'the welcome coupon is usable');
  const split = await api('POST', '/pay/preview', customer, {
    waybill_id: waybill.id,
    card_id: card.id,
    coupon_id: options.best.coupon_id,
    use_wallet: false,
  });
  assert.ok(split.card_grams === card.grams && split.coupon_amount > 0 && split.online_amount > 0, JSON.stringify(split));

  await step(page, 'money-payment-page', async () => {
    await page.goto(`${server.base}/pages/waybill/detail?id=${waybill.id}`);
    await visible(page, '.waybill-detail-page .waybill-action-pay');
    await page.click('.waybill-detail-page .waybill-action-pay');
    await visible(page, `.pay-page .pay-card-${card.id}.pay-pick--on`);
    await visible(page, `.pay-page .pay-coupon-${options.best.coupon_id}.pay-pick--on`);
    assert.equal(await text(page, '.pay-page .pay-no'), waybill.no);
    await page.click('.pay-page .pay-method-sandbox');
    await page.locator('.pay-page .pay-method-sandbox.pay-pick--on').waitFor();
    await page.waitForFunction(
      (want) => document.querySelector('.pay-page .pay-bar-amount')?.textContent === want,
      nzd(split.online_amount),
      { timeout: 15000 },
    );
    assert.equal(await text(page, '.pay-page .pay-sum-coupon .pay-row-value'), `-${nzd(split.coupon_amount)}`);
    assert.equal(await text(page, '.pay-page .pay-sum-card .pay-row-value'), `-${nzd(split.card_amount)}`);
  });

  await step(page, 'money-sandbox-checkout', async () => {
    await page.click('.pay-page .pay-submit');
    await page.waitForURL(/\/api\/pay\/sandbox\/checkout\//, { timeout: 15000 });
    assert.match(await page.locator('body').innerText(), new RegExp((split.online_amount / 100).toFixed(2).replace('.', '\\.')));
    await page.click('#sandbox-pay');
    await page.waitForURL(/\/pages\/waybill\/payment/, { timeout: 15000 });
    await visible(page, '.pay-page.pay-result--paid');
  });

  await step(page, 'money-awaiting-dispatch', async () => {
    await page.click('.pay-page .pay-to-detail');
    await page.waitForFunction(
      () => document.querySelector('.waybill-detail-page .waybill-detail-head .waybill-status')?.textContent === '待发货',
      null,
      { timeout: 15000 },
    );
    const cards = (await api('GET', '/card/lst?status=usable', customer)).list;
    assert.ok(!cards.some((c) => c.id === card.id), 'the card gave all its grams');
    const coupons = await api('GET', '/user/coupon/lst?status=used', customer);
    assert.equal(coupons.list[0].waybill_no, waybill.no, 'the coupon is used on this waybill');
    // The detail shows what paid it; the list says paid with the money actually paid, never "due".
    await visible(page, '.waybill-detail-page .waybill-detail-payment .paid-online');
    assert.equal(await text(page, '.waybill-detail-page .paid-coupon .waybill-row-value'), `-${nzd(split.coupon_amount)}`);
    assert.equal(await text(page, '.waybill-detail-page .paid-total .waybill-row-value'), nzd(split.online_amount));
    await page.goto(`${server.base}/pages/waybill/index`);
    await visible(page, `.waybill-page .waybill-card-${waybill.id} .waybill-card-amount--paid`);
    assert.equal(
      await text(page, `.waybill-page .waybill-card-${waybill.id} .waybill-card-amount`),
      `已付 ${nzd(split.online_amount)} + 公斤卡 ${split.card_grams / 1000} kg`,
    );
  });

  const staffPage = await signedInPage(browser, staff, { lang: 'zh-CN' });
  await step(staffPage, 'money-staff-dispatch', async () => {
    await staffPage.goto(`${server.base}/pages/staff/dispatch`);
    await visible(staffPage, `.staff-dispatch-page .dispatch-item-${waybill.id}`);
    await staffPage.click(`.staff-dispatch-page .dispatch-item-${waybill.id} .dispatch-check`);
    await staffPage.click('.staff-dispatch-page .dispatch-submit');
    const confirm = staffPage.locator('.taro__modal .taro-model__confirm');
    if (await confirm.isVisible({ timeout: 2000 }).catch(() => false)) await confirm.click();
    await visible(staffPage, `.staff-dispatch-page .dispatch-result-${waybill.id}.dispatch-result--ok`);
  });

  const guest = await newPhonePage(browser, { lang: 'zh-CN' });
  await step(guest, 'money-public-track', async () => {
    await guest.goto(`${server.base}/pages/mine/track-log/index`);
    await visible(guest, '.track-log-page .track-log-input input');
    await guest.fill('.track-log-page .track-log-input input', waybill.no);
    await guest.click('.track-log-page .track-log-submit');
    await visible(guest, '.track-log-page .track-log-result .track-event--latest');
    assert.equal(await text(guest, '.track-log-page .track-log-result .waybill-status'), '运输中');
  });

  await step(page, 'money-buy-card', async () => {
    const products = (await api('GET', '/card/products', customer)).list;
    const product = products[products.length - 1];
    await page.goto(`${server.base}/pages/recharge/card`);
    await visible(page, `.recharge-card-page .recharge-product-${product.id} .recharge-product-buy`);
    await page.click(`.recharge-card-page .recharge-product-${product.id} .recharge-product-buy`);
    await visible(page, '.recharge-buy-sheet .recharge-pay-sandbox');
    await page.click('.recharge-buy-sheet .recharge-pay-sandbox');
    await page.click('.recharge-buy-sheet .recharge-buy-pay');
    await page.waitForURL(/\/api\/pay\/sandbox\/checkout\//, { timeout: 15000 });
    await page.click('#sandbox-pay');
    await page.waitForURL(/\/pages\/recharge\/card/, { timeout: 15000 });
    const bought = async () => (await api('GET', '/card/lst?status=usable', customer)).list.find((c) => c.name === product.name);
    for (let i = 0; i < 30 && !(await bought()); i++) await new Promise((r) => setTimeout(r, 500));
    const mine = await bought();
    assert.ok(mine, 'the new card is mine');
    await page.locator('.recharge-card-page', { hasText: product.name }).waitFor({ timeout: 15000 });
  });

  await step(page, 'money-invoice', async () => {
    await page.goto(`${server.base}/pages/invoice/index`);
    await visible(page, '.invoice-page .invoice-tab-ask');
    await page.click('.invoice-page .invoice-tab-ask');
    await visible(page, `.invoice-page .invoice-waybill-${waybill.id}`);
    await page.click(`.invoice-page .invoice-waybill-${waybill.id}`);
    await page.locator(`.invoice-page .invoice-waybill-${waybill.id}.invoice-waybill--on`).waitFor();
    await page.click('.invoice-page .invoice-kind-personal');
    await page.fill('.invoice-page .invoice-field-title input', '王小明');
    await page.fill('.invoice-page .invoice-field-email input', 'xiaoming@example.com');
    await page.click('.invoice-page .invoice-submit');
    await visible(page, '.invoice-page .invoice-row .invoice-view-pdf');
    assert.match(await text(page, '.invoice-page .invoice-row-no'), /INV-NZ-000001/);
    await page.click('.invoice-page .invoice-row .invoice-view-pdf');
    await visible(page, '.preview-file-page iframe.preview-file-frame');
  });

  const [invoice] = (await api('GET', '/invoice/lst?page=1&page_size=10', customer)).list;
  const detail = await api('GET', `/invoice/detail/${invoice.id}`, customer);
  const res = await fetch(detail.pdf_url);
  assert.equal(res.headers.get('content-type'), 'application/pdf');
  const pdfText = await pdfTextOf(res);
  assert.match(pdfText, /INV-NZ-000001/);
  assert.ok(pdfText.includes(waybill.no), 'the PDF names the waybill');
  assert.ok(pdfText.includes('王小明'), 'the PDF names the buyer');
});
