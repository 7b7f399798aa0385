/**
 * Deleting an account: what stands in the way and what is given up (check), the request confirmed with an SMS code
 * and a grace period (ACCOUNT_DELETE_GRACE_HOURS, default 168) during which the customer can sign in and cancel,
 * then the erasure job (erase.ts). One scheduled deletion per account (a partial unique index: a double tap loses).
 */
import { and, count, eq, gt, inArray, isNull, sql, sum } from 'drizzle-orm';
import type { DeletionBlocker, DeletionBlockerKind, DeletionCheck, DeletionCreateRequest, DeletionForfeit } from '@contract/account';
import { ApiStatus, type CaptchaData } from '@contract/api';
import { OPEN_RETURN_STATUSES } from '@contract/returns';
import type { Queryable } from '../../db/client';
import {
  accountDeletions,
  agentWithdrawals,
  cards,
  claims,
  commissions,
  parcelReturns,
  parcels,
  reservations,
  type SiteRow,
  sites,
  type UserRow,
  waybills,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError, FieldError } from '../../lib/errors';
import { maskMobile } from '../../lib/phone';
import { localDate } from '../../toolkit/time';
import { commissionBalance } from '../agents/ledger';
import type { Caller } from '../auth/caller';
import { issueCode, verifyCode } from '../auth/captcha';
import { enqueue } from '../jobs/queue';
import { executorOn } from '../jobs/sql';
import { notify } from '../notification/outbox';
import { walletBalance } from '../wallet/ledger';

const HOUR_MS = 3_600_000;

/** Queued with each scheduled deletion to start when it is due (the recurring `account-deletions` is the net). */
export const DELETION_DUE_JOB = 'account-deletion-due';

/** Each blocker: the rows of this customer that are still open. */
const BLOCKER_QUERIES: Record<DeletionBlockerKind, (q: Queryable, userId: number) => Promise<number>> = {
  waybill_unpaid: (q, userId) =>
    countOf(
      q,
      waybills,
      and(eq(waybills.userId, userId), inArray(waybills.status, ['pending_receipt', 'pending_pack', 'pending_payment'])),
    ),
  waybill_in_transit: (q, userId) =>
    countOf(q, waybills, and(eq(waybills.userId, userId), inArray(waybills.status, ['pending_dispatch', 'in_transit']))),
  parcel_in_warehouse: (q, userId) =>
    countOf(
      q,
      parcels,
      and(eq(parcels.userId, userId), inArray(parcels.status, ['in_warehouse', 'packing', 'packed', 'return_requested'])),
    ),
  claim_open: (q, userId) =>
    countOf(
      q,
      claims,
      and(eq(claims.userId, userId), inArray(claims.status, ['submitted', 'need_info', 'under_review', 'approved', 'partially_approved'])),
    ),
  return_open: (q, userId) =>
    countOf(q, parcelReturns, and(eq(parcelReturns.userId, userId), inArray(parcelReturns.status, [...OPEN_RETURN_STATUSES]))),
  reservation_open: (q, userId) => countOf(q, reservations, and(eq(reservations.userId, userId), eq(reservations.status, 'booked'))),
  withdrawal_pending: (q, userId) =>
    countOf(q, agentWithdrawals, and(eq(agentWithdrawals.userId, userId), inArray(agentWithdrawals.status, ['requested', 'approved']))),
};

type CountedTable = typeof waybills | typeof parcels | typeof claims | typeof parcelReturns | typeof reservations | typeof agentWithdrawals;

async function countOf(q: Queryable, table: CountedTable, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await q.select({ n: count() }).from(table).where(where);
  return row.n;
}

export async function deletionBlockers(q: Queryable, userId: number): Promise<DeletionBlocker[]> {
  const found: DeletionBlocker[] = [];
  for (const [kind, counted] of Object.entries(BLOCKER_QUERIES) as [DeletionBlockerKind, (typeof BLOCKER_QUERIES)[DeletionBlockerKind]][]) {
    const n = await counted(q, userId);
    if (n > 0) found.push({ kind, count: n });
  }
  return found;
}

/** Wallet money, grams left on usable cards, commission earned and not yet paid out (pending or available). */
export async function deletionForfeits(q: Queryable, user: UserRow, site: SiteRow, now: Date): Promise<DeletionForfeit[]> {
  const wallet = await walletBalance(q, user.id);
  const [grams] = await q
    .select({ g: sum(cards.remainingG).mapWith(Number) })
    .from(cards)
    .where(and(eq(cards.userId, user.id), eq(cards.status, 'active'), gt(cards.expiresAt, now)));
  const [pending] = await q
    .select({ amount: sum(commissions.amount).mapWith(Number) })
    .from(commissions)
    .where(and(eq(commissions.agentUserId, user.id), eq(commissions.status, 'pending')));
  const commission = (await commissionBalance(q, user.id)) + (pending.amount ?? 0);
  const forfeits: DeletionForfeit[] = [];
  if (wallet > 0) forfeits.push({ kind: 'wallet_balance', amount: wallet, currency: site.currency });
  if ((grams.g ?? 0) > 0) forfeits.push({ kind: 'card_grams', amount: grams.g ?? 0, currency: null });
  if (commission > 0) forfeits.push({ kind: 'commission', amount: commission, currency: site.currency });
  return forfeits;
}

