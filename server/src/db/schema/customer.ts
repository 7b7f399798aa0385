/** What staff keep on a customer: internal notes and wallet adjustments (modules/customer). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ADJUSTMENT_STATUSES } from '@contract/customer';
import { createdAt } from './columns';
import { siteRef, userRef } from './owners';
import { users } from './users';

/** Notes staff leave on a customer for each other (never shown to the customer). */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_notes_user_time').on(t.siteId, t.userId, t.createdAt)],
);

/**
 * A staff change of a wallet's balance. Up to the site's amount it is posted as it is asked; above it, it waits
 * (pending) until another person approves or rejects it (decided_by). A posted one's wallet entry has ref_type 'staff'
 * and this id; one posted as asked has no decided_by.
 */
export const walletAdjustments = pgTable(
  'wallet_adjustments',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ADJUSTMENT_STATUSES }).notNull(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    decidedBy: integer('decided_by').references(() => users.id),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('wallet_adjustments_user_time').on(t.siteId, t.userId, t.createdAt),
    check('wallet_adjustments_amount_nonzero', sql`${t.amount} <> 0`),
    // Two people: whoever decides a waiting adjustment is not who asked for it.
    check('wallet_adjustments_two_people', sql`${t.decidedBy} is null or ${t.decidedBy} <> ${t.requestedBy}`),
  ],
);

export type WalletAdjustmentRow = typeof walletAdjustments.$inferSelect;
