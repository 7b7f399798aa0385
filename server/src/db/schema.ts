/**
 * The one PostgreSQL schema (PGlite and PostgreSQL alike). Every customer row carries site_id and user_id;
 * times are timestamptz; money (later tables) is integer minor units.
 */
import { sql } from 'drizzle-orm';
import type { PriceBreakdown } from '../../../types/pricing';
import type { ClaimRules } from '../../../types/claim';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const time = (name: string) => timestamp(name, { withTimezone: true });

export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(), // 'nz' | 'au'
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  currency: text('currency').notNull(),
  timeZone: text('time_zone').notNull(),
  countryCode: text('country_code').notNull(), // ISO 3166 alpha-2: 'NZ' | 'AU'
  createdAt: createdAt(),
});

/** Bilingual settings per site (insurance text, limit tips, service phone ...). */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    key: text('key').notNull(),
    zh: text('zh').notNull(),
    en: text('en').notNull(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('site_settings_site_key').on(t.siteId, t.key)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    mobile: text('mobile'), // E.164; null for a WeChat account not bound yet
    username: text('username'), // staff and admin sign in with it
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['customer', 'staff', 'admin'] }).notNull().default('customer'),
    status: text('status', { enum: ['active', 'disabled'] }).notNull().default('active'),
    nickname: text('nickname').notNull(),
    gender: smallint('gender').notNull().default(0),
    avatarUrl: text('avatar_url').notNull().default(''),
    lang: text('lang', { enum: ['zh_CN', 'en'] }).notNull().default('zh_CN'),
    memberCode: text('member_code').notNull(),
    inviteCode: text('invite_code').notNull().unique(),
    inviterId: integer('inviter_id'),
    /** Set when a WeChat placeholder account was merged into an existing one by bind_account. */
    mergedIntoId: integer('merged_into_id'),
    createdAt: createdAt(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_site_mobile').on(t.siteId, t.mobile),
    uniqueIndex('users_site_username').on(t.siteId, t.username),
    uniqueIndex('users_site_member_code').on(t.siteId, t.memberCode),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    userId: integer('user_id').notNull().references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(), // sha256 of the token; the token itself is never stored
    ip: text('ip'),
    createdAt: createdAt(),
    expiresAt: time('expires_at').notNull(),
    revokedAt: time('revoked_at'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    mobile: text('mobile').notNull(),
    scene: text('scene', { enum: ['register', 'login', 'bind'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    wrongTries: smallint('wrong_tries').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: time('expires_at').notNull(),
    /** Set when used, superseded by a newer code, or killed by too many wrong tries. */
    closedAt: time('closed_at'),
  },
  (t) => [
    index('sms_codes_mobile_created').on(t.mobile, t.createdAt),
    index('sms_codes_ip_created').on(t.ip, t.createdAt),
  ],
);

/** Failed password sign-ins, counted per account and IP for the attempt limit. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    /** Which limit the failure counts against (lib/failure-limit.ts): wrong passwords, failed parcel claims. */
    kind: text('kind', { enum: ['password', 'parcel_claim'] }).notNull().default('password'),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_kind_account_ip').on(t.siteId, t.kind, t.account, t.ip, t.createdAt)],
);

export const wechatIdentities = pgTable(
  'wechat_identities',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    userId: integer('user_id').notNull().references(() => users.id),
    kind: text('kind', { enum: ['mp', 'oa'] }).notNull(), // mini-program | official account (H5)
    openid: text('openid').notNull(),
    unionid: text('unionid'),
    sessionKey: text('session_key'), // mini-program only; never leaves the server
    createdAt: createdAt(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wechat_identities_openid').on(t.siteId, t.kind, t.openid),
    index('wechat_identities_unionid').on(t.siteId, t.unionid).where(sql`${t.unionid} is not null`),
    index('wechat_identities_user').on(t.userId),
  ],
);

/** Images uploaded by users; the stored name is random, the owner is recorded. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    userId: integer('user_id').notNull().references(() => users.id),
    name: text('name').notNull().unique(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_user').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
export type SiteRow = typeof sites.$inferSelect;

// ==================================================================== pricing and reference content
// (modules/pricing, modules/content). Bilingual rows carry *_zh / *_en; every row belongs to a site.

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** What a customer declares goods as; channels list the codes they accept. */
export const goodsCategories = pgTable(
  'goods_categories',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
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
    siteId: integer('site_id').notNull().references(() => sites.id),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionZh: text('description_zh').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    clearance: text('clearance', { enum: ['CC', 'BC'] }).notNull().default('CC'),
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

export const embargoCategories = pgTable(
  'embargo_categories',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
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
    siteId: integer('site_id').notNull().references(() => sites.id),
    categoryId: integer('category_id').notNull().references(() => embargoCategories.id),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    level: text('level', { enum: ['prohibited', 'restricted'] }).notNull(),
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
    siteId: integer('site_id').notNull().references(() => sites.id),
    code: text('code').notNull(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    /** Other names, brands, both languages: searched like the names. */
    aliases: text('aliases').array().notNull().default([]),
    status: text('status', { enum: ['allowed', 'restricted', 'prohibited'] }).notNull(),
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
    siteId: integer('site_id').notNull().references(() => sites.id),
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
    siteId: integer('site_id').notNull().references(() => sites.id),
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
    siteId: integer('site_id').notNull().references(() => sites.id),
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
    siteId: integer('site_id').notNull().references(() => sites.id),
    userId: integer('user_id').notNull().references(() => users.id),
    content: text('content').notNull(),
    contact: text('contact').notNull().default(''),
    status: text('status', { enum: ['open', 'answered'] }).notNull().default('open'),
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
    siteId: integer('site_id').notNull().references(() => sites.id),
    code: text('code').notNull(),
    kind: text('kind', { enum: ['warehouse', 'depot'] }).notNull(),
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
    siteId: integer('site_id').notNull().references(() => sites.id),
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
    siteId: integer('site_id').notNull().references(() => sites.id),
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

export type ChannelRow = typeof channels.$inferSelect;
export type GoodsCategoryRow = typeof goodsCategories.$inferSelect;
// ==================================================================== end of pricing and reference content

// ==================================================================== address book and private files
// (modules/address, modules/files/private*). ID card photos are private: stored outside the public
// uploads, served only watermarked through short-lived signed links.

/** Files only their owner and staff may see (ID card photos). `key` is random and names the file on disk. */
export const privateFiles = pgTable(
  'private_files',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    userId: integer('user_id').notNull().references(() => users.id),
    key: text('key').notNull().unique(),
    purpose: text('purpose', { enum: ['id_photo', 'signature', 'agreement_pdf', 'warehouse_photo', 'claim_photo', 'return_label'] }).notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('private_files_user').on(t.siteId, t.userId)],
);

/** Senders (NZ/AU) and recipients (mostly CN). Deleting sets deleted_at: waybills may still point here. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    userId: integer('user_id').notNull().references(() => users.id),
    type: text('type', { enum: ['recipient', 'sender'] }).notNull(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(), // E.164
    country: text('country', { enum: ['CN', 'NZ', 'AU'] }).notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull().default(''),
    address: text('address').notNull(),
    postcode: text('postcode').notNull(),
    /** GB/T 2260 codes of a CN address; '' elsewhere. */
    provinceCode: text('province_code').notNull().default(''),
    cityCode: text('city_code').notNull().default(''),
    districtCode: text('district_code').notNull().default(''),
    idNumber: text('id_number'),
    idFrontFileId: integer('id_front_file_id').references(() => privateFiles.id),
    idBackFileId: integer('id_back_file_id').references(() => privateFiles.id),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: time('updated_at').notNull().defaultNow(),
    deletedAt: time('deleted_at'),
  },
  (t) => [
    index('addresses_user').on(t.siteId, t.userId, t.type),
    // At most one default per user and type; a second one fails instead of slipping in under a race.
    uniqueIndex('addresses_one_default')
      .on(t.userId, t.type)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
  ],
);

export type AddressRow = typeof addresses.$inferSelect;
export type PrivateFileRow = typeof privateFiles.$inferSelect;
// ==================================================================== end of address book and private files

// ==================================================================== transport agreement (modules/agreement)

/**
 * A customer's signature of one published version of the transport_protocol article: the drawn signature
 * and the rendered PDF are private files; the PDF's sha256 is kept to show it was not altered later.
 */
export const agreementSignatures = pgTable(
  'agreement_signatures',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    userId: integer('user_id').notNull().references(() => users.id),
    articleId: integer('article_id').notNull().references(() => articles.id),
    version: text('version').notNull(),
    /** Printed in the PDF's footer, to find the record from a printout. */
    documentNo: text('document_no').notNull().unique(),
    /** The language of the text the customer read and the PDF is in. */
    lang: text('lang', { enum: ['zh-cn', 'en'] }).notNull(),
    signedAt: time('signed_at').notNull(),
    signerName: text('signer_name').notNull(),
    signerMobile: text('signer_mobile').notNull().default(''), // E.164 as it was when signing
    memberCode: text('member_code').notNull(),
    signatureFileId: integer('signature_file_id').notNull().references(() => privateFiles.id),
    pdfFileId: integer('pdf_file_id').notNull().references(() => privateFiles.id),
    pdfSha256: text('pdf_sha256').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    // One signature per customer and version; a second concurrent sign loses here and reads the first.
    uniqueIndex('agreement_signatures_user_article').on(t.siteId, t.userId, t.articleId),
    index('agreement_signatures_user').on(t.siteId, t.userId, t.signedAt),
  ],
);

export type AgreementSignatureRow = typeof agreementSignatures.$inferSelect;
// ==================================================================== end of transport agreement

// ==================================================================== parcels, waybills, tracking
// (modules/parcel, modules/waybill, modules/tracking). State machines: types/parcel.ts and
// types/waybill.ts. Every state change is a guarded `UPDATE ... WHERE status = expected` in one transaction.

/** A line of goods as declared: category is a goods_categories code; unit value in minor units. */
export interface GoodsLineRow {
  name: string;
  category: string;
  quantity: number;
  unit_value: number;
}

/** The recipient or sender copied from the address book when the waybill was made (later edits don't change it). */
export interface PartySnapshot {
  address_id: number;
  name: string;
  mobile: string;
  country: string;
  province: string;
  city: string;
  district: string;
  address: string;
  postcode: string;
  id_number: string | null;
  id_front_file_id: number | null;
  id_back_file_id: number | null;
}

/** Inbound parcels ("my parcels"). Unclaimed arrivals have no owner (user_id null) until claimed. */
export const parcels = pgTable(
  'parcels',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    userId: integer('user_id').references(() => users.id),
    status: text('status', {
      enum: ['declared', 'in_warehouse', 'packing', 'packed', 'return_requested', 'returned', 'unclaimed', 'collected'],
    }).notNull(),
    courier: text('courier').notNull().default(''),
    /** Uppercase, no spaces or dashes. */
    trackingNo: text('tracking_no').notNull(),
    goods: jsonb('goods').$type<GoodsLineRow[]>().notNull().default([]),
    note: text('note').notNull().default(''),
    weightG: integer('weight_g'),
    /** Keys of private files (purpose warehouse_photo) taken at check-in. */
    photoKeys: text('photo_keys').array().notNull().default([]),
    location: text('location').notNull().default(''),
    waybillId: integer('waybill_id'),
    checkedInBy: integer('checked_in_by').references(() => users.id),
    declaredAt: time('declared_at'),
    arrivedAt: time('arrived_at'),
    claimedAt: time('claimed_at'),
    packingAt: time('packing_at'),
    packedAt: time('packed_at'),
    createdAt: createdAt(),
    updatedAt: time('updated_at').notNull().defaultNow(),
    deletedAt: time('deleted_at'),
  },
  (t) => [
    // One live parcel per tracking number and site: a second check-in or declaration of it is refused.
    uniqueIndex('parcels_site_tracking_live')
      .on(t.siteId, t.trackingNo)
      .where(sql`${t.deletedAt} is null and ${t.status} <> 'returned'`),
    index('parcels_user_status').on(t.siteId, t.userId, t.status),
    index('parcels_waybill').on(t.waybillId),
  ],
);

