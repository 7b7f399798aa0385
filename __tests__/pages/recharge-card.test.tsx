import Taro from '@tarojs/taro';
import * as pay from '@/lib/pay';
import RechargeCardPage from '@/pages/recharge/card';
import { ApiError } from '@/services/request';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';

const GENERAL = { code: 'nz-general', name: '普货专线' };
const product = (over: object) => ({
  id: 1,
  name: '5公斤卡',
  grams: 5000,
  price: 4500,
  currency: 'NZD',
  valid_days: 365,
  price_per_kg: 900,
  channels: [],
  ...over,
});
const PRODUCTS = {
  list: [product({}), product({ id: 2, name: '10公斤普货卡', grams: 10000, price: 8000, price_per_kg: 800, channels: [GENERAL] })],
};
const card = (over: object) => ({
  id: 31,
  name: '5公斤卡',
  grams: 5000,
  remaining_g: 3250,
  price: 4500,
  currency: 'NZD',
  status: 'usable',
  expires_at: '2027-11-21T00:00:00Z',
  channels: [],
  created_at: '2026-11-21T00:00:00Z',
  payment_no: 'P2026112100001',
  ...over,
});
const COUNTS = { usable: 1, used_up: 2, expired: 0 };
const cards = (q: { status: string }) => {
  const list =
    q.status === 'usable'
      ? [card({})]
      : q.status === 'used_up'
        ? [card({ id: 32, remaining_g: 0, status: 'used_up' }), card({ id: 33, remaining_g: 0, status: 'used_up' })]
        : [];
  return { list, total: list.length, page: 1, page_size: 20, counts: COUNTS };
};
const payment = (over: object = {}) => ({
  id: 77,
  no: 'P2026112100077',
  purpose: 'card',
  status: 'paid',
  currency: 'NZD',
  amount: 4500,
  card_grams: 0,
  card_amount: 0,
  coupon_amount: 0,
  wallet_amount: 4500,
  online_amount: 0,
  method: null,
  waybill_id: null,
  waybill_no: null,
  card_name: '5公斤卡',
  card_id: 34,
  failure_reason: null,
  created_at: '2026-11-21T00:00:00Z',
  paid_at: '2026-11-21T00:00:00Z',
  expires_at: null,
  ...over,
});
const wallet = (balance: number) => ({ balance, currency: 'NZD', topup_amounts: [], min_topup: 1000, max_topup: 500000 });
const KEY = /^[A-Za-z0-9_-]{24,64}$/;

async function setup(answers: Record<string, unknown> = {}, token = 'tok', params: Record<string, string> = {}, lang = 'zh_CN') {
  Taro.setStorageSync('lang', lang);
  Taro.setStorageSync('token', token);
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params, path: '/pages/recharge/card' } as never);
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const nav = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({
    'GET /api/user/info': new Promise(() => {}),
    'GET /api/card/products': PRODUCTS,
    'GET /api/card/lst': cards,
    'GET /api/wallet/summary': wallet(10000),
    'GET /api/pay/methods': { methods: ['sandbox'], currency: 'NZD' },
    ...answers,
  });
  const store = new RootStore(fake.http);
  const page = await mountPage(RechargeCardPage, store);
  await page.settle();
  const sent = (url: string) => fake.calls.filter((c) => c.url === url);
  return { ...fake, page, toast, nav, sent };
}

jest.setTimeout(20000);
afterEach(() => jest.restoreAllMocks());

it('lists the products with price, price per kg, validity and lines', async () => {
  const { page } = await setup();
  expect(page.text('.recharge-product-1 .recharge-product-name')).toBe('5公斤卡');
  expect(page.text('.recharge-product-1 .recharge-product-grams')).toBe('5 kg');
  expect(page.text('.recharge-product-1 .recharge-product-price')).toBe('NZ$45.00');
  expect(page.text('.recharge-product-1 .recharge-product-meta')).toBe('每公斤 NZ$9.00 · 有效期 365 天');
  expect(page.text('.recharge-product-1 .recharge-product-lines')).toBe('适用全部线路');
  expect(page.text('.recharge-product-2 .recharge-product-lines')).toBe('适用线路:普货专线');
});

