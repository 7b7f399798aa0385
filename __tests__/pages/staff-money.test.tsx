import Taro from '@tarojs/taro';
import StaffHomePage from '@/pages/staff/index';
import StaffPaymentsPage from '@/pages/staff/payments';
import StaffRefundsPage from '@/pages/staff/refunds';
import { RootStore } from '@/stores';
import { fakeCurrentPage } from '../support/fake-current-page';
import { createFakeHttp } from '../support/fake-http';
import { payment, refund } from '../support/money-samples';
import { mountPage } from '../support/mount';
import { userWithRole } from '../support/staff-page';

const user = userWithRole;

const PAYMENTS = {
  list: [
    {
      ...payment({
        id: 5,
        status: 'paid',
        card_grams: 4000,
        card_amount: 2700,
        coupon_amount: 300,
        wallet_amount: 100,
        online_amount: 50,
        method: 'sandbox',
        paid_at: '2026-01-01T12:00:00Z',
      }),
      member_code: 'NZ10086',
      customer_deleted: false,
      refund: null,
    },
    {
      ...payment({
        id: 6,
        no: 'P20260101000006',
        status: 'refunded',
        purpose: 'topup',
        waybill_id: null,
        waybill_no: null,
        amount: 5000,
        online_amount: 5000,
      }),
      member_code: 'NZ10087',
      customer_deleted: false,
      refund: refund({ status: 'succeeded' }),
    },
    {
      ...payment({
        id: 7,
        no: 'P20260101000007',
        status: 'failed',
        purpose: 'return',
        waybill_id: null,
        waybill_no: null,
        amount: 1200,
        online_amount: 1200,
        failure_reason: 'failed',
      }),
      member_code: 'NZ10088',
      customer_deleted: true,
      refund: null,
    },
  ],
  total: 4,
  page: 1,
  page_size: 20,
  sum_amount: 3150,
  by_status: [
    { status: 'paid', count: 1, amount: 3150 },
    { status: 'pending', count: 1, amount: 900 },
    { status: 'failed', count: 1, amount: 1200 },
    { status: 'refunded', count: 1, amount: 5000 },
  ],
};
const REFUNDS = {
  list: [
    { ...refund({ id: 2, status: 'failed' }), member_code: 'NZ10086', customer_deleted: false },
    { ...refund({ id: 3, no: 'R20260102000003', status: 'failed', online_amount: 0 }), member_code: 'NZ10088', customer_deleted: true },
  ],
  total: 2,
  page: 1,
  page_size: 20,
  counts: { pending: 1, failed: 2, succeeded: 0 },
};

let restorePage = () => {};
beforeEach(() => {
  restorePage = fakeCurrentPage();
});
afterEach(() => {
  restorePage();
  jest.restoreAllMocks();
});

async function setup(Page: any, role: string, answers: Parameters<typeof createFakeHttp>[0] = {}) {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', 'tok');
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params: {}, path: '/pages/staff/payments' } as never);
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({
    'GET /api/user/info': user(role),
    'GET /api/staff/payment/lst': PAYMENTS,
    'GET /api/staff/refund/lst': REFUNDS,
    ...answers,
  });
  const store = new RootStore(fake.http);
  await store.session.fetchUser();
  const page = await mountPage(Page, store);
  await page.settle();
  return { ...fake, page, toast };
}

const texts = (selector: string) => Array.from(document.querySelectorAll(selector)).map((e) => e.textContent);
const lists = (calls: { url: string; body?: object }[], url: string) => calls.filter((c) => c.url === url).map((c) => c.body);
const pause = (page: Awaited<ReturnType<typeof mountPage>>, ms: number) =>
  page.utils.act(() => new Promise((resolve) => setTimeout(resolve, ms)));

it('customers see "staff only" and no staff call is made', async () => {
  const { page, calls } = await setup(StaffPaymentsPage, 'customer');
  expect(page.$('.staff-only')).not.toBeNull();
  expect(calls.some((c) => c.url.startsWith('/api/staff/'))).toBe(false);
});

it('the staff home lists the payments and refunds pages', async () => {
  const nav = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never);
  const { page } = await setup(StaffHomePage, 'staff', { 'GET /api/staff/order/lst': { list: [], total: 0, page: 1, page_size: 1 } });
  expect(page.text('.staff-task-payments .staff-task-title')).toBe('支付记录');
  expect(page.text('.staff-task-refunds .staff-task-title')).toBe('退款处理');
  page.click('.staff-task-payments');
  expect(nav).toHaveBeenCalledWith({ url: '/pages/staff/payments' });
});

