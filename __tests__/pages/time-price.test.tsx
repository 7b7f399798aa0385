import Taro from '@tarojs/taro';
import TimePricePage from '@/pages/time-price/index';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';

const channel = (over: object) => ({
  id: 1,
  code: 'economy',
  name: '经济线',
  description: '日用品、衣物',
  currency: 'NZD',
  clearance: 'CC',
  tax_included: true,
  transit_days_min: 10,
  transit_days_max: 15,
  first_weight_g: 1000,
  first_price: 1200,
  step_g: 500,
  step_price: 400,
  min_charge_g: 1000,
  max_weight_g: 30000,
  max_side_mm: 1200,
  volumetric_divisor: 6000,
  max_declared_value: 100000,
  cny_limit: 100000,
  insurance_rate_bp: 300,
  insurance_min: 300,
  insurance_cap: 200000,
  requires_id: true,
  categories: [
    { code: 'general', name: '普通物品' },
    { code: 'cosmetics', name: '化妆品' },
  ],
  item_limits: [{ category: 'milk_powder', name: '奶粉', max: 6, max_weight_g: null, note: '每箱最多6罐' }],
  ...over,
});

async function setup(answer: unknown) {
  Taro.setStorageSync('lang', 'zh_CN');
  let refresh = () => {};
  jest.spyOn(Taro, 'usePullDownRefresh').mockImplementation(((cb: () => void) => {
    refresh = cb;
  }) as never);
  const stop = jest.spyOn(Taro, 'stopPullDownRefresh').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({ 'GET /api/price/channels': answer });
  const page = await mountPage(TimePricePage, new RootStore(fake.http));
  await page.settle();
  return { ...fake, page, refresh: () => refresh(), stop };
}

afterEach(() => jest.restoreAllMocks());

it('lists channels with transit days, prices and limits', async () => {
  const { page, calls } = await setup({
    list: [
      channel({}),
      channel({ id: 2, code: 'milk', name: '奶粉专线', volumetric_divisor: null, max_declared_value: null, tax_included: false }),
    ],
    total: 2,
    page: 1,
    page_size: 50,
  });
  expect(calls[0]).toEqual({ method: 'GET', url: '/api/price/channels', body: { page: 1, page_size: 50 } });
  const c = '.timeprice-page .channel-card[data-channel=economy]';
  expect(page.text(`${c} .channel-name`)).toBe('经济线');
  expect(page.text(`${c} .channel-transit`)).toBe('时效:10-15 个工作日');
  expect(page.text(`${c} .channel-first`)).toBe('首重:1 kg NZ$12.00');
  expect(page.text(`${c} .channel-step`)).toBe('续重:每 0.5 kg NZ$4.00');
  expect(page.text(`${c} .channel-max-weight`)).toBe('单箱最大重量:30 kg');
  expect(page.text(`${c} .channel-max-side`)).toBe('最长边:120 cm');
  expect(page.text(`${c} .channel-value-limit`)).toBe('单箱申报价值上限:NZ$1,000.00');
  expect(page.text(`${c} .channel-cny-limit`)).toBe('海关限额:¥1,000.00/单');
  expect(page.text(`${c} .channel-item-limit-milk_powder`)).toBe('奶粉:每箱最多 6 件每箱最多6罐');
  expect(page.text(`${c} .channel-category-cosmetics`)).toBe('化妆品');
  expect(page.$(`${c} .channel-tax`)).not.toBeNull();
  const m = '.channel-card[data-channel=milk]';
  expect(page.text(`${m} .channel-volumetric`)).toBe('按实际重量计费,不计体积重');
  expect(page.$(`${m} .channel-value-limit`)).toBeNull();
  expect(page.$(`${m} .channel-tax`)).toBeNull();
});

it('refreshes on pull-down', async () => {
  const { calls, refresh, stop, page } = await setup({ list: [channel({})], total: 1, page: 1, page_size: 50 });
  page.utils.act(() => refresh());
  await page.settle();
  expect(calls).toHaveLength(2);
  expect(stop).toHaveBeenCalled();
});

it('shows an empty state', async () => {
  const { page } = await setup({ list: [], total: 0, page: 1, page_size: 50 });
  expect(page.text('.timeprice-empty .empty-state-text')).toBe('暂无渠道');
});
