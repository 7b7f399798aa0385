/**
 * The customer's rights over their data (server/src/modules/account, docs/privacy.md): a copy of everything
 * (POST /api/privacy/export/create, GET /api/privacy/export/lst) and deleting the account
 * (GET /api/privacy/delete/check, POST /api/privacy/delete/code | create | cancel).
 */

export const EXPORT_STATES = ['queued', 'ready', 'failed', 'expired'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

/** One export per this many hours; its link works as long. */
export const EXPORT_EVERY_HOURS = 24;

export interface DataExport {
  id: number;
  state: ExportState;
  created_at: string;
  ready_at: string | null;
  /** When the file and its link go away. */
  expires_at: string | null;
  /** ZIP size in bytes once ready. */
  size: number | null;
  /** Signed download link (ready only), valid until `expires_at`. */
  url: string | null;
}

export interface ExportList {
  list: DataExport[];
  /** When the next export may be asked for; null = now. */
  next_at: string | null;
}

/** What stands in the way of deleting an account; each must be finished first. */
export const DELETION_BLOCKERS = [
  'waybill_unpaid',
  'waybill_in_transit',
  'parcel_in_warehouse',
  'claim_open',
  'return_open',
  'reservation_open',
  'withdrawal_pending',
] as const;
export type DeletionBlockerKind = (typeof DELETION_BLOCKERS)[number];

/** What deleting gives up, acknowledged by the customer: money in minor units of `currency`, card grams. */
export const DELETION_FORFEITS = ['wallet_balance', 'card_grams', 'commission'] as const;
export type DeletionForfeitKind = (typeof DELETION_FORFEITS)[number];

export interface DeletionBlocker {
  kind: DeletionBlockerKind;
  count: number;
}

export interface DeletionForfeit {
  kind: DeletionForfeitKind;
  /** Minor units of `currency` for money, grams for card grams. */
  amount: number;
  currency: string | null;
}

export interface ScheduledDeletion {
  requested_at: string;
  /** When the account is erased; signing in before then can cancel it. */
  due_at: string;
}

export interface DeletionCheck {
  blockers: DeletionBlocker[];
  forfeits: DeletionForfeit[];
  /** The masked number the code goes to; null for an account without one (no code needed then). */
  mobile: string | null;
  scheduled: ScheduledDeletion | null;
  grace_hours: number;
}

/** POST /api/privacy/delete/create. `captcha`: the code from POST /api/privacy/delete/code (accounts with a mobile). */
export interface DeletionCreateRequest {
  captcha?: string;
  /** Must be true when the check lists forfeits. */
  acknowledge_forfeits: boolean;
}
