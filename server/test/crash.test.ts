/**
 * Crash safety, shown: the API as a real process (tsx src/main.ts) on a database that outlives it — PGlite in
 * its DATA_DIR by default, a PostgreSQL database of its own under TEST_DATABASE_URL. Concurrent wallet payments,
 * top-ups completed through the sandbox's signed notification and staff refunds are in flight when the process
 * gets SIGKILL. It starts again on the same data; then, an hour later, the payment and refund sweeps run, and:
 * every answered payment and refund is in the ledger, nothing is half-written (the strict money invariants and
 * `npm run money:check` are clean), nothing is left pending.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { Client } from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DbHandle, dbOptionsFor, openDb } from '../src/db/client';
import { payments, refunds, walletEntries } from '../src/db/schema';
import { seed } from '../src/db/seed';
import { sweepPayments } from '../src/modules/payment/apply';
import { moneyFaults } from '../src/modules/payment/invariants';
import { sweepRefunds } from '../src/modules/payment/refund';
import { giveWallet, newKey, newPayer, payBody, type Payer, waybillToPay } from '../src/modules/payment/test-support';
import { DEMO_PASSWORD, passwordLogin, type TestApp } from './helpers';
import { databaseUrl } from './template-db';

const SERVER_DIR = path.join(__dirname, '..');
const TSX = path.join(SERVER_DIR, '..', 'node_modules', '.bin', 'tsx');
/** The server itself as the child (the tsx CLI would put a process of its own in between, and SIGKILL stop there). */
const NODE_TSX = [process.execPath, '--import', 'tsx'] as const;
const PAYERS = 6;

let dataDir: string;
let env: Record<string, string>;
let pgName: string | undefined;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'parcel-crash-'));
  env = { NODE_ENV: 'test', DATA_DIR: dataDir, H5_DIST: path.join(dataDir, 'no-dist'), LOG_LEVEL: 'warn', DATABASE_URL: '' };
  if (process.env.TEST_DATABASE_URL) {
    pgName = `parcel_crash_${process.pid}_${Date.now()}`;
    await adminQuery(`create database ${pgName}`);
    env.DATABASE_URL = databaseUrl(process.env.TEST_DATABASE_URL, pgName);
  }
});

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (pgName) await adminQuery(`drop database if exists ${pgName} with (force)`);
});

