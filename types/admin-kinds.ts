// What the admin screens edit of each kind of reference data (server/src/modules/content/kinds.ts,
// pricing/admin.ts): the fields, how each is typed in, and the form's values <-> the API's body. The server
// checks everything again; these checks only spare a round trip and name the field first.
import { ARTICLE_KEYS, EMBARGO_LEVELS, FOOD_STATUSES } from './content';
import { toMinorUnits } from './money';
import { CLEARANCES } from './pricing';
import { gramsToKg, kgToGrams } from './units';
import { SERVICE_CODES } from './waybill';

/**
 * code: lowercase code; text / box: one line / several (`max` characters; `pair`: a zh and an en field);
 * int / grams / money / nullable*: numbers typed as text (grams shown in kg, money in major units); day /
 * optionalDay: YYYY-MM-DD; clock / nullableClock: HH:MM; choice: one chip; codes: several chips; list: comma-separated;
 * bool: a switch.
 */
export type FieldType =
  | 'code'
  | 'text'
  | 'box'
  | 'int'
  | 'nullableInt'
  | 'grams'
  | 'money'
  | 'nullableMoney'
  | 'day'
  | 'optionalDay'
  | 'clock'
  | 'nullableClock'
  | 'choice'
  | 'codes'
  | 'list'
  | 'bool';

export interface FieldSpec {
  name: string;
  type: FieldType;
  /** Longest text (zh; en gets twice as much). */
  max?: number;
  /** A zh and an en field: `<name>_zh`, `<name>_en`. */
  pair?: boolean;
  required?: boolean;
  /** choice / codes: fixed choices, or the name of a list the page loads (see `ChoiceLists`). */
  options?: readonly string[] | keyof ChoiceLists;
  /** Not changed after create (codes other rows refer to). */
  frozen?: boolean;
}

export interface ChoiceLists {
  goodsCategories: { key: string; label: string }[];
  channels: { key: string; label: string }[];
  embargoCategories: { key: string; label: string }[];
  depots: { key: string; label: string }[];
}

/** Where each list of choices comes from: the admin kind listed, and the value a row stands for. */
export const CHOICE_SOURCES: Record<keyof ChoiceLists, { kind: string; key(row: Record<string, unknown>): string }> = {
  goodsCategories: { kind: 'goods_category', key: (row) => String(row.code) },
  channels: { kind: 'channel', key: (row) => String(row.code) },
  embargoCategories: { kind: 'embargo_category', key: (row) => String(row.id) },
  depots: { kind: 'warehouse', key: (row) => String(row.id) },
};

export interface KindSpec {
  kind: string;
  fields: FieldSpec[];
  /** The row's heading in the list (none: the kind's name, for a single row). */
  title?(row: Record<string, unknown>, en: boolean): string;
  /** A second line: what matters at a glance, the row's code (or key) first, which is shown as it is stored. */
  detail?(row: Record<string, unknown>): [code: string, ...more: string[]];
  /** One row per site, edited in place (the server's updateOnly kinds): no new rows, no hiding. */
  updateOnly?: boolean;
}

const sort: FieldSpec = { name: 'sort', type: 'int' };
const active: FieldSpec = { name: 'active', type: 'bool' };
const code: FieldSpec = { name: 'code', type: 'code', required: true };
const named = (row: Record<string, unknown>, en: boolean, base = 'name') => String(row[`${base}_${en ? 'en' : 'zh'}`] ?? '');
const major = (minor: number) => (minor / 100).toFixed(2);

