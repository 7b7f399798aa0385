/**
 * After-sales compensation claims (modules/claims). A claim is on one waybill (lost, damaged, short, delayed)
 * or one declared parcel (not_in_account); its evidence photos are private files; what it is judged on is
 * frozen in `snapshot`. Every step and decision is a claim_events row (who, when, what). A waybill can hold
 * one live claim of each type; a withdrawn one frees the type again.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ACTOR_ROLES } from '@contract/api';
import { CLAIM_ACTIONS, CLAIM_STATUSES, CLAIM_TYPES, type ClaimSnapshot, COMPENSATION_KINDS } from '@contract/claim';
import { time } from './columns';
import { siteRef, userRef } from './owners';
import { parcels } from './parcel';
import { users } from './users';
import { waybills } from './waybill';

export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    no: text('no').notNull().unique(),
    type: text('type', { enum: CLAIM_TYPES }).notNull(),
    waybillId: integer('waybill_id').references(() => waybills.id),
    parcelId: integer('parcel_id').references(() => parcels.id),
    status: text('status', { enum: CLAIM_STATUSES }).notNull(),
    description: text('description').notNull(),
    /** Keys of private files (purpose claim_photo). */
    photoKeys: text('photo_keys').array().notNull().default([]),
    proofKeys: text('proof_keys').array().notNull().default([]),
    amount: integer('amount').notNull(),
    snapshot: jsonb('snapshot').$type<ClaimSnapshot>().notNull(),
    /** The most this claim can be paid, by the rules in force when it was filed. */
    maxAmount: integer('max_amount').notNull(),
    compensation: text('compensation', { enum: COMPENSATION_KINDS }).notNull(),
    approvedAmount: integer('approved_amount'),
    reasonCode: text('reason_code'),
    /** An approval above the site's dual-approval amount waiting for a second staff member. */
    proposedAmount: integer('proposed_amount'),
    proposedReason: text('proposed_reason'),
    proposedBy: integer('proposed_by').references(() => users.id),
    carrierRef: text('carrier_ref').notNull().default(''),
    appealed: boolean('appealed').notNull().default(false),
    decidedAt: time('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id),
    couponId: integer('coupon_id'),
    paidAt: time('paid_at'),
    createdAt: time('created_at').notNull().defaultNow(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('claims_waybill_type_live')
      .on(t.waybillId, t.type)
      .where(sql`${t.waybillId} is not null and ${t.status} <> 'withdrawn'`),
    uniqueIndex('claims_parcel_type_live')
      .on(t.parcelId, t.type)
      .where(sql`${t.parcelId} is not null and ${t.status} <> 'withdrawn'`),
    index('claims_user').on(t.siteId, t.userId, t.createdAt),
    index('claims_site_status').on(t.siteId, t.status, t.createdAt),
    check('claims_one_target', sql`(${t.waybillId} is null) <> (${t.parcelId} is null)`),
    check('claims_amounts', sql`${t.amount} >= 0 and ${t.maxAmount} >= 0 and (${t.approvedAmount} is null or ${t.approvedAmount} >= 0)`),
  ],
);

/** The timeline: every step, message and decision of a claim, with who and when. */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => claims.id),
    action: text('action', { enum: CLAIM_ACTIONS }).notNull(),
    byRole: text('by_role', { enum: ACTOR_ROLES }).notNull(),
    byUserId: integer('by_user_id').references(() => users.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    message: text('message').notNull().default(''),
    photoKeys: text('photo_keys').array().notNull().default([]),
    amount: integer('amount'),
    reasonCode: text('reason_code'),
    createdAt: time('created_at').notNull(),
  },
  (t) => [index('claim_events_claim').on(t.claimId, t.id)],
);

/**
 * A waybill marked lost or damaged by a staff problem flag or a track event: the customer is told and the
 * claim form opens prefilled. One row per waybill and kind.
 */
export const waybillIncidents = pgTable(
  'waybill_incidents',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    waybillId: integer('waybill_id')
      .notNull()
      .references(() => waybills.id),
    kind: text('kind', { enum: ['lost', 'damaged'] }).notNull(),
    source: text('source', { enum: ['problem', 'track'] }).notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: time('created_at').notNull(),
  },
  (t) => [uniqueIndex('waybill_incidents_once').on(t.waybillId, t.kind), index('waybill_incidents_user').on(t.siteId, t.userId)],
);

export type ClaimRow = typeof claims.$inferSelect;
export type ClaimEventRow = typeof claimEvents.$inferSelect;
export type WaybillIncidentRow = typeof waybillIncidents.$inferSelect;
