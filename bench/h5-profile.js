#!/usr/bin/env node
// Where a page's start-up main-thread time goes, by source file: a CPU profile of one H5 page load in headless
// Chromium (CPU slowed as Lighthouse does), mapped through the build's source maps.
//
//   H5_SOURCEMAP=1 TARO_OUTPUT_ROOT=dist-x/h5 npm run build:h5
//   E2E_H5_DIST=dist-x/h5 node bench/h5-profile.js --page /pages/home/index [--cpu 4] [--top 30] [--by package|file|function]
//   ... --page /pages/register/index --signed-out     # as a visitor from a share card
//
// Signed in as the bench's demo customer (bench/load.js), unless --signed-out. Prints the long tasks (over 50 ms) the page saw and the
// self time of each source file (node_modules grouped by package), so a change can be aimed at what costs most.
const fs = require('fs');
const path = require('path');
const { chromium } = require('playwright-core');
const { SourceMapConsumer } = require('source-map');
const { startServer } = require('../e2e/support');
const { setUp } = require('./load');

const argv = process.argv.slice(2);
const arg = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const PAGE = arg('page', '/pages/home/index');
const CPU = Number(arg('cpu', 4));
const LANG = arg('lang', 'zh_CN');
const TOP = Number(arg('top', 30));
// --by package (node_modules by package, app code by file), file, or function (file:line name).
const BY = arg('by', 'package');
const SIGNED_OUT = argv.includes('--signed-out');
const dist = path.resolve(__dirname, '..', process.env.E2E_H5_DIST || path.join('dist', 'h5'));

/** Sampled time (ms) by source between two trace timestamps (µs). */
async function samplesBySource(profile, nameOf, from, to) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const by = new Map();
  let ts = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    ts += profile.timeDeltas[i];
    if (ts < from || ts > to) continue;
    const name = await nameOf(nodes.get(profile.samples[i]).callFrame);
    by.set(name, (by.get(name) || 0) + (profile.timeDeltas[i + 1] || 0) / 1000);
  }
  return [...by].sort((a, b) => b[1] - a[1]);
}

/** Self time (ms) per profile node, from the samples and their time deltas. */
function selfTimes(profile) {
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) || 0) + (profile.timeDeltas[i] || 0) / 1000));
  return self;
}

/** The source a built position comes from: a package name, an app file, or the built file itself. */
async function sourceNamer() {
  const maps = new Map();
  return async ({ url, lineNumber, columnNumber, functionName }) => {
    if (!url) return functionName || '(native)';
    const file = path.join(dist, new URL(url).pathname);
    if (!maps.has(file))
      maps.set(file, fs.existsSync(`${file}.map`) ? await new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'))) : null);
    const map = maps.get(file);
    const at = map?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    if (!at?.source) return path.basename(file);
    const source = at.source.replace(/^webpack:\/\/[^/]*\//, '');
    if (BY === 'function') return `${source.replace(/.*node_modules\//, '')}:${at.line} ${functionName}`;
    if (BY === 'file') return source.replace(/.*node_modules\//, '');
    return /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ?? source;
  };
}

/** The call tree of the samples between two trace timestamps: frames over `min` ms, inclusive time. */
async function printTree(profile, nameOf, from, to, min = 8) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, { ...n, total: 0 }]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children || []) parent.set(c, n.id);
  let ts = profile.startTime;
  profile.samples.forEach((id, i) => {
    ts += profile.timeDeltas[i];
    if (ts < from || ts > to) return;
    for (let at = id; at !== undefined; at = parent.get(at)) nodes.get(at).total += (profile.timeDeltas[i + 1] || 0) / 1000;
  });
  const walk = async (id, depth) => {
    const n = nodes.get(id);
    if (n.total < min) return;
    if (n.callFrame.functionName !== '(root)') console.log(`      ${' '.repeat(depth)}${n.total.toFixed(0)} ${await nameOf(n.callFrame)}`);
    for (const c of n.children || []) await walk(c, depth + 1);
  };
  await walk(profile.nodes[0].id, 0);
}

/** For each main-thread task over 50 ms: its self time by trace event (script evaluation, layout, style...). */
async function printTaskBreakdown(events, profile, nameOf) {
  const main = events.find(
    (e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain' && events.some((t) => t.pid === e.pid && t.name === 'ParseHTML'),
  );
  const own = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const t0 = own[0].ts;
  for (const task of own.filter((e) => e.name === 'RunTask' && e.dur > 50000)) {
    const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
    const self = new Map();
    const stack = [];
    for (const e of inside) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
      if (stack.length) self.set(stack.at(-1), (self.get(stack.at(-1)) ?? stack.at(-1).dur) - e.dur);
      self.set(e, e.dur);
      stack.push(e);
    }
    const byName = new Map();
    for (const [e, us] of self) {
      const key = e.name + (e.args?.data?.url ? ` ${e.args.data.url.split('/').pop().slice(0, 40)}` : '');
      byName.set(key, (byName.get(key) || 0) + us / 1000);
    }
    const top = [...byName].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(
      `  task at ${((task.ts - t0) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(0)} ms: ${top.map(([n, ms]) => `${n} ${ms.toFixed(0)}`).join(', ')}`,
    );
    const sources = await samplesBySource(profile, nameOf, task.ts, task.ts + task.dur);
    if (argv.includes('--tree')) await printTree(profile, nameOf, task.ts, task.ts + task.dur);
    console.log(
      `    JS samples: ${sources
        .slice(0, TOP)
        .map(([n, ms]) => `${n} ${ms.toFixed(0)}`)
        .join(', ')}`,
    );
  }
}

async function main() {
  const server = await startServer({ priority: 10 }); // as bench/lighthouse.js: the server yields to the browser
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const { customer } = await setUp(server.base);
    const page = await browser.newPage();
    await page.goto(`${server.base}/api/health`);
    await page.evaluate(
      ([token, lang]) => {
        if (token) localStorage.setItem('token', JSON.stringify({ data: token }));
        localStorage.setItem('lang', JSON.stringify({ data: lang }));
      },
      [SIGNED_OUT ? '' : customer, LANG],
    );
    await page.addInitScript(() => {
      globalThis.__longTasks = [];
      new PerformanceObserver((list) => globalThis.__longTasks.push(...list.getEntries().map((e) => [e.startTime, e.duration]))).observe({
        type: 'longtask',
        buffered: true,
      });
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
    await page.goto(server.base + PAGE, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send('Profiler.stop');
    const trace = JSON.parse((await browser.stopTracing()).toString());
    const longTasks = await page.evaluate(() => globalThis.__longTasks);

    console.log(`${PAGE} at ${CPU}x CPU: long tasks (start ms, duration ms):`);
    for (const [start, duration] of longTasks) console.log(`  ${Math.round(start)}\t${Math.round(duration)}`);
    const nameOf = await sourceNamer();
    await printTaskBreakdown(trace.traceEvents, profile, nameOf);
    const self = selfTimes(profile);
    const bySource = new Map();
    for (const node of profile.nodes) {
      const name = await nameOf(node.callFrame);
      bySource.set(name, (bySource.get(name) || 0) + (self.get(node.id) || 0));
    }
    const rows = [...bySource].filter(([name]) => name !== '(idle)').sort((a, b) => b[1] - a[1]);
    console.log(`self time by source (total busy ${Math.round(rows.reduce((s, [, ms]) => s + ms, 0))} ms):`);
    for (const [name, ms] of rows.slice(0, TOP)) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${name}`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
