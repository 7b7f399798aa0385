import Taro from '@tarojs/taro';
import { browser } from '@/lib/pay';
import PaymentPage from '@/pages/waybill/payment';
import { ApiError } from '@/services/request';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';
import { payment, payOptions, split } from '../support/money-samples';
import { mountPage } from '../support/mount';

type Answers = Parameters<typeof createFakeHttp>[0];

async function setup(answers: Answers = {}, params: Record<string, string> = { id: '11' }, lang = 'zh_CN') {
  Taro.setStorageSync('lang', lang);
  Taro.setStorageSync('token', 'tok');
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params, path: '/pages/waybill/payment' } as never);
  const nav = {
    redirect: jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve()) as never),
    tab: jest.spyOn(Taro, 'switchTab').mockImplementation((() => Promise.resolve()) as never),
  };
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({
    'GET /api/pay/options': payOptions(),
    'POST /api/pay/preview': (body: { card_id: number | null; coupon_id: number | null; use_wallet: boolean }) =>
      split({
        card_id: body.card_id,
        coupon_id: body.coupon_id,
        card_amount: body.card_id ? 2700 : 0,
        card_grams: body.card_id ? 4000 : 0,
        online_amount: body.card_id ? 50 : 2750,
      }),
    ...answers,
  });
  const page = await mountPage(PaymentPage, new RootStore(fake.http));
  await page.settle();
  await debounce(page);
  return { ...fake, page, nav, toast };
}

/** Past the preview's debounce (300 ms) and its answer. */
async function debounce(page: Awaited<ReturnType<typeof mountPage>>) {
  await page.utils.act(() => new Promise((resolve) => setTimeout(resolve, 350)));
  await page.settle();
}

const texts = (selector: string) => Array.from(document.querySelectorAll(selector)).map((e) => e.textContent);
const sent = (calls: { method: string; url: string; body?: object }[], url: string) =>
  calls.filter((c) => c.url === url).map((c) => c.body);

afterEach(() => jest.restoreAllMocks());

it("shows the breakdown, the best card and coupon preselected, the wallet, this platform's methods and the server's split", async () => {
  const { page, calls } = await setup();
  expect(calls[0]).toEqual({ method: 'GET', url: '/api/pay/options', body: { waybill_id: 11, platform: 'h5' } });
  expect(page.text('.pay-no')).toBe('NZ1118356454');
  expect(page.text('.pay-freight')).toBe('运费(4.00 kg)NZ$27.00');
  expect(page.text('.pay-insurance')).toBe('保险费NZ$1.50');
  expect(page.text('.pay-service-photos')).toBe('打包拍照NZ$3.00');
  expect(page.text('.pay-charge-total')).toBe('费用合计NZ$31.50');
  expect(texts('.pay-pick--on .pay-pick-title')).toEqual(['10 公斤卡', '新客券', '使用钱包余额', '银行卡支付']);
  expect(page.text('.pay-card-3 .pay-pick-off')).toBe('本单抵扣 4 kg,减 NZ$27.00');
  expect(page.text('.pay-card-3 .pay-pick-text')).toBe('剩余 8 kg,2026-12-31 到期');
  expect(page.text('.pay-coupon-8 .pay-pick-text')).toBe('立减 NZ$3.00 · 2026-03-01 到期');
  expect(page.text('.pay-coupon-9 .pay-pick-text')).toBe('10% 优惠,最多减 NZ$5.00,满 NZ$20.00 可用 · 2026-04-01 到期');
  expect(page.text('.pay-coupon-9 .pay-pick-off')).toBe('-NZ$0.45');
  expect(page.text('.pay-wallet-balance')).toBe('可用余额 NZ$1.00');
  expect(texts('.pay-method .pay-pick-title')).toEqual(['银行卡支付', '沙箱支付(测试)']);
  expect(sent(calls, '/api/pay/preview')).toEqual([{ waybill_id: 11, card_id: 3, coupon_id: 8, use_wallet: true }]);
  expect(page.text('.pay-sum-card')).toBe('公斤卡抵扣(4 kg)-NZ$27.00');
  expect(page.text('.pay-sum-coupon')).toBe('优惠券-NZ$3.00');
  expect(page.text('.pay-sum-wallet')).toBe('钱包余额-NZ$1.00');
  expect(page.text('.pay-sum-online')).toBe('还需在线支付NZ$0.50');
  expect(page.text('.pay-submit')).toBe('支付 NZ$0.50');
});

