/**
 * Admin edit of coupon templates: /api/admin/coupon_template/lst|detail/{id}|create|update/{id}, through the
 * shared admin CRUD (field errors name `price.<field>`). delete/{id} only deactivates: issued coupons keep
 * working, no new ones are issued.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COUPON_KINDS, COUPON_TRIGGERS } from '@contract/coupon';
import { activities, couponTemplates } from '../../db/schema';
import { choice, int, MAX_ID, nullableInt, nullableStr, str } from '../../lib/schema';
import { type AdminKind, adminRoutes, type CheckContext, type Values } from '../../toolkit/admin-crud';
import { RelatedFieldError, scopedField, scopeFields } from '../../toolkit/fields';
import { channelCodesField } from '../card/admin';
import { unknownChannel } from '../card/shared';

const text = (max: number, min = 0) => str(max, { min, lines: max >= 200 });
/** An ISO 8601 instant with its offset (bodies are checked without ajv formats, as in tracking). */
const moment = nullableStr(40, { pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$' });

export const couponTemplateKind: AdminKind = {
  path: 'coupon_template',
  summary: 'Coupon templates',
  scope: 'price',
  table: couponTemplates,
  fields: {
    name_zh: text(40, 1),
    name_en: text(80, 1),
    kind: choice(COUPON_KINDS),
    value: int(1, 100_000_000),
    max_off: nullableInt(1, 100_000_000),
    min_spend: int(0, 100_000_000),
    valid_days: nullableInt(1, 1095),
    valid_from: moment,
    valid_to: moment,
    channel_codes: channelCodesField,
    total_limit: nullableInt(1, 10_000_000),
    per_user_limit: int(1, 100),
    trigger: choice(COUPON_TRIGGERS),
    activity_id: nullableInt(1, MAX_ID),
    first_waybill_only: { type: 'boolean' },
    active: { type: 'boolean' },
  },
  required: ['name_zh', 'name_en', 'kind', 'value', 'trigger'],
  search: ['name_zh', 'name_en'],
  filters: { trigger: choice(COUPON_TRIGGERS), active: { type: 'boolean' } },
  order: ['id'],
  softDelete: true,
  extra: { schema: { issued_count: { type: 'integer' } }, of: (row: Values) => ({ issued_count: row.issuedCount }) },
  toColumns(values) {
    const moments = ['valid_from', 'valid_to'].filter((f) => typeof values[f] === 'string');
    return { ...values, ...Object.fromEntries(moments.map((f) => [f, new Date(values[f] as string)])) };
  },
  check: checkTemplate,
};

/** The template as it would be after the write must hold together. */
async function checkTemplate(row: Values, ctx: CheckContext): Promise<void> {
  if (row.kind === 'percent' && (row.value as number) > 100) throw scopedField('price', 'value', 'percent_range');
  checkValidity(row);
  const issued = (ctx.existing?.issued_count as number | undefined) ?? 0;
  if (typeof row.total_limit === 'number' && row.total_limit < issued)
    throw new RelatedFieldError('price.total_limit', 'not_below', 'price.issued_count');
  await checkActivity(row, ctx);
  const unknown = await unknownChannel(ctx.deps.db, ctx.site.id, row.channel_codes as string[] | undefined);
  if (unknown !== undefined) throw scopedField('price', 'channel_codes', 'unknown_channel', { value: unknown });
}

/** Exactly one of: days after issue, or a whole fixed window (from before to). */
function checkValidity(row: Values): void {
  const days = row.valid_days ?? null;
  const from = row.valid_from ?? null;
  const to = row.valid_to ?? null;
  if (days !== null && (from !== null || to !== null)) throw scopedField('price', 'valid_days', 'one_validity');
  if (days !== null) return;
  if (from === null && to === null) throw scopedField('price', 'valid_days', 'one_validity');
  if (from === null) throw scopedField('price', 'valid_from', 'required');
  if (to === null) throw scopedField('price', 'valid_to', 'required');
  for (const [field, value] of [
    ['valid_from', from],
    ['valid_to', to],
  ] as const) {
    if (Number.isNaN(new Date(value as string).getTime())) throw scopedField('price', field, 'invalid_format');
  }
  if (new Date(to as string) <= new Date(from as string)) throw new RelatedFieldError('price.valid_to', 'after', 'price.valid_from');
}

/** Activity templates name an activity of the site; the other triggers none. */
async function checkActivity(row: Values, ctx: CheckContext): Promise<void> {
  const id = (row.activity_id as number | null | undefined) ?? null;
  if (row.trigger !== 'activity') {
    if (id !== null) throw scopedField('price', 'activity_id', 'activity_trigger_only');
    return;
  }
  if (id === null) throw scopedField('price', 'activity_id', 'required');
  const [found] = await ctx.deps.db
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.siteId, ctx.site.id), eq(activities.id, id)));
  if (!found) throw scopedField('price', 'activity_id', 'unknown_item');
}

export async function couponTemplateRoutes(app: FastifyInstance) {
  scopeFields(app, 'price');
  await app.register(adminRoutes(couponTemplateKind));
}
