/**
 * The audit log (modules/audit): one row per admin change of reference data or settings, and per staff action on a
 * customer's data (`customer_id` set: refunds, wallet adjustments, claim and return decisions, status changes,
 * manual track events, notes, an ID number shown), written in the change's own transaction, so a change that rolled back left no row and a row always means the change is in.
 * `changes` holds each changed field with its value before and after (API names; null before on a create,
 * null after on a removal).
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS, type AuditChange } from '@contract/audit';
import { siteRef } from './owners';
import { users } from './users';

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    /** The admin path segment of the kind changed: channel, faq, card_product, claim_settings, ... */
    kind: text('kind').notNull(),
    /** The row changed; null for a site-wide setting. */
    entityId: integer('entity_id'),
    /** The customer whose data it is; null for settings and reference data. */
    customerId: integer('customer_id').references(() => users.id),
    /** What people call the row (its code or name), as it was at the change. */
    label: text('label').notNull().default(''),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    changes: jsonb('changes').$type<AuditChange[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('audit_log_site_time').on(t.siteId, t.createdAt),
    index('audit_log_site_kind_entity').on(t.siteId, t.kind, t.entityId),
    index('audit_log_site_actor').on(t.siteId, t.actorId),
    index('audit_log_site_customer_time').on(t.siteId, t.customerId, t.createdAt),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
