import Taro from '@tarojs/taro';
import EmbargoPage from '@/pages/embargo/index';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';

const battery = { id: 11, code: 'power_banks', name: '充电宝', level: 'prohibited', summary: '充电宝一律不收。' };
const cigarettes = { id: 21, code: 'cigarettes', name: '香烟', level: 'restricted', summary: '每箱不超过两条。' };
const page = (list: object[]) => ({ list, total: list.length, page: 1, page_size: 20 });
const all = page([
  { id: 1, code: 'batteries', name: '电池及带电产品', icon: 'battery', items: [battery] },
  { id: 2, code: 'tobacco_alcohol', name: '烟草及酒类', icon: 'wine', items: [cigarettes] },
]);

function setup(answer: (q: any) => unknown = () => all) {
  Taro.setStorageSync('lang', 'zh_CN');
  const fake = createFakeHttp({ 'GET /api/embargo/lst': answer });
  return { ...fake, store: new RootStore(fake.http) };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => jest.restoreAllMocks());

it('lists the categories with each item badge and summary', async () => {
  const { store, calls } = setup();
  const p = await mountPage(EmbargoPage, store);
  await p.settle();
  expect(calls[0]).toMatchObject({ method: 'GET', url: '/api/embargo/lst', body: { page: 1, page_size: 20 } });
  expect(p.text('.embargo-category-batteries .embargo-category-name')).toBe('电池及带电产品');
  expect(p.text('.embargo-category-tobacco_alcohol .embargo-category-name')).toBe('烟草及酒类');
  expect(p.text('.embargo-item-power_banks .embargo-item-name')).toBe('充电宝');
  expect(p.text('.embargo-item-power_banks .embargo-badge')).toBe('禁寄');
  expect(p.text('.embargo-item-cigarettes .embargo-badge')).toBe('限寄');
  expect(p.text('.embargo-item-cigarettes .embargo-item-summary')).toBe('每箱不超过两条。');
  expect(p.text('.embargo-chips')).toContain('全部');
});

it('filters by a category chip', async () => {
  const { store } = setup();
  const p = await mountPage(EmbargoPage, store);
  await p.settle();
  p.click('.embargo-chip-tobacco_alcohol');
  await p.settle();
  expect(p.$('.embargo-category-batteries')).toBeNull();
  expect(p.$('.embargo-category-tobacco_alcohol')).not.toBeNull();
});

it('searches with the keyword once typing pauses for 500 ms', async () => {
  const { store, calls } = setup((q) =>
    q.keyword ? page([{ id: 1, code: 'batteries', name: '电池及带电产品', icon: 'battery', items: [battery] }]) : all,
  );
  const p = await mountPage(EmbargoPage, store);
  await p.settle();
  await p.type('.embargo-search', '充');
  await p.type('.embargo-search', '充电');
  await p.settle();
  expect(calls).toHaveLength(1); // still waiting for the pause
  await p.utils.act(() => wait(600));
  await p.settle();
  expect(calls).toHaveLength(2);
  expect(calls[1]).toMatchObject({ url: '/api/embargo/lst', body: { keyword: '充电', page: 1 } });
  expect(p.$('.embargo-category-tobacco_alcohol')).toBeNull();
  expect(p.text('.embargo-item-power_banks .embargo-item-name')).toBe('充电宝');
});

it('says so when nothing matches', async () => {
  const { store } = setup(() => page([]));
  const p = await mountPage(EmbargoPage, store);
  await p.settle();
  expect(p.text('.embargo-empty')).toContain('没有找到相关物品');
});

it('opens the detail of a tapped item', async () => {
  const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never);
  const { store } = setup();
  const p = await mountPage(EmbargoPage, store);
  await p.settle();
  p.click('.embargo-item-power_banks');
  expect(navigate).toHaveBeenCalledWith({ url: '/pages/embargo/detail?id=11' });
});
