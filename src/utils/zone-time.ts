// One rule for times shown to a customer: in the site's (the depot's) time zone, the zone named beside them.
// The server writes track events in that zone too (time_local), so a waybill's events and states agree.
import '@/locales/areas/tour';

const ZONE_NAMES: Record<string, string> = { 'Pacific/Auckland': 'nz', 'Australia/Sydney': 'sydney' };

type T = (key: string, options?: Record<string, unknown>) => string;

const two = (parts: Intl.DateTimeFormatPart[], type: string) => parts.find((p) => p.type === type)?.value ?? '';

/** 'YYYY-MM-DD HH:mm' of an ISO time in `zone` ('' when the time is not valid). */
export function zoneTime(iso: string | null | undefined, zone: string): string {
  const at = iso ? new Date(iso) : null;
  if (!at || Number.isNaN(at.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  return `${two(parts, 'year')}-${two(parts, 'month')}-${two(parts, 'day')} ${two(parts, 'hour')}:${two(parts, 'minute')}`;
}

/** "新西兰时间" / "New Zealand time"; a zone without a name of its own: "<zone> time". */
export function zoneName(zone: string, t: T): string {
  const key = ZONE_NAMES[zone];
  return key ? t(`zone.names.${key}`) : t('zone.other', { zone });
}
