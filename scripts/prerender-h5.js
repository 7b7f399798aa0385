#!/usr/bin/env node
// The first screen in the HTML (issue 36): after `npm run build:h5`, renders the login, register and home pages of the
// built app in Chromium, in Chinese and English, and writes what the app showed into
// dist/h5/prerendered/<page>.<lang>.html (listed in prerendered/pages.json). The server sends that file for those routes (server/src/plugins/app/h5-preload.ts),
// so the form paints as soon as HTML and CSS arrive; the app then takes over (src/app/prerendered.ts).
//
//   npm run build:h5 && node scripts/prerender-h5.js
//
// Each page is rendered as the app first draws it, every API call held unanswered: login and register signed out,
// home signed in with its built-in banners and services, as it shows them while its call is on the way (the cards
// then come from that call as before). What is written: the body as the app built it, under a fixed layer (#prerendered) that covers the app while
// it starts; ids become data-prerendered-id (the app looks its containers up by id; the style rules naming them are
// copied for the layer) and forms become plain blocks
// (nothing can be submitted before the app runs); the page's style sheets and the styles the app injects, in the head.
// Then it checks itself: the written page with JavaScript off must look like the app, pixel for pixel.
// The functions given to page.evaluate run in the browser.
/* global document, getComputedStyle, MutationObserver, createImageBitmap, OffscreenCanvas */
const fs = require('fs');
const path = require('path');
const { chromium } = require('playwright-core');
const { startServer, root } = require('../e2e/support');

// E2E_H5_DIST: a build made elsewhere (TARO_OUTPUT_ROOT=dist-x/h5), as the server under test serves it (e2e/support.js).
const dist = path.resolve(root, process.env.E2E_H5_DIST || path.join('dist', 'h5'));
const out = path.join(dist, 'prerendered');
// Home is a signed-in page (signed out, the app opens the login page): drawn with a session, its shell before data.
const PAGES = {
  login: { route: '/pages/login/index' },
  register: { route: '/pages/register/index' },
  home: { route: '/pages/home/index', signedIn: true },
};
const LANGS = { zh_CN: 'zh-CN', en: 'en-US' };
const VIEWPORT = { width: 375, height: 812 };

