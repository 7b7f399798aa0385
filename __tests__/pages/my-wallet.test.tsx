import Taro from '@tarojs/taro';
import { browser } from '@/lib/pay';
import WalletPage from '@/pages/mine/my-wallet/index';
import { RootStore } from '@/stores';
import { fakeCurrentPage } from '../support/fake-current-page';
import { createFakeHttp } from '../support/fake-http';
import { payment, walletEntry } from '../support/money-samples';
import { mountPage } from '../support/mount';

type Answers = Parameters<typeof createFakeHttp>[0];

const SUMMARY = { balance: 4200, currency: 'NZD', topup_amounts: [5000, 10000, 20000], min_topup: 1000, max_topup: 500000 };
const ENTRIES = {
  list: [
    walletEntry({
      id: 2,
      amount: -800,
      balance_after: 4200,
      kind: 'payment',
      reason: '支付运单 NZ1118356454',
      ref_no: 'P20260102000002',
      created_at: '2026-01-02T12:00:00Z',
    }),
    walletEntry({ id: 1, amount: 5000, balance_after: 5000, created_at: '2026-01-01T12:00:00Z' }),
  ],
  total: 2,
  page: 1,
  page_size: 20,
  balance: 4200,
};

let restorePage = () => {};
beforeEach(() => {
  restorePage = fakeCurrentPage();
});
afterEach(() => {
  restorePage();
  jest.restoreAllMocks();
});

async function setup(answers: Answers = {}, params: Record<string, string> = {}) {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', 'tok');
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params, path: '/pages/mine/my-wallet/index' } as never);
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({
    'GET /api/wallet/summary': SUMMARY,
    'GET /api/wallet/lst': ENTRIES,
    'GET /api/pay/methods': { methods: ['stripe', 'sandbox'], currency: 'NZD' },
    ...answers,
  });
  const page = await mountPage(WalletPage, new RootStore(fake.http));
  await page.settle();
  return { ...fake, page, toast };
}

const texts = (selector: string) => Array.from(document.querySelectorAll(selector)).map((e) => e.textContent);

it('shows the balance and the ledger: + in green, - out red, reason, number with copy, balance after', async () => {
  const copy = jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve()) as never);
  const { page, calls } = await setup();
  expect(calls.find((c) => c.url === '/api/wallet/lst')?.body).toEqual({ page: 1, page_size: 20 });
  expect(page.text('.wallet-balance')).toBe('NZ$42.00');
  expect(texts('.wallet-entry-amount')).toEqual(['-NZ$8.00', '+NZ$50.00']);
  expect(page.$('.wallet-entry-2').className).toMatch(/wallet-entry--out/);
  expect(page.$('.wallet-entry-1').className).toMatch(/wallet-entry--in/);
  expect(page.text('.wallet-entry-2 .wallet-entry-reason')).toBe('支付运单 NZ1118356454');
  expect(page.text('.wallet-entry-2 .wallet-entry-after')).toBe('余额 NZ$42.00');
  page.click('.wallet-entry-2 .wallet-copy');
  expect(copy).toHaveBeenCalledWith({ data: 'P20260102000002' });
});

it('no movements yet: the empty state', async () => {
  const { page } = await setup({ 'GET /api/wallet/lst': { list: [], total: 0, page: 1, page_size: 20, balance: 0 } });
  expect(page.text('.wallet-empty')).toBe('暂无收支记录');
});

