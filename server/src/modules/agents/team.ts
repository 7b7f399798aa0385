/**
 * The customer side: apply (reviewed by staff unless the site auto-approves), the agent centre's figures, the team
 * (customers who registered with the agent's invite code), their orders with the commission on each, and the
 * withdrawal log. Everything is filtered on the caller: another agent's rows are simply not there.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AgentApplyRequest, AgentInfo, Page, TeamMember, TeamOrder, Withdrawal } from '@contract/agent';
import type { ApiLang } from '@contract/api';
import { ApiStatus } from '@contract/api';
import type { Queryable, Tx } from '../../db/client';
import {
  type AgentRow,
  agents,
  agentTiers,
  type AgentWithdrawalRow,
  agentWithdrawals,
  commissions,
  type SiteRow,
  type UserRow,
  users,
  waybills,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { uniqueViolation } from '../../lib/db-errors';
import { ApiError, FieldError } from '../../lib/errors';
import { maskMobile } from '../../lib/phone';
import { offsetOf } from '../../toolkit/lists';
import { notify } from '../notification/outbox';
import { accountText } from './bank';
import { agentStatusText, commissionStatusText, withdrawalStatusText } from './labels';
import { commissionBalance } from './ledger';
import { defaultTier, settingsOf } from './settings';

export interface Paging {
  page: number;
  page_size: number;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const page = <T>(list: T[], total: number, p: Paging): Page<T> => ({ list, total, page: p.page, page_size: p.page_size });

export async function agentOf(q: Queryable, user: Pick<UserRow, 'id'>): Promise<AgentRow | undefined> {
  const [row] = await q.select().from(agents).where(eq(agents.userId, user.id));
  return row;
}

export async function requireAgent(q: Queryable, user: UserRow): Promise<AgentRow> {
  const agent = await agentOf(q, user);
  if (agent?.status !== 'approved') throw new ApiError(ApiStatus.AGENT_NOT_APPROVED, 'agent_not_approved');
  return agent;
}

/** A first application, or a new one after a rejection; auto-approved when the site says so. */
export async function apply(deps: Deps, user: UserRow, site: SiteRow, body: AgentApplyRequest): Promise<AgentRow> {
  for (const field of ['name', 'contact', 'promotion'] as const) if (!body[field].trim()) throw new FieldError(`agent.${field}`, 'empty');
  const now = deps.now();
  const { autoApprove } = await settingsOf(deps.db, site.id);
  const values = {
    name: body.name.trim(),
    contact: body.contact.trim(),
    promotion: body.promotion.trim(),
    rejectReason: '',
    updatedAt: now,
    status: autoApprove ? ('approved' as const) : ('pending' as const),
    reviewedAt: autoApprove ? now : null,
    reviewedBy: null,
    tierId: autoApprove ? (await defaultTier(deps.db, site.id, now)).id : null,
  };
  try {
    return await deps.db.transaction(async (tx) => {
      const existing = await agentOf(tx, user);
      let row: AgentRow | undefined;
      if (!existing)
        [row] = await tx
          .insert(agents)
          .values({ siteId: site.id, userId: user.id, createdAt: now, ...values })
          .returning();
      else
        [row] = await tx
          .update(agents)
          .set(values)
          .where(and(eq(agents.id, existing.id), eq(agents.status, 'rejected')))
          .returning();
      if (!row) throw new ApiError(ApiStatus.AGENT_APPLIED, 'agent_already');
      if (autoApprove) await tellDecision(tx, row, 'approved');
      return row;
    });
  } catch (err) {
    if (uniqueViolation(err) === 'agents_user') throw new ApiError(ApiStatus.AGENT_APPLIED, 'agent_already');
    throw err;
  }
}

export async function tellDecision(tx: Tx, agent: AgentRow, outcome: 'approved' | 'rejected'): Promise<void> {
  const reason =
    outcome === 'approved'
      ? { zh: '已通过', en: 'was approved' }
      : { zh: `未通过:${agent.rejectReason}`, en: `was not approved: ${agent.rejectReason}` };
  await notify(tx, {
    siteId: agent.siteId,
    userId: agent.userId,
    event: 'agent.application_decided',
    dedupeKey: `${agent.id}:${outcome}:${agent.updatedAt.getTime()}`,
    payload: { reason: reason.zh, reason_en: reason.en },
    link: '/pages/mine/user-agent/index',
  });
}

const teamOf = (agentUserId: number) => and(eq(users.inviterId, agentUserId), eq(users.role, 'customer'));

