/**
 * The one pricing function: the estimator, the time-and-price table and packed waybills all call it,
 * so the price a customer is shown is the price they are charged. Pure: no database, no clock.
 */
import { formatMoney } from '@contract/money';
import type { PriceBreakdown, RefusalCode } from '@contract/pricing';

export interface PricingChannel {
  active: boolean;
  currency: string;
  categories: string[];
  firstWeightG: number;
  firstPrice: number;
  stepG: number;
  stepPrice: number;
  /** null: priced by actual weight only. */
  volumetricDivisor: number | null;
  minChargeG: number;
  maxWeightG: number;
  /** Longest side allowed, mm; null: no limit. */
  maxSideMm: number | null;
  maxDeclaredValue: number | null;
  /** China's personal-goods limit in CNY fen; null: not applied on this channel. */
  cnyLimit: number | null;
  /** CNY per unit of the site currency, x10000. */
  cnyRateE4: number;
  itemLimits: { category: string; max: number }[];
  insuranceRateBp: number;
  insuranceMin: number;
  /** Largest insured value per parcel: declared value above it is not insured (nor charged for). */
  insuranceCap: number;
}

export interface Parcel {
  weightG: number;
  lengthMm?: number;
  widthMm?: number;
  heightMm?: number;
  declaredValue: number;
  category: string;
  items?: { category: string; quantity: number }[];
  insured?: boolean;
  /** Storage beyond the free days of the parcels packed into it: parcel-days and the site's fee per day. */
  storage?: { feeDays: number; dailyFee: number };
  /** The customer's member level: basis points off the freight (first weight + steps), rounded down. */
  memberDiscountBp?: number;
}

export type Refusal = { code: RefusalCode; zh: string; en: string } & Record<string, string | number>;
export type PriceResult = { ok: true; breakdown: PriceBreakdown } | { ok: false; reason: Refusal };

/** Names of goods categories for the refusal texts; a missing one shows its code. */
export type CategoryNames = Record<string, { zh: string; en: string }>;

export function priceParcel(channel: PricingChannel, parcel: Parcel, names: CategoryNames = {}): PriceResult {
  const refusal = refuse(channel, parcel, names);
  if (refusal) return { ok: false, reason: refusal };
  const volumetric = volumetricGrams(channel, parcel);
  const chargeable = chargeableGrams(channel, Math.max(parcel.weightG, volumetric));
  const steps = chargeable > channel.firstWeightG ? (chargeable - channel.firstWeightG) / channel.stepG : 0;
  const additional = steps * channel.stepPrice;
  const insurance = parcel.insured ? insurancePremium(channel, parcel.declaredValue) : 0;
  const storageFee = parcel.storage ? parcel.storage.feeDays * parcel.storage.dailyFee : 0;
  const discountBp = parcel.memberDiscountBp ?? 0;
  const discount = Math.floor(((channel.firstPrice + additional) * discountBp) / 10_000);
  return {
    ok: true,
    breakdown: {
      actual_g: parcel.weightG,
      volumetric_g: volumetric,
      chargeable_g: chargeable,
      first_price: channel.firstPrice,
      additional_steps: steps,
      step_g: channel.stepG,
      additional_price: additional,
      insurance,
      ...(parcel.storage ? { storage_days: parcel.storage.feeDays, storage_fee: storageFee } : {}),
      ...(discountBp > 0 ? { member_discount_bp: discountBp, member_discount: discount } : {}),
      total: channel.firstPrice + additional - discount + insurance + storageFee,
      currency: channel.currency,
    },
  };
}

/** Length x width x height in mm^3 over the divisor (cm^3 per kg) is grams. */
export function volumetricGrams(channel: PricingChannel, parcel: Parcel): number {
  const { lengthMm = 0, widthMm = 0, heightMm = 0 } = parcel;
  if (!channel.volumetricDivisor) return 0;
  return Math.ceil((lengthMm * widthMm * heightMm) / channel.volumetricDivisor);
}

/** At least the minimum charge and the first weight; above the first weight, whole steps. */
export function chargeableGrams(channel: PricingChannel, grams: number): number {
  const weight = Math.max(grams, channel.minChargeG, channel.firstWeightG);
  const above = weight - channel.firstWeightG;
  return channel.firstWeightG + Math.ceil(above / channel.stepG) * channel.stepG;
}

