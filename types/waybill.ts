/**
 * Waybills ("order" in the API paths): a pack request over in-warehouse parcels, or a direct send the
 * customer drops at a depot. Money is integer minor units of the site currency; weights grams; lengths mm;
 * times ISO 8601 UTC.
 *
 * State machine, every step a guarded transition (a stale or repeated call answers 42009):
 *   pack:  pending_pack ----(staff pack: weighed, priced)----> pending_payment
 *   send:  pending_receipt --(staff receive at depot)--> pending_pack --(staff pack)--> pending_payment
 *   pending_payment --(paid: POST /api/pay/waybill, or its online payment confirmed)--> pending_dispatch
 *   pending_dispatch --(staff dispatch)--> in_transit
 *   in_transit --(staff: handover to the China carrier, track events)--> delivered
 *   pending_receipt | pending_pack | pending_payment --(cancel)--> cancelled (its parcels go back to in_warehouse;
 *     a pending payment attempt is closed and its card grams, coupon and wallet money given back)
 *   pending_dispatch --(customer cancel, or a staff refund)--> cancelled, the payment refunded whole (types/payment.ts)
 *
 * Waybill numbers: site prefix (NZ, AU) + 9 digits + 1 check digit by the Damm algorithm, which catches
 * every single mistyped digit and every swap of two adjacent digits (ISO 7064 MOD 11-10 and Luhn miss
 * some swaps, e.g. Luhn 09 <-> 90). Example: NZ1234567890 -> check digit computed over "123456789".
 */
import type { GoodsLine, Parcel, PhotoLink, WithRequestId } from './parcel';
import type { Payment, Refund } from './payment';
import type { PriceBreakdown } from './pricing';

export const WAYBILL_KINDS = ['pack', 'send'] as const;
export type WaybillKind = (typeof WAYBILL_KINDS)[number];
export const WAYBILL_STATUSES = [
  'pending_receipt',
  'pending_pack',
  'pending_payment',
  'pending_dispatch',
  'in_transit',
  'delivered',
  'cancelled',
] as const;
export type WaybillStatus = (typeof WAYBILL_STATUSES)[number];

/** Status tabs of GET /api/order/lst: `awaiting` = pending_receipt + pending_pack ("awaiting arrival/packing"). */
export type WaybillTab = 'all' | 'awaiting' | 'pending_payment' | 'pending_dispatch' | 'in_transit' | 'delivered' | 'cancelled';
export const WAYBILL_TABS: readonly WaybillTab[] = [
  'all',
  'awaiting',
  'pending_payment',
  'pending_dispatch',
  'in_transit',
  'delivered',
  'cancelled',
];

/** What the customer may do in a state: the app shows these buttons (`cancel` of a paid waybill refunds it). */
export type WaybillAction = 'edit' | 'cancel' | 'pay' | 'track';

/**
 * Value-added services and their fee in minor units of the site currency (the same number of cents in NZD
 * and AUD), charged with the freight when the waybill is packed.
 */
export type ServiceCode = 'remove_packaging' | 'reinforce' | 'photos';
export const WAYBILL_SERVICES: Record<ServiceCode, { fee: number; zh: string; en: string }> = {
  remove_packaging: { fee: 200, zh: '去除外包装', en: 'Remove outer packaging' },
  reinforce: { fee: 500, zh: '加固包装', en: 'Reinforce packing' },
  photos: { fee: 300, zh: '打包拍照', en: 'Photos of the packed box' },
};
export const SERVICE_CODES = Object.keys(WAYBILL_SERVICES) as ServiceCode[];

/** Fields both kinds of request share. The declaration is checked against the channel's rules -> 42010. */
interface WaybillInputBase {
  /** A recipient (type recipient, country CN) from my address book; copied into the waybill. */
  address_id: number;
  /** A channel code from GET /api/price/channels. */
  channel_code: string;
  goods: GoodsLine[];
  insured: boolean;
  /** Insured value (minor units), at most the declared value; defaults to the declared value. The premium is
   *  priced on it, capped at the channel's insurance cap. */
  insured_value?: number;
  services?: ServiceCode[];
  note?: string;
}

