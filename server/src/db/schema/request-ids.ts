/** Request ids: a create repeated by a double tap or a retry returns the first result. */
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { siteRef, userRef } from './owners';

/**
 * One row per create request that carried a `request_id`: a repeat of the same user, endpoint and id
 * finds the first result here. Inserted first in the creating transaction, so a concurrent duplicate
 * waits on the unique index and loses. `result_id` is the waybill or parcel created (set in the same
 * transaction, so never seen empty by another).
 */
export const requestIds = pgTable(
  'request_ids',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    kind: text('kind', { enum: ['order_send', 'order_pack', 'parcel_create', 'invoice_create'] }).notNull(),
    requestId: text('request_id').notNull(),
    resultId: integer('result_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('request_ids_user_kind_request').on(t.userId, t.kind, t.requestId)],
);

export type RequestKind = (typeof requestIds.$inferInsert)['kind'];
