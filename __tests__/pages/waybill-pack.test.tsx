import Taro from '@tarojs/taro';
import PackPage from '@/pages/waybill/pack';
import { ApiError } from '@/services/request';
import { RootStore } from '@/stores';
import { addressEntry } from '../support/address-samples';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';

const parcel = (over: object) => ({
  id: 1,
  status: 'in_warehouse',
  courier: 'NZ Post',
  tracking_no: 'NZ123456789',
  goods: [],
  declared_value: 0,
  currency: 'NZD',
  note: '',
  weight_g: 1000,
  location: '',
  waybill_id: null,
  waybill_no: null,
  declared_at: null,
  arrived_at: '2026-06-02T00:00:00Z',
  packing_at: null,
  packed_at: null,
  created_at: '2026-06-01T00:00:00Z',
  updated_at: '2026-06-01T00:00:00Z',
  ...over,
});
const MILK = parcel({
  id: 2,
  tracking_no: 'CP00012345',
  weight_g: 1250,
  goods: [{ name: '奶粉', category: 'milk_powder', quantity: 2, unit_value: 3500 }],
});
const SHIRT = parcel({
  id: 3,
  tracking_no: 'AR77777',
  weight_g: 800,
  goods: [{ name: 'T恤', category: 'general', quantity: 1, unit_value: 2000 }],
});
const OTHER = parcel({ id: 4, tracking_no: 'DHL4444', weight_g: 300, goods: [] });
const RECIPIENT = addressEntry({ id: 11, is_default: true });
const CATEGORIES = {
  list: [
    { code: 'general', name: '普通物品', hint: '' },
    { code: 'milk_powder', name: '奶粉', hint: '' },
  ],
};

const channel = (code: string, name: string) => ({ id: 1, code, name, transit_days_min: 7, transit_days_max: 12, requires_id: true });
const breakdown = (total: number) => ({
  actual_g: 2050,
  volumetric_g: 0,
  chargeable_g: 2050,
  first_price: total,
  additional_steps: 0,
  additional_price: 0,
  insurance: 0,
  total,
  currency: 'NZD',
});
/** The economy line takes no milk powder; the milk line takes anything. */
function quote(body: { items: { category: string }[] }) {
  const milk = body.items.some((i) => i.category === 'milk_powder');
  const economy = milk
    ? {
        channel: channel('economy', '经济线'),
        ok: false,
        breakdown: null,
        reason: { code: 'category_not_allowed', msg: '经济线不接受奶粉', params: {} },
      }
    : { channel: channel('economy', '经济线'), ok: true, breakdown: breakdown(1800), reason: null };
  return {
    currency: 'NZD',
    quotes: [{ channel: channel('milk', '奶粉专线'), ok: true, breakdown: breakdown(3250), reason: null }, economy],
  };
}

const CREATED = { id: 77, no: 'NZ1234567890' };
/** The server's `request_id` format (server/src/lib/request-id.ts). */
const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;
const idOf = (call: { body?: object }) => (call.body as { request_id: string }).request_id;

async function setup(
  answers: Record<string, unknown> = {},
  params: Record<string, string> = { ids: '2,3' },
  before?: (store: RootStore) => void,
) {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', 'tok');
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params, path: '/pages/waybill/pack' } as never);
  let didShow = () => {};
  jest.spyOn(Taro, 'useDidShow').mockImplementation(((cb: () => void) => {
    didShow = cb;
  }) as never);
  const nav = {
    to: jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never),
    redirect: jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve()) as never),
  };
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({
    'GET /api/user/info': new Promise(() => {}),
    'GET /api/price/categories': CATEGORIES,
    'GET /api/parcel/lst': { list: [MILK, SHIRT, OTHER], total: 3, page: 1, page_size: 50, counts: {} },
    'POST /api/price/quote': quote,
    'POST /api/order/pack/create': CREATED,
    ...answers,
  });
  const store = new RootStore(fake.http);
  before?.(store);
  const page = await mountPage(PackPage, store);
  await page.settle();
  const wait = (ms = 600) => page.utils.act(() => new Promise((resolve) => setTimeout(resolve, ms)));
  const pickRecipient = async () => {
    store.addressPicker.pick(RECIPIENT as never);
    page.utils.act(() => didShow());
    await page.settle();
  };
  const quotes = () => fake.calls.filter((c) => c.url === '/api/price/quote');
  const creates = () => fake.calls.filter((c) => c.url === '/api/order/pack/create');
  return { ...fake, store, page, nav, toast, wait, pickRecipient, quotes, creates };
}

