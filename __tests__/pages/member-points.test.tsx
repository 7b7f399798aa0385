// The member level card on the mine tab and the points ledger page it opens.
import Taro from '@tarojs/taro';
import MinePage from '@/pages/mine/index';
import PointsPage from '@/pages/mine/points/index';
import { RootStore } from '@/stores';
import type { MemberLevelSummary, PointsEntry } from '@contract/member';
import { createFakeHttp, sampleUser } from '../support/fake-http';
import { mountPage } from '../support/mount';

const gold = { code: 'gold', name: '金卡', min_freight: 150_000, discount_bp: 500, free_services: [] };
const diamond = { code: 'diamond', name: '钻石', min_freight: 300_000, discount_bp: 800, free_services: [] };
const level = (over: Partial<MemberLevelSummary> = {}): MemberLevelSummary => ({
  currency: 'NZD',
  level: gold,
  next: diamond,
  paid_freight: 180_000,
  to_next: 120_000,
  progress_pct: 20,
  points: { balance: 1800, point_value: 1, points_per_unit: 1, expiring: 120, expiring_at: '2026-12-20T00:00:00Z' },
  ...over,
});
const entry = (over: Partial<PointsEntry> = {}): PointsEntry => ({
  id: 1,
  kind: 'earn',
  points: 31,
  balance_after: 1800,
  note: '运单 NZ1118356454 支付',
  expires_at: '2027-11-29T00:00:00Z',
  created_at: '2026-11-29T01:00:00Z',
  ...over,
});

afterEach(() => jest.restoreAllMocks());

describe('the mine tab', () => {
  async function setup(summary: unknown, lang = 'zh_CN') {
    Taro.setStorageSync('lang', lang);
    Taro.setStorageSync('token', 'tok');
    const shows: (() => void)[] = [];
    jest.spyOn(Taro, 'useDidShow').mockImplementation(((cb: () => void) => shows.push(cb)) as never);
    const nav = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never);
    const fake = createFakeHttp({ 'GET /api/user/info': sampleUser, 'GET /api/user/level': summary });
    const store = new RootStore(fake.http);
    await store.session.fetchUser();
    const page = await mountPage(MinePage, store);
    page.utils.act(() => shows.splice(0).forEach((show) => show()));
    await page.settle();
    return { page, nav, calls: fake.calls };
  }

  it('shows the level, its discount, the progress to the next level and the points with those expiring; a tap opens the ledger', async () => {
    const { page, nav } = await setup(level());
    expect(page.text('.member-card-name')).toBe('金卡');
    expect(page.text('.member-card-level')).toBe('金卡运费享 5% 优惠');
    expect(page.text('.member-card-progress')).toBe('升级钻石:近 12 个月运费 NZ$1,800.00 / NZ$3,000.00');
    expect(page.$('.member-card-bar-fill').style.width).toBe('20%');
    expect(page.text('.member-card-points-value')).toBe('1800');
    expect(page.text('.member-card-expiring')).toBe('120 积分将于 2026-12-20 到期');
    page.click('.member-card');
    expect(nav).toHaveBeenCalledWith({ url: '/pages/mine/points/index' });
  });

  it('at the top level: no bar, says so; no level reached and nothing expiring: the plain member line (in English)', async () => {
    const top = await setup(level({ level: diamond, next: null, to_next: 0, progress_pct: 100 }), 'en');
    expect(top.page.text('.member-card-level')).toBe('钻石8% off freight');
    expect(top.page.$('.member-card-bar')).toBeNull();
    expect(top.page.text('.member-card-progress')).toBe('Top level reached');
    expect(top.page.text('.member-card-expiring')).toBe('120 points expire on 2026-12-20');
    document.body.innerHTML = '';
    const none = await setup(
      level({ level: null, paid_freight: 0, progress_pct: 0, points: { ...level().points, balance: 0, expiring: 0, expiring_at: null } }),
      'en',
    );
    expect(none.page.text('.member-card-level')).toBe('Member');
    expect(none.page.text('.member-card-progress')).toBe('To 钻石: NZ$0.00 / NZ$3,000.00 freight in 12 months');
    expect(none.page.$('.member-card-expiring')).toBeNull();
  });

  it('the level call failing: no card, the rest of the tab as before', async () => {
    const { page } = await setup(() => Promise.reject(new Error('offline')));
    expect(page.$('.member-card')).toBeNull();
    expect(page.text('.mine-nickname')).toBe('Kiwi Lin');
  });
});

