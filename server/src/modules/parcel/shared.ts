/**
 * Pieces the parcel, waybill and tracking modules share: how their field errors read ("parcel.tracking_no",
 * "order.goods", "track.time"), parcel and waybill states in both languages, the goods-line schema and check,
 * warehouse photo keys.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { GoodsLine, ParcelStatus } from '@contract/parcel';
import type { WaybillStatus } from '@contract/waybill';
import type { Queryable } from '../../db/client';
import { goodsCategories, privateFiles } from '../../db/schema';
import type { Params } from '../../i18n';
import type { MessageKey } from '../../i18n/messages';
import type { Bilingual } from '../../lib/bilingual';
import { int, str, text } from '../../lib/schema';
import { scopedField, type ScopeRules } from '../../toolkit/fields';
import { StateError } from '../../toolkit/states';

export type Scope = 'parcel' | 'order' | 'track';

/** Free-text fields (`text()`: no control characters, no < >) say so; an error inside the goods list names the list. */
export const WAREHOUSE_FIELD_RULES: ScopeRules = {
  nested: { '*': 'invalid_format' },
  patterns: Object.fromEntries(
    ['courier', 'note', 'location', 'keyword', 'goods', 'reason_zh', 'reason_en', 'text_zh', 'text_en', 'place'].map((f) => [
      f,
      'text_chars',
    ]),
  ),
};

export const PARCEL_STATUS_TEXT: Record<ParcelStatus, Bilingual> = {
  declared: { zh: '已预报', en: 'declared' },
  in_warehouse: { zh: '已入库', en: 'in the warehouse' },
  packing: { zh: '打包中', en: 'being packed' },
  packed: { zh: '已打包', en: 'packed' },
  return_requested: { zh: '退货申请中', en: 'return requested' },
  returned: { zh: '已退货', en: 'returned' },
  unclaimed: { zh: '无主件', en: 'unclaimed' },
  collected: { zh: '已自提', en: 'collected' },
  delivered: { zh: '已签收', en: 'delivered' },
};

export const WAYBILL_STATUS_TEXT: Record<WaybillStatus, Bilingual> = {
  pending_receipt: { zh: '待收货', en: 'awaiting drop-off' },
  pending_pack: { zh: '待打包', en: 'awaiting packing' },
  pending_payment: { zh: '待付款', en: 'awaiting payment' },
  pending_dispatch: { zh: '待发货', en: 'awaiting dispatch' },
  in_transit: { zh: '运输中', en: 'in transit' },
  delivered: { zh: '已签收', en: 'delivered' },
  cancelled: { zh: '已取消', en: 'cancelled' },
};

export const parcelConflict = (key: MessageKey, status: ParcelStatus, params: Params = {}) =>
  new StateError(key, PARCEL_STATUS_TEXT[status], params);
export const waybillConflict = (status: WaybillStatus) => new StateError('waybill_state', WAYBILL_STATUS_TEXT[status]);

export const goodsLineSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: text(60, 1),
    category: str(40, { min: 1, pattern: '^[a-z0-9_]+$' }),
    quantity: int(1, 999),
    unit_value: int(0, 10_000_000),
  },
  required: ['name', 'category', 'quantity', 'unit_value'],
} as const;

export const goodsSchema = (maxItems: number, minItems = 1) => ({ type: 'array', minItems, maxItems, items: goodsLineSchema });

/** Every line's category must be an active goods category of the site; names are trimmed. */
export async function checkGoods(q: Queryable, siteId: number, goods: GoodsLine[], scope: Scope): Promise<GoodsLine[]> {
  const trimmed = goods.map((g) => ({ ...g, name: g.name.trim() }));
  if (trimmed.some((g) => !g.name)) throw scopedField(scope, 'goods', 'blank');
  const codes = [...new Set(trimmed.map((g) => g.category))];
  if (!codes.length) return trimmed;
  const known = await q
    .select({ code: goodsCategories.code })
    .from(goodsCategories)
    .where(and(eq(goodsCategories.siteId, siteId), eq(goodsCategories.active, true), inArray(goodsCategories.code, codes)));
  const stray = codes.find((c) => !known.some((k) => k.code === c));
  if (stray) throw scopedField(scope, 'goods', 'unknown_category', { value: stray });
  return trimmed;
}

export const declaredValueOf = (goods: GoodsLine[]) => goods.reduce((sum, g) => sum + g.quantity * g.unit_value, 0);

/** A warehouse photo key (POST /api/staff/upload/photo) of this site, or a field error. */
export async function checkPhotoKeys(q: Queryable, siteId: number, keys: string[], scope: Scope, field: string): Promise<string[]> {
  const unique = [...new Set(keys)];
  if (!unique.length) return [];
  const found = await q
    .select({ key: privateFiles.key })
    .from(privateFiles)
    .where(and(eq(privateFiles.siteId, siteId), eq(privateFiles.purpose, 'warehouse_photo'), inArray(privateFiles.key, unique)));
  if (found.length !== unique.length) throw scopedField(scope, field, 'photo_not_found');
  return unique;
}
