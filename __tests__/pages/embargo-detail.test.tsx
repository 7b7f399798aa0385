import Taro from '@tarojs/taro';
import EmbargoDetailPage from '@/pages/embargo/detail';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';

afterEach(() => jest.restoreAllMocks());

it.each([
  ['zh_CN', '没有指定要查看的物品(缺少物品编号)', '查看禁运品列表'],
  ['en', 'No item was given to show (the item id is missing)', 'Prohibited goods'],
])('%s: opened without an id, says what is missing and leads to the list instead of "load failed, retry"', async (lang, text, action) => {
  Taro.setStorageSync('lang', lang);
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: {} } } as never);
  const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({});
  const page = await mountPage(EmbargoDetailPage, new RootStore(fake.http));
  await page.settle();
  expect(fake.calls).toEqual([]);
  expect(page.$('.list-status-failed')).toBeNull();
  expect(page.text('.embargo-detail-missing .empty-state-text')).toBe(text);
  expect(page.text('.embargo-detail-missing .empty-state-action')).toBe(action);
  page.click('.embargo-detail-missing .empty-state-action');
  expect(redirect).toHaveBeenCalledWith({ url: '/pages/embargo/index' });
});
