// The additional-weight line of a price, said with its step: "每 0.1 kg NZ$0.95 × 13 = NZ$12.35".
import type { PriceBreakdown } from '@contract/pricing';
import { gramsToKg } from './units';

type T = (key: string, options?: Record<string, unknown>) => string;

/** The step's weight, price and count for `key` (a breakdown priced before step_g was sent: only the count). */
export function stepsText(b: PriceBreakdown, money: (minor: number) => string, t: T, key: string): string {
  const price = money(b.additional_steps > 0 ? Math.round(b.additional_price / b.additional_steps) : 0);
  const params = { steps: b.additional_steps, price, total: money(b.additional_price) };
  return b.step_g ? t(key, { ...params, kg: gramsToKg(b.step_g) }) : t(`${key}Count`, params);
}
