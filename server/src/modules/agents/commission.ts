/**
 * Commission lifecycle, all inside the transactions of the events that drive it:
 *  - a team member's waybill is paid -> a pending commission for the agent who invited them (and, when the site
 *    turns the second level on, for that agent's own inviting agent), on the cash actually paid: wallet and
 *    online money less insurance (kilogram-card grams and coupons are not cash);
 *  - delivered and past the site's hold (the claim window) -> available, credited to the commission ledger by
 *    the recurring job `agent-commissions`;
 *  - the waybill refunded or a claim paid on it -> reversed; an available one is debited back through the ledger.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatMoney } from '@contract/money';
import type { Tx } from '../../db/client';
import {
  type AgentRow,
  agents,
  agentTiers,
  channels,
  type CommissionRow,
  commissions,
  payments,
  sites,
  users,
  type WaybillRow,
  waybills,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { notify } from '../notification/outbox';
import { postCommission } from './ledger';
import { DEFAULT_SETTINGS, defaultTier, settingsOf } from './settings';

const BP = 10_000;

async function approvedAgent(tx: Tx, siteId: number, userId: number | null): Promise<AgentRow | undefined> {
  if (userId === null) return undefined;
  const [agent] = await tx
    .select()
    .from(agents)
    .where(and(eq(agents.siteId, siteId), eq(agents.userId, userId), eq(agents.status, 'approved')));
  return agent;
}

async function inviterOf(tx: Tx, userId: number): Promise<number | null> {
  const [row] = await tx.select({ inviterId: users.inviterId }).from(users).where(eq(users.id, userId));
  return row?.inviterId ?? null;
}

async function rateOf(tx: Tx, agent: AgentRow, waybill: WaybillRow, level: 1 | 2, now: Date): Promise<number> {
  const [tier] = agent.tierId
    ? await tx.select().from(agentTiers).where(eq(agentTiers.id, agent.tierId))
    : [await defaultTier(tx, agent.siteId, now)];
  if (level === 2) return tier.level2RateBp;
  const [channel] = await tx.select({ code: channels.code }).from(channels).where(eq(channels.id, waybill.channelId));
  return tier.channelRates[channel?.code ?? ''] ?? tier.rateBp;
}

/** The cash a waybill's payment brought, less what insurance took of it. */
export function commissionBase(payment: { walletAmount: number; onlineAmount: number }, waybill: Pick<WaybillRow, 'charge'>): number {
  const insurance = waybill.charge?.breakdown.insurance ?? 0;
  return Math.max(0, payment.walletAmount + payment.onlineAmount - insurance);
}

/** Listener of the payment module: the waybill has just moved to paid in `tx`. */
export async function commissionOnPaid(tx: Tx, waybill: WaybillRow, now: Date): Promise<void> {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.waybillId, waybill.id), eq(payments.status, 'paid')));
  if (!payment) return;
  const base = commissionBase(payment, waybill);
  if (base <= 0) return;
  const first = await approvedAgent(tx, waybill.siteId, await inviterOf(tx, waybill.userId));
  if (!first || first.userId === waybill.userId) return;
  await addCommission(tx, first, waybill, payment.id, base, 1, now);
  if (!(await settingsOf(tx, waybill.siteId)).secondLevel) return;
  const second = await approvedAgent(tx, waybill.siteId, await inviterOf(tx, first.userId));
  // Inviters are always older accounts, so the chain cannot loop; the guard keeps it so whatever the data says.
  if (second && second.userId !== waybill.userId && second.userId !== first.userId)
    await addCommission(tx, second, waybill, payment.id, base, 2, now);
}

async function addCommission(tx: Tx, agent: AgentRow, waybill: WaybillRow, paymentId: number, base: number, level: 1 | 2, now: Date) {
  const rateBp = await rateOf(tx, agent, waybill, level, now);
  const amount = Math.floor((base * rateBp) / BP);
  if (amount <= 0) return;
  await tx
    .insert(commissions)
    .values({
      siteId: waybill.siteId,
      agentUserId: agent.userId,
      memberUserId: waybill.userId,
      waybillId: waybill.id,
      paymentId,
      level,
      base,
      rateBp,
      amount,
      status: 'pending',
      createdAt: now,
    })
    .onConflictDoNothing();
}

/** The waybill's live commissions reversed; an available one debited back (the balance may go below zero). */
export async function reverseCommissions(tx: Tx, waybillId: number, reason: 'refund' | 'claim', now: Date): Promise<CommissionRow[]> {
  const live = await tx
    .select()
    .from(commissions)
    .where(and(eq(commissions.waybillId, waybillId), inArray(commissions.status, ['pending', 'available'])));
  const reversed: CommissionRow[] = [];
  for (const c of live) {
    const [row] = await tx
      .update(commissions)
      .set({ status: 'reversed', reversedAt: now, reverseReason: reason })
      .where(and(eq(commissions.id, c.id), eq(commissions.status, c.status)))
      .returning();
    if (!row) continue;
    if (c.status === 'available') {
      const [site] = await tx.select({ currency: sites.currency }).from(sites).where(eq(sites.id, c.siteId));
      await postCommission(
        tx,
        { siteId: c.siteId, userId: c.agentUserId, amount: -c.amount, kind: 'reversal', refType: 'commission', refId: c.id, now },
        site.currency,
      );
    }
    reversed.push(row);
  }
  return reversed;
}

/** Pending commissions whose waybill was delivered at least the site's hold days ago: made available, once each. */
export async function releaseDue(deps: Deps, limit = 200): Promise<number> {
  const now = deps.now();
  const hold = sql`coalesce((select s.hold_days from agent_settings s where s.site_id = ${commissions.siteId}), ${DEFAULT_SETTINGS.holdDays})`;
  const due = await deps.db
    .select({ id: commissions.id })
    .from(commissions)
    .innerJoin(waybills, eq(waybills.id, commissions.waybillId))
    .where(
      and(
        eq(commissions.status, 'pending'),
        eq(waybills.status, 'delivered'),
        sql`${waybills.deliveredAt} + make_interval(days => ${hold}) <= ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(limit);
  for (const { id } of due) await deps.db.transaction((tx) => release(tx, id, now));
  return due.length;
}

async function release(tx: Tx, id: number, now: Date): Promise<void> {
  const [c] = await tx
    .update(commissions)
    .set({ status: 'available', availableAt: now })
    .where(and(eq(commissions.id, id), eq(commissions.status, 'pending')))
    .returning();
  if (!c) return;
  const [site] = await tx.select({ currency: sites.currency }).from(sites).where(eq(sites.id, c.siteId));
  await postCommission(
    tx,
    { siteId: c.siteId, userId: c.agentUserId, amount: c.amount, kind: 'commission', refType: 'commission', refId: c.id, now },
    site.currency,
  );
  const [waybill] = await tx.select({ no: waybills.no }).from(waybills).where(eq(waybills.id, c.waybillId));
  await notify(tx, {
    siteId: c.siteId,
    userId: c.agentUserId,
    event: 'agent.commission_available',
    dedupeKey: String(c.id),
    payload: { no: waybill.no, amount: formatMoney(c.amount, site.currency) },
    link: '/pages/mine/user-agent/index',
  });
}
