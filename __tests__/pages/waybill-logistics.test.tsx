import Taro from '@tarojs/taro';
import LogisticsPage from '@/pages/waybill/logistics';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';
import { detail, trackLog } from '../support/waybill-samples';

async function setup(params: Record<string, string>, lang = 'zh_CN') {
  Taro.setStorageSync('lang', lang);
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params, path: '/pages/waybill/logistics' } as never);
  jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({ 'GET /api/order/v2/log': trackLog(), 'GET /api/order/detail/11': detail() });
  const page = await mountPage(LogisticsPage, new RootStore(fake.http));
  await page.settle();
  return { ...fake, page };
}

afterEach(() => jest.restoreAllMocks());

it('?no=: the public track, newest event first, without any other call', async () => {
  const { page, calls } = await setup({ no: 'NZ1118356454' });
  expect(calls).toEqual([{ method: 'GET', url: '/api/order/v2/log', body: { no: 'NZ1118356454' } }]);
  expect(page.text('.logistics-page .logistics-no')).toBe('NZ1118356454');
  expect(page.text('.logistics-channel')).toBe('渠道:普货专线');
  expect(Array.from(document.querySelectorAll('.logistics-timeline .track-event-text')).map((e) => e.textContent)).toEqual([
    '已发出',
    '已打包',
  ]);
  expect(page.text('.logistics-zone')).toBe('时间均为新西兰时间');
});

it('names the zone of the times in English, not as a raw zone id', async () => {
  const { page } = await setup({ no: 'NZ1118356454' }, 'en');
  expect(page.text('.logistics-zone')).toBe('Times are New Zealand time');
  expect(document.body.textContent).not.toContain('Pacific/Auckland');
});

it('?id= of one of mine: reads its number first', async () => {
  const { calls } = await setup({ id: '11' });
  expect(calls.map((c) => c.url)).toEqual(['/api/order/detail/11', '/api/order/v2/log']);
  expect(calls[1].body).toEqual({ no: 'NZ1118356454' });
});
