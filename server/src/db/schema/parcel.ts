/**
 * Inbound parcels (modules/parcel). State machine: types/parcel.ts. Every state change is a guarded
 * `UPDATE ... WHERE status = expected` in one transaction.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { PARCEL_STATUSES } from '@contract/parcel';
import { createdAt, time } from './columns';
import { siteRef } from './owners';
import { users } from './users';

/** A line of goods as declared: category is a goods_categories code; unit value in minor units. */
export interface GoodsLineRow {
  name: string;
  category: string;
  quantity: number;
  unit_value: number;
}
/** Inbound parcels ("my parcels"). Unclaimed arrivals have no owner (user_id null) until claimed. */
export const parcels = pgTable(
  'parcels',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: integer('user_id').references(() => users.id),
    status: text('status', { enum: PARCEL_STATUSES }).notNull(),
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

export type ParcelRow = typeof parcels.$inferSelect;
