import Taro from '@tarojs/taro';
import WaybillPage from '@/pages/waybill/index';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';
import { waybill } from '../support/waybill-samples';

const counts = { all: 3, awaiting: 1, pending_payment: 1, pending_dispatch: 0, in_transit: 1, delivered: 0, cancelled: 0 };
const PRICED = waybill({
  id: 12,
  no: 'NZ4759987190',
  status: 'pending_payment',
  amount_due: 4350,
  money: { state: 'due', amount: 4350 },
  problem: { reason: '身份证照片不清晰', at: '2026-01-02T00:00:00Z' },
});
const TRANSIT = waybill({
  id: 13,
  no: 'NZ2826366289',
  status: 'in_transit',
  amount_due: 2000,
  recipient_name: '李娜',
  recipient_city: '北京市',
});

async function setup(answers: Record<string, unknown> = {}, token = 'tok', before: (store: RootStore) => void = () => {}, lang = 'zh_CN') {
  Taro.setStorageSync('lang', lang);
  Taro.setStorageSync('token', token);
  const nav = {
    to: jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never),
    tab: jest.spyOn(Taro, 'switchTab').mockImplementation((() => Promise.resolve()) as never),
  };
  jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({
    'GET /api/order/lst': (q: { status: string }) =>
      q.status === 'in_transit'
        ? { list: [TRANSIT], total: 1, page: 1, page_size: 20, counts }
        : { list: [waybill(), PRICED, TRANSIT], total: 3, page: 1, page_size: 20, counts },
    ...answers,
  });
  const store = new RootStore(fake.http);
  before(store);
  const page = await mountPage(WaybillPage, store);
  await page.settle();
  return { ...fake, page, nav, store };
}

afterEach(() => {
  jest.restoreAllMocks();
  Taro.removeStorageSync('token');
});

it('shows the tab counts from the list answer and a card per waybill', async () => {
  const { page, calls } = await setup();
  expect(calls[0]).toEqual({ method: 'GET', url: '/api/order/lst', body: { status: 'all', page: 1, page_size: 20 } });
  expect(page.text('.waybill-tab-all .waybill-tab-label')).toBe('全部');
  expect(page.text('.waybill-tab-all .waybill-tab-count')).toBe('3');
  expect(page.text('.waybill-tab-awaiting .waybill-tab-count')).toBe('1');
  expect(page.text('.waybill-tab-delivered .waybill-tab-count')).toBe('0');
  expect(document.querySelectorAll('.waybill-page .waybill-card')).toHaveLength(3);
  expect(page.text('.waybill-card-11 .waybill-card-no')).toBe('NZ1118356454');
  expect(page.text('.waybill-card-11 .waybill-status')).toBe('待打包');
  expect(page.text('.waybill-card-11 .waybill-card-recipient')).toBe('张伟 · 广州市');
  expect(page.text('.waybill-card-11 .waybill-card-channel')).toBe('渠道:普货专线');
  expect(page.$('.waybill-card-11 .waybill-card-amount')).toBeNull();
  expect(page.$('.waybill-card-11 .waybill-card-problem')).toBeNull();
  expect(page.text('.waybill-card-11 .waybill-card-time')).toMatch(/^\d{4}-\d{2}-\d{2}$|前$/);
  expect(page.text('.waybill-card-12 .waybill-card-amount')).toBe('应付 NZ$43.50');
  expect(page.text('.waybill-card-12 .waybill-card-problem')).toBe('问题件:身份证照片不清晰');
  expect(page.text('.waybill-card-12 .waybill-status')).toBe('待付款');
});

// A card-only payment, NZ$70 online after a NZ$5 coupon, and that one cancelled and refunded: never "due".
const paid = (id: number, status: string, money: object) => waybill({ id, status, amount_due: 7500, money });
const SETTLED = [
  paid(21, 'pending_dispatch', { state: 'paid', amount: 0, card_grams: 2400, coupon_amount: 0 }),
  paid(22, 'in_transit', { state: 'paid', amount: 7000, card_grams: 0, coupon_amount: 500 }),
  paid(23, 'cancelled', { state: 'refunded', amount: 7000, card_grams: 0, coupon_amount: 500 }),
  paid(24, 'cancelled', { state: 'refunding', amount: 500, card_grams: 1000, coupon_amount: 0 }),
  waybill({ id: 25, status: 'cancelled', amount_due: 2000, money: { state: 'none' } }),
];
it.each([
  ['zh_CN', ['已付 公斤卡 2.4 kg', '已付 NZ$70.00', '已退款 NZ$70.00', '退款中 NZ$5.00 + 公斤卡 1 kg']],
  ['en', ['Paid: 2.4 kg of card', 'Paid: NZ$70.00', 'Refunded: NZ$70.00', 'Refunding: NZ$5.00 + 1 kg of card']],
])('%s: a paid or refunded waybill shows what was paid, never "due"; an unpaid cancel shows no money', async (lang, lines) => {
  const list = { list: SETTLED, total: 5, page: 1, page_size: 20, counts };
  const { page } = await setup({ 'GET /api/order/lst': () => list }, 'tok', () => {}, lang);
  expect([21, 22, 23, 24].map((id) => page.text(`.waybill-card-${id} .waybill-card-amount`))).toEqual(lines);
  expect(page.$('.waybill-card-21 .waybill-card-amount')?.className).toContain('waybill-card-amount--paid');
  expect(page.$('.waybill-card-23 .waybill-card-amount')?.className).toContain('waybill-card-amount--refunded');
  expect(page.$('.waybill-card-25 .waybill-card-amount')).toBeNull();
});

