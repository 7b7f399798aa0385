/**
 * The staff side: applications (approve with a tier, or reject with a reason), agents with their tier and
 * totals, the withdrawal queue, and the approved bank withdrawals as CSV for the bank's payment run.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Page, StaffAgentQuery, StaffAgentRow, StaffWithdrawalQuery, StaffWithdrawalRow, WithdrawalStatus } from '@contract/agent';
import type { ApiLang } from '@contract/api';
import { ApiStatus } from '@contract/api';
import { type AgentRow, agents, agentTiers, agentWithdrawals, commissionEntries, commissions, users } from '../../db/schema';
import { ApiError, FieldError } from '../../lib/errors';
import { offsetOf, sortedBy, withinDays } from '../../toolkit/lists';
import { dayRange } from '../../toolkit/time';
import { agentStatusText } from './labels';
import { defaultTier } from './settings';
import { type Paging, tellDecision, withdrawalView } from './team';
import type { StaffAct } from './withdraw';

const agentNotFound = () => new ApiError(ApiStatus.NOT_FOUND, 'agent_not_found');
const sum = (expr: ReturnType<typeof sql>) => sql<string>`coalesce((${expr}), 0)`;

const AGENT_SORTS = { created_at: agents.createdAt, member_code: users.memberCode };

export async function staffAgents(ctx: StaffAct, lang: ApiLang, q: StaffAgentQuery & { id?: number }): Promise<Page<StaffAgentRow>> {
  const { db } = ctx.deps;
  const where = and(
    eq(agents.siteId, ctx.site.id),
    q.status ? eq(agents.status, q.status) : undefined,
    q.id ? eq(agents.id, q.id) : undefined,
    withinDays(agents.createdAt, dayRange(ctx.site, 'agent', q)),
  );
  const pending = sum(sql`select sum(c.amount) from ${commissions} c where c.agent_user_id = ${agents.userId} and c.status = 'pending'`);
  const available = sum(
    sql`select e.balance_after from ${commissionEntries} e where e.user_id = ${agents.userId} order by e.seq desc limit 1`,
  );
  const withdrawn = sum(sql`select sum(w.amount) from ${agentWithdrawals} w where w.user_id = ${agents.userId} and w.status = 'paid'`);
  const team = sql<number>`(select count(*)::int from ${users} m where m.inviter_id = ${agents.userId} and m.role = 'customer')`;
  const rows = await db
    .select({ a: agents, u: users, tier: agentTiers, pending, available, withdrawn, team })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .leftJoin(agentTiers, eq(agentTiers.id, agents.tierId))
    .where(where)
    .orderBy(
      ...(q.sort
        ? sortedBy(AGENT_SORTS, agents.id, q, 'created_at')
        : [q.status === 'pending' ? asc(agents.updatedAt) : desc(agents.updatedAt), desc(agents.id)]),
    )
    .limit(q.page_size)
    .offset(offsetOf(q));
  const [{ total }] = await db.select({ total: count() }).from(agents).where(where);
  return {
    list: rows.map((r) => ({
      id: r.a.id,
      user_id: r.a.userId,
      member_code: r.u.memberCode,
      mobile: r.u.mobile ?? '',
      name: r.a.name,
      contact: r.a.contact,
      promotion: r.a.promotion,
      status: r.a.status,
      tier_id: r.a.tierId,
      tier: r.tier ? (lang === 'en' ? r.tier.nameEn : r.tier.nameZh) : '',
      team_size: Number(r.team),
      pending: Number(r.pending),
      available: Number(r.available),
      withdrawn: Number(r.withdrawn),
      created_at: r.a.createdAt.toISOString(),
    })),
    total,
    page: q.page,
    page_size: q.page_size,
  };
}

async function tierOfSite(ctx: StaffAct, tierId: number | undefined, now: Date): Promise<number> {
  if (tierId === undefined) return (await defaultTier(ctx.deps.db, ctx.site.id, now)).id;
  const [tier] = await ctx.deps.db
    .select({ id: agentTiers.id })
    .from(agentTiers)
    .where(and(eq(agentTiers.siteId, ctx.site.id), eq(agentTiers.id, tierId)));
  if (!tier) throw new FieldError('agent.tier_id', 'invalid_choice', { allowed: 'a tier of this site' });
  return tier.id;
}

/** pending -> approved (with a tier) | rejected (with a reason); the customer is told either way. */
export async function decideApplication(
  ctx: StaffAct,
  id: number,
  body: { outcome: 'approve' | 'reject'; reason?: string; tier_id?: number },
): Promise<AgentRow> {
  const now = ctx.deps.now();
  if (body.outcome === 'reject' && !body.reason?.trim()) throw new FieldError('agent.reason', 'required');
  const tierId = body.outcome === 'approve' ? await tierOfSite(ctx, body.tier_id, now) : null;
  return ctx.deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(agents)
      .where(and(eq(agents.siteId, ctx.site.id), eq(agents.id, id)));
    if (!found) throw agentNotFound();
    const set =
      body.outcome === 'approve'
        ? { status: 'approved' as const, tierId, rejectReason: '' }
        : { status: 'rejected' as const, rejectReason: body.reason!.trim() };
    const [row] = await tx
      .update(agents)
      .set({ ...set, reviewedBy: ctx.staff.id, reviewedAt: now, updatedAt: now })
      .where(and(eq(agents.id, id), eq(agents.status, 'pending')))
      .returning();
    if (!row) throw new ApiError(ApiStatus.STATE_CONFLICT, 'agent_state', { status: agentStatusText(found.status, 'zh-cn') });
    await tellDecision(tx, row, row.status === 'approved' ? 'approved' : 'rejected');
    return row;
  });
}

