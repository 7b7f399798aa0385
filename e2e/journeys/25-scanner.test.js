// The warehouse floor with a keyboard-wedge scanner (a USB or Bluetooth scanner types the code, then Enter),
// through the H5 screens and without a single click: check-in opens with the focus in the scan field, a scan asks
// for the weight, the weight and Enter check the parcel in and the result shows big, the focus is back for the
// next scan, and the same number again is refused with the server's reason; dispatch refuses an unknown waybill
// number, adds a scanned one, and two Enters on the empty field dispatch it.
// Set-up through the API: the agreement, one declaration to check in, one packed and paid waybill to dispatch.
const { test, before, after } = require('node:test');
const { paidOnlineViaApi, pricedWaybillViaApi, signAgreementViaApi, signedInPage, startDemoWorld, step } = require('../support');

const TRACKING = 'NZP2500001';
let world, page, waybill;

/** Waits until the focus is inside `field` (the page moves it there by itself). */
const focusedIn = (field) => page.waitForFunction((sel) => !!document.activeElement?.closest(sel), field, { timeout: 15000 });
/** What the scanner does: the characters, then Enter, into whatever has the focus. */
async function wedge(code) {
  if (code) await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
}
const shown = (selector, text) => page.locator(selector, { hasText: text }).first().waitFor({ timeout: 15000 });

before(async () => {
  world = await startDemoWorld();
  const { api, server, customer, staff } = world;
  await signAgreementViaApi(api, customer);
  await api('POST', '/parcel/create', customer, {
    courier: 'NZ Post',
    tracking_no: TRACKING,
    goods: [{ name: '羊毛围巾', category: 'clothing', quantity: 1, unit_value: 3000 }],
  });
  waybill = await pricedWaybillViaApi(api, { customer, staff }, 'NZP2500002', {
    packed: { weight_g: 1000, length_mm: 300, width_mm: 200, height_mm: 100 },
  });
  await paidOnlineViaApi(api, server.base, customer, '/pay/waybill', { waybill_id: waybill.id, use_wallet: false });
  page = await signedInPage(world.browser, staff, { lang: 'zh-CN' });
});

after(async () => {
  await world?.browser?.close();
  await world?.server?.stop();
});

test('check-in by scanner: scan, weight and Enter, the result big, the focus back; a second check-in refused', async () => {
  await step(page, 'scanner-checkin', async () => {
    await page.goto(`${world.server.base}/pages/staff/checkin`);
    await focusedIn('.checkin-scan');
    await wedge(TRACKING);
    await shown('.checkin-scan-result--ask', `${TRACKING}:请输入重量后回车`);
    await focusedIn('.checkin-weight');
    await wedge('0.9');
    await shown('.checkin-scan-result--ok', `${TRACKING} → `);
    await focusedIn('.checkin-scan');
    // The same number once the repeat window is past: the server refuses, and says why.
    await page.waitForTimeout(1600);
    await wedge(TRACKING);
    await focusedIn('.checkin-weight');
    await wedge('0.9');
    await shown('.checkin-scan-result--error', '不能重复入库');
    await focusedIn('.checkin-scan');
  });
});

test('dispatch by scanner: an unknown number refused, the waybill added, Enter twice dispatches', async () => {
  await step(page, 'scanner-dispatch', async () => {
    await page.goto(`${world.server.base}/pages/staff/dispatch`);
    await focusedIn('.dispatch-scan');
    await wedge('NZ9999999999');
    await shown('.dispatch-scan-result--error', '未找到运单 NZ9999999999');
    await wedge(waybill.no);
    await shown('.dispatch-scan-result--ok', `${waybill.no} → 已加入发出清单,共 1 单`);
    await wedge('');
    await shown('.dispatch-scan-result--ask', '再按一次回车发出 1 单');
    await wedge('');
    await shown('.dispatch-scan-result--ok', '已发出 1 单');
    await shown(`.dispatch-result-${waybill.id}.dispatch-result--ok`, waybill.no);
    await focusedIn('.dispatch-scan');
  });
});
