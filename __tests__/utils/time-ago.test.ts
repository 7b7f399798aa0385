import { timeAgo } from '@/utils/time-ago';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Local time, so the date branch does not depend on the machine's time zone.
const NOW = new Date(2024, 2, 15, 10, 0, 0);
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('timeAgo relative ranges', () => {
  it.each([
    [0, '刚刚', 'just now'],
    [4 * MINUTE + 59 * SECOND, '刚刚', 'just now'],
    [5 * MINUTE, '5分钟前', '5 minutes ago'],
    [12 * MINUTE + 30 * SECOND, '12分钟前', '12 minutes ago'],
    [59 * MINUTE + 59 * SECOND, '59分钟前', '59 minutes ago'],
    [HOUR, '1小时前', '1 hour ago'],
    [2 * HOUR - 1, '1小时前', '1 hour ago'],
    [2 * HOUR, '2小时前', '2 hours ago'],
    [23 * HOUR + 59 * MINUTE, '23小时前', '23 hours ago'],
    [DAY, '1天前', '1 day ago'],
    [2 * DAY - 1, '1天前', '1 day ago'],
    [2 * DAY, '2天前', '2 days ago'],
    [30 * DAY, '30天前', '30 days ago'],
    [31 * DAY - 1, '30天前', '30 days ago'],
  ])('%i ms ago -> %s / %s', (ms, zh, en) => {
    expect(timeAgo(ago(ms), 'zh_CN', NOW)).toBe(zh);
    expect(timeAgo(ago(ms), 'en', NOW)).toBe(en);
  });

  it('switches to a date from 31 full days on', () => {
    expect(timeAgo(ago(31 * DAY), 'en', NOW)).toBe('2024-02-13');
    expect(timeAgo(ago(31 * DAY), 'zh_CN', NOW)).toBe('2024-02-13');
  });

  it.each([
    [new Date(2020, 1, 29, 23, 59), '2020-02-29'], // leap day
    [new Date(2023, 11, 31, 0, 0), '2023-12-31'], // previous year
    [new Date(2019, 0, 5, 8, 0), '2019-01-05'],
  ])('old time %s -> %s', (date, expected) => {
    expect(timeAgo(date, 'en', NOW)).toBe(expected);
  });
});

describe('timeAgo inputs', () => {
  it('accepts a Date, a timestamp and an ISO string alike', () => {
    const then = ago(3 * HOUR);
    expect(timeAgo(then, 'en', NOW)).toBe('3 hours ago');
    expect(timeAgo(then.getTime(), 'en', NOW)).toBe('3 hours ago');
    expect(timeAgo(then.toISOString(), 'en', NOW)).toBe('3 hours ago');
    expect(timeAgo('2024-03-15T07:00:00', 'zh_CN', NOW)).toBe('3小时前'); // local-time string
  });

  it.each([
    [MINUTE, 'just now'],
    [3 * HOUR, 'just now'],
    [400 * DAY, 'just now'],
  ])('future time (clock skew) %i ms ahead reads as just now', (ms, expected) => {
    expect(timeAgo(new Date(NOW.getTime() + ms), 'en', NOW)).toBe(expected);
    expect(timeAgo(new Date(NOW.getTime() + ms), 'zh_CN', NOW)).toBe('刚刚');
  });

  it.each([['not a date'], [''], [Number.NaN], [new Date('nope')], [undefined], [null]])('invalid input %p -> empty string', (value) => {
    expect(timeAgo(value as unknown as string, 'en', NOW)).toBe('');
  });

  it('invalid "now" -> empty string', () => {
    expect(timeAgo(ago(HOUR), 'en', new Date('nope'))).toBe('');
  });

  describe('default now', () => {
    beforeEach(() => jest.useFakeTimers({ now: NOW }));
    afterEach(() => jest.useRealTimers());

    it('measures from the current time', () => {
      expect(timeAgo(ago(10 * MINUTE), 'en')).toBe('10 minutes ago');
      expect(timeAgo(ago(2 * DAY), 'zh_CN')).toBe('2天前');
    });
  });
});
