import Taro from '@tarojs/taro';
import NewActivityPage from '@/pages/mine/new-activity/index';
import { ApiError } from '@/services/request';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';

const activity = (over: object) => ({
  id: 3,
  code: 'spring',
  title: '春季集运节',
  summary: '集运满额立减',
  coupon_hint: '领券最高减 10 元',
  color: '',
  image_url: '',
  starts_on: '2026-11-01',
  ends_on: '2026-12-31',
  status: 'ongoing',
  ...over,
});
const ACTIVITIES = {
  list: [activity({}), activity({ id: 4, code: 'milk', title: '奶粉专线周', coupon_hint: '' })],
  total: 2,
  page: 1,
  page_size: 20,
};
const claimable = (over: object) => ({
  template_id: 11,
  activity_id: 3,
  name: '集运9折券',
  description: '9 折,最多减 10.00',
  kind: 'percent',
  value: 10,
  max_off: 1000,
  min_spend: 0,
  currency: 'NZD',
  channels: [],
  valid_text: '领取后 14 天内有效',
  remaining: 37,
  claimed: 0,
  per_user_limit: 1,
  can_claim: true,
  reason_code: null,
  reason: null,
  ...over,
});
const SOLD_OUT = claimable({
  template_id: 12,
  name: '满减券',
  kind: 'amount',
  value: 300,
  remaining: 0,
  can_claim: false,
  reason_code: 'sold_out',
  reason: '已被领完',
});
const MILK = claimable({
  template_id: 13,
  activity_id: 4,
  name: '奶粉线立减',
  kind: 'amount',
  value: 300,
  remaining: null,
  claimed: 1,
  can_claim: false,
  reason_code: 'claimed',
  reason: '您已领取过',
});

async function setup(answers: Record<string, unknown> = {}, { token = 'tok', params = {} as Record<string, string> } = {}) {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', token);
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params, path: '/pages/mine/new-activity/index' } as never);
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const relaunch = jest.spyOn(Taro, 'reLaunch').mockImplementation((() => Promise.resolve()) as never);
  let share: () => { title: string; path: string } = () => ({ title: '', path: '' });
  jest.spyOn(Taro, 'useShareAppMessage').mockImplementation(((fn: typeof share) => {
    share = fn;
  }) as never);
  const fake = createFakeHttp({
    'GET /api/activity/lst': ACTIVITIES,
    'GET /api/activity/detail/3': { ...activity({}), body: '活动期间集运满额立减。' },
    'GET /api/coupon/claimable': { list: [claimable({}), SOLD_OUT, MILK] },
    ...answers,
  });
  const page = await mountPage(NewActivityPage, new RootStore(fake.http));
  await page.settle();
  const claimables = () => fake.calls.filter((c) => c.url === '/api/coupon/claimable');
  return { ...fake, page, toast, relaunch, claimables, share: () => share() };
}

jest.setTimeout(20000);
afterEach(() => jest.restoreAllMocks());

it("shows each activity's coupons under it, with what is left and why one can't be claimed", async () => {
  const { page, claimables } = await setup();
  expect(claimables()).toHaveLength(1);
  expect(claimables()[0].body).toEqual({});
  expect(document.querySelectorAll('.activity-item-spring .claim-item')).toHaveLength(2);
  expect(page.text('.activity-item-spring .claim-item-11 .coupon-ticket-name')).toBe('集运9折券');
  expect(page.text('.claim-item-11 .coupon-ticket-validity')).toBe('领取后 14 天内有效');
  expect(page.text('.claim-item-11 .coupon-ticket-note')).toBe('剩余 37 张');
  expect(page.text('.claim-item-11 .claim-button')).toBe('领取');
  expect(page.text('.claim-item-12 .claim-refused')).toBe('已抢光');
  expect(page.text('.claim-item-12 .coupon-ticket-note')).toBe('剩余 0 张 · 已被领完');
  expect(page.$('.claim-item-12 .claim-button')).toBeNull();
  expect(page.text('.activity-item-milk .claim-item-13 .claim-refused')).toBe('已领取');
  expect(page.text('.claim-item-13 .coupon-ticket-note')).toBe('已领 1/1 · 您已领取过');
});

it('claims a coupon: posts the template, says so, and reloads the counts; no popup opens', async () => {
  const claimed = jest.fn(() => ({ id: 90 }));
  const { page, calls, toast, claimables } = await setup({ 'POST /api/coupon/claim': claimed });
  page.click('.claim-item-11 .claim-button');
  await page.settle();
  expect(calls.find((c) => c.url === '/api/coupon/claim')?.body).toEqual({ template_id: 11 });
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '领取成功,已放入我的优惠券' }));
  expect(claimables()).toHaveLength(2);
  expect(calls.filter((c) => c.url.startsWith('/api/activity/detail'))).toEqual([]);
});

it('a refused claim (limit reached) is toasted by the request layer and the list is reloaded', async () => {
  const { page, claimables, toast } = await setup({ 'POST /api/coupon/claim': () => Promise.reject(new ApiError(42022, '已达领取上限')) });
  page.click('.claim-item-11 .claim-button');
  await page.settle();
  expect(claimables()).toHaveLength(2);
  expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: '领取成功,已放入我的优惠券' }));
});

it('signed out: the coupons show with "log in to claim"', async () => {
  const signIn = claimable({ can_claim: false, reason_code: 'sign_in', reason: '请先登录' });
  const { page, relaunch } = await setup({ 'GET /api/coupon/claimable': { list: [signIn] } }, { token: '' });
  expect(page.text('.claim-item-11 .claim-login')).toBe('登录领取');
  expect(page.$('.claim-item-11').className).not.toContain('coupon-ticket--dim');
  page.click('.claim-item-11 .claim-login');
  expect(relaunch).toHaveBeenCalledWith({ url: '/pages/login/index' });
});

it('the popup of an activity offers its coupons and the share card opens that activity', async () => {
  const { page, share } = await setup();
  expect(share()).toEqual({ title: '新西兰澳洲转运，安全快捷送到家', path: '/pages/login/index' });
  page.click('.activity-item-spring');
  await page.settle();
  expect(page.text('.activity-popup .activity-body')).toContain('活动期间集运满额立减。');
  expect(document.querySelectorAll('.activity-popup .claim-item')).toHaveLength(2);
  expect(share()).toEqual({ title: '春季集运节', path: '/pages/mine/new-activity/index?id=3' });
});

it('opened from a shared card (?id=3): that activity opens', async () => {
  const { page, calls } = await setup({}, { params: { id: '3' } });
  expect(calls.some((c) => c.url === '/api/activity/detail/3')).toBe(true);
  expect(page.text('.activity-popup .activity-body')).toContain('活动期间集运满额立减。');
});
