import { timeAgo } from '@/utils/time-ago';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

// Past a month the date is the site's day, whatever the machine's zone.
const NZ = 'Pacific/Auckland';
const NOW = new Date('2024-03-15T10:00:00Z');
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
    expect(timeAgo(ago(ms), 'zh_CN', NZ, NOW)).toBe(zh);
    expect(timeAgo(ago(ms), 'en', NZ, NOW)).toBe(en);
  });

  it('switches to a date from 31 full days on', () => {
    expect(timeAgo(ago(31 * DAY), 'en', NZ, NOW)).toBe('2024-02-13');
    expect(timeAgo(ago(31 * DAY), 'zh_CN', NZ, NOW)).toBe('2024-02-13');
  });

  it.each([
    ['2020-02-29T10:59:00Z', '2020-02-29', '2020-02-29'], // leap day, 23:59 in Auckland
    ['2023-12-31T11:00:00Z', '2024-01-01', '2023-12-31'], // midnight in Auckland, 22:00 in Sydney
    ['2019-01-05T08:00:00Z', '2019-01-05', '2019-01-05'],
  ])('old time %s -> %s in Auckland, %s in Sydney', (date, auckland, sydney) => {
    expect(timeAgo(date, 'en', NZ, NOW)).toBe(auckland);
    expect(timeAgo(date, 'zh_CN', 'Australia/Sydney', NOW)).toBe(sydney);
  });
});

describe('timeAgo inputs', () => {
  it('accepts a Date, a timestamp and an ISO string alike', () => {
    const then = ago(3 * HOUR);
    expect(timeAgo(then, 'en', NZ, NOW)).toBe('3 hours ago');
    expect(timeAgo(then.getTime(), 'en', NZ, NOW)).toBe('3 hours ago');
    expect(timeAgo(then.toISOString(), 'en', NZ, NOW)).toBe('3 hours ago');
    expect(timeAgo('2024-03-15T07:00:00Z', 'zh_CN', NZ, NOW)).toBe('3小时前');
  });

  it.each([
    [MINUTE, 'just now'],
    [3 * HOUR, 'just now'],
    [400 * DAY, 'just now'],
  ])('future time (clock skew) %i ms ahead reads as just now', (ms, expected) => {
    expect(timeAgo(new Date(NOW.getTime() + ms), 'en', NZ, NOW)).toBe(expected);
    expect(timeAgo(new Date(NOW.getTime() + ms), 'zh_CN', NZ, NOW)).toBe('刚刚');
  });

  it.each([['not a date'], [''], [Number.NaN], [new Date('nope')], [undefined], [null]])('invalid input %p -> empty string', (value) => {
    expect(timeAgo(value as unknown as string, 'en', NZ, NOW)).toBe('');
  });

  it('invalid "now" -> empty string', () => {
    expect(timeAgo(ago(HOUR), 'en', NZ, new Date('nope'))).toBe('');
  });

  describe('default now', () => {
    beforeEach(() => jest.useFakeTimers({ now: NOW }));
    afterEach(() => jest.useRealTimers());

    it('measures from the current time', () => {
      expect(timeAgo(ago(10 * MINUTE), 'en', NZ)).toBe('10 minutes ago');
      expect(timeAgo(ago(2 * DAY), 'zh_CN', NZ)).toBe('2天前');
    });
  });
});
