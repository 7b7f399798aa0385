/**
 * Privacy (modules/privacy, docs/privacy.md): the consents customers gave, who saw a recipient's ID number in
 * plain text and why, and the ID photos removed when their retention ended. The policy text itself is the
 * `privacy_policy` article (content), versioned like the transport agreement.
 */
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { CONSENT_CHANNELS, CONSENT_KINDS } from '@contract/privacy';
import { addresses } from './address';
import { createdAt, time } from './columns';
import { siteRef, userRef } from './owners';
import { users } from './users';
import { waybills } from './waybill';

/** One row per consent given; withdrawing sets withdrawn_at (the row stays as the record it was given). */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    kind: text('kind', { enum: CONSENT_KINDS }).notNull(),
    /** The policy version agreed to (privacy_policy), or the one in force when the consent was given. */
    version: text('version').notNull(),
    /** sensitive_id: the recipient address whose ID number and photos it covers. */
    addressId: integer('address_id').references(() => addresses.id),
    channel: text('channel', { enum: CONSENT_CHANNELS }).notNull(),
    ip: text('ip').notNull().default(''),
    givenAt: time('given_at').notNull(),
    withdrawnAt: time('withdrawn_at'),
  },
  (t) => [index('consents_user').on(t.siteId, t.userId, t.kind), index('consents_address').on(t.addressId)],
);

/** Each time staff showed an ID number in plain text: who, whose (address or waybill), why. */
export const idViews = pgTable(
  'id_views',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id),
    /** The customer the ID belongs to (the address book's or waybill's owner). */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    addressId: integer('address_id').references(() => addresses.id),
    waybillId: integer('waybill_id').references(() => waybills.id),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('id_views_site_time').on(t.siteId, t.createdAt), index('id_views_owner').on(t.siteId, t.ownerId)],
);

/** ID photos removed from an address (retention ended, consent withdrawn): the log of each purge. */
export const idPhotoPurges = pgTable(
  'id_photo_purges',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    addressId: integer('address_id')
      .notNull()
      .references(() => addresses.id),
    /** retention: kept the site's id_photo_retention_days; withdrawn: the customer withdrew the ID consent. */
    reason: text('reason', { enum: ['retention', 'withdrawn'] }).notNull(),
    files: integer('files').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('id_photo_purges_address').on(t.addressId)],
);

export type ConsentRow = typeof consents.$inferSelect;
