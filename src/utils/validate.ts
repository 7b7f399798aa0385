/**
 * Form validators. Each takes the value exactly as given and returns a boolean:
 * nothing is trimmed, case-folded or normalised (full-width digits, spaces and the like fail),
 * so a caller that wants lenient input trims it first and submits what it validated.
 * A non-string at runtime (e.g. `undefined` from an untyped form) is false, never coerced to "undefined".
 */

const matches = (re: RegExp, value: string): boolean => typeof value === 'string' && re.test(value);

const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether y-m-d (m 1-based) exists in the Gregorian calendar. */
function isRealDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const max = m === 2 && isLeapYear(y) ? 29 : DAYS_IN_MONTH[m - 1];
  return d <= max;
}

/** Mainland mobile: 11 digits, first 1, second 2–9. */
export const isMobileCN = (value: string): boolean => matches(/^1[2-9]\d{9}$/, value);

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK_CHARS = '10X98765432';

/** GB 11643 check character: 17 digits then the char at (Σ digit×weight) mod 11; 'x' counts as 'X'. */
export function idCardChecksumOk(value: string): boolean {
  if (!matches(/^\d{17}[\dXx]$/, value)) return false;
  const sum = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(value[i]), 0);
  return ID_CHECK_CHARS[sum % 11] === value[17].toUpperCase();
}

/** Today as YYYYMMDD in local time, comparable as a string with an ID's birth date. */
function todayCompact(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}`;
}

/** Birth date at positions 7–14: a real date, year >= 1900, not after today. */
function idBirthDateOk(value: string): boolean {
  const birth = value.slice(6, 14);
  const [y, m, d] = [birth.slice(0, 4), birth.slice(4, 6), birth.slice(6)].map(Number);
  return y >= 1900 && isRealDate(y, m, d) && birth <= todayCompact();
}

/** Mainland resident ID: 18 characters, valid checksum and a plausible birth date. */
export const isIdCardCN = (value: string): boolean => idCardChecksumOk(value) && idBirthDateOk(value);

const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼';
const CAR_PLATE_RE = new RegExp(`^[${PROVINCES}][A-Z][A-Z0-9]{5,6}$`);

/**
 * Car plate: province abbreviation + letter + 5 (ordinary, 7 chars) or 6 (new-energy, 8 chars)
 * alphanumerics. Upper case only, as printed; special plates (警, 学, 挂, 使, 领) are not covered.
 */
export const isCarPlate = (value: string): boolean => matches(CAR_PLATE_RE, value);

/** Amount: decimal with up to 2 places, no leading zeros ("01"), strictly positive ("0.00" fails). */
export const isAmount = (value: string): boolean => matches(/^(?:0|[1-9]\d*)(?:\.\d{1,2})?$/, value) && /[1-9]/.test(value);

/** Verification code: digits only, exactly `length` of them (6). */
export const isCaptcha = (code: string, length = 6): boolean => matches(/^\d+$/, code) && code.length === length;

/** Landline: area code 0 + 2–3 digits, dash, 7–8 digits, optional dash + 1–6 digit extension. */
export const isLandline = (value: string): boolean => matches(/^0\d{2,3}-\d{7,8}(?:-\d{1,6})?$/, value);

const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const LOCAL_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const EMAIL_RE = new RegExp(`^${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*@(?:${DOMAIN_LABEL}\\.)+[A-Za-z]{2,63}$`);

/** Email: ASCII dot-atom local part, dotted domain with an alphabetic TLD; length <= 254 (RFC 5321). */
export const isEmail = (value: string): boolean => matches(EMAIL_RE, value) && value.length <= 254;

const URL_RE = new RegExp(`^https?://(${DOMAIN_LABEL}(?:\\.${DOMAIN_LABEL})*)(?::(\\d{1,5}))?(?:[/?#]\\S*)?$`, 'i');

const isIPv4 = (host: string): boolean => /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/.test(host);

/**
 * URL: http or https with a host name or IPv4 address, optional port, path, query and fragment.
 * A regex rather than `new URL()`, which WeChat mini-programs do not provide. No userinfo, no IPv6.
 */
export function isUrl(value: string): boolean {
  const m = typeof value === 'string' ? URL_RE.exec(value) : null;
  if (m === null) return false;
  const [, host, port] = m;
  if (port !== undefined && Number(port) > 65535) return false;
  // An all-numeric dotted host can only be an IPv4 address, so 999.1.1.1 must not pass as a domain.
  return /^[\d.]+$/.test(host) ? isIPv4(host) : true;
}

/** Date: YYYY-MM-DD naming a real calendar day (2023-02-29 false, 2024-02-29 true). */
export function isDate(value: string): boolean {
  const m = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return m !== null && isRealDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** ASCII digits 0–9 only, non-empty. */
export const isDigits = (value: string): boolean => matches(/^\d+$/, value);

/**
 * CJK Unified Ideographs only, non-empty: the basic block, Extension A and the supplementary-plane
 * extensions. Punctuation (，。), 〇, radicals and compatibility ideographs fail.
 */
export const isChinese = (value: string): boolean =>
  matches(/^[\u3400-\u4DBF\u4E00-\u9FFF\u{20000}-\u{2EBEF}\u{30000}-\u{323AF}]+$/u, value);

/** ASCII letters A–Z / a–z only, non-empty. */
export const isLetters = (value: string): boolean => matches(/^[A-Za-z]+$/, value);

/** Confirm-key types of a text area. */
export const CONFIRM_TYPES = ['done', 'go', 'next', 'search', 'send', 'return'] as const;

export type ConfirmType = (typeof CONFIRM_TYPES)[number];
