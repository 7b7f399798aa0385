// Journey through the screens: a new customer registers, signs the transport agreement, adds a China
// recipient and declares two parcels; staff (a second browser context) check both in; the customer packs them
// into one waybill; staff weigh and pack it, and the customer sees the frozen price while it awaits payment
// (payment and dispatch have journeys of their own); staff add a track event; signed out, the public track
// query shows the packed event and the staff event, and nothing of the recipient.
// The API is only read: the SMS code from the outbox, and the waybill's amount the detail must show.
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const {
  startServer,
  launchBrowser,
  newPhonePage,
  signedInPage,
  apiLogin,
  apiClient,
  waitForSmsCode,
  waitForToast,
  step,
  fillChinaRecipient,
} = require('../support');

const MOBILE_NATIONAL = '0215550404';
const MOBILE_E164 = '+64215550404';
const PASSWORD = 'Secret404';
const RECIPIENT = { name: '李晓华', mobile: '13987654321', street: '建国路88号1单元101', postcode: '100022', id: '11010519491231002X' };
const PARCELS = [
  { courier: 'nz-post', trackingNo: 'NZP404001', goods: '保温杯', quantity: '1', unitValue: '25', weightKg: '0.8' },
  { courier: 'courierpost', trackingNo: 'CP404002', goods: '帆布袋', quantity: '2', unitValue: '15', weightKg: '0.6' },
];
const STAFF_EVENT = { zh: '包裹已交航空公司,等待起飞', en: 'Handed to the airline, awaiting departure', place: 'Auckland' };
const PACKED_EVENT_ZH = '仓库已完成称重打包'; // the server's system event (server/src/modules/tracking/events.ts)

let server, browser, customer, staff, waybill;

const visible = (page, selector) => page.locator(selector).first().waitFor({ state: 'visible', timeout: 15000 });
const text = async (page, selector) => (await page.locator(selector).first().textContent()).trim();
const tokenOf = async (page) => page.evaluate(() => JSON.parse(window.localStorage.getItem('token') || '{}').data || '');

const apiGet = (url, token) => apiClient(server.base)('GET', url, token);

/** One stroke with the mouse across the signature pad. */
async function drawSignature(page) {
  const box = await page.locator('.signature-page .signature-canvas canvas').boundingBox();
  await page.mouse.move(box.x + 30, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, fy] of [
    [70, 0.3],
    [110, 0.7],
    [150, 0.35],
    [190, 0.65],
    [230, 0.4],
  ]) {
    await page.mouse.move(box.x + x, box.y + box.height * fy, { steps: 5 });
  }
  await page.mouse.up();
}