export const CHANNEL = {
  kind: 'channel',
  fields: [
    { ...code, frozen: true },
    { name: 'name', type: 'text', pair: true, max: 40, required: true },
    { name: 'description', type: 'box', pair: true, max: 1000 },
    { name: 'clearance', type: 'choice', options: CLEARANCES },
    { name: 'tax_included', type: 'bool' },
    { name: 'categories', type: 'codes', options: 'goodsCategories', required: true },
    { name: 'first_weight_g', type: 'grams', required: true },
    { name: 'first_price', type: 'money', required: true },
    { name: 'step_g', type: 'grams', required: true },
    { name: 'step_price', type: 'money', required: true },
    { name: 'volumetric_divisor', type: 'nullableInt' },
    { name: 'min_charge_g', type: 'grams' },
    { name: 'max_weight_g', type: 'grams', required: true },
    { name: 'max_side_mm', type: 'nullableInt' },
    { name: 'max_declared_value', type: 'nullableMoney' },
    { name: 'cny_limit', type: 'nullableMoney' },
    { name: 'cny_rate_e4', type: 'int', required: true },
    { name: 'transit_days_min', type: 'int', required: true },
    { name: 'transit_days_max', type: 'int', required: true },
    { name: 'insurance_rate_bp', type: 'int', required: true },
    { name: 'insurance_min', type: 'money', required: true },
    { name: 'insurance_cap', type: 'money', required: true },
    { name: 'requires_id', type: 'bool' },
    sort,
    active,
  ],
  title: (row, en) => named(row, en),
  detail: (row) => [String(row.code)],
} satisfies KindSpec;

/** Member levels (server modules/member): from which paid freight over 12 months, the discount off the freight, free services. */
export const MEMBER_LEVEL: KindSpec = {
  kind: 'member_level',
  fields: [
    { ...code, frozen: true },
    { name: 'name', type: 'text', pair: true, max: 20, required: true },
    { name: 'min_freight', type: 'money', required: true },
    { name: 'discount_bp', type: 'int', required: true },
    { name: 'free_services', type: 'codes', options: SERVICE_CODES },
    sort,
    active,
  ],
  title: (row, en) => named(row, en),
  detail: (row) => [String(row.code), `≥ ${major(Number(row.min_freight))}`, `${Number(row.discount_bp) / 100}%`],
};

/** The site's points terms (server modules/member, one row): points per whole unit paid, a point's value, months to expiry. */
export const MEMBER_POINTS: KindSpec = {
  kind: 'member_points',
  fields: ['points_per_unit', 'point_value', 'expiry_months'].map((name): FieldSpec => ({ name, type: 'int', required: true })),
  updateOnly: true,
};

