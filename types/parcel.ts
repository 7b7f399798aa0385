/**
 * Inbound parcels ("my parcels"): the customer pre-declares what a courier brings to the warehouse, staff
 * check it in, and the customer packs in-warehouse parcels into a waybill (types/waybill.ts).
 * Money is integer minor units of the site currency; weight grams; times ISO 8601 UTC.
 *
 * State machine:
 *   declared --(staff check-in)--> in_warehouse --(pack request)--> packing --(staff packs)--> packed
 *   in_warehouse --> return_requested --> returned
 *   in_warehouse --(handed over at a self-pickup booking, modules/reservation)--> collected
 *   unclaimed --(customer claims by full tracking number)--> in_warehouse
 *   packing/packed --(waybill cancelled before payment)--> in_warehouse
 *   packed --(its waybill delivered)--> delivered
 * A declared parcel may be edited or deleted; in any other state those calls answer 42009 STATE_CONFLICT.
 */

export const PARCEL_STATUSES = [
  'declared',
  'in_warehouse',
  'packing',
  'packed',
  'return_requested',
  'returned',
  'unclaimed',
  'collected',
  'delivered',
] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

/** Couriers customers usually name (free text is accepted too: any courier name up to 40 characters). */
export const COURIERS = ['NZ Post', 'CourierPost', 'NZ Couriers', 'Aramex', 'DHL', 'Australia Post', 'StarTrack', 'Sendle', 'TNT'] as const;

