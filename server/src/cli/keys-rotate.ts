/**
 * npm run keys:rotate -w server — after DATA_KEY was replaced (the old key moved to DATA_KEYS_PREVIOUS), re-seals
 * every stored ID number under the new key and recomputes the blind indexes; then the old key can be dropped.
 * Runs on the database of DATABASE_URL, or the PGlite under DATA_DIR (stop the server first). See docs/privacy.md.
 */
import { loadConfig } from '../config';
import { dbOptionsFor, openDb } from '../db/client';
import { sealStoredIds } from '../modules/privacy/sealing';
import { sealerOf } from '../toolkit/seal';

async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDb(dbOptionsFor(config));
  try {
    const sealer = sealerOf(config);
    const report = await sealStoredIds(handle.db, sealer, 'rotate');
    console.log(
      `keys:rotate: key ${sealer.keyId} now seals every ID number (re-sealed: ${report.addresses} addresses, ${report.waybills} waybill parties)`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
