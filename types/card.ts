/**
 * Kilogram cards: products per site that a customer buys (POST /api/pay/card, see
 * types/payment.ts) and then spends as grams of freight when paying a waybill. Money is integer minor units of
 * the site currency; grams integers; times ISO 8601 UTC; names in the request language (x-lang).
 *
 * A bought card keeps a snapshot of its product (name, grams, price, channels, validity): editing or hiding a
 * product later changes no card. Its remaining grams move only with a card entry (purchase, deduction for a
 * waybill, refund of a deduction, void).
 */
import type { OnlineMethod, PaymentStatus } from './payment';

/** A shipping line a card (or coupon) is limited to. An empty list means every line of the site. */
export interface ChannelRef {
  code: string;
  name: string;
}

/** GET /api/card/products : active products of my site, in the admins' order (then by grams). */
export interface CardProduct {
  id: number;
  name: string;
  grams: number;
  price: number;
  currency: string;
  /** Days from purchase until the card expires. */
  valid_days: number;
  /** Price of one kilogram in minor units, rounded to the nearest (price x 1000 / grams). */
  price_per_kg: number;
  /** Empty = every line. */
  channels: ChannelRef[];
}
export interface CardProductListData {
  list: CardProduct[];
}

/**
 * usable: active, not expired, grams left. used_up: active, not expired, no grams left. expired: past
 * expires_at (whatever is left). void: voided by a refund of its purchase (listed under none of the tabs).
 */
export const CARD_STATUSES = ['usable', 'used_up', 'expired', 'void'] as const;
export type CardStatus = (typeof CARD_STATUSES)[number];
export type CardTab = 'usable' | 'used_up' | 'expired';
export const CARD_TABS: readonly CardTab[] = ['usable', 'used_up', 'expired'];

/** One of my cards. */
export interface Card {
  id: number;
  name: string;
  grams: number;
  remaining_g: number;
  /** What it cost. */
  price: number;
  currency: string;
  status: CardStatus;
  expires_at: string;
  channels: ChannelRef[];
  created_at: string;
  /** The purchase payment's number. */
  payment_no: string;
}

/** GET /api/card/lst?status=usable|used_up|expired&page&page_size (status default usable): soonest expiry
 *  first for usable, newest first otherwise. counts: how many in each tab. */
export interface CardListData {
  list: Card[];
  total: number;
  page: number;
  page_size: number;
  counts: Record<CardTab, number>;
}

/** GET /api/card/record/lst?page&page_size : my card purchases (payments of purpose card, any status), newest first. */
export interface CardPurchaseRecord {
  /** The payment (a pending one can be cancelled: POST /api/pay/cancel/{payment_id}). */
  payment_id: number;
  /** The product bought (a pending purchase is bought again from it). */
  product_id: number;
  payment_no: string;
  product_name: string;
  grams: number;
  amount: number;
  currency: string;
  wallet_amount: number;
  online_amount: number;
  method: OnlineMethod | null;
  status: PaymentStatus;
  created_at: string;
  paid_at: string | null;
  /** The card bought, once paid. */
  card_id: number | null;
}
export interface CardPurchaseListData {
  list: CardPurchaseRecord[];
  total: number;
  page: number;
  page_size: number;
}

/** deduction: grams paid a waybill's freight (grams < 0); refund: grams given back when that payment was refunded (grams > 0). */
export type CardDeductionKind = 'deduction' | 'refund';

/** GET /api/card/deduction/lst?card_id&page&page_size : grams spent and given back, newest first. card_id
 *  (optional) must be one of mine (40004 otherwise). */
export interface CardDeduction {
  id: number;
  card_id: number;
  card_name: string;
  kind: CardDeductionKind;
  /** Signed: - deducted, + given back. */
  grams: number;
  /** The freight (minor units) these grams covered. */
  amount: number;
  currency: string;
  remaining_after: number;
  waybill_id: number | null;
  waybill_no: string | null;
  created_at: string;
}
export interface CardDeductionListData {
  list: CardDeduction[];
  total: number;
  page: number;
  page_size: number;
}

/** Every move of a card's grams: purchase (+grams bought), deduction (- for a waybill), refund (+ given back), void (- all). */
export const CARD_ENTRY_KINDS = ['purchase', 'deduction', 'refund', 'void'] as const;
export type CardEntryKind = (typeof CARD_ENTRY_KINDS)[number];
export interface CardEntry extends Omit<CardDeduction, 'kind'> {
  kind: CardEntryKind;
}

// ------------------------------------------------------------------------------------------ staff (customer service)

/** GET /api/staff/customer/card/lst/{customer}?page&page_size : all of the customer's cards, void ones too, newest first. */
export interface StaffCardListData {
  list: Card[];
  total: number;
  page: number;
  page_size: number;
}

/** GET /api/staff/customer/card/ledger/{customer}?card_id&page&page_size : every entry of the customer's cards (of
 *  one card with card_id, which must be theirs: 40004 otherwise), newest first. */
export interface StaffCardLedgerData {
  list: CardEntry[];
  total: number;
  page: number;
  page_size: number;
}

// ------------------------------------------------------------------------------------------ admin (role admin)

/** GET /api/admin/card_product/lst?keyword&active&page&page_size and GET /api/admin/card_product/detail/{id}:
 *  every product of my site, both languages, in the site currency. */
export interface AdminCardProduct {
  id: number;
  name_zh: string;
  name_en: string;
  grams: number;
  price: number;
  valid_days: number;
  price_per_kg: number;
  channel_codes: string[];
  active: boolean;
  sort: number;
  created_at: string;
  updated_at: string;
}
export interface AdminCardProductListData {
  list: AdminCardProduct[];
  total: number;
  page: number;
  page_size: number;
}

/**
 * POST /api/admin/card_product/create (all but active/sort/channel_codes required) and
 * POST /api/admin/card_product/update/{id} (any subset) -> AdminCardProduct. No delete: active=false hides a
 * product from customers (POST /api/admin/card_product/delete/{id} does just that); cards already bought keep
 * their snapshot. grams 100..1000000; price 1..100000000; valid_days 1..1095; sort -100000..100000;
 * channel_codes: codes of my site's lines. Field errors name `price.<field>` like the other price settings.
 */
export interface AdminCardProductInput {
  name_zh: string;
  name_en: string;
  grams: number;
  price: number;
  valid_days: number;
  channel_codes?: string[];
  active?: boolean;
  sort?: number;
}
