/**
 * Wall-clock times in a depot's IANA zone. Slots are defined in local time ("Saturday 10:00") and stored as
 * UTC instants, so a slot keeps its local hour across a daylight-saving change (NZ: first Sunday of April,
 * last Sunday of September) while its UTC time moves by an hour.
 */
import type { Weekday } from '@contract/reservation';

const WEEKDAYS: Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, f);
  }
  return f;
}

function parts(zone: string, at: Date): Record<string, number> {
  return Object.fromEntries(
    formatter(zone)
      .formatToParts(at)
      .filter((p) => p.type !== 'literal')
      .map((p) => [p.type, Number(p.value)]),
  );
}

/** Minutes the zone is ahead of UTC at that instant. */
function offsetMinutes(zone: string, at: Date): number {
  const p = parts(zone, at);
  return (Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(at.getTime() / 1000) * 1000) / 60_000;
}

/** The instant a local "YYYY-MM-DD" + "HH:MM" happens in the zone (in a skipped hour: the first instant after). */
export function zonedInstant(day: string, clock: string, zone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  const [h, min] = clock.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, h, min);
  const first = wall - offsetMinutes(zone, new Date(wall)) * 60_000;
  const second = wall - offsetMinutes(zone, new Date(first)) * 60_000;
  return new Date(Math.max(first, second));
}

/** "YYYY-MM-DD" in the zone. */
export function localDay(zone: string, at: Date): string {
  const p = parts(zone, at);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** "HH:MM" in the zone. */
export function localClock(zone: string, at: Date): string {
  const p = parts(zone, at);
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}

/** Calendar arithmetic on "YYYY-MM-DD" (no zone involved). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

export function weekdayOf(day: string): Weekday {
  const [y, m, d] = day.split('-').map(Number);
  return WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()];
}

/** A real calendar date in "YYYY-MM-DD". */
export function isRealDay(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && addDays(day, 0) === day;
}

export function isZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

export const minutesBefore = (at: Date, minutes: number) => new Date(at.getTime() - minutes * 60_000);
