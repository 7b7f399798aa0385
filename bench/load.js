#!/usr/bin/env node
// Load figures for the payment and waybill-list calls, on PGlite and on the PostgreSQL server, beside a bare
// Fastify answer measured in the same run (what the machine and Node give before our code does anything).
//
//   node bench/load.js                      # both databases
//   node bench/load.js --db pglite          # or postgres (DATABASE_URL base, default postgres://postgres@127.0.0.1:5432)
//   node bench/load.js --waybills 300 --duration 10 --connections 10
//
// Each database gets a fresh server process (the real `server/src/main.ts`, NODE_ENV=test with the demo data,
// LOG_LEVEL=warn). Set-up goes through the API like a customer and staff would: sign the agreement, declare and
// check in parcels, ask for packing, staff pack (price), top up the wallet through the sandbox provider. Then:
//   bare       GET  /                      a Fastify app answering {"ok":true} (separate process)
//   list       GET  /api/order/lst?page=1&page_size=20      (the waybill tab, N waybills in the account)
//   options    GET  /api/pay/options?waybill_id=&platform=h5  (the payment page)
//   preview    POST /api/pay/preview                        (the total as choices change)
//   pay        POST /api/pay/waybill (wallet only)          one request per priced waybill, each a real payment
// and checks afterwards that every waybill was paid exactly once and the wallet went down by exactly their sum.
const os = require('os');
const { fromServer, args, bareServer, apiServer, login, run: runWith } = require('./support');

const DBS = args.db ? [args.db] : ['pglite', 'postgres'];
const WAYBILLS = Number(args.waybills || 300);
const DURATION = Number(args.duration || 10);
const CONNECTIONS = Number(args.connections || 10);
const PG_BASE = process.env.BENCH_PG_URL || 'postgres://postgres@127.0.0.1:5432';

