import Taro from '@tarojs/taro';
import AddressBookPage from '@/pages/mine/user-address/index';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';

const address = (over: object) => ({
  id: 1,
  type: 'recipient',
  name: '张伟',
  mobile: '+8613812345678',
  country: 'CN',
  province: '广东省',
  city: '广州市',
  district: '天河区',
  address: '天河路385号太古汇一座2501室',
  postcode: '510620',
  province_code: '440000',
  city_code: '440100',
  district_code: '440106',
  id_number: '440106********1231',
  id_front_file: null,
  id_back_file: null,
  is_default: false,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  ...over,
});
const DEFAULT = address({ id: 1, is_default: true });
const OTHER = address({
  id: 2,
  name: '李娜',
  mobile: '+8613912345678',
  province: '北京市',
  city: '北京市',
  district: '朝阳区',
  address: '建国路88号',
  postcode: '100022',
});
const SENDER = address({
  id: 3,
  type: 'sender',
  name: 'Li Ming',
  mobile: '+64211234567',
  country: 'NZ',
  province: 'Auckland',
  city: 'Auckland',
  district: 'Ponsonby',
  address: '123 Ponsonby Road',
  postcode: '1011',
  is_default: true,
});

async function setup(params: Record<string, string> = {}, answers: Record<string, unknown> = {}) {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', 'tok');
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params, path: '/pages/mine/user-address/index' } as never);
  const nav = {
    back: jest.spyOn(Taro, 'navigateBack').mockImplementation((() => Promise.resolve()) as never),
    to: jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never),
  };
  jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({
    'GET /api/user/address/lst': (q: { type: string }) =>
      q.type === 'sender'
        ? { list: [SENDER], total: 1, page: 1, page_size: 20 }
        : { list: [DEFAULT, OTHER], total: 2, page: 1, page_size: 20 },
    ...answers,
  });
  const store = new RootStore(fake.http);
  const page = await mountPage(AddressBookPage, store);
  await page.settle();
  return { ...fake, store, page, nav };
}

afterEach(() => jest.restoreAllMocks());

it('renders a card per address, default first, with masked mobile and the full address', async () => {
  const { page, calls } = await setup();
  expect(calls[0]).toEqual({ method: 'GET', url: '/api/user/address/lst', body: { type: 'recipient', page: 1, page_size: 20 } });
  const cards = document.querySelectorAll('.address-page .address-card');
  expect(cards).toHaveLength(2);
  expect(cards[0].querySelector('.address-default-badge')?.textContent).toBe('默认');
  expect(cards[1].querySelector('.address-default-badge')).toBeNull();
  expect(page.text('.address-card-1 .address-name')).toBe('张伟');
  expect(page.text('.address-card-1 .address-mobile')).toBe('+86 13******678');
  expect(page.text('.address-card-1 .address-full')).toBe('广东省广州市天河区天河路385号太古汇一座2501室');
  expect(page.text('.address-card-2 .address-full')).toBe('北京市朝阳区建国路88号');
});

it('copies the whole address', async () => {
  const copy = jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve()) as never);
  const { page } = await setup();
  page.click('.address-card-1 .address-copy');
  expect(copy).toHaveBeenCalledWith({ data: '张伟 +8613812345678 广东省广州市天河区天河路385号太古汇一座2501室 510620' });
});

it('switches to senders and searches after typing stops (500 ms)', async () => {
  const { page, calls } = await setup();
  page.click('.address-tab-sender');
  await page.settle();
  expect(calls.at(-1)?.body).toEqual({ type: 'sender', page: 1, page_size: 20 });
  expect(page.text('.address-card-3 .address-full')).toBe('123 Ponsonby Road, Ponsonby, Auckland, 1011');
  const before = calls.length;
  await page.type('.address-search', 'Pon');
  await page.type('.address-search', 'Ponsonby');
  await page.settle();
  expect(calls).toHaveLength(before);
  await page.utils.act(() => new Promise((resolve) => setTimeout(resolve, 600)));
  expect(calls.slice(before)).toEqual([
    { method: 'GET', url: '/api/user/address/lst', body: { type: 'sender', page: 1, page_size: 20, keyword: 'Ponsonby' } },
  ]);
});