/** POST /api/order/pack/create -> pending_pack; the parcels (my in_warehouse ones) go to `packing`. Needs the signed agreement (42001). */
export interface PackCreateRequest extends WaybillInputBase, WithRequestId {
  /** Optional: repeats within 24 h answer the first waybill (see WithRequestId in types/parcel.ts). */
  request_id?: string;
  parcel_ids: number[];
}

/** POST /api/order/send/create -> pending_receipt (the customer brings it to the depot). Needs the signed agreement (42001). */
export interface SendCreateRequest extends WaybillInputBase, WithRequestId {
  /** Optional: repeats within 24 h answer the first waybill (see WithRequestId in types/parcel.ts). */
  request_id?: string;
  /** A sender (type sender) from my address book. */
  sender_address_id: number;
  /** A depot from GET /api/warehouse/lst (kind depot). */
  depot_id: number;
  est_weight_g?: number;
  est_length_mm?: number;
  est_width_mm?: number;
  est_height_mm?: number;
}

/** POST /api/order/update/{id}: while pending_pack or pending_receipt only (42009 after packing). Any subset. */
export type WaybillUpdateRequest = Partial<
  Pick<WaybillInputBase, 'address_id' | 'channel_code' | 'goods' | 'insured' | 'insured_value' | 'services' | 'note'>
>;

/** A party as copied into the waybill (ID number masked for the customer, in full for staff). */
export interface PartySnapshot {
  /** The address book entry it was copied from (it may have been edited or deleted since): "send again" starts from it. */
  address_id: number;
  name: string;
  mobile: string;
  country: string;
  province: string;
  city: string;
  district: string;
  address: string;
  postcode: string;
  id_number: string;
}

export interface WaybillCharge {
  /** From priceParcel at packing, frozen: later price changes do not touch it. */
  breakdown: PriceBreakdown;
  /** free: the member level's free service (fee 0). */
  services: { code: ServiceCode; name: string; fee: number; free?: boolean }[];
  services_fee: number;
  /** breakdown.total + services_fee: what the customer pays. */
  total: number;
}

/** A problem staff flagged ("ID photo unreadable", "over the value limit"), in the request language. */
export interface WaybillProblem {
  reason: string;
  at: string;
}

/** One row of GET /api/order/lst. */
export interface Waybill {
  id: number;
  no: string;
  kind: WaybillKind;
  status: WaybillStatus;
  channel: { code: string; name: string };
  recipient_name: string;
  recipient_city: string;
  declared_value: number;
  currency: string;
  /** Set once packed (pending_payment on). */
  amount_due: number | null;
  /** Where its money stands: what the list shows (never "due" once paid). */
  money: WaybillMoney;
  weight_g: number | null;
  parcel_count: number;
  problem: WaybillProblem | null;
  created_at: string;
  updated_at: string;
}

/**
 * A waybill's money: due (awaiting payment, amount_due); paid, refunding or refunded with the money paid
 * (wallet + online; `amount` 0 when a card and a coupon covered it all) and the card grams and coupon that
 * covered the rest; none before it is priced or when cancelled unpaid.
 */
export type WaybillMoney =
  | { state: 'none' }
  | { state: 'due'; amount: number }
  | { state: 'paid' | 'refunding' | 'refunded'; amount: number; card_grams: number; coupon_amount: number };

/** When each state was entered; `at` null for a state not reached. */
export interface StateStep {
  status: WaybillStatus | 'received' | 'handed_over';
  at: string;
}

/** GET /api/order/detail/{id}: everything about one of my waybills. */
export interface WaybillDetail extends Waybill {
  recipient: PartySnapshot;
  sender: PartySnapshot | null;
  goods: GoodsLine[];
  insured: boolean;
  insured_value: number;
  services: { code: ServiceCode; name: string; fee: number }[];
  depot: { id: number; name: string } | null;
  note: string;
  estimate: { weight_g: number | null; length_mm: number | null; width_mm: number | null; height_mm: number | null };
  dimensions: { length_mm: number | null; width_mm: number | null; height_mm: number | null };
  photos: PhotoLink[];
  charge: WaybillCharge | null;
  parcels: Parcel[];
  carrier: { code: string; no: string; handed_over_at: string } | null;
  /** The states it went through, oldest first. */
  history: StateStep[];
  actions: WaybillAction[];
  /** The payment that paid it (its lines: card grams, coupon, wallet, online) and, once cancelled, its refund. */
  payment: Payment | null;
  refund: Refund | null;
}