it('payments: the sum of the filtered list, each row with member code, parts and refund state', async () => {
  const { page, calls } = await setup(StaffPaymentsPage, 'staff');
  expect(lists(calls, '/api/staff/payment/lst')).toEqual([{ page: 1, page_size: 20 }]);
  // Only paid payments are money taken; pending, failed and refunded ones are counted apart.
  expect(page.text('.payments-sum-paid')).toBe('已收款合计 NZ$31.50 · 1 笔(仅计已支付)');
  expect(page.text('.payments-sum-others')).toBe('待支付 1 笔 NZ$9.00 · 失败 1 笔 NZ$12.00 · 已退款 1 笔 NZ$50.00');
  // A return fee's purpose and the provider's "failed" read in Chinese; its customer's account was erased.
  expect(page.text('.payment-card-7 .payment-card-member')).toBe('NZ10088已注销 · 退货费');
  expect(page.text('.payment-card-7 .payment-card-failure')).toBe('支付方拒绝或付款人取消');
  expect(page.text('.payment-card-5 .payment-card-member')).toBe('NZ10086 · 运费 · NZ1118356454');
  expect(page.text('.payment-card-5 .payment-card-parts')).toBe(
    '公斤卡 4 kg / NZ$27.00 · 优惠券 NZ$3.00 · 钱包 NZ$1.00 · 在线 NZ$0.50 (沙箱支付(测试))',
  );
  expect(page.text('.payment-card-6 .payment-card-parts')).toBe('在线 NZ$50.00 (微信支付)'); // no zero parts
  expect(page.text('.payment-card-6 .payment-card-refund')).toBe('退款:已退款 · R20260102000002');
  expect(page.$('.payment-card-5 .payment-refund')).not.toBeNull();
  expect(page.$('.payment-card-6 .payment-refund')).toBeNull(); // refunded already
});

it('payments: status, purpose, method, keyword and a whole date range go into the query', async () => {
  const { page, calls } = await setup(StaffPaymentsPage, 'staff');
  page.click('.payments-tab-paid');
  page.click('.payments-purpose-waybill');
  page.click('.payments-method-sandbox');
  await page.settle();
  await page.type('.payments-search', 'NZ10086');
  await page.type('.payments-from', '2026-01-0'); // not a whole date yet: not sent
  await pause(page, 600);
  await page.type('.payments-from', '2026-01-01');
  await page.type('.payments-to', '2026-01-31');
  await pause(page, 100);
  await page.settle();
  const last = lists(calls, '/api/staff/payment/lst').pop();
  expect(last).toEqual({
    page: 1,
    page_size: 20,
    status: 'paid',
    purpose: 'waybill',
    method: 'sandbox',
    keyword: 'NZ10086',
    from: '2026-01-01',
    to: '2026-01-31',
  });
  expect(lists(calls, '/api/staff/payment/lst').some((q: any) => q.from === '2026-01-0')).toBe(false);
});

it('payments: a refund needs a note, then refunds the whole payment and reloads the list', async () => {
  const { page, calls, toast } = await setup(StaffPaymentsPage, 'staff', { 'POST /api/staff/payment/refund/5': refund() });
  page.click('.payment-card-5 .payment-refund');
  await page.settle();
  page.click('.refund-submit');
  await page.settle();
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '请填写退款原因' }));
  expect(calls.some((c) => c.url === '/api/staff/payment/refund/5')).toBe(false);
  const area = document.querySelector('.refund-sheet textarea') as HTMLElement;
  page.utils.act(() => {
    page.utils.fireEvent.input(area, { target: { value: '客户要求取消' } } as never);
  });
  await page.settle();
  page.click('.refund-submit');
  await page.settle();
  expect(calls.filter((c) => c.url === '/api/staff/payment/refund/5')).toEqual([
    { method: 'POST', url: '/api/staff/payment/refund/5', body: { note: '客户要求取消' } },
  ]);
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已提交退款' }));
  expect(lists(calls, '/api/staff/payment/lst')).toHaveLength(2);
});

