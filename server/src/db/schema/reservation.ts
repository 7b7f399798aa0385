/**
 * Self-pickup reservations at depots (modules/reservation). A depot is a `warehouses` row (its address,
 * contact, opening hours and time zone live there); this file adds its exception dates, weekly slot
 * templates, the slots made from them, the bookings, what each booking collects or drops off, the desk staff
 * of each depot and the log of everything done to a booking.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  COLLECTOR_ROLES,
  RESERVATION_ACTIONS,
  RESERVATION_ITEM_KINDS,
  RESERVATION_ITEM_STATUSES,
  RESERVATION_STATUSES,
} from '@contract/reservation';
import { createdAt, time } from './columns';
import { warehouses } from './content';
import { siteRef, userRef } from './owners';
import { parcels } from './parcel';
import { parcelReturns } from './returns';
import { sites } from './site';
import { users } from './users';
import { waybills } from './waybill';

const WEEKDAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** A date a depot is closed (both times null) or keeps special hours, with the reason shown to customers. */
export const depotExceptions = pgTable(
  'depot_exceptions',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    depotId: integer('depot_id')
      .notNull()
      .references(() => warehouses.id),
    /** The depot's local date. */
    day: date('day', { mode: 'string' }).notNull(),
    opensAt: text('opens_at'),
    closesAt: text('closes_at'),
    reasonZh: text('reason_zh').notNull(),
    reasonEn: text('reason_en').notNull(),
    createdAt: createdAt(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('depot_exceptions_day').on(t.depotId, t.day),
    check(
      'depot_exceptions_hours',
      sql`(${t.opensAt} is null) = (${t.closesAt} is null) and (${t.opensAt} is null or ${t.opensAt} < ${t.closesAt})`,
    ),
  ],
);

/** Every <weekday> from start to end (depot local time) a slot of `capacity` places. */
export const slotTemplates = pgTable(
  'slot_templates',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    depotId: integer('depot_id')
      .notNull()
      .references(() => warehouses.id),
    weekday: text('weekday', { enum: WEEKDAY }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    capacity: integer('capacity').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('slot_templates_start').on(t.depotId, t.weekday, t.startTime),
    check('slot_templates_capacity', sql`${t.capacity} > 0 and ${t.startTime} < ${t.endTime}`),
  ],
);

/**
 * One slot on one date, made from a template when first listed. `booked` only moves by a conditional
 * `UPDATE ... SET booked = booked + 1 WHERE booked < capacity`, and the CHECK refuses anything else.
 */
export const reservationSlots = pgTable(
  'reservation_slots',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    depotId: integer('depot_id')
      .notNull()
      .references(() => warehouses.id),
    templateId: integer('template_id').references(() => slotTemplates.id),
    localDay: date('local_day', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    startsAt: time('starts_at').notNull(),
    endsAt: time('ends_at').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reservation_slots_start').on(t.depotId, t.startsAt),
    index('reservation_slots_day').on(t.depotId, t.localDay),
    check('reservation_slots_booked', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
  ],
);

/** A customer's booking of a slot. The pickup code is kept only as an HMAC; `code_version` signs the QR token. */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    no: text('no').notNull().unique(),
    depotId: integer('depot_id')
      .notNull()
      .references(() => warehouses.id),
    slotId: integer('slot_id')
      .notNull()
      .references(() => reservationSlots.id),
    status: text('status', { enum: RESERVATION_STATUSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    codeVersion: integer('code_version').notNull().default(1),
    codeFailures: smallint('code_failures').notNull().default(0),
    lockedAt: time('locked_at'),
    /** Someone the owner allows to collect for them ('' = only the owner). */
    proxyName: text('proxy_name').notNull().default(''),
    note: text('note').notNull().default(''),
    collectorName: text('collector_name'),
    collectorRole: text('collector_role', { enum: COLLECTOR_ROLES }),
    handedOverBy: integer('handed_over_by').references(() => users.id),
    handedOverAt: time('handed_over_at'),
    cancelledAt: time('cancelled_at'),
    noShowAt: time('no_show_at'),
    remindedAt: time('reminded_at'),
    createdAt: createdAt(),
    updatedAt: time('updated_at').notNull().defaultNow(),
  },
  (t) => [index('reservations_user').on(t.siteId, t.userId, t.status), index('reservations_slot').on(t.slotId, t.status)],
);

/**
 * What a booking collects or drops off. One column per kind of thing: a parcel to collect, a waybill to drop
 * off, a returned item (a parcel of a paid `pickup` return, with its return); the partial unique indexes keep a
 * thing in at most one open booking.
 */
export const reservationItems = pgTable(
  'reservation_items',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    kind: text('kind', { enum: RESERVATION_ITEM_KINDS }).notNull(),
    action: text('action', { enum: RESERVATION_ACTIONS }).notNull(),
    parcelId: integer('parcel_id').references(() => parcels.id),
    waybillId: integer('waybill_id').references(() => waybills.id),
    returnId: integer('return_id').references(() => parcelReturns.id),
    status: text('status', { enum: RESERVATION_ITEM_STATUSES }).notNull().default('open'),
    doneAt: time('done_at'),
  },
  (t) => [
    index('reservation_items_reservation').on(t.reservationId),
    uniqueIndex('reservation_items_open_parcel')
      .on(t.parcelId)
      .where(sql`${t.status} = 'open' and ${t.parcelId} is not null`),
    uniqueIndex('reservation_items_open_waybill')
      .on(t.waybillId)
      .where(sql`${t.status} = 'open' and ${t.waybillId} is not null`),
    index('reservation_items_return').on(t.returnId),
    check(
      'reservation_items_thing',
      sql`(${t.kind} = 'parcel' and ${t.parcelId} is not null and ${t.waybillId} is null and ${t.returnId} is null and ${t.action} = 'collect')
      or (${t.kind} = 'waybill' and ${t.waybillId} is not null and ${t.parcelId} is null and ${t.returnId} is null and ${t.action} = 'drop_off')
      or (${t.kind} = 'return' and ${t.parcelId} is not null and ${t.returnId} is not null and ${t.waybillId} is null and ${t.action} = 'collect')`,
    ),
  ],
);

/** The name on a customer's photo ID, given at their first booking: the desk checks collectors against it. */
export const realNames = pgTable('real_names', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id),
  fullName: text('full_name').notNull(),
  createdAt: createdAt(),
});

/** The depot a staff member's desk serves. */
export const depotStaff = pgTable('depot_staff', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id),
  depotId: integer('depot_id')
    .notNull()
    .references(() => warehouses.id),
  createdAt: createdAt(),
});

/** Everything done to a booking, by whom: booked, rescheduled, cancelled, wrong code, locked, handed over, no-show. */
export const reservationLogs = pgTable(
  'reservation_logs',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    event: text('event').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: time('at').notNull(),
  },
  (t) => [index('reservation_logs_reservation').on(t.reservationId, t.at)],
);

export type DepotExceptionRow = typeof depotExceptions.$inferSelect;
export type SlotTemplateRow = typeof slotTemplates.$inferSelect;
export type ReservationSlotRow = typeof reservationSlots.$inferSelect;
export type ReservationRow = typeof reservations.$inferSelect;
export type ReservationItemRow = typeof reservationItems.$inferSelect;
