/**
 * Agents (distributors): /api/agent/* for the customer who applies and then runs a team, /api/staff/agent/* for
 * the review, the withdrawal queue and the settings. Amounts in minor units of the site's currency.
 */
import type { DaysAndSort } from './staff';

export const AGENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];
export const COMMISSION_STATUSES = ['pending', 'available', 'reversed'] as const;
export type CommissionStatus = (typeof COMMISSION_STATUSES)[number];
export const WITHDRAWAL_STATUSES = ['requested', 'approved', 'paid', 'rejected'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];
/** GET /api/staff/agent/withdraw/lst sorts by one of these (sort=, order=), oldest first otherwise (the queue). */
export const WITHDRAWAL_SORTS = ['created_at', 'no', 'amount'] as const;
/** The staff withdrawal list's filters beside the page: one state (else the open ones), request days, the sort. */
export interface StaffWithdrawalQuery extends DaysAndSort<(typeof WITHDRAWAL_SORTS)[number]> {
  status?: WithdrawalStatus;
}
export const WITHDRAWAL_METHODS = ['wallet', 'bank'] as const;
export type WithdrawalMethod = (typeof WITHDRAWAL_METHODS)[number];
export const BANK_COUNTRIES = ['NZ', 'AU'] as const;
export type BankCountry = (typeof BANK_COUNTRIES)[number];

/** NZ account: bank (2) - branch (4) - account (7) - suffix (2 or 3). */
export const NZ_ACCOUNT_PATTERN = '^\\d{2}-\\d{4}-\\d{7}-\\d{2,3}$';
export const AU_BSB_PATTERN = '^\\d{3}-?\\d{3}$';
export const AU_ACCOUNT_PATTERN = '^\\d{6,9}$';
export const AGENT_TEXT_MAX = 200;

export interface AgentApplyRequest {
  name: string;
  contact: string;
  promotion: string;
}

export interface AgentWithdrawRequest {
  method: WithdrawalMethod;
  amount: number;
  request_id: string;
  bank_country?: BankCountry;
  account_name?: string;
  account_number?: string;
  bsb?: string;
}

export interface AgentRules {
  min_withdraw: number;
  bank_fee: number;
  daily_cap: number;
  hold_days: number;
  rate_bp: number;
  second_level: boolean;
}

/** GET /api/agent/info: `agent` null until the customer applies. */
export interface AgentInfo {
  agent: null | {
    status: AgentStatus;
    status_text: string;
    name: string;
    contact: string;
    promotion: string;
    reject_reason: string;
    tier: string;
    created_at: string;
  };
  invite_code: string;
  currency: string;
  pending: number;
  /** The withdrawable balance (the ledger's running balance; below zero after a reversal of withdrawn money). */
  available: number;
  withdrawn: number;
  team_size: number;
  month_orders: number;
  open_withdrawal: boolean;
  rules: AgentRules;
}

export interface AgentInvite {
  invite_code: string;
  /** The H5 register page with the code. */
  link: string;
  /** PNG as a data URL: a mini-program code (weapp) or a QR of the link (h5). */
  image: string;
  kind: 'wxacode' | 'qr';
}

export interface TeamMember {
  id: number;
  nickname: string;
  mobile: string;
  joined_at: string;
  paid_orders: number;
}

export interface TeamOrder {
  id: number;
  waybill_no: string;
  member: string;
  level: number;
  base: number;
  amount: number;
  status: CommissionStatus;
  status_text: string;
  available_at: string | null;
  created_at: string;
}

export interface Withdrawal {
  id: number;
  no: string;
  method: WithdrawalMethod;
  amount: number;
  fee: number;
  net: number;
  status: WithdrawalStatus;
  status_text: string;
  account: string;
  bank_ref: string;
  reject_reason: string;
  created_at: string;
  approved_at: string | null;
  paid_at: string | null;
  rejected_at: string | null;
}

export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  page_size: number;
}

/** What the staff agents list sorts by besides its own order (the review queue oldest first, else latest change). */
export const STAFF_AGENT_SORTS = ['created_at', 'member_code'] as const;

/** GET /api/staff/agent/lst: by state and the days they applied (from/to in the site's zone, both included). */
export interface StaffAgentQuery extends DaysAndSort<(typeof STAFF_AGENT_SORTS)[number]> {
  status?: AgentStatus;
  page: number;
  page_size: number;
}

export interface StaffAgentRow {
  id: number;
  user_id: number;
  member_code: string;
  mobile: string;
  name: string;
  contact: string;
  promotion: string;
  status: AgentStatus;
  tier_id: number | null;
  tier: string;
  team_size: number;
  pending: number;
  available: number;
  withdrawn: number;
  created_at: string;
}

export interface StaffWithdrawalRow extends Withdrawal {
  user_id: number;
  agent_name: string;
  account_name: string;
  first_approved_by: number | null;
}

export interface AgentTier {
  id: number;
  name_zh: string;
  name_en: string;
  rate_bp: number;
  level2_rate_bp: number;
  channel_rates: Record<string, number>;
  is_default: boolean;
}

export interface AgentSettings {
  auto_approve: boolean;
  second_level: boolean;
  hold_days: number;
  min_withdraw: number;
  bank_fee: number;
  daily_cap: number;
  dual_approval_above: number;
}
