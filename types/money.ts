/**
 * Money is integer minor units plus an ISO 4217 currency everywhere in the API. One way to write it for every
 * screen (the app, the console), without Intl (not complete on every WeChat base library):
 * formatMoney(1250, 'NZD') -> 'NZ$12.50'; formatMoney(-123456, 'AUD') -> '-A$1,234.56'.
 */

const SYMBOLS: Record<string, string> = { NZD: 'NZ$', AUD: 'A$', CNY: '¥', USD: 'US$' };

/** Minor units per major unit is 100 for every currency handled here. */
const MINOR_DIGITS = 2;

/** "NZ$" / "A$": what stands before an amount of this currency (the code and a space for one without a symbol). */
export const currencySymbol = (currency: string) => SYMBOLS[currency?.toUpperCase()] ?? `${currency} `;

export function formatMoney(minor: number, currency: string): string {
  if (!Number.isFinite(minor)) return '';
  const sign = minor < 0 ? '-' : '';
  const abs = Math.round(Math.abs(minor));
  const scale = 10 ** MINOR_DIGITS;
  const major = String(Math.floor(abs / scale)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = String(abs % scale).padStart(MINOR_DIGITS, '0');
  return `${sign}${currencySymbol(currency)}${major}.${cents}`;
}

/**
 * An amount as typed ('12.5', '12.50', '3') to minor units (1250, 300), by string so 0.1 + 0.2 never
 * shows up; NaN when it is not a plain decimal with at most 2 places (check with utils/validate isAmount first).
 */
export function toMinorUnits(amount: string): number {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(typeof amount === 'string' ? amount.trim() : '');
  if (!m) return NaN;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