/** Tracking numbers are stored uppercase without spaces or dashes; 4-40 letters and digits. */
export const TRACKING_NO_PATTERN = /^[A-Z0-9]{4,40}$/;
export function normaliseTrackingNo(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/** One line of goods: what it is, its goods category (GET /api/price/categories), how many, unit value. */
export interface GoodsLine {
  name: string;
  /** A goods category code, e.g. "clothing", "milk_powder". */
  category: string;
  quantity: number;
  /** Minor units of the site currency, per unit. */
  unit_value: number;
}
/** At most this many goods lines on a parcel or a waybill. */
export const GOODS_LINES_MAX = 30;

/** POST /api/parcel/create; POST /api/parcel/update/{id} takes any subset (only while `declared`). */
export interface ParcelInput {
  /** Courier name or code ("NZ Post"); '' when unknown. */
  courier?: string;
  /** Spaces, dashes and lower case are accepted and normalised. Unique per site among live parcels. */
  tracking_no: string;
  goods?: GoodsLine[];
  note?: string;
}
export type ParcelUpdateRequest = Partial<ParcelInput>;

/**
 * Double taps and retries. Generate one id per form submission (8-64 characters of A-Z a-z 0-9 _ -,
 * e.g. a UUID) and send the same id again when retrying: the same user + endpoint + request_id within
 * 24 hours answers the FIRST result (status 200, the same parcel / waybill) instead of creating another.
 * Without it every call creates.
 */
export interface WithRequestId {
  request_id?: string;
}

/** POST /api/parcel/create. */
export interface ParcelCreateRequest extends ParcelInput, WithRequestId {}

/** A signed 10-minute link to a private warehouse photo (watermarked rendition). */
export interface PhotoLink {
  file: string;
  url: string;
  expires_at: string;
}

export interface Parcel {
  id: number;
  status: ParcelStatus;
  courier: string;
  tracking_no: string;
  goods: GoodsLine[];
  /** Sum of quantity x unit_value over the goods. */
  declared_value: number;
  currency: string;
  note: string;
  /** Grams, set at check-in; null before. */
  weight_g: number | null;
  /** Shelf or zone at the warehouse ("A-03"); '' before check-in. */
  location: string;
  /** The waybill this parcel is packed into (packing / packed); null otherwise. */
  waybill_id: number | null;
  waybill_no: string | null;
  declared_at: string | null;
  arrived_at: string | null;
  packing_at: string | null;
  packed_at: string | null;
  /** How many check-in photos the warehouse took (the detail has their links). */
  photo_count: number;
  created_at: string;
  updated_at: string;
  /** List and detail: free storage days left and the fee so far while held at the warehouse; null otherwise. */
  storage?: ParcelStorage | null;
}

/** GET /api/parcel/detail/{id}: with signed links to the check-in photos. */
export interface ParcelDetail extends Parcel {
  photos: PhotoLink[];
}

/** GET /api/parcel/lst?status=&keyword=&page=&page_size= (keyword: tracking number, courier, goods name, note). */
export interface ParcelListQuery {
  status?: ParcelStatus;
  keyword?: string;
  page?: number;
  page_size?: number;
}
export interface ParcelListData {
  list: Parcel[];
  total: number;
  page: number;
  page_size: number;
  /** How many of my parcels are in each state (for the status tabs), plus `all`. */
  counts: Record<ParcelStatus | 'all', number>;
}

/** GET /api/parcel/unclaimed/lst?keyword=: arrivals nobody declared, without photos or anything personal. */
export interface UnclaimedParcel {
  id: number;
  /** e.g. "NZ12****789": enough to recognise, not enough to claim. */
  tracking_no_masked: string;
  courier: string;
  /** The day it arrived, YYYY-MM-DD in the site's time zone. */
  arrived_on: string;
  weight_g: number | null;
}
export interface UnclaimedListData {
  list: UnclaimedParcel[];
  total: number;
  page: number;
  page_size: number;
}

/** POST /api/parcel/claim: the FULL tracking number of an unclaimed parcel -> it becomes my in_warehouse parcel. */
export interface ClaimRequest {
  tracking_no: string;
}

// ------------------------------------------------------------------ staff

/**
 * POST /api/staff/upload/photo (multipart field `file`): a warehouse photo, stored privately.
 * Answers a PhotoLink whose `file` key goes into check-in and pack requests.
 */
export type StaffPhotoData = PhotoLink & { width: number; height: number };

/**
 * POST /api/staff/parcel/checkin. Matches a `declared` parcel by tracking number (-> in_warehouse) or, when
 * nobody declared it, records an `unclaimed` parcel. The same number checked in twice answers 42009.
 */
export interface CheckinRequest {
  tracking_no: string;
  courier?: string;
  weight_g: number;
  /** A key from POST /api/staff/upload/photo. */
  photo_file?: string;
  location?: string;
}
export interface CheckinData {
  /** `matched`: a customer's declared parcel; `unclaimed`: nobody declared it yet. */
  result: 'matched' | 'unclaimed';
  parcel: StaffParcel;
}

/** A parcel as staff see it: with its owner's member code (null while unclaimed). */
export interface StaffParcel extends ParcelDetail {
  user_id: number | null;
  member_code: string | null;
  /** The customer's account was deleted (erased: no name or mobile left): staff screens say so. */
  customer_deleted: boolean;
}

/** GET /api/staff/parcel/lst?status=&keyword=&page=&page_size= (keyword: tracking number or member code). */
/** GET /api/staff/parcel/lst: the site's parcels, last changed first. */
export interface StaffParcelQuery {
  status?: ParcelStatus;
  /** Tracking number, member code or shelf location. */
  keyword?: string;
  /** Arrived (checked in) from this day through `to` (YYYY-MM-DD, the site's time zone; both included). */
  from?: string;
  to?: string;
  page?: number;
  page_size?: number;
}

export interface StaffParcelListData {
  list: StaffParcel[];
  /** Exact up to 10,000; past that 10,000 with total_capped (the console says "10,000+"). */
  total: number;
  total_capped: boolean;
  page: number;
  page_size: number;
}

/** A held parcel's storage (customer parcel list/detail and the staff ageing list). */
export interface ParcelStorage {
  /** Calendar days in the warehouse, the arrival day being day 1 (site's zone). */
  days: number;
  /** The last free day, YYYY-MM-DD in the site's zone. */
  free_until: string;
  /** Today included: 1 on the last free day, 0 once fees run. */
  free_days_left: number;
  fee_days: number;
  /** Minor units of the site currency so far. */
  fee: number;
  currency: string;
}
