#!/usr/bin/env node
// The screen check: every route of src/app.config.ts, filled with a seeded world, opened in Chinese and English at
// 375x812 (staff and admin pages also at 1280x800; the office console's pages at 1280x800) in Debian's Chromium against the real server and the H5 build,
// and failed on what a person should never see (inspect.js), on serious or critical axe-core findings, on console
// errors and failed requests, and, for the first-impression pages, on a screenshot that differs from its baseline.
//
//   npm run screens                      check everything
//   npm run screens -- --only home,login  only the visits whose name starts with one of these
//   npm run screens:update               rewrite the baselines on purpose (then look at them before committing)
//   npm run screens -- --accept           write this run's findings as the known ones (known.js)
//   npm run screens -- --shots            picture every screen, not only the failing ones, to look at
//
// The browser's own time zone is Asia/Shanghai, never a site's, so a time drawn in the device's zone shows.
const fs = require('fs');
const path = require('path');
const { root, startServer, launchBrowser } = require('../support');
const { buildWorld } = require('./world');
const { visits, consoleVisits } = require('./visits');
const { inspect } = require('./inspect');
const { compareWithBaseline, BASELINE_ROUTES, PICTURED_ABOVE, baselineDir, screenMask } = require('./baselines');
const { loadKnown, sortFindings, writeKnown, knownFile } = require('./known');

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const update = args.includes('--update');
const accept = args.includes('--accept');
const shots = args.includes('--shots');
const only = flag('--only')?.split(',');
const langs = flag('--lang')?.split(',') || ['zh', 'en'];
const out = path.join(root, 'e2e', 'artifacts', 'screens');
const SIZES = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } };
const LOCALES = { zh: 'zh-CN', en: 'en-US' };
const WORKERS = Number(process.env.SCREENS_WORKERS || 2);

/** The top-level namespaces of the app's strings: a visible `<namespace>.<key>` is a key that was never translated. */
function stringNamespaces() {
  const dir = path.join(root, 'src', 'locales');
  const files = ['zh-CN.ts', ...fs.readdirSync(path.join(dir, 'areas')).map((f) => path.join('areas', f))];
  const names = new Set();
  for (const f of files) for (const m of fs.readFileSync(path.join(dir, f), 'utf8').matchAll(/^ {2}(\w+): \{/gm)) names.add(m[1]);
  return [...names];
}

/** The console's top-level namespaces (admin/src/i18n.tsx and each area's words). */
function consoleNamespaces() {
  const dir = path.join(root, 'admin', 'src');
  const names = new Set();
  for (const m of fs.readFileSync(path.join(dir, 'i18n.tsx'), 'utf8').matchAll(/^ {2}(\w+): \{/gm)) names.add(m[1]);
  for (const f of fs.readdirSync(path.join(dir, 'words')))
    for (const m of fs.readFileSync(path.join(dir, 'words', f), 'utf8').matchAll(/^ {4}(\w+): \{/gm)) names.add(m[1]);
  return [...names];
}

/** Texts a screen may show in either language: user data of the world, and the names of the two languages. */
const alwaysAllowed = ['中文', 'English', '简体中文'];

async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 15000 }).catch(() => {});
  await page.evaluate(() => document.fonts.ready.then(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))));
  await page.waitForTimeout(250);
}

function urlOf(base, visit) {
  const query = new URLSearchParams(Object.entries(visit.query || {}).map(([k, v]) => [k, String(v)])).toString();
  return `${base}/${visit.route}${query ? `?${query}` : ''}`;
}