beforeEach(() => {
  Taro.removeStorageSync('draft_pack');
});
// The quotes wait for the 500 ms debounce (real timers): slow on a busy machine.
jest.setTimeout(20000);
afterEach(() => jest.restoreAllMocks());

it('prefills the parcels from the query and their goods, and quotes with the summed check-in weight after 500 ms', async () => {
  const { page, calls, quotes, wait } = await setup();
  expect(calls.find((c) => c.url === '/api/parcel/lst')?.body).toEqual({ status: 'in_warehouse', page: 1, page_size: 50 });
  expect(page.$('.pack-page .pack-parcel-2')?.className).toContain('pack-parcel--on');
  expect(page.$('.pack-parcel-3')?.className).toContain('pack-parcel--on');
  expect(page.$('.pack-parcel-4')?.className).not.toContain('pack-parcel--on');
  expect(page.text('.pack-total')).toBe('已选 2 件,入库重量共 2.05 kg');
  expect((page.$('.goods-line-1 .goods-name input') as HTMLInputElement).value).toBe('奶粉');
  expect((page.$('.goods-line-2 .goods-name input') as HTMLInputElement).value).toBe('T恤');
  // Money as money shows it: two decimals (35 read "35", 45.50 read "45.5").
  expect((page.$('.goods-line-1 .goods-unit-value input') as HTMLInputElement).value).toBe('35.00');
  expect(quotes()).toHaveLength(0); // debounced
  await wait();
  expect(quotes().map((c) => c.body)).toEqual([
    {
      weight_g: 2050,
      declared_value: 9000,
      category: 'milk_powder',
      items: [
        { category: 'milk_powder', quantity: 2 },
        { category: 'general', quantity: 1 },
      ],
      insured: false,
    },
  ]);
  expect(page.text('.channel-option-milk .channel-price')).toBe('NZ$32.50');
  expect(page.text('.channel-option-milk .channel-transit')).toContain('7');
  // The refused channel is greyed with its reason and cannot be chosen.
  expect(page.$('.channel-option-economy')?.className).toContain('channel-option--blocked');
  expect(page.text('.channel-option-economy .channel-reason')).toBe('经济线不接受奶粉');
  page.click('.channel-option-economy');
  expect(page.$('.channel-option-economy')?.className).not.toContain('channel-option--selected');
});

it('re-quotes as the goods change and shows the chosen channel’s refusal next to the goods', async () => {
  const { page, quotes, wait, pickRecipient, creates } = await setup();
  await pickRecipient();
  page.click('.pack-parcel-2'); // unselect the milk powder: its goods leave the declaration
  await wait();
  expect(quotes().at(-1)?.body).toMatchObject({ weight_g: 800, declared_value: 2000, category: 'general' });
  page.click('.channel-option-economy');
  expect(page.$('.channel-option-economy')?.className).toContain('channel-option--selected');
  expect(page.$('.waybill-goods-refusal')).toBeNull();
  page.click('.goods-line-1 .goods-category-current');
  page.click('.goods-line-1 .goods-category-milk_powder');
  await wait();
  expect(quotes().at(-1)?.body).toMatchObject({ category: 'milk_powder' });
  expect(page.text('.waybill-goods .waybill-goods-refusal')).toBe('经济线不接受奶粉');
  page.click('.waybill-submit');
  await page.settle();
  expect(page.text('.waybill-error')).toBe('经济线不接受奶粉');
  expect(creates()).toHaveLength(0);
});

