/** Small helpers the payment adapters share: headers, the clock window, JSON bodies, safe truncation. */
import { type Headers, NOTIFICATION_TOLERANCE_SECONDS, NotificationRejected } from './types';

/** One header, whatever its case (node lower-cases them; tests may not). */
export function headerValue(headers: Headers, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    return Array.isArray(value) ? value[0] : value;
  }
  return undefined;
}

export const unixSeconds = (at: Date): number => Math.floor(at.getTime() / 1000);

/** Rejects a signing time that is not unix seconds or is more than 5 minutes from `now`, either way. */
export function requireFresh(timestamp: string | undefined, now: Date): void {
  if (!timestamp || !/^\d{1,12}$/.test(timestamp)) throw new NotificationRejected('timestamp missing or malformed');
  if (Math.abs(unixSeconds(now) - Number(timestamp)) > NOTIFICATION_TOLERANCE_SECONDS) {
    throw new NotificationRejected('timestamp outside the 5-minute window');
  }
}

/** A notification body that must be a JSON object (it was signed, so anything else is the provider's fault). */
export function notificationJson(raw: Buffer | string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw.toString());
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new NotificationRejected('body is not a JSON object');
}

export function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);
export const integer = (value: unknown): number | undefined => (Number.isSafeInteger(value) ? (value as number) : undefined);

/** At most `maxBytes` of UTF-8 without cutting a character in half. */
export function truncateBytes(value: string, maxBytes: number): string {
  let out = '';
  let bytes = 0;
  for (const char of value) {
    bytes += Buffer.byteLength(char);
    if (bytes > maxBytes) break;
    out += char;
  }
  return out;
}

/** At most `max` characters (code points, so no half surrogate pair). */
export const truncateChars = (value: string, max: number): string => Array.from(value).slice(0, max).join('');