/** One screen: open it, collect what goes wrong, compare its picture where it has a baseline. */
async function checkScreen(ctx, job, shared) {
  const { visit, lang, size } = job;
  const page = await ctx.newPage();
  const problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push({ rule: 'console-error', text: m.text().slice(0, 300) });
  });
  page.on('pageerror', (e) => {
    // Chromium's own PDF viewer (a PDF shown in a frame) is not the app.
    if (!/chrome-extension:|chrome:\/\//.test(e.stack || '')) problems.push({ rule: 'page-error', text: e.message.slice(0, 300) });
  });
  page.on('requestfailed', (r) => {
    if (!/net::ERR_ABORTED/.test(r.failure()?.errorText || ''))
      problems.push({ rule: 'request-failed', text: `${r.url()} ${r.failure()?.errorText}` });
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push({ rule: 'request-failed', text: `${r.request().method()} ${r.url()} answered ${r.status()}` });
  });
  try {
    await page.goto(urlOf(shared.base, visit), { waitUntil: 'load', timeout: 30000 });
    await settle(page);
    const namespaces = visit.console ? shared.consoleNamespaces : shared.namespaces;
    problems.push(...(await page.evaluate(inspect, { lang, allowed: shared.allowed, namespaces, pointer: !!visit.console })));
    problems.push(...(await axeFindings(page, shared.axeSource)));
    if (size === 'phone' && BASELINE_ROUTES.includes(visit.route) && shared.firstOfRoute.get(visit.route) === visit.name) {
      await page.evaluate(screenMask);
      const above = PICTURED_ABOVE[visit.route] && (await page.locator(PICTURED_ABOVE[visit.route]).first().boundingBox());
      const clip = above ? { x: 0, y: 0, width: SIZES.phone.width, height: Math.floor(above.y) } : undefined;
      const png = await page.screenshot({ animations: 'disabled', caret: 'hide', clip, mask: [page.locator('[data-screen-mask]')] });
      const diff = await compareWithBaseline(`${visit.name}-${lang}`, png, { update, out });
      if (diff) problems.push({ rule: 'screenshot', text: diff });
    }
  } catch (err) {
    problems.push({ rule: 'open', text: err.message.split('\n')[0] });
  }
  if (problems.length || shots)
    await page.screenshot({ path: path.join(out, `${visit.name}-${lang}-${size}.png`), fullPage: true }).catch(() => {});
  await page.close();
  return problems;
}

async function axeFindings(page, source) {
  await page.evaluate(source);
  const result = await page.evaluate(() =>
    window.axe
      .run(document, { resultTypes: ['violations'] })
      .then((r) =>
        r.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')), count: v.nodes.length })),
      ),
  );
  return result.map((v) => ({ rule: `axe:${v.id}`, text: `${v.help}: ${v.count} node(s), e.g. ${v.nodes.join(' | ')}` }));
}

/** A browser context per (user, language, size, app or console), signed in the way each stores its session. */
function contexts(browser, world) {
  const made = new Map();
  return (as, lang, size, console) => {
    const key = `${as}|${lang}|${size}|${console ? 'console' : 'app'}`;
    if (!made.has(key)) {
      made.set(
        key,
        (async () => {
          const ctx = await browser.newContext({
            viewport: SIZES[size],
            deviceScaleFactor: 1,
            isMobile: size === 'phone',
            hasTouch: size === 'phone',
            locale: LOCALES[lang],
            timezoneId: 'Asia/Shanghai',
            reducedMotion: 'reduce',
          });
          const token = as === 'anon' ? null : world.tokens[as];
          if (as !== 'anon' && !token) throw new Error(`the world has no token for "${as}"`);
          // The session goes into the app's own window only: an init script runs in every frame, and the frame of a
          // previewed PDF has no storage (reading it there threw in the page).
          if (token && !console)
            await ctx.addInitScript((t) => {
              if (window === window.top) window.localStorage.setItem('token', JSON.stringify({ data: t }));
            }, token);
          // The console keeps a token per site and its own language choice (admin/src/session.tsx, main.tsx).
          if (token && console)
            await ctx.addInitScript(
              ({ t, l }) => {
                window.localStorage.setItem('admin.tokens', JSON.stringify({ 1: t }));
                window.localStorage.setItem('admin.site', '1');
                window.localStorage.setItem('admin.lang', l);
              },
              { t: token, l: lang },
            );
          return ctx;
        })(),
      );
    }
    return made.get(key);
  };
}

