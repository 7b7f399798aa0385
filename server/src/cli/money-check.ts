/**
 * npm run money:check -w server — the money invariants (modules/payment/invariants.ts) on the database of
 * DATABASE_URL, or the PGlite under DATA_DIR (stop the server first: PGlite allows one process). Exit 1 with
 * every fault listed.
 */
import { loadConfig } from '../config';
import { dbOptionsFor, openDb } from '../db/client';
import { moneyFaults } from '../modules/payment/invariants';

async function main(): Promise<number> {
  const config = loadConfig();
  const handle = await openDb(dbOptionsFor(config));
  try {
    const faults = await moneyFaults(handle.db);
    if (!faults.length) {
      console.log('money check: no faults');
      return 0;
    }
    console.error(`money check: ${faults.length} fault(s)`);
    for (const fault of faults) console.error(`  ${fault}`);
    return 1;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(2);
  },
);
