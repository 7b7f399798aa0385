/**
 * Keeps every stored ID number sealed under the current DATA_KEY: at start, values written before sealing existed
 * (or by the demo seed) are sealed; `npm run keys:rotate -w server` re-seals those of an older key. Covers the
 * address book (value and blind index) and the recipient and sender snapshots of waybills. Each update is
 * guarded on the value it read, so processes starting together never overwrite each other's work.
 */
import { and, eq, isNotNull, notLike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, waybills } from '../../db/schema';
import { Sealer } from '../../toolkit/seal';

const BATCH = 500;

export interface SealReport {
  addresses: number;
  waybills: number;
}

/** 'plain': seal what is not sealed; 'rotate': also re-seal what another key sealed. */
export async function sealStoredIds(db: Db, sealer: Sealer, mode: 'plain' | 'rotate'): Promise<SealReport> {
  const pattern = mode === 'plain' ? 's1.%' : `s1.${sealer.keyId}.%`;
  const report: SealReport = { addresses: 0, waybills: 0 };
  for (;;) {
    const rows = await db
      .select({ id: addresses.id, idNumber: addresses.idNumber })
      .from(addresses)
      .where(and(isNotNull(addresses.idNumber), notLike(addresses.idNumber, pattern)))
      .limit(BATCH);
    for (const row of rows) {
      const plain = sealer.open(row.idNumber!);
      await db
        .update(addresses)
        .set({ idNumber: sealer.seal(plain), idNumberIndex: sealer.index(plain) })
        .where(and(eq(addresses.id, row.id), eq(addresses.idNumber, row.idNumber!)));
    }
    report.addresses += rows.length;
    if (rows.length < BATCH) break;
  }
  for (const party of ['recipient', 'sender'] as const) {
    const column = waybills[party];
    const stored = sql<string>`${column}->>'id_number'`;
    for (;;) {
      const rows = await db
        .select({ id: waybills.id, idNumber: stored })
        .from(waybills)
        .where(and(sql`${stored} is not null and ${stored} <> ''`, sql`${stored} not like ${pattern}`))
        .limit(BATCH);
      for (const row of rows) {
        const value = sealer.seal(sealer.open(row.idNumber));
        await db
          .update(waybills)
          .set({ [party]: sql`jsonb_set(${column}, '{id_number}', to_jsonb(${value}::text))` })
          .where(and(eq(waybills.id, row.id), sql`${stored} = ${row.idNumber}`));
      }
      report.waybills += rows.length;
      if (rows.length < BATCH) break;
    }
  }
  return report;
}