it("shows each card's value beside the freight it replaces: cheaper or dearer than paying", async () => {
  const { page } = await setup();
  expect(page.text('.pay-card-3 .pay-card-value')).toBe('这些公斤的卡值 NZ$24.00,比直接付款省 NZ$3.00');
  expect(page.text('.pay-card-4 .pay-card-value')).toBe('这些公斤的卡值 NZ$18.00,比直接付款多 NZ$3.00');
  expect(page.$('.pay-card-4 .pay-card-value').className).toContain('pay-card-value--dearer');
});

it("reads the chosen coupon's discount from the same split as the summary (no card: more is left for it)", async () => {
  const { page } = await setup({
    'POST /api/pay/preview': (body: { card_id: number | null; coupon_id: number | null }) =>
      split({
        card_id: body.card_id,
        card_amount: body.card_id ? 2700 : 0,
        card_grams: body.card_id ? 4000 : 0,
        coupon_id: body.coupon_id,
        coupon_amount: body.coupon_id === 9 ? (body.card_id ? 45 : 315) : body.coupon_id ? 300 : 0,
      }),
  });
  expect(page.text('.pay-coupon-9 .pay-pick-off')).toBe('-NZ$0.45'); // beside the card preselected
  page.click('.pay-card-none');
  page.click('.pay-coupon-9');
  await debounce(page);
  expect(page.text('.pay-coupon-9 .pay-pick-off')).toBe('-NZ$3.15');
  expect(page.text('.pay-sum-coupon')).toBe('优惠券-NZ$3.15');
});

it('shows no figures before the first split has answered, so nothing jumps as it arrives', async () => {
  let answer: (value: unknown) => void = () => {};
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', 'tok');
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params: { id: '11' }, path: '/pages/waybill/payment' } as never);
  const fake = createFakeHttp({
    'GET /api/pay/options': payOptions(),
    'POST /api/pay/preview': () => new Promise((resolve) => (answer = resolve)),
  });
  const page = await mountPage(PaymentPage, new RootStore(fake.http));
  await page.settle();
  expect(sent(fake.calls, '/api/pay/preview')).toHaveLength(1); // asked at once, not after the debounce
  expect(page.$('.pay-loading')).toBeTruthy();
  expect(page.$('.pay-summary')).toBeNull();
  await page.utils.act(async () => answer(split({ online_amount: 0, wallet_amount: 100 })));
  await page.settle();
  expect(page.$('.pay-loading')).toBeNull();
  expect(page.text('.pay-sum-online')).toBe('还需在线支付NZ$0.00');
  expect(page.$('.pay-methods')).toBeNull();
});

it('asks the split again (once, debounced) as choices change and shows the new total', async () => {
  const { page, calls } = await setup();
  page.click('.pay-card-none');
  page.click('.pay-wallet');
  expect(page.$('.pay-submit').className).toMatch(/disabled/); // waits for the split of this choice
  await debounce(page);
  expect(sent(calls, '/api/pay/preview').slice(1)).toEqual([{ waybill_id: 11, card_id: null, coupon_id: 8, use_wallet: false }]);
  expect(page.$('.pay-sum-card')).toBeNull();
  expect(page.text('.pay-submit')).toBe('支付 NZ$27.50');
});

it('no cards, no coupons: says so', async () => {
  const { page } = await setup({
    'GET /api/pay/options': payOptions({ cards: [], coupons: [], best: { card_id: null, coupon_id: null }, wallet_balance: 0 }),
  });
  expect(page.text('.pay-no-cards')).toBe('暂无可用的公斤卡');
  expect(page.text('.pay-no-coupons')).toBe('暂无可用的优惠券');
  expect(page.$('.pay-wallet').className).toMatch(/pay-pick--disabled/);
});

