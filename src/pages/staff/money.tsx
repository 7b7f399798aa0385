// Shared bits of the staff money pages: a row of filter chips, the parts of a payment or refund, a status badge.
import { View } from '@tarojs/components';
import { useT } from '@/locales';
import { formatMoney } from '@/utils/money';
import type { Payment, Refund } from '@contract/payment';
import { gramsToKg } from '@contract/units';
import './money.css';
import '@/locales/areas/pay';
import '@/locales/areas/pay-staff';

export function Chips<T extends string>({
  name,
  values,
  value,
  label,
  onChange,
}: {
  name: string;
  values: readonly T[];
  value: T | '';
  label(v: T): string;
  onChange(v: T | ''): void;
}) {
  const t = useT();
  const chip = (v: T | '', text: string) => (
    <View
      key={v || 'all'}
      className={`staff-chip ${name}-${v || 'all'}${value === v ? ' staff-chip--on' : ''}`}
      onClick={() => onChange(v)}
    >
      {text}
    </View>
  );
  return <View className={`staff-chips ${name}`}>{[chip('', t('pay.staff.all')), ...values.map((v) => chip(v, label(v)))]}</View>;
}

/** How a payment was paid, only the parts that are not zero ('' when none is). */
export function paymentParts(p: Payment, t: (key: string, o?: Record<string, unknown>) => string): string {
  const money = (minor: number) => formatMoney(minor, p.currency);
  const online = p.method ? `${money(p.online_amount)} (${t(`pay.method.${p.method}`)})` : money(p.online_amount);
  return [
    p.card_grams > 0 || p.card_amount > 0
      ? t('pay.staff.parts.card', { grams: gramsToKg(p.card_grams), amount: money(p.card_amount) })
      : '',
    p.coupon_amount > 0 ? t('pay.staff.parts.coupon', { amount: money(p.coupon_amount) }) : '',
    p.wallet_amount > 0 ? t('pay.staff.parts.wallet', { amount: money(p.wallet_amount) }) : '',
    p.online_amount > 0 ? t('pay.staff.parts.online', { amount: online }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

const FAILURES = ['failed', 'expired', 'cancelled'] as const;

/** Why a payment failed, in the page's language: the server stores the provider's outcome as a code
 *  (`failed`, `expired`, `amount_mismatch: ...`) or, when the provider could not be reached, its own message. */
export function failureText(reason: string, t: (key: string, o?: Record<string, unknown>) => string): string {
  const code = FAILURES.find((known) => known === reason);
  if (code) return t(`pay.staff.failure.${code}`);
  const mismatch = /^amount_mismatch: the provider reported (.+)$/.exec(reason);
  if (mismatch) return t('pay.staff.failure.amount_mismatch', { detail: mismatch[1] });
  return t('pay.staff.failure.provider', { text: reason });
}

export function refundMoney(r: Refund): string {
  const money = (minor: number) => formatMoney(minor, r.currency);
  return [
    r.card_grams > 0 ? `${gramsToKg(r.card_grams)} kg` : '',
    r.wallet_amount > 0 ? money(r.wallet_amount) : '',
    r.online_amount > 0 ? money(r.online_amount) : '',
  ]
    .filter(Boolean)
    .join(' + ');
}
