/**
 * Dispatch batches: the waybills one dispatch action sent, numbered per site and local day
 * (`NZ-20260301-7`, the id last so two batches of a day never clash). Labels and the customs manifest are
 * printed per batch; another site's batch is "not found".
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { ApiStatus } from '@contract/api';
import type { BatchListQuery as Query } from '@contract/operations';
import type { Queryable } from '../../db/client';
import { dispatchBatches, type DispatchBatchRow, dispatchBatchWaybills, type SiteRow, sites, type UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError } from '../../lib/errors';
import { offsetOf, type Paging, sortedBy, withinDays } from '../../toolkit/lists';
import { dayRange, localDate } from '../../toolkit/time';

export const batchNotFound = () => new ApiError(ApiStatus.NOT_FOUND, 'batch_not_found');

/** One batch for the waybills that did leave; none when every id was refused. */
export async function recordBatch(deps: Deps, staff: UserRow, site: SiteRow, waybillIds: number[]): Promise<DispatchBatchRow | null> {
  if (waybillIds.length === 0) return null;
  return deps.db.transaction(async (tx) => {
    // The id first: the number shows it.
    const [{ id }] = await tx
      .select({ id: sql<number>`nextval(pg_get_serial_sequence('dispatch_batches', 'id'))::int` })
      .from(sites)
      .where(eq(sites.id, site.id));
    const no = `${site.code.toUpperCase()}-${localDate(site, deps.now()).replace(/-/g, '')}-${id}`;
    const [batch] = await tx
      .insert(dispatchBatches)
      .values({ id, siteId: site.id, no, createdBy: staff.id, createdAt: deps.now() })
      .returning();
    await tx.insert(dispatchBatchWaybills).values(waybillIds.map((waybillId) => ({ batchId: id, waybillId })));
    return batch;
  });
}

export async function batchOfSite(q: Queryable, site: SiteRow, id: number): Promise<DispatchBatchRow> {
  const [row] = await q
    .select()
    .from(dispatchBatches)
    .where(and(eq(dispatchBatches.siteId, site.id), eq(dispatchBatches.id, id)));
  if (!row) throw batchNotFound();
  return row;
}

export async function batchWaybillIds(q: Queryable, batchId: number): Promise<number[]> {
  const rows = await q
    .select({ id: dispatchBatchWaybills.waybillId })
    .from(dispatchBatchWaybills)
    .where(eq(dispatchBatchWaybills.batchId, batchId));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** The list's sort columns (the id breaks ties). */
const BATCH_SORTS = { created_at: dispatchBatches.createdAt, no: dispatchBatches.no } as const;

export async function listBatches(deps: Deps, site: SiteRow, q: Query & Paging) {
  const where = and(eq(dispatchBatches.siteId, site.id), withinDays(dispatchBatches.createdAt, dayRange(site, 'ops', q)));
  const rows = await deps.db
    .select()
    .from(dispatchBatches)
    .where(where)
    .orderBy(...sortedBy(BATCH_SORTS, dispatchBatches.id, q, 'created_at'))
    .limit(q.page_size)
    .offset(offsetOf(q));
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await deps.db
        .select({ batchId: dispatchBatchWaybills.batchId, n: sql<number>`count(*)::int` })
        .from(dispatchBatchWaybills)
        .where(inArray(dispatchBatchWaybills.batchId, ids))
        .groupBy(dispatchBatchWaybills.batchId)
    : [];
  const [{ total }] = await deps.db
    .select({ total: sql<number>`count(*)::int` })
    .from(dispatchBatches)
    .where(where);
  const list = rows.map((r) => ({
    id: r.id,
    no: r.no,
    created_at: r.createdAt.toISOString(),
    waybill_count: counts.find((c) => c.batchId === r.id)?.n ?? 0,
  }));
  return { list, total, page: q.page, page_size: q.page_size };
}
