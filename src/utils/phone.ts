/**
 * Mobile numbers of NZ, AU and CN via libphonenumber-js. The `mobile` metadata is used: the default
 * `min` set has no number-type patterns for NZ or CN (getType() is undefined there, and NZ/CN
 * landlines pass isValid()), while `mobile` carries exactly the mobile patterns we need at
 * ~24 kB gzipped against ~19 kB for `min` and ~39 kB for `max`.
 */
import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/mobile'

export type AreaCode = '64' | '61' | '86'

export type ParsePhoneResult =
  | { ok: true; e164: string; areaCode: AreaCode; national: string }
  | { ok: false; reason: 'empty' | 'invalid' | 'not_mobile' | 'unsupported_country' }

const COUNTRY_BY_AREA: Record<AreaCode, CountryCode> = { '64': 'NZ', '61': 'AU', '86': 'CN' }

const isAreaCode = (code: string): code is AreaCode => Object.prototype.hasOwnProperty.call(COUNTRY_BY_AREA, code)

// What people type around a number; anything else (letters, "ext", "#") is not a bare mobile number.
const PHONE_CHARS = /^\+?[\d\s().-]+$/

/**
 * Parses what a user typed into a mobile number of NZ, AU or CN. Accepts E.164, international
 * with spaces/dashes, or - given `areaCode` - national digits with or without the trunk 0.
 * An explicit `+` prefix wins over `areaCode`. Without `areaCode` a national number is 'invalid'.
 * `national` is the national significant number: digits, no trunk 0 (e.g. '211234567').
 */
export function parsePhone(input: string, areaCode?: AreaCode): ParsePhoneResult {
  const text = typeof input === 'string' ? input.trim() : ''
  if (text === '') return { ok: false, reason: 'empty' }
  if (areaCode !== undefined && !isAreaCode(areaCode)) return { ok: false, reason: 'unsupported_country' }
  if (!PHONE_CHARS.test(text)) return { ok: false, reason: 'invalid' }

  const phone = parsePhoneNumberFromString(text, areaCode && COUNTRY_BY_AREA[areaCode])
  if (!phone) return { ok: false, reason: 'invalid' }
  if (!isAreaCode(phone.countryCallingCode)) return { ok: false, reason: 'unsupported_country' }
  if (!phone.isPossible()) return { ok: false, reason: 'invalid' }
  // With mobile-only metadata a landline of the right length is possible but has no type.
  if (phone.getType() !== 'MOBILE') return { ok: false, reason: 'not_mobile' }
  return { ok: true, e164: phone.number, areaCode: phone.countryCallingCode, national: phone.nationalNumber }
}

const parseE164 = (e164: string): PhoneNumber | undefined =>
  typeof e164 === 'string' ? parsePhoneNumberFromString(e164.trim()) : undefined

/**
 * Masks a number for display: country code, first 2 and last 3 national digits, e.g. '+64 21****567'.
 * Unparseable input gives '' so a raw number never leaks; 5 or fewer national digits are all masked.
 */
export function maskPhone(e164: string): string {
  const phone = parseE164(e164)
  if (!phone) return ''
  const nsn = phone.nationalNumber
  const body = nsn.length > 5 ? `${nsn.slice(0, 2)}${'*'.repeat(nsn.length - 5)}${nsn.slice(-3)}` : '*'.repeat(nsn.length)
  return `+${phone.countryCallingCode} ${body}`
}

/** International format for display ('+64 21 123 4567'); unparseable input is returned unchanged. */
export function formatPhone(e164: string): string {
  return parseE164(e164)?.formatInternational() ?? e164
}
