// Home, signed in: member code with copy, the counters opening their lists, the announcement bar; all from home/lst.
import Taro from '@tarojs/taro';
import HomePage from '@/pages/home/index';
import { RootStore } from '@/stores';
import { createFakeHttp, sampleUser } from '../support/fake-http';
import { mountPage } from '../support/mount';

const answer = (over: object = {}) => ({
  banners: [],
  entries: [],
  announcement: { text: '春节期间仓库暂停收货', route: '/pages/mine/guide/index' },
  counters: { in_warehouse: 3, pending_payment: 1, in_transit: 2 },
  ...over,
});

async function open(home: object, { signedIn = true, lang = 'zh_CN' } = {}) {
  Taro.setStorageSync('lang', lang);
  if (signedIn) Taro.setStorageSync('token', 'tok');
  const fake = createFakeHttp({ 'GET /api/home/lst': home, 'GET /api/user/info': sampleUser });
  const store = new RootStore(fake.http);
  if (signedIn) await store.session.fetchUser();
  const nav = {
    to: jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never),
    tab: jest.spyOn(Taro, 'switchTab').mockImplementation((() => Promise.resolve()) as never),
  };
  const page = await mountPage(HomePage, store);
  await page.settle();
  return { page, store, nav };
}

afterEach(() => {
  jest.restoreAllMocks();
  Taro.removeStorageSync('token');
});

it('shows my member code, copies it, and each counter opens the list it counts', async () => {
  const copy = jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve()) as never);
  const { page, store, nav } = await open(answer());
  expect(page.text('.home-member-code')).toBe('NZ10086');
  page.click('.home-member-copy');
  expect(copy).toHaveBeenCalledWith({ data: 'NZ10086' });
  expect(page.text('.home-counter-in-warehouse')).toBe('3在库包裹');
  expect(page.text('.home-counter-to-pay')).toBe('1待付款');
  expect(page.text('.home-counter-in-transit')).toBe('2运输中');
  page.click('.home-counter-in-warehouse');
  expect(nav.to).toHaveBeenCalledWith({ url: '/pages/mine/my-parcel/index?tab=in_warehouse' });
  page.click('.home-counter-to-pay');
  expect(nav.tab).toHaveBeenCalledWith({ url: '/pages/waybill/index' });
  expect(store.ui.takeWaybillTab()).toBe('pending_payment');
  page.click('.home-counter-in-transit');
  expect(store.ui.takeWaybillTab()).toBe('in_transit');
});

it('shows the announcement and opens its page; none without one', async () => {
  const { page, nav } = await open(answer());
  expect(page.text('.home-notice-text')).toBe('春节期间仓库暂停收货');
  page.click('.home-notice');
  expect(nav.to).toHaveBeenCalledWith({ url: '/pages/mine/guide/index' });
});

it('shows no announcement bar when there is none', async () => {
  const { page } = await open(answer({ announcement: null }));
  expect(page.$('.home-notice')).toBeNull();
});

it('reads in English', async () => {
  const { page } = await open(answer(), { lang: 'en' });
  expect(page.text('.home-counter-to-pay .home-counter-label')).toBe('To pay');
  expect(page.text('.home-member-label')).toBe('Member code');
  expect(page.text('.home-notice-tag')).toBe('Notice');
});

it('shows no counters signed out, the announcement still', async () => {
  const { page } = await open(answer({ counters: null }), { signedIn: false });
  expect(page.$('.home-mine')).toBeNull();
  expect(page.text('.home-notice-text')).toBe('春节期间仓库暂停收货');
});

it('holds the section with dashes until home/lst answers, so the services below stay where they are', async () => {
  let answerNow: (home: object) => void = () => {};
  const held = new Promise<object>((resolve) => (answerNow = resolve));
  const { page } = await open(() => held);
  expect(page.text('.home-member-code')).toBe('NZ10086');
  expect(page.text('.home-counter-to-pay')).toBe('–待付款');
  answerNow(answer());
  await page.settle();
  expect(page.text('.home-counter-to-pay')).toBe('1待付款');
});
