/**
 * Test harness: the real app on a fresh database with its own DATA_DIR and a clock the test moves.
 * Calls go through HTTP (app.inject); SMS codes are read from the outbox like a user reads their phone.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/client';
import { moneyFaults } from '../src/modules/payment/invariants';
import { SandboxPay } from '../src/providers/payment/sandbox';
import { PRIVACY_POLICY } from '../src/seed/content/privacy-policy';
import { freshDb } from './template-db';

export const DEMO_MOBILE = '+64211234567';
export const DEMO_PASSWORD = 'Demo12345';
/** The seeded privacy policy's version: what the registration box agrees to. */
export const PRIVACY_VERSION = PRIVACY_POLICY.version;

export interface Clock {
  now: Date;
  advance(seconds: number): void;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  dataDir: string;
  clock: Clock;
  close(): Promise<void>;
}

export interface StartOptions {
  env?: Record<string, string>;
  sms?: AppOptions['sms'];
  wechat?: AppOptions['wechat'];
  /** Payment providers pointed at fake servers; default: those of the config (the sandbox). */
  payments?: AppOptions['payments'];
  /** Check every payment against its wallet entries too on close (modules/payment/invariants.ts). */
  strictMoney?: boolean;
  /** Log lines go here (set env LOG_LEVEL too: tests log nothing by default). */
  logStream?: AppOptions['logStream'];
}

export async function startApp(options: StartOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parcel-data-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    H5_DIST: path.join(dataDir, 'no-dist'),
    ADMIN_DIST: path.join(dataDir, 'no-admin'),
    ...options.env,
  });
  const handle = await freshDb();
  const clock: Clock = {
    now: new Date(),
    advance(seconds) {
      this.now = new Date(this.now.getTime() + seconds * 1000);
    },
  };
  const app = await buildApp({
    config,
    db: handle,
    now: () => clock.now,
    sms: options.sms,
    wechat: options.wechat,
    payments: options.payments,
    logStream: options.logStream,
  });
  await app.ready();
  deliverSandboxThroughInject(app);
  return {
    app,
    db: handle.db,
    dataDir,
    clock,
    async close() {
      // A ledger invariant check run after the suites: every file's money must still add up.
      let faults: string[] = [];
      try {
        await (app.deps.payments.sandbox as SandboxPay | undefined)?.idle();
        faults = await moneyFaults(handle.db, { strict: options.strictMoney ?? false });
      } finally {
        await app.close();
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
      if (faults.length) throw new Error(`money invariants broken:\n  ${faults.join('\n  ')}`);
    },
  };
}

/** The sandbox (and Alipay when it plays it) posts its signed notifications to the app itself (no listening server in tests). */
function deliverSandboxThroughInject(app: FastifyInstance): void {
  for (const sandbox of [app.deps.payments.sandbox, app.deps.payments.alipay]) {
    if (!(sandbox instanceof SandboxPay)) continue;
    sandbox.setDelivery(async (url, headers, body) => {
      const { pathname, search } = new URL(url);
      const response = await app.inject({ method: 'POST', url: pathname + search, headers, payload: body });
      return { status: response.statusCode };
    });
  }
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  lang?: string;
  site?: string;
  ip?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  http: number;
  /** Answers come in many shapes; each test reads the fields it asserts. */
  body: any;
}

export async function call(t: TestApp, method: 'GET' | 'POST', url: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers['x-token'] = options.token;
  if (options.lang) headers['x-lang'] = options.lang;
  if (options.site) headers['site-id'] = options.site;
  const response = await t.app.inject({
    method,
    url,
    headers,
    remoteAddress: options.ip ?? '127.0.0.1',
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return answerOf(response);
}

/**
 * An injected response as an Answer. Every error envelope names its request (plugins/app/request-id.ts): checked on
 * every answer here, then set aside so that tests compare the rest.
 */
export function answerOf(response: { statusCode: number; body: string; headers: Record<string, unknown> }): Answer {
  const body = response.body ? JSON.parse(response.body) : undefined;
  if (body && typeof body === 'object' && 'request_id' in body) {
    if (body.request_id !== response.headers['x-request-id']) throw new Error(`request_id ${body.request_id} is not the header's`);
    delete body.request_id;
  }
  return { http: response.statusCode, body };
}

export const post = (t: TestApp, url: string, body: unknown, options: Omit<CallOptions, 'body'> = {}) =>
  call(t, 'POST', url, { ...options, body });
export const get = (t: TestApp, url: string, options: CallOptions = {}) => call(t, 'GET', url, options);

export interface SmsLine {
  to: string;
  code: string;
  text: string;
  at: string;
}

export function outbox(t: TestApp): SmsLine[] {
  try {
    return readFileSync(path.join(t.dataDir, 'outbox', 'sms.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as SmsLine);
  } catch {
    return [];
  }
}

/** The code in the last text sent to `to`, read from the text itself. */
export function lastCode(t: TestApp, to: string): string {
  const texts = outbox(t).filter((line) => line.to === to);
  const match = texts.length ? /\d{6}/.exec(texts[texts.length - 1].text) : null;
  if (!match) throw new Error(`no code was sent to ${to}`);
  return match[0];
}

/** Asks for a code and returns it as the user would read it. Moves the clock past the resend wait. */
export async function codeFor(
  t: TestApp,
  mobile: string,
  scene: 'register' | 'login' | 'bind',
  options: CallOptions = {},
): Promise<string> {
  // A fresh IP per call unless given, so setting up many users does not trip the per-IP limit.
  const sent = outbox(t).length;
  const answer = await post(t, '/api/get_captcha', { mobile, scene }, { ip: nextIp(), ...options });
  if (answer.body.status !== 200) throw new Error(`get_captcha: ${JSON.stringify(answer.body)}`);
  t.clock.advance(61);
  const texts = outbox(t);
  if (texts.length !== sent + 1) throw new Error(`get_captcha sent ${texts.length - sent} texts`);
  return lastCode(t, texts[texts.length - 1].to);
}

let ipSeq = 0;
export function nextIp(): string {
  ipSeq += 1;
  return `10.1.${Math.floor(ipSeq / 250)}.${(ipSeq % 250) + 1}`;
}

/** The link with its signature's first character changed (always to a different one, so the test cannot pass by luck). */
export function alteredSig(link: string): string {
  const url = new URL(link, 'http://local');
  const sig = url.searchParams.get('sig') ?? '';
  url.searchParams.set('sig', (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1));
  return link.startsWith('/') ? url.pathname + url.search : url.toString();
}

let mobileSeq = 0;
/** A different valid NZ mobile number each call (021 + 7 digits). */
export function newMobile(): string {
  mobileSeq += 1;
  return `+6421${String(5_000_000 + ((process.pid * 7919 + mobileSeq * 104_729) % 4_000_000)).padStart(7, '0')}`;
}

export async function registerUser(
  t: TestApp,
  mobile = newMobile(),
  extra: Record<string, unknown> = {},
): Promise<{ mobile: string; token: string }> {
  const captcha = await codeFor(t, mobile, 'register');
  const answer = await post(t, '/api/mobile/register', {
    mobile,
    captcha,
    password: 'Passw0rd',
    privacy_version: PRIVACY_VERSION,
    ...extra,
  });
  if (answer.body.code !== 0) throw new Error(`register: ${JSON.stringify(answer.body)}`);
  return { mobile, token: answer.body.data.token };
}

export async function passwordLogin(t: TestApp, account: string, password: string, options: CallOptions = {}): Promise<Answer> {
  return post(t, '/api/login', { type: 'account', account, password }, options);
}
