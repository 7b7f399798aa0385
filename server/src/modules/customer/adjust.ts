/**
 * Wallet adjustments by staff. Up to the site's amount (either way) one is posted as it is asked; above it, it waits
 * until another person approves (posted then) or rejects it. A posting goes through the wallet ledger in the
 * adjustment's own transaction; each step is audited on the customer.
 */
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ApiStatus } from '@contract/api';
import type { WalletAdjustment, WalletAdjustRequest } from '@contract/customer';
import type { Queryable, Tx } from '../../db/client';
import { type SiteRow, type UserRow, users, type WalletAdjustmentRow, walletAdjustments } from '../../db/schema';
import type { Deps } from '../../deps';
import { t } from '../../i18n';
import { ApiError } from '../../lib/errors';
import { scopedField } from '../../toolkit/fields';
import { recordCustomerAction } from '../audit/record';
import { postWallet, walletBalance } from '../wallet/ledger';
import { customerOf } from './service';

const adjustmentNotFound = () => new ApiError(ApiStatus.NOT_FOUND, 'adjustment_not_found');

const requester = alias(users, 'requester');
const decider = alias(users, 'decider');

export async function adjustmentsOf(q: Queryable, site: SiteRow, user: UserRow, id?: number): Promise<WalletAdjustment[]> {
  const rows = await q
    .select({ a: walletAdjustments, requestedBy: requester.nickname, decidedBy: decider.nickname })
    .from(walletAdjustments)
    .innerJoin(requester, eq(requester.id, walletAdjustments.requestedBy))
    .leftJoin(decider, eq(decider.id, walletAdjustments.decidedBy))
    .where(and(eq(walletAdjustments.siteId, site.id), eq(walletAdjustments.userId, user.id), id ? eq(walletAdjustments.id, id) : undefined))
    .orderBy(desc(walletAdjustments.createdAt), desc(walletAdjustments.id));
  return rows.map(({ a, requestedBy, decidedBy }) => ({
    id: a.id,
    amount: a.amount,
    currency: site.currency,
    reason: a.reason,
    status: a.status,
    requested_by: requestedBy,
    decided_by: decidedBy,
    created_at: a.createdAt.toISOString(),
    decided_at: a.decidedAt?.toISOString() ?? null,
  }));
}

/** Posts the adjustment to the wallet (a debit past the balance refuses with 42020 and writes nothing). */
async function post(tx: Tx, a: WalletAdjustmentRow, by: UserRow, now: Date): Promise<number> {
  const entry = await postWallet(tx, {
    siteId: a.siteId,
    userId: a.userId,
    amount: a.amount,
    kind: 'adjustment',
    refType: 'staff',
    refId: a.id,
    noteZh: t('zh-cn', 'wallet_reason_adjustment', { reason: a.reason }),
    noteEn: t('en', 'wallet_reason_adjustment', { reason: a.reason }),
    createdBy: by.id,
    now,
  });
  return entry.balanceAfter;
}

const audit = (tx: Tx, a: WalletAdjustmentRow, staff: UserRow, customer: UserRow, before: object | null, after: object, now: Date) =>
  recordCustomerAction(tx, {
    siteId: a.siteId,
    actorId: staff.id,
    customerId: customer.id,
    kind: 'wallet_adjustment',
    entityId: a.id,
    label: customer.memberCode,
    before: before as Record<string, unknown> | null,
    after: after as Record<string, unknown>,
    at: now,
  });

export async function requestAdjustment(
  deps: Deps,
  site: SiteRow,
  staff: UserRow,
  id: number,
  body: WalletAdjustRequest,
): Promise<WalletAdjustment> {
  if (body.amount === 0) throw scopedField('customer', 'amount', 'invalid_format');
  const reason = body.reason.trim();
  if (!reason) throw scopedField('customer', 'reason', 'required');
  const done = await deps.db.transaction(async (tx) => {
    const customer = await customerOf(tx, site, id);
    const now = deps.now();
    const waits = Math.abs(body.amount) > site.walletDualApprovalAbove;
    const [a] = await tx
      .insert(walletAdjustments)
      .values({
        siteId: site.id,
        userId: customer.id,
        amount: body.amount,
        reason,
        status: waits ? 'pending' : 'posted',
        requestedBy: staff.id,
        createdAt: now,
        decidedAt: waits ? null : now,
      })
      .returning();
    const balance = await walletBalance(tx, customer.id);
    const after = waits ? balance : await post(tx, a, staff, now);
    await audit(tx, a, staff, customer, { balance }, { balance: after, amount: a.amount, reason, status: a.status }, now);
    return { customer, a };
  });
  return (await adjustmentsOf(deps.db, site, done.customer, done.a.id))[0];
}

/** A second person approves (posts) or rejects a waiting adjustment; whoever asked for it may do neither. */
export async function decideAdjustment(
  deps: Deps,
  site: SiteRow,
  staff: UserRow,
  adjustmentId: number,
  approve: boolean,
): Promise<WalletAdjustment> {
  const customer = await deps.db.transaction(async (tx) => {
    const [a] = await tx
      .select()
      .from(walletAdjustments)
      .where(and(eq(walletAdjustments.siteId, site.id), eq(walletAdjustments.id, adjustmentId)))
      .for('update');
    if (!a) throw adjustmentNotFound();
    if (a.status !== 'pending') throw new ApiError(ApiStatus.STATE_CONFLICT, 'adjustment_decided');
    if (a.requestedBy === staff.id) throw new ApiError(ApiStatus.FORBIDDEN, 'adjustment_second_person');
    const owner = await customerOf(tx, site, a.userId);
    const now = deps.now();
    const [decided] = await tx
      .update(walletAdjustments)
      .set({ status: approve ? 'posted' : 'rejected', decidedBy: staff.id, decidedAt: now })
      .where(eq(walletAdjustments.id, a.id))
      .returning();
    const balance = await walletBalance(tx, owner.id);
    const after = approve ? await post(tx, decided, staff, now) : balance;
    await audit(tx, decided, staff, owner, { status: a.status, balance }, { status: decided.status, balance: after }, now);
    return owner;
  });
  return (await adjustmentsOf(deps.db, site, customer, adjustmentId))[0];
}