it('shows my usable cards with the tab counts, remaining grams as a bar and the expiry; tabs ask by status', async () => {
  const { page, sent } = await setup();
  expect(sent('/api/card/lst')[0].body).toEqual({ status: 'usable', page: 1, page_size: 20 });
  expect(page.text('.recharge-tab-usable')).toBe('可用1');
  expect(page.text('.recharge-tab-used_up .recharge-tab-count')).toBe('2');
  expect(page.text('.recharge-card-31 .recharge-card-remaining')).toBe('剩余 3.25 kg / 共 5 kg');
  expect(page.$('.recharge-card-31 .recharge-bar-fill').style.width).toBe('65%');
  expect(page.text('.recharge-card-31 .recharge-card-expiry')).toMatch(/^有效期至 2027-11-2[01]$/);
  page.click('.recharge-tab-used_up');
  await page.settle();
  expect(sent('/api/card/lst').at(-1)?.body).toEqual({ status: 'used_up', page: 1, page_size: 20 });
  expect(document.querySelectorAll('.recharge-card-page .recharge-card')).toHaveLength(2);
  page.click('.recharge-tab-expired');
  await page.settle();
  expect(page.text('.recharge-cards-empty')).toContain('暂无已过期的公斤卡');
});

it("a card's row opens its deductions; the header links open purchases and deductions", async () => {
  const { page, nav } = await setup();
  page.click('.recharge-card-31 .recharge-card-deductions');
  expect(nav).toHaveBeenLastCalledWith({ url: '/pages/recharge/deduction?card_id=31' });
  page.click('.recharge-link-record');
  expect(nav).toHaveBeenLastCalledWith({ url: '/pages/recharge/record' });
  page.click('.recharge-link-deduction');
  expect(nav).toHaveBeenLastCalledWith({ url: '/pages/recharge/deduction' });
});

it('buys with the wallet: the balance shows, the body is exact, the toast and the new card follow', async () => {
  const bought = jest.fn(() => ({ payment: payment(), client: null }));
  const { page, sent, toast } = await setup({ 'POST /api/pay/card': bought });
  page.click('.recharge-product-1 .recharge-product-buy');
  await page.settle();
  expect(sent('/api/pay/methods')[0].body).toEqual({ platform: 'h5' });
  expect(page.text('.recharge-pay-wallet .recharge-pay-note')).toBe('可用余额 NZ$100.00');
  expect(page.$('.recharge-pay-wallet').className).toContain('recharge-pay-option--on');
  expect(page.text('.recharge-buy-pay')).toBe('支付 NZ$45.00');
  const listsBefore = sent('/api/card/lst').length;
  page.click('.recharge-buy-pay');
  await page.settle();
  expect(sent('/api/pay/card')[0].body).toEqual({
    card_product_id: 1,
    use_wallet: true,
    platform: 'h5',
    idempotency_key: expect.stringMatching(KEY),
    return_url: 'http://localhost/pages/recharge/card',
  });
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '购买成功,公斤卡已到账' }));
  expect(sent('/api/card/lst').length).toBe(listsBefore + 1);
  expect(sent('/api/card/lst').at(-1)?.body).toMatchObject({ status: 'usable' });
});

it('a purchase continued from the records (?product_id=) opens its pay sheet at once', async () => {
  const { page } = await setup({}, 'tok', { product_id: '2' });
  expect(page.text('.recharge-buy-pay')).toBe('支付 NZ$80.00');
});

