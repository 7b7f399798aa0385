// Journey, what a customer trips over: every sub-page has a title and a way back (Taro's navigation
// bar on H5), an unknown address shows "page not found" with a way home, "About" opens its own page, and the
// first load asks for no favicon that isn't there.
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { startServer, launchBrowser, signedInPage, apiLogin, step } = require('../support');

let server, browser, customer;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  customer = await apiLogin(server.base, '+64211234567', 'Demo12345');
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const visible = (page, selector) => page.locator(selector).first().waitFor({ state: 'visible', timeout: 15000 });
const title = (page) => page.locator('#taro-navigation-bar .taro-navigation-bar-title').textContent();

test('tour: titles and a way back, page not found, About, no missing favicon', async () => {
  const page = await signedInPage(browser, customer, { lang: 'zh-CN' });
  const missing = [];
  page.on('response', (r) => {
    if (r.status() === 404 && !r.url().includes('/api/')) missing.push(r.url());
  });

  await step(page, 'tour-title-and-back', async () => {
    await page.goto(`${server.base}/pages/mine/index`);
    await visible(page, '.mine-page .menu-about');
    await page.click('.mine-page .menu-about');
    await visible(page, '.about-page .about-version');
    await page.waitForFunction(() => document.querySelector('#taro-navigation-bar .taro-navigation-bar-title')?.textContent === '关于我们');
    assert.ok(await page.locator('#taro-navigation-bar .taro-navigation-bar-back').isVisible(), 'a back button');
    await page.click('#taro-navigation-bar .taro-navigation-bar-back');
    await visible(page, '.mine-page .menu-about');
    assert.equal(await title(page), '我的');
  });

  await step(page, 'tour-not-found', async () => {
    await page.goto(`${server.base}/pages/no-such-page/index`);
    await visible(page, '.not-found-page .not-found .empty-state-action');
    assert.equal((await page.locator('.not-found .empty-state-text').textContent()).trim(), '您打开的页面不存在或已移动');
    await page.click('.not-found .empty-state-action');
    await visible(page, '.home-page');
  });

  await step(page, 'tour-missing-id', async () => {
    await page.goto(`${server.base}/pages/waybill/detail`);
    await visible(page, '.waybill-detail-missing .empty-state-action');
    assert.equal(
      (await page.locator('.waybill-detail-missing .empty-state-text').textContent()).trim(),
      '没有指定要查看的运单(缺少运单编号)',
    );
    assert.deepEqual(missing, [], 'no page asset (favicon) answered 404');
  });
});