async function main() {
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  const started = Date.now();
  const server = await startServer();
  let browser;
  try {
    const world = await buildWorld({ base: server.base, dataDir: server.dataDir });
    const worldSeconds = ((Date.now() - started) / 1000).toFixed(1);
    const list = [...visits(world), ...consoleVisits(world)].filter((v) => !only || only.some((o) => v.name.startsWith(o)));
    // The visit pictured per route: the first signed-in one (signed out, most pages are the sign-in page).
    const firstOfRoute = new Map();
    for (const v of list) if (v.as !== 'anon' && !firstOfRoute.has(v.route)) firstOfRoute.set(v.route, v.name);
    for (const v of list) if (!firstOfRoute.has(v.route)) firstOfRoute.set(v.route, v.name);
    const shared = {
      base: server.base,
      allowed: [...alwaysAllowed, ...world.dataStrings].sort((a, b) => b.length - a.length),
      namespaces: stringNamespaces(),
      consoleNamespaces: consoleNamespaces(),
      axeSource: fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'),
      firstOfRoute,
    };
    const jobs = [];
    for (const visit of list)
      for (const lang of langs)
        for (const size of visit.console ? ['desktop'] : visit.desktop ? ['phone', 'desktop'] : ['phone']) jobs.push({ visit, lang, size });
    browser = await launchBrowser();
    const contextFor = contexts(browser, world);
    const results = [];
    let next = 0;
    const worker = async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        const ctx = await contextFor(job.visit.as, job.lang, job.size, job.visit.console);
        const problems = await checkScreen(ctx, job, shared);
        results.push({ ...job, problems });
        process.stdout.write('.'); // what failed is told after the known findings are set apart
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    process.stdout.write('\n');
    const gone = sortFindings(results, loadKnown());
    if (accept) console.log(`${writeKnown(results)} findings written to ${path.relative(root, knownFile)}`);
    report(results, { worldSeconds, seconds: ((Date.now() - started) / 1000).toFixed(1), routes: new Set(list.map((v) => v.route)).size });
    if (gone.length && !only)
      console.log(
        `${gone.length} known findings no longer seen (drop them from ${path.relative(root, knownFile)}):\n  ${gone.join('\n  ')}`,
      );
    return accept || results.every((r) => !r.problems.length);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

function report(results, { worldSeconds, seconds, routes }) {
  const failed = results.filter((r) => r.problems.length);
  const lines = [];
  for (const r of failed) {
    lines.push(`✗ ${r.visit.name} [${r.lang}, ${r.size}] /${r.visit.route} as ${r.visit.as}`);
    for (const p of r.problems) lines.push(`    ${p.rule}: ${p.text}`);
  }
  const byRule = {};
  for (const r of failed) for (const p of r.problems) byRule[p.rule] = (byRule[p.rule] || 0) + 1;
  const known = results.reduce((n, r) => n + r.known.length, 0);
  const summary = [
    `screens: ${routes} routes, ${results.length} screens (routes x languages x sizes); world built in ${worldSeconds} s, all in ${seconds} s`,
    `  known findings still open (not failing): ${known} on ${results.filter((r) => r.known.length).length} screens`,
    ...Object.entries(byRule).map(([rule, n]) => `  ${rule}: ${n}`),
    `${results.length - failed.length} passed, ${failed.length} failed`,
  ];
  const stillOpen = results.flatMap((r) => r.known.map((k) => `  ${r.visit.name} [${r.lang}, ${r.size}] ${k.rule}: ${k.text}`));
  const open = stillOpen.length ? ['', 'known findings still open:', ...stillOpen] : [];
  fs.writeFileSync(path.join(out, 'report.txt'), [...lines, '', ...summary, ...open].join('\n') + '\n');
  fs.writeFileSync(
    path.join(out, 'report.json'),
    JSON.stringify(
      failed.map((r) => ({ name: r.visit.name, lang: r.lang, size: r.size, problems: r.problems })),
      null,
      1,
    ),
  );
  if (lines.length) console.log(lines.join('\n'));
  console.log(summary.join('\n'));
  if (failed.length)
    console.log(
      `(screenshots of failing screens and diff images in ${path.relative(root, out)}; baselines in ${path.relative(root, baselineDir)})`,
    );
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
