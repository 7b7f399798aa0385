import Taro from '@tarojs/taro';
import MyParcelPage from '@/pages/mine/my-parcel/index';
import { ApiError } from '@/services/request';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';

const parcel = (over: object) => ({
  id: 1,
  status: 'declared',
  courier: 'NZ Post',
  tracking_no: 'NZ123456789',
  goods: [{ name: '奶粉', category: 'milk_powder', quantity: 2, unit_value: 3500 }],
  declared_value: 7000,
  currency: 'NZD',
  note: '',
  weight_g: null,
  location: '',
  waybill_id: null,
  waybill_no: null,
  declared_at: '2026-06-01T00:00:00Z',
  arrived_at: null,
  packing_at: null,
  packed_at: null,
  photo_count: 0,
  created_at: '2026-06-01T00:00:00Z',
  updated_at: '2026-06-01T00:00:00Z',
  ...over,
});
const DECLARED = parcel({ id: 1 });
const ARRIVED = parcel({
  id: 2,
  status: 'in_warehouse',
  tracking_no: 'CP00012345',
  courier: 'CourierPost',
  weight_g: 1250,
  location: 'A-03',
  arrived_at: '2026-06-02T00:00:00Z',
  photo_count: 2,
});
const ARRIVED2 = parcel({
  id: 3,
  status: 'in_warehouse',
  tracking_no: 'AR77777',
  courier: 'Aramex',
  weight_g: 800,
  arrived_at: '2026-06-02T00:00:00Z',
});
const COUNTS = { declared: 1, in_warehouse: 2, packing: 0, packed: 0, return_requested: 0, returned: 0, unclaimed: 0, all: 3 };
const CATEGORIES = {
  list: [
    { code: 'general', name: '普通物品', hint: '' },
    { code: 'milk_powder', name: '奶粉', hint: '' },
  ],
};

function listAnswer(q: { status?: string }) {
  const all = [DECLARED, ARRIVED, ARRIVED2];
  const list = q.status ? all.filter((p) => p.status === q.status) : all;
  return { list, total: list.length, page: 1, page_size: 20, counts: COUNTS };
}

/** The server's `request_id` format (server/src/lib/request-id.ts). */
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

async function setup(answers: Record<string, unknown> = {}, params: Record<string, string> = {}) {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', 'tok');
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params, path: '/pages/mine/my-parcel/index' } as never);
  const nav = { to: jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never) };
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({
    'GET /api/user/info': new Promise(() => {}),
    'GET /api/price/categories': CATEGORIES,
    'GET /api/parcel/lst': listAnswer,
    ...answers,
  });
  const store = new RootStore(fake.http);
  const page = await mountPage(MyParcelPage, store);
  await page.settle();
  const calls = () => fake.calls.filter((c) => !['/api/user/info', '/api/price/categories'].includes(c.url));
  return { ...fake, calls, store, page, nav, toast };
}

// Page tests with several round trips: slow on a busy machine.
jest.setTimeout(20000);
afterEach(() => jest.restoreAllMocks());

it('shows the count of each status on its tab and a card per parcel', async () => {
  const { page, calls } = await setup();
  expect(calls()[0]).toEqual({ method: 'GET', url: '/api/parcel/lst', body: { page: 1, page_size: 20 } });
  expect(page.text('.parcel-page .parcel-tab-declared')).toBe('已预报1');
  expect(page.text('.parcel-tab-in_warehouse .parcel-tab-count')).toBe('2');
  expect(page.text('.parcel-tab-packing .parcel-tab-count')).toBe('0');
  expect(page.text('.parcel-tab-all .parcel-tab-count')).toBe('3');
  expect(document.querySelectorAll('.parcel-page .parcel-card')).toHaveLength(3);
  expect(page.text('.parcel-card-2 .parcel-status')).toBe('已入库');
  expect(page.text('.parcel-card-2 .parcel-weight')).toBe('入库重量:1.25 kg');
  expect(page.text('.parcel-card-2 .parcel-location')).toBe('库位:A-03');
  expect(page.text('.parcel-card-1 .parcel-value')).toBe('申报价值:NZ$70.00');
  expect(page.text('.parcel-card-1 .parcel-goods')).toBe('奶粉 × 2');
});

