/**
 * Agents (distributors): applications, tiers and settings per site, commissions per team waybill, the commission
 * ledger (append-only, a running balance per agent that a reversal may take below zero) and withdrawals.
 * A team member is a customer whose `users.inviter_id` is the agent's user (set once, at registration).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { AGENT_STATUSES, BANK_COUNTRIES, COMMISSION_STATUSES, WITHDRAWAL_METHODS, WITHDRAWAL_STATUSES } from '@contract/agent';
import { time } from './columns';
import { ledgerColumns } from './ledger';
import { siteRef, userRef } from './owners';
import { payments } from './payment';
import { sites } from './site';
import { users } from './users';
import { waybills } from './waybill';

/** One row per site; absent = the defaults of modules/agents/settings.ts. */
export const agentSettings = pgTable('agent_settings', {
  siteId: integer('site_id')
    .primaryKey()
    .references(() => sites.id),
  autoApprove: boolean('auto_approve').notNull(),
  secondLevel: boolean('second_level').notNull(),
  /** Days after delivery before a commission can be withdrawn (the claim window). */
  holdDays: integer('hold_days').notNull(),
  minWithdraw: integer('min_withdraw').notNull(),
  /** Flat fee of a bank transfer, kept from the amount asked (minor units). */
  bankFee: integer('bank_fee').notNull(),
  dailyCap: integer('daily_cap').notNull(),
  /** Approving a bank withdrawal above this takes two different staff members. */
  dualApprovalAbove: integer('dual_approval_above').notNull(),
  updatedAt: time('updated_at').notNull(),
});

/** Commission rates in basis points (500 = 5 %), with per-channel overrides of the first-level rate. */
export const agentTiers = pgTable(
  'agent_tiers',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    nameZh: text('name_zh').notNull(),
    nameEn: text('name_en').notNull(),
    rateBp: integer('rate_bp').notNull(),
    level2RateBp: integer('level2_rate_bp').notNull(),
    channelRates: jsonb('channel_rates').$type<Record<string, number>>().notNull().default({}),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: time('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('agent_tiers_one_default')
      .on(t.siteId)
      .where(sql`${t.isDefault}`),
    check('agent_tiers_rates', sql`${t.rateBp} between 0 and 5000 and ${t.level2RateBp} between 0 and 5000`),
  ],
);

export const agents = pgTable(
  'agents',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    status: text('status', { enum: AGENT_STATUSES }).notNull(),
    name: text('name').notNull(),
    contact: text('contact').notNull(),
    promotion: text('promotion').notNull(),
    tierId: integer('tier_id').references(() => agentTiers.id),
    rejectReason: text('reject_reason').notNull().default(''),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: time('reviewed_at'),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (t) => [uniqueIndex('agents_user').on(t.userId), index('agents_site_status').on(t.siteId, t.status, t.createdAt)],
);

/** A commission on one team waybill at one level: pending when paid, available after the hold, or reversed. */
export const commissions = pgTable(
  'commissions',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    agentUserId: integer('agent_user_id')
      .notNull()
      .references(() => users.id),
    memberUserId: integer('member_user_id')
      .notNull()
      .references(() => users.id),
    waybillId: integer('waybill_id')
      .notNull()
      .references(() => waybills.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    level: integer('level').notNull(),
    /** The cash the commission is on (wallet + online money, less insurance). */
    base: integer('base').notNull(),
    rateBp: integer('rate_bp').notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: COMMISSION_STATUSES }).notNull(),
    availableAt: time('available_at'),
    reversedAt: time('reversed_at'),
    reverseReason: text('reverse_reason', { enum: ['refund', 'claim'] }),
    createdAt: time('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('commissions_waybill_level').on(t.waybillId, t.level),
    index('commissions_agent').on(t.siteId, t.agentUserId, t.createdAt),
    index('commissions_pending')
      .on(t.status)
      .where(sql`${t.status} = 'pending'`),
    check('commissions_amounts', sql`${t.amount} > 0 and ${t.base} > 0 and ${t.level} in (1, 2)`),
  ],
);

/**
 * The commission ledger: every movement of an agent's withdrawable balance, with the running balance. A
 * withdrawal never takes it below zero; a reversal may (the next commissions pay it back first). Each
 * (ref, kind) happens once: a commission is credited and reversed once, a withdrawal taken and returned once.
 */
export const commissionEntries = pgTable(
  'commission_entries',
  {
    ...ledgerColumns(['commission', 'reversal', 'withdrawal', 'withdrawal_return'], ['commission', 'withdrawal']),
    createdAt: time('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('commission_entries_user_seq').on(t.userId, t.seq),
    uniqueIndex('commission_entries_once').on(t.refType, t.refId, t.kind),
    index('commission_entries_user_time').on(t.siteId, t.userId, t.createdAt),
    check('commission_entries_amount_nonzero', sql`${t.amount} <> 0`),
    check('commission_entries_withdrawal_covered', sql`${t.kind} <> 'withdrawal' or ${t.balanceAfter} >= 0`),
  ],
);

export const agentWithdrawals = pgTable(
  'agent_withdrawals',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    no: text('no').notNull().unique(),
    requestId: text('request_id').notNull(),
    method: text('method', { enum: WITHDRAWAL_METHODS }).notNull(),
    /** Taken from the commission balance; `net` = amount - fee is what the agent receives. */
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    net: integer('net').notNull(),
    status: text('status', { enum: WITHDRAWAL_STATUSES }).notNull(),
    bankCountry: text('bank_country', { enum: BANK_COUNTRIES }),
    accountName: text('account_name').notNull().default(''),
    /** NZ: bb-bbbb-aaaaaaa-sss; AU: the account number (the BSB apart). */
    accountNumber: text('account_number').notNull().default(''),
    bsb: text('bsb').notNull().default(''),
    firstApprovedBy: integer('first_approved_by').references(() => users.id),
    approvedBy: integer('approved_by').references(() => users.id),
    approvedAt: time('approved_at'),
    paidBy: integer('paid_by').references(() => users.id),
    paidAt: time('paid_at'),
    bankRef: text('bank_ref').notNull().default(''),
    rejectReason: text('reject_reason').notNull().default(''),
    rejectedBy: integer('rejected_by').references(() => users.id),
    rejectedAt: time('rejected_at'),
    createdAt: time('created_at').notNull(),
    updatedAt: time('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('agent_withdrawals_request').on(t.userId, t.requestId),
    // One open request at a time, whatever a race does.
    uniqueIndex('agent_withdrawals_one_open')
      .on(t.userId)
      .where(sql`${t.status} in ('requested', 'approved')`),
    index('agent_withdrawals_site_status').on(t.siteId, t.status, t.createdAt),
    check('agent_withdrawals_amounts', sql`${t.amount} > 0 and ${t.fee} >= 0 and ${t.net} = ${t.amount} - ${t.fee} and ${t.net} > 0`),
  ],
);

export type AgentSettingsRow = typeof agentSettings.$inferSelect;
export type AgentTierRow = typeof agentTiers.$inferSelect;
export type AgentRow = typeof agents.$inferSelect;
export type CommissionRow = typeof commissions.$inferSelect;
export type CommissionEntryRow = typeof commissionEntries.$inferSelect;
export type AgentWithdrawalRow = typeof agentWithdrawals.$inferSelect;
