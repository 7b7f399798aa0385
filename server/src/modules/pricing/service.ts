/** Channels of a site as the pricing function and the app see them; the quote over all of them. */
import { and, asc, eq } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import type { ChannelInfo, ChannelListData, ChannelQuote, GoodsCategory, QuoteData, QuoteRequest } from '@contract/pricing';
import { type ChannelRow, channels, goodsCategories, type SiteRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { pickLang } from '../../lib/bilingual';
import { scopedField } from '../../toolkit/fields';
import { offsetOf, type Paging } from '../../toolkit/lists';
import { type CategoryNames, type Parcel, priceParcel, type PricingChannel } from './price';

export function pricingChannel(row: ChannelRow, site: SiteRow): PricingChannel {
  return {
    active: row.active,
    currency: site.currency,
    categories: row.categories,
    firstWeightG: row.firstWeightG,
    firstPrice: row.firstPrice,
    stepG: row.stepG,
    stepPrice: row.stepPrice,
    volumetricDivisor: row.volumetricDivisor,
    minChargeG: row.minChargeG,
    maxWeightG: row.maxWeightG,
    maxSideMm: row.maxSideMm,
    maxDeclaredValue: row.maxDeclaredValue,
    cnyLimit: row.cnyLimit,
    cnyRateE4: row.cnyRateE4,
    itemLimits: row.itemLimits.map((l) => ({ category: l.category, max: l.max })),
    insuranceRateBp: row.insuranceRateBp,
    insuranceMin: row.insuranceMin,
    insuranceCap: row.insuranceCap,
  };
}

export async function activeChannels(deps: Deps, site: SiteRow): Promise<ChannelRow[]> {
  return deps.db
    .select()
    .from(channels)
    .where(and(eq(channels.siteId, site.id), eq(channels.active, true)))
    .orderBy(asc(channels.sort), asc(channels.id));
}

export async function categoryNames(deps: Deps, site: SiteRow): Promise<CategoryNames> {
  const rows = await deps.db.select().from(goodsCategories).where(eq(goodsCategories.siteId, site.id));
  return Object.fromEntries(rows.map((r) => [r.code, { zh: r.nameZh, en: r.nameEn }]));
}

export async function goodsCategoryList(deps: Deps, site: SiteRow, lang: ApiLang): Promise<Required<GoodsCategory>[]> {
  const rows = await deps.db
    .select()
    .from(goodsCategories)
    .where(and(eq(goodsCategories.siteId, site.id), eq(goodsCategories.active, true)))
    .orderBy(asc(goodsCategories.sort), asc(goodsCategories.id));
  return rows.map((r) => ({ code: r.code, name: pickLang(lang, r.nameZh, r.nameEn), hint: pickLang(lang, r.hintZh, r.hintEn) }));
}

/** Every active channel of the site priced for the parcel: the allowed ones cheapest first, then the refused ones. */
export async function quote(deps: Deps, site: SiteRow, lang: ApiLang, body: QuoteRequest): Promise<QuoteData> {
  const names = await categoryNames(deps, site);
  const known = await goodsCategoryList(deps, site, lang);
  if (!known.some((c) => c.code === body.category)) throw scopedField('price', 'category', 'unknown_category', { value: body.category });
  const stray = (body.items ?? []).find((i) => !known.some((c) => c.code === i.category));
  if (stray) throw scopedField('price', 'items', 'unknown_category', { value: stray.category });

  const parcel = parcelOf(body);
  const quotes: ChannelQuote[] = (await activeChannels(deps, site)).map((row) => {
    const result = priceParcel(pricingChannel(row, site), parcel, names);
    const channel = {
      id: row.id,
      code: row.code,
      name: pickLang(lang, row.nameZh, row.nameEn),
      transit_days_min: row.transitDaysMin,
      transit_days_max: row.transitDaysMax,
      requires_id: row.requiresId,
    };
    if (result.ok) return { channel, ok: true, breakdown: result.breakdown, reason: null };
    const { code, zh, en, ...params } = result.reason;
    return { channel, ok: false, breakdown: null, reason: { code, msg: pickLang(lang, zh, en), params } };
  });
  const total = (q: ChannelQuote) => q.breakdown?.total ?? Infinity;
  return { currency: site.currency, quotes: quotes.sort((a, b) => total(a) - total(b)) };
}

export function parcelOf(body: QuoteRequest): Parcel {
  return {
    weightG: body.weight_g,
    lengthMm: body.length_mm,
    widthMm: body.width_mm,
    heightMm: body.height_mm,
    declaredValue: body.declared_value,
    category: body.category,
    items: body.items,
    insured: body.insured ?? false,
  };
}

/** A page of the time-and-price table in the request's language (a site has a handful of channels: paged in memory). */
export async function channelPage(deps: Deps, site: SiteRow, lang: ApiLang, paging: Paging): Promise<ChannelListData> {
  const names = await categoryNames(deps, site);
  const name = (c: string) => (names[c] ? pickLang(lang, names[c].zh, names[c].en) : c);
  const all: ChannelInfo[] = (await activeChannels(deps, site)).map((r) => ({
    id: r.id,
    code: r.code,
    name: pickLang(lang, r.nameZh, r.nameEn),
    description: pickLang(lang, r.descriptionZh, r.descriptionEn),
    currency: site.currency,
    clearance: r.clearance,
    tax_included: r.taxIncluded,
    transit_days_min: r.transitDaysMin,
    transit_days_max: r.transitDaysMax,
    first_weight_g: r.firstWeightG,
    first_price: r.firstPrice,
    step_g: r.stepG,
    step_price: r.stepPrice,
    min_charge_g: r.minChargeG,
    max_weight_g: r.maxWeightG,
    max_side_mm: r.maxSideMm,
    volumetric_divisor: r.volumetricDivisor,
    max_declared_value: r.maxDeclaredValue,
    cny_limit: r.cnyLimit,
    insurance_rate_bp: r.insuranceRateBp,
    insurance_min: r.insuranceMin,
    insurance_cap: r.insuranceCap,
    requires_id: r.requiresId,
    categories: r.categories.map((code) => ({ code, name: name(code) })),
    item_limits: r.itemLimits.map((l) => ({
      category: l.category,
      name: name(l.category),
      max: l.max,
      max_weight_g: l.max_weight_g,
      note: pickLang(lang, l.note_zh, l.note_en),
    })),
  }));
  const start = offsetOf(paging);
  return { list: all.slice(start, start + paging.page_size), total: all.length, page: paging.page, page_size: paging.page_size };
}
