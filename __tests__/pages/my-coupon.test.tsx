import Taro from '@tarojs/taro';
import MyCouponPage from '@/pages/mine/my-coupon/index';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';

const coupon = (over: object) => ({
  id: 1,
  template_id: 3,
  name: '新人券',
  kind: 'amount',
  value: 500,
  max_off: null,
  min_spend: 2000,
  currency: 'NZD',
  channels: [],
  starts_at: '2026-11-01T00:00:00Z',
  expires_at: '2026-12-01T00:00:00Z',
  status: 'unused',
  used_at: null,
  waybill_no: null,
  description: '满 20.00 减 5.00',
  ...over,
});
const LISTS: Record<string, object[]> = {
  unused: [
    coupon({}),
    coupon({
      id: 2,
      name: '奶粉线9折',
      kind: 'percent',
      value: 10,
      max_off: 1000,
      min_spend: 0,
      description: '9 折,最多减 10.00',
      channels: [{ code: 'nz-milk', name: '奶粉专线' }],
    }),
  ],
  used: [coupon({ id: 4, status: 'used', used_at: '2026-11-10T02:00:00Z', waybill_no: 'NZ1234567890' })],
  expired: [],
};
const COUNTS = { unused: 2, used: 1, expired: 0 };
const answer = (q: { status: string }) => ({
  list: LISTS[q.status],
  total: LISTS[q.status].length,
  page: 1,
  page_size: 20,
  counts: COUNTS,
});

async function setup(token = 'tok') {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', token);
  const tab = jest.spyOn(Taro, 'switchTab').mockImplementation((() => Promise.resolve()) as never);
  const nav = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({ 'GET /api/user/info': new Promise(() => {}), 'GET /api/user/coupon/lst': answer });
  const store = new RootStore(fake.http);
  const page = await mountPage(MyCouponPage, store);
  await page.settle();
  const sent = () => fake.calls.filter((c) => c.url === '/api/user/coupon/lst').map((c) => c.body);
  return { page, sent, tab, nav, calls: fake.calls, store };
}

jest.setTimeout(20000);
afterEach(() => jest.restoreAllMocks());

it('shows the unused coupons with the counts of every tab and what each takes off', async () => {
  const { page, sent } = await setup();
  expect(sent()).toEqual([{ status: 'unused', page: 1, page_size: 20 }]);
  expect(page.text('.mycoupon-tab-unused')).toBe('未使用2');
  expect(page.text('.mycoupon-tab-used .mycoupon-tab-count')).toBe('1');
  expect(page.text('.mycoupon-item-1 .coupon-ticket-value')).toBe('NZ$5.00');
  expect(page.text('.mycoupon-item-1 .coupon-ticket-min')).toBe('满 NZ$20.00 可用');
  expect(page.text('.mycoupon-item-1 .coupon-ticket-desc')).toBe('满 20.00 减 5.00');
  expect(page.text('.mycoupon-item-1 .coupon-ticket-lines')).toBe('适用线路:全部线路');
  expect(page.text('.mycoupon-item-1 .coupon-ticket-validity')).toMatch(/^2026-1[01]-\d\d 至 2026-1[12]-\d\d$/);
  expect(page.text('.mycoupon-item-2 .coupon-ticket-value')).toBe('减 10%');
  expect(page.text('.mycoupon-item-2 .coupon-ticket-min')).toBe('无门槛');
  expect(page.text('.mycoupon-item-2 .coupon-ticket-lines')).toBe('适用线路:奶粉专线');
});

it('"use" goes to the waybill tab, asking it for "pending payment"; the link opens the activities', async () => {
  const { page, tab, nav, store } = await setup();
  expect(store.ui.waybillTab).toBeNull();
  page.click('.mycoupon-item-1 .mycoupon-use');
  expect(tab).toHaveBeenCalledWith({ url: '/pages/waybill/index' });
  expect(store.ui.waybillTab).toBe('pending_payment');
  page.click('.mycoupon-activities');
  expect(nav).toHaveBeenCalledWith({ url: '/pages/mine/new-activity/index' });
});

it('the used tab shows where each was used, greyed, without "use"; the expired tab is empty', async () => {
  const { page, sent } = await setup();
  page.click('.mycoupon-tab-used');
  await page.settle();
  expect(sent().at(-1)).toEqual({ status: 'used', page: 1, page_size: 20 });
  expect(page.text('.mycoupon-item-4 .coupon-ticket-note')).toMatch(/^2026-11-1\d 用于运单 NZ1234567890$/);
  expect(page.$('.mycoupon-item-4').className).toContain('coupon-ticket--dim');
  expect(page.$('.mycoupon-item-4 .mycoupon-use')).toBeNull();
  expect(page.text('.mycoupon-item-4 .mycoupon-stamp')).toBe('已使用');
  page.click('.mycoupon-tab-expired');
  await page.settle();
  expect(page.text('.mycoupon-empty')).toContain('暂无已过期的优惠券');
  expect(page.$('.mycoupon-empty .empty-state-action')).toBeNull();
});

it('signed out: a way to log in and no call', async () => {
  const { page, calls } = await setup('');
  expect(page.text('.mycoupon-signed-out')).toContain('登录后查看您的优惠券');
  expect(calls.filter((c) => c.url === '/api/user/coupon/lst')).toEqual([]);
});
