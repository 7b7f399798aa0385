/**
 * Pricing (modules/pricing): goods categories and the shipping channels with their price lists. Bilingual rows
 * carry *_zh / *_en; every row belongs to a site.
 */
import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CLEARANCES } from '@contract/pricing';
import { createdAt, updatedAt } from './columns';
import { siteRef } from './owners';

/** What a customer declares goods as; channels list the codes they accept. */
export const goodsCategories = pgTable(
  'goods_categories',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    hintZh: text('hint_zh').notNull().default(''),
    hintEn: text('hint_en').notNull().default(''),
    postalTaxRatePct: integer('postal_tax_rate_pct').notNull().default(20),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('goods_categories_site_code').on(t.siteId, t.code)],
);

export interface ChannelItemLimit {
  category: string;
  max: number;
  max_weight_g: number | null;
  note_zh: string;
  note_en: string;
}

/** A shipping line and its price list: money in minor units of the site currency, grams, mm. */
export const channels = pgTable(
  'channels',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionZh: text('description_zh').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    clearance: text('clearance', { enum: CLEARANCES }).notNull().default('CC'),
    taxIncluded: boolean('tax_included').notNull().default(false),
    categories: text('categories').array().notNull(),
    firstWeightG: integer('first_weight_g').notNull(),
    firstPrice: integer('first_price').notNull(),
    stepG: integer('step_g').notNull(),
    stepPrice: integer('step_price').notNull(),
    volumetricDivisor: integer('volumetric_divisor'),
    minChargeG: integer('min_charge_g').notNull().default(0),
    maxWeightG: integer('max_weight_g').notNull(),
    maxSideMm: integer('max_side_mm'),
    maxDeclaredValue: integer('max_declared_value'),
    cnyLimit: integer('cny_limit'),
    /** CNY per unit of the site currency x10000, kept cautious so rate swings do not pass the CNY limit. */
    cnyRateE4: integer('cny_rate_e4').notNull(),
    itemLimits: jsonb('item_limits').$type<ChannelItemLimit[]>().notNull().default([]),
    transitDaysMin: integer('transit_days_min').notNull(),
    transitDaysMax: integer('transit_days_max').notNull(),
    insuranceRateBp: integer('insurance_rate_bp').notNull(),
    insuranceMin: integer('insurance_min').notNull(),
    insuranceCap: integer('insurance_cap').notNull(),
    requiresId: boolean('requires_id').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** Deleting a channel clears this: waybills keep referring to the row. */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('channels_site_code').on(t.siteId, t.code)],
);

export type ChannelRow = typeof channels.$inferSelect;
export type GoodsCategoryRow = typeof goodsCategories.$inferSelect;
