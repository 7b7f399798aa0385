/** The content kinds admins edit, each under /api/admin/<path>/... (see admin-crud.ts). */
import { and, eq } from 'drizzle-orm';
import { ApiStatus } from '@contract/api';
import { ARTICLE_KEYS, EMBARGO_LEVELS, FOOD_STATUSES, WAREHOUSE_KINDS } from '@contract/content';
import {
  activities,
  articles,
  banners,
  channels,
  embargoCategories,
  embargoItems,
  faqs,
  foods,
  homeEntries,
  warehouses,
} from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { choice, int, nullableStr, rowId, str } from '../../lib/schema';
import type { AdminKind, CheckContext, Values } from '../../toolkit/admin-crud';
import { RelatedFieldError, scopedField } from '../../toolkit/fields';
import { CLAIM_RULES_SCHEMA } from '../claims/rules';
import { isZone } from '../reservation/time';
import { FAQ_CATEGORIES, VERSIONED_ARTICLES, WEEKDAYS } from './constants';

const text = (max: number, min = 0) => str(max, { min, lines: max >= 200 });
const code = str(40, { min: 1, pattern: '^[a-z0-9][a-z0-9_-]*$' });
const sort = int(-100_000, 100_000);
const active = { type: 'boolean' };
export const day = str(10, { min: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
const optionalDay = { anyOf: [{ type: 'null' }, day] };
const imageUrl = str(512, { pattern: '^(https://[^\\s]+)?$' });
export const route = str(200, { pattern: '^(/pages/[A-Za-z0-9/_-]+(\\?[A-Za-z0-9=&_%-]*)?)?$' });
const color = str(20, { pattern: '^(#[0-9a-fA-F]{3,8})?$' });
const pair = (name: string, maxZh: number, min = 0) => ({ [`${name}_zh`]: text(maxZh, min), [`${name}_en`]: text(maxZh * 2, min) });
const frozen = (scopeField: string) => (row: Values, ctx: CheckContext) => {
  if (ctx.existing && row[scopeField] !== ctx.existing[scopeField]) throw scopedField('content', scopeField, 'frozen');
};

function realDay(row: Values, field: string) {
  const value = row[field] as string | null | undefined;
  if (value === undefined || value === null) return;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) throw scopedField('content', field, 'invalid_date');
}

/** Real days, the end not before the start (either may be null where the kind allows it). */
export function checkPeriod(row: Values) {
  realDay(row, 'starts_on');
  realDay(row, 'ends_on');
  const [from, to] = [row.starts_on as string | null | undefined, row.ends_on as string | null | undefined];
  if (from && to && to < from) throw new RelatedFieldError('content.ends_on', 'not_below', 'content.starts_on');
}

const notBlank = (row: Values, ...fields: string[]) => {
  for (const f of fields)
    if (typeof row[f] === 'string' && row[f] !== '' && !(row[f] as string).trim()) throw scopedField('content', f, 'blank');
};

export const embargoCategoryKind: AdminKind = {
  path: 'embargo_category',
  summary: 'Prohibited goods: categories',
  scope: 'content',
  table: embargoCategories,
  fields: { code, ...pair('name', 40, 1), icon: text(40), sort, active },
  required: ['code', 'name_zh', 'name_en'],
  search: ['code', 'name_zh', 'name_en'],
  order: ['sort'],
  check: (row) => notBlank(row, 'name_zh', 'name_en'),
};

export const embargoItemKind: AdminKind = {
  path: 'embargo_item',
  summary: 'Prohibited goods: items',
  scope: 'content',
  table: embargoItems,
  fields: {
    code,
    category_id: rowId,
    ...pair('name', 60, 1),
    level: choice(EMBARGO_LEVELS),
    ...pair('summary', 300),
    ...pair('detail', 3000),
    ...pair('examples', 500),
    sort,
    active,
  },
  required: ['code', 'category_id', 'name_zh', 'name_en', 'level'],
  search: ['code', 'name_zh', 'name_en', 'summary_zh', 'summary_en', 'examples_zh', 'examples_en'],
  filters: { category_id: rowId, level: choice(EMBARGO_LEVELS) },
  order: ['sort'],
  async check(row, ctx) {
    notBlank(row, 'name_zh', 'name_en');
    const [category] = await ctx.deps.db
      .select({ id: embargoCategories.id })
      .from(embargoCategories)
      .where(and(eq(embargoCategories.siteId, ctx.site.id), eq(embargoCategories.id, row.category_id as number)));
    if (!category) throw scopedField('content', 'category_id', 'unknown_item');
  },
};

export const foodKind: AdminKind = {
  path: 'food',
  summary: 'Food query entries',
  scope: 'content',
  table: foods,
  fields: {
    code,
    ...pair('name', 60, 1),
    aliases: { type: 'array', maxItems: 30, items: text(60, 1) },
    status: choice(FOOD_STATUSES),
    channels: { type: 'array', maxItems: 30, uniqueItems: true, items: code },
    ...pair('limit', 300),
    ...pair('note', 1000),
    sort,
    active,
  },
  required: ['code', 'name_zh', 'name_en', 'status'],
  search: ['code', 'name_zh', 'name_en', 'aliases'],
  filters: { status: choice(FOOD_STATUSES) },
  order: ['sort'],
  async check(row, ctx) {
    notBlank(row, 'name_zh', 'name_en');
    const wanted = (row.channels as string[] | undefined) ?? [];
    const known = await ctx.deps.db.select({ code: channels.code }).from(channels).where(eq(channels.siteId, ctx.site.id));
    const unknown = wanted.find((c) => !known.some((k) => k.code === c));
    if (unknown !== undefined) throw scopedField('content', 'channels', 'unknown_channel', { value: unknown });
  },
};

const section = {
  type: 'object',
  additionalProperties: false,
  required: ['no', 'title_zh', 'title_en', 'body_zh', 'body_en'],
  properties: { no: int(0, 1000), ...pair('title', 100), ...pair('body', 5000), route: { anyOf: [route, { type: 'null' }] } },
};

export const articleKind: AdminKind = {
  path: 'article',
  summary: 'Articles (transport protocol, packing claim rules, guide), one row per version',
  scope: 'content',
  table: articles,
  fields: {
    key: choice(ARTICLE_KEYS),
    version: text(20, 1),
    effective_on: day,
    ...pair('title', 100, 1),
    ...pair('intro', 3000),
    sections: { type: 'array', maxItems: 100, items: section },
    published: { type: 'boolean' },
    // pack_rule: the figures its {placeholders} show and claims are judged by.
    rules: { anyOf: [CLAIM_RULES_SCHEMA, { type: 'null' }] },
  },
  required: ['key', 'version', 'effective_on', 'title_zh', 'title_en'],
  search: ['version', 'title_zh', 'title_en'],
  filters: { key: choice(ARTICLE_KEYS) },
  order: ['key', 'effective_on'],
  uniqueField: 'version',
  check(row, ctx) {
    frozen('key')(row, ctx);
    realDay(row, 'effective_on');
    notBlank(row, 'title_zh', 'title_en', 'version');
  },
  guard(existing) {
    if (existing.published && VERSIONED_ARTICLES.includes(existing.key as never)) throw articlePublished();
  },
  extra: {
    schema: { published_at: { type: ['string', 'null'], format: 'date-time' } },
    of: (row) => ({
      published: row.publishedAt != null,
      published_at: row.publishedAt instanceof Date ? row.publishedAt.toISOString() : null,
    }),
  },
  toColumns(values, now) {
    const { published, ...rest } = values;
    return published === undefined ? rest : { ...rest, published_at: published ? now : null };
  },
};

export const activityKind: AdminKind = {
  path: 'activity',
  summary: 'Activities (promotions)',
  scope: 'content',
  table: activities,
  fields: {
    code,
    ...pair('title', 60, 1),
    ...pair('summary', 300),
    ...pair('body', 5000),
    ...pair('coupon_hint', 300),
    color,
    image_url: imageUrl,
    starts_on: day,
    ends_on: day,
    sort,
    active,
  },
  required: ['code', 'title_zh', 'title_en', 'starts_on', 'ends_on'],
  search: ['code', 'title_zh', 'title_en'],
  order: ['sort'],
  check(row) {
    notBlank(row, 'title_zh', 'title_en');
    checkPeriod(row);
  },
};

export const faqKind: AdminKind = {
  path: 'faq',
  summary: 'FAQ entries',
  scope: 'content',
  table: faqs,
  fields: {
    code,
    category: choice(Object.keys(FAQ_CATEGORIES)),
    ...pair('question', 200, 1),
    ...pair('answer', 3000, 1),
    sort,
    active,
  },
  required: ['code', 'category', 'question_zh', 'question_en', 'answer_zh', 'answer_en'],
  search: ['code', 'question_zh', 'question_en', 'answer_zh', 'answer_en'],
  filters: { category: choice(Object.keys(FAQ_CATEGORIES)) },
  order: ['category', 'sort'],
  check: (row) => notBlank(row, 'question_zh', 'question_en', 'answer_zh', 'answer_en'),
};

const hours = {
  type: 'object',
  additionalProperties: false,
  required: [...WEEKDAYS],
  properties: Object.fromEntries(
    WEEKDAYS.map((d) => [
      d,
      {
        anyOf: [{ type: 'null' }, { type: 'array', minItems: 2, maxItems: 2, items: str(5, { pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' }) }],
      },
    ]),
  ),
};

export const warehouseKind: AdminKind = {
  path: 'warehouse',
  summary: 'Warehouses (receiving addresses) and depots',
  scope: 'content',
  table: warehouses,
  fields: {
    code,
    kind: choice(WAREHOUSE_KINDS),
    ...pair('name', 60, 1),
    recipient: text(100, 1),
    phone: str(20, { min: 5, pattern: '^\\+?[0-9][0-9 -]*$' }),
    address_lines: { type: 'array', minItems: 1, maxItems: 4, items: text(120, 1) },
    suburb: text(60),
    city: text(60, 1),
    region: text(60),
    postcode: str(4, { min: 4, pattern: '^\\d{4}$' }),
    country: choice(['NZ', 'AU']),
    opening_hours: hours,
    ...pair('notes', 1000),
    sort,
    active,
    // The zone of the opening hours and reservation slots (null: the site's); a map link ('' builds one from the address).
    time_zone: nullableStr(64, { min: 3, pattern: '^[A-Za-z_]+(/[A-Za-z0-9_+-]+)+$' }),
    map_url: str(512, { pattern: '^(https://[^\\s<>]+)?$' }),
  },
  required: ['code', 'kind', 'name_zh', 'name_en', 'recipient', 'phone', 'address_lines', 'city', 'postcode', 'country', 'opening_hours'],
  search: ['code', 'name_zh', 'name_en', 'city'],
  filters: { kind: choice(WAREHOUSE_KINDS) },
  order: ['kind', 'sort'],
  check(row) {
    notBlank(row, 'name_zh', 'name_en', 'recipient', 'city');
    if (typeof row.time_zone === 'string' && !isZone(row.time_zone)) throw scopedField('content', 'time_zone', 'not_zone');
    for (const [open, close] of Object.values((row.opening_hours ?? {}) as Record<string, [string, string] | null>).filter(Boolean) as [
      string,
      string,
    ][]) {
      if (close <= open) throw scopedField('content', 'opening_hours', 'invalid_format');
    }
  },
  toColumns: ({ recipient, ...rest }) => (recipient === undefined ? rest : { ...rest, contact: recipient }),
  fromColumns: (row) => ({ recipient: row.contact }),
};

export const bannerKind: AdminKind = {
  path: 'banner',
  summary: 'Home page banners',
  scope: 'content',
  table: banners,
  fields: {
    code,
    ...pair('title', 60, 1),
    ...pair('subtitle', 100),
    image_url: imageUrl,
    route,
    colors: {
      type: 'object',
      additionalProperties: false,
      required: ['from', 'to', 'text'],
      properties: { from: color, to: color, text: color },
    },
    sort,
    active,
    starts_on: optionalDay,
    ends_on: optionalDay,
  },
  required: ['code', 'title_zh', 'title_en', 'colors'],
  search: ['code', 'title_zh', 'title_en'],
  order: ['sort'],
  check(row) {
    notBlank(row, 'title_zh', 'title_en');
    checkPeriod(row);
  },
};

export const homeEntryKind: AdminKind = {
  path: 'home_entry',
  summary: 'Home page feature entries',
  scope: 'content',
  table: homeEntries,
  fields: { code, ...pair('title', 20, 1), icon: text(40), route: { ...route, minLength: 1 }, sort, active },
  required: ['code', 'title_zh', 'title_en', 'route'],
  search: ['code', 'title_zh', 'title_en'],
  order: ['sort'],
  check: (row) => notBlank(row, 'title_zh', 'title_en'),
};

export function articlePublished() {
  return new ApiError(ApiStatus.FORBIDDEN, 'article_published');
}

export const CONTENT_KINDS = [
  embargoCategoryKind,
  embargoItemKind,
  foodKind,
  articleKind,
  activityKind,
  faqKind,
  warehouseKind,
  bannerKind,
  homeEntryKind,
];
