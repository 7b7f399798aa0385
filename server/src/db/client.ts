/**
 * The driver choice: PGlite (embedded PostgreSQL, persisted under DATA_DIR/pglite) by default, a
 * node-postgres pool when DATABASE_URL is set. Both give the same typed `db` and the same migrations.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import { ConfigError } from '../config';
import { SERVER_DIR } from '../toolkit/paths';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: inside `db.transaction(tx => ...)` use only `tx` (a `db` query there deadlocks PGlite). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either: service functions that may run inside a caller's transaction take this. */
export type Queryable = Db | Tx;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Runs `work` alone among the processes on this database (PostgreSQL: a session advisory lock). */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Plain SQL for the job queue (pg-boss): several statements when there are no values. */
  executeSql: ExecuteSql;
  /** PostgreSQL only: the pool's connections (for the metrics). */
  poolStats?(): { inUse: number; idle: number; waiting: number };
  /** PostgreSQL only: `observe` is given each pool statement's seconds (transactions' statements are not timed). */
  observeQueries?(observe: (seconds: number) => void): void;
  /** PGlite only: the whole database as a tarball (tests start each file from one). */
  dumpDataDir?(): Promise<Blob>;
}

export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: any[] }>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'drizzle');

export type DbOptions =
  /** logSql: every statement and its values to stdout as one JSON line `SQL {...}` (bench/scale.js explains them). */
  | { kind: 'postgres'; url: string; max?: number; logSql?: boolean }
  /** dataDir undefined = in memory; loadDataDir = start from a dump (tests). */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDb(options: DbOptions): Promise<DbHandle> {
  return options.kind === 'postgres' ? openPostgres(options.url, options.max, options.logSql) : openPglite(options);
}

/** DATABASE_URL wins; otherwise PGlite under DATA_DIR. */
export function dbOptionsFor(config: { databaseUrl?: string; dataDir: string; logSql?: boolean }): DbOptions {
  if (config.databaseUrl) return { kind: 'postgres', url: config.databaseUrl, logSql: config.logSql };
  return { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}

const sqlLines = { logQuery: (sql: string, params: unknown[]) => process.stdout.write(`SQL ${JSON.stringify({ sql, params })}\n`) };

/** Key of the advisory lock replicas starting together take, so they migrate and seed one at a time. */
const STARTUP_LOCK = 726_001;

function openPostgres(url: string, max = 10, logSql = false): DbHandle {
  const pool = new Pool({ connectionString: url, max });
  // An idle connection the server closed (restart, failover, a dropped link): the pool already discarded it and
  // opens a new one on the next query. Without a listener the 'error' event would end the process.
  pool.on('error', (err) => console.warn(`database: idle connection lost (${err.message}); it will be replaced`));
  let observe: ((seconds: number) => void) | undefined;
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const began = performance.now();
    const result = query(...args);
    if (observe && result instanceof Promise) {
      const done = () => observe?.((performance.now() - began) / 1000);
      result.then(done, done);
    }
    return result;
  }) as typeof pool.query;
  const db = drizzlePg({ client: pool, schema, logger: logSql ? sqlLines : false });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    exclusive: async (work) => {
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
        return await work();
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => {});
        holder.release();
      }
    },
    close: () => pool.end(),
    executeSql: (text, values) => pool.query(text, values),
    poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    observeQueries: (fn) => {
      observe = fn;
    },
  };
}

/**
 * PGlite sets up its whole buffer pool at every start: PostgreSQL's default 128 MB took 0.6-0.8 s of the open here,
 * 32 MB 0.3 s. An embedded database is small, and the files it reads stay in the OS cache anyway.
 */
const PGLITE_SHARED_BUFFERS = '32MB';

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<DbHandle> {
  const unlock = options.dataDir ? lockDataDir(options.dataDir) : () => {};
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    // pg_trgm: the trigram indexes of the search boxes (the migration creates the extension, on both databases).
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    exclusive: (work) => work(), // one process per data directory already (lockDataDir)
    dumpDataDir: () => client.dumpDataDir('none'),
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text); // the simple protocol: several statements, the last one answers
      return results[results.length - 1] ?? { rows: [] };
    },
    close: async () => {
      await client.close();
      unlock();
    },
  };
}

/** PGlite has no locking of its own: a second process on the same directory would corrupt it. */
function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = `${dir}.pid`;
  const holder = Number(existsSync(file) ? readFileSync(file, 'utf8') : 0);
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new ConfigError(`${dir} is in use by process ${holder}: stop it first (PGlite allows one process), or use DATABASE_URL`);
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
