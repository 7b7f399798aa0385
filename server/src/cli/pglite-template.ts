/**
 * Run by the build (scripts/build.js) with the build's folder: the prepared PGlite database a new DATA_DIR starts from
 * (db/pglite-template.ts). The app is built once on it so the job queue's schema and every queue exist (creating a
 * queue adds a table partition: slow on PGlite), and it is seeded as production seeds (no demo data), recorded under
 * the build's fingerprint: a production start of this build on a new DATA_DIR has nothing left to seed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDb } from '../db/client';
import { currentStamp, TEMPLATE_DATA, TEMPLATE_STAMP } from '../db/pglite-template';
import { buildFingerprint, seed } from '../db/seed';

export async function writePgliteTemplate(dir: string, fingerprint = buildFingerprint(path.join(dir, 'main.js'))): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
  const handle = await openDb({ kind: 'pglite', dataDir: path.join(dir, TEMPLATE_DATA) });
  try {
    await handle.migrate();
    // Env 'test': the queues are created, nothing polls or is scheduled.
    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), db: handle });
    await app.ready();
    await app.close();
    await seed(handle.db, { demo: false, fingerprint });
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  writeFileSync(path.join(dir, TEMPLATE_STAMP), JSON.stringify(currentStamp()));
}

if (require.main === module) {
  writePgliteTemplate(process.argv[2]).then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