it('a short wallet is not offered: online is preselected, each tap is a new purchase key, the outcome is told', async () => {
  const finish = jest.spyOn(pay, 'finishOnline').mockResolvedValueOnce('cancelled').mockResolvedValueOnce('pending');
  const start = {
    payment: payment({ status: 'pending', wallet_amount: 0, online_amount: 8000, method: 'sandbox' }),
    client: { type: 'redirect', url: 'https://pay.test/x' },
  };
  const { page, sent, toast } = await setup({ 'GET /api/wallet/summary': wallet(2000), 'POST /api/pay/card': start });
  page.click('.recharge-product-2 .recharge-product-buy');
  await page.settle();
  expect(page.text('.recharge-pay-wallet .recharge-pay-note')).toBe('余额不足(可用 NZ$20.00)');
  expect(page.$('.recharge-pay-wallet').className).toContain('recharge-pay-option--off');
  page.click('.recharge-pay-wallet'); // does nothing
  expect(page.$('.recharge-pay-sandbox').className).toContain('recharge-pay-option--on');
  page.click('.recharge-buy-pay');
  await page.settle();
  expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '已取消支付' }));
  page.click('.recharge-buy-pay');
  await page.settle();
  const bodies = sent('/api/pay/card').map((c) => c.body as Record<string, unknown>);
  expect(bodies[0]).toEqual({
    card_product_id: 2,
    use_wallet: false,
    method: 'sandbox',
    platform: 'h5',
    idempotency_key: expect.stringMatching(KEY),
    return_url: 'http://localhost/pages/recharge/card',
  });
  expect(bodies[1].idempotency_key).not.toBe(bodies[0].idempotency_key);
  expect(finish).toHaveBeenCalledWith(start, expect.objectContaining({ returnUrl: 'http://localhost/pages/recharge/card' }));
  expect(toast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '支付确认中,请稍后下拉刷新' }));
});

it('a network error keeps the purchase key for the retry; an answer, another choice or closing the sheet make a new one', async () => {
  let round = 0;
  const { page, sent } = await setup({
    'POST /api/pay/card': () => Promise.reject(++round === 2 ? new ApiError(42009, '状态已变化') : new ApiError(0, '网络错误')),
  });
  const tap = async () => {
    page.click('.recharge-buy-pay');
    await page.settle();
  };
  page.click('.recharge-product-1 .recharge-product-buy');
  await page.settle();
  await tap(); // no answer
  await tap(); // the retry: answered 42009
  await tap(); // a new attempt: no answer
  page.click('.recharge-buy-sheet .nut-popup-title-right');
  await page.settle();
  page.click('.recharge-product-1 .recharge-product-buy');
  await page.settle();
  await tap(); // the sheet opened again, the wallet chosen again: no answer
  page.click('.recharge-pay-sandbox');
  await tap(); // another choice
  const keys = sent('/api/pay/card').map((c) => (c.body as { idempotency_key: string }).idempotency_key);
  const wallets = sent('/api/pay/card').map((c) => (c.body as { use_wallet: boolean }).use_wallet);
  expect(wallets).toEqual([true, true, true, true, false]);
  expect(keys[1]).toBe(keys[0]);
  expect(new Set(keys.slice(1)).size).toBe(4);
});

it('a refused purchase (toasted by the request layer) buys nothing and keeps the sheet open', async () => {
  const { page, sent } = await setup({ 'POST /api/pay/card': () => Promise.reject(new ApiError(42021, '余额不足')) });
  page.click('.recharge-product-1 .recharge-product-buy');
  await page.settle();
  const lists = sent('/api/card/lst').length;
  page.click('.recharge-buy-pay');
  await page.settle();
  expect(sent('/api/card/lst').length).toBe(lists);
  expect(page.$('.recharge-buy-pay')).not.toBeNull();
  expect(page.$('.recharge-buy-pay').hasAttribute('disabled')).toBe(false);
});

it('signed out: the products show, "buy" and the cards area lead to the login, no personal call', async () => {
  const relaunch = jest.spyOn(Taro, 'reLaunch').mockImplementation((() => Promise.resolve()) as never);
  const { page, calls } = await setup({}, '');
  expect(page.text('.recharge-product-1 .recharge-product-price')).toBe('NZ$45.00');
  expect(page.text('.recharge-signed-out')).toContain('登录后购买和查看公斤卡');
  expect(page.$('.recharge-links')).toBeNull();
  page.click('.recharge-product-1 .recharge-product-buy');
  expect(relaunch).toHaveBeenCalledWith({ url: '/pages/login/index' });
  expect(page.$('.recharge-buy-pay')).toBeNull();
  expect(calls.map((c) => c.url)).toEqual(['/api/card/products']);
});

