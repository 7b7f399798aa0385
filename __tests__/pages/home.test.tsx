import Taro from '@tarojs/taro';
import HomePage from '@/pages/home/index';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';

const home = {
  banners: [
    {
      id: 1,
      code: 'milk-powder-line',
      title: '奶粉专线 包税直邮',
      subtitle: '原罐直邮到家',
      image_url: '',
      route: '/pages/time-price/index',
      colors: { from: '#2F80ED', to: '#56CCF2', text: '#FFFFFF' },
    },
    {
      id: 2,
      code: 'embargo-check',
      title: '寄之前先查一查',
      subtitle: '一键查询禁运品',
      image_url: '',
      route: '/pages/embargo/index',
      colors: { from: '#11998E', to: '#38EF7D', text: '#FFFFFF' },
    },
  ],
  entries: [
    { id: 1, code: 'store_address', title: '仓库地址(后台)', icon: 'warehouse', route: '/pages/store-address/index' },
    { id: 2, code: 'food_query', title: '食品查询', icon: 'search', route: '/pages/mine/food-query/index' },
    { id: 3, code: 'track_log', title: '物流查询', icon: 'truck', route: '/pages/mine/track-log/index' },
  ],
};

function setup(answers: Record<string, unknown>) {
  Taro.setStorageSync('lang', 'zh_CN');
  const fake = createFakeHttp(answers);
  return { ...fake, store: new RootStore(fake.http) };
}

const texts = (selector: string) => Array.from(document.querySelectorAll(selector)).map((e) => e.textContent);

afterEach(() => jest.restoreAllMocks());

it('shows the banners and entries the server answers', async () => {
  const { store, calls } = setup({ 'GET /api/home/lst': home });
  const p = await mountPage(HomePage, store);
  await p.settle();
  expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/home/lst' });
  expect(texts('.home-banner-title')).toEqual(expect.arrayContaining(['奶粉专线 包税直邮', '寄之前先查一查']));
  expect(texts('.home-banner-title')).not.toContain('新西兰澳洲直邮中国');
  expect(p.text('.home-banner-slide--embargo-check .home-banner-text')).toBe('一键查询禁运品');
  expect(texts('.home-feature-label')).toEqual(['仓库地址(后台)', '食品查询', '物流查询']);
  expect(p.$('.feature-warehouse')).not.toBeNull(); // a known route keeps its stable class
});

it('opens an entry, and one whose route names no page says "Coming soon"', async () => {
  const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never);
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const card = { id: 4, code: 'recharge_card', title: '充值卡', icon: 'card', route: '/pages/recharge/card' };
  // An admin-edited entry may name a route the app has no page for.
  const agent = { id: 5, code: 'agent', title: '代理中心', icon: 'agent', route: '/pages/agent/index' };
  const { store } = setup({ 'GET /api/home/lst': { ...home, entries: [...home.entries, card, agent] } });
  const p = await mountPage(HomePage, store);
  await p.settle();
  p.click('.feature-food_query');
  expect(navigate).toHaveBeenCalledWith({ url: '/pages/mine/food-query/index' });
  p.click('.feature-track');
  expect(navigate).toHaveBeenCalledWith({ url: '/pages/mine/track-log/index' });
  p.click('.feature-card');
  expect(navigate).toHaveBeenCalledWith({ url: '/pages/recharge/card' });
  expect(toast).not.toHaveBeenCalled();
  p.click('.feature-agent');
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '敬请期待' }));
});

it('falls back to the built-in banners and entries when the call fails', async () => {
  jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const { store, calls } = setup({}); // no answer: the call fails
  const p = await mountPage(HomePage, store);
  await p.settle();
  expect(calls.map((c) => c.url)).toEqual(['/api/home/lst']);
  expect(texts('.home-banner-title')).toContain('新西兰澳洲直邮中国');
  expect(p.text('.feature-warehouse .home-feature-label')).toBe('仓库地址');
  expect(p.text('.feature-coupon .home-feature-label')).toBe('优惠券');
});

it('fetches again in the new language', async () => {
  const { store, calls } = setup({ 'GET /api/home/lst': home });
  const p = await mountPage(HomePage, store);
  await p.settle();
  store.language.setLang('en');
  await p.settle();
  expect(calls.filter((c) => c.url === '/api/home/lst')).toHaveLength(2);
  expect(p.text('.home-section-title')).toBe('Services');
});
