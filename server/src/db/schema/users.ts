/** Accounts and signing in: users, sessions, SMS codes, failed sign-ins, WeChat identities, uploaded images. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ROLES, SMS_CODE_SCENES } from '@contract/api';
import { STAFF_ROLES } from '@contract/staff';
import { createdAt, time } from './columns';
import { sites } from './site';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    mobile: text('mobile'), // E.164; null for a WeChat account not bound yet
    username: text('username'), // staff and admin sign in with it
    passwordHash: text('password_hash'),
    role: text('role', { enum: ROLES }).notNull().default('customer'),
    /** What a staff account may do on its site (types/staff.ts); empty for customers. */
    staffRoles: text('staff_roles', { enum: STAFF_ROLES })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: ['active', 'disabled', 'deleted'] })
      .notNull()
      .default('active'),
    nickname: text('nickname').notNull(),
    gender: smallint('gender').notNull().default(0),
    avatarUrl: text('avatar_url').notNull().default(''),
    lang: text('lang', { enum: ['zh_CN', 'en'] })
      .notNull()
      .default('zh_CN'),
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
    // The staff search box matches a typed part of a member code (ILIKE '%word%'): trigram index (pg_trgm).
    index('users_member_code_trgm').using('gin', sql`${t.memberCode} gin_trgm_ops`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
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
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    mobile: text('mobile').notNull(),
    scene: text('scene', { enum: SMS_CODE_SCENES }).notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    wrongTries: smallint('wrong_tries').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: time('expires_at').notNull(),
    /** Set when used, superseded by a newer code, or killed by too many wrong tries. */
    closedAt: time('closed_at'),
  },
  (t) => [index('sms_codes_mobile_created').on(t.mobile, t.createdAt), index('sms_codes_ip_created').on(t.ip, t.createdAt)],
);

/** Failed password sign-ins, counted per account and IP for the attempt limit. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /** Which limit the failure counts against (lib/failure-limit.ts): wrong passwords, failed parcel claims, pickup
     *  codes a desk typed that matched no booking. */
    kind: text('kind', { enum: ['password', 'parcel_claim', 'desk_code'] })
      .notNull()
      .default('password'),
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
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['mp', 'oa'] }).notNull(), // mini-program | official account (H5)
    openid: text('openid').notNull(),
    unionid: text('unionid'),
    sessionKey: text('session_key'), // mini-program only; never leaves the server
    createdAt: createdAt(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wechat_identities_openid').on(t.siteId, t.kind, t.openid),
    index('wechat_identities_unionid')
      .on(t.siteId, t.unionid)
      .where(sql`${t.unionid} is not null`),
    index('wechat_identities_user').on(t.userId),
  ],
);

/** Images uploaded by users; the stored name is random, the owner is recorded. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull().unique(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_user').on(t.userId)],
);

export type UserRow = typeof users.$inferSelect;
