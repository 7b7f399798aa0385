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
