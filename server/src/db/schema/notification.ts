/**
 * Notifications (modules/notification): the transactional outbox (one row per customer, event and delivery
 * channel, written in the transaction of the change it tells about), the in-app inbox, preferences, and the
 * WeChat subscribe-message templates and per-customer quotas. Delivery runs as a pg-boss job (modules/jobs).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DeliveryChannel, NotificationEvent, NotificationPrefs, OutboxStatus } from '@contract/notification';
import { createdAt, time } from './columns';
import { siteRef, userRef } from './owners';
import { sites } from './site';
import { users } from './users';

/** Payload values fill the message texts and the WeChat template fields. */
export type NotificationPayload = Record<string, string | number>;

export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    event: text('event').$type<NotificationEvent>().notNull(),
    channel: text('channel').$type<DeliveryChannel>().notNull(),
    /** 0 = tried first; a higher one is tried only when the ones before it could not deliver. */
    position: smallint('position').notNull(),
    /** What was sent with: the WeChat template id, or the text key (the event) for SMS and email. */
    template: text('template').notNull().default(''),
    payload: jsonb('payload').$type<NotificationPayload>().notNull(),
    link: text('link').notNull().default(''),
    /** The event prefixed to the caller's key: a repeated event (double tap, retry) finds its row. */
    dedupeKey: text('dedupe_key').notNull(),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    sentAt: time('sent_at'),
    createdAt: createdAt(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_outbox_channel_dedupe').on(t.channel, t.dedupeKey),
    index('notification_outbox_user_time').on(t.siteId, t.userId, t.createdAt),
    index('notification_outbox_pending')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('notification_outbox_status', sql`${t.status} in ('pending', 'sent', 'failed', 'skipped')`),
    check('notification_outbox_channel', sql`${t.channel} in ('wechat', 'sms', 'email')`),
  ],
);

export type OutboxRow = typeof notificationOutbox.$inferSelect;

/** The in-app inbox: texts are rendered from event + payload in the reader's language. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    event: text('event').$type<NotificationEvent>().notNull(),
    payload: jsonb('payload').$type<NotificationPayload>().notNull(),
    link: text('link').notNull().default(''),
    dedupeKey: text('dedupe_key').notNull(),
    readAt: time('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('inbox_messages_user_dedupe').on(t.userId, t.dedupeKey),
    index('inbox_messages_user_time').on(t.siteId, t.userId, t.id),
    index('inbox_messages_unread')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

export type InboxRow = typeof inboxMessages.$inferSelect;

/** A customer's switches per event group and channel; no row = the defaults (types/notification.ts). */
export const notificationPrefs = pgTable('notification_prefs', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id),
  prefs: jsonb('prefs').$type<NotificationPrefs>().notNull(),
  /** Where email notifications go ('' = none). */
  email: text('email').notNull().default(''),
  updatedAt: time('updated_at').notNull().defaultNow(),
});

/** The mini-program subscribe-message template of an event on a site, and which payload value fills each field
 *  (e.g. {"character_string1": "no", "thing2": "title", "time3": "at"}). No row = no WeChat message for it. */
export const wechatTemplates = pgTable(
  'wechat_templates',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    event: text('event').$type<NotificationEvent>().notNull(),
    templateId: text('template_id').notNull(),
    fields: jsonb('fields').$type<Record<string, string>>().notNull(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wechat_templates_site_event').on(t.siteId, t.event)],
);

export type WechatTemplateRow = typeof wechatTemplates.$inferSelect;

/** One-time subscribe messages: each acceptance allows one send (+1 on accept, -1 on send, 0 on errcode 43101). */
export const subscribeQuotas = pgTable(
  'subscribe_quotas',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    templateId: text('template_id').notNull(),
    remaining: integer('remaining').notNull().default(0),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscribe_quotas_user_template').on(t.userId, t.templateId),
    check('subscribe_quotas_remaining', sql`${t.remaining} >= 0`),
  ],
);

/** The mini-program's access token (cgi-bin/stable_token), shared by every API process: the one that finds it
 *  expired refreshes it under the row lock, the others wait and read the new one. */
export const wechatAccessTokens = pgTable('wechat_access_tokens', {
  appId: text('app_id').primaryKey(),
  token: text('token').notNull(),
  expiresAt: time('expires_at').notNull(),
  updatedAt: time('updated_at').notNull().defaultNow(),
});
