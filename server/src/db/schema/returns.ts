/**
 * Returns of parcels still in the warehouse to their shop (modules/returns). A return holds one or more of the
 * customer's parcels (`parcel_return_items`, a parcel on at most one open return); its fee is paid through a
 * `payments` row of purpose `return` (payments.return_id). Every step is a `parcel_return_events` row.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ACTOR_ROLES } from '@contract/api';
import { LABEL_KINDS, RETURN_METHODS, RETURN_STATUSES, type ReturnAddress } from '@contract/returns';
import { time } from './columns';
import { siteRef, userRef } from './owners';
import { parcels } from './parcel';
import { users } from './users';

export const parcelReturns = pgTable(
  'parcel_returns',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    no: text('no').notNull().unique(),
    status: text('status', { enum: RETURN_STATUSES }).notNull(),
    method: text('method', { enum: RETURN_METHODS }).notNull(),
    address: jsonb('address').$type<ReturnAddress>().notNull(),
    raNumber: text('ra_number').notNull(),
    /** The shop's last day, a local date. */
    deadline: date('deadline', { mode: 'string' }).notNull(),
    /** Private file key of the prepaid label (method label); label_kind pdf or image. */
    labelKey: text('label_key'),
    labelKind: text('label_kind', { enum: LABEL_KINDS }),
    note: text('note').notNull().default(''),
    currency: text('currency').notNull(),
    handlingFee: integer('handling_fee').notNull(),
    /** Quoted by staff (method postage); 0 for the others. */
    postage: integer('postage'),
    /** handling_fee + postage, once known. */
    amount: integer('amount'),
    weightG: integer('weight_g'),
    photoKeys: text('photo_keys').array().notNull().default([]),
    carrier: text('carrier').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    rejectReason: text('reject_reason').notNull().default(''),
    requestId: text('request_id'),
    paidAt: time('paid_at'),
    processedAt: time('processed_at'),
    shippedAt: time('shipped_at'),
    closedAt: time('closed_at'),
    createdAt: time('created_at').notNull().defaultNow(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('parcel_returns_request')
      .on(t.userId, t.requestId)
      .where(sql`${t.requestId} is not null`),
    index('parcel_returns_user').on(t.siteId, t.userId, t.createdAt),
    index('parcel_returns_queue').on(t.siteId, t.status, t.deadline),
    check(
      'parcel_returns_money',
      sql`${t.handlingFee} >= 0 and (${t.postage} is null or ${t.postage} >= 0) and (${t.amount} is null or ${t.amount} >= 0)`,
    ),
  ],
);

export const parcelReturnItems = pgTable(
  'parcel_return_items',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => parcelReturns.id),
    parcelId: integer('parcel_id')
      .notNull()
      .references(() => parcels.id),
    /** False once the return is closed (completed, cancelled, rejected). */
    open: boolean('open').notNull().default(true),
  },
  (t) => [
    // A parcel is on at most one open return, whatever a guard upstream missed.
    uniqueIndex('parcel_return_items_open')
      .on(t.parcelId)
      .where(sql`${t.open}`),
    index('parcel_return_items_return').on(t.returnId),
  ],
);

export const parcelReturnEvents = pgTable(
  'parcel_return_events',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => parcelReturns.id),
    action: text('action').notNull(),
    byRole: text('by_role', { enum: ACTOR_ROLES }).notNull(),
    byUserId: integer('by_user_id').references(() => users.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    note: text('note').notNull().default(''),
    createdAt: time('created_at').notNull().defaultNow(),
  },
  (t) => [index('parcel_return_events_return').on(t.returnId, t.createdAt)],
);

export type ParcelReturnRow = typeof parcelReturns.$inferSelect;
