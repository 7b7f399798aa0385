/**
 * Warehouse operations (modules/operations): each site's storage rule and contact details, the dispatch
 * batches waybills leave in, and the log of customs-manifest downloads (personal data leaves with them).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MANIFEST_FORMATS } from '@contract/operations';
import { createdAt } from './columns';
import { siteRef, userRef } from './owners';
import { users } from './users';
import { waybills } from './waybill';

/** One row per site, edited by admins (update only). Fees in minor units of the site currency. */
export const siteOperations = pgTable(
  'site_operations',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    /** Calendar days in the site's zone, the arrival day being the first. */
    freeStorageDays: integer('free_storage_days').notNull().default(30),
    dailyStorageFee: integer('daily_storage_fee').notNull().default(50),
    /** Days in the warehouse after which staff may dispose of a parcel, once the customer was told. */
    disposalDays: integer('disposal_days').notNull().default(180),
    /** Handling fee per parcel sent back to its shop (minor units), before any quoted postage. */
    returnHandlingFee: integer('return_handling_fee').notNull().default(500),
    /** ID photos are deleted this many days after the last waybill using them was delivered (docs/privacy.md). */
    idPhotoRetentionDays: integer('id_photo_retention_days').notNull().default(365),
    contactName: text('contact_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    contactAddress: text('contact_address').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('site_operations_site').on(t.siteId),
    check(
      'site_operations_days',
      sql`${t.freeStorageDays} >= 0 and ${t.disposalDays} > ${t.freeStorageDays} and ${t.dailyStorageFee} >= 0 and ${t.returnHandlingFee} >= 0 and ${t.idPhotoRetentionDays} > 0`,
    ),
  ],
);

/** The waybills dispatched together by one staff action: what labels and the customs manifest are printed for. */
export const dispatchBatches = pgTable(
  'dispatch_batches',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    no: text('no').notNull().unique(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('dispatch_batches_site').on(t.siteId, t.createdAt)],
);

export const dispatchBatchWaybills = pgTable(
  'dispatch_batch_waybills',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => dispatchBatches.id),
    waybillId: integer('waybill_id')
      .notNull()
      .references(() => waybills.id),
  },
  (t) => [uniqueIndex('dispatch_batch_waybills_waybill').on(t.waybillId), index('dispatch_batch_waybills_batch').on(t.batchId)],
);

/** Who downloaded which batch's manifest, when, in which format. */
export const manifestDownloads = pgTable(
  'manifest_downloads',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => dispatchBatches.id),
    userId: userRef(),
    format: text('format', { enum: MANIFEST_FORMATS }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('manifest_downloads_batch').on(t.batchId)],
);

export type SiteOperationsRow = typeof siteOperations.$inferSelect;
export type DispatchBatchRow = typeof dispatchBatches.$inferSelect;
