/**
 * "NZ$1,234.56" / "-A$5.00": an amount in minor units as people read it in messages, notifications and the
 * sandbox page, written as every screen of the app writes it (src/utils/money.ts formatMoney mirrors this).
 */
const SYMBOLS: Record<string, string> = { NZD: 'NZ$', AUD: 'A$', CNY: '¥', USD: 'US$' };

/** "NZ$" / "A$": what stands before an amount of this currency (the code and a space for one without a symbol). */
export const currencySymbol = (currency: string) => SYMBOLS[currency.toUpperCase()] ?? `${currency} `;

export function formatMoney(currency: string, minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const symbol = currencySymbol(currency);
  return `${sign}${symbol}${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}