export interface ChargeRow {
  /** priceParcel's breakdown, insurance priced on the insured value. */
  breakdown: PriceBreakdown;
  services: { code: string; fee: number }[];
  services_fee: number;
  /** freight + insurance + services: what the customer pays. */
  total: number;
}

/** Waybills ("order" in API paths). `no` carries a Damm check digit (modules/waybill/number.ts). */
export const waybills = pgTable(
  'waybills',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    userId: integer('user_id').notNull().references(() => users.id),
    no: text('no').notNull().unique(),
    kind: text('kind', { enum: ['pack', 'send'] }).notNull(),
    status: text('status', {
      enum: ['pending_receipt', 'pending_pack', 'pending_payment', 'pending_dispatch', 'in_transit', 'delivered', 'cancelled'],
    }).notNull(),
    channelId: integer('channel_id').notNull().references(() => channels.id),
    recipient: jsonb('recipient').$type<PartySnapshot>().notNull(),
    sender: jsonb('sender').$type<PartySnapshot>(),
    goods: jsonb('goods').$type<GoodsLineRow[]>().notNull(),
    declaredValue: integer('declared_value').notNull(),
    insured: boolean('insured').notNull().default(false),
    insuredValue: integer('insured_value').notNull().default(0),
    services: text('services').array().notNull().default([]),
    depotId: integer('depot_id').references(() => warehouses.id),
    note: text('note').notNull().default(''),
    estWeightG: integer('est_weight_g'),
    estLengthMm: integer('est_length_mm'),
    estWidthMm: integer('est_width_mm'),
    estHeightMm: integer('est_height_mm'),
    weightG: integer('weight_g'),
    lengthMm: integer('length_mm'),
    widthMm: integer('width_mm'),
    heightMm: integer('height_mm'),
    photoKeys: text('photo_keys').array().notNull().default([]),
    /** Frozen at packing. */
    charge: jsonb('charge').$type<ChargeRow>(),
    amountDue: integer('amount_due'),
    problemZh: text('problem_zh'),
    problemEn: text('problem_en'),
    problemAt: time('problem_at'),
    carrierCode: text('carrier_code'),
    carrierNo: text('carrier_no'),
    packedBy: integer('packed_by').references(() => users.id),
    createdAt: createdAt(),
    receivedAt: time('received_at'),
    packedAt: time('packed_at'),
    paidAt: time('paid_at'),
    dispatchedAt: time('dispatched_at'),
    handedOverAt: time('handed_over_at'),
    deliveredAt: time('delivered_at'),
    cancelledAt: time('cancelled_at'),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('waybills_user_status').on(t.siteId, t.userId, t.status),
    // Lists are newest first: a page is read off these in order, whatever the table's size.
    index('waybills_user_time').on(t.siteId, t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('waybills_site_status_time').on(t.siteId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('waybills_site_time').on(t.siteId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The staff search box (ILIKE '%word%'): trigram indexes (pg_trgm) on the number, recipient name and mobile.
    index('waybills_no_trgm').using('gin', sql`${t.no} gin_trgm_ops`),
    index('waybills_recipient_name_trgm').using('gin', sql`(${t.recipient} ->> 'name') gin_trgm_ops`),
    index('waybills_recipient_mobile_trgm').using('gin', sql`(${t.recipient} ->> 'mobile') gin_trgm_ops`),
  ],
);

/** The logistics track of a waybill; (waybill, source, external_id) dedupes retries and carrier syncs. */
export const trackEvents = pgTable(
  'track_events',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    waybillId: integer('waybill_id').notNull().references(() => waybills.id),
    occurredAt: time('occurred_at').notNull(),
    place: text('place').notNull().default(''),
    textZh: text('text_zh').notNull(),
    textEn: text('text_en').notNull(),
    source: text('source', { enum: ['staff', 'carrier', 'system'] }).notNull(),
    externalId: text('external_id').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('track_events_dedupe').on(t.waybillId, t.source, t.externalId),
    index('track_events_waybill_time').on(t.waybillId, t.occurredAt),
  ],
);

/** A signed-in customer's recent public track queries (deduped by number, newest first). */
export const trackQueries = pgTable(
  'track_queries',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    userId: integer('user_id').notNull().references(() => users.id),
    waybillNo: text('waybill_no').notNull(),
    queriedAt: time('queried_at').notNull(),
  },
  (t) => [uniqueIndex('track_queries_user_no').on(t.siteId, t.userId, t.waybillNo), index('track_queries_user_time').on(t.siteId, t.userId, t.queriedAt)],
);

