/**
 * Real API processes (`src/main.ts` under tsx) on one PostgreSQL database, for what only several processes show:
 * each job and each notification handled once. NODE_ENV=development, so the job queue polls as in production.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { databaseUrl } from './template-db';

const SERVER_DIR = path.resolve(__dirname, '..');

export interface ApiProcess {
  base: string;
  dataDir: string;
  /** The dev SMS outbox of this process: what it delivered. */
  texts(): { to: string; text: string }[];
  stop(): Promise<void>;
  /** SIGTERM without waiting: resolves with the exit code once the process has drained and exited. */
  terminate(): Promise<number | null>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer().on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function startApiProcess(url: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parcel-proc-'));
  const tsx = require.resolve('tsx/cli', { paths: [SERVER_DIR] });
  const child = spawn(process.execPath, [tsx, path.join(SERVER_DIR, 'src', 'main.ts')], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      H5_DIST: path.join(dataDir, 'no-h5'),
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_OPTIONS: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`api process exited with ${child.exitCode}`);
    if (i > 240) throw new Error(`${base} did not answer`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    dataDir,
    texts: () => {
      try {
        return readFileSync(path.join(dataDir, 'outbox', 'sms.jsonl'), 'utf8')
          .trim()
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l));
      } catch {
        return [];
      }
    },
    terminate: () =>
      new Promise<number | null>((resolve) => {
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A database of its own, copied from the test run's template (TEST_DATABASE_URL only), or `empty` as on a first
 * deploy; drop() removes it.
 */
export async function databaseFromTemplate(options: { empty?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `parcel_proc_${process.pid}_${Date.now()}`;
  const admin = async (text: string) => {
    const client = new Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(options.empty ? `create database ${name}` : `create database ${name} template ${process.env.PARCEL_TEST_TEMPLATE_DB}`);
  return { url: databaseUrl(base, name), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
