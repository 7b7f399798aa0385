/**
 * What a sample parcel would cost on a channel with values not saved yet (a new channel, or a stored one with the
 * admin's changes laid over it), priced by the same `priceParcel()` as the estimate and the waybill, and checked
 * as a save would be. Nothing is written.
 */
import { and, eq } from 'drizzle-orm';
import { type ApiLang, ApiStatus } from '@contract/api';
import type { QuoteRequest } from '@contract/pricing';
import { type ChannelRow, channels, type SiteRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { pickLang } from '../../lib/bilingual';
import { ApiError } from '../../lib/errors';
import { scopedField } from '../../toolkit/fields';
import { channelKind, checkChannel } from './admin';
import { priceParcel, type PriceResult } from './price';
import { categoryNames, goodsCategoryList, parcelOf, pricingChannel } from './service';

type Values = Record<string, unknown>;
export type PreviewBody = Values & QuoteRequest & { channel_id?: number };

/** Column defaults of the optional channel fields, for a channel not stored yet. */
const DEFAULTS: Values = {
  volumetric_divisor: null,
  min_charge_g: 0,
  max_side_mm: null,
  max_declared_value: null,
  cny_limit: null,
  item_limits: [],
  requires_id: true,
  active: true,
  clearance: 'CC',
  tax_included: false,
};

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
/** API values -> the row shape `pricingChannel()` reads. */
const asRow = (values: Values) => Object.fromEntries(Object.entries(values).map(([k, v]) => [camel(k), v])) as unknown as ChannelRow;

function shown(result: PriceResult, lang: ApiLang) {
  if (result.ok) return { ok: true, breakdown: result.breakdown, reason: null };
  return { ok: false, breakdown: null, reason: { code: result.reason.code, msg: pickLang(lang, result.reason.zh, result.reason.en) } };
}

async function storedChannel(deps: Deps, site: SiteRow, id: number): Promise<ChannelRow> {
  const [row] = await deps.db
    .select()
    .from(channels)
    .where(and(eq(channels.siteId, site.id), eq(channels.id, id)));
  if (!row) throw new ApiError(ApiStatus.NOT_FOUND, 'content_not_found');
  return row;
}

/** The stored row in API names (snake_case), as the admin form holds it. */
const apiValues = (row: ChannelRow): Values =>
  Object.fromEntries(Object.keys(channelKind.fields).map((f) => [f, (row as unknown as Values)[camel(f)]]));

export async function previewPrice(deps: Deps, site: SiteRow, lang: ApiLang, body: PreviewBody) {
  const edits = Object.fromEntries(Object.entries(body).filter(([k]) => k in channelKind.fields));
  const stored = body.channel_id === undefined ? undefined : await storedChannel(deps, site, body.channel_id);
  const values = { ...DEFAULTS, ...(stored ? apiValues(stored) : {}), ...edits };
  const missing = channelKind.required.find((f) => values[f] === undefined && !['code', 'name_zh', 'name_en'].includes(f));
  if (missing) throw scopedField('price', missing, 'required');
  await checkChannel({ categories: [], ...values }, { deps, site, existing: stored && apiValues(stored) });
  if (!(await goodsCategoryList(deps, site, lang)).some((c) => c.code === body.category)) {
    throw scopedField('price', 'category', 'unknown_category', { value: body.category });
  }
  const names = await categoryNames(deps, site);
  const parcel = parcelOf(body);
  // An inactive channel is priced all the same: the admin is looking at its price, not offering it.
  const price = (row: ChannelRow) => shown(priceParcel({ ...pricingChannel(row, site), active: true }, parcel, names), lang);
  return { currency: site.currency, preview: price(asRow(values)), current: stored ? price(stored) : null };
}