export const CONTENT_KINDS: KindSpec[] = [
  {
    kind: 'goods_category',
    fields: [
      { ...code, frozen: true },
      { name: 'name', type: 'text', pair: true, max: 40, required: true },
      { name: 'hint', type: 'text', pair: true, max: 200 },
      { name: 'postal_tax_rate_pct', type: 'int' },
      sort,
      active,
    ],
    title: (row, en) => named(row, en),
    detail: (row) => [String(row.code), `${row.postal_tax_rate_pct}%`],
  },
  {
    kind: 'embargo_category',
    fields: [
      code,
      { name: 'name', type: 'text', pair: true, max: 40, required: true },
      { name: 'icon', type: 'text', max: 40 },
      sort,
      active,
    ],
    title: (row, en) => named(row, en),
    detail: (row) => [String(row.code)],
  },
  {
    kind: 'embargo_item',
    fields: [
      code,
      { name: 'category_id', type: 'choice', options: 'embargoCategories', required: true },
      { name: 'name', type: 'text', pair: true, max: 60, required: true },
      { name: 'level', type: 'choice', options: EMBARGO_LEVELS, required: true },
      { name: 'summary', type: 'box', pair: true, max: 300 },
      { name: 'detail', type: 'box', pair: true, max: 3000 },
      { name: 'examples', type: 'box', pair: true, max: 500 },
      sort,
      active,
    ],
    title: (row, en) => named(row, en),
    detail: (row) => [String(row.code), String(row.level)],
  },
  {
    kind: 'food',
    fields: [
      code,
      { name: 'name', type: 'text', pair: true, max: 60, required: true },
      { name: 'aliases', type: 'list', max: 60 },
      { name: 'status', type: 'choice', options: FOOD_STATUSES, required: true },
      { name: 'channels', type: 'codes', options: 'channels' },
      { name: 'limit', type: 'box', pair: true, max: 300 },
      { name: 'note', type: 'box', pair: true, max: 1000 },
      sort,
      active,
    ],
    title: (row, en) => named(row, en),
    detail: (row) => [String(row.code), String(row.status)],
  },
  {
    kind: 'article',
    fields: [
      { name: 'key', type: 'choice', options: ARTICLE_KEYS, required: true, frozen: true },
      { name: 'version', type: 'text', max: 20, required: true },
      { name: 'effective_on', type: 'day', required: true },
      { name: 'title', type: 'text', pair: true, max: 100, required: true },
      { name: 'intro', type: 'box', pair: true, max: 3000 },
    ],
    title: (row, en) => named(row, en, 'title'),
    detail: (row) => [String(row.key), String(row.version), String(row.effective_on)],
  },
  {
    kind: 'faq',
    fields: [
      code,
      { name: 'category', type: 'choice', options: ['account', 'shipping', 'customs', 'payment', 'claims', 'returns'], required: true },
      { name: 'question', type: 'text', pair: true, max: 200, required: true },
      { name: 'answer', type: 'box', pair: true, max: 3000, required: true },
      sort,
      active,
    ],
    title: (row, en) => named(row, en, 'question'),
    detail: (row) => [String(row.code), String(row.category)],
  },
  {
    kind: 'banner',
    fields: [
      code,
      { name: 'title', type: 'text', pair: true, max: 60, required: true },
      { name: 'subtitle', type: 'text', pair: true, max: 100 },
      { name: 'image_url', type: 'text', max: 512 },
      { name: 'route', type: 'text', max: 200 },
      { name: 'starts_on', type: 'optionalDay' },
      { name: 'ends_on', type: 'optionalDay' },
      sort,
      active,
    ],
    title: (row, en) => named(row, en, 'title'),
    detail: (row) => [String(row.code), `${row.starts_on ?? '…'} ~ ${row.ends_on ?? '…'}`],
  },
  MEMBER_LEVEL,
  MEMBER_POINTS,
];

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const depot: FieldSpec = { name: 'depot_id', type: 'choice', options: 'depots', required: true };

/** The site's settings the office keeps (one row each, edited in place) and the depots' pickup calendar. */
export const SETTINGS_KINDS: KindSpec[] = [
  {
    kind: 'site_operations',
    fields: [
      { name: 'free_storage_days', type: 'int', required: true },
      { name: 'daily_storage_fee', type: 'money', required: true },
      { name: 'disposal_days', type: 'int', required: true },
      { name: 'return_handling_fee', type: 'money', required: true },
      { name: 'id_photo_retention_days', type: 'int', required: true },
      { name: 'contact_name', type: 'text', max: 80 },
      { name: 'contact_phone', type: 'text', max: 30 },
      { name: 'contact_email', type: 'text', max: 120 },
      { name: 'contact_address', type: 'box', max: 300 },
    ],
    updateOnly: true,
  },
  {
    kind: 'bank_account',
    fields: [
      { name: 'account_name', type: 'text', max: 80 },
      { name: 'account_number', type: 'text', max: 19 },
      { name: 'bsb', type: 'text', max: 7 },
      { name: 'transfer_days', type: 'int', required: true },
    ],
    updateOnly: true,
  },
  {
    kind: 'slot_template',
    fields: [
      depot,
      { name: 'weekday', type: 'choice', options: WEEKDAYS, required: true },
      { name: 'start_time', type: 'clock', required: true },
      { name: 'end_time', type: 'clock', required: true },
      { name: 'capacity', type: 'int', required: true },
      active,
    ],
    title: (row) => `${String(row.start_time)}-${String(row.end_time)}`,
    detail: (row) => [String(row.weekday), `× ${String(row.capacity)}`],
  },
  {
    kind: 'depot_exception',
    fields: [
      depot,
      { name: 'day', type: 'day', required: true },
      { name: 'opens_at', type: 'nullableClock' },
      { name: 'closes_at', type: 'nullableClock' },
      { name: 'reason', type: 'text', pair: true, max: 60, required: true },
    ],
    title: (row, en) => named(row, en, 'reason'),
    detail: (row) => [String(row.day), row.opens_at ? `${String(row.opens_at)}-${String(row.closes_at)}` : '—'],
  },
];

