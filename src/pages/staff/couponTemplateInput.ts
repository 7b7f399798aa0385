// The coupon template form's text fields -> the admin API's body, or the first field that is wrong (checked
// before sending; the server checks again). Money typed in major units ("5.00"), times as "YYYY-MM-DD HH:mm" in the site's zone.
import { toMinorUnits } from '@/utils/money';
import { zoneLocalToIso, zoneTime } from '@/utils/zone-time';
import type { AdminCouponTemplate, AdminCouponTemplateInput, CouponKind, CouponTrigger } from '@contract/coupon';

export interface TemplateFields {
  name_zh: string;
  name_en: string;
  kind: CouponKind;
  value: string;
  max_off: string;
  min_spend: string;
  validity: 'days' | 'window';
  valid_days: string;
  valid_from: string;
  valid_to: string;
  channel_codes: string[];
  total_limit: string;
  per_user_limit: string;
  trigger: CouponTrigger;
  activity_id: number | null;
  active: boolean;
}

const major = (minor: number | null) => (minor === null ? '' : (minor / 100).toFixed(2));
const whole = (text: string, min: number, max: number) => /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

export function fieldsOf(tpl: AdminCouponTemplate | null, zone: string): TemplateFields {
  return {
    name_zh: tpl?.name_zh ?? '',
    name_en: tpl?.name_en ?? '',
    kind: tpl?.kind ?? 'amount',
    value: tpl ? (tpl.kind === 'amount' ? major(tpl.value) : String(tpl.value)) : '',
    max_off: major(tpl?.max_off ?? null),
    min_spend: tpl ? major(tpl.min_spend) : '0',
    validity: tpl && tpl.valid_days === null ? 'window' : 'days',
    valid_days: tpl?.valid_days != null ? String(tpl.valid_days) : tpl ? '' : '30',
    valid_from: zoneTime(tpl?.valid_from, zone),
    valid_to: zoneTime(tpl?.valid_to, zone),
    channel_codes: tpl?.channel_codes ?? [],
    total_limit: tpl?.total_limit != null ? String(tpl.total_limit) : '',
    per_user_limit: tpl ? String(tpl.per_user_limit) : '1',
    trigger: tpl?.trigger ?? 'activity',
    activity_id: tpl?.activity_id ?? null,
    active: tpl?.active ?? true,
  };
}

export function templateInput(f: TemplateFields, zone: string): AdminCouponTemplateInput | { error: string } {
  if (!f.name_zh.trim() || !f.name_en.trim()) return { error: 'name' };
  const value = f.kind === 'amount' ? toMinorUnits(f.value) : whole(f.value, 1, 100) ? Number(f.value) : NaN;
  if (!(value > 0)) return { error: f.kind === 'amount' ? 'amount' : 'percent' };
  const maxOff = f.kind === 'percent' && f.max_off.trim() ? toMinorUnits(f.max_off) : null;
  if (maxOff !== null && !(maxOff > 0)) return { error: 'maxOff' };
  const minSpend = f.min_spend.trim() ? toMinorUnits(f.min_spend) : 0;
  if (Number.isNaN(minSpend)) return { error: 'minSpend' };
  let validity: Pick<AdminCouponTemplateInput, 'valid_days' | 'valid_from' | 'valid_to'>;
  if (f.validity === 'days') {
    if (!whole(f.valid_days, 1, 1095)) return { error: 'validDays' };
    validity = { valid_days: Number(f.valid_days), valid_from: null, valid_to: null };
  } else {
    const from = zoneLocalToIso(f.valid_from, zone);
    const to = zoneLocalToIso(f.valid_to, zone);
    if (!from || !to || from >= to) return { error: 'window' };
    validity = { valid_days: null, valid_from: from, valid_to: to };
  }
  if (f.total_limit.trim() && !whole(f.total_limit, 1, 10_000_000)) return { error: 'totalLimit' };
  if (!whole(f.per_user_limit, 1, 100)) return { error: 'perUserLimit' };
  if (f.trigger === 'activity' && !f.activity_id) return { error: 'activity' };
  return {
    name_zh: f.name_zh.trim(),
    name_en: f.name_en.trim(),
    kind: f.kind,
    value,
    max_off: maxOff,
    min_spend: minSpend,
    ...validity,
    channel_codes: f.channel_codes,
    total_limit: f.total_limit.trim() ? Number(f.total_limit) : null,
    per_user_limit: Number(f.per_user_limit),
    trigger: f.trigger,
    activity_id: f.trigger === 'activity' ? f.activity_id : null,
    active: f.active,
  };
}
