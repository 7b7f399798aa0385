// Goods lines as typed (GoodsRow: strings) <-> as the API takes them (GoodsLine: integers, minor units),
// and the client checks run before any call: empty or zero fields name the line.
import type { GoodsRow } from '@/stores/drafts';
import { toMinorUnits } from '@/utils/money';
import { isAmount } from '@/utils/validate';
import { GOODS_LINES_MAX, type GoodsLine } from '@contract/parcel';
import '@/locales/areas/sending';

export const QUANTITY_MAX = 999;
export { GOODS_LINES_MAX };

export const emptyRow = (category = ''): GoodsRow => ({ name: '', category, quantity: '1', unit_value: '' });

/** A stored amount back in a money field: always two decimals as money shows (1250 -> '12.50', 1200 -> '12.00'). */
export const minorToInput = (minor: number): string => (minor / 100).toFixed(2);

export const lineToRow = (g: GoodsLine): GoodsRow => ({
  name: g.name,
  category: g.category,
  quantity: String(g.quantity),
  unit_value: minorToInput(g.unit_value),
});

/** A message key and the 1-based line it is about; null when every line is fine. */
export interface GoodsProblem {
  key: string;
  line: number;
}

export function checkGoodsRows(rows: GoodsRow[]): GoodsProblem | null {
  if (!rows.length) return { key: 'goods.error.none', line: 0 };
  if (rows.length > GOODS_LINES_MAX) return { key: 'goods.error.tooMany', line: 0 };
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    const line = i + 1;
    if (!r.name.trim()) return { key: 'goods.error.name', line };
    if (!r.category) return { key: 'goods.error.category', line };
    const q = r.quantity.trim();
    if (!/^\d+$/.test(q) || Number(q) < 1 || Number(q) > QUANTITY_MAX) return { key: 'goods.error.quantity', line };
    if (!r.unit_value.trim()) return { key: 'goods.error.valueRequired', line };
    if (!isAmount(r.unit_value.trim())) return { key: 'goods.error.value', line };
  }
  return null;
}

/** The lines for the API (call checkGoodsRows first). */
export const rowsToGoods = (rows: GoodsRow[]): GoodsLine[] =>
  rows.map((r) => ({
    name: r.name.trim(),
    category: r.category,
    quantity: Number(r.quantity.trim()),
    unit_value: toMinorUnits(r.unit_value.trim()),
  }));

/** Sum of quantity x unit value (minor units). */
export const declaredValue = (goods: GoodsLine[]) => goods.reduce((sum, g) => sum + g.quantity * g.unit_value, 0);