export async function setAgentTier(ctx: StaffAct, id: number, tierId: number): Promise<AgentRow> {
  const tier = await tierOfSite(ctx, tierId, ctx.deps.now());
  const [row] = await ctx.deps.db
    .update(agents)
    .set({ tierId: tier, updatedAt: ctx.deps.now() })
    .where(and(eq(agents.siteId, ctx.site.id), eq(agents.id, id), eq(agents.status, 'approved')))
    .returning();
  if (!row) throw agentNotFound();
  return row;
}

const OPEN: WithdrawalStatus[] = ['requested', 'approved'];
/** The staff list's sort columns (the id breaks ties). */
const WITHDRAWAL_SORTS = { created_at: agentWithdrawals.createdAt, no: agentWithdrawals.no, amount: agentWithdrawals.amount } as const;

export async function staffWithdrawals(
  ctx: StaffAct,
  lang: ApiLang,
  q: Paging & StaffWithdrawalQuery & { id?: number },
): Promise<Page<StaffWithdrawalRow>> {
  const { db } = ctx.deps;
  const state = q.status ? eq(agentWithdrawals.status, q.status) : inArray(agentWithdrawals.status, OPEN);
  const days = withinDays(agentWithdrawals.createdAt, dayRange(ctx.site, 'agent', q));
  const where = and(eq(agentWithdrawals.siteId, ctx.site.id), q.id ? eq(agentWithdrawals.id, q.id) : and(state, days));
  const rows = await db
    .select({ w: agentWithdrawals, name: agents.name })
    .from(agentWithdrawals)
    .leftJoin(agents, eq(agents.userId, agentWithdrawals.userId))
    .where(where)
    // Oldest first unless asked: the queue is worked from the request waiting longest.
    .orderBy(...sortedBy(WITHDRAWAL_SORTS, agentWithdrawals.id, q, 'created_at', 'asc'))
    .limit(q.page_size)
    .offset(offsetOf(q));
  const [{ total }] = await db.select({ total: count() }).from(agentWithdrawals).where(where);
  return {
    list: rows.map(({ w, name }) => ({
      ...withdrawalView(w, lang),
      user_id: w.userId,
      agent_name: name ?? '',
      account_name: w.accountName,
      first_approved_by: w.firstApprovedBy,
    })),
    total,
    page: q.page,
    page_size: q.page_size,
  };
}

const csvCell = (value: string | number) => {
  const text = String(value);
  // A leading = + - @ would be a formula in a spreadsheet: quoted with a leading apostrophe.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Approved bank withdrawals, oldest first, one line each: what the bank's payment run needs. */
export async function approvedBankCsv(ctx: StaffAct): Promise<string> {
  const rows = await ctx.deps.db
    .select()
    .from(agentWithdrawals)
    .where(and(eq(agentWithdrawals.siteId, ctx.site.id), eq(agentWithdrawals.status, 'approved'), eq(agentWithdrawals.method, 'bank')))
    .orderBy(asc(agentWithdrawals.approvedAt), asc(agentWithdrawals.id));
  const header = ['reference', 'country', 'account_name', 'bsb', 'account_number', 'amount', 'currency'];
  const lines = rows.map((w) =>
    [w.no, w.bankCountry ?? '', w.accountName, w.bsb, w.accountNumber, (w.net / 100).toFixed(2), ctx.site.currency].map(csvCell).join(','),
  );
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