/** The API names of a field: one, or its zh and en pair. */
export const namesOf = (f: FieldSpec) => (f.pair ? [`${f.name}_zh`, `${f.name}_en`] : [f.name]);

export type FormValues = Record<string, string | boolean | string[]>;

/** A stored row (or nothing: a new one) as the form's values. */
export function formValues(spec: KindSpec, row: Record<string, unknown> | null): FormValues {
  const values: FormValues = {};
  for (const f of spec.fields) {
    for (const name of namesOf(f)) {
      const v = row?.[name];
      if (f.type === 'bool') values[name] = row ? Boolean(v) : name !== 'tax_included';
      else if (f.type === 'codes') values[name] = (v as string[] | undefined) ?? [];
      else if (v === null || v === undefined)
        values[name] = f.required ? '' : f.type === 'int' ? '0' : f.type === 'choice' && Array.isArray(f.options) ? f.options[0] : '';
      else if (f.type === 'grams') values[name] = gramsToKg(v as number);
      else if (f.type === 'money' || f.type === 'nullableMoney') values[name] = major(v as number);
      else if (f.type === 'list') values[name] = (v as string[]).join(', ');
      else values[name] = String(v);
    }
  }
  return values;
}

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Choice lists whose values are row ids (numbers in the API). */
const ID_CHOICES = ['embargoCategories', 'depots'];

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

/** One typed value -> the API value; undefined when it is not valid. */
function apiValue(f: FieldSpec, raw: string | boolean | string[]): unknown {
  if (f.type === 'bool' || f.type === 'codes') return raw;
  const text = (raw as string).trim();
  switch (f.type) {
    case 'code':
      return /^[a-z0-9][a-z0-9_-]{0,39}$/.test(text) ? text : undefined;
    case 'int':
      return /^-?\d{1,9}$/.test(text) ? Number(text) : undefined;
    case 'nullableInt':
      return text === '' ? null : /^\d{1,9}$/.test(text) ? Number(text) : undefined;
    case 'grams':
      return Number.isNaN(kgToGrams(text)) ? undefined : kgToGrams(text);
    case 'money':
      return Number.isNaN(toMinorUnits(text)) ? undefined : toMinorUnits(text);
    case 'nullableMoney':
      return text === '' ? null : Number.isNaN(toMinorUnits(text)) ? undefined : toMinorUnits(text);
    case 'day':
      return isDay(text) ? text : undefined;
    case 'optionalDay':
      return text === '' ? null : isDay(text) ? text : undefined;
    case 'clock':
      return CLOCK.test(text) ? text : undefined;
    case 'nullableClock':
      return text === '' ? null : CLOCK.test(text) ? text : undefined;
    case 'choice':
      return text === '' ? undefined : /^\d+$/.test(text) && ID_CHOICES.includes(f.options as string) ? Number(text) : text;
    case 'list':
      return text
        .split(/[,，\n]/)
        .map((s) => s.trim())
        .filter(Boolean);
    default:
      return text;
  }
}

/**
 * The form's values -> the body, or the first field that is wrong. With `initial`: only what differs from
 * `initial` (an update sends the admin's changes, so the audit log shows those and nothing else).
 */
export function bodyOf(spec: KindSpec, values: FormValues, initial?: FormValues): { body: Record<string, unknown> } | { error: string } {
  const body: Record<string, unknown> = {};
  for (const f of spec.fields) {
    for (const name of namesOf(f)) {
      if (initial && f.frozen) continue;
      const raw = values[name];
      if (initial && JSON.stringify(raw) === JSON.stringify(initial[name])) continue;
      const value = apiValue(f, raw);
      const missing = f.required && (value === '' || (Array.isArray(value) && value.length === 0));
      if (value === undefined || missing) return { error: name };
      body[name] = value;
    }
  }
  return { body };
}