async function freshPgDatabase() {
  const { Client } = fromServer('pg');
  const name = `bench_${Date.now()}`;
  const admin = new Client({ connectionString: `${PG_BASE}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: `${PG_BASE}/${name}`,
    async drop() {
      const c = new Client({ connectionString: `${PG_BASE}/postgres` });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

function client(base) {
  return async function api(method, url, token, body) {
    const res = await fetch(`${base}/api${url}`, {
      method,
      headers: {
        'x-token': token || '',
        'x-lang': 'en',
        ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
      redirect: 'manual',
    });
    const json = await res.json();
    if (json.status !== 200) throw new Error(`${method} ${url}: ${json.status} ${json.msg}`);
    return json.data;
  };
}

/** The demo customer with N waybills awaiting payment and a wallet that covers them all. */
async function setUp(base) {
  const api = client(base);
  const customer = await login(base, '+64211234567');
  const staff = await login(base, 'staff');
  const sharp = fromServer('sharp');
  const png = await sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M20 150 C 100 20, 200 180, 300 60" stroke="black" stroke-width="8" fill="none"/></svg>',
    ),
  )
    .png()
    .toBuffer();
  const { current_version: version } = await api('GET', '/sign/status', customer);
  const form = new FormData();
  form.append('version', version);
  form.append('file', new Blob([png], { type: 'image/png' }), 'signature.png');
  await api('POST', '/sign/create', customer, form);
  const [address] = (await api('GET', '/user/address/lst?type=recipient', customer)).list;
  const [channel] = (await api('GET', '/price/channels', customer)).list;
  const goods = [{ name: 'Wool jumper', category: 'clothing', quantity: 1, unit_value: 5000 }];
  const ids = [];
  let due = 0;
  for (let i = 0; i < WAYBILLS; i++) {
    const trackingNo = `BENCH${String(i).padStart(6, '0')}`;
    const parcel = await api('POST', '/parcel/create', customer, { courier: 'NZ Post', tracking_no: trackingNo, goods });
    await api('POST', '/staff/parcel/checkin', staff, { tracking_no: trackingNo, weight_g: 900, location: 'B-01' });
    const waybill = await api('POST', '/order/pack/create', customer, {
      parcel_ids: [parcel.id],
      address_id: address.id,
      channel_code: channel.code,
      insured: false,
      goods,
    });
    const packed = await api('POST', `/staff/order/pack/${waybill.id}`, staff, {
      weight_g: 1000 + (i % 5) * 100,
      length_mm: 300,
      width_mm: 200,
      height_mm: 100,
    });
    ids.push(waybill.id);
    due += packed.amount_due ?? packed.charge.total;
  }
  await topUp(base, api, customer, due);
  return { api, customer, ids, due };
}

/** Wallet money through the sandbox provider's signed notification, as a customer tops up. */
async function topUp(base, api, customer, amount) {
  const { max_topup: max } = await api('GET', '/wallet/summary', customer);
  for (let left = amount, n = 0; left > 0; left -= max, n++) {
    const start = await api('POST', '/pay/topup', customer, {
      amount: Math.max(Math.min(left, max), 1000),
      method: 'sandbox',
      platform: 'h5',
      idempotency_key: `bench-topup-${n}-${Date.now()}`,
      return_url: `${base}/pages/mine/my-wallet/index`,
    });
    const ref = start.client.url.split('/').pop();
    const done = await fetch(`${base}/api/pay/sandbox/complete/${ref}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    if (done.status !== 303) throw new Error(`sandbox complete answered ${done.status}`);
  }
}

const run = (name, options) => runWith(name, options, { duration: DURATION, connections: CONNECTIONS });

async function measure(db) {
  const pg = db === 'postgres' ? await freshPgDatabase() : null;
  const bare = await bareServer();
  const api = await apiServer(pg?.url);
  try {
    const t0 = Date.now();
    const { api: call, customer, ids, due } = await setUp(api.base);
    console.error(`[${db}] set-up: ${ids.length} priced waybills in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    const headers = { 'x-token': customer, 'x-lang': 'en', 'content-type': 'application/json' };
    const before = (await call('GET', '/wallet/summary', customer)).balance;
    const rows = [];
    rows.push(await run('bare Fastify GET /', { url: bare.base + '/' }));
    rows.push(
      await run(`GET /api/order/lst (page of 20 of ${ids.length})`, { url: `${api.base}/api/order/lst?page=1&page_size=20`, headers }),
    );
    rows.push(await run('GET /api/pay/options', { url: `${api.base}/api/pay/options?waybill_id=${ids[0]}&platform=h5`, headers }));
    rows.push(
      await run('POST /api/pay/preview', {
        url: `${api.base}/api/pay/preview`,
        method: 'POST',
        headers,
        body: JSON.stringify({ waybill_id: ids[0], use_wallet: true }),
      }),
    );
    const queue = [...ids];
    const pay = await run(`POST /api/pay/waybill (wallet, ${ids.length} payments)`, {
      url: `${api.base}/api/pay/waybill`,
      method: 'POST',
      headers,
      amount: ids.length,
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({
              waybill_id: queue.shift(),
              use_wallet: true,
              platform: 'h5',
              idempotency_key: `bench-pay-${queue.length}-${t0}`,
            }),
          }),
        },
      ],
    });
    rows.push(pay);
    // Every waybill paid exactly once, and the wallet down by exactly what they cost.
    const { counts } = await call('GET', '/order/lst?page=1&page_size=1', customer);
    const after = (await call('GET', '/wallet/summary', customer)).balance;
    const check = { paid: counts.pending_dispatch, expected: ids.length, walletSpent: before - after, due };
    if (check.paid !== check.expected || check.walletSpent !== due) throw new Error(`payments check failed: ${JSON.stringify(check)}`);
    return { db, rows, check };
  } finally {
    await api.stop();
    await bare.stop();
    await pg?.drop();
  }
}

async function main() {
  console.log(
    `node bench/load.js — ${new Date().toISOString()}, ${os.cpus().length} cores, ${CONNECTIONS} connections, ${DURATION} s per read call, ${WAYBILLS} waybills\n`,
  );
  for (const db of DBS) {
    const { rows, check } = await measure(db);
    console.log(`### ${db === 'pglite' ? 'PGlite (embedded, default)' : 'PostgreSQL server (DATABASE_URL)'}\n`);
    console.log('| call | req/s | p50 ms | p99 ms | requests | non-2xx | errors |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    for (const r of rows)
      console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.requests} | ${r.non2xx} | ${r.errors} |`);
    console.log(
      `\nchecked after the run: ${check.paid}/${check.expected} waybills awaiting dispatch, wallet down by exactly their sum (${(check.due / 100).toFixed(2)})\n`,
    );
  }
}

// bench/lighthouse.js seeds its signed-in pages with the same set-up.
module.exports = { setUp };

if (require.main === module) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
