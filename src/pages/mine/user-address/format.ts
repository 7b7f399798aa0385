// How an address reads on a card and when copied.
import type { Address } from '@contract/address';

/** CN: 广东省广州市天河区天河路385号; NZ/AU: 123 Ponsonby Road, Ponsonby, Auckland, 1011; 1 George St, Sydney, NSW 2000. */
export function fullAddress(a: Pick<Address, 'country' | 'province' | 'city' | 'district' | 'address' | 'postcode'>): string {
  if (a.country === 'CN') {
    // Municipalities repeat the name (北京市 北京市): say it once.
    const city = a.city === a.province ? '' : a.city;
    return `${a.province}${city}${a.district}${a.address}`;
  }
  // NZ regions often share the city's name (Auckland, Auckland): say it once.
  const region = a.province === a.city ? '' : a.province;
  const parts = [a.address, a.district, a.city, `${region} ${a.postcode}`.trim()];
  return parts.filter(Boolean).join(', ');
}

/** The whole address for the clipboard: name, mobile, address and postcode (what shops' forms ask for). */
export function copyText(a: Address): string {
  const lines = [a.name, a.mobile, fullAddress(a)];
  if (a.country === 'CN') lines.push(a.postcode);
  return lines.join(' ');
}