it('refunds: by status; retry only for online refunds not done, then the list reloads', async () => {
  const { page, calls, toast } = await setup(StaffRefundsPage, 'staff', {
    'POST /api/staff/refund/retry/2': refund({ status: 'succeeded' }),
  });
  expect(lists(calls, '/api/staff/refund/lst')).toEqual([{ status: 'pending', page: 1, page_size: 20 }]);
  page.click('.refunds-tab-failed');
  await page.settle();
  expect(lists(calls, '/api/staff/refund/lst').pop()).toEqual({ status: 'failed', page: 1, page_size: 20 });
  expect(texts('.refund-card-member')).toEqual([
    'NZ10086 · P20260101000005 · NZ1118356454',
    'NZ10088已注销 · P20260101000005 · NZ1118356454',
  ]);
  expect(page.text('.refund-card-2 .refund-card-amount')).toBe('4 kg + NZ$1.00 + NZ$0.50');
  expect(page.$('.refund-card-3 .refund-retry')).toBeNull(); // nothing to ask a provider for
  page.click('.refund-card-2 .refund-retry');
  await page.settle();
  expect(calls.filter((c) => c.url === '/api/staff/refund/retry/2')).toEqual([
    { method: 'POST', url: '/api/staff/refund/retry/2', body: {} },
  ]);
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已重新提交退款' }));
  expect(lists(calls, '/api/staff/refund/lst')).toHaveLength(3);
});

it('refunds: counts on the tabs; with nothing pending the page opens on the failed refunds that wait for a retry', async () => {
  const { page, calls } = await setup(StaffRefundsPage, 'staff', {
    'GET /api/staff/refund/lst': { ...REFUNDS, counts: { pending: 0, failed: 2, succeeded: 7 } },
  });
  expect(lists(calls, '/api/staff/refund/lst')).toEqual([
    { status: 'pending', page: 1, page_size: 20 },
    { status: 'failed', page: 1, page_size: 20 },
  ]);
  expect(page.$('.refunds-tab-failed.staff-tab--active')).not.toBeNull();
  expect(texts('.refunds-tabs .staff-tab')).toEqual(['处理中', '退款失败 2', '已退款 7']);
  expect(texts('.refund-card-no')).toEqual(['R20260102000002', 'R20260102000003']);
});

it('refunds: "the end" under a list longer than one page once all of it is shown, nothing while more can come', async () => {
  const many = (total: number) => ({
    list: Array.from({ length: 21 }, (_, i) => ({
      ...refund({ id: 100 + i, no: `R2026010200${100 + i}`, status: 'succeeded' }),
      member_code: 'NZ10086',
      customer_deleted: false,
    })),
    total,
    page: 1,
    page_size: 21,
    counts: { pending: 0, failed: 0, succeeded: total },
  });
  const all = await setup(StaffRefundsPage, 'staff', { 'GET /api/staff/refund/lst': many(21) });
  expect(all.page.text('.refunds-list .staff-list-foot')).toBe('没有更多了');
  document.body.innerHTML = '';
  const more = await setup(StaffRefundsPage, 'staff', { 'GET /api/staff/refund/lst': many(40) });
  expect(more.page.$('.refund-card-120')).not.toBeNull();
  expect(more.page.$('.staff-list-foot')).toBeNull();
});

it('refunds: a bank transfer refund waits to be paid back by bank; finance mark it with a note', async () => {
  const byBank = {
    ...refund({ id: 7, no: 'R20260102000007', status: 'pending', method: 'bank_transfer' }),
    member_code: 'NZ10086',
    customer_deleted: false,
  };
  const { page, calls, toast } = await setup(StaffRefundsPage, 'staff', {
    'GET /api/staff/refund/lst': { list: [byBank], total: 1, page: 1, page_size: 20, counts: { pending: 1, failed: 0, succeeded: 0 } },
    'POST /api/staff/refund/paid_back/7': { ...byBank, status: 'succeeded' },
  });
  expect(page.text('.refund-card-7 .refund-by-bank')).toBe('银行转账付款:请从银行退回客户后标记');
  expect(page.$('.refund-card-7 .refund-retry')).toBeNull();
  page.click('.refund-card-7 .refund-paid-back');
  await page.settle();
  page.click('.refund-submit');
  await page.settle();
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '请填写银行退款流水号或说明' }));
  const area = document.querySelector('.refund-sheet textarea') as HTMLElement;
  page.utils.act(() => {
    page.utils.fireEvent.input(area, { target: { value: 'ANZ 8812' } } as never);
  });
  await page.settle();
  page.click('.refund-submit');
  await page.settle();
  expect(calls.filter((c) => c.url === '/api/staff/refund/paid_back/7')).toEqual([
    { method: 'POST', url: '/api/staff/refund/paid_back/7', body: { note: 'ANZ 8812' } },
  ]);
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已标记退款完成' }));
  expect(lists(calls, '/api/staff/refund/lst')).toHaveLength(2);
});