it('back from a checkout page (?payment_id=): waits for the server and shows the new card', async () => {
  const paid = payment({ id: 91, status: 'paid' });
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params: { payment_id: '91' }, path: '/pages/recharge/card' } as never);
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', 'tok');
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({
    'GET /api/user/info': new Promise(() => {}),
    'GET /api/card/products': PRODUCTS,
    'GET /api/card/lst': cards,
    'GET /api/pay/detail/91': paid,
  });
  const page = await mountPage(RechargeCardPage, new RootStore(fake.http));
  await page.settle();
  expect(fake.calls.filter((c) => c.url === '/api/pay/detail/91')).toHaveLength(1);
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '购买成功,公斤卡已到账' }));
  expect(fake.calls.filter((c) => c.url === '/api/card/lst').length).toBeGreaterThanOrEqual(2);
});

it('pays by card on H5: the Stripe sheet opens on this page, and the server confirms the purchase', async () => {
  // Stripe.js stands in here (it is a script from js.stripe.com); the page's own <StripeSheet/> drives it.
  const confirmPayment = jest.fn(() => Promise.resolve({ paymentIntent: { status: 'succeeded' } }));
  const element = { mount: jest.fn(), on: (_: string, fn: () => void) => setTimeout(fn, 0), destroy: jest.fn() };
  const stripe = jest.fn(() => ({ elements: () => ({ create: () => element }), confirmPayment }));
  Object.assign(window, { Stripe: stripe });
  const start = {
    payment: payment({ status: 'pending', wallet_amount: 0, online_amount: 8000, method: 'stripe' }),
    client: { type: 'stripe', client_secret: 'pi_1_secret', publishable_key: 'pk_test_1' },
  };
  try {
    const { page, sent, toast } = await setup({
      'GET /api/wallet/summary': wallet(0),
      'GET /api/pay/methods': { methods: ['stripe'], currency: 'NZD' },
      'POST /api/pay/card': start,
      'POST /api/pay/sync/77': payment({ method: 'stripe', online_amount: 8000, wallet_amount: 0 }),
    });
    page.click('.recharge-product-2 .recharge-product-buy');
    await page.settle();
    page.click('.recharge-buy-pay');
    await page.settle();
    expect(stripe).toHaveBeenCalledWith('pk_test_1');
    expect(element.mount).toHaveBeenCalled();
    expect(page.text('.stripe-sheet-pay')).toBe('确认支付');
    page.click('.stripe-sheet-pay');
    await page.settle();
    expect(confirmPayment).toHaveBeenCalledTimes(1);
    expect(sent('/api/pay/sync/77')).toHaveLength(1);
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '购买成功,公斤卡已到账' }));
  } finally {
    delete (window as { Stripe?: unknown }).Stripe;
  }
});

it('buys a card by bank transfer (in English): the sheet shows what to transfer instead of announcing a purchase', async () => {
  const transfer = {
    account_name: 'Demo Parcels AU Pty Ltd',
    account_number: '12345678',
    bsb: '062-000',
    reference: 'KM4TQXRA',
    amount: 8000,
    currency: 'AUD',
    deadline: '2026-11-24T00:00:00Z',
  };
  const { page, sent, toast } = await setup(
    {
      'GET /api/pay/methods': { methods: ['bank_transfer'], currency: 'NZD' },
      'POST /api/pay/card': {
        payment: payment({ id: 78, status: 'pending', wallet_amount: 0, online_amount: 8000, method: 'bank_transfer', receipt_at: null }),
        client: { type: 'bank_transfer', transfer },
      },
    },
    'tok',
    {},
    'en',
  );
  page.click('.recharge-product-2 .recharge-product-buy');
  await page.settle();
  page.click('.recharge-pay-bank_transfer');
  page.click('.recharge-buy-pay');
  await page.settle();
  expect(sent('/api/pay/card')[0].body).toMatchObject({ use_wallet: false, method: 'bank_transfer' });
  expect(page.text('.bank-awaited-title')).toBe('Awaiting your bank transfer');
  expect(page.text('.bank-bsb')).toBe('BSB062-000Copy');
  expect(page.text('.bank-reference')).toBe('ReferenceKM4TQXRACopy');
  expect(page.$('.recharge-buy-pay')).toBeNull();
  expect(toast).not.toHaveBeenCalled();
});
