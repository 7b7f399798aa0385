/**
 * Withdrawals of commission. Every step is one transaction under the agent's lock:
 *  - request: the amount leaves the commission ledger at once (so it cannot be asked for twice); to the wallet it
 *    is paid there and then through the wallet ledger, by bank it waits for staff. Minimum, fee (bank), the
 *    site's daily cap and one open bank request at a time are checked under the lock; a retried request_id answers
 *    the first result;
 *  - requested -> approved (above the site's amount: two different staff members) -> paid with the bank reference;
 *  - requested | approved -> rejected with a reason: the amount comes back through the ledger.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AgentWithdrawRequest, WithdrawalStatus } from '@contract/agent';
import { ApiStatus } from '@contract/api';
import { formatMoney } from '@contract/money';
import type { Tx } from '../../db/client';
import { type AgentWithdrawalRow, agentWithdrawals, type SiteRow, type UserRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { t } from '../../i18n';
import { randomDigits } from '../../lib/crypto';
import { uniqueViolation } from '../../lib/db-errors';
import { ApiError, FieldError } from '../../lib/errors';
import { notify } from '../notification/outbox';
import { postWallet } from '../wallet/ledger';
import { type BankAccount, bankAccountOf } from './bank';
import { withdrawalStatusText } from './labels';
import { lockAgent, postCommission } from './ledger';
import { settingsOf } from './settings';
import { requireAgent } from './team';

const LINK = '/pages/mine/withdraw-log/index';
export const withdrawalNotFound = () => new ApiError(ApiStatus.NOT_FOUND, 'withdrawal_not_found');
const conflict = (status: WithdrawalStatus) =>
  new ApiError(ApiStatus.STATE_CONFLICT, 'agent_state', { status: withdrawalStatusText(status, 'zh-cn') });

const newNo = (now: Date) => `W${now.toISOString().slice(0, 10).replace(/-/g, '')}${randomDigits(8)}`;

export async function requestWithdrawal(deps: Deps, user: UserRow, site: SiteRow, body: AgentWithdrawRequest): Promise<AgentWithdrawalRow> {
  await requireAgent(deps.db, user);
  const settings = await settingsOf(deps.db, site.id);
  const fee = body.method === 'bank' ? settings.bankFee : 0;
  if (body.amount < settings.minWithdraw)
    throw new FieldError('agent.amount', 'below_minimum', { min: formatMoney(settings.minWithdraw, site.currency) });
  if (body.amount <= fee) throw new FieldError('agent.amount', 'not_above_fee', { fee: formatMoney(fee, site.currency) });
  const bank = body.method === 'bank' ? bankAccountOf(body) : null;
  const again = await byRequestId(deps.db, user.id, body.request_id);
  if (again) return again;
  const now = deps.now();
  try {
    return await deps.db.transaction((tx) => withdrawInTx(tx, { user, site, body, fee, bank, now, cap: settings.dailyCap }));
  } catch (err) {
    const violated = uniqueViolation(err);
    if (violated === 'agent_withdrawals_request') return (await byRequestId(deps.db, user.id, body.request_id))!;
    if (violated === 'agent_withdrawals_one_open') throw new ApiError(ApiStatus.WITHDRAWAL_OPEN, 'withdrawal_open');
    throw err;
  }
}

async function byRequestId(q: Deps['db'] | Tx, userId: number, requestId: string): Promise<AgentWithdrawalRow | undefined> {
  const [row] = await q
    .select()
    .from(agentWithdrawals)
    .where(and(eq(agentWithdrawals.userId, userId), eq(agentWithdrawals.requestId, requestId)));
  return row;
}

interface Ask {
  user: UserRow;
  site: SiteRow;
  body: AgentWithdrawRequest;
  fee: number;
  bank: BankAccount | null;
  now: Date;
  cap: number;
}

async function withdrawInTx(tx: Tx, a: Ask): Promise<AgentWithdrawalRow> {
  const { user, site, body, now } = a;
  await lockAgent(tx, user.id);
  const again = await byRequestId(tx, user.id, body.request_id);
  if (again) return again;
  // Only bank transfers stay open; a wallet withdrawal is done in this transaction, so it may pass an open one.
  const [open] =
    body.method === 'bank'
      ? await tx
          .select({ id: agentWithdrawals.id })
          .from(agentWithdrawals)
          .where(and(eq(agentWithdrawals.userId, user.id), inArray(agentWithdrawals.status, ['requested', 'approved'])))
      : [];
  if (open) throw new ApiError(ApiStatus.WITHDRAWAL_OPEN, 'withdrawal_open');
  const today = await takenToday(tx, user.id, site, now);
  if (today + body.amount > a.cap) {
    throw new ApiError(ApiStatus.WITHDRAWAL_DAILY_CAP, 'withdrawal_daily_cap', {
      cap: formatMoney(a.cap, site.currency),
      left: formatMoney(Math.max(0, a.cap - today), site.currency),
    });
  }
  const toWallet = body.method === 'wallet';
  const [row] = await tx
    .insert(agentWithdrawals)
    .values({
      siteId: site.id,
      userId: user.id,
      no: newNo(now),
      requestId: body.request_id,
      method: body.method,
      amount: body.amount,
      fee: a.fee,
      net: body.amount - a.fee,
      status: toWallet ? 'paid' : 'requested',
      ...(a.bank ?? {}),
      paidAt: toWallet ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await postCommission(
    tx,
    { siteId: site.id, userId: user.id, amount: -row.amount, kind: 'withdrawal', refType: 'withdrawal', refId: row.id, now },
    site.currency,
  );
  if (toWallet) {
    await postWallet(tx, {
      siteId: site.id,
      userId: user.id,
      amount: row.net,
      kind: 'commission',
      refType: 'agent_withdrawal',
      refId: row.id,
      now,
      noteZh: t('zh-cn', 'withdrawal_wallet_note', { no: row.no }),
      noteEn: t('en', 'withdrawal_wallet_note', { no: row.no }),
    });
  }
  return row;
}

/** What the agent has taken out since midnight in the site's zone (rejected requests gave it back). */
async function takenToday(tx: Tx, userId: number, site: SiteRow, now: Date): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${agentWithdrawals.amount}), 0)` })
    .from(agentWithdrawals)
    .where(
      and(
        eq(agentWithdrawals.userId, userId),
        ne(agentWithdrawals.status, 'rejected'),
        sql`${agentWithdrawals.createdAt} >= date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${site.timeZone}) at time zone ${site.timeZone}`,
      ),
    );
  return Number(row.sum);
}

export interface StaffAct {
  deps: Deps;
  site: SiteRow;
  staff: UserRow;
}

async function locked(tx: Tx, siteId: number, id: number): Promise<AgentWithdrawalRow> {
  const [row] = await tx
    .select()
    .from(agentWithdrawals)
    .where(and(eq(agentWithdrawals.siteId, siteId), eq(agentWithdrawals.id, id)))
    .for('update');
  if (!row) throw withdrawalNotFound();
  return row;
}

async function moveWithdrawal(
  tx: Tx,
  row: AgentWithdrawalRow,
  from: WithdrawalStatus[],
  set: Partial<AgentWithdrawalRow>,
): Promise<AgentWithdrawalRow> {
  const [moved] = await tx
    .update(agentWithdrawals)
    .set(set)
    .where(and(eq(agentWithdrawals.id, row.id), inArray(agentWithdrawals.status, from)))
    .returning();
  if (!moved) throw conflict(row.status);
  return moved;
}

/** Bank withdrawals only (wallet ones are paid when asked). 'proposed': a second staff member must approve. */
export async function approveWithdrawal(ctx: StaffAct, id: number): Promise<{ result: 'approved' | 'proposed'; limit: number }> {
  const settings = await settingsOf(ctx.deps.db, ctx.site.id);
  const now = ctx.deps.now();
  return ctx.deps.db.transaction(async (tx) => {
    const row = await locked(tx, ctx.site.id, id);
    if (row.status !== 'requested') throw conflict(row.status);
    if (row.amount > settings.dualApprovalAbove) {
      if (row.firstApprovedBy === ctx.staff.id) throw new ApiError(ApiStatus.WITHDRAWAL_SECOND_APPROVER, 'withdrawal_second_approver');
      if (row.firstApprovedBy === null) {
        await moveWithdrawal(tx, row, ['requested'], { firstApprovedBy: ctx.staff.id, updatedAt: now });
        return { result: 'proposed', limit: settings.dualApprovalAbove };
      }
    }
    await moveWithdrawal(tx, row, ['requested'], { status: 'approved', approvedBy: ctx.staff.id, approvedAt: now, updatedAt: now });
    return { result: 'approved', limit: settings.dualApprovalAbove };
  });
}

export async function markWithdrawalPaid(ctx: StaffAct, id: number, bankRef: string): Promise<AgentWithdrawalRow> {
  const now = ctx.deps.now();
  return ctx.deps.db.transaction(async (tx) => {
    const row = await locked(tx, ctx.site.id, id);
    const paid = await moveWithdrawal(tx, row, ['approved'], {
      status: 'paid',
      paidBy: ctx.staff.id,
      paidAt: now,
      bankRef,
      updatedAt: now,
    });
    await notify(tx, {
      siteId: row.siteId,
      userId: row.userId,
      event: 'agent.withdrawal_paid',
      dedupeKey: String(row.id),
      payload: { no: row.no, amount: formatMoney(row.net, ctx.site.currency) },
      link: LINK,
    });
    return paid;
  });
}

export async function rejectWithdrawal(ctx: StaffAct, id: number, reason: string): Promise<AgentWithdrawalRow> {
  const now = ctx.deps.now();
  return ctx.deps.db.transaction(async (tx) => {
    const row = await locked(tx, ctx.site.id, id);
    const rejected = await moveWithdrawal(tx, row, ['requested', 'approved'], {
      status: 'rejected',
      rejectReason: reason,
      rejectedBy: ctx.staff.id,
      rejectedAt: now,
      updatedAt: now,
    });
    await postCommission(
      tx,
      {
        siteId: row.siteId,
        userId: row.userId,
        amount: row.amount,
        kind: 'withdrawal_return',
        refType: 'withdrawal',
        refId: row.id,
        now,
      },
      ctx.site.currency,
    );
    await notify(tx, {
      siteId: row.siteId,
      userId: row.userId,
      event: 'agent.withdrawal_rejected',
      dedupeKey: String(row.id),
      payload: { no: row.no, reason },
      link: LINK,
    });
    return rejected;
  });
}
