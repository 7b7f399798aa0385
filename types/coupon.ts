/**
 * Coupons: templates an admin sets up per site, issued to customers on registration, claimed on
 * an activity's page, or issued by staff; a customer's coupon takes money off ONE waybill payment (see
 * types/payment.ts UsableCoupon and server/src/modules/payment/split.ts for how much). Money is integer minor
 * units of the site currency; times ISO 8601 UTC; names and texts in the request language (x-lang).
 *
 * kind amount: `value` minor units off. kind percent: `value` % (1-100) off, capped by `max_off` (null = no
 * cap). min_spend: the waybill's amount due must be at least this (0 = none). Validity: a coupon starts when
 * issued and ends valid_days later, or the template's fixed window (valid_from..valid_to).
 * Status: unused, used, or expired = unused past expires_at (derived when read, never stored).
 */
import type { ChannelRef } from './card';

export const COUPON_KINDS = ['amount', 'percent'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export type CouponStatus = 'unused' | 'used' | 'expired';
export const COUPON_TABS: readonly CouponStatus[] = ['unused', 'used', 'expired'];
/** registration: every new customer gets one; activity: claimed on the activity's page; manual: staff issue. */
export const COUPON_TRIGGERS = ['registration', 'activity', 'manual'] as const;
export type CouponTrigger = (typeof COUPON_TRIGGERS)[number];

/** One of my coupons. */
export interface Coupon {
  id: number;
  template_id: number;
  name: string;
  kind: CouponKind;
  value: number;
  max_off: number | null;
  min_spend: number;
  currency: string;
  /** Empty = every line. */
  channels: ChannelRef[];
  starts_at: string;
  expires_at: string;
  status: CouponStatus;
  used_at: string | null;
  /** The waybill it paid, once used. */
  waybill_no: string | null;
  /** One line: "满 20.00 减 5.00" / "5.00 off orders of 20.00 or more", "9 折，最多减 10.00" / "10% off, up to 10.00". */
  description: string;
}

/** GET /api/user/coupon/lst?status=unused|used|expired&page&page_size (status default unused). unused: soonest
 *  expiry first; used: last used first; expired: last expired first. counts: how many in each tab. Staff read a
 *  customer's the same way: GET /api/staff/customer/coupon/lst/{customer}?status&page&page_size. */
export interface CouponListData {
  list: Coupon[];
  total: number;
  page: number;
  page_size: number;
  counts: Record<CouponStatus, number>;
}

/**
 * Why a coupon can't be claimed now (can_claim false): sign_in (signed out), not_started / ended (the
 * activity is not running today in the site's time zone), sold_out (total limit reached), claimed (my
 * per-user limit reached). `reason` is the translated sentence; `reason_code` the machine code.
 */
export type ClaimRefusal = 'sign_in' | 'not_started' | 'ended' | 'sold_out' | 'claimed';

/**
 * GET /api/coupon/claimable?activity_id= : the active activity templates of an activity (or of every activity
 * of the site when activity_id is left out), in template order. Readable signed out (no x-token, or an
 * expired one): then claimed = 0, can_claim false, reason_code sign_in.
 */
export interface ClaimableCoupon {
  template_id: number;
  activity_id: number | null;
  name: string;
  description: string;
  kind: CouponKind;
  value: number;
  max_off: number | null;
  min_spend: number;
  currency: string;
  channels: ChannelRef[];
  /** "领取后 14 天内有效" / "Valid for 14 days after claiming", or the fixed window's dates. */
  valid_text: string;
  /** Left to claim overall; null = unlimited. */
  remaining: number | null;
  /** How many I hold from this template (any status). */
  claimed: number;
  per_user_limit: number;
  can_claim: boolean;
  reason_code: ClaimRefusal | null;
  reason: string | null;
}
export interface ClaimableListData {
  list: ClaimableCoupon[];
}

/** POST /api/coupon/claim (signed in) -> Coupon. 40004 when the template is not an active activity template
 *  of my site; 42022 LIMIT_REACHED when the activity isn't running or a limit is reached (msg says which). */
export interface ClaimCouponRequest {
  template_id: number;
}

// ------------------------------------------------------------------------------------ staff and admin

/** POST /api/staff/coupon/issue (role staff) -> Coupon: any active template of my site, to the customer with
 *  this member code (40004 if none); total and per-user limits hold (42022). */
export interface StaffIssueCouponRequest {
  template_id: number;
  member_code: string;
}

/** GET /api/admin/coupon_template/lst?keyword&trigger&active&page&page_size and GET
 *  /api/admin/coupon_template/detail/{id}: every template of my site, both languages, in the site currency. */
export interface AdminCouponTemplate {
  id: number;
  name_zh: string;
  name_en: string;
  kind: CouponKind;
  value: number;
  max_off: number | null;
  min_spend: number;
  valid_days: number | null;
  valid_from: string | null;
  valid_to: string | null;
  channel_codes: string[];
  total_limit: number | null;
  per_user_limit: number;
  issued_count: number;
  trigger: CouponTrigger;
  activity_id: number | null;
  /** Usable only while no other waybill of the customer is paid (a refunded one doesn't count). */
  first_waybill_only: boolean;
  active: boolean;
  created_at: string;
  updated_at: string;
}
export interface AdminCouponTemplateListData {
  list: AdminCouponTemplate[];
  total: number;
  page: number;
  page_size: number;
}

/**
 * POST /api/admin/coupon_template/create and POST /api/admin/coupon_template/update/{id} (any subset; the
 * merged template must still hold together) -> AdminCouponTemplate. No delete: active=false stops issuing
 * (POST /api/admin/coupon_template/delete/{id} does just that); coupons already issued keep working. Field
 * errors name `price.<field>`.
 * Rules: amount value 1..100000000; percent value 1..100 (max_off optional, > 0); min_spend >= 0; exactly one
 * of valid_days (1..1095) or valid_from + valid_to (from < to); total_limit null or >= issued_count;
 * per_user_limit 1..100; trigger activity needs activity_id (an activity of my site), others none;
 * channel_codes: codes of my site's lines.
 */
export interface AdminCouponTemplateInput {
  name_zh: string;
  name_en: string;
  kind: CouponKind;
  value: number;
  max_off?: number | null;
  min_spend?: number;
  valid_days?: number | null;
  valid_from?: string | null;
  valid_to?: string | null;
  channel_codes?: string[];
  total_limit?: number | null;
  per_user_limit?: number;
  trigger: CouponTrigger;
  activity_id?: number | null;
  first_waybill_only?: boolean;
  active?: boolean;
}
