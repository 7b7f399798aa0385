/**
 * Returns of parcels still in the warehouse to the shop they came from (customer calls under /api/return/,
 * staff under /api/staff/return/). Money is integer minor units of the site currency; times ISO 8601 UTC.
 *
 * State machine, every step a guarded transition (a stale or repeated call answers 42009):
 *   requested --(staff quote: postage)--> quoted --(customer pays)--> awaiting_payment -> processing
 *   (prepaid label or collection at a depot: no quote) created awaiting_payment with the handling fee only
 *   awaiting_payment --(paid: wallet at once, online when the provider confirms)--> processing
 *   processing --(staff process: photos, weight; staff ship: carrier + tracking no)--> shipped --(staff complete)--> completed
 *   processing --(collection at a depot: staff complete when the desk hands it over)--> completed
 *   requested | quoted | awaiting_payment | processing --(customer cancel)--> cancelled   (the fee refunded where it came from)
 *   requested | quoted | awaiting_payment | processing --(staff reject, with a reason)--> rejected (the same)
 * While a return is open its parcels are `return_requested` (they cannot be packed, sent or put on another
 * return); cancelled or rejected puts them back `in_warehouse`, completed makes them `returned`.
 */
import type { PhotoLink } from './parcel';
import type { OnlineMethod, PayPlatform, PayStart } from './payment';
import type { DaysAndSort } from './staff';

export const RETURN_STATUSES = [
  'requested',
  'quoted',
  'awaiting_payment',
  'processing',
  'shipped',
  'completed',
  'cancelled',
  'rejected',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
/** Still moving: its parcels are held for it. */
export const OPEN_RETURN_STATUSES: readonly ReturnStatus[] = ['requested', 'quoted', 'awaiting_payment', 'processing', 'shipped'];

/** label: the shop's prepaid label (uploaded); postage: the warehouse buys it (staff quote); pickup: collected at a depot. */
export const RETURN_METHODS = ['label', 'postage', 'pickup'] as const;
export type ReturnMethod = (typeof RETURN_METHODS)[number];
/** What the shop's prepaid label was uploaded as. */
export const LABEL_KINDS = ['pdf', 'image'] as const;

export type ReturnAction = 'requested' | 'quoted' | 'accepted' | 'paid' | 'processed' | 'shipped' | 'completed' | 'cancelled' | 'rejected';

/** The shop's return address (NZ or AU), as the place autocomplete fills it. */
export interface ReturnAddress {
  /** The shop (or its returns department). */
  name: string;
  phone: string;
  street: string;
  suburb: string;
  city: string;
  region: string;
  postcode: string;
  country: 'NZ' | 'AU';
}

export const RETURN_PARCELS_MAX = 20;
export const RETURN_PHOTOS_MAX = 9;
export const RETURN_TEXT_MAX = 500;

/** POST /api/return/create. `label_file` (from /api/return/label) is required for method label. */
export interface ReturnCreateRequest {
  parcel_ids: number[];
  method: ReturnMethod;
  /** The shop's return address: required for label and postage, optional for pickup (the customer takes it back). */
  address?: ReturnAddress;
  /** The shop's return authorisation (RMA) number: required for label and postage, optional for pickup. */
  ra_number?: string;
  /** The shop's last day to receive it, YYYY-MM-DD (today or later). */
  deadline: string;
  label_file?: string;
  note?: string;
  request_id?: string;
}

/** POST /api/return/pay/{id}: wallet (all of it) or one online method. */
export interface ReturnPayRequest {
  use_wallet: boolean;
  method?: OnlineMethod;
  platform: PayPlatform;
  idempotency_key: string;
  return_url?: string;
}
export type ReturnPayStart = PayStart;

export interface ReturnParcel {
  id: number;
  tracking_no: string;
  courier: string;
  weight_g: number | null;
  status: string;
}

export interface ReturnEvent {
  action: ReturnAction;
  action_text: string;
  /** 'customer' | 'staff' | 'system' */
  by: string;
  note: string;
  at: string;
}

export interface ReturnSummary {
  id: number;
  no: string;
  status: ReturnStatus;
  status_text: string;
  method: ReturnMethod;
  method_text: string;
  parcel_count: number;
  currency: string;
  /** Handling fee + postage (0 until known). */
  amount: number;
  deadline: string;
  carrier: string;
  tracking_no: string;
  created_at: string;
}

export interface ReturnDetail extends ReturnSummary {
  address: ReturnAddress;
  ra_number: string;
  note: string;
  handling_fee: number;
  /** null until staff quote it (method postage); 0 otherwise. */
  postage: number | null;
  label: PhotoLink | null;
  /** 'pdf' | 'image' | '' */
  label_kind: string;
  parcels: ReturnParcel[];
  weight_g: number | null;
  photos: PhotoLink[];
  reject_reason: string;
  /** The paid payment, if any. */
  payment_no: string;
  refunded: boolean;
  /** What the viewer may do now: pay, cancel, book (customer); quote, reject, process, ship, complete (staff). */
  actions: string[];
  events: ReturnEvent[];
  /** A pickup return's latest self-pickup booking (null when none was made). */
  booking: ReturnBooking | null;
}

/** The self-pickup booking a pickup return's parcels are collected on. */
export interface ReturnBooking {
  id: number;
  no: string;
  status: 'booked' | 'completed' | 'cancelled' | 'no_show';
  depot_name: string;
  /** Local date and times at the depot. */
  date: string;
  start: string;
  end: string;
}

export interface ReturnListData {
  list: ReturnSummary[];
  total: number;
  page: number;
  page_size: number;
  /** Per state, of all my returns. */
  counts: Record<string, number>;
}

/** GET /api/return/parcels: my parcels that can go back (in the warehouse, not on a pack, waybill or return). */
export interface ReturnableData {
  list: ReturnParcel[];
  handling_fee: number;
  currency: string;
}

export interface StaffReturnRow extends ReturnSummary {
  member_code: string;
  /** The customer's account was deleted (erased: no name or mobile left): staff screens say so. */
  customer_deleted: boolean;
  /** Days until the shop's deadline (negative: past it). */
  days_left: number;
  /** Due within 2 days (or past). */
  due_soon: boolean;
}

/** What the staff list sorts by besides its own order (the nearest shop deadline first). */
export const STAFF_RETURN_SORTS = ['deadline', 'created_at'] as const;

/** GET /api/staff/return/lst: open returns (or one state), asked on days from/to (the site's zone, both included). */
export interface StaffReturnQuery extends DaysAndSort<(typeof STAFF_RETURN_SORTS)[number]> {
  status?: ReturnStatus;
  page: number;
  page_size: number;
}

export interface StaffReturnListData {
  list: StaffReturnRow[];
  total: number;
  page: number;
  page_size: number;
  counts: Record<string, number>;
  due_soon: number;
}

export interface StaffQuoteRequest {
  postage: number;
}
export interface StaffRejectRequest {
  reason: string;
}
export interface StaffProcessRequest {
  weight_g: number;
  photos: string[];
}
export interface StaffShipRequest {
  carrier: string;
  tracking_no: string;
}
