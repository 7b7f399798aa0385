/**
 * Mobile numbers of NZ, AU and CN via libphonenumber-js. The `mobile` metadata is used: the default
 * `min` set has no number-type patterns for NZ or CN (getType() is undefined there, and NZ/CN
 * landlines pass isValid()), while `mobile` carries exactly the mobile patterns we need. Only its
 * entries for +61, +64 and +86 are bundled (src/utils/phone-metadata.json, made by
 * scripts/phone-metadata.js): ~1 kB gzipped instead of ~24 kB for every country, which the login page
 * loads first. Other calling codes are only listed, so a foreign number still reads 'unsupported_country'.
 */
import { type CountryCode, type MetadataJson, parsePhoneNumberFromString as parseWith, type PhoneNumber } from 'libphonenumber-js/core';
import phoneMetadata from './phone-metadata.json';

const metadata = phoneMetadata.metadata as unknown as MetadataJson;
const OTHER_CALLING_CODES = new Set(phoneMetadata.otherCallingCodes);

const parsePhoneNumberFromString = (text: string, country?: CountryCode): PhoneNumber | undefined =>
  parseWith(text, { defaultCountry: country }, metadata);

/** '+44 7911 123456' -> true: an international number whose calling code is not one of ours. */
function hasOtherCallingCode(text: string): boolean {
  if (!text.startsWith('+')) return false;
  const digits = text.replace(/\D/g, '');
  // Calling codes are 1 to 3 digits and none is a prefix of another; a national number has 2+ digits.
  return [1, 2, 3].some((n) => digits.length >= n + 2 && OTHER_CALLING_CODES.has(digits.slice(0, n)));
}

export type AreaCode = '64' | '61' | '86';

export type ParsePhoneResult =
  | { ok: true; e164: string; areaCode: AreaCode; national: string }
  | { ok: false; reason: 'empty' | 'invalid' | 'not_mobile' | 'unsupported_country' };

const COUNTRY_BY_AREA: Record<AreaCode, CountryCode> = { '64': 'NZ', '61': 'AU', '86': 'CN' };

const isAreaCode = (code: string): code is AreaCode => Object.prototype.hasOwnProperty.call(COUNTRY_BY_AREA, code);

// What people type around a number; anything else (letters, "ext", "#") is not a bare mobile number.
const PHONE_CHARS = /^\+?[\d\s().-]+$/;

/**
 * Parses what a user typed into a mobile number of NZ, AU or CN. Accepts E.164, international
 * with spaces/dashes, or - given `areaCode` - national digits with or without the trunk 0.
 * An explicit `+` prefix wins over `areaCode`. Without `areaCode` a national number is 'invalid'.
 * `national` is the national significant number: digits, no trunk 0 (e.g. '211234567').
 */
export function parsePhone(input: string, areaCode?: AreaCode): ParsePhoneResult {
  const text = typeof input === 'string' ? input.trim() : '';
  if (text === '') return { ok: false, reason: 'empty' };
  if (areaCode !== undefined && !isAreaCode(areaCode)) return { ok: false, reason: 'unsupported_country' };
  if (!PHONE_CHARS.test(text)) return { ok: false, reason: 'invalid' };

  const phone = parsePhoneNumberFromString(text, areaCode && COUNTRY_BY_AREA[areaCode]);
  if (!phone) return { ok: false, reason: hasOtherCallingCode(text) ? 'unsupported_country' : 'invalid' };
  if (!isAreaCode(phone.countryCallingCode)) return { ok: false, reason: 'unsupported_country' };
  if (!phone.isPossible()) return { ok: false, reason: 'invalid' };
  // With mobile-only metadata a landline of the right length is possible but has no type.
  if (phone.getType() !== 'MOBILE') return { ok: false, reason: 'not_mobile' };
  return { ok: true, e164: phone.number, areaCode: phone.countryCallingCode, national: phone.nationalNumber };
}

const parseE164 = (e164: string): PhoneNumber | undefined =>
  typeof e164 === 'string' ? parsePhoneNumberFromString(e164.trim()) : undefined;

/**
 * Masks a number for display: country code, first 2 and last 3 national digits, e.g. '+64 21****567'.
 * Unparseable input gives '' so a raw number never leaks; 5 or fewer national digits are all masked.
 */
export function maskPhone(e164: string): string {
  const phone = parseE164(e164);
  if (!phone) return '';
  const nsn = phone.nationalNumber;
  const body = nsn.length > 5 ? `${nsn.slice(0, 2)}${'*'.repeat(nsn.length - 5)}${nsn.slice(-3)}` : '*'.repeat(nsn.length);
  return `+${phone.countryCallingCode} ${body}`;
}

/** International format for display ('+64 21 123 4567'); unparseable input is returned unchanged. */
export function formatPhone(e164: string): string {
  return parseE164(e164)?.formatInternational() ?? e164;
}