it('offers edit and delete only while declared; delete confirms, calls and reloads', async () => {
  const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never);
  const { page, calls } = await setup({ 'GET /api/parcel/delete/1': { id: 1 } });
  expect(page.$('.parcel-card-1 .parcel-delete')).not.toBeNull();
  expect(page.$('.parcel-card-1 .parcel-edit')).not.toBeNull();
  expect(page.$('.parcel-card-2 .parcel-delete')).toBeNull();
  expect(page.$('.parcel-card-2 .parcel-edit')).toBeNull();
  page.click('.parcel-card-1 .parcel-delete');
  await page.settle();
  expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: '确定删除单号 NZ123456789 的预报吗?' }));
  expect(calls().map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/parcel/lst', 'GET /api/parcel/delete/1', 'GET /api/parcel/lst']);
});

it('a delete the server refuses (42009: it arrived meanwhile) reloads the list to show its state', async () => {
  jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never);
  const { page, calls, toast } = await setup({ 'GET /api/parcel/delete/1': () => Promise.reject(new ApiError(42009, 'in warehouse')) });
  page.click('.parcel-card-1 .parcel-delete');
  await page.settle();
  expect(calls().at(-1)?.url).toBe('/api/parcel/lst');
  expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: '已删除' }));
});

it('copies the tracking number and previews the check-in photos', async () => {
  const copy = jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve()) as never);
  const preview = jest.spyOn(Taro, 'previewImage').mockImplementation((() => Promise.resolve()) as never);
  const photo = (n: number) => ({ file: `f${n}`, url: `https://api.test/p${n}.jpg`, expires_at: '2026-06-02T00:10:00Z' });
  const { page } = await setup({ 'GET /api/parcel/detail/2': { ...ARRIVED, photos: [photo(1), photo(2)] } });
  page.click('.parcel-card-2 .parcel-copy');
  expect(copy).toHaveBeenCalledWith({ data: 'CP00012345' });
  expect(page.$('.parcel-card-1 .parcel-photos')).toBeNull();
  // In the warehouse but photographed by nobody: no photo button that would open nothing.
  expect(page.$('.parcel-card-3 .parcel-photos')).toBeNull();
  page.click('.parcel-card-2 .parcel-photos');
  await page.settle();
  expect(preview).toHaveBeenCalledWith({
    urls: ['https://api.test/p1.jpg', 'https://api.test/p2.jpg'],
    current: 'https://api.test/p1.jpg',
  });
});

