// How the console writes times: in the site's zone (as the app's zone-time helpers). Money: formatMoney (types/money.ts).
import type { SiteInfo } from '@contract/api';

const formats = new Map<string, Intl.DateTimeFormat>();

/** "2026-06-01 14:05" in the site's zone. */
export function siteTime(iso: string, site: Pick<SiteInfo, 'time_zone'> | null): string {
  const zone = site?.time_zone ?? 'UTC';
  let format = formats.get(zone);
  if (!format) {
    const parts = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
    format = new Intl.DateTimeFormat('sv-SE', { timeZone: zone, ...parts });
    formats.set(zone, format);
  }
  return format.format(new Date(iso));
}

/** The day ("2026-06-01") an instant falls on in the site's zone. */
export function siteDay(at: Date, site: Pick<SiteInfo, 'time_zone'> | null): string {
  return siteTime(at.toISOString(), site).slice(0, 10);
}

/** Grams as kilograms, as staff weigh: "5 kg", "-1.25 kg" (to the gram). */
export const kg = (grams: number): string => `${Number((grams / 1000).toFixed(3))} kg`;
