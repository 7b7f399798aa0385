#!/usr/bin/env node
// What our calls cost as the database grows: 10k, 100k and 1M waybills on the PostgreSQL server, each call beside a
// bare Fastify answer and beside the same result written by hand with `pg` (bench/scale-hand.js), in one run.
//
//   node bench/scale.js                                   # 10000,100000,1000000 (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432)
//   node bench/scale.js --sizes 10000 --duration 5 --connections 4 --reuse
//   node bench/scale.js --sizes 10000,1000000 --only status --reuse   # some of the calls below
//
// Each size has its own database `scale_bench_<size>`: migrated and seeded by the real server, then filled in SQL
// (bench/scale-fill.js); --reuse keeps a database already filled to that size (new migrations still apply at start).
// Measured with autocannon (`--connections`, after a 2 s warm-up), ours and by hand taking turns for `--rounds` runs
// of `--duration` s each (the machine is shared: turns spread any passing load over both), each turn starting once
// the database has no statement left running from the one before; the median run is shown:
//   list       GET  /api/order/lst?page=1&page_size=20            the bench customer's waybills with the tab counts
//   status     GET  /api/staff/order/lst?status=in_transit        staff, NZ site, one status
//   keyword    GET  /api/staff/order/lst?keyword=<a recipient>    staff, NZ site, a name typed in the search box
//   track      GET  /api/order/v2/log?no=<a waybill in transit>   public, no session
//   preview    POST /api/pay/preview                              the bench customer's waybill awaiting payment
// and at the largest size the EXPLAIN (ANALYZE, BUFFERS) of every statement each call runs (captured from the server
// with DB_LOG_SQL=1 in a separate process, outside the timed runs).
const os = require('os');
const path = require('path');
const { fromServer, args, bareServer, apiServer, startProcess, login, run: runWith } = require('./support');
const { fill, BENCH_TOKEN } = require('./scale-fill');

const SIZES = (args.sizes || '10000,100000,1000000').split(',').map(Number);
const DURATION = Number(args.duration || 5);
const CONNECTIONS = Number(args.connections || 4);
const ROUNDS = Number(args.rounds || 3);
const PG_BASE = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432';
const KEYWORD = '陈秀兰';
const { Client } = fromServer('pg');
const log = (text) => console.error(`[scale] ${text}`);

async function withClient(url, work) {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return await work(c);
  } finally {
    await c.end();
  }
}

