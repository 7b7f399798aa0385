// Goods lines of a declaration (parcels, pack, direct send): name, category (chips from
// GET /api/price/categories), quantity and unit value per line; add and remove lines.
import { Input } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useState } from 'react';
import { emptyRow, GOODS_LINES_MAX } from '@/lib/goods';
import { useT } from '@/locales';
import type { GoodsRow } from '@/stores/drafts';
import { currencySymbol } from '@/utils/money';
import type { GoodsCategory } from '@contract/pricing';
import './goods-lines.css';
import '@/locales/areas/sending';

interface Props {
  rows: GoodsRow[];
  categories: GoodsCategory[];
  currency: string;
  onChange(rows: GoodsRow[]): void;
}

export function GoodsLinesEditor({ rows, categories, currency, onChange }: Props) {
  const t = useT();
  /** The line whose category chips are open (a line without a category always shows them). */
  const [open, setOpen] = useState(-1);
  const set = (i: number, patch: Partial<GoodsRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const remove = (i: number) => onChange(rows.filter((_, j) => j !== i));
  const add = () => onChange([...rows, emptyRow(categories[0]?.code ?? '')]);

  return (
    <View className="goods-lines">
      {rows.map((row, i) => (
        <View key={i} className={`goods-line goods-line-${i + 1}`}>
          <View className="goods-line-head">
            <View className="goods-line-no">{t('goods.line', { n: i + 1 })}</View>
            {rows.length > 1 && (
              <View className="goods-remove" onClick={() => remove(i)}>
                {t('goods.remove')}
              </View>
            )}
          </View>
          <View className="goods-row goods-name">
            <View className="goods-label">{t('goods.name')}</View>
            <Input value={row.name} onChange={(v) => set(i, { name: v })} placeholder={t('goods.namePlaceholder')} maxLength={60} />
          </View>
          {open === i || !row.category ? (
            // Distinct keys: reusing one element for both rows let the tap that closed the chips reach the
            // "change" handler the element had just been given, which opened them again.
            <View key="chips" className="goods-categories">
              {categories.map((c) => (
                <View
                  key={c.code}
                  className={`goods-category goods-category-${c.code}${row.category === c.code ? ' goods-category--active' : ''}`}
                  onClick={() => {
                    set(i, { category: c.code });
                    setOpen(-1);
                  }}
                >
                  {c.name}
                </View>
              ))}
            </View>
          ) : (
            <View key="current" className="goods-row goods-category-current" onClick={() => setOpen(i)}>
              <View className="goods-label">{t('goods.category')}</View>
              <View className="goods-category-name">{categories.find((c) => c.code === row.category)?.name ?? row.category}</View>
              <View className="goods-category-change">{t('goods.changeCategory')} ›</View>
            </View>
          )}
          <View className="goods-row-pair">
            <View className="goods-row goods-quantity">
              <View className="goods-label">{t('goods.quantity')}</View>
              <Input type="number" value={row.quantity} onChange={(v) => set(i, { quantity: v })} maxLength={3} />
            </View>
            <View className="goods-row goods-unit-value">
              <View className="goods-label">{t('goods.unitValue', { symbol: currencySymbol(currency) })}</View>
              <Input type="digit" value={row.unit_value} onChange={(v) => set(i, { unit_value: v })} placeholder="0.00" maxLength={10} />
            </View>
          </View>
        </View>
      ))}
      {rows.length < GOODS_LINES_MAX && (
        <View className="goods-add" onClick={add}>
          + {t('goods.add')}
        </View>
      )}
    </View>
  );
}
