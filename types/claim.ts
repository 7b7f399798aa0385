/**
 * After-sales compensation claims (calls under /api/after/sales/ for customers, /api/staff/claim/ for staff).
 * Money is integer minor units of the site currency; times ISO 8601 UTC.
 *
 * State machine, every step a guarded transition (a stale or repeated call answers 42009):
 *   submitted --(staff ask)--> need_info --(customer answers)--> under_review
 *   submitted --(staff review)--> under_review --(staff ask)--> need_info
 *   under_review --(staff decide)--> approved | partially_approved | rejected
 *   approved | partially_approved --(staff pay: wallet credit, or a coupon for a delay)--> paid --(staff close)--> closed
 *   rejected --(staff close)--> closed
 *   submitted | need_info --(customer withdraw)--> withdrawn
 *   approved | partially_approved | rejected --(customer appeal, once, within the rules' days)--> under_review
 */
import type { ActorRole } from './api';
import type { PhotoLink } from './parcel';
import type { DaysAndSort } from './staff';

export const CLAIM_TYPES = ['lost', 'damaged', 'short', 'delayed', 'not_in_account'] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];
/** Types claimed on a waybill; not_in_account is claimed on a declared parcel. */
export const WAYBILL_CLAIM_TYPES: readonly ClaimType[] = ['lost', 'damaged', 'short', 'delayed'];