it('the declare form checks before calling, then posts the exact body', async () => {
  const created = jest.fn(() => parcel({ id: 9, tracking_no: 'NZ555666777' }));
  const { page, calls } = await setup({ 'POST /api/parcel/create': created });
  page.click('.parcel-page .parcel-declare');
  await page.settle();
  page.click('.parcel-form-submit');
  await page.settle();
  expect(page.text('.parcel-form-error')).toBe('请选择快递公司');
  page.click('.parcel-courier-nz-post');
  await page.settle();
  expect(page.$('.parcel-form-error')).toBeNull(); // the courier chosen: the error goes
  page.click('.parcel-courier-other');
  page.click('.parcel-form-submit');
  await page.settle();
  expect(page.text('.parcel-form-error')).toBe('请输入快递公司名称');
  await page.type('.parcel-courier-input', 'Mainfreight');
  await page.type('.parcel-tracking-input', 'nz-5');
  page.click('.parcel-form-submit');
  await page.settle();
  expect(page.text('.parcel-form-error')).toBe('快递单号应为4-40位字母或数字');
  await page.type('.parcel-tracking-input', 'nz-555 666 777');
  page.click('.parcel-form-submit');
  await page.settle();
  expect(page.text('.parcel-form-error')).toBe('第 1 件物品:请填写名称');
  await page.type('.goods-line-1 .goods-name', 'A2 奶粉');
  expect(page.text('.goods-line-1 .goods-category-name')).toBe('普通物品');
  page.click('.goods-line-1 .goods-category-current');
  page.click('.goods-line-1 .goods-category-milk_powder');
  expect(page.text('.goods-line-1 .goods-category-name')).toBe('奶粉');
  await page.type('.goods-line-1 .goods-quantity', '3');
  await page.type('.goods-line-1 .goods-unit-value', '0');
  page.click('.parcel-form-submit');
  await page.settle();
  expect(page.text('.parcel-form-error')).toBe('第 1 件物品:单价须大于0,最多两位小数');
  expect(created).not.toHaveBeenCalled();
  await page.type('.goods-line-1 .goods-unit-value', '42.5');
  await page.type('.parcel-note-input', ' 两罐装 ');
  page.click('.parcel-form-submit');
  await page.settle();
  expect(page.$('.parcel-form-error')).toBeNull();
  expect(calls().find((c) => c.url === '/api/parcel/create')?.body).toEqual({
    courier: 'Mainfreight',
    tracking_no: 'NZ555666777',
    goods: [{ name: 'A2 奶粉', category: 'milk_powder', quantity: 3, unit_value: 4250 }],
    note: '两罐装',
    request_id: expect.stringMatching(REQUEST_ID),
  });
  // Back to the list, on the declared tab.
  expect(page.$('.parcel-form')).toBeNull();
  expect(calls().at(-1)?.body).toEqual({ status: 'declared', page: 1, page_size: 20 });
});

it('a retry of a failed declaration sends the same request_id; a change or the next declaration gets a new one', async () => {
  const timeout = Promise.reject(new Error('timeout'));
  timeout.catch(() => {});
  const answers: unknown[] = [timeout, timeout, parcel({ id: 9 }), parcel({ id: 10 })];
  const { page, calls } = await setup({ 'POST /api/parcel/create': () => answers.shift() });
  const fill = async (trackingNo: string) => {
    page.click('.parcel-page .parcel-declare');
    await page.settle();
    page.click('.parcel-courier-nz-post');
    await page.type('.parcel-tracking-input', trackingNo);
    await page.type('.goods-line-1 .goods-name', '奶粉');
    await page.type('.goods-line-1 .goods-unit-value', '35');
  };
  const ids = () =>
    calls()
      .filter((c) => c.url === '/api/parcel/create')
      .map((c) => (c.body as { request_id: string }).request_id);
  await fill('NZ555666777');
  page.click('.parcel-form-submit');
  await page.settle();
  page.click('.parcel-form-submit'); // tapped again after the failure: the same id
  await page.settle();
  const [id] = ids();
  expect(id).toMatch(REQUEST_ID);
  expect(ids()).toEqual([id, id]);
  expect(page.$('.parcel-form')).not.toBeNull();
  await page.type('.parcel-note-input', '两罐装'); // changed: a new submission
  page.click('.parcel-form-submit');
  await page.settle();
  const changed = ids()[2];
  expect(changed).toMatch(REQUEST_ID);
  expect(changed).not.toBe(id);
  expect(page.$('.parcel-form')).toBeNull(); // declared
  await fill('NZ888999000'); // the next declaration
  page.click('.parcel-form-submit');
  await page.settle();
  expect(ids()).toHaveLength(4);
  expect([id, changed]).not.toContain(ids()[3]);
  expect(ids()[3]).toMatch(REQUEST_ID);
});

it('edits a declared parcel with its current values prefilled', async () => {
  const { page, calls } = await setup({ 'POST /api/parcel/update/1': DECLARED });
  page.click('.parcel-card-1 .parcel-edit');
  await page.settle();
  expect(page.$('.parcel-courier-nz-post')?.className).toContain('parcel-courier-chip--active');
  await page.type('.goods-line-1 .goods-quantity', '4');
  page.click('.parcel-form-submit');
  await page.settle();
  expect(calls().find((c) => c.url === '/api/parcel/update/1')?.body).toEqual({
    courier: 'NZ Post',
    tracking_no: 'NZ123456789',
    goods: [{ name: '奶粉', category: 'milk_powder', quantity: 4, unit_value: 3500 }],
    note: '',
  });
});

