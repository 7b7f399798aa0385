// Waybills and the logistics track: signed out, the public track page opens without a login, refuses a
// mistyped number and shows the timeline of a real one; signed in, the waybill tab lists the waybill with its
// status counts, the detail shows the charges and the latest event, an edit saves, and a cancel returns the parcel.
// The waybill is made through the API (agreement, parcel, staff check-in, pack request, staff pack, event).
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { startDemoWorld, newPhonePage, packRequestViaApi, signedInPage, signAgreementViaApi, step } = require('../support');

let server, api, browser, customer, staff, waybill, other;

const visible = (page, selector) => page.locator(selector).first().waitFor({ state: 'visible', timeout: 15000 });

const packedWaybill = (trackingNo) => packRequestViaApi(api, { customer, staff }, trackingNo);

before(async () => {
  ({ server, api, browser, customer, staff } = await startDemoWorld());
  await signAgreementViaApi(api, customer);
  waybill = await packedWaybill('NZP700001');
  await api('POST', `/staff/order/pack/${waybill.id}`, staff, { weight_g: 2300, length_mm: 400, width_mm: 300, height_mm: 200 });
  await api('POST', `/staff/order/track/${waybill.id}`, staff, {
    text_zh: '包裹已在奥克兰仓库称重',
    text_en: 'Weighed in Auckland',
    place: 'Auckland',
  });
  other = await packedWaybill('NZP700002');
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('public track: no login needed, a mistyped number is refused, a real one shows its timeline', async () => {
  const page = await newPhonePage(browser, { lang: 'zh-CN' });
  await step(page, 'track-signed-out', async () => {
    await page.goto(`${server.base}/pages/mine/track-log/index`);
    await visible(page, '.track-log-page .track-log-input input');
    assert.match(page.url(), /\/pages\/mine\/track-log\/index/); // not sent to login
    const typo = waybill.no.slice(0, -1) + ((Number(waybill.no.slice(-1)) + 1) % 10); // the last digit mistyped
    await page.fill('.track-log-page .track-log-input input', typo);
    await page.click('.track-log-page .track-log-submit');
    await visible(page, '.track-log-page .track-log-error');
    assert.equal(await page.textContent('.track-log-page .track-log-error'), '运单号有误,请核对后重新输入');
    await page.fill('.track-log-page .track-log-input input', waybill.no.toLowerCase());
    await page.click('.track-log-page .track-log-submit');
    await visible(page, '.track-log-page .track-event--latest');
    assert.equal(await page.textContent('.track-log-page .track-event--latest .track-event-text'), '包裹已在奥克兰仓库称重');
    assert.equal(await page.textContent('.track-log-page .track-log-result .waybill-status'), '待付款');
  });
});

test('my waybills: counts, card, detail with charges and latest event, cancel returns the parcel', async () => {
  const page = await signedInPage(browser, customer, { lang: 'zh-CN' });
  await step(page, 'waybill-list', async () => {
    await page.goto(`${server.base}/pages/waybill/index`);
    await visible(page, `.waybill-page .waybill-card-${waybill.id}`);
    assert.equal(await page.textContent('.waybill-page .waybill-tab-all .waybill-tab-count'), '2');
    assert.equal(await page.textContent('.waybill-page .waybill-tab-pending_payment .waybill-tab-count'), '1');
    assert.match(await page.textContent(`.waybill-page .waybill-card-${waybill.id} .waybill-card-amount`), /^应付 NZ\$\d+\.\d{2}$/);
    await page.click(`.waybill-page .waybill-card-${waybill.id} .waybill-card-channel`);
  });
  await step(page, 'waybill-detail', async () => {
    await visible(page, '.waybill-detail-page .waybill-price-total');
    assert.equal(await page.textContent('.waybill-detail-page .waybill-detail-no'), waybill.no);
    assert.equal(await page.textContent('.waybill-detail-page .waybill-weight-actual .waybill-row-value'), '2.30 kg');
    await visible(page, '.waybill-detail-page .waybill-detail-track-text');
    assert.equal(await page.textContent('.waybill-detail-page .waybill-detail-track-text'), '包裹已在奥克兰仓库称重');
    assert.equal(await page.locator('.waybill-detail-page .waybill-action-edit').count(), 0); // packed: no edit
  });
  await step(page, 'waybill-edit', async () => {
    await page.goto(`${server.base}/pages/waybill/detail?id=${other.id}`);
    await visible(page, '.waybill-detail-page .waybill-action-edit');
    await page.click('.waybill-detail-page .waybill-action-edit');
    await visible(page, '.waybill-edit-page .waybill-edit-line-0 .waybill-edit-line-quantity input');
    await page.fill('.waybill-edit-page .waybill-edit-line-0 .waybill-edit-line-quantity input', '3');
    await visible(page, '.waybill-edit-page .waybill-edit-channel--active .waybill-edit-channel-price');
    await page.click('.waybill-edit-page .waybill-edit-service-photos');
    await page.click('.waybill-edit-page .waybill-edit-submit');
    await page.waitForFunction(
      () => /× 3/.test(document.querySelector('.waybill-detail-page .waybill-detail-goods-line')?.textContent ?? ''),
      null,
      { timeout: 15000 },
    );
    assert.match(await page.textContent('.waybill-detail-page .waybill-detail-services'), /打包拍照/);
  });
  await step(page, 'waybill-cancel', async () => {
    await visible(page, '.waybill-detail-page .waybill-action-cancel');
    await page.click('.waybill-detail-page .waybill-action-cancel');
    await page.click('.taro__modal .taro-model__confirm');
    await page.waitForFunction(
      () => document.querySelector('.waybill-detail-page .waybill-detail-head .waybill-status')?.textContent === '已取消',
      null,
      { timeout: 15000 },
    );
    const parcels = await api('GET', '/parcel/lst?status=in_warehouse', customer);
    assert.ok(parcels.list.some((p) => p.tracking_no === 'NZP700002'));
  });
});