it('checks the form before calling: recipient, then goods with empty or zero fields', async () => {
  const { page, wait, creates, pickRecipient } = await setup();
  await wait();
  page.click('.waybill-submit');
  await page.settle();
  expect(page.text('.waybill-error')).toBe('请选择收件人');
  await pickRecipient();
  expect(page.text('.waybill-recipient .waybill-party-name')).toBe('张伟');
  expect(page.text('.waybill-recipient .waybill-id-status')).toBe('已填身份证号,未上传照片');
  await page.type('.goods-line-2 .goods-quantity', '0');
  page.click('.waybill-submit');
  await page.settle();
  expect(page.text('.waybill-error')).toBe('第 2 件物品:数量须为1-999的整数');
  await page.type('.goods-line-2 .goods-quantity', '1');
  page.click('.waybill-submit');
  await page.settle();
  expect(page.text('.waybill-error')).toBe('请选择线路');
  expect(creates()).toHaveLength(0);
});

it('submits the exact body, clears the draft and opens the waybill', async () => {
  const { page, wait, pickRecipient, creates, nav, store } = await setup();
  await pickRecipient();
  await wait();
  page.click('.channel-option-milk');
  page.click('.waybill-insured');
  await page.type('.waybill-insured-value', '50');
  page.click('.waybill-service-reinforce');
  expect(page.text('.waybill-service-reinforce .waybill-service-fee')).toBe('+NZ$5.00');
  await page.type('.waybill-note', '请轻放');
  await wait();
  expect(store.drafts.get('pack')?.channel_code).toBe('milk');
  page.click('.waybill-submit');
  await page.settle();
  expect(page.$('.waybill-error')).toBeNull();
  expect(creates().map((c) => c.body)).toEqual([
    {
      parcel_ids: [2, 3],
      address_id: 11,
      channel_code: 'milk',
      goods: [
        { name: '奶粉', category: 'milk_powder', quantity: 2, unit_value: 3500 },
        { name: 'T恤', category: 'general', quantity: 1, unit_value: 2000 },
      ],
      insured: true,
      insured_value: 5000,
      services: ['reinforce'],
      note: '请轻放',
      request_id: expect.stringMatching(REQUEST_ID),
    },
  ]);
  expect(nav.redirect).toHaveBeenCalledWith({ url: '/pages/waybill/detail?id=77' });
  expect(store.drafts.get('pack')).toBeNull();
  expect(Taro.getStorageSync('draft_pack')).toBeFalsy();
});

it('42001: asks to sign the agreement first and goes there with this page as the redirect, keeping the draft', async () => {
  const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never);
  const { page, wait, pickRecipient, nav, store } = await setup({
    'POST /api/order/pack/create': () => Promise.reject(new ApiError(42001, 'agreement required')),
  });
  await pickRecipient();
  await wait();
  page.click('.channel-option-milk');
  page.click('.waybill-submit');
  await page.settle();
  expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: '请先签署运输协议', confirmText: '去签署' }));
  expect(nav.to).toHaveBeenCalledWith({ url: `/pages/signature/agreement?redirect=${encodeURIComponent('/pages/waybill/pack')}` });
  expect(nav.redirect).not.toHaveBeenCalled();
  expect(store.drafts.get('pack')).toMatchObject({ parcel_ids: [2, 3], channel_code: 'milk', recipient: { id: 11 } });
});

