/** Coupons (modules/coupon): templates and the coupons issued from them. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { COUPON_KINDS, COUPON_TRIGGERS } from '@contract/coupon';
import { createdAt, time, updatedAt } from './columns';
import { activities } from './content';
import { siteRef, userRef } from './owners';
import { waybills } from './waybill';

/**
 * Coupon templates: amount off (value in minor units) or percent off (value 1-100, capped by max_off),
 * minimum spend, validity (valid_days after issue, or a fixed window), channels (empty = all), total and
 * per-user limits. trigger: registration (issued to every new customer), activity (claimed on the
 * activity's page), manual (staff issue).
 */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    value: integer('value').notNull(),
    maxOff: integer('max_off'),
    minSpend: integer('min_spend').notNull().default(0),
    validDays: integer('valid_days'),
    validFrom: time('valid_from'),
    validTo: time('valid_to'),
    channelCodes: text('channel_codes').array().notNull().default([]),
    totalLimit: integer('total_limit'),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    issuedCount: integer('issued_count').notNull().default(0),
    trigger: text('trigger', { enum: COUPON_TRIGGERS }).notNull(),
    /** Only for the customer's first paid waybill: usable while no other waybill of theirs is paid (a refunded one doesn't count). */
    firstWaybillOnly: boolean('first_waybill_only').notNull().default(false),
    activityId: integer('activity_id').references(() => activities.id),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('coupon_templates_site').on(t.siteId, t.trigger),
    check('coupon_templates_within_total', sql`${t.totalLimit} is null or ${t.issuedCount} <= ${t.totalLimit}`),
  ],
);

/** A customer's coupon. Expired = unused past expires_at (derived, not stored). One coupon per waybill payment. */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    templateId: integer('template_id')
      .notNull()
      .references(() => couponTemplates.id),
    status: text('status', { enum: ['unused', 'used'] })
      .notNull()
      .default('unused'),
    startsAt: time('starts_at').notNull(),
    expiresAt: time('expires_at').notNull(),
    paymentId: integer('payment_id'),
    waybillId: integer('waybill_id').references(() => waybills.id),
    usedAt: time('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupons_user_status').on(t.siteId, t.userId, t.status, t.expiresAt),
    index('coupons_template_user').on(t.templateId, t.userId),
  ],
);

export type CouponTemplateRow = typeof couponTemplates.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
