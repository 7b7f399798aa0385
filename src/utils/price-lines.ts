// Lines of a price: the additional weight said with its step ("每 0.1 kg NZ$0.95 × 13 = NZ$12.35"), the member
// discount, a service's fee (free for the member's level). The last two read areas/waybill.
import type { PriceBreakdown } from '@contract/pricing';
import { gramsToKg } from '@contract/units';
import type { WaybillCharge } from '@contract/waybill';

type T = (key: string, options?: Record<string, unknown>) => string;
type Money = (minor: number) => string;

/** The step's weight, price and count for `key` (a breakdown priced before step_g was sent: only the count). */
export function stepsText(b: PriceBreakdown, money: Money, t: T, key: string): string {
  const price = money(b.additional_steps > 0 ? Math.round(b.additional_price / b.additional_steps) : 0);
  const params = { steps: b.additional_steps, price, total: money(b.additional_price) };
  return b.step_g ? t(key, { ...params, kg: gramsToKg(b.step_g) }) : t(`${key}Count`, params);
}

/** A member level's discount as a percent: basis points 500 -> "5", 250 -> "2.5". */
export const discountPct = (bp: number) => String(Math.round(bp) / 100);

/** The member discount taken off the freight (label and "-NZ$x"), null when the waybill had none. */
export function memberDiscountLine(b: PriceBreakdown, money: Money, t: T): { label: string; value: string } | null {
  if (!b.member_discount) return null;
  return { label: t('charge.memberDiscount', { pct: discountPct(b.member_discount_bp ?? 0) }), value: `-${money(b.member_discount)}` };
}

/** A service's fee as shown: "free" for a service the member's level gives. */
export const serviceFee = (s: WaybillCharge['services'][number], money: Money, t: T) => (s.free ? t('charge.free') : money(s.fee));