it('deletes after confirming and reloads the list', async () => {
  const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never);
  const { page, calls } = await setup({}, { 'GET /api/user/address/delete/2': { id: 2 } });
  page.click('.address-card-2 .address-delete');
  await page.settle();
  expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: '确定删除「李娜」的地址吗?' }));
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
    'GET /api/user/address/lst',
    'GET /api/user/address/delete/2',
    'GET /api/user/address/lst',
  ]);
});

it('sets a default through update, and opens the edit page', async () => {
  const { page, calls, nav } = await setup({}, { 'POST /api/user/address/update/2': OTHER });
  expect(page.$('.address-card-1 .address-set-default')).toBeNull();
  page.click('.address-card-2 .address-set-default');
  await page.settle();
  expect(calls[1]).toEqual({ method: 'POST', url: '/api/user/address/update/2', body: { is_default: true } });
  page.click('.address-card-2 .address-edit');
  expect(nav.to).toHaveBeenCalledWith({ url: '/pages/mine/user-address/edit?id=2' });
  expect(nav.back).not.toHaveBeenCalled();
});

it('shows the empty state with an add button', async () => {
  const { page, nav } = await setup({}, { 'GET /api/user/address/lst': { list: [], total: 0, page: 1, page_size: 20 } });
  expect(page.text('.address-empty .empty-state-text')).toBe('还没有收件地址');
  page.click('.address-empty .empty-state-action');
  expect(nav.to).toHaveBeenCalledWith({ url: '/pages/mine/user-address/edit?type=recipient' });
});

it('pick mode: tapping a card stores the picked address and goes back', async () => {
  const { page, store, nav, calls } = await setup({ mode: 'pick', type: 'sender' });
  expect(page.$('.address-tabs')).toBeNull();
  expect(calls[0].body).toMatchObject({ type: 'sender' });
  expect(page.$('.address-card-3 .address-delete')).toBeNull();
  page.click('.address-card-3 .address-full');
  expect(store.addressPicker.picked?.id).toBe(3);
  expect(nav.back).toHaveBeenCalledTimes(1);
  expect(store.addressPicker.take('recipient')).toBeNull();
  expect(store.addressPicker.take('sender')?.name).toBe('Li Ming');
  expect(store.addressPicker.take('sender')).toBeNull();
});

it('a tap outside pick mode picks nothing', async () => {
  const { page, store, nav } = await setup();
  page.click('.address-card-1 .address-full');
  expect(store.addressPicker.picked).toBeNull();
  expect(nav.back).not.toHaveBeenCalled();
});

it('loads the next page at the bottom', async () => {
  let reachBottom = () => {};
  jest.spyOn(Taro, 'useReachBottom').mockImplementation(((cb: () => void) => {
    reachBottom = cb;
  }) as never);
  const first = Array.from({ length: 20 }, (_, i) => address({ id: 100 + i }));
  const { page, calls } = await setup(
    {},
    {
      'GET /api/user/address/lst': (q: { page: number }) =>
        q.page === 1
          ? { list: first, total: 21, page: 1, page_size: 20 }
          : { list: [address({ id: 200, name: '王芳' })], total: 21, page: 2, page_size: 20 },
    },
  );
  expect(document.querySelectorAll('.address-card')).toHaveLength(20);
  expect(page.text('.address-list-foot')).toBe('上拉加载更多');
  page.utils.act(() => reachBottom());
  await page.settle();
  expect(calls.at(-1)?.body).toEqual({ type: 'recipient', page: 2, page_size: 20 });
  expect(document.querySelectorAll('.address-card')).toHaveLength(21);
  expect(page.text('.address-list-foot')).toBe('没有更多了');
});