describe('the points ledger', () => {
  async function setup(answer: (body: { page: number }) => unknown, lang = 'zh_CN') {
    Taro.setStorageSync('lang', lang);
    Taro.setStorageSync('token', 'tok');
    const fake = createFakeHttp({ 'GET /api/user/points/lst': answer });
    const page = await mountPage(PointsPage, new RootStore(fake.http));
    await page.settle();
    return { ...fake, page };
  }
  const rows = [
    entry(),
    entry({ id: 2, kind: 'spend', points: -2565, balance_after: 1769, note: '运单 NZ1118356454 抵扣', expires_at: null }),
    entry({ id: 3, kind: 'expire', points: -4, balance_after: 4334, note: '积分到期', expires_at: null }),
  ];

  it('shows the balance and each movement (+ in, - out) with its note, balance after and expiry', async () => {
    const { page, calls } = await setup(() => ({ list: rows, total: 3, page: 1, page_size: 20, balance: 1800 }));
    expect(calls[0]).toEqual({ method: 'GET', url: '/api/user/points/lst', body: { page: 1, page_size: 20 } });
    expect(page.text('.points-balance')).toBe('1800');
    expect(page.text('.points-entry-1 .points-entry-kind')).toBe('支付获得');
    expect(page.text('.points-entry-1 .points-entry-points')).toBe('+31');
    expect(page.$('.points-entry-1').className).toContain('wallet-entry--in');
    expect(page.text('.points-entry-1 .points-entry-note')).toBe('运单 NZ1118356454 支付');
    expect(page.text('.points-entry-1 .wallet-entry-after')).toBe('余额 1800');
    expect(page.text('.points-entry-1 .points-entry-expires')).toBe('2027-11-29 到期');
    expect(page.text('.points-entry-2 .points-entry-points')).toBe('-2565');
    expect(page.$('.points-entry-2').className).toContain('wallet-entry--out');
    expect(page.text('.points-entry-2 .points-entry-kind')).toBe('支付抵扣');
    expect(page.$('.points-entry-2 .points-entry-expires')).toBeNull();
    expect(page.text('.points-entry-3 .points-entry-kind')).toBe('积分过期');
  });

  it('scrolls on to the next page and says when there is no more', async () => {
    let reachBottom = () => {};
    jest.spyOn(Taro, 'useReachBottom').mockImplementation(((cb: () => void) => {
      reachBottom = cb;
    }) as never);
    const more = Array.from({ length: 20 }, (_, i) => entry({ id: 100 + i }));
    const { page, calls } = await setup(({ page: n }) =>
      n === 1
        ? { list: more, total: 21, page: 1, page_size: 20, balance: 1800 }
        : { list: [entry({ id: 200 })], total: 21, page: 2, page_size: 20, balance: 1800 },
    );
    expect(page.text('.wallet-list-foot')).toBe('上拉加载更多');
    page.utils.act(() => reachBottom());
    await page.settle();
    expect(page.$('.points-entry-200')).not.toBeNull();
    expect(calls.map((c) => (c.body as { page: number }).page)).toEqual([1, 2]);
    expect(page.text('.wallet-list-foot')).toBe('没有更多了');
  });

  it('nothing yet: the empty state, in English too', async () => {
    const { page } = await setup(() => ({ list: [], total: 0, page: 1, page_size: 20, balance: 0 }), 'en');
    expect(page.text('.points-empty .empty-state-text')).toBe('No points yet');
    expect(page.text('.points-balance')).toBe('0');
    expect(page.text('.wallet-section-title')).toBe('Points history');
  });

  it('while the first page loads: a skeleton, the balance unknown', async () => {
    const { page } = await setup(() => new Promise(() => {}));
    expect(page.$('.wallet-loading')).not.toBeNull();
    expect(page.text('.points-balance')).toBe('--');
  });
});