it("top-up: suggested amounts, a typed amount checked against min/max, this platform's methods, then the payment", async () => {
  const leave = jest.spyOn(browser, 'leaveFor').mockImplementation(() => {});
  const { page, calls, toast } = await setup({
    'POST /api/pay/topup': {
      payment: payment({ purpose: 'topup', waybill_id: null, method: 'sandbox' }),
      client: { type: 'redirect', url: 'http://localhost/api/pay/sandbox/checkout/sbx_2' },
    },
  });
  page.click('.wallet-topup-open');
  await page.settle();
  expect(calls.find((c) => c.url === '/api/pay/methods')?.body).toEqual({ platform: 'h5' });
  expect(texts('.wallet-preset')).toEqual(['NZ$50.00', 'NZ$100.00', 'NZ$200.00']);
  expect(page.text('.wallet-topup-submit')).toBe('充值 NZ$50.00');
  await page.type('.wallet-custom-input', '5');
  await page.settle();
  page.click('.wallet-topup-submit');
  await page.settle();
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '充值金额需在 NZ$10.00 到 NZ$5,000.00 之间' }));
  expect(calls.some((c) => c.url === '/api/pay/topup')).toBe(false);

  page.click('.wallet-preset-10000');
  page.click('.wallet-method-sandbox');
  await page.settle();
  page.click('.wallet-topup-submit');
  await page.settle();
  expect(calls.find((c) => c.url === '/api/pay/topup')?.body).toEqual({
    amount: 10000,
    method: 'sandbox',
    platform: 'h5',
    idempotency_key: expect.stringMatching(/^[A-Za-z0-9]{32}$/),
    return_url: 'http://localhost/pages/mine/my-wallet/index',
  });
  expect(leave).toHaveBeenCalledWith('http://localhost/api/pay/sandbox/checkout/sbx_2');
});

it('back from the checkout page: waits for the top-up, says it is done and shows the new balance', async () => {
  let paid = false;
  const { page, toast, calls } = await setup(
    {
      'GET /api/pay/detail/5': () => {
        paid = true;
        return payment({ purpose: 'topup', status: 'paid' });
      },
      'GET /api/wallet/summary': () => ({ ...SUMMARY, balance: paid ? 14200 : 4200 }),
    },
    { payment_id: '5' },
  );
  await page.settle();
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '充值成功' }));
  expect(page.text('.wallet-balance')).toBe('NZ$142.00');
  expect(calls.filter((c) => c.url === '/api/wallet/lst')).toHaveLength(2);
});

it('links to the payback log', async () => {
  const nav = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never);
  const { page } = await setup();
  page.click('.wallet-payback-link');
  expect(nav).toHaveBeenCalledWith({ url: '/pages/mine/payback-log/index' });
});

it('signed out: a way to log in, no calls', async () => {
  Taro.setStorageSync('lang', 'zh_CN');
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params: {}, path: '' } as never);
  const fake = createFakeHttp();
  const page = await mountPage(WalletPage, new RootStore(fake.http));
  await page.settle();
  expect(page.text('.wallet-signed-out .empty-state-text')).toBe('登录后查看钱包');
  expect(fake.calls).toEqual([]);
});

it('top-up by bank transfer: the sheet shows the account, reference, amount and deadline, and nothing is announced yet', async () => {
  const transfer = {
    account_name: 'Demo Parcels NZ Ltd',
    account_number: '12-3456-7890123-00',
    bsb: null,
    reference: 'KM4TQXRA',
    amount: 5000,
    currency: 'NZD',
    deadline: '2026-01-04T00:00:00Z',
  };
  const { page, calls, toast } = await setup({
    'GET /api/pay/methods': { methods: ['stripe', 'bank_transfer'], currency: 'NZD' },
    'POST /api/pay/topup': {
      payment: payment({ purpose: 'topup', waybill_id: null, method: 'bank_transfer', online_amount: 5000, transfer }),
      client: { type: 'bank_transfer', transfer },
    },
  });
  page.click('.wallet-topup-open');
  await page.settle();
  expect(texts('.wallet-method-name')).toEqual(['银行卡支付', '银行转账']);
  page.click('.wallet-method-bank_transfer');
  page.click('.wallet-topup-submit');
  await page.settle();
  expect(calls.find((c) => c.url === '/api/pay/topup')?.body).toMatchObject({ amount: 5000, method: 'bank_transfer' });
  expect(page.text('.bank-awaited-title')).toBe('等待银行转账');
  expect(page.text('.bank-reference')).toBe('参考号KM4TQXRA复制');
  expect(page.text('.bank-amount')).toBe('转账金额NZ$50.00复制');
  expect(page.text('.bank-receipt-add')).toBe('上传回单');
  expect(page.$('.wallet-topup-submit')).toBeNull();
  expect(toast).not.toHaveBeenCalled();
});
