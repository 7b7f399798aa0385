/**
 * Admin edit of kilogram card products: /api/admin/card_product/lst|detail/{id}|create|update/{id}, through the
 * shared admin CRUD (field errors name `price.<field>`, like the other price settings). delete/{id} only
 * deactivates (= update active false): bought cards keep their own snapshot of the product.
 */
import type { FastifyInstance } from 'fastify';
import { cardProducts } from '../../db/schema';
import { int, str } from '../../lib/schema';
import { type AdminKind, adminRoutes, type Values } from '../../toolkit/admin-crud';
import { scopedField, scopeFields } from '../../toolkit/fields';
import { pricePerKg } from './service';
import { unknownChannel } from './shared';

const text = (max: number, min = 0) => str(max, { min, lines: max >= 200 });
const channelCode = str(40, { min: 1, pattern: '^[a-z0-9][a-z0-9_-]*$' });
export const channelCodesField = { type: 'array', maxItems: 50, uniqueItems: true, items: channelCode };

export const cardProductKind: AdminKind = {
  path: 'card_product',
  summary: 'Kilogram card products',
  scope: 'price',
  table: cardProducts,
  fields: {
    name_zh: text(40, 1),
    name_en: text(80, 1),
    grams: int(100, 1_000_000),
    price: int(1, 100_000_000),
    valid_days: int(1, 1095),
    channel_codes: channelCodesField,
    active: { type: 'boolean' },
    sort: int(-100_000, 100_000),
  },
  required: ['name_zh', 'name_en', 'grams', 'price', 'valid_days'],
  search: ['name_zh', 'name_en'],
  filters: { active: { type: 'boolean' } },
  order: ['sort', 'grams'],
  softDelete: true,
  extra: {
    schema: { price_per_kg: { type: 'integer' } },
    of: (row: Values) => ({ price_per_kg: pricePerKg(row as { price: number; grams: number }) }),
  },
  async check(row, ctx) {
    const unknown = await unknownChannel(ctx.deps.db, ctx.site.id, row.channel_codes as string[] | undefined);
    if (unknown !== undefined) throw scopedField('price', 'channel_codes', 'unknown_channel', { value: unknown });
  },
};

export async function cardProductRoutes(app: FastifyInstance) {
  scopeFields(app, 'price');
  await app.register(adminRoutes(cardProductKind));
}
