/**
 * Admins edit a depot's exception dates and weekly slot templates with the content module's admin CRUD
 * (/api/admin/depot_exception/..., /api/admin/slot_template/...); the depot itself is a content warehouse row.
 * Slots already made keep their capacity; a closed date or shorter hours hide its slots at once.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { depotExceptions, slotTemplates, warehouses } from '../../db/schema';
import { choice, int, nullableStr, rowId, str, type StrOptions } from '../../lib/schema';
import { type AdminKind, adminRoutes, type CheckContext, type Values } from '../../toolkit/admin-crud';
import { RelatedFieldError, scopedField, scopeFields } from '../../toolkit/fields';
import { WEEKDAYS } from '../content/constants';
import { isRealDay } from './time';

const CLOCK: StrOptions = { min: 5, pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' };
const clock = str(5, CLOCK);
const weekday = choice(WEEKDAYS);

async function depotOfSite(row: Values, ctx: CheckContext) {
  const [depot] = await ctx.deps.db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.siteId, ctx.site.id), eq(warehouses.id, row.depot_id as number)));
  if (!depot) throw scopedField('content', 'depot_id', 'unknown_item');
}

function endsAfter(row: Values, start: string, end: string) {
  if (row[start] != null && row[end] != null && (row[end] as string) <= (row[start] as string)) {
    throw new RelatedFieldError(`content.${end}`, 'after', `content.${start}`);
  }
}

export const depotExceptionKind: AdminKind = {
  path: 'depot_exception',
  summary: 'Depots: closed dates and special hours (both times null = closed), with the reason customers see',
  scope: 'content',
  table: depotExceptions,
  fields: {
    depot_id: rowId,
    day: str(10, { min: 10, pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
    opens_at: nullableStr(5, CLOCK),
    closes_at: nullableStr(5, CLOCK),
    reason_zh: str(60, { min: 1 }),
    reason_en: str(120, { min: 1 }),
  },
  required: ['depot_id', 'day', 'reason_zh', 'reason_en'],
  search: ['reason_zh', 'reason_en'],
  filters: { depot_id: rowId },
  order: ['day'],
  uniqueField: 'day',
  async check(row, ctx) {
    await depotOfSite(row, ctx);
    if (!isRealDay(row.day as string)) throw scopedField('content', 'day', 'invalid_date');
    if ((row.opens_at == null) !== (row.closes_at == null))
      throw scopedField('content', row.opens_at == null ? 'opens_at' : 'closes_at', 'required');
    endsAfter(row, 'opens_at', 'closes_at');
  },
};

export const slotTemplateKind: AdminKind = {
  path: 'slot_template',
  summary: 'Depots: weekly slot templates (weekday, local start and end, places)',
  scope: 'content',
  table: slotTemplates,
  fields: {
    depot_id: rowId,
    weekday,
    start_time: clock,
    end_time: clock,
    capacity: int(1, 500),
    active: { type: 'boolean' },
  },
  required: ['depot_id', 'weekday', 'start_time', 'end_time', 'capacity'],
  search: ['weekday', 'start_time', 'end_time'],
  filters: { depot_id: rowId, weekday },
  order: ['weekday', 'start_time'],
  softDelete: true,
  uniqueField: 'start_time',
  async check(row, ctx) {
    await depotOfSite(row, ctx);
    endsAfter(row, 'start_time', 'end_time');
  },
};

export default async function reservationAdminRoutes(app: FastifyInstance) {
  scopeFields(app, 'content');
  for (const kind of [depotExceptionKind, slotTemplateKind]) await app.register(adminRoutes(kind));
}
