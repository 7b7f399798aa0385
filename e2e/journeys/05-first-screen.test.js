// Journey: the first screen is in the HTML (issue 36; scripts/prerender-h5.js draws it after `npm run build:h5`).
// With scripts off the login page still shows its form, in the visitor's language, under the server's CSP; with the
// app's script held back, a customer types the number into the drawn form and taps "get code", and when the app
// takes over the number is in its field and the code goes to that phone. The app's entry scripts download from the
// start but are added after the drawn page's first frame. Home, drawn by the app in parts (components/Later), keeps the
// drawn screen over it until its services are there too.
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const { createHash } = require('crypto');
const { startServer, launchBrowser, newPhonePage, signedInPage, apiLogin, step } = require('../support');

let server, browser;

before(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A browser with scripts off, as a crawler or a phone whose script has not arrived sees the page. */
async function withoutScript(lang, cookies = []) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, javaScriptEnabled: false, locale: lang });
  if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: server.base })));
  return context.newPage();
}

test('the login page shows its form with scripts off, in the language the visitor gets', async () => {
  for (const [lang, cookies, texts] of [
    ['zh-CN', [], ['请输入手机号', '登录']],
    ['en-NZ', [], ['Mobile number', 'Log in']],
    // A stored choice wins over the browser's language.
    ['zh-CN', [{ name: 'lang', value: 'en' }], ['Mobile number', 'Log in']],
  ]) {
    const page = await withoutScript(lang, cookies);
    const response = await page.goto(`${server.base}/`);
    const form = page.locator('#prerendered .login-page');
    await form.waitFor({ state: 'visible' });
    const mobile = form.locator('.login-mobile input');
    assert.equal(await mobile.isVisible(), true);
    assert.equal(await mobile.getAttribute('placeholder'), texts[0], lang);
    assert.equal(await form.locator('.login-captcha input').isVisible(), true);
    assert.equal((await form.locator('.login-submit').innerText()).trim(), texts[1]);
    const box = await form.locator('.login-submit').boundingBox();
    assert.ok(box.width >= 44 && box.height >= 44, JSON.stringify(box));
    // Every inline script of the page is allowed by the CSP it came with (by hash), and nothing can be submitted.
    const csp = response.headers()['content-security-policy'];
    const html = await response.text();
    for (const [, body] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      const hash = `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
      assert.ok(csp.includes(hash), `inline script not in the CSP: ${body.slice(0, 60)}`);
    }
    assert.equal(await page.locator('form').count(), 0);
    await page.context().close();
  }
});

test("the drawn page gets its first frame before the app's scripts are added; they download from the start", async () => {
  const page = await newPhonePage(browser);
  // Noted as the page loads: each script element added, whether a frame had been drawn by then, and when.
  await page.addInitScript(() => {
    window.__scripts = [];
    let framed = false;
    requestAnimationFrame(() => (framed = true));
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node.tagName === 'SCRIPT' && node.src)
            window.__scripts.push({ src: new URL(node.src).pathname, framed, at: performance.now() });
    }).observe(document, { childList: true, subtree: true });
  });
  await step(page, 'entry-scripts-after-the-first-frame', async () => {
    const response = await page.goto(`${server.base}/pages/login/index`);
    const head = (await response.text()).split('</head>')[0];
    await page.locator('#prerendered').waitFor({ state: 'detached', timeout: 120000 });
    // The entry scripts: named in the head as preloads (the server's own preloads of page chunks are low priority).
    const entries = [...head.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((m) => m[1]);
    assert.ok(
      entries.some((src) => /^\/js\/app\.[0-9a-f]{8}\.js$/.test(src)),
      JSON.stringify(entries),
    );
    assert.doesNotMatch(head, /<script[^>]*\bsrc="\/js\//);
    const added = await page.evaluate(
      (srcs) =>
        window.__scripts
          .filter((s) => srcs.includes(s.src))
          .map((s) => ({ ...s, fetched: performance.getEntriesByName(new URL(s.src, location.href).href)[0]?.fetchStart })),
      entries,
    );
    assert.deepEqual(
      added.map((s) => s.src),
      entries,
      'each entry script added once, in order',
    );
    for (const s of added) {
      assert.equal(s.framed, true, `${s.src} was added before the first frame`);
      assert.ok(s.fetched < s.at, `${s.src} was not downloading before it was added`);
    }
  });
});

test('typed into the drawn form before the app runs, kept when it takes over', async () => {
  const page = await newPhonePage(browser, { lang: 'en' });
  let release;
  const held = new Promise((resolve) => (release = resolve));
  await page.route(/\/js\/app\.[0-9a-f]{8}\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await step(page, 'type-before-the-app', async () => {
    await page.goto(`${server.base}/pages/login/index`, { waitUntil: 'commit' });
    const drawn = page.locator('#prerendered .login-page');
    await drawn.waitFor({ state: 'visible' });
    await drawn.locator('.login-mobile input').fill('0215550136');
  });
  await step(page, 'the-app-takes-over', async () => {
    release();
    await page.locator('#prerendered').waitFor({ state: 'detached', timeout: 120000 });
    assert.equal(await page.locator('.login-page .login-mobile input').inputValue(), '0215550136');
    assert.equal(await page.locator('.login-page').count(), 1);
  });
});

test('home keeps the drawn screen until the app has drawn all of it, the services too', async () => {
  const token = await apiLogin(server.base, '+64211234567', 'Demo12345');
  const page = await signedInPage(browser, token, { lang: 'en' });
  // What the app's page held when the drawn screen went, noted at that moment.
  await page.addInitScript(() => {
    new MutationObserver((changes, observer) => {
      if (document.getElementById('prerendered') || !changes.some((c) => c.removedNodes.length)) return;
      observer.disconnect();
      const page = document.querySelector('.home-page');
      window.__atTakeOver = { services: page?.querySelectorAll('.home-feature').length ?? 0, later: !!page?.querySelector('[data-later]') };
    }).observe(document, { childList: true, subtree: true });
  });
  await step(page, 'home-taken-over-whole', async () => {
    await page.goto(`${server.base}/pages/home/index`);
    await page.locator('#prerendered').waitFor({ state: 'detached', timeout: 120000 });
    const atTakeOver = await page.evaluate(() => window.__atTakeOver);
    assert.equal(atTakeOver.later, false);
    assert.ok(atTakeOver.services >= 6, `services drawn when the drawn screen went: ${atTakeOver.services}`);
  });
});