export async function scheduledDeletion(q: Queryable, userId: number) {
  const [row] = await q
    .select()
    .from(accountDeletions)
    .where(and(eq(accountDeletions.userId, userId), eq(accountDeletions.state, 'scheduled')));
  return row;
}

export async function deletionCheck(deps: Deps, user: UserRow, site: SiteRow): Promise<DeletionCheck> {
  const scheduled = await scheduledDeletion(deps.db, user.id);
  return {
    blockers: await deletionBlockers(deps.db, user.id),
    forfeits: await deletionForfeits(deps.db, user, site, deps.now()),
    mobile: user.mobile ? maskMobile(user.mobile) : null,
    scheduled: scheduled ? { requested_at: scheduled.requestedAt.toISOString(), due_at: scheduled.dueAt.toISOString() } : null,
    grace_hours: deps.config.accountDeleteGraceHours,
  };
}

/** Sends the confirmation code to the account's own number. */
export async function sendDeletionCode(deps: Deps, caller: Caller, user: UserRow): Promise<CaptchaData> {
  if (!user.mobile) throw new ApiError(ApiStatus.INVALID_INPUT, 'deletion_no_mobile');
  await refuseIfScheduled(deps.db, user.id);
  return issueCode(deps, { siteId: user.siteId, mobile: user.mobile, scene: 'delete_account', ip: caller.ip, lang: caller.lang });
}

async function refuseIfScheduled(q: Queryable, userId: number): Promise<void> {
  if (await scheduledDeletion(q, userId)) throw new ApiError(ApiStatus.DELETION_SCHEDULED, 'deletion_scheduled');
}

/**
 * Schedules the deletion: refused while something is open (49002), without the forfeits acknowledged (field
 * error), when already scheduled (49003), or with a wrong code — all before anything is written.
 */
export async function requestDeletion(deps: Deps, user: UserRow, site: SiteRow, body: DeletionCreateRequest): Promise<DeletionCheck> {
  await refuseIfScheduled(deps.db, user.id);
  const blockers = await deletionBlockers(deps.db, user.id);
  if (blockers.length) throw new ApiError(ApiStatus.DELETION_BLOCKED, 'deletion_blocked');
  const forfeits = await deletionForfeits(deps.db, user, site, deps.now());
  if (forfeits.length && !body.acknowledge_forfeits) throw new FieldError('account.acknowledge_forfeits', 'must_acknowledge');
  if (user.mobile) {
    if (!body.captcha) throw new FieldError('account.captcha', 'required');
    await verifyCode(deps, { siteId: user.siteId, mobile: user.mobile, scene: 'delete_account', code: body.captcha });
  }
  await scheduleDeletion(deps, user, 'customer', forfeits);
  return deletionCheck(deps, user, site);
}

/** Writes the scheduled row and the inbox message in one transaction; a concurrent second one loses (49003). */
export async function scheduleDeletion(deps: Deps, user: UserRow, reason: 'customer' | 'wechat_cancelled', forfeits: DeletionForfeit[]) {
  const now = deps.now();
  const dueAt = new Date(now.getTime() + deps.config.accountDeleteGraceHours * HOUR_MS);
  const [site] = await deps.db.select().from(sites).where(eq(sites.id, user.siteId));
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(accountDeletions)
      .values({ siteId: user.siteId, userId: user.id, reason, forfeits, requestedAt: now, dueAt })
      .onConflictDoNothing()
      .returning({ id: accountDeletions.id });
    if (!row) throw new ApiError(ApiStatus.DELETION_SCHEDULED, 'deletion_scheduled');
    await notify(tx, {
      siteId: user.siteId,
      userId: user.id,
      event: 'privacy.deletion_scheduled',
      payload: { date: localDate(site, dueAt) },
      dedupeKey: String(row.id),
      link: '/pages/mine/privacy/delete',
    });
    await enqueue(executorOn(tx), DELETION_DUE_JOB, { id: row.id }, dueAt);
  });
}

/** Cancels a scheduled deletion (guarded: nothing scheduled -> 49004). */
export async function cancelDeletion(deps: Deps, user: UserRow): Promise<void> {
  const cancelled = await deps.db
    .update(accountDeletions)
    .set({ state: 'cancelled', cancelledAt: deps.now() })
    .where(and(eq(accountDeletions.userId, user.id), eq(accountDeletions.state, 'scheduled'), isNull(accountDeletions.doneAt)))
    .returning({ id: accountDeletions.id });
  if (!cancelled.length) throw new ApiError(ApiStatus.DELETION_NOT_SCHEDULED, 'deletion_not_scheduled');
}

/** Deletions whose grace period is over. */
export async function dueDeletions(q: Queryable, now: Date) {
  return q
    .select()
    .from(accountDeletions)
    .where(and(eq(accountDeletions.state, 'scheduled'), sql`${accountDeletions.dueAt} <= ${now.toISOString()}::timestamptz`));
}
