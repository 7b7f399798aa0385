// Create or edit a card product (admin): names in both languages, kilograms, price, validity, the lines it
// is limited to (none = every line), order and whether customers see it. Checked here first, the server
// checks again (its 40001 message is toasted).
import { Switch } from '@nutui/nutui-react-taro';
import { View } from '@tarojs/components';
import { useState } from 'react';
import { useT } from '@/locales';
import * as cardService from '@/services/card';
import { useService } from '@/stores';
import { toMinorUnits } from '@/utils/money';
import type { AdminCardProduct, AdminCardProductInput } from '@contract/card';
import type { ChannelInfo } from '@contract/pricing';
import { gramsToKg, kgToGrams } from '@contract/units';
import { Chips, TextField, toggled } from './AdminFields';
import { FormFoot, useAdminSave } from './AdminSave';

interface Props {
  /** null: a new product. */
  product: AdminCardProduct | null;
  channels: ChannelInfo[];
  onDone(saved: AdminCardProduct): void;
  onCancel(): void;
}

const money = (minor: number) => (minor / 100).toFixed(2);

/** The request body, or the key of the first field that is wrong. */
export function cardProductInput(
  f: Record<'name_zh' | 'name_en' | 'kg' | 'price' | 'valid_days' | 'sort', string>,
  channelCodes: string[],
  active: boolean,
): AdminCardProductInput | { error: string } {
  const grams = kgToGrams(f.kg);
  const price = toMinorUnits(f.price);
  const days = Number(f.valid_days);
  const sort = f.sort.trim() === '' ? 0 : Number(f.sort);
  if (!f.name_zh.trim() || !f.name_en.trim()) return { error: 'name' };
  if (!(grams >= 100 && grams <= 1_000_000)) return { error: 'kg' };
  if (!(price > 0)) return { error: 'price' };
  if (!/^\d+$/.test(f.valid_days.trim()) || days < 1 || days > 1095) return { error: 'validDays' };
  if (!Number.isInteger(sort)) return { error: 'sort' };
  return {
    name_zh: f.name_zh.trim(),
    name_en: f.name_en.trim(),
    grams,
    price,
    valid_days: days,
    channel_codes: channelCodes,
    active,
    sort,
  };
}

export function CardProductForm({ product: p, channels, onDone, onCancel }: Props) {
  const t = useT();
  const cardApi = useService(cardService);
  const [fields, setFields] = useState({
    name_zh: p?.name_zh ?? '',
    name_en: p?.name_en ?? '',
    kg: p ? gramsToKg(p.grams) : '',
    price: p ? money(p.price) : '',
    valid_days: p ? String(p.valid_days) : '365',
    sort: p ? String(p.sort) : '0',
  });
  const [codes, setCodes] = useState<string[]>(p?.channel_codes ?? []);
  const [active, setActive] = useState(p?.active ?? true);
  const set = (key: keyof typeof fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  const { error, busy, save } = useAdminSave('kgCard.admin', !!p, onDone);
  const submit = () =>
    save(cardProductInput(fields, codes, active), (input) =>
      p ? cardApi.updateCardProduct(p.id, input) : cardApi.createCardProduct(input),
    );

  return (
    <View className="staff-card card-product-form">
      <View className="staff-card-title">{t(p ? 'kgCard.admin.editTitle' : 'kgCard.admin.add')}</View>
      <TextField name="name-zh" label={t('kgCard.admin.nameZh')} value={fields.name_zh} onChange={set('name_zh')} maxLength={40} />
      <TextField name="name-en" label={t('kgCard.admin.nameEn')} value={fields.name_en} onChange={set('name_en')} />
      <TextField name="kg" label={t('kgCard.admin.kg')} value={fields.kg} onChange={set('kg')} type="digit" unit="kg" maxLength={10} />
      <TextField name="price" label={t('kgCard.admin.price')} value={fields.price} onChange={set('price')} type="digit" maxLength={12} />
      <TextField
        name="valid-days"
        label={t('kgCard.admin.validDays')}
        value={fields.valid_days}
        onChange={set('valid_days')}
        type="number"
        unit={t('kgCard.admin.days')}
        maxLength={4}
      />
      <Chips
        name="channels"
        label={t('kgCard.admin.channels')}
        options={channels.map((c) => ({ key: c.code, label: c.name }))}
        picked={codes}
        onToggle={(code) => setCodes((now) => toggled(now, code))}
        noneLabel={t('kgCard.allLines')}
      />
      <TextField name="sort" label={t('kgCard.admin.sort')} value={fields.sort} onChange={set('sort')} type="number" maxLength={6} />
      <View className="staff-field admin-field-active">
        <View className="staff-label">{t('kgCard.admin.onSale')}</View>
        <Switch className="admin-active-switch" ariaLabel={t('kgCard.admin.onSale')} checked={active} onChange={setActive} />
      </View>
      <FormFoot name="card-product" error={error} busy={busy} onCancel={onCancel} onSave={submit} />
    </View>
  );
}