async function adminQuery(text: string) {
  const client = new Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The app in this process on the lasting database, at `now`: for the set-up and for the sweeps. */
async function inProcess(now: () => Date): Promise<{ t: TestApp; handle: DbHandle }> {
  const config = loadConfig(env);
  const handle = await openDb(dbOptionsFor(config));
  await handle.migrate();
  await seed(handle.db, { demo: true });
  const app = await buildApp({ config, db: handle, now });
  await app.ready();
  const clock = { now: now(), advance() {} };
  const t: TestApp = {
    app,
    db: handle.db,
    dataDir,
    clock,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
  return { t, handle };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(NODE_TSX[0], [...NODE_TSX.slice(1), path.join(SERVER_DIR, 'src', 'main.ts')], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${stderr}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${stderr}`);
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

interface Sent {
  kind: 'wallet' | 'topup' | 'refund';
  /** The payment (wallet, top-up) or refunded payment id. */
  id?: number;
  no?: string;
  answered: boolean;
}

it('keeps every answered payment and refund, and nothing half-written, across kill -9', async () => {
  // Set-up in this process: payers with wallet money and a waybill each; paid waybills for staff to refund.
  const setup = await inProcess(() => new Date());
  const staff = (await passwordLogin(setup.t, 'staff', DEMO_PASSWORD)).body.data.token as string;
  const world = { t: setup.t, staff, auStaff: '' };
  const payers: { payer: Payer; waybill: number; paid: number }[] = [];
  for (let i = 0; i < PAYERS; i += 1) {
    const payer = await newPayer(world);
    const [toPay, toRefund] = [await waybillToPay(world, payer), await waybillToPay(world, payer)];
    await giveWallet(setup.t, payer.user, toPay.amountDue + toRefund.amountDue);
    const paid = await setup.t.app.inject({
      method: 'POST',
      url: '/api/pay/waybill',
      headers: { 'x-token': payer.token },
      payload: payBody(toRefund.id),
    });
    payers.push({ payer, waybill: toPay.id, paid: JSON.parse(paid.body).data.payment.id });
  }
  await setup.t.close();

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const call = async (url: string, token: string, body: unknown) => {
    const r = await fetch(base + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': token },
      body: JSON.stringify(body),
    });
    return r.json() as Promise<{
      status: number;
      data?: { payment?: { id: number; no: string; status: string }; client?: { url: string } };
    }>;
  };
  let server = await startServer(port);

  // Everything at once; the process dies when a third of them have been answered, the rest in flight.
  const sent: Sent[] = [];
  let onAnswer = () => {};
  const thirdAnswered = new Promise<void>((resolve) => {
    onAnswer = () => sent.filter((s) => s.answered).length >= PAYERS && resolve();
  });
  const work = payers.flatMap(({ payer, waybill, paid }) =>
    [
      (async () => {
        const s: Sent = { kind: 'wallet', answered: false };
        sent.push(s);
        const a = await call('/api/pay/waybill', payer.token, payBody(waybill));
        if (a.status === 200) Object.assign(s, { answered: true, id: a.data!.payment!.id, no: a.data!.payment!.no });
        onAnswer();
      })(),
      (async () => {
        const s: Sent = { kind: 'topup', answered: false };
        sent.push(s);
        const a = await call('/api/pay/topup', payer.token, {
          amount: 1000,
          method: 'stripe',
          platform: 'h5',
          idempotency_key: newKey(),
          return_url: `${base}/pages/wallet/index`,
        });
        if (a.status !== 200) return;
        s.id = a.data!.payment!.id;
        const ref = a.data!.client!.url.split('/').pop();
        const done = await fetch(`${base}/api/pay/sandbox/complete/${ref}`, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'outcome=paid',
        });
        s.answered = done.status === 303;
        onAnswer();
      })(),
      (async () => {
        const s: Sent = { kind: 'refund', id: paid, answered: false };
        sent.push(s);
        const a = await call(`/api/staff/payment/refund/${paid}`, staff, { note: 'crash test' });
        s.answered = a.status === 200;
        onAnswer();
      })(),
    ].map((p) => p.catch(() => undefined)),
  );
  await Promise.race([thirdAnswered, Promise.all(work)]);
  server.kill('SIGKILL');
  await Promise.all(work);
  await exited(server);

  // The same data serves again after the crash.
  server = await startServer(port);
  expect(((await (await fetch(`${base}/api/health`)).json()) as { data: { ok: boolean } }).data.ok).toBe(true);
  server.kill('SIGTERM');
  await exited(server);

  // An hour later the sweeps settle whatever the crash left pending (they run on the server's schedule too).
  const later = await inProcess(() => new Date(Date.now() + 3_600_000));
  const deps = later.t.app.deps;
  await sweepPayments(deps, {}, base);
  await sweepRefunds(deps, base);
  const db = later.t.db;

  const answered = sent.filter((s) => s.answered);
  for (const s of answered.filter((x) => x.kind === 'wallet')) {
    const [row] = await db.select().from(payments).where(eq(payments.id, s.id!));
    expect([s.no, row.status]).toEqual([s.no, 'paid']);
    expect(await db.select().from(walletEntries).where(eq(walletEntries.refId, s.id!))).not.toHaveLength(0);
  }
  for (const s of answered.filter((x) => x.kind === 'refund')) {
    const rows = await db.select().from(refunds).where(eq(refunds.paymentId, s.id!));
    expect(rows.map((r) => r.status)).toEqual(['succeeded']);
  }
  const ids = sent.filter((s) => s.id).map((s) => s.id!);
  const left = await db
    .select({ no: payments.no, status: payments.status })
    .from(payments)
    .where(inArray(payments.id, ids.length ? ids : [0]));
  expect(left.filter((p) => p.status === 'pending')).toEqual([]);
  expect(await db.select().from(refunds).where(eq(refunds.status, 'pending'))).toEqual([]);
  expect(await moneyFaults(db, { strict: true })).toEqual([]);
  await later.t.close();

  // The operator's check on the same data.
  const check = spawnSync(TSX, [path.join(SERVER_DIR, 'src', 'cli', 'money-check.ts')], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  expect([check.status, check.stdout.trim()]).toEqual([0, 'money check: no faults']);
  // The crash came mid-flight: some answered, not all.
  expect(answered.length).toBeGreaterThanOrEqual(PAYERS);
  console.log(`crash test: ${sent.length} sent, ${answered.length} answered before SIGKILL (${JSON.stringify(countBy(answered))})`);
}, 300_000);

const countBy = (list: Sent[]) => list.reduce<Record<string, number>>((acc, s) => ({ ...acc, [s.kind]: (acc[s.kind] ?? 0) + 1 }), {});
