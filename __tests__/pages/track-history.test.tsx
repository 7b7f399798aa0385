import Taro from '@tarojs/taro';
import TrackHistoryPage from '@/pages/mine/track-log/list';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';

const A = { id: 1, no: 'NZ1118356454', queried_at: '2026-01-03T00:00:00Z' };
const B = { id: 2, no: 'AU8791154792', queried_at: '2026-01-02T00:00:00Z' };

async function setup(token = 'tok') {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', token);
  const nav = { to: jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never) };
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  let list = [A, B];
  const fake = createFakeHttp({
    'GET /api/track/history/lst': () => ({ list }),
    'POST /api/track/history/delete/2': () => {
      list = [A];
      return { id: 2 };
    },
  });
  const page = await mountPage(TrackHistoryPage, new RootStore(fake.http));
  await page.settle();
  return { ...fake, page, nav, toast };
}

afterEach(() => {
  jest.restoreAllMocks();
  Taro.removeStorageSync('token');
});

it('lists my recent queries; a tap queries again', async () => {
  const { page, nav } = await setup();
  expect(Array.from(document.querySelectorAll('.track-history-page .track-history-no')).map((e) => e.textContent)).toEqual([
    'NZ1118356454',
    'AU8791154792',
  ]);
  page.click('.track-history-item-2 .track-history-no');
  expect(nav.to).toHaveBeenCalledWith({ url: '/pages/mine/track-log/index?no=AU8791154792' });
});

it('deletes one without opening it, and shows the list without it', async () => {
  const { page, calls, nav, toast } = await setup();
  page.click('.track-history-item-2 .track-history-delete');
  await page.settle();
  expect(nav.to).not.toHaveBeenCalled();
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
    'GET /api/track/history/lst',
    'POST /api/track/history/delete/2',
    'GET /api/track/history/lst',
  ]);
  expect(calls[1].body).toEqual({}); // the server wants a JSON object on every POST
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已删除' }));
  expect(page.$('.track-history-item-2')).toBeNull();
  expect(page.$('.track-history-item-1')).not.toBeNull();
});

it('signed out: asks to log in', async () => {
  const { page, calls } = await setup('');
  expect(page.text('.track-history-signed-out .empty-state-text')).toBe('登录后查看查询记录');
  expect(calls).toHaveLength(0);
});
