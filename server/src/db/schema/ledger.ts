/**
 * The columns of a ledger with a running balance per user (the wallet, the agents' commissions): seq counts
 * 1, 2, 3 ... per user and balance_after is the running sum; kind says what moved, ref_type and ref_id what the
 * movement belongs to.
 */
import { integer, serial, text } from 'drizzle-orm/pg-core';
import { sites } from './site';
import { users } from './users';

type Choices = readonly [string, ...string[]];

export const ledgerColumns = <K extends Choices, R extends Choices>(kinds: K, refTypes: R) => ({
  id: serial('id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  seq: integer('seq').notNull(),
  amount: integer('amount').notNull(),
  balanceAfter: integer('balance_after').notNull(),
  kind: text('kind', { enum: kinds }).notNull(),
  refType: text('ref_type', { enum: refTypes }).notNull(),
  refId: integer('ref_id').notNull(),
});
