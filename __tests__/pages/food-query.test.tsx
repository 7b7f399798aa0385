import Taro from '@tarojs/taro';
import FoodQueryPage from '@/pages/mine/food-query/index';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';

const jerky = (lang: string) => ({
  id: 5,
  code: 'jerky',
  name: lang === 'en' ? 'Beef and lamb jerky' : '牛肉干/羊肉干',
  status: 'prohibited',
  channels: [],
  limit: lang === 'en' ? 'Cannot be sent' : '不可寄送',
  note: lang === 'en' ? 'Meat is prohibited.' : '肉类禁止寄递。',
});
const honey = {
  id: 1,
  code: 'manuka_honey',
  name: '麦卢卡蜂蜜',
  status: 'allowed',
  channels: [{ code: 'nz-food-health', name: '食品保健品线' }],
  limit: '每箱不超过3kg',
  note: '',
};
const page = (list: object[]) => ({ list, total: list.length, page: 1, page_size: 20 });

function setup(answer: (q: any) => unknown) {
  Taro.setStorageSync('lang', 'zh_CN');
  const fake = createFakeHttp({ 'GET /api/food/lst': answer });
  const store = new RootStore(fake.http);
  // the fake answers in the language the store would send as x-lang
  return { ...fake, store };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => jest.restoreAllMocks());

it('suggests popular searches before typing, without any call', async () => {
  const { store, calls } = setup(() => page([]));
  const p = await mountPage(FoodQueryPage, store);
  await p.settle();
  expect(calls).toHaveLength(0);
  expect(p.text('.food-popular')).toContain('大家都在查');
  expect(p.text('.food-popular')).toContain('蜂蜜');
});

it('shows a prohibited food in the current language, and again after switching to English', async () => {
  const { store, calls } = setup(() => page([jerky(store.language.lang)]));
  const p = await mountPage(FoodQueryPage, store);
  await p.type('.food-search', '牛肉干');
  await p.utils.act(() => wait(600));
  await p.settle();
  expect(calls[0]).toMatchObject({ url: '/api/food/lst', body: { keyword: '牛肉干', page: 1 } });
  expect(p.text('.food-item-jerky .food-status')).toBe('禁寄');
  expect(p.text('.food-item-jerky .food-item-name')).toBe('牛肉干/羊肉干');
  expect(p.text('.food-item-jerky .food-channels')).toContain('无可用线路');
  expect(p.$('.food-item-jerky').className).toContain('food-status-prohibited');

  store.language.setLang('en');
  await p.settle();
  expect(calls).toHaveLength(2); // re-fetched in the new language
  expect(p.text('.food-item-jerky .food-status')).toBe('Prohibited');
  expect(p.text('.food-item-jerky .food-item-name')).toBe('Beef and lamb jerky');
});

it('shows an allowed food with its lines and limit; a suggestion searches at once', async () => {
  const { store, calls } = setup(() => page([honey]));
  const p = await mountPage(FoodQueryPage, store);
  await p.settle();
  p.click('.food-suggestion');
  await p.settle();
  expect(calls[0].body).toMatchObject({ keyword: '奶粉' });
  expect(p.text('.food-item-manuka_honey .food-status')).toBe('可寄');
  expect(p.text('.food-item-manuka_honey .food-channels')).toContain('食品保健品线');
  expect(p.text('.food-item-manuka_honey .food-limit')).toContain('每箱不超过3kg');
});

it('offers to ask us when nothing is found', async () => {
  const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never);
  const { store } = setup(() => page([]));
  const p = await mountPage(FoodQueryPage, store);
  await p.type('.food-search', '榴莲');
  await p.utils.act(() => wait(600));
  await p.settle();
  expect(p.text('.food-empty')).toContain('没有查到“榴莲”');
  p.click('.food-empty .empty-state-action');
  expect(navigate).toHaveBeenCalledWith({ url: '/pages/mine/ask-question/index?tab=ask' });
});
