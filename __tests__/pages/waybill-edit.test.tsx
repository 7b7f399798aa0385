import Taro from '@tarojs/taro';
import WaybillEditPage from '@/pages/waybill/edit';
import { ApiError } from '@/services/request';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';
import { detail } from '../support/waybill-samples';

const categories = {
  list: [
    { code: 'clothing', name: '服装', hint: '' },
    { code: 'milk_powder', name: '奶粉', hint: '' },
  ],
};
const quotes = {
  currency: 'NZD',
  quotes: [
    {
      channel: { id: 1, code: 'general', name: '普货专线', transit_days_min: 7, transit_days_max: 12, requires_id: true },
      ok: true,
      breakdown: {
        actual_g: 800,
        volumetric_g: 0,
        chargeable_g: 1000,
        first_price: 1200,
        additional_steps: 0,
        additional_price: 0,
        insurance: 0,
        total: 1200,
        currency: 'NZD',
      },
      reason: null,
    },
    {
      channel: { id: 2, code: 'express', name: '快速专线', transit_days_min: 4, transit_days_max: 6, requires_id: true },
      ok: true,
      breakdown: {
        actual_g: 800,
        volumetric_g: 0,
        chargeable_g: 1000,
        first_price: 2000,
        additional_steps: 0,
        additional_price: 0,
        insurance: 0,
        total: 2000,
        currency: 'NZD',
      },
      reason: null,
    },
  ],
};

async function setup(extra: Record<string, unknown> = {}) {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', 'tok');
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params: { id: '11' }, path: '/pages/waybill/edit' } as never);
  const nav = {
    back: jest.spyOn(Taro, 'navigateBack').mockImplementation((() => Promise.resolve()) as never),
    to: jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never),
  };
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({
    'GET /api/order/detail/11': detail(),
    'GET /api/price/categories': categories,
    'POST /api/price/quote': quotes,
    ...extra,
  });
  const store = new RootStore(fake.http);
  const page = await mountPage(WaybillEditPage, store);
  await page.settle();
  await page.utils.act(() => new Promise((resolve) => setTimeout(resolve, 600))); // the debounced estimate
  return { ...fake, page, nav, toast, store };
}

afterEach(() => jest.restoreAllMocks());

it('prices the declared goods per channel for the parcels weight', async () => {
  const { page, calls } = await setup();
  expect(calls.find((c) => c.url === '/api/price/quote')?.body).toEqual({
    weight_g: 800,
    declared_value: 12000,
    category: 'clothing',
    items: [{ category: 'clothing', quantity: 2 }],
    insured: false,
  });
  expect(page.text('.waybill-edit-channel-general .waybill-edit-channel-price')).toBe('NZ$12.00');
  expect(page.$('.waybill-edit-channel-general')?.className).toContain('waybill-edit-channel--active');
  expect(page.$('.waybill-edit-category-clothing')?.className).toContain('waybill-edit-category--active');
});

it('refuses to submit without goods and says why, making no call', async () => {
  const { page, calls } = await setup();
  page.click('.waybill-edit-line-0 .waybill-edit-line-remove');
  page.click('.waybill-edit-submit');
  await page.settle();
  expect(page.text('.waybill-edit-error')).toBe('请至少添加一件物品');
  expect(calls.some((c) => c.url === '/api/order/update/11')).toBe(false);
});

it('refuses a goods line without a name', async () => {
  const { page, calls } = await setup();
  page.click('.waybill-edit-add-line');
  page.click('.waybill-edit-submit');
  await page.settle();
  expect(page.text('.waybill-edit-error')).toBe('第 2 件物品请填写名称');
  expect(calls.some((c) => c.url === '/api/order/update/11')).toBe(false);
});

it('saves the changed goods, channel and services, then goes back', async () => {
  const { page, calls, nav, toast } = await setup({ 'POST /api/order/update/11': detail() });
  await page.type('.waybill-edit-line-0 .waybill-edit-line-quantity', '3');
  page.click('.waybill-edit-line-0 .waybill-edit-category-change');
  page.click('.waybill-edit-line-0 .waybill-edit-category-milk_powder');
  page.click('.waybill-edit-channel-express');
  page.click('.waybill-edit-service-reinforce');
  page.click('.waybill-edit-submit');
  await page.settle();
  expect(calls.find((c) => c.url === '/api/order/update/11')?.body).toEqual({
    goods: [{ name: '羊毛衫', category: 'milk_powder', quantity: 3, unit_value: 6000 }],
    channel_code: 'express',
    services: ['reinforce'],
    insured: false,
    note: '',
  });
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '运单已修改' }));
  expect(nav.back).toHaveBeenCalledTimes(1);
});

it('sends the recipient picked from the address book', async () => {
  let didShow = () => {};
  jest.spyOn(Taro, 'useDidShow').mockImplementation(((cb: () => void) => {
    didShow = cb;
  }) as never);
  const { page, calls, store, nav } = await setup({ 'POST /api/order/update/11': detail() });
  page.click('.waybill-edit-recipient');
  expect(nav.to).toHaveBeenCalledWith({ url: '/pages/mine/user-address/index?mode=pick&type=recipient' });
  store.addressPicker.pick({
    id: 5,
    type: 'recipient',
    name: '李娜',
    mobile: '+8613912345678',
    province: '北京市',
    city: '北京市',
    district: '朝阳区',
    address: '建国路88号',
  } as never);
  page.utils.act(() => didShow());
  expect(page.text('.waybill-edit-recipient-name')).toBe('李娜 +86 139 1234 5678');
  page.click('.waybill-edit-submit');
  await page.settle();
  expect(calls.find((c) => c.url === '/api/order/update/11')?.body).toMatchObject({ address_id: 5 });
});

it('after packing (42009) goes back to the detail', async () => {
  const { page, nav } = await setup({ 'POST /api/order/update/11': () => Promise.reject(new ApiError(42009, '运单已打包')) });
  page.click('.waybill-edit-submit');
  await page.settle();
  expect(nav.back).toHaveBeenCalledTimes(1);
});

it('a packed waybill is not editable', async () => {
  const { page, calls } = await setup({ 'GET /api/order/detail/11': detail({ status: 'pending_payment', actions: ['pay', 'cancel'] }) });
  expect(page.text('.waybill-edit-locked .empty-state-text')).toBe('运单已打包,不能再修改');
  expect(page.$('.waybill-edit-submit')).toBeNull();
  expect(calls.some((c) => c.url === '/api/price/quote')).toBe(false);
});
