/**
 * The points ledger: the only way member points move. Like the wallet's, a posting queues behind a per-user
 * transaction lock, reads the last entry and appends the next seq with the running balance, refusing to go below
 * zero (42020, nothing written). Expiry is first in, first out: points earned are used before later ones, so what
 * is due to expire at T is what was earned with an expiry up to T less everything taken out since (spent, taken
 * back, expired; a spend given back counts as never taken).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { ApiStatus } from '@contract/api';
import type { Queryable, Tx } from '../../db/client';
import { pointsEntries, type PointsEntryRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';

/** Namespace of the advisory locks taken on points balances (the second key is the user id). */
const POINTS_LOCK = 0x504f_4e54; // "PONT"

export type PointsPosting = Pick<typeof pointsEntries.$inferInsert, 'siteId' | 'userId' | 'amount' | 'kind' | 'refType' | 'refId'> &
  Partial<Pick<typeof pointsEntries.$inferInsert, 'expiresAt' | 'noteZh' | 'noteEn'>> & { now: Date };

export async function lockPoints(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${POINTS_LOCK}, ${userId})`);
}

export async function pointsBalance(q: Queryable, userId: number): Promise<number> {
  const [last] = await q
    .select({ balance: pointsEntries.balanceAfter })
    .from(pointsEntries)
    .where(eq(pointsEntries.userId, userId))
    .orderBy(desc(pointsEntries.seq))
    .limit(1);
  return last?.balance ?? 0;
}

/** Appends one movement under the user's lock; taking out more than is held throws 42020 and writes nothing. */
export async function postPoints(tx: Tx, posting: PointsPosting): Promise<PointsEntryRow> {
  const { now, ...entry } = posting;
  if (!Number.isInteger(entry.amount) || entry.amount === 0) throw new Error(`points posting of ${entry.amount}`);
  await lockPoints(tx, entry.userId);
  const [last] = await tx
    .select({ seq: pointsEntries.seq, balance: pointsEntries.balanceAfter })
    .from(pointsEntries)
    .where(eq(pointsEntries.userId, entry.userId))
    .orderBy(desc(pointsEntries.seq))
    .limit(1);
  const held = last?.balance ?? 0;
  if (held + entry.amount < 0) throw new ApiError(ApiStatus.INSUFFICIENT_BALANCE, 'points_insufficient', { balance: held });
  const [row] = await tx
    .insert(pointsEntries)
    .values({ ...entry, seq: (last?.seq ?? 0) + 1, balanceAfter: held + entry.amount, createdAt: now })
    .returning();
  return row;
}

/** Points of the user that expire by `at` and are not used yet (FIFO), with the first such expiry. */
export async function pointsExpiringBy(q: Queryable, userId: number, at: Date): Promise<{ points: number; first: Date | null }> {
  const rows = await q.execute(sql`
    select
      coalesce(sum(amount) filter (where kind = 'earn' and expires_at <= ${at.toISOString()}), 0) as earned,
      coalesce(-sum(amount) filter (where kind <> 'earn'), 0) as used
    from ${pointsEntries} where user_id = ${userId}`);
  const [row] = rowsOf(rows);
  const points = Math.max(0, Number(row?.earned ?? 0) - Number(row?.used ?? 0));
  return { points, first: points > 0 ? await firstUnusedExpiry(q, userId, Number(row?.used ?? 0)) : null };
}

/** The expiry of the earn entry the next point used comes from: the first whose running total passes `used`. */
async function firstUnusedExpiry(q: Queryable, userId: number, used: number): Promise<Date | null> {
  const rows = rowsOf(
    await q.execute(sql`
      select expires_at from (
        select expires_at, sum(amount) over (order by expires_at, seq) as running
        from ${pointsEntries} where user_id = ${userId} and kind = 'earn'
      ) e where running > ${used} order by expires_at limit 1`),
  );
  return rows[0]?.expires_at ? new Date(String(rows[0].expires_at)) : null;
}

/** Every points balance whose entries don't add up: a seq gap, a running balance off the running sum, or below zero. */
export async function pointsLedgerFaults(q: Queryable): Promise<string[]> {
  const rows = rowsOf(
    await q.execute(sql`
      select user_id, seq, balance_after, running, expected from (
        select user_id, seq, balance_after,
          sum(amount) over (partition by user_id order by seq) as running,
          row_number() over (partition by user_id order by seq) as expected
        from ${pointsEntries}
      ) p where balance_after <> running or seq <> expected or balance_after < 0 order by user_id, seq`),
  );
  return rows.map((r) => `points of user ${r.user_id}, entry ${r.seq}: balance ${r.balance_after}, running sum ${r.running}`);
}

export const ownPoints = (siteId: number, userId: number) => and(eq(pointsEntries.siteId, siteId), eq(pointsEntries.userId, userId));

export function rowsOf(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
}
