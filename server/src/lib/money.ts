/** "NZD 1,234.56": an amount in minor units as people read it, in messages and notifications. */
export function formatMoney(currency: string, minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${currency} ${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}
