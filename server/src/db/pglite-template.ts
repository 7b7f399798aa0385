/**
 * A new PGlite database starts from a prepared one: the built server ships the data directory of an empty database
 * with every migration applied and the job queue's schema and queues installed (made by `npm run build`,
 * src/cli/pglite-template.ts), because creating the cluster (initdb) and running the migrations took about 9 s of a
 * first start. It is copied as files (loading it as a dump through PGlite took 2-4 s more: 1,666 files written one by
 * one through its file system). Only the database's structure is in it: the seed still runs at start (it depends on
 * the clock, the keys and the environment). It is used only when made by this PGlite version and its migrations are
 * the first ones of this code's, so a migration added later still applies at start; otherwise the database is
 * created as before.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { SERVER_DIR } from '../toolkit/paths';
import { type DbOptions, MIGRATIONS_DIR } from './client';

const TEMPLATE_DIR = path.join(SERVER_DIR, 'dist');
export const TEMPLATE_DATA = 'pglite-template';
export const TEMPLATE_STAMP = `${TEMPLATE_DATA}.json`;

/** What the prepared database holds: it fits this code only if made by the same PGlite and with a prefix of its migrations. */
export interface TemplateStamp {
  pglite: string;
  migrations: string[];
}

export function currentStamp(): TemplateStamp {
  return { pglite: pgliteVersion(), migrations: readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR }).map((m) => m.hash) };
}

/** The installed PGlite's version (its package.json is not exported: found from its entry point). */
function pgliteVersion(): string {
  for (let dir = path.dirname(require.resolve('@electric-sql/pglite')); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version: string };
      if (pkg.name === '@electric-sql/pglite') return pkg.version;
    }
  }
  throw new Error('@electric-sql/pglite: package.json not found');
}

/** The prepared data directory, when there is one that fits this code. */
export function pgliteTemplate(dir = TEMPLATE_DIR): string | undefined {
  const stampFile = path.join(dir, TEMPLATE_STAMP);
  if (!existsSync(stampFile)) return undefined;
  const stamp = JSON.parse(readFileSync(stampFile, 'utf8')) as TemplateStamp;
  const current = currentStamp();
  const fits = stamp.pglite === current.pglite && stamp.migrations.every((hash, i) => current.migrations[i] === hash);
  return fits ? path.join(dir, TEMPLATE_DATA) : undefined;
}

/**
 * PGlite on a data directory not created yet: copy the prepared one there first, when one fits. Copied beside it and
 * renamed into place, so a start stopped halfway leaves no half database behind.
 */
export function fromTemplateWhenNew(options: DbOptions, dir = TEMPLATE_DIR): DbOptions {
  if (options.kind !== 'pglite' || !options.dataDir || existsSync(path.join(options.dataDir, 'PG_VERSION'))) return options;
  const template = pgliteTemplate(dir);
  if (!template) return options;
  const copying = `${options.dataDir}.copying-${process.pid}`;
  mkdirSync(path.dirname(options.dataDir), { recursive: true });
  cpSync(template, copying, { recursive: true });
  rmSync(options.dataDir, { recursive: true, force: true }); // an empty folder someone made: PG_VERSION says it is no database
  renameSync(copying, options.dataDir);
  return options;
}
