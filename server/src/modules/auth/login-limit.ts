/** Password attempts: at most 10 failures per account and IP in 15 minutes. */
import { and, count, eq, gt, min } from 'drizzle-orm';
import { loginFailures } from '../../db/schema';
import type { Deps } from '../../deps';
import { TooManyError } from '../../lib/errors';

const WINDOW_MS = 15 * 60_000;
const MAX_FAILURES = 10;

export interface Attempt {
  siteId: number;
  /** The account as normalised (E.164 or lower-case username). */
  account: string;
  ip: string;
}

export async function assertMayTryPassword(deps: Deps, attempt: Attempt): Promise<void> {
  const now = deps.now();
  const [row] = await deps.db
    .select({ failures: count(), first: min(loginFailures.createdAt) })
    .from(loginFailures)
    .where(and(matches(attempt), gt(loginFailures.createdAt, new Date(now.getTime() - WINDOW_MS))));
  if (row.failures >= MAX_FAILURES) {
    throw new TooManyError((row.first!.getTime() + WINDOW_MS - now.getTime()) / 1000);
  }
}

export async function recordFailure(deps: Deps, attempt: Attempt): Promise<void> {
  await deps.db.insert(loginFailures).values({ ...attempt, createdAt: deps.now() });
}

export async function clearFailures(deps: Deps, attempt: Attempt): Promise<void> {
  await deps.db.delete(loginFailures).where(matches(attempt));
}

function matches(attempt: Attempt) {
  return and(eq(loginFailures.siteId, attempt.siteId), eq(loginFailures.account, attempt.account), eq(loginFailures.ip, attempt.ip));
}
