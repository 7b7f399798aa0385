/**
 * Double taps and retries: a create request carrying a `request_id` creates at most once per user,
 * endpoint and id in 24 hours; a repeat answers the first result. The database decides, for a late
 * retry as for a concurrent duplicate: the id row is inserted first in the creating transaction, so a
 * duplicate fails on the unique index (waiting for the first to commit, if it has not yet) before
 * creating anything, and then reads the first result.
 */
import { and, eq, gt, isNotNull, lte } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client';
import { requestIds, type RequestKind, type UserRow } from '../db/schema';
import type { Deps } from '../deps';
import { uniqueViolation } from './db-errors';
import { str } from './schema';

export const REQUEST_ID_TTL_MS = 24 * 3600_000;
/** The JSON schema of the optional `request_id` of a create body. */
export const requestIdSchema = str(64, { min: 8, pattern: '^[A-Za-z0-9_-]+$' });

export interface Once<R> {
  kind: RequestKind;
  requestId: string | undefined;
  /** The thing created earlier, by id (owner-scoped by the caller). */
  load: (q: Queryable, id: number) => Promise<R | undefined>;
}

/** Runs `create` in a transaction, or answers what the first request with the same id created. */
export async function createOnce<R extends { id: number }>(
  deps: Deps,
  user: UserRow,
  once: Once<R>,
  create: (tx: Tx) => Promise<R>,
): Promise<R> {
  const { kind, requestId } = once;
  if (!requestId) return deps.db.transaction(create);
  const key = and(eq(requestIds.userId, user.id), eq(requestIds.kind, kind), eq(requestIds.requestId, requestId));
  try {
    return await deps.db.transaction(async (tx) => {
      const now = deps.now();
      // An id older than 24 h is free again.
      await tx.delete(requestIds).where(and(key, lte(requestIds.createdAt, new Date(now.getTime() - REQUEST_ID_TTL_MS))));
      const [mark] = await tx
        .insert(requestIds)
        .values({ siteId: user.siteId, userId: user.id, kind, requestId, createdAt: now })
        .returning({ id: requestIds.id });
      const created = await create(tx);
      await tx.update(requestIds).set({ resultId: created.id }).where(eq(requestIds.id, mark.id));
      return created;
    });
  } catch (err) {
    if (uniqueViolation(err) !== 'request_ids_user_kind_request') throw err;
    const winner = await firstResult(deps, key, once.load);
    if (!winner) throw err;
    return winner;
  }
}

async function firstResult<R>(deps: Deps, key: ReturnType<typeof and>, load: Once<R>['load']): Promise<R | undefined> {
  const since = new Date(deps.now().getTime() - REQUEST_ID_TTL_MS);
  const [row] = await deps.db
    .select({ resultId: requestIds.resultId })
    .from(requestIds)
    .where(and(key, gt(requestIds.createdAt, since), isNotNull(requestIds.resultId)));
  return row ? load(deps.db, row.resultId!) : undefined;
}
