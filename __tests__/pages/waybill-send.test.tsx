import Taro from '@tarojs/taro';
import ExpressPage from '@/pages/express/index';
import SendPage from '@/pages/waybill/send';
import { RootStore } from '@/stores';
import { addressEntry } from '../support/address-samples';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';

const address = (over: object) => addressEntry({ id: 11, id_front_file: 'a', id_back_file: 'b', is_default: true, ...over });
const RECIPIENT = address({});
const SENDER = address({
  id: 12,
  type: 'sender',
  name: 'Li Ming',
  mobile: '+64211234567',
  country: 'NZ',
  province: 'Auckland',
  city: 'Auckland',
  district: 'Ponsonby',
  address: '123 Ponsonby Road',
  postcode: '1011',
  id_number: '',
});
const depot = (id: number, name: string) => ({
  id,
  code: `d${id}`,
  kind: 'depot',
  name,
  recipient: '',
  phone: '09 123 4567',
  address_lines: ['12 Queen Street'],
  suburb: 'CBD',
  city: 'Auckland',
  region: 'Auckland',
  postcode: '1010',
  country: 'NZ',
  opening_hours: [],
  notes: '',
  full_text: `${name}\n12 Queen Street`,
});
const WAREHOUSES = { warehouses: [], depots: [depot(5, 'Queen St 投递点'), depot(6, 'Albany 投递点')], member_code: 'NZ10086' };
const QUOTE = {
  currency: 'NZD',
  quotes: [
    {
      channel: { id: 1, code: 'economy', name: '经济线', transit_days_min: 8, transit_days_max: 15, requires_id: false },
      ok: true,
      reason: null,
      breakdown: {
        actual_g: 1500,
        volumetric_g: 1200,
        chargeable_g: 1500,
        first_price: 1500,
        additional_steps: 1,
        additional_price: 600,
        insurance: 0,
        total: 2100,
        currency: 'NZD',
      },
    },
  ],
};

/** The server's `request_id` format (server/src/lib/request-id.ts). */
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

async function setup(Page = SendPage, create: unknown = { id: 88, no: 'NZ0000000001' }) {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', 'tok');
  Taro.removeStorageSync('draft_send');
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params: {}, path: '/pages/waybill/send' } as never);
  let didShow = () => {};
  jest.spyOn(Taro, 'useDidShow').mockImplementation(((cb: () => void) => {
    didShow = cb;
  }) as never);
  const nav = {
    to: jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never),
    redirect: jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve()) as never),
  };
  jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({
    'GET /api/user/info': new Promise(() => {}),
    'GET /api/price/categories': { list: [{ code: 'general', name: '普通物品', hint: '' }] },
    'GET /api/warehouse/lst': WAREHOUSES,
    'POST /api/price/quote': QUOTE,
    'POST /api/order/send/create': create,
  });
  const store = new RootStore(fake.http);
  const page = await mountPage(Page, store);
  await page.settle();
  const wait = (ms = 600) => page.utils.act(() => new Promise((resolve) => setTimeout(resolve, ms)));
  const pick = async (a: object) => {
    store.addressPicker.pick(a as never);
    page.utils.act(() => didShow());
    await page.settle();
  };
  return { ...fake, store, page, nav, wait, pick };
}

// The quotes wait for the 500 ms debounce (real timers): slow on a busy machine.
jest.setTimeout(20000);
afterEach(() => jest.restoreAllMocks());

