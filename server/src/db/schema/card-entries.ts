/** The card ledger: every movement of a card's grams, in the transaction of the payment or refund it belongs to. */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { cards } from './card';
import { createdAt } from './columns';
import { siteRef, userRef } from './owners';
import { payments, refunds } from './payment';
import { waybills } from './waybill';

/** Card movements: purchase (+grams), deduction for a waybill (-), refund of a deduction (+), void (-rest). */
export const cardEntries = pgTable(
  'card_entries',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    cardId: integer('card_id')
      .notNull()
      .references(() => cards.id),
    kind: text('kind', { enum: ['purchase', 'deduction', 'refund', 'void'] }).notNull(),
    grams: integer('grams').notNull(),
    /** deduction/refund: the freight (minor units) the grams covered. */
    amount: integer('amount').notNull().default(0),
    remainingAfter: integer('remaining_after').notNull(),
    waybillId: integer('waybill_id').references(() => waybills.id),
    paymentId: integer('payment_id').references(() => payments.id),
    refundId: integer('refund_id').references(() => refunds.id),
    createdAt: createdAt(),
  },
  (t) => [index('card_entries_user_time').on(t.siteId, t.userId, t.createdAt), index('card_entries_card').on(t.cardId)],
);
