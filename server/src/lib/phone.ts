/** Mobile numbers customers can use: NZ (+64), AU (+61) and mainland China (+86), stored as E.164. */
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

const COUNTRY_BY_AREA: Record<string, CountryCode> = { '64': 'NZ', '61': 'AU', '86': 'CN' };
const ALLOWED = new Set<string>(Object.values(COUNTRY_BY_AREA));

/**
 * `+64211234567`, or national digits (`0211234567`, `211234567`) with an area code; without one, the
 * site's country. Returns the E.164 form, or null when it is not a mobile number of NZ, AU or CN.
 */
export function normaliseMobile(input: string, areaCode: string | undefined, siteCountry: string): string | null {
  const compact = input.replace(/[\s-]/g, '');
  const country = areaCode ? COUNTRY_BY_AREA[areaCode.replace(/^\+/, '')] : (siteCountry as CountryCode);
  if (!country) return null;
  const phone = parsePhoneNumberFromString(compact, compact.startsWith('+') ? undefined : country);
  if (!phone || !phone.country || !ALLOWED.has(phone.country) || !phone.isValid()) return null;
  if (areaCode && !compact.startsWith('+') && phone.country !== country) return null;
  const type = phone.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return phone.number;
}

/** `+64211234567` -> `21****567`: the default nickname, safe to show. */
export function maskMobile(e164: string): string {
  const national = parsePhoneNumberFromString(e164)?.nationalNumber ?? e164.replace(/^\+/, '');
  const [head, tail] = national.length >= 11 ? [3, 4] : [2, 3];
  return `${national.slice(0, head)}****${national.slice(-tail)}`;
}