it('in the warehouse tab: select parcels, then "pack these" opens the pack page with their ids', async () => {
  const { page, nav, calls } = await setup();
  page.click('.parcel-tab-in_warehouse');
  await page.settle();
  expect(calls().at(-1)?.body).toEqual({ status: 'in_warehouse', page: 1, page_size: 20 });
  expect(page.$('.parcel-pack')).not.toBeNull();
  expect(page.$('.parcel-declare')).toBeNull();
  page.click('.parcel-card-2 .parcel-check');
  page.click('.parcel-card-3 .parcel-check');
  page.click('.parcel-pack');
  expect(page.text('.parcel-pack')).toBe('打包这些包裹(2)');
  expect(nav.to).toHaveBeenCalledWith({ url: '/pages/waybill/pack?ids=2,3' });
});

it('a delivered tab: parcels that reached the recipient with their waybill, with its count', async () => {
  const { page, calls } = await setup({
    'GET /api/parcel/lst': { list: [], total: 0, page: 1, page_size: 20, counts: { ...COUNTS, delivered: 4 } },
  });
  expect(page.text('.parcel-tab-delivered')).toBe('已签收4');
  page.click('.parcel-tab-delivered');
  await page.settle();
  expect(calls().at(-1)?.body).toEqual({ status: 'delivered', page: 1, page_size: 20 });
  expect(page.$('.parcel-tab-delivered.status-tab--active')).not.toBeNull();
});

it('unclaimed: lists masked arrivals and claims by the typed full number', async () => {
  const claimed = jest.fn(() => ARRIVED);
  const { page, calls } = await setup({
    'GET /api/parcel/unclaimed/lst': {
      list: [{ id: 40, tracking_no_masked: 'NZ12****789', courier: 'NZ Post', arrived_on: '2026-06-03', weight_g: 900 }],
      total: 1,
      page: 1,
      page_size: 20,
    },
    'POST /api/parcel/claim': claimed,
  });
  page.click('.parcel-tab-unclaimed');
  await page.settle();
  expect(page.text('.unclaimed-row-40 .unclaimed-no')).toBe('NZ12****789');
  expect(page.text('.unclaimed-row-40 .unclaimed-date')).toBe('2026-06-03 到仓');
  page.click('.unclaimed-claim-submit');
  await page.settle();
  expect(page.text('.unclaimed-claim-error')).toBe('请输入快递单号');
  expect(claimed).not.toHaveBeenCalled();
  page.click('.unclaimed-row-40');
  expect(page.text('.unclaimed-claim-text')).toBe('认领 NZ12****789:请输入完整的快递单号');
  await page.type('.unclaimed-claim-input', 'nz12 3456 789');
  page.click('.unclaimed-claim-submit');
  await page.settle();
  expect(calls().find((c) => c.url === '/api/parcel/claim')?.body).toEqual({ tracking_no: 'NZ123456789' });
  // Then the in-warehouse tab shows it.
  expect(calls().at(-1)?.body).toEqual({ status: 'in_warehouse', page: 1, page_size: 20 });
});

it('shows the empty state of a tab with the declare action', async () => {
  const { page } = await setup({ 'GET /api/parcel/lst': { list: [], total: 0, page: 1, page_size: 20, counts: { ...COUNTS, all: 0 } } });
  expect(page.text('.parcel-empty .empty-state-text')).toBe('还没有包裹,先预报一个吧');
  page.click('.parcel-empty .empty-state-action');
  await page.settle();
  expect(page.$('.parcel-form')).not.toBeNull();
});

it('signed out: asks to log in', async () => {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.removeStorageSync('token');
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params: {}, path: '' } as never);
  const fake = createFakeHttp({});
  const page = await mountPage(MyParcelPage, new RootStore(fake.http));
  expect(page.text('.parcel-signed-out .empty-state-text')).toBe('登录后预报和管理您的包裹');
  expect(fake.calls).toHaveLength(0);
});
