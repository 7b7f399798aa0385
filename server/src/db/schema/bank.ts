/** Bank transfers (modules/payment, docs/money.md "Bank transfer"): the site's account and the statement lines imported. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { BANK_LAYOUTS, BANK_LINE_OUTCOMES, BANK_SETTLE_ACTIONS } from '@contract/bank';
import { createdAt, time, updatedAt } from './columns';
import { siteRef } from './owners';
import { payments } from './payment';
import { users } from './users';

/** One row per site, edited by admins (update only): bank transfer is offered once the account number is set. */
export const siteBankAccounts = pgTable(
  'site_bank_accounts',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    accountName: text('account_name').notNull().default(''),
    /** NZ: 00-0000-0000000-00(0); AU: 6-10 digits beside the BSB. */
    accountNumber: text('account_number').notNull().default(''),
    /** AU only: 000-000. */
    bsb: text('bsb').notNull().default(''),
    /** Days a customer has to transfer before the payment is given up and its holds go back. */
    transferDays: integer('transfer_days').notNull().default(3),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('site_bank_accounts_site').on(t.siteId), check('site_bank_accounts_days', sql`${t.transferDays} between 1 and 14`)],
);

/**
 * Each credit line of an imported bank statement, once: the fingerprint (date, amount, texts, payee and the
 * line's rank among identical lines of its file) is unique per site, so importing a file again changes nothing.
 * A payment is settled by at most one line (the partial unique index), and a line names at most one payment.
 */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    fingerprint: text('fingerprint').notNull(),
    bank: text('bank', { enum: BANK_LAYOUTS }).notNull(),
    bookedOn: text('booked_on').notNull(),
    amount: integer('amount').notNull(),
    payee: text('payee').notNull(),
    text: text('text').notNull(),
    outcome: text('outcome', { enum: BANK_LINE_OUTCOMES }).notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    importedBy: integer('imported_by')
      .notNull()
      .references(() => users.id),
    /** A line left to staff (wrong amount, unknown reference, paid twice), once settled by hand. */
    settledAs: text('settled_as', { enum: BANK_SETTLE_ACTIONS }),
    settleNote: text('settle_note').notNull().default(''),
    settledBy: integer('settled_by').references(() => users.id),
    settledAt: time('settled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_statement_lines_fingerprint').on(t.siteId, t.fingerprint),
    uniqueIndex('bank_statement_lines_settles')
      .on(t.paymentId)
      .where(sql`${t.outcome} in ('matched', 'late_to_wallet')`),
    index('bank_statement_lines_site_outcome').on(t.siteId, t.outcome, t.createdAt),
    check('bank_statement_lines_credit', sql`${t.amount} > 0`),
  ],
);

export type SiteBankAccountRow = typeof siteBankAccounts.$inferSelect;
export type BankStatementLineRow = typeof bankStatementLines.$inferSelect;
