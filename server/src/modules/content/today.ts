/** Calendar days in a site's time zone (activity periods and effective dates are days there). */
import type { SiteRow } from '../../db/schema';

export function siteToday(site: SiteRow, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: site.timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