it('switching a tab asks for that status', async () => {
  const { page, calls } = await setup();
  page.click('.waybill-tab-in_transit');
  await page.settle();
  expect(calls.at(-1)).toEqual({ method: 'GET', url: '/api/order/lst', body: { status: 'in_transit', page: 1, page_size: 20 } });
  expect(document.querySelectorAll('.waybill-card')).toHaveLength(1);
  expect(page.$('.waybill-tab-in_transit')?.className).toContain('waybill-tab--active');
  expect(page.text('.waybill-card-13 .waybill-card-recipient')).toBe('李娜 · 北京市');
});

it('opened on the tab another page asked for ("use" on a coupon: pending payment), once', async () => {
  const { page, calls, store } = await setup({}, 'tok', (s) => s.ui.askWaybillTab('pending_payment'));
  expect(calls.map((c) => c.body)).toEqual([{ status: 'pending_payment', page: 1, page_size: 20 }]);
  expect(page.$('.waybill-tab-pending_payment').className).toContain('waybill-tab--active');
  expect(store.ui.waybillTab).toBeNull();
});

it('shown again after another page asked for a tab: switches to it; shown again later: stays and refreshes', async () => {
  let didShow = () => {};
  jest.spyOn(Taro, 'useDidShow').mockImplementation(((cb: () => void) => {
    didShow = cb;
  }) as never);
  const { page, calls, store } = await setup();
  page.utils.act(() => didShow()); // the first show
  expect(calls.map((c) => (c.body as { status: string }).status)).toEqual(['all']);
  store.ui.askWaybillTab('pending_payment');
  page.utils.act(() => didShow());
  await page.settle();
  expect(calls.map((c) => (c.body as { status: string }).status)).toEqual(['all', 'pending_payment']);
  expect(page.$('.waybill-tab-pending_payment').className).toContain('waybill-tab--active');
  expect(store.ui.waybillTab).toBeNull();
  page.utils.act(() => didShow());
  await page.settle();
  expect(calls.map((c) => (c.body as { status: string }).status)).toEqual(['all', 'pending_payment', 'pending_payment']);
});

it('search sends the keyword once typing stops', async () => {
  const { page, calls } = await setup();
  const before = calls.length;
  await page.type('.waybill-search', 'NZ4759');
  await page.utils.act(() => new Promise((resolve) => setTimeout(resolve, 600)));
  expect(calls.slice(before)).toEqual([
    { method: 'GET', url: '/api/order/lst', body: { status: 'all', page: 1, page_size: 20, keyword: 'NZ4759' } },
  ]);
});

it('copies a number without opening the card; a tap on the card opens its detail', async () => {
  const copy = jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve()) as never);
  const { page, nav } = await setup();
  page.click('.waybill-card-12 .waybill-card-copy');
  expect(copy).toHaveBeenCalledWith({ data: 'NZ4759987190' });
  expect(nav.to).not.toHaveBeenCalled();
  page.click('.waybill-card-12 .waybill-card-channel');
  expect(nav.to).toHaveBeenCalledWith({ url: '/pages/waybill/detail?id=12' });
});

it('empty: a button leads to sending a parcel', async () => {
  const { page, nav } = await setup({
    'GET /api/order/lst': { list: [], total: 0, page: 1, page_size: 20, counts: { ...counts, all: 0 } },
  });
  expect(page.text('.waybill-empty .empty-state-text')).toBe('还没有运单,去寄一个包裹吧');
  page.click('.waybill-empty .empty-state-action');
  expect(nav.tab).toHaveBeenCalledWith({ url: '/pages/express/index' });
});

it('signed out: asks to log in and calls nothing', async () => {
  const { page, calls } = await setup({}, '');
  expect(page.text('.waybill-signed-out .empty-state-text')).toBe('登录后查看您的运单');
  expect(calls).toHaveLength(0);
});
