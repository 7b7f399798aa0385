/**
 * Pricing calls: the freight estimate (POST /api/price/quote), the time-and-price table
 * (GET /api/price/channels) and the admin edit of channels and goods categories.
 * Money is integer minor units of the site currency (NZD cents, AUD cents), weights grams, lengths millimetres.
 */

/** One kind of goods a channel may take ("general", "milk_powder", "food" ...). */
export interface GoodsCategory {
  code: string;
  name: string;
  /** One line shown under the name when declaring goods (GET /api/price/categories only). */
  hint?: string;
}

/** GET /api/price/categories: the goods categories a parcel can be declared as. */
export interface GoodsCategoryListData {
  list: Required<GoodsCategory>[];
}

/** How many units of one category one box may hold (milk powder tins, supplement bottles ...). */
export interface ItemLimit {
  category: string;
  /** The category's name in the request language. */
  name: string;
  max: number;
  /** Weight cap for the category in one box (honey 3 kg), told to the customer in `note`. */
  max_weight_g: number | null;
  note: string;
}

export const CLEARANCES = ['CC', 'BC'] as const;
export type Clearance = (typeof CLEARANCES)[number];

/** GET /api/price/channels: one row of the time-and-price table, in the request language. */
export interface ChannelInfo {
  id: number;
  code: string;
  name: string;
  description: string;
  currency: string;
  /** CC: personal goods (CNY 1000 a parcel); BC: cross-border e-commerce (CNY 5000 an order). */
  clearance: Clearance;
  /** The company pays China import duty (包税). */
  tax_included: boolean;
  transit_days_min: number;
  transit_days_max: number;
  first_weight_g: number;
  first_price: number;
  step_g: number;
  step_price: number;
  min_charge_g: number;
  max_weight_g: number;
  max_side_mm: number | null;
  /** null: by actual weight only. Volumetric grams = length x width x height (mm) / divisor. */
  volumetric_divisor: number | null;
  /** Largest declared value per parcel in the site currency; null: no channel limit. */
  max_declared_value: number | null;
  /** China's per-parcel value limit in CNY fen (100000 = CNY 1000); null: not applied. */
  cny_limit: number | null;
  /** Premium in basis points of the insured value (300 = 3%), at least insurance_min. */
  insurance_rate_bp: number;
  insurance_min: number;
  /** Largest insured value per parcel. */
  insurance_cap: number;
  /** The recipient's mainland ID number is needed for customs clearance. */
  requires_id: boolean;
  categories: GoodsCategory[];
  item_limits: ItemLimit[];
}

export interface ChannelListData {
  list: ChannelInfo[];
  total: number;
  page: number;
  page_size: number;
}

/** POST /api/price/quote (no sign-in needed). */
export interface QuoteRequest {
  weight_g: number;
  length_mm?: number;
  width_mm?: number;
  height_mm?: number;
  /** Minor units of the site currency. */
  declared_value: number;
  /** The parcel's main goods category (code). */
  category: string;
  items?: { category: string; quantity: number }[];
  insured?: boolean;
}

export interface PriceBreakdown {
  actual_g: number;
  volumetric_g: number;
  chargeable_g: number;
  first_price: number;
  additional_steps: number;
  /** The weight of one step (grams, e.g. 100 = "per 0.1 kg"); absent in waybills priced before it was sent. */
  step_g?: number;
  additional_price: number;
  insurance: number;
  /** Parcel-days stored beyond the free days, and their fee (packed waybills; absent elsewhere). */
  storage_days?: number;
  storage_fee?: number;
  /** Packed waybills of a member: the level's basis points and the money they took off the freight. */
  member_discount_bp?: number;
  member_discount?: number;
  total: number;
  currency: string;
}

export type RefusalCode =
  | 'channel_inactive'
  | 'category_not_allowed'
  | 'item_limit'
  | 'over_max_weight'
  | 'over_max_side'
  | 'over_declared_limit'
  | 'over_cny_limit';

/** Why a channel cannot take the parcel; `msg` is in the request language. */
export interface QuoteRefusal {
  code: RefusalCode;
  msg: string;
  params: Record<string, string | number>;
}

export interface ChannelQuote {
  channel: { id: number; code: string; name: string; transit_days_min: number; transit_days_max: number; requires_id: boolean };
  ok: boolean;
  breakdown: PriceBreakdown | null;
  reason: QuoteRefusal | null;
}

export interface QuoteData {
  currency: string;
  /** Every active channel of the site: priced ones first (cheapest first), then refused ones. */
  quotes: ChannelQuote[];
}

/** Admin: a channel with both languages (GET/POST /api/admin/channel/...). */
export interface AdminChannel {
  id: number;
  code: string;
  name_zh: string;
  name_en: string;
  description_zh: string;
  description_en: string;
  clearance: Clearance;
  tax_included: boolean;
  categories: string[];
  first_weight_g: number;
  first_price: number;
  step_g: number;
  step_price: number;
  volumetric_divisor: number | null;
  min_charge_g: number;
  max_weight_g: number;
  max_side_mm: number | null;
  max_declared_value: number | null;
  cny_limit: number | null;
  /** CNY per 1 unit of the site currency, times 10000 (NZD 1 = CNY 4.5 -> 45000): kept cautious. */
  cny_rate_e4: number;
  item_limits: { category: string; max: number; max_weight_g: number | null; note_zh: string; note_en: string }[];
  transit_days_min: number;
  transit_days_max: number;
  insurance_rate_bp: number;
  insurance_min: number;
  insurance_cap: number;
  requires_id: boolean;
  sort: number;
  /** false: not offered (delete deactivates: waybills keep pointing at it). */
  active: boolean;
  created_at: string;
  updated_at: string;
}
export type AdminChannelInput = Omit<AdminChannel, 'id' | 'created_at' | 'updated_at'>;

export interface AdminGoodsCategory {
  id: number;
  code: string;
  name_zh: string;
  name_en: string;
  hint_zh: string;
  hint_en: string;
  /** China postal-items tax band, percent (13, 20, 50). */
  postal_tax_rate_pct: number;
  sort: number;
  active: boolean;
  created_at: string;
  updated_at: string;
}
export type AdminGoodsCategoryInput = Omit<AdminGoodsCategory, 'id' | 'created_at' | 'updated_at'>;
