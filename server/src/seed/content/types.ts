/**
 * Shapes of the seeded reference content (channels, prohibited goods, food query, articles, FAQ,
 * warehouses, home page). Money is integer minor units in the site's currency (site 1 NZD, site 2 AUD)
 * unless a field name ends in `Cny` (then fen, 1/100 CNY); weight integer grams; lengths integer mm.
 */
import type { ClaimRules } from '@contract/claim';

/** Every user-facing text comes as a Simplified Chinese + English pair. */
export interface I18nText {
  zh: string;
  en: string;
}

export type SiteId = 1 | 2;

/** ISO date `YYYY-MM-DD` (a calendar day in the site's time zone). */
export type IsoDate = string;

// ---------------------------------------------------------------- goods categories

export interface GoodsCategory {
  code: string;
  name: I18nText;
  /** One line shown under the name when a customer declares goods. */
  hint: I18nText;
  /** China personal-postal-items tax band (行邮税) that most goods in the category fall under, in percent. */
  postalTaxRatePct: 13 | 20 | 50;
  sort: number;
}

// ---------------------------------------------------------------- channels ("lines")

/**
 * How the parcel clears China customs:
 * - `CC`: personal postal/express goods (个人物品, 行邮): CNY 1000 per parcel, duties at the postal tax rates;
 * - `BC`: cross-border e-commerce retail import (跨境电商零售进口): CNY 5000 per order, CNY 26000 per person a year.
 */
export type Clearance = 'CC' | 'BC';

/** A per-box limit on one goods category; a category missing from the list has no unit limit. */
export interface ItemLimit {
  category: string;
  /** Units (tins, bottles, pieces) of this category allowed in one box. */
  maxUnits: number;
  /** Optional weight cap for the category in one box (e.g. honey). */
  maxWeightG?: number;
  /** The rule as told to the customer; says when it is a company rule rather than law. */
  note: I18nText;
}

export interface Channel {
  code: string;
  siteId: SiteId;
  name: I18nText;
  description: I18nText;
  clearance: Clearance;
  /** True when the company pays any China import duty assessed on the parcel (包税). */
  taxIncluded: boolean;
  /** Goods category codes this line accepts (goods-categories.ts). */
  categories: string[];
  /** Price of the first `firstWeightG` grams, cents. */
  firstWeightG: number;
  firstPrice: number;
  /** Each further started `stepWeightG` grams costs `stepPrice` cents. */
  stepWeightG: number;
  stepPrice: number;
  /**
   * Volumetric weight in grams = length × width × height in millimetres / volumetricDivisor.
   * (mm³ / 6000 = g is the same ratio as the air-freight convention cm³ / 6000 = kg.)
   */
  volumetricDivisor: number;
  minChargeWeightG: number;
  maxWeightG: number;
  /** Longest side allowed, mm. */
  maxSideMm: number;
  /** Largest declared value per parcel in the site currency, cents (the CNY limit converted cautiously). */
  maxDeclaredValue: number;
  /** Largest declared value per parcel in fen: 100000 = CNY 1000 (CC), 500000 = CNY 5000 (BC). */
  maxDeclaredValueCny: number;
  itemLimits: ItemLimit[];
  /** Working days from dispatch to delivery in China, customs inspection holds excluded. */
  transitDays: [number, number];
  /** Insurance premium in basis points of the insured value (300 = 3%). */
  insuranceRate: number;
  /** Minimum insurance premium, cents. */
  insuranceMinPremium: number;
  /** Largest insured value per parcel, cents. */
  insuranceCapValue: number;
  active: boolean;
  sort: number;
}

// ---------------------------------------------------------------- prohibited and restricted goods

export interface EmbargoCategory {
  code: string;
  name: I18nText;
  /** Icon keyword the app maps to an icon. */
  icon: string;
  sort: number;
}

export type EmbargoLevel = 'prohibited' | 'restricted';

export interface EmbargoItem {
  code: string;
  category: string;
  name: I18nText;
  level: EmbargoLevel;
  summary: I18nText;
  /** Several sentences: why, what happens if found, any allowance. */
  detail: I18nText;
  examples: I18nText;
  sort: number;
}

// ---------------------------------------------------------------- food query

