/** Admin edit of channels (price lists) and goods categories: /api/admin/channel/..., /api/admin/goods_category/... */
import { and, eq, inArray } from 'drizzle-orm';
import { CLEARANCES } from '@contract/pricing';
import { channels, goodsCategories } from '../../db/schema';
import { choice, int, nullableInt, str } from '../../lib/schema';
import { type AdminKind, adminRoutes, type CheckContext, type Values } from '../../toolkit/admin-crud';
import { RelatedFieldError, scopedField } from '../../toolkit/fields';

const text = (max: number, min = 0) => str(max, { min, lines: max >= 200 });
const code = str(40, { min: 1, pattern: '^[a-z0-9][a-z0-9_-]*$' });

const itemLimit = {
  type: 'object',
  additionalProperties: false,
  required: ['category', 'max'],
  properties: {
    category: code,
    max: int(1, 1000),
    max_weight_g: nullableInt(1, 1_000_000),
    note_zh: text(300),
    note_en: text(500),
  },
};

export const channelKind: AdminKind = {
  path: 'channel',
  summary: 'Channels (lines) and their prices',
  scope: 'price',
  table: channels,
  fields: {
    code,
    name_zh: text(40, 1),
    name_en: text(80, 1),
    description_zh: text(1000),
    description_en: text(2000),
    clearance: choice(CLEARANCES),
    tax_included: { type: 'boolean' },
    categories: { type: 'array', minItems: 1, maxItems: 50, uniqueItems: true, items: code },
    first_weight_g: int(1, 1_000_000),
    first_price: int(0, 100_000_000),
    step_g: int(1, 1_000_000),
    step_price: int(0, 100_000_000),
    volumetric_divisor: nullableInt(1000, 100_000),
    min_charge_g: int(0, 1_000_000),
    max_weight_g: int(1, 1_000_000),
    max_side_mm: nullableInt(1, 10_000),
    max_declared_value: nullableInt(0, 100_000_000),
    cny_limit: nullableInt(0, 100_000_000),
    cny_rate_e4: int(1, 10_000_000),
    item_limits: { type: 'array', maxItems: 50, items: itemLimit },
    transit_days_min: int(0, 365),
    transit_days_max: int(0, 365),
    insurance_rate_bp: int(0, 10_000),
    insurance_min: int(0, 100_000_000),
    insurance_cap: int(0, 1_000_000_000),
    requires_id: { type: 'boolean' },
    sort: int(-100_000, 100_000),
    active: { type: 'boolean' },
  },
  required: [
    'code',
    'name_zh',
    'name_en',
    'categories',
    'first_weight_g',
    'first_price',
    'step_g',
    'step_price',
    'max_weight_g',
    'cny_rate_e4',
    'transit_days_min',
    'transit_days_max',
    'insurance_rate_bp',
    'insurance_min',
    'insurance_cap',
  ],
  search: ['code', 'name_zh', 'name_en'],
  filters: { active: { type: 'boolean' } },
  order: ['sort'],
  softDelete: true,
  check: checkChannel,
};

/** What the schema cannot say: max weight not under the minimum charge, days in order, known categories. */
export async function checkChannel(row: Values, ctx: CheckContext): Promise<void> {
  const n = (field: string) => (row[field] as number | undefined) ?? 0;
  if (n('max_weight_g') < n('min_charge_g')) throw new RelatedFieldError('price.max_weight_g', 'not_below', 'price.min_charge_g');
  if (n('transit_days_max') < n('transit_days_min'))
    throw new RelatedFieldError('price.transit_days_max', 'not_below', 'price.transit_days_min');
  const limits = (row.item_limits as { category: string }[] | undefined) ?? [];
  const codes = [...new Set([...(row.categories as string[]), ...limits.map((l) => l.category)])];
  const known = await ctx.deps.db
    .select({ code: goodsCategories.code })
    .from(goodsCategories)
    .where(and(eq(goodsCategories.siteId, ctx.site.id), inArray(goodsCategories.code, codes)));
  const unknown = codes.find((c) => !known.some((k) => k.code === c));
  if (unknown === undefined) return;
  throw scopedField('price', (row.categories as string[]).includes(unknown) ? 'categories' : 'item_limits', 'unknown_category', {
    value: unknown,
  });
}

export const goodsCategoryKind: AdminKind = {
  path: 'goods_category',
  summary: 'Goods categories',
  scope: 'price',
  table: goodsCategories,
  fields: {
    code,
    name_zh: text(40, 1),
    name_en: text(80, 1),
    hint_zh: text(200),
    hint_en: text(400),
    postal_tax_rate_pct: int(0, 100),
    sort: int(-100_000, 100_000),
    active: { type: 'boolean' },
  },
  required: ['code', 'name_zh', 'name_en'],
  search: ['code', 'name_zh', 'name_en'],
  order: ['sort'],
  softDelete: true, // channels and declared goods keep naming the code
  check(row, ctx) {
    if (ctx.existing && row.code !== ctx.existing.code) throw scopedField('price', 'code', 'frozen');
  },
};

export const pricingAdminRoutes = [channelKind, goodsCategoryKind].map(adminRoutes);