it('direct send: picks sender and recipient, quotes the estimate, and posts the exact body with the depot', async () => {
  const { page, calls, nav, wait, pick } = await setup();
  page.click('.send-page .waybill-sender');
  expect(nav.to).toHaveBeenCalledWith({ url: '/pages/mine/user-address/index?mode=pick&type=sender' });
  await pick(SENDER);
  await pick(RECIPIENT);
  expect(page.text('.waybill-sender .waybill-party-name')).toBe('Li Ming');
  expect(page.text('.waybill-recipient .waybill-id-status')).toBe('身份证号和照片已上传');
  await page.type('.goods-line-1 .goods-name', '保健品');
  page.click('.goods-line-1 .goods-category-general');
  await page.type('.goods-line-1 .goods-quantity', '2');
  await page.type('.goods-line-1 .goods-unit-value', '30');
  page.click('.waybill-submit');
  await page.settle();
  expect(page.text('.waybill-error')).toBe('请填写预估重量');
  await page.type('.send-weight', '1.5');
  await page.type('.send-length', '30');
  await wait();
  expect(calls.filter((c) => c.url === '/api/price/quote')).toHaveLength(0); // a side missing: no size, no quote
  await page.type('.send-width', '20');
  await page.type('.send-height', '10.5');
  await wait();
  expect(calls.filter((c) => c.url === '/api/price/quote').map((c) => c.body)).toEqual([
    {
      weight_g: 1500,
      length_mm: 300,
      width_mm: 200,
      height_mm: 105,
      declared_value: 6000,
      category: 'general',
      items: [{ category: 'general', quantity: 2 }],
      insured: false,
    },
  ]);
  expect(page.text('.channel-option-economy .channel-price')).toBe('NZ$21.00');
  page.click('.channel-option-economy');
  page.click('.waybill-submit');
  await page.settle();
  expect(page.text('.waybill-error')).toBe('请选择投递点');
  expect(page.text('.send-depot-5 .send-depot-address')).toBe('12 Queen Street, CBD, Auckland, 1010');
  page.click('.send-depot-6');
  page.click('.waybill-submit');
  await page.settle();
  expect(calls.filter((c) => c.url === '/api/order/send/create').map((c) => c.body)).toEqual([
    {
      sender_address_id: 12,
      address_id: 11,
      depot_id: 6,
      channel_code: 'economy',
      goods: [{ name: '保健品', category: 'general', quantity: 2, unit_value: 3000 }],
      insured: false,
      services: [],
      est_weight_g: 1500,
      est_length_mm: 300,
      est_width_mm: 200,
      est_height_mm: 105,
      request_id: expect.stringMatching(REQUEST_ID),
    },
  ]);
  expect(nav.redirect).toHaveBeenCalledWith({ url: '/pages/waybill/detail?id=88' });
});

it('the express tab explains both ways, opens the send and pack forms, and lists the depots', async () => {
  const { page, nav } = await setup(ExpressPage);
  expect(page.text('.express-page .express-direct .card-title')).toBe('直接寄件');
  page.click('.express-send');
  expect(nav.to).toHaveBeenCalledWith({ url: '/pages/waybill/send' });
  page.click('.express-pack');
  expect(nav.to).toHaveBeenCalledWith({ url: '/pages/waybill/pack' });
  expect(page.text('.express-depot-5 .express-depot-name')).toBe('Queen St 投递点');
  const copy = jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve()) as never);
  page.click('.express-depot-6 .express-depot-copy');
  expect(copy).toHaveBeenCalledWith({ data: 'Albany 投递点\n12 Queen Street' });
});

it('a retry of a failed create sends the same request_id; after the create or a change the next one is new', async () => {
  const timeout = Promise.reject(new Error('timeout'));
  timeout.catch(() => {});
  const answers: unknown[] = [timeout, { id: 88, no: 'NZ0000000001' }, timeout, { id: 89, no: 'NZ0000000002' }];
  const { page, calls, nav, wait, pick, store } = await setup(SendPage, () => answers.shift());
  await pick(SENDER);
  await pick(RECIPIENT);
  await page.type('.goods-line-1 .goods-name', '保健品');
  page.click('.goods-line-1 .goods-category-general');
  await page.type('.goods-line-1 .goods-unit-value', '30');
  await page.type('.send-weight', '1.5');
  await wait();
  page.click('.channel-option-economy');
  page.click('.send-depot-5');
  const ids = () => calls.filter((c) => c.url === '/api/order/send/create').map((c) => (c.body as { request_id: string }).request_id);
  page.click('.waybill-submit');
  await page.settle();
  expect(nav.redirect).not.toHaveBeenCalled();
  const [id] = ids();
  expect(id).toMatch(REQUEST_ID);
  expect(store.drafts.get('send')?.request_id).toBe(id);
  page.click('.waybill-submit'); // the same form again: the same id
  await page.settle();
  expect(ids()).toEqual([id, id]);
  expect(nav.redirect).toHaveBeenCalledWith({ url: '/pages/waybill/detail?id=88' });
  expect(store.drafts.get('send')).toBeNull();
  page.click('.waybill-submit'); // after the create: a new submission
  await page.settle();
  const next = ids()[2];
  expect(next).toMatch(REQUEST_ID);
  expect(next).not.toBe(id);
  await page.type('.waybill-note', '易碎'); // changed after a failure: a new one too
  page.click('.waybill-submit');
  await page.settle();
  expect(ids()).toHaveLength(4);
  expect([id, next]).not.toContain(ids()[3]);
  expect(ids()[3]).toMatch(REQUEST_ID);
});
