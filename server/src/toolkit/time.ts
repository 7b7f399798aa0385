/** Times as answers show them: instants in ISO 8601, local times in the site's time zone. */
import type { SiteRow } from '../db/schema';

export const iso = (at: Date) => at.toISOString();
export const isoOrNull = (at: Date | null) => (at ? at.toISOString() : null);

/** One formatter per time zone: making one costs about 0.5 ms, using it a few microseconds. */
const localFormats = new Map<string, Intl.DateTimeFormat>();

/** "2025-03-01 14:05" in the site's time zone. */
export function localTime(site: Pick<SiteRow, 'timeZone'>, at: Date): string {
  let format = localFormats.get(site.timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone: site.timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    localFormats.set(site.timeZone, format);
  }
  return format.format(at);
}

export function localDate(site: Pick<SiteRow, 'timeZone'>, at: Date): string {
  return localTime(site, at).slice(0, 10);
}
