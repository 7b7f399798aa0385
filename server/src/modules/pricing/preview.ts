/**
 * POST /api/admin/channel/preview: what a sample parcel would cost on a channel with values not saved yet (a
 * new channel, or a stored one with the admin's changes laid over it), priced by the same `priceParcel()` as
 * the estimate and the waybill, and checked as a save would be. Nothing is written.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ApiLang } from '@contract/api';
import { ApiStatus } from '@contract/api';
import type { QuoteRequest } from '@contract/pricing';
import { type ChannelRow, channels, type SiteRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { pickLang } from '../../lib/bilingual';
import { ApiError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { int, rowId, str } from '../../lib/schema';
import { envelope, obj, responses } from '../../schemas';
import { scopedField } from '../../toolkit/fields';
import { channelKind, checkChannel } from './admin';
import { priceParcel, type PriceResult } from './price';
import { categoryNames, goodsCategoryList, parcelOf, pricingChannel } from './service';

type Values = Record<string, unknown>;
type PreviewBody = Values & QuoteRequest & { channel_id?: number };

/** The sample parcel, named as in the estimate (`price/quote`). */
const sample = {
  weight_g: int(1, 1_000_000),
  length_mm: int(0, 10_000),
  width_mm: int(0, 10_000),
  height_mm: int(0, 10_000),
  declared_value: int(0, 100_000_000),
  category: str(40, { min: 1 }),
  insured: { type: 'boolean' },
};

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

const integer = { type: 'integer' };
/** A priced parcel's breakdown (answers of the estimate and the preview). */
export const breakdownSchema = obj(
  Object.fromEntries(
    ['actual_g', 'volumetric_g', 'chargeable_g', 'first_price', 'additional_steps', 'step_g', 'additional_price', 'insurance', 'total']
      .map((k) => [k, integer])
      .concat([['currency', { type: 'string' }]]),
  ),
  ['actual_g', 'volumetric_g', 'chargeable_g', 'first_price', 'additional_steps', 'additional_price', 'insurance', 'total', 'currency'],
);
const result = obj(
  {
    ok: { type: 'boolean' },
    breakdown: { anyOf: [breakdownSchema, { type: 'null' }] },
    reason: { anyOf: [obj({ code: { type: 'string' }, msg: { type: 'string' } }, ['code', 'msg']), { type: 'null' }] },
  },
  ['ok', 'breakdown', 'reason'],
);

export const previewSchema = {
  tags: ['admin'],
  security: [{ token: [] }],
  summary: 'Channels: price a sample parcel on unsaved values (channel_id: a stored channel with these changes); writes nothing',
  body: obj({ channel_id: rowId, ...channelKind.fields, ...sample }, ['weight_g', 'declared_value', 'category']),
  response: responses(
    envelope(
      obj({ currency: { type: 'string' }, preview: result, current: { anyOf: [result, { type: 'null' }] } }, [
        'currency',
        'preview',
        'current',
      ]),
    ),
  ),
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

export async function previewRoutes(app: FastifyInstance) {
  app.post<{ Body: PreviewBody }>('/admin/channel/preview', { schema: previewSchema, preValidation: app.requireRole('admin') }, async (r) =>
    ok(r, await previewPrice(app.deps, r.site, r.lang, r.body)),
  );
}
