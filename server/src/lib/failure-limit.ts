/**
 * Limits on failed attempts (wrong passwords, guessed parcel numbers): each failure is a row; at `max`
 * failures inside the sliding window the next attempt answers 40029 with the wait until the oldest one
 * leaves the window. One table (`login_failures`), one row per failure, `kind` telling the limits apart.
 */
import { and, count, eq, gt, min } from 'drizzle-orm';
import { loginFailures } from '../db/schema';
import type { Deps } from '../deps';
import { TooManyError } from './errors';

export interface FailureLimit {
  kind: (typeof loginFailures.$inferInsert)['kind'] & string;
  windowMs: number;
  max: number;
  /** Count per account and IP (passwords), or per account from any address (parcel claims). */
  perIp: boolean;
}

/** Password attempts: at most 10 failures per account and IP in 15 minutes. */
export const PASSWORD_FAILURES: FailureLimit = { kind: 'password', windowMs: 15 * 60_000, max: 10, perIp: true };

export interface Attempt {
  siteId: number;
  /** Who is limited: the account as normalised (E.164 or lower-case username), or `user:<id>`. */
  account: string;
  /** Always recorded; matched only when the limit is per IP. */
  ip: string;
}

export async function assertMayTry(deps: Deps, limit: FailureLimit, attempt: Attempt): Promise<void> {
  const now = deps.now();
  const [row] = await deps.db
    .select({ failures: count(), first: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(matches(limit, attempt), gt(loginFailures.createdAt, new Date(now.getTime() - limit.windowMs))));
  if (row.failures >= limit.max) {
    throw new TooManyError((row.first!.getTime() + limit.windowMs - now.getTime()) / 1000);
  }
}

export async function recordFailure(deps: Deps, limit: FailureLimit, attempt: Attempt): Promise<void> {
  await deps.db.insert(loginFailures).values({ ...attempt, kind: limit.kind, createdAt: deps.now() });
}

export async function clearFailures(deps: Deps, limit: FailureLimit, attempt: Attempt): Promise<void> {
  await deps.db.delete(loginFailures).where(matches(limit, attempt));
}

function matches(limit: FailureLimit, attempt: Attempt) {
  return and(
    eq(loginFailures.siteId, attempt.siteId),
    eq(loginFailures.kind, limit.kind),
    eq(loginFailures.account, attempt.account),
    limit.perIp ? eq(loginFailures.ip, attempt.ip) : undefined,
  );
}