export async function agentInfo(deps: Deps, user: UserRow, site: SiteRow, lang: ApiLang): Promise<AgentInfo> {
  const { db } = deps;
  const agent = await agentOf(db, user);
  const settings = await settingsOf(db, site.id);
  const tier = agent?.tierId
    ? (await db.select().from(agentTiers).where(eq(agentTiers.id, agent.tierId)))[0]
    : await defaultTier(db, site.id, deps.now());
  const [{ pending }] = await db
    .select({ pending: sql<string>`coalesce(sum(${commissions.amount}), 0)` })
    .from(commissions)
    .where(and(eq(commissions.agentUserId, user.id), eq(commissions.status, 'pending')));
  const [{ withdrawn }] = await db
    .select({ withdrawn: sql<string>`coalesce(sum(${agentWithdrawals.amount}), 0)` })
    .from(agentWithdrawals)
    .where(and(eq(agentWithdrawals.userId, user.id), eq(agentWithdrawals.status, 'paid')));
  const [{ open }] = await db
    .select({ open: count() })
    .from(agentWithdrawals)
    .where(and(eq(agentWithdrawals.userId, user.id), inArray(agentWithdrawals.status, ['requested', 'approved'])));
  const [{ team }] = await db.select({ team: count() }).from(users).where(teamOf(user.id));
  const monthStart = sql`date_trunc('month', ${deps.now().toISOString()}::timestamptz at time zone ${site.timeZone}) at time zone ${site.timeZone}`;
  const [{ orders }] = await db
    .select({ orders: count() })
    .from(commissions)
    .where(and(eq(commissions.agentUserId, user.id), sql`${commissions.createdAt} >= ${monthStart}`));
  return {
    agent: agent
      ? {
          status: agent.status,
          status_text: agentStatusText(agent.status, lang),
          name: agent.name,
          contact: agent.contact,
          promotion: agent.promotion,
          reject_reason: agent.rejectReason,
          tier: lang === 'en' ? tier.nameEn : tier.nameZh,
          created_at: agent.createdAt.toISOString(),
        }
      : null,
    invite_code: agent?.status === 'approved' ? user.inviteCode : '',
    currency: site.currency,
    pending: Number(pending),
    available: await commissionBalance(db, user.id),
    withdrawn: Number(withdrawn),
    team_size: team,
    month_orders: orders,
    open_withdrawal: open > 0,
    rules: {
      min_withdraw: settings.minWithdraw,
      bank_fee: settings.bankFee,
      daily_cap: settings.dailyCap,
      hold_days: settings.holdDays,
      rate_bp: tier.rateBp,
      second_level: settings.secondLevel,
    },
  };
}

export async function teamList(deps: Deps, user: UserRow, p: Paging): Promise<Page<TeamMember>> {
  await requireAgent(deps.db, user);
  // The outer table named: in a one-table select drizzle writes ${users.id} bare ("id"), which here would be w.id.
  const paid = sql<number>`(select count(*)::int from ${waybills} w where w.user_id = ${users}.id and w.paid_at is not null and w.status <> 'cancelled')`;
  const rows = await deps.db
    .select({ u: users, paid })
    .from(users)
    .where(teamOf(user.id))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(p.page_size)
    .offset(offsetOf(p));
  const [{ total }] = await deps.db.select({ total: count() }).from(users).where(teamOf(user.id));
  return page(
    rows.map(({ u, paid: n }) => ({
      id: u.id,
      nickname: u.nickname,
      mobile: u.mobile ? maskMobile(u.mobile) : '',
      joined_at: u.createdAt.toISOString(),
      paid_orders: Number(n),
    })),
    total,
    p,
  );
}

export async function orderList(
  deps: Deps,
  user: UserRow,
  lang: ApiLang,
  p: Paging & { status?: TeamOrder['status']; member_id?: number },
): Promise<Page<TeamOrder>> {
  await requireAgent(deps.db, user);
  if (p.member_id !== undefined) {
    const [member] = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, p.member_id), teamOf(user.id)));
    if (!member) throw new ApiError(ApiStatus.NOT_FOUND, 'team_member_not_found');
  }
  const where = and(
    eq(commissions.agentUserId, user.id),
    p.status ? eq(commissions.status, p.status) : undefined,
    p.member_id !== undefined ? eq(commissions.memberUserId, p.member_id) : undefined,
  );
  const rows = await deps.db
    .select({ c: commissions, no: waybills.no, nickname: users.nickname })
    .from(commissions)
    .innerJoin(waybills, eq(waybills.id, commissions.waybillId))
    .innerJoin(users, eq(users.id, commissions.memberUserId))
    .where(where)
    .orderBy(desc(commissions.createdAt), desc(commissions.id))
    .limit(p.page_size)
    .offset(offsetOf(p));
  const [{ total }] = await deps.db.select({ total: count() }).from(commissions).where(where);
  return page(
    rows.map(({ c, no, nickname }) => ({
      id: c.id,
      waybill_no: no,
      member: nickname,
      level: c.level,
      base: c.base,
      amount: c.amount,
      status: c.status,
      status_text: commissionStatusText(c.status, lang),
      available_at: iso(c.availableAt),
      created_at: c.createdAt.toISOString(),
    })),
    total,
    p,
  );
}

export const withdrawalView = (w: AgentWithdrawalRow, lang: ApiLang): Withdrawal => ({
  id: w.id,
  no: w.no,
  method: w.method,
  amount: w.amount,
  fee: w.fee,
  net: w.net,
  status: w.status,
  status_text: withdrawalStatusText(w.status, lang),
  account: accountText(w),
  bank_ref: w.bankRef,
  reject_reason: w.rejectReason,
  created_at: w.createdAt.toISOString(),
  approved_at: iso(w.approvedAt),
  paid_at: iso(w.paidAt),
  rejected_at: iso(w.rejectedAt),
});

export async function withdrawalList(deps: Deps, user: UserRow, lang: ApiLang, p: Paging): Promise<Page<Withdrawal>> {
  await requireAgent(deps.db, user);
  const where = eq(agentWithdrawals.userId, user.id);
  const rows = await deps.db
    .select()
    .from(agentWithdrawals)
    .where(where)
    .orderBy(desc(agentWithdrawals.createdAt), desc(agentWithdrawals.id))
    .limit(p.page_size)
    .offset(offsetOf(p));
  const [{ total }] = await deps.db.select({ total: count() }).from(agentWithdrawals).where(where);
  return page(
    rows.map((w) => withdrawalView(w, lang)),
    total,
    p,
  );
}