/** Runs in the page once it has settled: the body and the injected styles, as HTML. */
function snapshot() {
  const body = document.body.cloneNode(true);
  // Scripts, and the toast of a call still on its way (the app shows its own).
  body.querySelectorAll('script, noscript, .taro__toast').forEach((el) => el.remove());
  body.querySelectorAll('[id]').forEach((el) => {
    el.setAttribute('data-prerendered-id', el.id);
    el.removeAttribute('id');
  });
  body.querySelectorAll('form').forEach((form) => {
    const block = document.createElement('div');
    for (const a of form.attributes) if (!['action', 'method'].includes(a.name)) block.setAttribute(a.name, a.value);
    block.append(...form.childNodes);
    form.replaceWith(block);
  });
  body.querySelectorAll('input, textarea').forEach((el) => el.removeAttribute('name'));
  const styles = [...document.head.querySelectorAll('style, link[rel="stylesheet"]')]
    .filter((el) => !(el.tagName === 'LINK' && /\/css\/app\.[0-9a-f]{8}\.css$/.test(el.href)))
    .map((el) => {
      if (el.tagName === 'LINK') return `<link rel="stylesheet" href="${new URL(el.href).pathname}">`;
      // A style filled through the CSSOM has no text of its own.
      const text = el.textContent || [...el.sheet.cssRules].map((r) => r.cssText).join('\n');
      return `<style data-prerendered>${text}</style>`;
    });
  // The style rules that name an element by id, again for the layer's copy of it (same specificity and more).
  const ids = new Set([...document.body.querySelectorAll('[id]')].map((el) => el.id));
  const byId = (rules) =>
    [...rules].flatMap((rule) => {
      if (rule.cssRules && rule.media) return [`@media ${rule.media.mediaText}{${byId(rule.cssRules).join('')}}`];
      if (!rule.selectorText) return [];
      const selector = rule.selectorText.replace(/#([\w-]+)/g, (m, id) => (ids.has(id) ? `#prerendered [data-prerendered-id="${id}"]` : m));
      return selector === rule.selectorText ? [] : [`${selector}{${rule.style.cssText}}`];
    });
  const idRules = [...document.styleSheets].flatMap((sheet) => byId(sheet.cssRules)).filter((r) => !r.endsWith('{}'));
  if (idRules.length) styles.push(`<style data-prerendered="layer">${idRules.join('\n')}</style>`);
  const html = document.documentElement;
  return {
    styles,
    body: body.innerHTML,
    htmlClass: html.className,
    // The rem base (index.html's script sets it from the viewport; written too, for a browser running no script).
    htmlStyle: html.getAttribute('style') || '',
    background: getComputedStyle(document.body).backgroundColor,
    title: document.title,
  };
}

const escapeAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const escapeText = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** index.html with the snapshot: its styles before </head>, its body in the cover layer before #app. */
function pageFile(index, snap, lang) {
  const layer =
    `<div id="prerendered" style="position:fixed;top:0;right:0;bottom:0;left:0;z-index:2147483000;overflow:hidden;` +
    `background:${snap.background}">${snap.body}</div>`;
  let html = index
    .replace(/<html lang="[^"]*"/, `<html lang="${lang === 'en' ? 'en' : 'zh-CN'}" class="${escapeAttr(snap.htmlClass)}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(snap.title)}</title>`)
    .replace('</head>', `${snap.styles.join('')}</head>`)
    .replace('<div id="app"></div>', `${layer}<div id="app"></div>`);
  if (snap.htmlStyle) html = html.replace(/<html /, `<html style="${escapeAttr(snap.htmlStyle)}" `);
  return html;
}

async function newPage(browser, base, lang, javaScriptEnabled = true) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: LANGS[lang],
    javaScriptEnabled,
  });
  await context.addCookies([{ name: 'lang', value: lang, url: base }]);
  return context.newPage();
}

/** Waits until the page's DOM has not changed for `quietMs`. */
async function settled(page, quietMs = 1500, maxMs = 60000) {
  await page.evaluate(
    ([quiet, max]) =>
      new Promise((resolve, reject) => {
        let timer = setTimeout(done, quiet);
        const cap = setTimeout(() => reject(new Error('the page kept changing')), max);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        function done() {
          observer.disconnect();
          clearTimeout(cap);
          document.fonts.ready.then(resolve);
        }
      }),
    [quietMs, maxMs],
  );
}

async function main() {
  fs.rmSync(out, { recursive: true, force: true });
  const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
  const written = {};
  const manifest = {};
  try {
    for (const [name, { route, signedIn }] of Object.entries(PAGES))
      for (const lang of Object.keys(LANGS)) {
        const page = await newPage(browser, server.base, lang);
        // Any token does: no call is answered.
        if (signedIn) await page.addInitScript(() => localStorage.setItem('token', JSON.stringify({ data: 'prerender' })));
        // Held, never answered: the page as the app draws it before its calls come back.
        await page.route('**/api/**', () => {});
        await page.goto(server.base + route);
        await page.waitForSelector('.taro_page *', { timeout: 120000 });
        await settled(page);
        const snap = await page.evaluate(snapshot);
        // The app as it looks without the toast of its held calls (left out of the snapshot).
        await page.evaluate(() => document.querySelectorAll('.taro__toast').forEach((el) => (el.style.display = 'none')));
        const app = await page.screenshot();
        await page.context().close();
        written[`${name}.${lang}`] = pageFile(index, snap, lang);
        fs.mkdirSync(out, { recursive: true });
        fs.writeFileSync(path.join(out, `${name}.${lang}.html`), written[`${name}.${lang}`]);
        (manifest[route] ??= {})[lang] = `prerendered/${name}.${lang}.html`;

        // The written page, JavaScript off, must show what the app showed.
        const plain = await newPage(browser, server.base, lang, false);
        await plain.route('**/*', (r) =>
          r.request().isNavigationRequest()
            ? r.fulfill({ contentType: 'text/html; charset=utf-8', body: written[`${name}.${lang}`] })
            : r.continue(),
        );
        await plain.goto(server.base + route);
        await plain.evaluate(() => document.fonts.ready);
        const shown = await plain.screenshot();
        await plain.context().close();
        const differing = await pixelsDiffering(browser, app, shown);
        console.log(
          `prerendered ${route} (${lang}): ${Math.round(written[`${name}.${lang}`].length / 1024)} KB, ${differing} pixels differ from the app`,
        );
        if (differing > 0) {
          fs.writeFileSync(path.join(out, `${name}.${lang}.app.png`), app);
          fs.writeFileSync(path.join(out, `${name}.${lang}.html.png`), shown);
          process.exitCode = 1;
        }
      }
    // route -> language -> file, read by the server (h5-preload.ts).
    fs.writeFileSync(path.join(out, 'pages.json'), JSON.stringify(manifest, null, 2));
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** How many pixels of two same-sized PNG screenshots differ (compared in the browser: no image library needed). */
async function pixelsDiffering(browser, a, b) {
  const page = await browser.newPage();
  try {
    return await page.evaluate(
      async ([x, y]) => {
        const load = async (b64) => createImageBitmap(await (await fetch(`data:image/png;base64,${b64}`)).blob());
        const [ia, ib] = await Promise.all([load(x), load(y)]);
        if (ia.width !== ib.width || ia.height !== ib.height) return ia.width * ia.height;
        const pixels = (img) => {
          const canvas = new OffscreenCanvas(img.width, img.height);
          const ctx = canvas.getContext('2d');
          ctx.drawImage(img, 0, 0);
          return ctx.getImageData(0, 0, img.width, img.height).data;
        };
        const [pa, pb] = [pixels(ia), pixels(ib)];
        let n = 0;
        for (let i = 0; i < pa.length; i += 4) if (pa[i] !== pb[i] || pa[i + 1] !== pb[i + 1] || pa[i + 2] !== pb[i + 2]) n++;
        return n;
      },
      [a.toString('base64'), b.toString('base64')],
    );
  } finally {
    await page.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
