// Today's weekday ('mon'..'sun') in the site's time zone (the hours are local to the depot), else the device's.
import type { Weekday } from '@contract/content';

const DAYS: Weekday[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

export function todayIn(timeZone: string | undefined, now = new Date()): Weekday {
  if (timeZone) {
    try {
      const name = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(now).slice(0, 3).toLowerCase();
      if ((DAYS as string[]).includes(name)) return name as Weekday;
    } catch {
      // no Intl time zones on this runtime: the device's day
    }
  }
  return DAYS[now.getDay()];
}
