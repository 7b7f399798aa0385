/**
 * The wallet (modules/wallet). Money in integer minor units of the site currency. The balance is the last entry's
 * balance_after (= the sum of its amounts), each posting serialised per user and checked >= 0 by the database
 * too. Every movement is written in the same transaction as the thing it pays for.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { WALLET_ENTRY_KINDS } from '@contract/payment';
import { createdAt } from './columns';
import { ledgerColumns } from './ledger';
import { users } from './users';

/** The wallet ledger: balance_after is never negative. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    /** ref_type: what the movement belongs to (a payment, a refund, a claim, a withdrawal, a staff adjustment, or a late bank transfer's statement line). */
    ...ledgerColumns(WALLET_ENTRY_KINDS, ['payment', 'refund', 'claim', 'withdrawal', 'staff', 'agent_withdrawal', 'bank_line']),
    noteZh: text('note_zh').notNull().default(''),
    noteEn: text('note_en').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wallet_entries_user_seq').on(t.userId, t.seq),
    index('wallet_entries_user_time').on(t.siteId, t.userId, t.createdAt),
    check('wallet_entries_balance_nonnegative', sql`${t.balanceAfter} >= 0`),
    check('wallet_entries_amount_nonzero', sql`${t.amount} <> 0`),
    // A claim is paid once: a second credit for it fails here even if a guard upstream were missed.
    uniqueIndex('wallet_entries_claim_once')
      .on(t.refId)
      .where(sql`${t.refType} = 'claim'`),
  ],
);

export type WalletEntryRow = typeof walletEntries.$inferSelect;