export type ParcelRow = typeof parcels.$inferSelect;
export type WaybillRow = typeof waybills.$inferSelect;
export type TrackEventRow = typeof trackEvents.$inferSelect;
// ==================================================================== end of parcels, waybills, tracking

// ==================================================================== request ids (double taps, retries)
/**
 * One row per create request that carried a `request_id`: a repeat of the same user, endpoint and id
 * finds the first result here. Inserted first in the creating transaction, so a concurrent duplicate
 * waits on the unique index and loses. `result_id` is the waybill or parcel created (set in the same
 * transaction, so never seen empty by another).
 */
export const requestIds = pgTable(
  'request_ids',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    userId: integer('user_id').notNull().references(() => users.id),
    kind: text('kind', { enum: ['order_send', 'order_pack', 'parcel_create', 'invoice_create'] }).notNull(),
    requestId: text('request_id').notNull(),
    resultId: integer('result_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('request_ids_user_kind_request').on(t.userId, t.kind, t.requestId)],
);
export type RequestKind = (typeof requestIds.$inferInsert)['kind'];
// ==================================================================== end of request ids

// ==================================================================== money
// (modules/wallet, payment, card, coupon, invoice). Integer minor units of the site currency; grams.
// Balances are ledgers: a wallet's balance is its last entry's balance_after (= the sum of its amounts), each
// posting serialised per user and checked >= 0 by the database too. Every movement is written in the same
// transaction as the thing it pays for.

/** The wallet ledger. seq counts 1, 2, 3 ... per user; balance_after is the running sum, never negative. */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    userId: integer('user_id').notNull().references(() => users.id),
    seq: integer('seq').notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    kind: text('kind', { enum: ['topup', 'payment', 'refund', 'compensation', 'card_purchase', 'withdrawal', 'adjustment', 'commission'] }).notNull(),
    /** What the movement belongs to: a payment, a refund, a claim, a withdrawal, or a staff adjustment. */
    refType: text('ref_type', { enum: ['payment', 'refund', 'claim', 'withdrawal', 'staff', 'agent_withdrawal'] }).notNull(),
    refId: integer('ref_id').notNull(),
    noteZh: text('note_zh').notNull().default(''),
    noteEn: text('note_en').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wallet_entries_user_seq').on(t.userId, t.seq),
    index('wallet_entries_user_time').on(t.siteId, t.userId, t.createdAt),
    check('wallet_entries_balance_nonnegative', sql`${t.balanceAfter} >= 0`),
    check('wallet_entries_amount_nonzero', sql`${t.amount} <> 0`),
    // A claim is paid once: a second credit for it fails here even if a guard upstream were missed.
    uniqueIndex('wallet_entries_claim_once').on(t.refId).where(sql`${t.refType} = 'claim'`),
  ],
);

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
    siteId: integer('site_id').notNull().references(() => sites.id),
    userId: integer('user_id').notNull().references(() => users.id),
    no: text('no').notNull().unique(),
    purpose: text('purpose', { enum: ['waybill', 'topup', 'card', 'return'] }).notNull(),
    waybillId: integer('waybill_id').references(() => waybills.id),
    /** purpose return: the parcel return it pays (modules/returns). */
    returnId: integer('return_id'),
    cardProductId: integer('card_product_id').references(() => cardProducts.id),
    /** purpose card: the card bought (set when paid). */
    cardId: integer('card_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'cancelled', 'refunded'] }).notNull(),
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
    provider: text('provider', { enum: ['wechat', 'stripe', 'sandbox'] }),
    providerRef: text('provider_ref'),
    transactionId: text('transaction_id'),
    /** What the app needs to open the provider's checkout (answered again to a retry with the same key). */
    clientAction: jsonb('client_action').$type<Record<string, unknown>>(),
    failureReason: text('failure_reason'),
    expiresAt: time('expires_at'),
    paidAt: time('paid_at'),
    closedAt: time('closed_at'),
    createdAt: createdAt(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_user_idempotency').on(t.userId, t.idempotencyKey),
    uniqueIndex('payments_waybill_live').on(t.waybillId).where(sql`${t.status} in ('pending', 'paid')`),
    uniqueIndex('payments_return_live').on(t.returnId).where(sql`${t.status} in ('pending', 'paid')`),
    index('payments_user_time').on(t.siteId, t.userId, t.createdAt),
    // A waybill's paid or refunded payment (lists, detail): the partial unique index above skips refunded ones.
    index('payments_waybill').on(t.waybillId),
    index('payments_site_status_time').on(t.siteId, t.status, t.createdAt),
    index('payments_provider_ref').on(t.provider, t.providerRef),
    check('payments_parts_add_up', sql`${t.amount} = ${t.cardAmount} + ${t.couponAmount} + ${t.walletAmount} + ${t.onlineAmount}`),
    check('payments_parts_nonnegative', sql`${t.cardAmount} >= 0 and ${t.couponAmount} >= 0 and ${t.walletAmount} >= 0 and ${t.onlineAmount} >= 0 and ${t.cardGrams} >= 0`),
  ],
);