it('all covered without online money: one POST however often "pay" is tapped, then "paid, awaiting dispatch"', async () => {
  let answer: (value: unknown) => void = () => {};
  const { page, calls, nav } = await setup({
    'POST /api/pay/preview': split({ online_amount: 0, wallet_amount: 150 }),
    'POST /api/pay/waybill': () =>
      new Promise((resolve) => {
        answer = resolve;
      }),
  });
  expect(page.$('.pay-methods')).toBeNull(); // nothing to pay online
  page.click('.pay-submit');
  page.click('.pay-submit');
  page.click('.pay-submit');
  await page.settle();
  const bodies = sent(calls, '/api/pay/waybill') as Record<string, unknown>[];
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toEqual({
    waybill_id: 11,
    card_id: 3,
    coupon_id: 8,
    use_wallet: true,
    platform: 'h5',
    idempotency_key: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
    return_url: 'http://localhost/pages/waybill/payment?id=11',
  });
  answer({ payment: payment({ status: 'paid', online_amount: 0 }), client: null });
  await page.settle();
  expect(page.text('.pay-result-title')).toBe('支付成功');
  expect(page.$('.pay-result--paid .pay-result-icon .nut-icon-Check')).not.toBeNull(); // a tick, not an empty green disc
  expect(page.text('.pay-result-text')).toBe('运单已支付,等待仓库发货');
  page.click('.pay-to-detail');
  expect(nav.redirect).toHaveBeenCalledWith({ url: '/pages/waybill/detail?id=11' });
  page.click('.pay-to-list');
  expect(nav.tab).toHaveBeenCalledWith({ url: '/pages/waybill/index' });
});

it('a network error keeps the idempotency key for the retry; an answer makes the next tap a new attempt', async () => {
  let round = 0;
  const { page, calls } = await setup({
    'POST /api/pay/waybill': () => {
      round++;
      if (round === 1) return Promise.reject(new ApiError(0, '网络错误'));
      if (round === 2) return Promise.reject(new ApiError(42030, '支付失败'));
      return { payment: payment({ status: 'paid' }), client: null };
    },
  });
  for (let i = 0; i < 3; i++) {
    page.click('.pay-submit');
    await page.settle();
  }
  const keys = (sent(calls, '/api/pay/waybill') as { idempotency_key: string; method: string }[]).map((b) => b.idempotency_key);
  expect(keys).toHaveLength(3);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[1]);
  expect((sent(calls, '/api/pay/waybill')[0] as { method: string }).method).toBe('stripe');
  expect(page.text('.pay-result-title')).toBe('支付成功');
});

it('after a network error another method or another coupon is another payment: a new key', async () => {
  const { page, calls } = await setup({ 'POST /api/pay/waybill': () => Promise.reject(new ApiError(0, '网络错误')) });
  page.click('.pay-submit');
  await page.settle();
  page.click('.pay-method-sandbox');
  page.click('.pay-submit');
  await page.settle();
  page.click('.pay-coupon-9');
  await debounce(page);
  page.click('.pay-submit');
  await page.settle();
  const bodies = sent(calls, '/api/pay/waybill') as { idempotency_key: string; method: string; coupon_id: number }[];
  expect(bodies.map((b) => [b.method, b.coupon_id])).toEqual([
    ['stripe', 8],
    ['sandbox', 8],
    ['sandbox', 9],
  ]);
  expect(new Set(bodies.map((b) => b.idempotency_key)).size).toBe(3);
});

it('sandbox: leaves for the checkout page; back with payment_id it waits for the server and shows the result', async () => {
  const leave = jest.spyOn(browser, 'leaveFor').mockImplementation(() => {});
  const { page, calls } = await setup({
    'POST /api/pay/waybill': {
      payment: payment({ method: 'sandbox', online_amount: 50 }),
      client: { type: 'redirect', url: 'http://localhost/api/pay/sandbox/checkout/sbx_1' },
    },
  });
  page.click('.pay-method-sandbox');
  page.click('.pay-submit');
  await page.settle();
  expect((sent(calls, '/api/pay/waybill')[0] as { method: string }).method).toBe('sandbox');
  expect(leave).toHaveBeenCalledWith('http://localhost/api/pay/sandbox/checkout/sbx_1');
  expect(page.$('.pay-submit').className).toMatch(/disabled/); // leaving: no second tap
});

it('back from the checkout page with payment_id: waits for the server and shows the result', async () => {
  const { page, calls } = await setup({ 'GET /api/pay/detail/5': payment({ status: 'paid' }) }, { id: '11', payment_id: '5' });
  expect(calls.some((c) => c.url === '/api/pay/detail/5')).toBe(true);
  expect(page.text('.pay-result-title')).toBe('支付成功');
});