it('restores a draft for the same parcels with a toast, and "clear" empties the form', async () => {
  const draft = {
    parcel_ids: [2, 3],
    recipient: RECIPIENT,
    channel_code: 'milk',
    goods: [{ name: '奶粉 900g', category: 'milk_powder', quantity: '6', unit_value: '40' }],
    goods_edited: true,
    insured: false,
    insured_value: '',
    services: ['photos'],
    note: '',
  };
  Taro.setStorageSync('draft_pack', JSON.stringify(draft));
  const { page, toast, store } = await setup();
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已恢复上次未提交的内容' }));
  expect(page.text('.waybill-recipient .waybill-party-name')).toBe('张伟');
  expect((page.$('.goods-line-1 .goods-name input') as HTMLInputElement).value).toBe('奶粉 900g');
  expect(page.$('.goods-line-2')).toBeNull(); // edited goods are not replaced by the parcels' declarations
  expect(page.$('.waybill-service-photos')?.className).toContain('waybill-service--on');
  page.click('.waybill-clear');
  await page.settle();
  expect(page.$('.waybill-recipient .waybill-party-name')).toBeNull();
  expect(page.$('.waybill-service-photos')?.className).not.toContain('waybill-service--on');
  expect(store.drafts.get('pack')?.goods_edited ?? false).toBe(false);
});

it('a draft for other parcels than the query asks for is not restored', async () => {
  Taro.setStorageSync(
    'draft_pack',
    JSON.stringify({
      parcel_ids: [4],
      recipient: RECIPIENT,
      channel_code: 'milk',
      goods: [],
      goods_edited: false,
      insured: false,
      insured_value: '',
      services: [],
      note: '',
    }),
  );
  const { page, toast } = await setup();
  expect(toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: '已恢复上次未提交的内容' }));
  expect(page.$('.waybill-recipient .waybill-party-name')).toBeNull();
  expect(page.$('.pack-parcel-4')?.className).not.toContain('pack-parcel--on');
});

it('opened without parcels and left untouched, it keeps no draft; the first choice makes one', async () => {
  const { page, store } = await setup({}, {});
  expect(page.$('.pack-parcel--on')).toBeNull();
  expect(page.text('.channel-waiting')).toBe('选择包裹后显示各线路运费');
  expect(store.drafts.get('pack')).toBeNull();
  page.click('.pack-parcel-4');
  await page.settle();
  expect(store.drafts.get('pack')?.parcel_ids).toEqual([4]);
});

it('a retry of a failed create sends the same request_id, also after leaving the page; a change or a success makes a new one', async () => {
  const answers = [Promise.reject(new Error('timeout')), Promise.reject(new Error('timeout')), CREATED, CREATED, CREATED];
  answers.slice(0, 2).forEach((a) => (a as Promise<unknown>).catch(() => {}));
  const create = jest.fn(() => answers.shift());
  const first = await setup({ 'POST /api/order/pack/create': create });
  await first.pickRecipient();
  await first.wait();
  first.page.click('.channel-option-milk');
  first.page.click('.waybill-submit');
  await first.page.settle();
  const id = idOf(first.creates()[0]);
  expect(id).toMatch(REQUEST_ID);
  expect(first.nav.redirect).not.toHaveBeenCalled();
  expect(first.store.drafts.get('pack')?.request_id).toBe(id); // kept with the draft
  first.page.click('.waybill-submit'); // tapped again, the form unchanged
  await first.page.settle();
  expect(first.creates().map((c) => idOf(c))).toEqual([id, id]);

  // Left and opened again: the restored draft retries with the same id, and it succeeds.
  first.page.utils.act(() => first.page.utils.unmout());
  document.body.innerHTML = '';
  const again = await setup({ 'POST /api/order/pack/create': create });
  await again.wait();
  again.page.click('.waybill-submit');
  await again.page.settle();
  expect(again.creates().map((c) => idOf(c))).toEqual([id]);
  expect(again.nav.redirect).toHaveBeenCalledWith({ url: '/pages/waybill/detail?id=77' });
  expect(again.store.drafts.get('pack')).toBeNull();

  // After the create, the next submission is a new one.
  again.page.click('.waybill-submit');
  await again.page.settle();
  const next = idOf(again.creates()[1]);
  expect(next).toMatch(REQUEST_ID);
  expect(next).not.toBe(id);
  // So is one after the form changed.
  await again.page.type('.waybill-note', '请轻放');
  again.page.click('.waybill-submit');
  await again.page.settle();
  const changed = idOf(again.creates()[2]);
  expect(changed).toMatch(REQUEST_ID);
  expect([id, next]).not.toContain(changed);
});
