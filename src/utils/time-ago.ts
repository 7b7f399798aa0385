import { type InstantInput, zoneDay } from './zone-time';

export type TimeAgoLang = 'zh_CN' | 'en';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Unit = 'minute' | 'hour' | 'day';

const ZH_UNITS: Record<Unit, string> = { minute: '分钟', hour: '小时', day: '天' };

function relative(n: number, unit: Unit, lang: TimeAgoLang): string {
  if (lang === 'zh_CN') return `${n}${ZH_UNITS[unit]}前`;
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/**
 * Relative time: under 5 minutes "just now", then whole minutes, hours and days while
 * the whole number of days is at most 30; from 31 full days on, the date YYYY-MM-DD in the site's `zone`.
 * A time in the future (clock skew between server and phone) reads "just now". Invalid input gives ''.
 */
export function timeAgo(date: InstantInput, lang: TimeAgoLang, zone: string, now: Date = new Date()): string {
  const day = zoneDay(date, zone);
  if (!day || Number.isNaN(now.getTime())) return '';
  const diff = now.getTime() - new Date(date!).getTime();
  if (diff < 5 * MINUTE) return lang === 'zh_CN' ? '刚刚' : 'just now';
  if (diff < HOUR) return relative(Math.floor(diff / MINUTE), 'minute', lang);
  if (diff < DAY) return relative(Math.floor(diff / HOUR), 'hour', lang);
  const days = Math.floor(diff / DAY);
  return days <= 30 ? relative(days, 'day', lang) : day;
}
