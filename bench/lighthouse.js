#!/usr/bin/env node
// Lighthouse (mobile, simulated throttling) on the built H5 app served by the real server, as `npm start` serves
// it (compressed files, cache headers), on a fresh database:
//
//   npm run build:h5 && node bench/lighthouse.js            # writes the table into docs/performance.md
//   node bench/lighthouse.js --runs 3 --waybills 300 --lang en --no-write
//   node bench/lighthouse.js --runs 5 --only login,register,home --cpu calibrated
//   node bench/lighthouse.js --runs 5 --only login,register,home --cpu 4@2000
//
// Pages: login and register signed out; home, the waybill list (300 waybills, seeded through the API as bench/load.js does),
// the payment page of one of them and the freight estimate signed in. Each page is measured in a fresh headless
// Chromium (empty cache, the session token put in localStorage before the run), `--runs` times; the median run
// by performance score is kept. The load average and Lighthouse's benchmarkIndex (the host's CPU speed as that run
// saw it) are written beside each figure: simulated throttling multiplies the CPU work measured on this host, so a
// busy or slow host lengthens it (the same build went from TBT ~300 ms to ~1,100 ms between two days here).
const { spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { startServer } = require('../e2e/support');
const { setUp } = require('./load');

const root = path.resolve(__dirname, '..');
const argv = process.argv.slice(2);
const arg = (name, fallback) => (argv.includes(`--${name}`) ? argv[argv.indexOf(`--${name}`) + 1] : fallback);
const RUNS = Number(arg('runs', 1));
const LANG = arg('lang', 'zh_CN');
const WRITE = !argv.includes('--no-write');
const ONLY = arg('only', ''); // e.g. --only home,payment (names as below, first word)
// --block loaded: writes its own table (between lighthouse:loaded markers), so a quiet and a loaded run stay side by side.
const BLOCK = arg('block', '');
// Lighthouse's CPU slowdown: a number (default 4x, as Lighthouse's own); `calibrated`: the multiplier Lighthouse's
// throttling guidance gives for this host's benchmarkIndex (calibrationMultiplier), so hosts of different speed (or one
// host busy and quiet) emulate the same mid-tier phone; or `4@2000`: 4x as on a host of benchmarkIndex 2,000, i.e.
// 4 x this host's index / 2,000 (a faster host is slowed more), to measure on a host of one speed what a given 4x run
// means on another. Both measure the host's index again before each run.
const CPU_ARG = arg('cpu', '4');
const CALIBRATED = CPU_ARG === 'calibrated';
const AS_ON = CPU_ARG.match(/^(\d+(?:\.\d+)?)@(\d+)$/);
if (!CALIBRATED && !AS_ON && !(Number(CPU_ARG) > 0))
  throw new Error(`--cpu takes a number, "calibrated" or <x>@<benchmarkIndex>, not ${CPU_ARG}`);

/**
 * Lighthouse's CPU throttling calculator (docs/throttling.md, "calibrating the CPU multiplier"): the slowdown that
 * makes a host of this benchmarkIndex behave like a mid-tier phone: 1300 -> 3x, 1533 -> 4x, 2000 -> 6x; 800 -> 2x.
 */
function calibrationMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A fresh Chromium with its own profile; resolves with its DevTools port. */
async function launchChromium() {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-profile-'));
  const child = spawn(CHROMIUM, [...FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: 'ignore' });
  const portFile = path.join(profile, 'DevToolsActivePort');
  // Chromium creates the file before it writes the port into it.
  const readPort = () => (fs.existsSync(portFile) ? Number(fs.readFileSync(portFile, 'utf8').split('\n')[0]) : 0);
  let port = 0;
  for (let i = 0; i < 300 && !(port = readPort()); i++) await new Promise((r) => setTimeout(r, 100));
  return {
    port,
    async close() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      // Chromium's helper processes may still be writing the profile for a moment after the browser exits.
      try {
        fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch {
        /* left in /tmp */
      }
    },
  };
}

/** One Lighthouse run of `url`; the storage (token, language) is set on the origin first, the cache stays empty. */
async function audit(url, storage, cpu) {
  const { default: lighthouse } = await import('lighthouse');
  const puppeteer = require('puppeteer-core');
  const chrome = await launchChromium();
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    await page.goto(new URL('/api/health', url).href);
    await page.evaluate((items) => {
      for (const [k, v] of Object.entries(items)) localStorage.setItem(k, JSON.stringify({ data: v }));
      // The app keeps the chosen language in a cookie as well (src/stores/language.ts): a returning visitor has it.
      globalThis.document.cookie = `lang=${items.lang}; path=/`;
    }, storage);
    const load = os.loadavg()[0];
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: true, // keeps the token; the profile is new, so the HTTP cache is empty anyway
        throttling: { cpuSlowdownMultiplier: cpu }, // merged into the mobile slow-4G defaults
      },
      undefined,
      page,
    );
    // A trace Lighthouse failed to record (NO_NAVSTART now and then) says nothing about the page: run it again.
    if (result.lhr.runtimeError) return { error: result.lhr.runtimeError.code };
    const { categories, audits } = result.lhr;
    // LH_SAVE=dir keeps each full report and its trace (dir/<path>-<time>.json, .trace.json), to read what a score is made of.
    if (process.env.LH_SAVE) {
      fs.mkdirSync(process.env.LH_SAVE, { recursive: true });
      const name = path.join(process.env.LH_SAVE, `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}`);
      fs.writeFileSync(`${name}.json`, JSON.stringify(result.lhr));
      fs.writeFileSync(`${name}.trace.json`, JSON.stringify(result.artifacts.Trace));
    }
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      bytes: audits['total-byte-weight'].numericValue,
      failing: Object.values(audits)
        .filter(
          (a) =>
            a.score !== null && a.score < 1 && result.lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0),
        )
        .map((a) => a.id),
      load: +load.toFixed(2),
      cpu: +cpu.toFixed(2),
      benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
      // What a failing accessibility audit points at (selector, snippet, why), to fix it.
      details: Object.fromEntries(
        Object.values(audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              a.details?.items?.length &&
              result.lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0),
          )
          .map((a) => [
            a.id,
            a.details.items
              .slice(0, 20)
              .map((i) => ({ selector: i.node?.selector, snippet: i.node?.snippet, why: i.node?.explanation?.split('\n')[1] })),
          ]),
      ),
    };
  } finally {
    await browser.disconnect();
    await chrome.close();
  }
}

