// Journey: a customer declares a parcel; staff (a second browser context) check it in; the customer
// sees the unread badge on the mine tab and on the messages entry, opens the message and lands on the parcel
// in the in-warehouse tab; the badge is gone. The API is only used to set the customer up.
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { startServer, launchBrowser, signedInPage, apiLogin, waitForSmsCode, waitForToast, step } = require('../support');

const MOBILE = '+64215550909';
const TRACKING_NO = 'NZP909001';

let server, browser, customer, staff;

const visible = (page, selector) => page.locator(selector).first().waitFor({ state: 'visible', timeout: 15000 });
const text = async (page, selector) => (await page.locator(selector).first().textContent()).trim();

async function post(url, body) {
  const res = await fetch(`${server.base}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.json();
}

/** A registered customer's token, as the register page would get it. */
async function registeredCustomer() {
  await post('/get_captcha', { mobile: MOBILE, scene: 'register' });
  const captcha = await waitForSmsCode(server.dataDir, MOBILE);
  const policy = await (await fetch(`${server.base}/api/privacy/policy`)).json();
  const answer = await post('/mobile/register', { mobile: MOBILE, captcha, password: 'Secret909', privacy_version: policy.data.version });
  if (answer.code !== 0) throw new Error(`register: ${JSON.stringify(answer)}`);
  return answer.data.token;
}

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  customer = await signedInPage(browser, await registeredCustomer(), { lang: 'zh-CN' });
  staff = await signedInPage(browser, await apiLogin(server.base, 'staff', 'Demo12345'), { lang: 'zh-CN' });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('notifications: declare, staff check-in, unread badge, open the message, land on the parcel', async () => {
  await step(customer, 'n-declare', async () => {
    await customer.goto(`${server.base}/pages/mine/my-parcel/index`);
    await visible(customer, '.parcel-page .parcel-declare');
    await customer.click('.parcel-page .parcel-declare');
    await visible(customer, '.parcel-page .parcel-form');
    await customer.click('.parcel-form .parcel-courier-nz-post');
    await customer.fill('.parcel-form .parcel-tracking-input input', TRACKING_NO);
    await customer.fill('.parcel-form .goods-line-1 .goods-name input', '保温杯');
    const chip = customer.locator('.parcel-form .goods-line-1 .goods-category-general');
    const current = customer.locator('.parcel-form .goods-line-1 .goods-category-current');
    await chip.or(current).first().waitFor({ state: 'visible', timeout: 15000 });
    if (!(await chip.isVisible())) await current.click();
    await chip.click();
    await customer.fill('.parcel-form .goods-line-1 .goods-quantity input', '1');
    await customer.fill('.parcel-form .goods-line-1 .goods-unit-value input', '25');
    await customer.click('.parcel-form .parcel-form-submit');
    await waitForToast(customer, '预报成功');
    await customer.locator('.parcel-page .parcel-card--declared .parcel-no', { hasText: TRACKING_NO }).waitFor({ timeout: 15000 });
  });

  await step(staff, 'n-staff-checkin', async () => {
    await staff.goto(`${server.base}/pages/staff/checkin`);
    await visible(staff, '.staff-checkin-page .checkin-submit');
    await staff.fill('.staff-checkin-page .checkin-scan input', TRACKING_NO);
    await staff.fill('.staff-checkin-page .checkin-weight input', '0.8');
    await staff.click('.staff-checkin-page .checkin-submit');
    await staff
      .locator('.staff-checkin-page .checkin-result--matched .checkin-result-no', { hasText: TRACKING_NO })
      .waitFor({ timeout: 15000 });
  });

  await step(customer, 'n-badge', async () => {
    await customer.goto(`${server.base}/pages/mine/index`);
    await visible(customer, '.mine-page .menu-messages .mine-menu-badge');
    assert.equal(await text(customer, '.mine-page .menu-messages .mine-menu-badge'), '1');
    // The tab bar's badge on "mine" (the fourth tab).
    await customer.locator('.weui-tabbar__item').nth(3).locator('.weui-badge', { hasText: '1' }).waitFor({ timeout: 15000 });
  });

  await step(customer, 'n-open-message', async () => {
    await customer.click('.mine-page .menu-messages');
    await visible(customer, '.message-page .message-item.message-unread');
    assert.equal(await text(customer, '.message-page .message-unread .message-title'), '包裹已入库');
    assert.match(await text(customer, '.message-page .message-unread .message-body'), new RegExp(TRACKING_NO));
    await customer.click('.message-page .message-unread');
    await visible(customer, '.parcel-page .parcel-tab-in_warehouse.parcel-tab--active');
    await customer.locator('.parcel-page .parcel-card--in_warehouse .parcel-no', { hasText: TRACKING_NO }).waitFor({ timeout: 15000 });
  });

  await step(customer, 'n-badge-gone', async () => {
    await customer.goto(`${server.base}/pages/mine/index`);
    await visible(customer, '.mine-page .menu-messages');
    await customer.waitForTimeout(1000);
    assert.equal(await customer.locator('.mine-page .menu-messages .mine-menu-badge').count(), 0);
    await customer.goto(`${server.base}/pages/mine/messages/index`);
    await visible(customer, '.message-page .message-item');
    assert.equal(await customer.locator('.message-page .message-unread').count(), 0);
  });
});