it('back from the checkout page, still unknown after the wait: "still processing, pull to refresh"', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
  try {
    const pending = { 'GET /api/pay/detail/5': payment(), 'POST /api/pay/sync/5': payment() };
    const run = setup(pending, { id: '11', payment_id: '5' });
    for (let i = 0; i < 40; i++) await jest.advanceTimersByTimeAsync(1000);
    const { page, calls } = await run;
    expect(page.text('.pay-result-title')).toBe('支付处理中');
    expect(page.text('.pay-result-text')).toBe('支付结果还在确认中,请稍后下拉刷新查看');
    expect(calls.filter((c) => c.url === '/api/pay/sync/5').length).toBeGreaterThan(5);
    page.click('.pay-again'); // left the checkout without paying: start over
    await jest.advanceTimersByTimeAsync(1000);
    expect(page.$('.pay-submit')).not.toBeNull();
    expect(calls.filter((c) => c.url === '/api/pay/options')).toHaveLength(2);
  } finally {
    jest.useRealTimers();
  }
});

it.each([
  [42021, '优惠券不可用'],
  [42020, '余额不足'],
  [42009, '状态已变化'],
])('an answer %i reloads the options', async (status, msg) => {
  const { page, calls } = await setup({ 'POST /api/pay/waybill': () => Promise.reject(new ApiError(status, msg)) });
  page.click('.pay-submit');
  await page.settle();
  expect(calls.filter((c) => c.url === '/api/pay/options')).toHaveLength(2);
});

it('the customer cancelling the card sheet: a toast, the page stays to try again', async () => {
  const { onSheetRequest } = await import('@/lib/stripe-sheet');
  const { page, toast } = await setup({
    'POST /api/pay/waybill': {
      payment: payment({ method: 'stripe' }),
      client: { type: 'stripe', client_secret: 's', publishable_key: 'k' },
    },
  });
  // The page's own sheet listens; a test listener taking its place answers as the customer closing it.
  const off = onSheetRequest((req) => req.resolve('cancel'));
  page.click('.pay-submit');
  await page.settle();
  off();
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已取消支付' }));
  expect(page.$('.pay-submit').className).not.toMatch(/disabled/);
});

it('a waybill no longer awaiting payment: says so and leads to its detail', async () => {
  const o = payOptions();
  const { page, nav, calls } = await setup({ 'GET /api/pay/options': { ...o, waybill: { ...o.waybill, status: 'pending_dispatch' } } });
  expect(page.text('.pay-not-payable .empty-state-text')).toBe('该运单当前状态为「待发货」,无需支付');
  expect(page.$('.pay-submit')).toBeNull();
  expect(calls.some((c) => c.url === '/api/pay/waybill')).toBe(false);
  page.click('.pay-not-payable .empty-state-action');
  expect(nav.redirect).toHaveBeenCalledWith({ url: '/pages/waybill/detail?id=11' });
});

it('speaks English when the app does', async () => {
  Taro.setStorageSync('lang', 'en');
  Taro.setStorageSync('token', 'tok');
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params: { id: '11' }, path: '/pages/waybill/payment' } as never);
  const fake = createFakeHttp({ 'GET /api/pay/options': payOptions(), 'POST /api/pay/preview': split() });
  const store = new RootStore(fake.http);
  const page = await mountPage(PaymentPage, store);
  await page.settle();
  await debounce(page);
  expect(page.text('.pay-coupon-9 .pay-pick-text')).toBe('10% off, up to NZ$5.00, orders over NZ$20.00 · expires 2026-04-01');
  expect(page.text('.pay-sum-online')).toBe('To pay onlineNZ$0.50');
  expect(page.text('.pay-submit')).toBe('Pay NZ$0.50');
});

it('an answer that reloads the options keeps the choices: "no card" stays off for the retry', async () => {
  const { page, calls } = await setup({ 'POST /api/pay/waybill': () => Promise.reject(new ApiError(42020, '余额不足')) });
  page.click('.pay-card-none');
  await debounce(page);
  expect(page.text('.pay-submit')).toBe('支付 NZ$27.50');
  page.click('.pay-submit');
  await page.settle();
  await debounce(page);
  expect(calls.filter((c) => c.url === '/api/pay/options')).toHaveLength(2);
  expect(page.$('.pay-card-none')?.className).toContain('pay-pick--on');
  expect(page.text('.pay-submit')).toBe('支付 NZ$27.50');
});