/** The rate of the insured value (the declared value up to the cap), at least the minimum premium. */
export function insurancePremium(channel: PricingChannel, declaredValue: number): number {
  const insured = Math.min(declaredValue, channel.insuranceCap);
  return Math.max(channel.insuranceMin, Math.ceil((insured * channel.insuranceRateBp) / 10_000));
}

/** Declared value in CNY fen, rounded up (a limit is never passed by rounding). */
export function toCnyFen(channel: PricingChannel, minor: number): number {
  return Math.ceil((minor * channel.cnyRateE4) / 10_000);
}

function refuse(channel: PricingChannel, parcel: Parcel, names: CategoryNames): Refusal | undefined {
  const name = (code: string) => names[code] ?? { zh: code, en: code };
  if (!channel.active) return { code: 'channel_inactive', zh: '该线路已停用', en: 'This line is not in service' };
  const categories = [parcel.category, ...(parcel.items ?? []).map((item) => item.category)];
  const banned = categories.find((code) => !channel.categories.includes(code));
  if (banned !== undefined) {
    const n = name(banned);
    return { code: 'category_not_allowed', category: banned, zh: `该线路不接受「${n.zh}」`, en: `This line does not take ${n.en}` };
  }
  const over = overItemLimit(channel, parcel);
  if (over) {
    const n = name(over.category);
    return {
      code: 'item_limit',
      ...over,
      zh: `「${n.zh}」每箱最多${over.limit}件,当前${over.count}件`,
      en: `At most ${over.limit} ${n.en} per box (this box: ${over.count})`,
    };
  }
  if (parcel.weightG > channel.maxWeightG) {
    const [limit, weight] = [kg(channel.maxWeightG), kg(parcel.weightG)];
    return {
      code: 'over_max_weight',
      limit_g: channel.maxWeightG,
      zh: `超过该线路最大重量${limit}kg(包裹${weight}kg)`,
      en: `Over this line's maximum of ${limit} kg (parcel: ${weight} kg)`,
    };
  }
  const side = Math.max(parcel.lengthMm ?? 0, parcel.widthMm ?? 0, parcel.heightMm ?? 0);
  if (channel.maxSideMm !== null && side > channel.maxSideMm) {
    const [limit, longest] = [channel.maxSideMm / 10, side / 10];
    return {
      code: 'over_max_side',
      limit_mm: channel.maxSideMm,
      zh: `最长边超过该线路上限${limit}cm(包裹${longest}cm)`,
      en: `Longest side over this line's limit of ${limit} cm (parcel: ${longest} cm)`,
    };
  }
  return overDeclaredValue(channel, parcel);
}

function overItemLimit(channel: PricingChannel, parcel: Parcel) {
  for (const limit of channel.itemLimits) {
    const count = (parcel.items ?? []).filter((item) => item.category === limit.category).reduce((sum, item) => sum + item.quantity, 0);
    if (count > limit.max) return { category: limit.category, limit: limit.max, count };
  }
  return undefined;
}

function overDeclaredValue(channel: PricingChannel, parcel: Parcel): Refusal | undefined {
  if (channel.maxDeclaredValue !== null && parcel.declaredValue > channel.maxDeclaredValue) {
    const limit = formatMoney(channel.maxDeclaredValue, channel.currency);
    return {
      code: 'over_declared_limit',
      limit: channel.maxDeclaredValue,
      zh: `申报价值超过该线路上限 ${limit}`,
      en: `Declared value over this line's limit of ${limit}`,
    };
  }
  const cny = toCnyFen(channel, parcel.declaredValue);
  if (channel.cnyLimit !== null && cny > channel.cnyLimit) {
    const limit = money(channel.cnyLimit);
    return {
      code: 'over_cny_limit',
      limit: channel.cnyLimit,
      value_cny: cny,
      zh: `申报价值约合人民币${money(cny)}元,超过个人物品限额人民币${limit}元`,
      en: `Declared value is about ${formatMoney(cny, 'CNY')}, over China's personal-goods limit of ${formatMoney(channel.cnyLimit, 'CNY')}`,
    };
  }
  return undefined;
}

const kg = (grams: number) => String(Number((grams / 1000).toFixed(3)));
const money = (minor: number) => (minor / 100).toFixed(2);
