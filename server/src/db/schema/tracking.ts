/** The logistics track of waybills and customers' recent track queries (modules/tracking). */
import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { TRACK_SOURCES } from '@contract/tracking';
import { createdAt, time } from './columns';
import { siteRef, userRef } from './owners';
import { users } from './users';
import { waybills } from './waybill';

/** The logistics track of a waybill; (waybill, source, external_id) dedupes retries and carrier syncs. */
export const trackEvents = pgTable(
  'track_events',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    waybillId: integer('waybill_id')
      .notNull()
      .references(() => waybills.id),
    occurredAt: time('occurred_at').notNull(),
    place: text('place').notNull().default(''),
    textZh: text('text_zh').notNull(),
    textEn: text('text_en').notNull(),
    source: text('source', { enum: TRACK_SOURCES }).notNull(),
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
    siteId: siteRef(),
    userId: userRef(),
    waybillNo: text('waybill_no').notNull(),
    queriedAt: time('queried_at').notNull(),
  },
  (t) => [
    uniqueIndex('track_queries_user_no').on(t.siteId, t.userId, t.waybillNo),
    index('track_queries_user_time').on(t.siteId, t.userId, t.queriedAt),
  ],
);

export type TrackEventRow = typeof trackEvents.$inferSelect;
