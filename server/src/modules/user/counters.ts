/** What of mine wants attention, as the home page's counters: each counts what the list it opens shows. */
import { and, count, eq } from 'drizzle-orm';
import type { HomeCounters } from '@contract/content';
import type { Queryable } from '../../db/client';
import { parcels, type UserRow, waybills } from '../../db/schema';

export async function homeCounters(q: Queryable, user: UserRow): Promise<HomeCounters> {
  const mine = (t: typeof parcels | typeof waybills) => and(eq(t.siteId, user.siteId), eq(t.userId, user.id));
  const [parcelRows, waybillRows] = await Promise.all([
    q
      .select({ n: count() })
      .from(parcels)
      .where(and(mine(parcels), eq(parcels.status, 'in_warehouse'))),
    q.select({ status: waybills.status, n: count() }).from(waybills).where(mine(waybills)).groupBy(waybills.status),
  ]);
  const ofStatus = (status: string) => waybillRows.find((r) => r.status === status)?.n ?? 0;
  return { in_warehouse: parcelRows[0]?.n ?? 0, pending_payment: ofStatus('pending_payment'), in_transit: ofStatus('in_transit') };
}
