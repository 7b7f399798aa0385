// Journey: a new customer registers with an SMS code, logs out, signs in with the password,
// switches to English (texts change and the API answers in English), and a session revoked on the
// server sends them to the login page with the toast.
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { startServer, launchBrowser, newPhonePage, waitForSmsCode, step, waitForToast } = require('../support');

const MOBILE_NATIONAL = '0215550123';
const MOBILE_E164 = '+64215550123';
const PASSWORD = 'Secret123';

let server, browser, page;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await newPhonePage(browser, { lang: 'zh-CN' });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const visible = (selector) => page.locator(selector).first().waitFor({ state: 'visible', timeout: 15000 });
const tab = (label) =>
  page
    .locator('.taro-tabbar__tabbar .weui-tabbar__label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .first();

async function storedToken() {
  const raw = await page.evaluate(() => window.localStorage.getItem('token'));
  if (!raw) return '';
  try {
    return JSON.parse(raw).data;
  } catch {
    return raw;
  }
}

test('register, log out, sign in with the password, English, revoked session', async () => {
  await step(page, 'open-login', async () => {
    await page.goto(`${server.base}/`);
    await visible('.login-page .login-submit');
    assert.match(await page.locator('.login-page').innerText(), /登录/);
  });

  await step(page, 'register', async () => {
    await page.click('.login-page .to-register');
    await visible('.register-page');
    await page.fill('.register-page .register-mobile input', MOBILE_NATIONAL);
    await page.click('.register-page .get-code');
    const code = await waitForSmsCode(server.dataDir, MOBILE_E164);
    assert.match(code, /^\d{6}$/);
    await page.fill('.register-page .register-captcha input', code);
    await page.fill('.register-page .register-password input', PASSWORD);
    await page.fill('.register-page .register-confirm input', PASSWORD);
    await page.click('.register-page .register-agree .nut-checkbox');
    await page.click('.register-page .register-submit');
    await visible('.home-page');
    for (const label of ['首页', '寄件', '我的运单', '我的']) await tab(label).waitFor({ state: 'visible' });
    // The bars keep their size in CSS pixels on any screen: a 50px tab bar with 10px labels, a 44px title bar.
    // Read from the element on the page when asked (the tab bar draws its labels again as their words arrive).
    const size = async (selector, prop) =>
      (
        await page.waitForFunction(
          ([sel, p]) => {
            const el = document.querySelector(sel);
            return el?.isConnected && getComputedStyle(el)[p];
          },
          [selector, prop],
        )
      ).jsonValue();
    assert.equal(await size('.taro-tabbar__tabbar', 'height'), '50px');
    assert.equal(await size('.taro-tabbar__tabbar .weui-tabbar__label', 'fontSize'), '10px');
    assert.equal(await size('#taro-navigation-bar', 'height'), '44px');
  });

  await step(page, 'mine-shows-the-new-account', async () => {
    await tab('我的').click();
    await visible('.mine-page .mine-member-code');
    assert.match(await page.locator('.mine-page .mine-member-code').innerText(), /NZ\d{6}/);
    assert.match(await page.locator('.mine-page .mine-mobile').innerText(), /\+64 21\*+123/);
  });

  await step(page, 'log-out', async () => {
    await page.click('.mine-page .mine-logout');
    await page.click('.taro__modal .taro-model__confirm');
    await visible('.login-page .login-submit');
    assert.equal(await storedToken(), '');
  });

  await step(page, 'sign-in-with-password', async () => {
    await page.click('.login-page .tab-password');
    await page.fill('.login-page .login-mobile input', MOBILE_NATIONAL);
    await page.fill('.login-page .login-password input', PASSWORD);
    await page.click('.login-page .login-submit');
    await visible('.home-page');
    assert.ok((await storedToken()).length >= 40);
  });

  await step(page, 'switch-to-english', async () => {
    await tab('我的').click();
    await visible('.mine-page');
    await page.click('.mine-page .lang-switch .lang-en');
    await tab('Mine').waitFor({ state: 'visible' });
    await page.locator('.mine-page .mine-logout', { hasText: 'Log out' }).waitFor();
    assert.match(await page.locator('.mine-page .mine-menu').innerText(), /Address book/);
    for (const label of ['Home', 'Send parcel', 'My waybills', 'Mine']) await tab(label).waitFor({ state: 'visible' });
  });

  await step(page, 'api-answers-in-english', async () => {
    await page.click('.mine-page .mine-logout');
    await page.click('.taro__modal .taro-model__confirm');
    await visible('.login-page .login-submit');
    await page.click('.login-page .tab-password');
    await page.fill('.login-page .login-mobile input', MOBILE_NATIONAL);
    await page.fill('.login-page .login-password input', 'Wrong1234');
    await page.click('.login-page .login-submit');
    await waitForToast(page, 'Wrong account or password');
    await page.fill('.login-page .login-password input', PASSWORD);
    await page.click('.login-page .login-submit');
    await visible('.home-page');
  });

  await step(page, 'revoked-session-goes-to-login', async () => {
    const token = await storedToken();
    const res = await fetch(`${server.base}/api/login_out`, { headers: { 'x-token': token } });
    assert.equal((await res.json()).status, 200);
    await page.goto(`${server.base}/pages/mine/index`);
    await waitForToast(page, 'Login expired, please log in again');
    await visible('.login-page .login-submit');
    assert.equal(await storedToken(), '');
  });
});
