/** The sites (one per country served) and their bilingual settings. */
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, time } from './columns';

export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(), // 'nz' | 'au'
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  currency: text('currency').notNull(),
  timeZone: text('time_zone').notNull(),
  countryCode: text('country_code').notNull(), // ISO 3166 alpha-2: 'NZ' | 'AU'
  /** A wallet adjustment larger than this (minor units, either way) waits for a second person. */
  walletDualApprovalAbove: integer('wallet_dual_approval_above').notNull().default(10000),
  createdAt: createdAt(),
});

/** Bilingual settings per site (insurance text, limit tips, service phone ...). */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    key: text('key').notNull(),
    zh: text('zh').notNull(),
    en: text('en').notNull(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('site_settings_site_key').on(t.siteId, t.key)],
);

export type SiteRow = typeof sites.$inferSelect;