it('back from a failed checkout page: the choices taken there are chosen again, not the best ones', async () => {
  const leave = jest.spyOn(browser, 'leaveFor').mockImplementation(() => {});
  const { page } = await setup({
    'POST /api/pay/waybill': {
      payment: payment({ method: 'sandbox', online_amount: 2750 }),
      client: { type: 'redirect', url: 'http://localhost/api/pay/sandbox/checkout/sbx_1' },
    },
  });
  page.click('.pay-card-none');
  page.click('.pay-method-sandbox');
  await debounce(page);
  page.click('.pay-submit');
  await page.settle();
  expect(leave).toHaveBeenCalled();
  page.utils.act(() => page.utils.unmout());
  document.body.innerHTML = '';
  // The browser comes back: a new page load with payment_id, the payment failed on the checkout page.
  const failed = payment({ status: 'failed' });
  const { page: back } = await setup({ 'GET /api/pay/detail/5': failed, 'POST /api/pay/sync/5': failed }, { id: '11', payment_id: '5' });
  await debounce(back);
  expect(back.$('.pay-card-none')?.className).toContain('pay-pick--on');
  expect(back.$('.pay-card-3')?.className).not.toContain('pay-pick--on');
  expect(back.text('.pay-submit')).toBe('支付 NZ$27.50');
});

it.each([
  [
    'zh_CN',
    '九五折券',
    '满 NZ$100.00 减 NZ$8.00 · 2026-05-01 到期',
    '满 NZ$100.00 可用,本运单未满',
    '新人首单券',
    '仅限首个付款运单,您已有付款的运单',
  ],
  [
    'en',
    'Big spender',
    'NZ$8.00 off orders over NZ$100.00 · expires 2026-05-01',
    'For orders of NZ$100.00 or more: this one is less',
    'Welcome coupon',
    'First paid waybill only: you already have one',
  ],
])(
  '%s: a coupon this waybill cannot take is listed greyed with the reason, not "no coupon"',
  async (lang, name, rule, reason, firstName, firstReason) => {
    const blocked = { kind: 'amount' as const, max_off: null, expires_at: '2026-05-01T11:59:59Z', first_waybill_only: false };
    const options = payOptions({
      coupons: [],
      best: { card_id: 3, coupon_id: null },
      unusable_coupons: [
        { ...blocked, id: 20, name, value: 800, min_spend: 10000, reason: 'min_spend' },
        { ...blocked, id: 21, name: firstName, value: 500, min_spend: 0, first_waybill_only: true, reason: 'first_waybill' },
      ],
    });
    Taro.setStorageSync('lang', lang);
    const { page, calls } = await setup({ 'GET /api/pay/options': options }, { id: '11' }, lang);
    expect(page.$('.pay-no-coupons')).toBeNull();
    expect(page.$('.pay-coupon-20')?.className).toContain('pay-pick--disabled');
    expect(page.text('.pay-coupon-20 .pay-pick-title')).toBe(name);
    expect(page.text('.pay-coupon-20 .pay-pick-text')).toBe(rule);
    expect(page.text('.pay-coupon-20 .pay-pick-reason')).toBe(reason);
    expect(page.text('.pay-coupon-21 .pay-pick-reason')).toBe(firstReason);
    page.click('.pay-coupon-20');
    await debounce(page);
    expect(sent(calls, '/api/pay/preview').every((b) => (b as { coupon_id: number | null }).coupon_id === null)).toBe(true);
  },
);

it('opened without an id: says the waybill is missing and leads to the waybill list, calling nothing', async () => {
  const { page, calls, nav } = await setup({}, {});
  expect(calls).toEqual([]);
  expect(page.text('.pay-missing .empty-state-text')).toBe('没有指定要付款的运单(缺少运单编号)');
  page.click('.pay-missing .empty-state-action');
  expect(nav.tab).toHaveBeenCalledWith({ url: '/pages/waybill/index' });
});

it.each([
  ['zh_CN', '找不到要付款的运单:它不存在或不属于您的账号', '去我的运单'],
  ['en', "The waybill to pay wasn't found: it doesn't exist or isn't on your account", 'My waybills'],
])('%s: a waybill that is not mine or does not exist says not found with the way back, not a retry', async (lang, text, action) => {
  const { page, nav } = await setup(
    { 'GET /api/pay/options': () => Promise.reject(new ApiError(40004, 'no such waybill')) },
    { id: '999' },
    lang,
  );
  expect(page.text('.pay-missing .empty-state-text')).toBe(text);
  expect(page.$('.pay-loading')).toBeNull();
  expect(page.$('.pay-failed')).toBeNull();
  expect(page.text('.pay-missing .empty-state-action')).toBe(action);
  page.click('.pay-missing .empty-state-action');
  expect(nav.tab).toHaveBeenCalledWith({ url: '/pages/waybill/index' });
});

