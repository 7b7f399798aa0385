/**
 * Reference content (modules/content): prohibited goods, foods, articles, activities, FAQ, questions, warehouses
 * and depots, banners, home entries. Bilingual rows carry *_zh / *_en; every row belongs to a site.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ClaimRules } from '@contract/claim';
import { EMBARGO_LEVELS, FOOD_STATUSES, QUESTION_STATUSES, WAREHOUSE_KINDS } from '@contract/content';
import { createdAt, time, updatedAt } from './columns';
import { siteRef, userRef } from './owners';
import { users } from './users';

export const embargoCategories = pgTable(
  'embargo_categories',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    icon: text('icon').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('embargo_categories_site_code').on(t.siteId, t.code)],
);

export const embargoItems = pgTable(
  'embargo_items',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => embargoCategories.id),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    level: text('level', { enum: EMBARGO_LEVELS }).notNull(),
    summaryZh: text('summary_zh').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    detailZh: text('detail_zh').notNull().default(''),
    detailEn: text('detail_en').notNull().default(''),
    examplesZh: text('examples_zh').notNull().default(''),
    examplesEn: text('examples_en').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('embargo_items_site_code').on(t.siteId, t.code), index('embargo_items_category').on(t.categoryId)],
);

export const foods = pgTable(
  'foods',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    /** Other names, brands, both languages: searched like the names. */
    aliases: text('aliases').array().notNull().default([]),
    status: text('status', { enum: FOOD_STATUSES }).notNull(),
    /** Codes of the site's channels that take it. */
    channels: text('channels').array().notNull().default([]),
    limitZh: text('limit_zh').notNull().default(''),
    limitEn: text('limit_en').notNull().default(''),
    noteZh: text('note_zh').notNull().default(''),
    noteEn: text('note_en').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('foods_site_code').on(t.siteId, t.code)],
);

export interface ArticleSection {
  no: number;
  title_zh: string;
  title_en: string;
  body_zh: string;
  body_en: string;
  /** App route that does this step (guide). */
  route: string | null;
}

/**
 * Texts by key (transport_protocol, pack_rule, guide), one row per version. A published version of a
 * versioned key never changes: customers sign it, so a change is a new version.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    key: text('key').notNull(),
    version: text('version').notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    introZh: text('intro_zh').notNull().default(''),
    introEn: text('intro_en').notNull().default(''),
    sections: jsonb('sections').$type<ArticleSection[]>().notNull().default([]),
    /** pack_rule: the rule figures its text is filled from and claims are judged by (modules/claims/rules.ts). */
    rules: jsonb('rules').$type<ClaimRules>(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('articles_site_key_version').on(t.siteId, t.key, t.version)],
);

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    code: text('code').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    summaryZh: text('summary_zh').notNull().default(''),
    summaryEn: text('summary_en').notNull().default(''),
    bodyZh: text('body_zh').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    couponHintZh: text('coupon_hint_zh').notNull().default(''),
    couponHintEn: text('coupon_hint_en').notNull().default(''),
    color: text('color').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    /** Calendar days in the site's time zone, both included. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('activities_site_code').on(t.siteId, t.code)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    code: text('code').notNull(),
    category: text('category').notNull(),
    questionZh: text('question_zh').notNull(),
    questionEn: text('question_en').notNull(),
    answerZh: text('answer_zh').notNull(),
    answerEn: text('answer_en').notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('faqs_site_code').on(t.siteId, t.code)],
);

/** A customer's question to staff ("ask a question"). */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    content: text('content').notNull(),
    contact: text('contact').notNull().default(''),
    status: text('status', { enum: QUESTION_STATUSES }).notNull().default('open'),
    answer: text('answer'),
    answeredBy: integer('answered_by').references(() => users.id),
    answeredAt: time('answered_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('questions_user').on(t.siteId, t.userId), index('questions_status').on(t.siteId, t.status)],
);

export type OpeningHours = Record<'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', [string, string] | null>;

/** Receiving warehouses (with `{member_code}` in the contact and address) and depots. */
export const warehouses = pgTable(
  'warehouses',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    code: text('code').notNull(),
    kind: text('kind', { enum: WAREHOUSE_KINDS }).notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    contact: text('contact').notNull(),
    phone: text('phone').notNull(),
    addressLines: text('address_lines').array().notNull(),
    suburb: text('suburb').notNull().default(''),
    city: text('city').notNull(),
    region: text('region').notNull().default(''),
    postcode: text('postcode').notNull(),
    country: text('country').notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    /** IANA zone of the opening hours and reservation slots; null: the site's zone. */
    timeZone: text('time_zone'),
    /** A map link to show; '' builds a Google Maps search link from the address. */
    mapUrl: text('map_url').notNull().default(''),
    notesZh: text('notes_zh').notNull().default(''),
    notesEn: text('notes_en').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('warehouses_site_code').on(t.siteId, t.code)],
);

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    code: text('code').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    subtitleZh: text('subtitle_zh').notNull().default(''),
    subtitleEn: text('subtitle_en').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    route: text('route').notNull().default(''),
    colors: jsonb('colors').$type<{ from: string; to: string; text: string }>().notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Calendar days in the site's time zone, both included; null = no limit on that side. */
    startsOn: date('starts_on', { mode: 'string' }),
    endsOn: date('ends_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('banners_site_code').on(t.siteId, t.code),
    check('banners_dates_in_order', sql`${t.startsOn} is null or ${t.endsOn} is null or ${t.startsOn} <= ${t.endsOn}`),
  ],
);

export const homeEntries = pgTable(
  'home_entries',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    code: text('code').notNull(),
    titleZh: text('title_zh').notNull(),
    titleEn: text('title_en').notNull(),
    icon: text('icon').notNull().default(''),
    route: text('route').notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('home_entries_site_code').on(t.siteId, t.code)],
);
