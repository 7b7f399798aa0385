/**
 * The customer record staff answer a customer from (GET /api/staff/customer/*), the console's one search box
 * (GET /api/staff/search) and wallet adjustments with a second person above the site's amount.
 */
import type { Address } from './address';
import type { WalletSummary } from './payment';
import type { DaysAndSort } from './staff';

/** GET /api/staff/customer/lst?keyword&page&page_size (keyword: member code, mobile digits or name). */
export interface StaffCustomerRow {
  id: number;
  member_code: string;
  nickname: string;
  /** E.164; null for a WeChat account that has not bound a mobile. */
  mobile: string | null;
  status: 'active' | 'disabled' | 'deleted';
  created_at: string;
}

/** What the staff customer list sorts by (the newest sign-up first unless asked). */
export const STAFF_CUSTOMER_SORTS = ['created_at', 'member_code'] as const;

/** GET /api/staff/customer/lst: a keyword, and the days they signed up (from/to in the site's zone, both included). */
export interface StaffCustomerQuery extends DaysAndSort<(typeof STAFF_CUSTOMER_SORTS)[number]> {
  keyword?: string;
  page: number;
  page_size: number;
}

export interface StaffCustomerListData {
  list: StaffCustomerRow[];
  total: number;
  total_capped: boolean;
  page: number;
  page_size: number;
}

export const SIGN_IN_METHODS = ['password', 'sms', 'wechat'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export interface CustomerNote {
  id: number;
  text: string;
  author: string;
  created_at: string;
}

export const ADJUSTMENT_STATUSES = ['pending', 'posted', 'rejected'] as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** A staff change of a wallet's balance: posted at once up to the site's amount, above it once a second person approves. */
export interface WalletAdjustment {
  id: number;
  /** + credit, - debit, minor units. */
  amount: number;
  currency: string;
  reason: string;
  status: AdjustmentStatus;
  requested_by: string;
  decided_by: string | null;
  created_at: string;
  decided_at: string | null;
}

/** GET /api/staff/customer/detail/{id} */
export interface StaffCustomerRecord extends StaffCustomerRow {
  lang: 'zh_CN' | 'en';
  sign_in: SignInMethod[];
  wallet: WalletSummary;
  /** Up to 20, ID numbers masked. */
  addresses: Address[];
  notes: CustomerNote[];
  adjustments: WalletAdjustment[];
  /** Above this (either way) an adjustment waits for a second person. */
  dual_approval_above: number;
}

/** POST /api/staff/customer/note/{id} */
export interface CustomerNoteRequest {
  text: string;
}

/** POST /api/staff/customer/wallet/adjust/{id} */
export interface WalletAdjustRequest {
  amount: number;
  reason: string;
}

/** GET /api/staff/search?q: what one typed code names, by kind (each only where the roles may look). */
export interface StaffSearchHit {
  kind: 'waybill' | 'parcel' | 'customer';
  id: number;
  /** The waybill number, tracking number or member code. */
  code: string;
  /** A word beside it: the status, or the customer's name. */
  text: string;
}
