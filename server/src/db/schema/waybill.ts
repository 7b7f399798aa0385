/**
 * Waybills (modules/waybill). State machine: types/waybill.ts. Every state change is a guarded
 * `UPDATE ... WHERE status = expected` in one transaction.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { PriceBreakdown } from '@contract/pricing';
import { WAYBILL_KINDS, WAYBILL_STATUSES } from '@contract/waybill';
import { createdAt, time } from './columns';
import { warehouses } from './content';
import { siteRef, userRef } from './owners';
import type { GoodsLineRow } from './parcel';
import { channels } from './pricing';
import { users } from './users';

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
export interface ChargeRow {
  /** priceParcel's breakdown, insurance priced on the insured value. */
  breakdown: PriceBreakdown;
  /** free: a member level's free service (fee 0). */
  services: { code: string; fee: number; free?: boolean }[];
  services_fee: number;
  /** freight + insurance + services: what the customer pays. */
  total: number;
}

/** Waybills ("order" in API paths). `no` carries a Damm check digit (modules/waybill/number.ts). */
export const waybills = pgTable(
  'waybills',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    no: text('no').notNull().unique(),
    kind: text('kind', { enum: WAYBILL_KINDS }).notNull(),
    status: text('status', { enum: WAYBILL_STATUSES }).notNull(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => channels.id),
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

export type WaybillRow = typeof waybills.$inferSelect;
