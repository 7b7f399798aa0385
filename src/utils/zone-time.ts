// One rule for times shown to a customer or staff: in the site's (the depot's) time zone, the zone named beside them,
// whatever zone the phone or browser is in. Pages show them through components/Instant; this is the only module
// that formats dates (eslint.config.mjs refuses dayjs, Date getters and toLocale* in pages and components).
// The server writes track events and message texts in that zone too (time_local), so screens and messages agree.
import type { Weekday } from '@contract/content';
import '@/locales/areas/tour';

const ZONE_NAMES: Record<string, string> = { 'Pacific/Auckland': 'nz', 'Australia/Sydney': 'sydney' };

type T = (key: string, options?: Record<string, unknown>) => string;

/** What can be shown as an instant: ISO text (from the API), epoch milliseconds or a Date. */
export type InstantInput = string | number | Date | null | undefined;

/** One formatter per zone: making one costs far more than using it. */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(zone, format);
  }
  return format;
}

const part = (parts: Intl.DateTimeFormatPart[], type: string) => parts.find((p) => p.type === type)?.value ?? '';

const validDate = (at: InstantInput): Date | null => {
  if (at === null || at === undefined || at === '') return null;
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** 'YYYY-MM-DD HH:mm' of an instant in `zone` ('' when the time is not valid). */
export function zoneTime(at: InstantInput, zone: string): string {
  const date = validDate(at);
  if (!date) return '';
  const parts = formatIn(zone).formatToParts(date);
  const day = `${part(parts, 'year')}-${part(parts, 'month')}-${part(parts, 'day')}`;
  return `${day} ${part(parts, 'hour')}:${part(parts, 'minute')}`;
}

/** 'YYYY-MM-DD': the day an instant falls on in `zone` ('' when the time is not valid). */
export const zoneDay = (at: InstantInput, zone: string): string => zoneTime(at, zone).slice(0, 10);

/** Today in `zone` ('YYYY-MM-DD'): where a date picker starts, what "today's" list means. */
export const zoneToday = (zone: string, now: Date = new Date()): string => zoneDay(now, zone);

/** Whether an instant falls on today in `zone`. */
export const isZoneToday = (at: InstantInput, zone: string, now: Date = new Date()): boolean =>
  zoneDay(at, zone) !== '' && zoneDay(at, zone) === zoneToday(zone, now);

const WEEKDAYS: Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** Today's weekday in `zone` ('mon'..'sun'): opening hours are the depot's. */
export const zoneWeekday = (zone: string, now: Date = new Date()): Weekday =>
  WEEKDAYS[new Date(`${zoneToday(zone, now)}T00:00:00Z`).getUTCDay()];

/** 'YYYY-MM-DD' plus whole days (calendar arithmetic, no zone involved). */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(at.getTime()) ? '' : new Date(at.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A wall-clock time typed in the site's zone, 'YYYY-MM-DD HH:mm' -> ISO 8601 UTC; '' when empty; null when it is
 * not a time that exists there (a bad date, or the hour skipped when clocks go forward).
 */
export function zoneLocalToIso(text: string, zone: string): string | null {
  const value = text.trim();
  if (!value) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offset at that moment, measured twice: once near the wall time, once at the corrected guess.
  let at = wall;
  for (let i = 0; i < 2; i++) at = wall - (Date.parse(`${zoneTime(at, zone).replace(' ', 'T')}:00Z`) - at);
  const wanted = `${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}`;
  return zoneTime(at, zone) === wanted ? new Date(at).toISOString() : null;
}

/** "新西兰时间" / "New Zealand time"; a zone without a name of its own: "<zone> time". */
export function zoneName(zone: string, t: T): string {
  const key = ZONE_NAMES[zone];
  return key ? t(`zone.names.${key}`) : t('zone.other', { zone });
}