/** The host's benchmarkIndex as Lighthouse measures it at the start of a run (a run of a page with no script). */
async function hostBenchmarkIndex(base) {
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launchChromium();
  try {
    const result = await lighthouse(`${base}/api/health`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyAudits: ['first-contentful-paint'],
    });
    return result.lhr.environment.benchmarkIndex;
  } finally {
    await chrome.close();
  }
}

// Median by performance, then by TBT: with 5 runs the scores often tie.
const median = (runs) => [...runs].sort((a, b) => a.performance - b.performance || b.tbt - a.tbt)[Math.floor(runs.length / 2)];
const cpuLabel = () => {
  if (CALIBRATED) return "calibrated to the host (Lighthouse's guidance)";
  return AS_ON ? `${AS_ON[1]}x as on a host of benchmarkIndex ${AS_ON[2]}` : `${CPU_ARG}x`;
};

/** The CPU slowdown of the next run. */
async function slowdown(base) {
  if (!CALIBRATED && !AS_ON) return Number(CPU_ARG);
  const index = await hostBenchmarkIndex(base);
  return CALIBRATED ? calibrationMultiplier(index) : (Number(AS_ON[1]) * index) / Number(AS_ON[2]);
}

function writeDoc(rows, meta) {
  const file = path.join(root, 'docs', 'performance.md');
  const doc = fs.readFileSync(file, 'utf8');
  const size = fs.existsSync(path.join(__dirname, 'out', 'size.json'))
    ? JSON.parse(fs.readFileSync(path.join(__dirname, 'out', 'size.json'), 'utf8'))
    : null;
  const block = [
    `<!-- lighthouse${BLOCK ? `:${BLOCK}` : ''}:start (written by bench/lighthouse.js) -->`,
    `Measured ${meta.at} on commit ${meta.commit}, ${os.cpus().length} cores, language ${LANG}, CPU slowdown ${cpuLabel()}, ${RUNS} run(s) per page (median by performance):`,
    '',
    '```',
    `npm run build:h5 && node bench/lighthouse.js${RUNS > 1 ? ` --runs ${RUNS}` : ''}${LANG !== 'zh_CN' ? ` --lang ${LANG}` : ''}${CPU_ARG !== '4' ? ` --cpu ${CPU_ARG}` : ''}${ONLY ? ` --only ${ONLY}` : ''}${BLOCK ? ` --block ${BLOCK}` : ''}`,
    '```',
    '',
    '| page | performance | accessibility | LCP | TBT | CLS | transferred | load avg (1 min) | CPU slowdown | benchmarkIndex | benchmarkIndex of each run |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.performance} | ${r.accessibility} | ${(r.lcp / 1000).toFixed(1)} s | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${Math.round(r.bytes / 1024)} KB | ${r.load} | ${r.cpu}x | ${r.benchmarkIndex} | ${r.runs.map((x) => x.benchmarkIndex).join(', ')} |`,
    ),
    '',
    size
      ? `Beside them, \`node bench/size.js\` (${size.measured_at.slice(0, 10)}): login first load ${size.login.zh.gzip_kb} KB gzipped in Chinese, ${size.login.en.gzip_kb} KB in English (${size.login.zh.brotli_kb} / ${size.login.en.brotli_kb} KB Brotli; budget ${size.login.zh.budget_kb} KB)${size.weapp ? `; weapp main package ${size.weapp.main_package_mb} MB (budget ${size.weapp.budget_mb} MB)` : ''}.`
      : '',
    `<!-- lighthouse${BLOCK ? `:${BLOCK}` : ''}:end -->`,
  ].join('\n');
  const tag = `lighthouse${BLOCK ? `:${BLOCK}` : ''}`;
  const re = new RegExp(`<!-- ${tag}:start[\\s\\S]*?<!-- ${tag}:end -->`);
  fs.writeFileSync(
    file,
    re.test(doc) ? doc.replace(re, block) : `${doc.trimEnd()}\n\n## Lighthouse (\`bench/lighthouse.js\`)\n\n${block}\n`,
  );
}

