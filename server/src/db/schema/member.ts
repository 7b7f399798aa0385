/**
 * Member levels and points (modules/member, docs/money.md "Member levels and points"): the levels a site's admins
 * set (by paid freight over the last 12 months), the site's points terms (one row per site), and the points ledger
 * (append-only, integer points, a running balance per user that the database keeps >= 0).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { POINTS_ENTRY_KINDS } from '@contract/member';
import { createdAt, time, updatedAt } from './columns';
import { ledgerColumns } from './ledger';
import { siteRef } from './owners';

export const memberLevels = pgTable(
  'member_levels',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    /** Paid freight over the last 12 months (minor units) from which a customer holds this level. */
    minFreight: integer('min_freight').notNull().default(0),
    /** Off the freight (first weight + steps), basis points: 500 = 5% off. */
    discountBp: integer('discount_bp').notNull().default(0),
    /** Value-added services (WAYBILL_SERVICES codes) charged nothing at this level. */
    freeServices: text('free_services').array().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('member_levels_site_code').on(t.siteId, t.code),
    check('member_levels_terms', sql`${t.minFreight} >= 0 and ${t.discountBp} between 0 and 5000`),
  ],
);

/** One row per site (update only): how points are earned, what one is worth, when they expire. */
export const memberPointsTerms = pgTable(
  'member_points_terms',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    /** Points earned per whole currency unit paid (wallet + online money of a waybill payment); 0: none. */
    pointsPerUnit: integer('points_per_unit').notNull().default(1),
    /** Minor units off the freight per point spent. */
    pointValue: integer('point_value').notNull().default(1),
    /** Months after which points earned expire. */
    expiryMonths: integer('expiry_months').notNull().default(12),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('member_points_terms_site').on(t.siteId),
    check(
      'member_points_terms_range',
      sql`${t.pointsPerUnit} between 0 and 100 and ${t.pointValue} between 1 and 100 and ${t.expiryMonths} between 1 and 60`,
    ),
  ],
);

/**
 * The points ledger. kind: earn (a paid waybill payment), spend (held by a payment), spend_back (the payment
 * closed or refunded), earn_back (its refund or a claim on its waybill), expire (the sweep). ref_type 'payment'
 * (ref_id its id) or 'user' for an expiry (ref_id the user). Each payment earns, spends and gets each back once.
 */
export const pointsEntries = pgTable(
  'points_entries',
  {
    ...ledgerColumns(POINTS_ENTRY_KINDS, ['payment', 'user']),
    /** An earn's points expire then (oldest first); null on every other kind. */
    expiresAt: time('expires_at'),
    noteZh: text('note_zh').notNull().default(''),
    noteEn: text('note_en').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('points_entries_user_seq').on(t.userId, t.seq),
    index('points_entries_user_time').on(t.siteId, t.userId, t.createdAt),
    check('points_entries_balance_nonnegative', sql`${t.balanceAfter} >= 0`),
    check('points_entries_amount_nonzero', sql`${t.amount} <> 0`),
    uniqueIndex('points_entries_payment_once')
      .on(t.refId, t.kind)
      .where(sql`${t.refType} = 'payment'`),
  ],
);

export type MemberLevelRow = typeof memberLevels.$inferSelect;
export type MemberPointsTermsRow = typeof memberPointsTerms.$inferSelect;
export type PointsEntryRow = typeof pointsEntries.$inferSelect;
