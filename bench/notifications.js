#!/usr/bin/env node
// Notifications through the outbox and the job queue on the PostgreSQL server with two API processes:
//
//   node bench/notifications.js                  # 10,000 events (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432)
//   node bench/notifications.js --events 2000 --concurrency 20
//
// Two real server processes (`server/src/main.ts`, NODE_ENV=development so pg-boss polls as in production, the dev
// SMS outbox as the channel) share one fresh database. One customer with N declared parcels (inserted directly) and
// text messages switched on for parcel events; staff check each parcel in through the API, alternating between the
// processes: each check-in commits the parcel's state, its inbox message, its outbox row and its delivery job in one
// transaction. Measured: events per second from the first check-in to the last delivery, the delay from the state
// change (outbox row created) to delivered (sent_at) at p50/p99/max, and duplicates: every row delivered with one
// attempt and exactly one text per parcel across both processes' outboxes.
const { spawn } = require('child_process');
const fs = require('fs');
const net = require('net');
const os = require('os');
const path = require('path');

const root = path.resolve(__dirname, '..');
const serverDir = path.join(root, 'server');
const { Client } = require(require.resolve('pg', { paths: [serverDir] }));

const args = Object.fromEntries(
  process.argv.slice(2).reduce((pairs, a, i, all) => (a.startsWith('--') ? [...pairs, [a.slice(2), all[i + 1]]] : pairs), []),
);
const EVENTS = Number(args.events || 10000);
const CONCURRENCY = Number(args.concurrency || 20);
const PG_BASE = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432';
const MOBILE = '+64215550777';

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function apiProcess(url) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-notify-'));
  const tsx = require.resolve('tsx/cli', { paths: [serverDir] });
  const child = spawn(process.execPath, [tsx, path.join(serverDir, 'src', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      H5_DIST: path.join(dataDir, 'no-h5'),
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (i > 480) throw new Error(`${base} did not answer`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const texts = () => {
    const file = path.join(dataDir, 'outbox', 'sms.jsonl');
    return fs.existsSync(file)
      ? fs
          .readFileSync(file, 'utf8')
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l))
      : [];
  };
  return {
    base,
    dataDir,
    texts,
    stop: () =>
      new Promise((r) => {
        child.once('exit', r);
        child.kill('SIGTERM');
      }),
  };
}

async function post(base, url, body, token) {
  const res = await fetch(`${base}/api${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token || '' },
    body: JSON.stringify(body),
  });
  return res.json();
}

async function withClient(url, work) {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

async function main() {
  const name = `bench_notify_${Date.now()}`;
  const url = `${PG_BASE}/${name}`;
  await withClient(`${PG_BASE}/postgres`, (c) => c.query(`create database ${name}`));
  const a = await apiProcess(url); // migrates and seeds first
  const b = await apiProcess(url);
  try {
    await post(a.base, '/get_captcha', { mobile: MOBILE, scene: 'register' });
    const captcha = a
      .texts()
      .filter((t) => t.to === MOBILE)
      .pop().code;
    const registered = await post(a.base, '/mobile/register', { mobile: MOBILE, captcha, password: 'Bench7777' });
    if (registered.code !== 0) throw new Error(JSON.stringify(registered));
    const numbers = Array.from({ length: EVENTS }, (_, i) => `BN${String(i).padStart(8, '0')}`);
    await withClient(url, async (c) => {
      const {
        rows: [user],
      } = await c.query('select id from users where mobile = $1', [MOBILE]);
      const prefs = {
        parcel: { wechat: false, sms: true, email: false },
        payment: { wechat: true, sms: true, email: false },
        shipping: { wechat: true, sms: false, email: false },
        problem: { wechat: true, sms: true, email: false },
        reservation: { wechat: true, sms: false, email: false },
        claim: { wechat: true, sms: true, email: false },
      };
      await c.query('insert into notification_prefs (user_id, site_id, prefs) values ($1, 1, $2)', [user.id, prefs]);
      for (let i = 0; i < numbers.length; i += 1000) {
        const chunk = numbers.slice(i, i + 1000);
        await c.query(
          `insert into parcels (site_id, user_id, status, tracking_no, courier) select 1, $1, 'declared', no, 'NZ Post' from unnest($2::text[]) as no`,
          [user.id, chunk],
        );
      }
    });
    const login = async (p) => (await post(p.base, '/login', { type: 'account', account: 'staff', password: 'Demo12345' })).data.token;
    const tokens = [await login(a), await login(b)];
    const procs = [a, b];

    const started = Date.now();
    let next = 0;
    let failed = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < numbers.length) {
          const i = next++;
          const answer = await post(procs[i % 2].base, '/staff/parcel/checkin', { tracking_no: numbers[i], weight_g: 500 }, tokens[i % 2]);
          if (answer.data?.result !== 'matched') failed += 1;
        }
      }),
    );
    const committed = Date.now();
    let sent = 0;
    while (sent < EVENTS && Date.now() - committed < 600_000) {
      await new Promise((r) => setTimeout(r, 500));
      sent = await withClient(url, async (c) =>
        Number((await c.query(`select count(*) from notification_outbox where status = 'sent'`)).rows[0].count),
      );
    }
    const stats = await withClient(
      url,
      async (c) =>
        (
          await c.query(`
      select count(*)::int as rows, max(attempts)::int as max_attempts, extract(epoch from max(sent_at) - min(created_at)) as span,
        percentile_cont(0.5) within group (order by extract(epoch from sent_at - created_at)) as p50,
        percentile_cont(0.99) within group (order by extract(epoch from sent_at - created_at)) as p99,
        max(extract(epoch from sent_at - created_at)) as max
      from notification_outbox where status = 'sent'`)
        ).rows[0],
    );
    const texts = [...a.texts(), ...b.texts()].filter((t) => t.to === MOBILE && t.code === null);
    const perParcel = new Map();
    for (const t of texts) {
      const no = /BN\d{8}/.exec(t.text)?.[0];
      perParcel.set(no, (perParcel.get(no) || 0) + 1);
    }
    const duplicates = [...perParcel.values()].filter((n) => n > 1).length;
    const byA = a.texts().filter((t) => t.to === MOBILE && t.code === null).length;
    const result = {
      events: EVENTS,
      concurrency: CONCURRENCY,
      checkin_failures: failed,
      checkin_seconds: (committed - started) / 1000,
      checkins_per_second: Math.round(EVENTS / ((committed - started) / 1000)),
      delivered: stats.rows,
      delivered_per_second: Math.round(stats.rows / Number(stats.span)),
      delay_p50_ms: Math.round(stats.p50 * 1000),
      delay_p99_ms: Math.round(stats.p99 * 1000),
      delay_max_ms: Math.round(stats.max * 1000),
      texts: texts.length,
      parcels_texted: perParcel.size,
      duplicates,
      max_attempts: stats.max_attempts,
      delivered_by: { a: byA, b: texts.length - byA },
    };
    console.log(JSON.stringify(result, null, 2));
    if (failed || duplicates || stats.rows !== EVENTS || texts.length !== EVENTS) process.exitCode = 1;
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await withClient(`${PG_BASE}/postgres`, (c) => c.query(`drop database if exists ${name} with (force)`));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
