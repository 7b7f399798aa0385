import Taro from '@tarojs/taro';
import { PUBLIC_PAGES } from '@/app/launch';
import TrackLogPage from '@/pages/mine/track-log/index';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';
import { trackLog } from '../support/waybill-samples';

async function setup(params: Record<string, string> = {}, token = '') {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', token);
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params, path: '/pages/mine/track-log/index' } as never);
  const nav = { to: jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never) };
  jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({ 'GET /api/order/v2/log': trackLog() });
  const page = await mountPage(TrackLogPage, new RootStore(fake.http));
  await page.settle();
  return { ...fake, page, nav };
}

afterEach(() => {
  jest.restoreAllMocks();
  Taro.removeStorageSync('token');
});

it('signed-out users may open it (and the logistics page) without being sent to login', () => {
  expect(PUBLIC_PAGES).toEqual(expect.arrayContaining(['/pages/mine/track-log/index', '/pages/waybill/logistics']));
});

it('rejects a number with a wrong check digit before any call', async () => {
  const { page, calls } = await setup();
  await page.type('.track-log-input', 'NZ1118356455'); // last digit mistyped
  page.click('.track-log-submit');
  await page.settle();
  expect(page.text('.track-log-page .track-log-error')).toBe('运单号有误,请核对后重新输入');
  await page.type('.track-log-input', 'NZ1118365454'); // two adjacent digits swapped
  page.click('.track-log-submit');
  await page.settle();
  expect(page.text('.track-log-error')).toBe('运单号有误,请核对后重新输入');
  await page.type('.track-log-input', 'US123');
  page.click('.track-log-submit');
  await page.settle();
  expect(page.text('.track-log-error')).toBe('运单号格式不正确:应为 NZ 或 AU 加 10 位数字');
  page.click('.track-log-submit');
  expect(calls).toHaveLength(0);
  expect(page.$('.track-log-result')).toBeNull();
});

it('queries a good number (typed with spaces, lower case) and shows its timeline, newest first', async () => {
  const { page, calls } = await setup();
  await page.type('.track-log-input', ' nz 1118-356454 ');
  page.click('.track-log-submit');
  await page.settle();
  expect(calls).toEqual([{ method: 'GET', url: '/api/order/v2/log', body: { no: 'NZ1118356454' } }]);
  expect(page.$('.track-log-error')).toBeNull();
  expect(page.text('.track-log-result-no')).toBe('NZ1118356454');
  expect(page.text('.track-log-result .waybill-status')).toBe('运输中');
  const events = Array.from(document.querySelectorAll('.track-log-timeline .track-event-text')).map((e) => e.textContent);
  expect(events).toEqual(['已发出', '已打包']);
  expect(page.text('.track-event--latest .track-event-time')).toBe('2026-01-03 15:00');
  expect(page.text('.track-log-zone')).toBe('时间均为新西兰时间');
  expect(page.$('.track-log-history-link')).toBeNull(); // signed out: no recent queries
});

it('opened with ?no= (from the recent queries) queries at once; signed in, links to the recent queries', async () => {
  const { page, calls, nav } = await setup({ no: 'NZ1118356454' }, 'tok');
  expect(calls).toEqual([{ method: 'GET', url: '/api/order/v2/log', body: { no: 'NZ1118356454' } }]);
  expect(page.text('.track-log-result-no')).toBe('NZ1118356454');
  page.click('.track-log-history-link');
  expect(nav.to).toHaveBeenCalledWith({ url: '/pages/mine/track-log/list' });
});