export type FoodStatus = 'allowed' | 'restricted' | 'prohibited';

export interface FoodItem {
  code: string;
  name: I18nText;
  /** Search keywords in both languages (brands, other names, pinyin-free common names). */
  aliases: string[];
  status: FoodStatus;
  /** Channel codes (both sites) that take it; empty when prohibited. */
  channels: string[];
  limit: I18nText;
  note: I18nText;
}

// ---------------------------------------------------------------- articles

export interface Clause {
  no: number;
  title: I18nText;
  body: I18nText;
}

/** A versioned legal text: the transport protocol, the packing claim rules or the privacy policy. */
export interface LegalDocument {
  code: 'transport_protocol' | 'packing_claim_rules' | 'privacy_policy';
  version: string;
  effectiveDate: IsoDate;
  title: I18nText;
  preamble: I18nText;
  clauses: Clause[];
  /** packing_claim_rules: the figures the text's {placeholders} show and claims are judged by. */
  rules?: ClaimRules;
}

export interface GuideStep {
  step: number;
  title: I18nText;
  body: I18nText;
  /** App route that does this step, when there is one. */
  route?: string;
}

export interface Guide {
  code: string;
  title: I18nText;
  intro: I18nText;
  steps: GuideStep[];
}

export interface Activity {
  code: string;
  siteIds: SiteId[];
  title: I18nText;
  summary: I18nText;
  body: I18nText;
  startsOn: IsoDate;
  endsOn: IsoDate;
  /** What the customer gets and how (coupon template to issue is configured by admins). */
  couponHint: I18nText | null;
  /** Background colour of the activity card. */
  color: string;
  sort: number;
}

// ---------------------------------------------------------------- FAQ

export type FaqCategory = 'account' | 'shipping' | 'customs' | 'payment' | 'claims' | 'returns';

export interface FaqEntry {
  code: string;
  category: FaqCategory;
  question: I18nText;
  answer: I18nText;
  sort: number;
}

// ---------------------------------------------------------------- warehouses and depots

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';

/** Opening hours per weekday as `[open, close]` in 24-hour `HH:MM` local time; null when closed. */
export type OpeningHours = Record<Weekday, [string, string] | null>;

export interface Warehouse {
  code: string;
  siteId: SiteId;
  /** `warehouse`: receives online-shopping deliveries; `depot`: drop-off and self-pickup counter. */
  kind: 'warehouse' | 'depot';
  name: I18nText;
  /** Recipient name line to give the online shop: `{member_code}` and `{name}` (the customer's name in Latin letters) are filled in. */
  contact: string;
  /** E.164. */
  phone: string;
  /** Street lines as written on a label; the first carries `{member_code}` where the shop allows only one line. */
  addressLines: string[];
  suburb: string;
  city: string;
  /** NZ region or AU state abbreviation. */
  region: string;
  postcode: string;
  /** ISO 3166-1 alpha-2. */
  country: 'NZ' | 'AU';
  openingHours: OpeningHours;
  /** IANA zone of the opening hours (Pacific/Auckland, Australia/Sydney ...). */
  timeZone: string;
  notes: I18nText;
  sort: number;
}

// ---------------------------------------------------------------- home page

export interface Banner {
  code: string;
  siteIds: SiteId[];
  title: I18nText;
  subtitle: I18nText;
  /** App route opened on tap. */
  route: string;
  /** Gradient from and to, and the text colour. */
  colors: { from: string; to: string; text: string };
  sort: number;
  /** Shown from / until these days (the site's calendar, both included); absent = no limit. */
  startsOn?: IsoDate;
  endsOn?: IsoDate;
}

export interface HomeEntry {
  key: string;
  title: I18nText;
  icon: string;
  route: string;
  sort: number;
}

// ---------------------------------------------------------------- site settings

export interface SiteContentSettings {
  siteId: SiteId;
  currency: 'NZD' | 'AUD';
  insurance_desc: I18nText;
  limit_tips: I18nText;
  /** E.164. */
  service_phone: string;
  service_hours: I18nText;
  /** Customer service WeChat ID shown on the contact page. */
  service_wechat: string;
}

// ---------------------------------------------------------------- places

export interface NzLocality {
  suburb: string;
  city: string;
  region: string;
  postcode: string;
}