/** Provider notifications seen: a replay of the same event id changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: ['wechat', 'stripe', 'sandbox'] }).notNull(),
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
    siteId: integer('site_id').notNull().references(() => sites.id),
    userId: integer('user_id').notNull().references(() => users.id),
    paymentId: integer('payment_id').notNull().references(() => payments.id),
    no: text('no').notNull().unique(),
    reason: text('reason', { enum: ['waybill_cancelled', 'late_payment', 'staff', 'return_cancelled', 'return_rejected'] }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    cardGrams: integer('card_grams').notNull().default(0),
    couponRestored: boolean('coupon_restored').notNull().default(false),
    walletAmount: integer('wallet_amount').notNull().default(0),
    onlineAmount: integer('online_amount').notNull().default(0),
    provider: text('provider', { enum: ['wechat', 'stripe', 'sandbox'] }),
    providerRefundId: text('provider_refund_id'),
    failureReason: text('failure_reason'),
    requestedBy: integer('requested_by').references(() => users.id),
    createdAt: createdAt(),
    completedAt: time('completed_at'),
  },
  (t) => [uniqueIndex('refunds_payment').on(t.paymentId), index('refunds_user_time').on(t.siteId, t.userId, t.createdAt)],
);

/** Kilogram card products per site, editable by admins. Empty channel_codes = every channel. */
export const cardProducts = pgTable('card_products', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  grams: integer('grams').notNull(),
  price: integer('price').notNull(),
  validDays: integer('valid_days').notNull(),
  channelCodes: text('channel_codes').array().notNull().default([]),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A bought card: remaining_g moves only with a card_entries row in the same transaction. */
export const cards = pgTable(
  'cards',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    userId: integer('user_id').notNull().references(() => users.id),
    productId: integer('product_id').notNull().references(() => cardProducts.id),
    /** The purchase. */
    paymentId: integer('payment_id').notNull().unique(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    grams: integer('grams').notNull(),
    remainingG: integer('remaining_g').notNull(),
    price: integer('price').notNull(),
    channelCodes: text('channel_codes').array().notNull().default([]),
    status: text('status', { enum: ['active', 'void'] }).notNull().default('active'),
    expiresAt: time('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('cards_user').on(t.siteId, t.userId, t.expiresAt),
    check('cards_remaining_in_range', sql`${t.remainingG} >= 0 and ${t.remainingG} <= ${t.grams}`),
  ],
);

/** Card movements: purchase (+grams), deduction for a waybill (-), refund of a deduction (+), void (-rest). */
export const cardEntries = pgTable(
  'card_entries',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    userId: integer('user_id').notNull().references(() => users.id),
    cardId: integer('card_id').notNull().references(() => cards.id),
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
    siteId: integer('site_id').notNull().references(() => sites.id),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    kind: text('kind', { enum: ['amount', 'percent'] }).notNull(),
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
    trigger: text('trigger', { enum: ['registration', 'activity', 'manual'] }).notNull(),
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
    siteId: integer('site_id').notNull().references(() => sites.id),
    userId: integer('user_id').notNull().references(() => users.id),
    templateId: integer('template_id').notNull().references(() => couponTemplates.id),
    status: text('status', { enum: ['unused', 'used'] }).notNull().default('unused'),
    startsAt: time('starts_at').notNull(),
    expiresAt: time('expires_at').notNull(),
    paymentId: integer('payment_id'),
    waybillId: integer('waybill_id').references(() => waybills.id),
    usedAt: time('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('coupons_user_status').on(t.siteId, t.userId, t.status, t.expiresAt), index('coupons_template_user').on(t.templateId, t.userId)],
);

/** The last invoice number per site: taken in the issuing transaction, so numbers have no gaps. */
export const invoiceCounters = pgTable('invoice_counters', {
  siteId: integer('site_id').primaryKey().references(() => sites.id),
  lastSeq: integer('last_seq').notNull().default(0),
});

/** A tax invoice for one or more paid waybills; the PDF is rendered once and its sha256 kept. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull().references(() => sites.id),
    userId: integer('user_id').notNull().references(() => users.id),
    seq: integer('seq').notNull(),
    no: text('no').notNull().unique(),
    kind: text('kind', { enum: ['personal', 'company'] }).notNull(),
    /** The buyer: a person's or a company's name. */
    title: text('title').notNull(),
    taxNumber: text('tax_number').notNull().default(''),
    email: text('email').notNull(),
    address: text('address').notNull().default(''),
    currency: text('currency').notNull(),
    /** GST-inclusive total and its GST part, at gst_rate_bp (1500 = 15 %). */
    total: integer('total').notNull(),
    gst: integer('gst').notNull(),
    gstRateBp: integer('gst_rate_bp').notNull(),
    fileKey: text('file_key'),
    sha256: text('sha256'),
    emailedAt: time('emailed_at'),
    issuedAt: time('issued_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('invoices_site_seq').on(t.siteId, t.seq), index('invoices_user_time').on(t.siteId, t.userId, t.issuedAt)],
);

/** The waybills on an invoice: a waybill is invoiced once. */
export const invoiceItems = pgTable('invoice_items', {
  id: serial('id').primaryKey(),
  invoiceId: integer('invoice_id').notNull().references(() => invoices.id),
  waybillId: integer('waybill_id').notNull().unique().references(() => waybills.id),
  descriptionZh: text('description_zh').notNull(),
  descriptionEn: text('description_en').notNull(),
  amount: integer('amount').notNull(),
});

export type WalletEntryRow = typeof walletEntries.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type CardProductRow = typeof cardProducts.$inferSelect;
export type CardRow = typeof cards.$inferSelect;
export type CouponTemplateRow = typeof couponTemplates.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;
// ==================================================================== end of money
export * from './schema-notification';
export * from './schema-reservation';
export * from './schema-claims';
export * from './schema-returns';
export * from './schema-audit';
export * from './schema-operations';
export * from './schema-agents';
