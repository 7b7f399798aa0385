// Client-side checks of the address form: each answers the key of a message naming the field, '' when fine.
import { type AreaCode, parsePhone } from '@/utils/phone';
import { isIdCardCN } from '@/utils/validate';
import type { AddressCountry } from '@contract/address';

const AREA_OF: Record<AddressCountry, AreaCode> = { CN: '86', NZ: '64', AU: '61' };

export function checkName(name: string, country: AddressCountry): string {
  if (!name) return 'addressForm.error.nameRequired';
  if (/[\d<>@#$%^&*()_+=[\]{}|\\/:;"?!~`]/.test(name)) return 'addressForm.error.nameChars';
  const length = [...name].length;
  // On a Chinese customs declaration the name must match the ID card: 2 to 20 characters.
  if (country === 'CN' && (length < 2 || length > 20)) return 'addressForm.error.nameLengthCN';
  if (length > 40) return 'addressForm.error.nameLength';
  return '';
}

/** A mobile of the address's country (a sender in NZ may give an AU mobile and the other way round). */
export function readAddressMobile(input: string, country: AddressCountry): { mobile: string; error: string } {
  const phone = parsePhone(input, AREA_OF[country]);
  if (!phone.ok && phone.reason === 'empty') return { mobile: '', error: 'addressForm.error.mobileRequired' };
  const allowed: AreaCode[] = country === 'CN' ? ['86'] : ['64', '61'];
  if (!phone.ok || !allowed.includes(phone.areaCode)) {
    return { mobile: '', error: country === 'CN' ? 'addressForm.error.mobileCN' : 'addressForm.error.mobileNZAU' };
  }
  return { mobile: phone.e164, error: '' };
}

/** What a stored E.164 number looks like in the field: national digits (0 trunk prefix for NZ/AU). */
export function mobileForField(e164: string, country: AddressCountry): string {
  const phone = parsePhone(e164);
  if (!phone.ok) return e164;
  if (phone.areaCode !== AREA_OF[country]) return phone.e164;
  return country === 'CN' ? phone.national : `0${phone.national}`;
}

export const checkPostcode = (postcode: string, country: AddressCountry) =>
  (country === 'CN' ? /^\d{6}$/ : /^\d{4}$/).test(postcode)
    ? ''
    : country === 'CN'
      ? 'addressForm.error.postcodeCN'
      : 'addressForm.error.postcodeNZAU';

/** Optional; when given, GB 11643: 18 characters, checksum and birth date. */
export const checkIdNumber = (id: string) => (!id || isIdCardCN(id) ? '' : 'addressForm.error.idNumber');