export const CLAIM_STATUSES = [
  'submitted',
  'need_info',
  'under_review',
  'approved',
  'partially_approved',
  'rejected',
  'paid',
  'closed',
  'withdrawn',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
/** How a claim is paid: wallet money or a coupon. */
export const COMPENSATION_KINDS = ['wallet', 'coupon'] as const;
export type CompensationKind = (typeof COMPENSATION_KINDS)[number];

/** What a decision or a step of the timeline was. */
export const CLAIM_ACTIONS = [
  'submitted',
  'asked',
  'answered',
  'reviewing',
  'proposed',
  'approved',
  'partially_approved',
  'rejected',
  'paid',
  'closed',
  'withdrawn',
  'appealed',
  'carrier_ref',
] as const;
export type ClaimAction = (typeof CLAIM_ACTIONS)[number];

/** Why staff decided as they did (the customer sees the translated text). */
export type ClaimReasonCode =
  'full_value' | 'within_cap' | 'repair_cost' | 'partial_items' | 'insufficient_evidence' | 'not_covered' | 'out_of_time' | 'found';
export const CLAIM_REASON_CODES: readonly ClaimReasonCode[] = [
  'full_value',
  'within_cap',
  'repair_cost',
  'partial_items',
  'insufficient_evidence',
  'not_covered',
  'out_of_time',
  'found',
];

/** Photos per claim (evidence + answers) and per proof of value. */
export const CLAIM_PHOTOS_MAX = 9;
export const CLAIM_PROOF_MAX = 3;
export const CLAIM_TEXT_MAX = 1000;

/**
 * The figures of the packing claim rules (the version in force of the pack_rule article): the rules page shows
 * its text with these filled in, and the suggested amount is computed from the same object.
 */
export interface ClaimRules {
  /** Uninsured loss and damage: at most this many times the freight ... */
  freight_multiple: number;
  /** ... and at most this much per waybill (minor units of the site currency). */
  uninsured_cap: number;
  /** Damage and shortage are claimed within this many hours of delivery. */
  damage_hours: number;
  /** Lost: offered once the waybill is this many days past the line's longest transit time ... */
  lost_grace_days: number;
  /** ... and until this many days after dispatch. */
  lost_file_days: number;
  /** Delayed: offered once this many days past the line's longest transit time, paid as a coupon. */
  delay_grace_days: number;
  delay_coupon: number;
  /** A declared parcel not in the account this many days after declaring it. */
  arrival_days: number;
  /** Appeal once, within this many days of a decision. */
  appeal_days: number;
}

export interface ClaimSnapshot {
  currency: string;
  declared_value: number;
  insured: boolean;
  insured_value: number;
  /** Freight paid on the waybill (its charge without insurance and services); 0 for a parcel. */
  freight: number;
  channel_code: string;
  rules_version: string;
}

/** The most a claim of this type can be paid, with the basis in words (GET /api/after/sales/options). */
export interface SuggestedMax {
  kind: CompensationKind;
  amount: number;
  /** Freight refunded on top (lost waybills), included in amount. */
  freight_refund: number;
  basis: string;
}

export interface ClaimOption {
  type: ClaimType;
  offered: boolean;
  /** Why it is not offered, in the caller's language ('' when offered). */
  reason: string;
  max: SuggestedMax | null;
}

/** GET /api/after/sales/options?waybill_id= | parcel_id= */
export interface ClaimOptionsData {
  target: ClaimTarget;
  snapshot: ClaimSnapshot;
  options: ClaimOption[];
}

/** A waybill or declared parcel I may claim on (GET /api/after/sales/targets). */
export interface ClaimTarget {
  kind: 'waybill' | 'parcel';
  id: number;
  /** Waybill number or courier tracking number. */
  no: string;
  status: string;
  status_text: string;
  /** Marked lost or damaged by the warehouse or the carrier: the app prompts a claim of that type. */
  incident: 'lost' | 'damaged' | null;
  incident_text: string;
  created_at: string;
}

export interface ClaimTargetsData {
  list: ClaimTarget[];
}

/** POST /api/after/sales/create: photos and proof are keys from POST /api/after/sales/photo. */
export interface ClaimCreateRequest {
  type: ClaimType;
  waybill_id?: number;
  parcel_id?: number;
  description: string;
  photos: string[];
  amount: number;
  proof: string[];
}

export interface ClaimAnswerRequest {
  message: string;
  photos: string[];
}

export interface ClaimAppealRequest {
  message: string;
}

export interface ClaimPhotoData extends PhotoLink {
  width: number;
  height: number;
}

export interface ClaimEvent {
  action: ClaimAction;
  action_text: string;
  /** customer, staff or system: staff names are shown to staff only. */
  by: ActorRole;
  by_name: string;
  message: string;
  photos: PhotoLink[];
  amount: number | null;
  reason_code: ClaimReasonCode | null;
  reason_text: string;
  at: string;
}

export interface ClaimSummary {
  id: number;
  no: string;
  type: ClaimType;
  type_text: string;
  status: ClaimStatus;
  status_text: string;
  target_no: string;
  currency: string;
  amount: number;
  approved_amount: number | null;
  compensation: CompensationKind;
  created_at: string;
  updated_at: string;
}

export interface ClaimDetail extends ClaimSummary {
  waybill_id: number | null;
  parcel_id: number | null;
  description: string;
  photos: PhotoLink[];
  proof: PhotoLink[];
  snapshot: ClaimSnapshot;
  max: SuggestedMax;
  reason_code: ClaimReasonCode | null;
  reason_text: string;
  appealed: boolean;
  /** What I may do now. */
  actions: ('withdraw' | 'answer' | 'appeal')[];
  events: ClaimEvent[];
}

export interface ClaimListData {
  list: ClaimSummary[];
  total: number;
  page: number;
  page_size: number;
}

/** What the staff queue sorts by besides its own order (the oldest waiting first). */
export const STAFF_CLAIM_SORTS = ['created_at', 'amount'] as const;

/** GET /api/staff/claim/lst: open claims (or one state), filed on days from/to (the site's zone, both included). */
export interface StaffClaimQuery extends DaysAndSort<(typeof STAFF_CLAIM_SORTS)[number]> {
  status?: ClaimStatus;
  page: number;
  page_size: number;
}

/** Staff: the queue (GET /api/staff/claim/lst?status=) with the age of each case. */
export interface StaffClaimSummary extends ClaimSummary {
  member_code: string;
  /** The customer's account was deleted (erased: no name or mobile left): staff screens say so. */
  customer_deleted: boolean;
  age_hours: number;
  awaiting_second_approval: boolean;
}

export interface StaffClaimListData {
  list: StaffClaimSummary[];
  total: number;
  page: number;
  page_size: number;
  counts: Partial<Record<ClaimStatus, number>>;
}

/** The warehouse's own evidence of the waybill beside the claim. */
export interface WarehouseEvidence {
  weight_g: number | null;
  length_mm: number | null;
  width_mm: number | null;
  height_mm: number | null;
  packing_photos: PhotoLink[];
  parcels: { id: number; tracking_no: string; weight_g: number | null; photos: PhotoLink[] }[];
  goods: { name: string; category: string; quantity: number; unit_value: number }[];
  track: { at: string; place: string; text: string; source: string }[];
}

export interface StaffClaimDetail extends Omit<ClaimDetail, 'actions'> {
  member_code: string;
  /** The customer's account was deleted (erased: no name or mobile left): staff screens say so. */
  customer_deleted: boolean;
  /** min(amount asked, max): what staff are offered to approve. */
  suggested: number;
  carrier_ref: string;
  proposed: { amount: number; reason_code: ClaimReasonCode; by_name: string } | null;
  /** Approving more than this needs a second staff member. */
  dual_approval_above: number;
  evidence: WarehouseEvidence;
  actions: ('review' | 'ask' | 'decide' | 'pay' | 'close' | 'carrier_ref')[];
}

export interface StaffClaimAskRequest {
  message: string;
}

export interface StaffClaimDecideRequest {
  outcome: 'approve' | 'reject';
  /** approve: the amount (below the claim's maximum: partially_approved; a delay claim's is the coupon). */
  amount?: number;
  reason_code: ClaimReasonCode;
  message: string;
}

export interface StaffCarrierRefRequest {
  carrier_ref: string;
}
