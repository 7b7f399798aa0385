/**
 * The wallet ledger: the only way money enters or leaves a wallet. A posting takes a per-user transaction
 * lock (so concurrent postings for one customer queue instead of both reading the same balance), reads the
 * last entry, refuses to go below zero, and appends the next seq with the running balance. The unique
 * (user_id, seq) index and the balance_after >= 0 check back this up in the database itself.
 * Call inside the transaction that does the thing the money is for.
 */
import { and, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { ApiStatus } from '@contract/api';
import type { Queryable, Tx } from '../../db/client';
import { walletEntries, type WalletEntryRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';

/** Namespace of the advisory locks taken on wallets (the second key is the user id). */
const WALLET_LOCK = 0x5741_4c54; // "WALT"

export type WalletPosting = Pick<typeof walletEntries.$inferInsert, 'siteId' | 'userId' | 'amount' | 'kind' | 'refType' | 'refId'> &
  Partial<Pick<typeof walletEntries.$inferInsert, 'noteZh' | 'noteEn' | 'createdBy'>> & { now: Date };

/** The balance as a column of another statement (the last entry's running balance; 0 before the first). */
export const walletBalanceColumn = (userId: SQL | Placeholder | number) =>
  sql<number>`coalesce((select ${walletEntries.balanceAfter} from ${walletEntries} where ${walletEntries.userId} = ${userId} order by ${walletEntries.seq} desc limit 1), 0)`;

export async function walletBalance(q: Queryable, userId: number): Promise<number> {
  const [last] = await q
    .select({ balance: walletEntries.balanceAfter })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId))
    .orderBy(desc(walletEntries.seq))
    .limit(1);
  return last?.balance ?? 0;
}

/** Appends one movement; a debit larger than the balance throws 42020 and writes nothing. */
export async function postWallet(tx: Tx, posting: WalletPosting): Promise<WalletEntryRow> {
  const { now, ...entry } = posting;
  if (!Number.isInteger(entry.amount) || entry.amount === 0) throw new Error(`wallet posting of ${entry.amount}`);
  await tx.execute(sql`select pg_advisory_xact_lock(${WALLET_LOCK}, ${entry.userId})`);
  const [last] = await tx
    .select({ seq: walletEntries.seq, balance: walletEntries.balanceAfter })
    .from(walletEntries)
    .where(eq(walletEntries.userId, entry.userId))
    .orderBy(desc(walletEntries.seq))
    .limit(1);
  const balance = last?.balance ?? 0;
  const after = balance + entry.amount;
  if (after < 0) throw new ApiError(ApiStatus.INSUFFICIENT_BALANCE, 'wallet_insufficient', { balance: (balance / 100).toFixed(2) });
  const [row] = await tx
    .insert(walletEntries)
    .values({ ...entry, seq: (last?.seq ?? 0) + 1, balanceAfter: after, createdAt: now })
    .returning();
  return row;
}

/**
 * Every wallet whose entries don't add up: a seq gap, a running balance that isn't the running sum, or a
 * negative balance. Empty when the ledger is sound (run after the test suites and by staff on demand).
 */
export async function walletLedgerFaults(q: Queryable): Promise<{ userId: number; seq: number; problem: string }[]> {
  const rows = await q.execute(sql`
    select user_id, seq, balance_after, running, expected_seq from (
      select user_id, seq, balance_after,
        sum(amount) over (partition by user_id order by seq) as running,
        row_number() over (partition by user_id order by seq) as expected_seq
      from ${walletEntries}
    ) w
    where balance_after <> running or seq <> expected_seq or balance_after < 0
    order by user_id, seq`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows) as Record<string, unknown>[];
  return list.map((r) => ({
    userId: Number(r.user_id),
    seq: Number(r.seq),
    problem: Number(r.balance_after) < 0 ? 'negative' : Number(r.seq) !== Number(r.expected_seq) ? 'seq_gap' : 'running_sum',
  }));
}

export const ownEntries = (siteId: number, userId: number) => and(eq(walletEntries.siteId, siteId), eq(walletEntries.userId, userId));