async function main() {
  // The server shares this host's two cores with the browser being measured: at a lower priority, its work (PGlite
  // answering the page's calls) does not stretch the page's tasks, as it would not on a phone.
  const server = await startServer({ priority: 10 });
  try {
    console.log(`seeding the demo customer with ${arg('waybills', 300)} waybills...`);
    const { customer, ids } = await setUp(server.base);
    const signedIn = { token: customer, lang: LANG };
    const pages = [
      ['login', '/pages/login/index', { lang: LANG }],
      ['register', '/pages/register/index', { lang: LANG }],
      ['home', '/pages/home/index', signedIn],
      ['waybill list (300 waybills)', '/pages/waybill/index', signedIn],
      ['payment', `/pages/waybill/payment?id=${ids[0]}`, signedIn],
      // Signed in: signed out, the app takes a visitor from this page to the login page.
      ['freight estimate', '/pages/freight-trial/index', signedIn],
    ];
    const rows = [];
    for (const [name, route, storage] of pages.filter(([name]) => !ONLY || ONLY.split(',').includes(name.split(' ')[0]))) {
      const runs = [];
      for (let i = 0, failed = 0; i < RUNS; i++) {
        const run = await audit(server.base + route, storage, await slowdown(server.base));
        if (run.error && ++failed <= 3) {
          console.log(`  ${name} run ${i + 1}: Lighthouse failed (${run.error}), again`);
          i -= 1;
          continue;
        }
        if (run.error) throw new Error(`${name}: Lighthouse failed four times (${run.error})`);
        console.log(
          `  ${name} run ${i + 1}: CPU ${run.cpu}x, performance ${run.performance}, TBT ${Math.round(run.tbt)} ms, benchmarkIndex ${run.benchmarkIndex}`,
        );
        runs.push(run);
      }
      const row = { name, route, ...median(runs), runs: runs.map(({ details, ...run }) => run) };
      rows.push(row);
      console.log(
        `${name}: CPU ${row.cpu}x, performance ${row.performance}, accessibility ${row.accessibility}, LCP ${(row.lcp / 1000).toFixed(1)} s, TBT ${Math.round(row.tbt)} ms, CLS ${row.cls.toFixed(3)}, ${Math.round(row.bytes / 1024)} KB, load ${row.load}, benchmarkIndex ${row.benchmarkIndex}${row.failing.length ? `; accessibility audits failing: ${row.failing.join(', ')}` : ''}`,
      );
    }
    fs.mkdirSync(path.join(__dirname, 'out'), { recursive: true });
    fs.writeFileSync(path.join(__dirname, 'out', 'lighthouse.json'), JSON.stringify(rows, null, 2));
    const commit = require('child_process').execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim();
    if (WRITE) writeDoc(rows, { at: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC', commit });
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
