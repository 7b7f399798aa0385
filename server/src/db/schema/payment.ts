/** Payments, provider notifications and refunds (modules/payment): money in minor units of the site currency. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ONLINE_METHODS, PAYMENT_PURPOSES, PAYMENT_STATUSES, REFUND_REASONS, REFUND_STATUSES } from '@contract/payment';
import { cardProducts, cards } from './card';
import { createdAt, time } from './columns';
import { coupons } from './coupon';
import { siteRef, userRef } from './owners';
import { users } from './users';
import { waybills } from './waybill';

/**
 * One row per payment attempt. purpose waybill: pays waybill_id's amount_due with card grams, one coupon,
 * wallet and online money (the parts add up: amount = card_amount + coupon_amount + wallet_amount +
 * online_amount). topup: online money into the wallet. card: buys card_product_id (card_id once paid).
 * A waybill has at most one live (pending or paid) payment; the parts of a pending one are held (grams
 * deducted, coupon used, wallet debited) and given back if it fails, expires or is replaced.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    no: text('no').notNull().unique(),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    waybillId: integer('waybill_id').references(() => waybills.id),
    /** purpose return: the parcel return it pays (modules/returns). */
    returnId: integer('return_id'),
    cardProductId: integer('card_product_id').references(() => cardProducts.id),
    /** purpose card: the card bought (set when paid). */
    cardId: integer('card_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    currency: text('currency').notNull(),
    amount: integer('amount').notNull(),
    /** purpose waybill: the kilogram card used, grams deducted and the freight they covered. */
    usedCardId: integer('used_card_id').references(() => cards.id),
    cardGrams: integer('card_grams').notNull().default(0),
    cardAmount: integer('card_amount').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id),
    couponAmount: integer('coupon_amount').notNull().default(0),
    walletAmount: integer('wallet_amount').notNull().default(0),
    onlineAmount: integer('online_amount').notNull().default(0),
    /** purpose waybill: member points spent and the money they took off the freight. */
    pointsUsed: integer('points_used').notNull().default(0),
    pointsAmount: integer('points_amount').notNull().default(0),
    /** Member points this payment earned once paid (the site's rate then). */
    pointsEarned: integer('points_earned').notNull().default(0),
    provider: text('provider', { enum: ONLINE_METHODS }),
    providerRef: text('provider_ref'),
    transactionId: text('transaction_id'),
    /** What the app needs to open the provider's checkout (answered again to a retry with the same key). */
    clientAction: jsonb('client_action').$type<Record<string, unknown>>(),
    failureReason: text('failure_reason'),
    /** provider bank_transfer: the bank's receipt the customer uploaded (a private file, purpose bank_receipt). */
    receiptKey: text('receipt_key'),
    receiptAt: time('receipt_at'),
    expiresAt: time('expires_at'),
    paidAt: time('paid_at'),
    closedAt: time('closed_at'),
    createdAt: createdAt(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_user_idempotency').on(t.userId, t.idempotencyKey),
    uniqueIndex('payments_waybill_live')
      .on(t.waybillId)
      .where(sql`${t.status} in ('pending', 'paid')`),
    uniqueIndex('payments_return_live')
      .on(t.returnId)
      .where(sql`${t.status} in ('pending', 'paid')`),
    index('payments_user_time').on(t.siteId, t.userId, t.createdAt),
    // A waybill's paid or refunded payment (lists, detail): the partial unique index above skips refunded ones.
    index('payments_waybill').on(t.waybillId),
    index('payments_site_status_time').on(t.siteId, t.status, t.createdAt),
    index('payments_provider_ref').on(t.provider, t.providerRef),
    // A bank transfer's reference names one payment of the site: the statement import finds it by that.
    uniqueIndex('payments_bank_reference')
      .on(t.siteId, t.providerRef)
      .where(sql`${t.provider} = 'bank_transfer'`),
    check(
      'payments_parts_add_up',
      sql`${t.amount} = ${t.cardAmount} + ${t.couponAmount} + ${t.walletAmount} + ${t.onlineAmount} + ${t.pointsAmount}`,
    ),
    check(
      'payments_parts_nonnegative',
      sql`${t.cardAmount} >= 0 and ${t.couponAmount} >= 0 and ${t.walletAmount} >= 0 and ${t.onlineAmount} >= 0 and ${t.cardGrams} >= 0 and ${t.pointsUsed} >= 0 and ${t.pointsAmount} >= 0 and ${t.pointsEarned} >= 0`,
    ),
  ],
);

/** Provider notifications seen: a replay of the same event id changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: ONLINE_METHODS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    refundId: integer('refund_id').references(() => refunds.id),
    outcome: text('outcome').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_events_provider_event').on(t.provider, t.eventId)],
);

/**
 * A full refund of a payment, each part back where it came from: grams to the card, the coupon back to unused
 * (if still valid), wallet money to the wallet (at once), online money through the provider (pending until it
 * confirms). One per payment.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    no: text('no').notNull().unique(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    cardGrams: integer('card_grams').notNull().default(0),
    couponRestored: boolean('coupon_restored').notNull().default(false),
    walletAmount: integer('wallet_amount').notNull().default(0),
    onlineAmount: integer('online_amount').notNull().default(0),
    provider: text('provider', { enum: ONLINE_METHODS }),
    providerRefundId: text('provider_refund_id'),
    failureReason: text('failure_reason'),
    requestedBy: integer('requested_by').references(() => users.id),
    createdAt: createdAt(),
    completedAt: time('completed_at'),
  },
  (t) => [uniqueIndex('refunds_payment').on(t.paymentId), index('refunds_user_time').on(t.siteId, t.userId, t.createdAt)],
);

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
