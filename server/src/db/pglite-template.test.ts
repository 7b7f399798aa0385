/**
 * The prepared PGlite database the build ships (db/pglite-template.ts): a new DATA_DIR starts from a copy of it,
 * migrated, with the job queues and seeded as production seeds under the build's fingerprint (that build's start skips
 * the seed; another build or the demo seed still runs); it is left unused when it does not fit the code.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writePgliteTemplate } from '../cli/pglite-template';
import { MIGRATIONS_DIR, openDb } from './client';
import { fromTemplateWhenNew, pgliteTemplate, TEMPLATE_DATA, TEMPLATE_STAMP, type TemplateStamp } from './pglite-template';
import { seed } from './seed';

let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'template-test-'));
  await writePgliteTemplate(dir, 'build-a');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const rowsOf = async (handle: Awaited<ReturnType<typeof openDb>>, query: string) => (await handle.executeSql(query)).rows;

it('starts a new DATA_DIR from the prepared database: migrated, with its queues, seeded for its build', async () => {
  const dataDir = path.join(dir, 'data', 'pglite');
  const options = fromTemplateWhenNew({ kind: 'pglite', dataDir }, dir);
  expect(options).toEqual({ kind: 'pglite', dataDir });
  expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
  expect(readdirSync(path.dirname(dataDir))).toEqual(['pglite']); // no copy left beside it
  const handle = await openDb(options);
  try {
    expect(await rowsOf(handle, 'select count(*)::int as n from sites')).toEqual([{ n: 2 }]);
    expect(await rowsOf(handle, "select count(*)::int as n from users where role = 'customer'")).toEqual([{ n: 0 }]);
    await handle.migrate();
    expect(await seed(handle.db, { demo: false, fingerprint: 'build-a' })).toBe(false);
    expect(await seed(handle.db, { demo: true, fingerprint: 'build-a' })).toBe(true); // the demo data on top
    expect(await rowsOf(handle, "select count(*)::int as n from users where role = 'customer'")).toEqual([{ n: 1 }]);
    // The production seed's empty bank account takes the demo placeholder (bank transfer offered outside production).
    expect(await rowsOf(handle, 'select account_number from site_bank_accounts where site_id = 1')).toEqual([
      { account_number: '12-3456-7890123-00' },
    ]);
    const migrations = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).length;
    expect(await rowsOf(handle, 'select count(*)::int as n from drizzle.__drizzle_migrations')).toEqual([{ n: migrations }]);
    expect(await rowsOf(handle, "select name from pgboss.queue where name in ('dead-letter', 'data-export') order by name")).toEqual([
      { name: 'data-export' },
      { name: 'dead-letter' },
    ]);
  } finally {
    await handle.close();
  }
  // The next start finds the database and leaves it as it is.
  expect(fromTemplateWhenNew({ kind: 'pglite', dataDir }, dir)).toEqual({ kind: 'pglite', dataDir });
});

it('is used when its migrations are the first of the code (a later one applies at start), never when they differ', () => {
  const stamp = JSON.parse(readFileSync(path.join(dir, TEMPLATE_STAMP), 'utf8')) as TemplateStamp;
  const other = mkdtempSync(path.join(os.tmpdir(), 'template-stamp-'));
  cpSync(path.join(dir, TEMPLATE_DATA), path.join(other, TEMPLATE_DATA), { recursive: true });
  const withStamp = (s: TemplateStamp) => {
    writeFileSync(path.join(other, TEMPLATE_STAMP), JSON.stringify(s));
    return pgliteTemplate(other);
  };
  try {
    expect(withStamp(stamp)).toBe(path.join(other, TEMPLATE_DATA));
    expect(withStamp({ ...stamp, migrations: stamp.migrations.slice(0, -1) })).toBe(path.join(other, TEMPLATE_DATA));
    expect(withStamp({ ...stamp, migrations: [...stamp.migrations.slice(0, -1), 'f'.repeat(64)] })).toBeUndefined();
    expect(withStamp({ ...stamp, migrations: [...stamp.migrations, 'f'.repeat(64)] })).toBeUndefined();
    expect(withStamp({ ...stamp, pglite: '0.0.1' })).toBeUndefined();
  } finally {
    rmSync(other, { recursive: true, force: true });
  }
  expect(pgliteTemplate(path.join(dir, 'none'))).toBeUndefined();
});
