/**
 * The commission ledger: the only way an agent's withdrawable balance moves. Like the wallet ledger, a posting
 * takes a per-agent transaction lock, reads the last entry and appends the next seq with the running balance.
 * Unlike the wallet, a reversal may take the balance below zero (commission already withdrawn): the next
 * commissions pay that back first. A withdrawal never may (47004, and a check in the table backs it up).
 */
import { desc, eq, sql } from 'drizzle-orm';
import { ApiStatus } from '@contract/api';
import { formatMoney } from '@contract/money';
import type { Queryable, Tx } from '../../db/client';
import { commissionEntries, type CommissionEntryRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';

/** Namespace of the advisory locks taken on commission balances (the second key is the agent's user id). */
const AGENT_LOCK = 0x4147_4e54; // "AGNT"

export type CommissionPosting = Pick<
  typeof commissionEntries.$inferInsert,
  'siteId' | 'userId' | 'amount' | 'kind' | 'refType' | 'refId'
> & { now: Date };

/** Serialises every money move of one agent inside the caller's transaction. */
export async function lockAgent(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${AGENT_LOCK}, ${userId})`);
}

export async function commissionBalance(q: Queryable, userId: number): Promise<number> {
  const [last] = await q
    .select({ balance: commissionEntries.balanceAfter })
    .from(commissionEntries)
    .where(eq(commissionEntries.userId, userId))
    .orderBy(desc(commissionEntries.seq))
    .limit(1);
  return last?.balance ?? 0;
}

/** Appends one movement; a withdrawal larger than the balance throws 47004 and writes nothing. */
export async function postCommission(tx: Tx, posting: CommissionPosting, currency: string): Promise<CommissionEntryRow> {
  const { now, ...entry } = posting;
  if (!Number.isInteger(entry.amount) || entry.amount === 0) throw new Error(`commission posting of ${entry.amount}`);
  await lockAgent(tx, entry.userId);
  const [last] = await tx
    .select({ seq: commissionEntries.seq, balance: commissionEntries.balanceAfter })
    .from(commissionEntries)
    .where(eq(commissionEntries.userId, entry.userId))
    .orderBy(desc(commissionEntries.seq))
    .limit(1);
  const balance = last?.balance ?? 0;
  const after = balance + entry.amount;
  if (entry.kind === 'withdrawal' && after < 0) {
    throw new ApiError(ApiStatus.COMMISSION_INSUFFICIENT, 'commission_insufficient', {
      balance: formatMoney(Math.max(balance, 0), currency),
    });
  }
  const [row] = await tx
    .insert(commissionEntries)
    .values({ ...entry, seq: (last?.seq ?? 0) + 1, balanceAfter: after, createdAt: now })
    .returning();
  return row;
}
