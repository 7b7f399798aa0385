/**
 * The customer's rights over their data (modules/account): data exports (a ZIP kept 24 h) and account deletions
 * (scheduled after a grace period, then erased by a job; the row stays as the record that it was done).
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { type DeletionForfeit, EXPORT_STATES } from '@contract/account';
import { createdAt, time } from './columns';
import { siteRef, userRef } from './owners';

export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    state: text('state', { enum: EXPORT_STATES }).notNull().default('queued'),
    /** Random key of the ZIP in the file store (`private/<key>.zip`) once built. */
    fileKey: text('file_key'),
    size: integer('size'),
    createdAt: createdAt(),
    readyAt: time('ready_at'),
    expiresAt: time('expires_at'),
  },
  (t) => [index('data_exports_user').on(t.siteId, t.userId, t.createdAt)],
);

export const DELETION_STATES = ['scheduled', 'cancelled', 'done'] as const;
/** Who asked: the customer in the app, or WeChat telling that the customer's WeChat account was cancelled. */
export const DELETION_REASONS = ['customer', 'wechat_cancelled'] as const;

export const accountDeletions = pgTable(
  'account_deletions',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    state: text('state', { enum: DELETION_STATES }).notNull().default('scheduled'),
    reason: text('reason', { enum: DELETION_REASONS }).notNull(),
    /** What the customer acknowledged giving up when asking. */
    forfeits: jsonb('forfeits').$type<DeletionForfeit[]>().notNull().default([]),
    requestedAt: time('requested_at').notNull(),
    dueAt: time('due_at').notNull(),
    cancelledAt: time('cancelled_at'),
    doneAt: time('done_at'),
  },
  (t) => [
    // One scheduled deletion per account: a double tap loses here.
    uniqueIndex('account_deletions_one_scheduled')
      .on(t.userId)
      .where(sql`${t.state} = 'scheduled'`),
    index('account_deletions_due').on(t.state, t.dueAt),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;
export type AccountDeletionRow = typeof accountDeletions.$inferSelect;