const TRANSFER = {
  account_name: 'Demo Parcels NZ Ltd',
  account_number: '12-3456-7890123-00',
  bsb: null,
  reference: 'KM4TQXRA',
  amount: 2750,
  currency: 'NZD',
  deadline: '2026-01-04T00:00:00Z',
};

it('pays by bank transfer: the account, reference, amount and deadline, each to copy, and the payment waits', async () => {
  const copy = jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve()) as never);
  const { page, calls } = await setup({
    'GET /api/pay/options': payOptions({ methods: ['stripe', 'bank_transfer'] }),
    'POST /api/pay/waybill': {
      payment: payment({ method: 'bank_transfer', transfer: TRANSFER }),
      client: { type: 'bank_transfer', transfer: TRANSFER },
    },
  });
  expect(texts('.pay-method .pay-pick-title')).toEqual(['银行卡支付', '银行转账']);
  page.click('.pay-method-bank_transfer');
  page.click('.pay-submit');
  await page.settle();
  expect((sent(calls, '/api/pay/waybill')[0] as { method: string }).method).toBe('bank_transfer');
  expect(page.text('.pay-result-title')).toBe('等待银行转账');
  expect(page.text('.bank-account-name')).toBe('收款账户名Demo Parcels NZ Ltd复制');
  expect(page.text('.bank-account-number')).toBe('账号12-3456-7890123-00复制');
  expect(page.$('.bank-bsb')).toBeNull(); // a New Zealand account has none
  expect(page.text('.bank-reference')).toBe('参考号KM4TQXRA复制');
  expect(page.text('.bank-amount')).toBe('转账金额NZ$27.50复制');
  expect(page.text('.bank-deadline .instant')).toBe('2026-01-04 13:00');
  page.click('.bank-reference .bank-copy');
  page.click('.bank-amount .bank-copy');
  expect(copy.mock.calls.map(([o]) => (o as { data: string }).data)).toEqual(['KM4TQXRA', '27.50']);
});

it('opens on the transfer awaited (in English, AU BSB), and lets the customer pay another way', async () => {
  const au = { ...TRANSFER, bsb: '062-000', account_number: '12345678', currency: 'AUD' };
  const { page } = await setup(
    { 'GET /api/pay/options': payOptions({ transfer: { ...au, payment_id: 5, receipt_at: null } }) },
    { id: '11' },
    'en',
  );
  expect(page.text('.pay-result-title')).toBe('Awaiting your bank transfer');
  expect(page.text('.bank-bsb')).toBe('BSB062-000Copy');
  expect(page.text('.bank-account-number')).toBe('Account number12345678Copy');
  expect(page.text('.bank-amount')).toBe('AmountA$27.50Copy');
  page.click('.pay-other-way');
  await page.settle();
  expect(page.$('.pay-methods')).not.toBeNull();
});

it("shows the bank's receipt uploaded before, and uploads another in its place", async () => {
  const choose = jest.spyOn(Taro, 'chooseImage').mockResolvedValue({ tempFilePaths: ['/tmp/receipt.jpg'], tempFiles: [] } as never);
  const link = (at: string) => ({ url: `http://x/receipt-${at}.jpg`, expires_at: '2026-01-01T10:00:00Z', uploaded_at: at });
  const { page, calls } = await setup({
    'GET /api/pay/options': payOptions({ transfer: { ...TRANSFER, payment_id: 5, receipt_at: '2026-01-01T00:30:00Z' } }),
    'GET /api/pay/bank/receipt/5': link('2026-01-01T00:30:00Z'),
    'UPLOAD /api/pay/bank/receipt/5': link('2026-01-01T01:00:00Z'),
  });
  expect(page.text('.bank-receipt-note')).toBe('已上传 2026-01-01 13:30');
  expect(page.$('.bank-receipt-img')?.getAttribute('src')).toBe('http://x/receipt-2026-01-01T00:30:00Z.jpg');
  page.click('.bank-receipt-add');
  await page.settle();
  expect(choose).toHaveBeenCalled();
  expect(calls.map((c) => `${c.method} ${c.url}`)).toContain('UPLOAD /api/pay/bank/receipt/5');
  expect(page.text('.bank-receipt-note')).toBe('已上传 2026-01-01 14:00');
  expect(page.text('.bank-receipt-add')).toBe('重新上传');
});
