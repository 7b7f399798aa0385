// Transport agreement journey: read the agreement, draw a signature with the mouse and by touch, sign,
// come back to the page that sent the customer, see "signed", and preview the signed PDF (whose text,
// read back with poppler, carries the customer's member code).
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { startServer, launchBrowser, signedInPage, apiLogin, step } = require('../support');
const { pdfTextOf } = require('../pdf-text');

let server, browser, page, token;

const visible = (selector) => page.locator(selector).first().waitFor({ state: 'visible', timeout: 15000 });

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
  token = await apiLogin(server.base, '+64211234567', 'Demo12345');
  page = await signedInPage(browser, token, { lang: 'zh-CN' });
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A zigzag with the mouse, then a wave by touch (Chromium's touch input), across the pad. */
async function drawSignature() {
  const box = await page.locator('.signature-page .signature-canvas canvas').boundingBox();
  await page.mouse.move(box.x + 40, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, fy] of [
    [80, 0.3],
    [120, 0.7],
    [160, 0.35],
    [200, 0.65],
    [240, 0.4],
  ]) {
    await page.mouse.move(box.x + x, box.y + box.height * fy, { steps: 5 });
  }
  await page.mouse.up();
  const cdp = await page.context().newCDPSession(page);
  const at = (x, y) => [{ x: box.x + x, y: box.y + y }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(60, box.height * 0.8) });
  for (let i = 1; i <= 8; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(60 + i * 20, box.height * 0.8 + (i % 2 ? 8 : -8)) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

test('agreement: read, sign on the pad, return to the sender page, preview the signed PDF', async () => {
  await step(page, 'agreement-unsigned', async () => {
    await page.goto(`${server.base}/pages/signature/agreement?redirect=${encodeURIComponent('/pages/mine/index')}`);
    await visible('.agreement-page .agreement-status--unsigned');
    assert.match(await page.textContent('.agreement-page .article-title'), /国际包裹转运服务协议/);
    assert.equal(await page.textContent('.agreement-page .article-version'), '版本 2026.1');
    await page.click('.agreement-page .agreement-sign');
  });

  await step(page, 'signature-pad', async () => {
    await visible('.signature-page .signature-canvas canvas');
    assert.match(await page.getAttribute('.signature-page .signature-confirm', 'class'), /nut-button-disabled/);
    await drawSignature();
    assert.doesNotMatch(await page.getAttribute('.signature-page .signature-confirm', 'class'), /nut-button-disabled/);
    await page.click('.signature-page .signature-confirm');
    await visible('.signature-page .signature-done-title');
    await page.click('.signature-page .signature-finish');
    await page.waitForURL(/\/pages\/mine\/index/, { timeout: 15000 });
  });

  await step(page, 'agreement-signed', async () => {
    await page.goto(`${server.base}/pages/signature/agreement`);
    await visible('.agreement-page .agreement-status--signed');
    assert.match(await page.textContent('.agreement-page .agreement-status--signed'), /^已签署 2026\.1 版/);
    await page.click('.agreement-page .agreement-view-pdf');
    await visible('.preview-file-page iframe.preview-file-frame');
    assert.match(await page.getAttribute('.preview-file-page iframe.preview-file-frame', 'src'), /^blob:/);
  });

  const res = await fetch(`${server.base}/api/sign/pdf`, { headers: { 'x-token': token } });
  assert.equal(res.headers.get('content-type'), 'application/pdf');
  const text = await pdfTextOf(res);
  const info = await (await fetch(`${server.base}/api/user/info`, { headers: { 'x-token': token } })).json();
  assert.match(text, /国际包裹转运服务协议/);
  assert.ok(text.includes(`会员号:${info.data.user.member_code}`), 'the PDF names the member code');
});