/** Sets a goods line's category: its chips show until a category is chosen, then behind "change". */
async function chooseCategory(page, scope, code) {
  const chip = page.locator(`${scope} .goods-category-${code}`);
  const current = page.locator(`${scope} .goods-category-current`);
  await chip.or(current).first().waitFor({ state: 'visible', timeout: 15000 });
  if (!(await chip.isVisible())) await current.click();
  await chip.click();
  // The chosen chip turns active (the chips may stay open after a real click: only the choice is checked).
  await page.locator(`${scope} .goods-category-${code}.goods-category--active`).or(current).first().waitFor({ state: 'visible' });
  if (await current.isVisible()) await current.click();
  await page.locator(`${scope} .goods-category-${code}.goods-category--active`).waitFor({ state: 'visible' });
}

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  customer = await newPhonePage(browser, { lang: 'zh-CN' });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('parcel to track: register, sign, declare two parcels, check in, pack, price, track event, public track', async () => {
  const page = customer;

  await step(page, 'p2t-register', async () => {
    await page.goto(`${server.base}/`);
    await visible(page, '.login-page .to-register');
    await page.click('.login-page .to-register');
    await visible(page, '.register-page .register-submit');
    assert.equal(await text(page, '.register-page .register-mobile .area-code'), '+64');
    await page.fill('.register-page .register-mobile input', MOBILE_NATIONAL);
    await page.click('.register-page .get-code');
    const code = await waitForSmsCode(server.dataDir, MOBILE_E164);
    await page.fill('.register-page .register-captcha input', code);
    await page.fill('.register-page .register-password input', PASSWORD);
    await page.fill('.register-page .register-confirm input', PASSWORD);
    await page.click('.register-page .register-agree .nut-checkbox');
    await page.click('.register-page .register-submit');
    await visible(page, '.home-page');
  });

  await step(page, 'p2t-sign-agreement', async () => {
    await page.goto(`${server.base}/pages/signature/agreement`);
    await visible(page, '.agreement-page .agreement-status--unsigned');
    await page.click('.agreement-page .agreement-sign');
    await visible(page, '.signature-page .signature-box--ready .signature-canvas canvas'); // the pad listens from then on
    await drawSignature(page);
    assert.doesNotMatch(await page.getAttribute('.signature-page .signature-confirm', 'class'), /nut-button-disabled/);
    await page.click('.signature-page .signature-confirm');
    await visible(page, '.signature-page.signature-done');
    const status = await apiGet('/sign/status', await tokenOf(page));
    assert.ok(status.signed, 'the agreement is signed');
  });

  await step(page, 'p2t-add-recipient', async () => {
    await page.goto(`${server.base}/pages/mine/user-address/index`);
    await visible(page, '.address-page .address-add');
    await page.click('.address-page .address-add');
    await visible(page, '.address-edit-page .address-save');
    await fillChinaRecipient(page, RECIPIENT);
    await page.click('.address-edit-page .address-id-consent-box');
    await page.click('.address-edit-page .address-save');
    await page.locator('.address-page .address-card', { hasText: RECIPIENT.name }).first().waitFor({ timeout: 15000 });
  });

  await step(page, 'p2t-declare-parcels', async () => {
    await page.goto(`${server.base}/pages/mine/my-parcel/index`);
    for (const p of PARCELS) {
      await visible(page, '.parcel-page .parcel-declare');
      await page.click('.parcel-page .parcel-declare');
      await visible(page, '.parcel-page .parcel-form');
      await page.click(`.parcel-form .parcel-courier-${p.courier}`);
      await page.fill('.parcel-form .parcel-tracking-input input', p.trackingNo);
      await page.fill('.parcel-form .goods-line-1 .goods-name input', p.goods);
      await chooseCategory(page, '.parcel-form .goods-line-1', 'general');
      await page.fill('.parcel-form .goods-line-1 .goods-quantity input', p.quantity);
      await page.fill('.parcel-form .goods-line-1 .goods-unit-value input', p.unitValue);
      await page.click('.parcel-form .parcel-form-submit');
      await waitForToast(page, '预报成功');
      await page.locator('.parcel-page .parcel-tab-declared.parcel-tab--active').waitFor({ timeout: 15000 });
      await page.locator('.parcel-page .parcel-card--declared .parcel-no', { hasText: p.trackingNo }).waitFor({ timeout: 15000 });
    }
    for (const p of PARCELS) {
      await page.locator('.parcel-page .parcel-card--declared .parcel-no', { hasText: p.trackingNo }).waitFor({ timeout: 15000 });
    }
    assert.equal(await text(page, '.parcel-page .parcel-tab-declared .parcel-tab-count'), '2');
  });

  staff = await signedInPage(browser, await apiLogin(server.base, 'staff', 'Demo12345'), { lang: 'zh-CN' });

  await step(staff, 'p2t-staff-checkin', async () => {
    await staff.goto(`${server.base}/pages/staff/checkin`);
    await visible(staff, '.staff-checkin-page .checkin-submit');
    for (const p of PARCELS) {
      await staff.fill('.staff-checkin-page .checkin-scan input', p.trackingNo);
      await staff.fill('.staff-checkin-page .checkin-weight input', p.weightKg);
      await staff.click('.staff-checkin-page .checkin-submit');
      await staff
        .locator('.staff-checkin-page .checkin-result--matched .checkin-result-no', { hasText: p.trackingNo })
        .waitFor({ timeout: 15000 });
    }
  });

  await step(page, 'p2t-pack-request', async () => {
    await page.click('.parcel-page .parcel-tab-in_warehouse');
    for (const p of PARCELS) {
      const card = page.locator('.parcel-page .parcel-card--in_warehouse', { has: page.locator('.parcel-no', { hasText: p.trackingNo }) });
      await card.waitFor({ timeout: 15000 });
      await card.locator('.parcel-check').click();
      await card.locator('.parcel-check--on').waitFor();
    }
    await page.click('.parcel-page .parcel-pack');
    await visible(page, '.pack-page .pack-parcels .pack-parcel--on');
    await page.waitForFunction((n) => document.querySelectorAll('.pack-page .pack-parcel--on').length === n, PARCELS.length, {
      timeout: 15000,
    });
    // The goods come from the two declarations.
    await page.locator('.pack-page .waybill-goods .goods-line-2').waitFor({ timeout: 15000 });

    await page.click('.pack-page .waybill-recipient');
    const pick = page.locator('.address-page--pick .address-card', { hasText: RECIPIENT.name }).first();
    await pick.waitFor({ timeout: 15000 });
    await pick.click();
    await page.locator('.pack-page .waybill-recipient .waybill-party-name', { hasText: RECIPIENT.name }).waitFor({ timeout: 15000 });

    const economy = page.locator('.pack-page .channel-option-nz-general-economy');
    await economy.waitFor({ timeout: 15000 });
    await page.locator('.pack-page .channel-list:not(.channel-list--stale)').waitFor({ timeout: 15000 });
    assert.doesNotMatch(await economy.getAttribute('class'), /channel-option--blocked/, 'the economy line takes general goods');
    await economy.click();
    await page.locator('.pack-page .channel-option-nz-general-economy.channel-option--selected').waitFor();
    await page.click('.pack-page .waybill-submit');
    await page.waitForURL(/\/pages\/waybill\/detail\?id=\d+/, { timeout: 15000 });
    await visible(page, '.waybill-detail-page .waybill-detail-no');
    const id = Number(new URL(page.url()).searchParams.get('id'));
    waybill = { id, no: await text(page, '.waybill-detail-page .waybill-detail-no') };
    assert.match(waybill.no, /^NZ\d{10}$/);
    assert.equal(await text(page, '.waybill-detail-page .waybill-detail-head .waybill-status'), '待打包');
  });

  await step(staff, 'p2t-staff-pack', async () => {
    await staff.goto(`${server.base}/pages/staff/orders`);
    await visible(staff, '.staff-orders-page .orders-tab-pending_pack.staff-tab--active');
    await visible(staff, `.staff-orders-page .order-card-${waybill.id}`);
    assert.equal(await text(staff, `.staff-orders-page .order-card-${waybill.id} .order-card-no`), waybill.no);
    await staff.click(`.staff-orders-page .order-card-${waybill.id} .order-card-recipient`);
    await visible(staff, '.staff-order-page .order-pack .pack-submit');
    assert.equal(await text(staff, '.staff-order-page .order-head .order-no'), waybill.no);
    await staff.fill('.staff-order-page .pack-weight input', '1.45');
    await staff.fill('.staff-order-page .pack-length input', '30');
    await staff.fill('.staff-order-page .pack-width input', '20');
    await staff.fill('.staff-order-page .pack-height input', '15');
    await staff.click('.staff-order-page .pack-submit');
    await staff.click('.taro__modal .taro-model__confirm');
    await visible(staff, '.staff-order-page .order-status--pending_payment');
    await visible(staff, '.staff-order-page .order-charge .charge-total .staff-kv-value');
    assert.match(await text(staff, '.staff-order-page .order-charge .charge-total .staff-kv-value'), /^NZ\$\d+\.\d{2}$/);
  });

  await step(page, 'p2t-customer-sees-price', async () => {
    await page.reload();
    await page.waitForFunction(
      () => document.querySelector('.waybill-detail-page .waybill-detail-head .waybill-status')?.textContent === '待付款',
      null,
      { timeout: 15000 },
    );
    await visible(page, '.waybill-detail-page .waybill-price-total .waybill-row-value');
    const shown = await text(page, '.waybill-detail-page .waybill-price-total .waybill-row-value');
    const detail = await apiGet(`/order/detail/${waybill.id}`, await tokenOf(page));
    assert.equal(detail.status, 'pending_payment');
    assert.ok(detail.amount_due > 0, 'something to pay');
    assert.equal(detail.charge.total, detail.amount_due);
    assert.equal(shown, `NZ$${(detail.amount_due / 100).toFixed(2)}`);
    assert.equal(await text(page, '.waybill-detail-page .waybill-weight-actual .waybill-row-value'), '1.45 kg');
    assert.equal(
      await text(staff, '.staff-order-page .order-charge .charge-total .staff-kv-value'),
      shown,
      'staff and customer see one price',
    );
  });

  await step(staff, 'p2t-staff-track-event', async () => {
    await staff.fill('.staff-order-page .order-track-form .track-zh input', STAFF_EVENT.zh);
    await staff.fill('.staff-order-page .order-track-form .track-en input', STAFF_EVENT.en);
    await staff.fill('.staff-order-page .order-track-form .track-place input', STAFF_EVENT.place);
    await staff.click('.staff-order-page .order-track-form .track-submit');
    await staff.locator('.staff-order-page .order-track-event .order-track-text', { hasText: STAFF_EVENT.zh }).waitFor({ timeout: 15000 });
  });

  const guest = await newPhonePage(browser, { lang: 'zh-CN' });
  await step(guest, 'p2t-public-track', async () => {
    await guest.goto(`${server.base}/pages/mine/track-log/index`);
    await visible(guest, '.track-log-page .track-log-input input');
    assert.equal(await guest.evaluate(() => window.localStorage.getItem('token')), null, 'signed out');
    await guest.fill('.track-log-page .track-log-input input', waybill.no);
    await guest.click('.track-log-page .track-log-submit');
    await visible(guest, '.track-log-page .track-log-result .track-event--latest');
    assert.equal(await text(guest, '.track-log-page .track-log-result-no'), waybill.no);
    assert.equal(await text(guest, '.track-log-page .track-log-result .waybill-status'), '待付款');
    const events = await guest.locator('.track-log-page .track-log-timeline .track-event-text').allTextContents();
    assert.deepEqual(
      events.map((e) => e.trim()),
      [STAFF_EVENT.zh, PACKED_EVENT_ZH],
      'newest first: the staff event, then packed',
    );
    assert.equal(await text(guest, '.track-log-page .track-event--latest .track-event-place'), STAFF_EVENT.place);
    const all = await guest.locator('.track-log-page').innerText();
    assert.ok(!all.includes(RECIPIENT.name), 'no recipient name');
    assert.ok(!all.includes(RECIPIENT.mobile) && !all.includes(RECIPIENT.mobile.slice(-4)), 'no recipient mobile');
  });
});