/** GET /api/order/lst?status=<tab>&keyword=&page=&page_size= (keyword: waybill number, recipient name or mobile). */
export interface WaybillListQuery {
  status?: WaybillTab;
  keyword?: string;
  page?: number;
  page_size?: number;
}
export interface WaybillListData {
  list: Waybill[];
  total: number;
  page: number;
  page_size: number;
  counts: Record<WaybillTab, number>;
}

/** GET /api/order/check_no?no=: whether a typed number is well formed with a right check digit. */
export interface CheckNoData {
  valid: boolean;
  /** Uppercase, spaces and dashes removed. */
  normalized: string;
}

// ------------------------------------------------------------------ staff

/** GET /api/staff/order/detail/{id}: with the owner's member code, the full ID number and ID photo links. */
export interface StaffWaybillDetail extends WaybillDetail {
  user_id: number;
  member_code: string;
  /** The customer's account was deleted (erased: no name or mobile left): staff screens say so. */
  customer_deleted: boolean;
  id_photos: { front: string | null; back: string | null; expires_at: string | null };
}

/** A waybill in staff lists: with its owner's member code. */
export interface StaffWaybillRow extends Waybill {
  member_code: string;
  /** The customer's account was deleted (erased: no name or mobile left): staff screens say so. */
  customer_deleted: boolean;
}

export const STAFF_WAYBILL_SORTS = ['created_at', 'no'] as const;
export type StaffWaybillSort = (typeof STAFF_WAYBILL_SORTS)[number];

/** GET /api/staff/order/lst: the site's waybills, newest first unless sorted. */
export interface StaffWaybillQuery {
  status?: WaybillStatus;
  /** Waybill number, recipient or member code. */
  keyword?: string;
  /** 1 = open ones flagged with a problem. */
  problem?: 1;
  /** Created from this day through `to` (YYYY-MM-DD, the site's time zone; both included). */
  from?: string;
  to?: string;
  /** A channel's code. */
  channel?: string;
  sort?: StaffWaybillSort;
  order?: 'asc' | 'desc';
  page?: number;
  page_size?: number;
}

export interface StaffWaybillListData {
  list: StaffWaybillRow[];
  /** Exact up to 10,000; past that 10,000 with total_capped (the console says "10,000+"). */
  total: number;
  total_capped: boolean;
  page: number;
  page_size: number;
}

/** POST /api/staff/order/pack/{id}: pending_pack -> pending_payment, priced by priceParcel and frozen. */
export interface PackRequest {
  weight_g: number;
  length_mm: number;
  width_mm: number;
  height_mm: number;
  /** Keys from POST /api/staff/upload/photo. */
  photo_files?: string[];
}

/** POST /api/staff/order/dispatch: each pending_dispatch waybill -> in_transit, each on its own. */
export interface DispatchRequest {
  ids: number[];
}
export interface DispatchData {
  results: { id: number; ok: boolean; status: number; msg: string }[];
  /** The dispatch batch of the waybills that left (labels and customs manifest); null when none did. */
  batch: { id: number; no: string } | null;
}

/** POST /api/staff/order/handover/{id} (in_transit only): the China carrier and its tracking number. */
export interface HandoverRequest {
  /** e.g. "SF", "EMS", "YTO", or a 17TRACK numeric carrier code. */
  carrier_code: string;
  carrier_no: string;
}

/** POST /api/staff/order/problem/{id}: the customer sees the reason in their language in list and detail. */
export interface ProblemRequest {
  reason_zh: string;
  reason_en: string;
  /** The problem is a lost or damaged waybill: the customer is prompted to claim (types/claim.ts). */
  incident?: 'lost' | 'damaged';
}
