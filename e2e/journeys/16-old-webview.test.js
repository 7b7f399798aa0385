// Journey: a WebView without fetch or AbortController (iOS before 11.3, Chrome before 66). The app bundle carries
// neither polyfill; index.html loads both only there, and the customer registers and reaches home through them.
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { startServer, launchBrowser, newPhonePage, step, fillRegisterForm } = require('../support');

let server, browser, page;
const scripts = [];

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await newPhonePage(browser, { lang: 'zh-CN' });
  await page.addInitScript(() => {
    delete window.fetch;
    delete window.AbortController;
    delete window.AbortSignal;
  });
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
  });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

test('an old WebView gets the polyfills and signs up through them', async () => {
  await step(page, 'open-login', async () => {
    await page.goto(`${server.base}/`);
    await page.locator('.login-page .login-submit').waitFor({ state: 'visible', timeout: 30000 });
    assert.ok(scripts.includes('/static/polyfills/fetch.umd.js'), scripts.join(', '));
    assert.ok(scripts.includes('/static/polyfills/abortcontroller-polyfill-only.js'), scripts.join(', '));
    assert.equal(await page.evaluate(() => window.fetch.polyfill), true);
  });

  await step(page, 'register-and-reach-home', async () => {
    await page.click('.login-page .to-register');
    await page.locator('.register-page').waitFor({ state: 'visible' });
    await fillRegisterForm(page, server.dataDir, { national: '0215550177', e164: '+64215550177', password: 'Secret123' });
    await page.locator('.home-page').waitFor({ state: 'visible', timeout: 30000 });
  });
});

test('a current browser loads no polyfill', async () => {
  const fresh = await newPhonePage(browser, { lang: 'en' });
  const loaded = [];
  fresh.on('request', (req) => loaded.push(new URL(req.url()).pathname));
  await fresh.goto(`${server.base}/`);
  await fresh.locator('.login-page .login-submit').waitFor({ state: 'visible', timeout: 30000 });
  assert.deepEqual(
    loaded.filter((p) => p.includes('polyfills')),
    [],
  );
  assert.equal(await fresh.evaluate(() => Boolean(window.fetch.polyfill)), false);
});