async function filledDatabase(size) {
  const name = `scale_bench_${size}`;
  const url = `${PG_BASE}/${name}`;
  const exists = await withClient(
    `${PG_BASE}/postgres`,
    async (c) => (await c.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0,
  );
  if (exists && process.argv.includes('--reuse')) {
    const filled = await withClient(
      url,
      async (c) => (await c.query(`select waybills from bench_meta`).catch(() => ({ rows: [] }))).rows[0]?.waybills,
    );
    if (filled === size) return url;
  }
  await withClient(`${PG_BASE}/postgres`, async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
  const server = await apiServer(url); // migrations and the seed (sites, channels, demo staff)
  await server.stop();
  const t0 = Date.now();
  await withClient(url, (c) => fill(c, size, (text) => log(`${size}: ${text}`)));
  log(`${size}: filled in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
  return url;
}

/** Waits until no statement runs on the database: a slow statement still running when its turn's time is up (the
 * keyword by hand at 1M takes seconds) would otherwise run into the next turn's figures. */
const quiet = (url) =>
  withClient(url, async (c) => {
    for (let i = 0; i < 300; i++) {
      const { rows } = await c.query(
        `select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      );
      if (rows[0].n === 0) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  });

/** The bench customer's ids and a recipient to search for. */
const benchTargets = (url) =>
  withClient(url, async (c) => {
    const {
      rows: [me],
    } = await c.query(`select id from users where member_code = 'BM000001'`);
    const {
      rows: [due],
    } = await c.query(`select id from waybills where user_id = $1 and status = 'pending_payment' order by id limit 1`, [me.id]);
    const {
      rows: [moving],
    } = await c.query(`select no from waybills where user_id = $1 and status = 'in_transit' order by id limit 1`, [me.id]);
    const {
      rows: [{ n }],
    } = await c.query(`select count(*)::int as n from waybills where site_id = 1 and recipient ->> 'name' like $1`, [`%${KEYWORD}%`]);
    return { dueId: due.id, movingNo: moving.no, keywordRows: n };
  });

function calls(base, prefix, tokens, targets) {
  const all = everyCall(base, prefix, tokens, targets);
  const only = args.only?.split(',');
  return only ? Object.fromEntries(Object.entries(all).filter(([name]) => only.includes(name))) : all;
}

function everyCall(base, prefix, tokens, targets) {
  const customer = { 'x-token': BENCH_TOKEN, 'site-id': '1', 'content-type': 'application/json' };
  const staff = { 'x-token': tokens.staff, 'site-id': '1' };
  return {
    list: { url: `${base}${prefix}/order/lst?page=1&page_size=20`, headers: customer },
    status: { url: `${base}${prefix}/staff/order/lst?status=in_transit&page=1&page_size=20`, headers: staff },
    keyword: { url: `${base}${prefix}/staff/order/lst?keyword=${encodeURIComponent(KEYWORD)}&page=1&page_size=20`, headers: staff },
    track: { url: `${base}${prefix}/order/v2/log?no=${targets.movingNo}`, headers: { 'site-id': '1' } },
    preview: {
      url: `${base}${prefix}/pay/preview`,
      method: 'POST',
      headers: customer,
      body: JSON.stringify({ waybill_id: targets.dueId, use_wallet: true }),
    },
  };
}

/** The run with the median throughput, its latencies with it, and every run's requests added up. */
function median(runs) {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  return {
    ...sorted[Math.floor(sorted.length / 2)],
    requests: runs.reduce((n, r) => n + r.requests, 0),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
  };
}

const run = (name, options) => runWith(name, options, { duration: DURATION, connections: CONNECTIONS });

async function checkAnswers(ours, hand) {
  for (const [name, call] of Object.entries(ours)) {
    const answer = async (c) => (await fetch(c.url, { method: c.method || 'GET', headers: c.headers, body: c.body })).json();
    const [a, b] = [await answer(call), await answer(hand[name])];
    if (a.status !== 200 || b.status !== 200) throw new Error(`${name}: ours ${a.status} ${a.msg || ''}, by hand ${b.status}`);
    const size = (d) => (d.list ? `${d.list.length} of ${d.total}` : d.events ? `${d.events.length} events` : `amount ${d.amount}`);
    if (size(a.data) !== size(b.data)) throw new Error(`${name}: ours ${size(a.data)}, by hand ${size(b.data)}`);
    log(`${name}: ${size(a.data)}${a.data.counts ? ` counts ${JSON.stringify(a.data.counts)}` : ''}`);
  }
}

async function measure(size) {
  const url = await filledDatabase(size);
  const targets = await benchTargets(url);
  const ours = await apiServer(url);
  const hand = await startProcess([path.join(__dirname, 'scale-hand.js')], { DATABASE_URL: url }, '/hand/health');
  const bare = await bareServer();
  try {
    const tokens = { staff: await login(ours.base, 'staff') };
    const mine = calls(ours.base, '/api', tokens, targets);
    const theirs = calls(hand.base, '/hand', tokens, targets);
    await checkAnswers(mine, theirs);
    const rows = [await run('bare Fastify', { url: bare.base + '/' })];
    for (const name of Object.keys(mine)) {
      await runWith('warm-up', { ...mine[name], duration: 2 }, { connections: CONNECTIONS });
      await runWith('warm-up', { ...theirs[name], duration: 2 }, { connections: CONNECTIONS });
      await quiet(url);
      const turns = { ours: [], 'by hand': [] };
      for (let i = 0; i < ROUNDS; i++) {
        turns.ours.push(await run(name, mine[name]));
        await quiet(url);
        turns['by hand'].push(await run(name, theirs[name]));
        await quiet(url);
      }
      for (const [who, runs] of Object.entries(turns)) rows.push({ ...median(runs), call: name, who });
    }
    return { size, rows, targets, load: os.loadavg() };
  } finally {
    await Promise.all([ours.stop(), hand.stop(), bare.stop()]);
  }
}

/** Every statement each call runs, from a server with DB_LOG_SQL=1, explained with its values. */
async function explain(size) {
  const url = `${PG_BASE}/scale_bench_${size}`;
  const targets = await benchTargets(url);
  let captured = '';
  const server = await apiServer(url, { DB_LOG_SQL: '1' }, (chunk) => {
    captured += chunk;
  });
  const plans = [];
  try {
    const tokens = { staff: await login(server.base, 'staff') };
    for (const [name, call] of Object.entries(calls(server.base, '/api', tokens, targets))) {
      await fetch(call.url, { method: call.method || 'GET', headers: call.headers, body: call.body }); // warm caches
      captured = '';
      await fetch(call.url, { method: call.method || 'GET', headers: call.headers, body: call.body });
      await new Promise((r) => setTimeout(r, 200));
      const statements = captured
        .split('\n')
        .filter((l) => l.startsWith('SQL '))
        .map((l) => JSON.parse(l.slice(4)));
      await withClient(url, async (c) => {
        for (const { sql, params } of statements) {
          const { rows } = await c.query(`explain (analyze, buffers) ${sql}`, params);
          plans.push({ call: name, sql, params, plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
        }
      });
    }
  } finally {
    await server.stop();
  }
  return plans;
}

function report(results, plans) {
  const ms = (v) => (v < 10 ? v.toFixed(1) : Math.round(v));
  console.log(
    `node bench/scale.js --sizes ${SIZES.join(',')} --duration ${DURATION} --connections ${CONNECTIONS} --rounds ${ROUNDS} — ${new Date().toISOString()}, ${os.cpus().length} cores\n`,
  );
  for (const { size, rows, targets, load } of results) {
    console.log(
      `### ${size.toLocaleString('en')} waybills (keyword "${KEYWORD}" matches ${targets.keywordRows} on the NZ site; load average ${load.map((l) => l.toFixed(1)).join(' ')})\n`,
    );
    console.log('| call | who | req/s | p50 ms | p99 ms | requests (all rounds) | non-2xx | ours / by hand |');
    console.log('|---|---|---:|---:|---:|---:|---:|---:|');
    for (const r of rows) {
      const peer = r.who === 'ours' && rows.find((o) => o.call === r.call && o.who === 'by hand');
      console.log(
        `| ${r.call || r.name} | ${r.who || ''} | ${Math.round(r.rps)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.requests} | ${r.non2xx} | ${peer ? (r.rps / peer.rps).toFixed(2) + '×' : ''} |`,
      );
    }
    console.log('');
  }
  if (results.length > 1) {
    const [first, last] = [results[0], results[results.length - 1]];
    console.log(`### p99 at ${last.size.toLocaleString('en')} against ${first.size.toLocaleString('en')} (ours)\n`);
    console.log('| call | p99 small | p99 large | ratio |\n|---|---:|---:|---:|');
    for (const r of first.rows.filter((x) => x.who === 'ours')) {
      const big = last.rows.find((x) => x.call === r.call && x.who === 'ours');
      console.log(`| ${r.call} | ${ms(r.p99)} | ${ms(big.p99)} | ${(big.p99 / r.p99).toFixed(2)}× |`);
    }
    console.log('');
  }
  console.log(`### Plans at ${SIZES[SIZES.length - 1].toLocaleString('en')} waybills\n`);
  for (const p of plans)
    console.log(`#### ${p.call}\n\n\`\`\`sql\n${p.sql}\n-- ${JSON.stringify(p.params)}\n\`\`\`\n\n\`\`\`\n${p.plan}\n\`\`\`\n`);
}

async function main() {
  const results = [];
  for (const size of SIZES) {
    log(`${size}: ${new Date().toISOString()}`);
    results.push(await measure(size));
  }
  report(results, await explain(SIZES[SIZES.length - 1]));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
