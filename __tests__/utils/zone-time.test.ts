// The one formatter of times on screens: an instant reads the same in the site's zone whatever zone the
// machine is in (the app suite runs in China time), across both DST changes.
import { addDays, isZoneToday, zoneDay, zoneLocalToIso, zoneTime, zoneToday, zoneWeekday } from '@/utils/zone-time';

const NZ = 'Pacific/Auckland';
const AU = 'Australia/Sydney';

describe('zoneTime', () => {
  it.each([
    ['2026-01-15T01:11:00Z', '2026-01-15 14:11', '2026-01-15 12:11'], // summer: NZDT +13, AEDT +11
    ['2026-07-15T01:11:00Z', '2026-07-15 13:11', '2026-07-15 11:11'], // winter: NZST +12, AEST +10
    ['2026-03-31T11:00:00Z', '2026-04-01 00:00', '2026-03-31 22:00'], // a different day in each zone
    ['2026-04-04T13:30:00Z', '2026-04-05 02:30', '2026-04-05 00:30'], // NZ summer time's last hour...
    ['2026-04-04T14:30:00Z', '2026-04-05 02:30', '2026-04-05 01:30'], // ...and the same wall hour again an hour later
    ['2026-04-04T16:30:00Z', '2026-04-05 04:30', '2026-04-05 02:30'], // Sydney's repeated hour
    ['2026-09-26T14:30:00Z', '2026-09-27 03:30', '2026-09-27 00:30'], // NZ clocks went forward at 02:00
    ['2026-10-03T16:30:00Z', '2026-10-04 05:30', '2026-10-04 03:30'], // Sydney clocks went forward at 02:00
  ])('%s -> %s in Auckland, %s in Sydney', (iso, auckland, sydney) => {
    expect(zoneTime(iso, NZ)).toBe(auckland);
    expect(zoneTime(iso, AU)).toBe(sydney);
    expect(zoneDay(iso, NZ)).toBe(auckland.slice(0, 10));
    expect(zoneDay(iso, AU)).toBe(sydney.slice(0, 10));
  });

  it('takes a Date or epoch milliseconds as well as ISO text', () => {
    const at = new Date('2026-01-15T01:11:00Z');
    expect(zoneTime(at, NZ)).toBe('2026-01-15 14:11');
    expect(zoneTime(at.getTime(), AU)).toBe('2026-01-15 12:11');
  });

  it.each([[null], [undefined], [''], ['not a time'], ['2026-13-45T00:00:00Z'], [Number.NaN], [new Date('nope')]])(
    'invalid input %p -> empty',
    (value) => {
      expect(zoneTime(value, NZ)).toBe('');
      expect(zoneDay(value, NZ)).toBe('');
      expect(isZoneToday(value, NZ)).toBe(false);
    },
  );

  it('does not follow the machine zone (China time: jest.config.js)', () => {
    expect(new Date('2026-01-15T01:11:00Z').getHours()).toBe(9); // the device reads 09:11...
    expect(zoneTime('2026-01-15T01:11:00Z', NZ)).toBe('2026-01-15 14:11'); // ...the site 14:11
  });
});

describe('today in the zone', () => {
  const now = new Date('2026-03-31T11:00:00Z'); // Wednesday 1 April in Auckland, still Tuesday in Sydney

  it('names the day and weekday of the zone', () => {
    expect(zoneToday(NZ, now)).toBe('2026-04-01');
    expect(zoneToday(AU, now)).toBe('2026-03-31');
    expect(zoneWeekday(NZ, now)).toBe('wed');
    expect(zoneWeekday(AU, now)).toBe('tue');
  });

  it.each([
    ['2026-03-31T10:59:00Z', false, true], // 23:59 on the 31st in Auckland
    ['2026-03-31T11:00:00Z', true, true],
    ['2026-03-31T13:00:00Z', true, false], // already 1 April in Sydney
  ])('%s is today: Auckland %s, Sydney %s', (iso, auckland, sydney) => {
    expect(isZoneToday(iso, NZ, now)).toBe(auckland);
    expect(isZoneToday(iso, AU, now)).toBe(sydney);
  });

  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-04-04', 14, '2026-04-18'], // across the DST change: whole calendar days
    ['2026-12-25', 7, '2027-01-01'],
    ['not a day', 1, ''],
  ])('addDays(%s, %i) -> %s', (day, n, expected) => {
    expect(addDays(day, n)).toBe(expected);
  });
});

describe('zoneLocalToIso (a time typed in the site zone)', () => {
  it.each([
    ['2026-01-15 14:11', NZ, '2026-01-15T01:11:00.000Z'],
    ['2026-07-15 13:11', NZ, '2026-07-15T01:11:00.000Z'],
    ['2026-01-15T12:11', AU, '2026-01-15T01:11:00.000Z'],
    ['2026-07-15 11:11', AU, '2026-07-15T01:11:00.000Z'],
    ['2026-09-27 03:30', NZ, '2026-09-26T14:30:00.000Z'], // just after the clocks went forward
    ['2026-10-04 03:30', AU, '2026-10-03T16:30:00.000Z'],
    ['  2026-01-15 14:11 ', NZ, '2026-01-15T01:11:00.000Z'],
  ])('%s in %s -> %s', (text, zone, iso) => {
    expect(zoneLocalToIso(text, zone)).toBe(iso);
    expect(zoneTime(iso, zone)).toBe(text.trim().replace('T', ' '));
  });

  it('reads the repeated hour as one of its two instants, shown back as typed', () => {
    const iso = zoneLocalToIso('2026-04-05 02:30', NZ);
    expect(['2026-04-04T13:30:00.000Z', '2026-04-04T14:30:00.000Z']).toContain(iso);
  });

  it.each([
    ['2026-09-27 02:30', NZ], // skipped when NZ clocks go forward
    ['2026-10-04 02:30', AU], // skipped in Sydney
    ['2026-02-30 10:00', NZ],
    ['2026-01-15 24:00', NZ],
    ['2026-1-5 9:00', NZ],
    ['tomorrow', NZ],
  ])('%s in %s is not a time there -> null', (text, zone) => {
    expect(zoneLocalToIso(text, zone)).toBeNull();
  });

  it('empty -> empty (an optional field left blank)', () => {
    expect(zoneLocalToIso('  ', NZ)).toBe('');
  });
});
