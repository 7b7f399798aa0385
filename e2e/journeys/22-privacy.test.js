// Journey (zh and en): a customer registers with the privacy policy box, adds a recipient whose ID number needs its
// own consent (refused until the box is ticked), downloads a copy of their data (the export
// job builds the ZIP), deletes the account (no grace period here: the erasure job runs at once) and registers again
// with the same mobile as a new customer. The server polls its jobs, as in production. A number gets one code a
// minute, so the deletion code waits out the sign-up's: both languages run side by side to wait once.
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const fs = require('fs');
const {
  startServer,
  launchBrowser,
  newPhonePage,
  step,
  waitForToast,
  fillRegisterForm,
  readSmsCode,
  waitForSmsCode,
  fillChinaRecipient,
} = require('../support');

const PASSWORD = 'Secret123';

const TEXTS = {
  'zh-CN': {
    exportQueued: '正在准备,完成后会通过站内消息通知您',
    ready: '可下载',
    expired: '登录已过期,请重新登录',
    idConsent: '保存身份证信息前,请勾选单独同意',
  },
  en: {
    exportQueued: 'Being prepared: a message will tell you when it is ready',
    ready: 'Ready',
    expired: 'Login expired, please log in again',
    idConsent: 'Tick the separate consent before saving ID details',
  },
};

let server, browser;

before(async () => {
  server = await startServer({ env: { JOBS_POLLING: '1', ACCOUNT_DELETE_GRACE_HOURS: '0' } });
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

async function storedToken(page) {
  const raw = await page.evaluate(() => window.localStorage.getItem('token'));
  return raw ? JSON.parse(raw).data : '';
}

async function memberCode(page) {
  await page.goto(`${server.base}/pages/mine/index`);
  const code = page.locator('.mine-page .mine-member-code');
  await code.waitFor({ state: 'visible', timeout: 15000 });
  return (await code.innerText()).match(/[A-Z]{2}\d{6}/)[0];
}

/** Until the erasure job has run: the session is gone with the account. */
async function waitForErasure(token) {
  const until = Date.now() + 20000;
  while (Date.now() < until) {
    const res = await fetch(`${server.base}/api/user/info`, { headers: { 'x-token': token } });
    if (res.status === 401) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('the account was not erased in time');
}

const RESEND_MS = 61000;

async function journey(lang, national, e164) {
  const texts = TEXTS[lang];
  const page = await newPhonePage(browser, { lang });
  const visible = (selector) => page.locator(selector).first().waitFor({ state: 'visible', timeout: 15000 });
  let firstCode, codeSentAt;

  await step(page, `privacy-register-${lang}`, async () => {
    await page.goto(`${server.base}/pages/register/index`);
    await visible('.register-page .register-submit');
    await fillRegisterForm(page, server.dataDir, { national, e164, password: PASSWORD });
    codeSentAt = Date.now();
    await visible('.home-page');
    firstCode = await memberCode(page);
  });

  await step(page, `privacy-recipient-${lang}`, async () => {
    await page.goto(`${server.base}/pages/mine/user-address/edit?type=recipient`);
    await visible('.address-edit-page .address-save');
    await fillChinaRecipient(page, {
      name: '王小明',
      mobile: '13912345678',
      street: '建国路88号',
      postcode: '100022',
      id: '11010519491231002X',
    });
    await page.click('.address-edit-page .address-save');
    await page.locator('.address-edit-page .address-edit-error', { hasText: texts.idConsent }).waitFor();
    const token = await storedToken(page);
    const before = await (await fetch(`${server.base}/api/user/address/lst?type=recipient`, { headers: { 'x-token': token } })).json();
    assert.equal(before.data.list.length, 0, 'nothing is saved without the consent');
    await page.click('.address-edit-page .address-id-consent-box');
    await page.click('.address-edit-page .address-save');
    await page.locator('.address-page .address-card', { hasText: '王小明' }).first().waitFor({ timeout: 15000 });
  });

  await step(page, `privacy-export-${lang}`, async () => {
    await page.goto(`${server.base}/pages/mine/privacy/index`);
    // Enabled once the page knows no export is under way.
    await visible('.rights-export-ask:not(.nut-button-disabled)');
    await page.click('.rights-export-ask');
    await waitForToast(page, texts.exportQueued);
    // The job builds the ZIP in the background: the list shows it ready on a later look.
    const ready = page.locator('.rights-export-ready .rights-export-state');
    const until = Date.now() + 20000;
    while (!(await ready.count())) {
      assert.ok(Date.now() < until, 'the export was not ready in time');
      await page.waitForTimeout(500);
      await page.reload();
      await visible('.rights-exports .rights-card-title');
    }
    assert.equal(await ready.innerText(), texts.ready);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('.rights-export-download')]);
    const zip = fs.readFileSync(await download.path());
    assert.equal(zip.subarray(0, 4).toString('binary'), 'PK\x03\x04');
    assert.ok(zip.includes('profile.json'), 'the ZIP names the profile file');
    assert.ok(zip.includes('addresses.json'), 'the ZIP names the addresses file');
  });

  await step(page, `privacy-delete-${lang}`, async () => {
    const token = await storedToken(page);
    const registerCode = readSmsCode(server.dataDir, e164);
    await page.goto(`${server.base}/pages/mine/privacy/delete`);
    await visible('.rights-delete-submit');
    await page.waitForTimeout(Math.max(0, codeSentAt + RESEND_MS - Date.now()));
    await page.click('.rights-delete-code .get-code');
    const code = await waitForSmsCode(server.dataDir, e164, registerCode);
    await page.fill('.rights-delete-code input', code);
    await page.click('.rights-delete-submit');
    await page.click('.taro__modal .taro-model__confirm');
    await waitForErasure(token);
    // The erased account's session is over: the app says so and goes to sign-in.
    await page.goto(`${server.base}/pages/mine/index`);
    await waitForToast(page, texts.expired);
    await visible('.login-page .login-submit');
  });

  await step(page, `privacy-register-again-${lang}`, async () => {
    const deletionCode = readSmsCode(server.dataDir, e164);
    await page.click('.login-page .to-register');
    await visible('.register-page .register-submit');
    await fillRegisterForm(page, server.dataDir, { national, e164, password: PASSWORD, previousCode: deletionCode });
    // Back on the page the ended session left, as a new customer, not the deleted one.
    await visible('.mine-page .mine-member-code');
    assert.notEqual(await memberCode(page), firstCode);
  });
  await page.context().close();
}

test(
  'register with the policy, add a recipient with the ID consent, download my data, delete the account, register again (zh and en)',
  { concurrency: true },
  async (t) => {
    await Promise.all([
      t.test('zh', () => journey('zh-CN', '0215550201', '+64215550201')),
      t.test('en', () => journey('en', '0215550202', '+64215550202')),
    ]);
  },
);
