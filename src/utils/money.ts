/** The app's money helpers: writing an amount is shared with the console (types/money.ts); reading one typed is the app's. */
export { currencySymbol, formatMoney } from '@contract/money';

/**
 * An amount as typed ('12.5', '12.50', '3') to minor units (1250, 300), by string so 0.1 + 0.2 never
 * shows up; NaN when it is not a plain decimal with at most 2 places (check with utils/validate isAmount first).
 */
export function toMinorUnits(amount: string): number {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(typeof amount === 'string' ? amount.trim() : '');
  if (!m) return NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
