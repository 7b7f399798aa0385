import Taro from '@tarojs/taro';
import RechargeDeductionPage from '@/pages/recharge/deduction';
import RechargeRecordPage from '@/pages/recharge/record';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';

const record = (over: object) => ({
  payment_id: 77,
  product_id: 2,
  payment_no: 'P2026112100077',
  product_name: '5公斤卡',
  grams: 5000,
  amount: 4500,
  currency: 'NZD',
  wallet_amount: 1500,
  online_amount: 3000,
  method: 'wechat',
  status: 'paid',
  created_at: '2026-11-20T22:00:00Z',
  paid_at: '2026-11-20T22:01:00Z',
  card_id: 34,
  ...over,
});
const RECORDS = {
  list: [
    record({}),
    record({
      payment_no: 'P2026112100078',
      status: 'failed',
      wallet_amount: 0,
      online_amount: 4500,
      method: 'stripe',
      paid_at: null,
      card_id: null,
    }),
  ],
  total: 2,
  page: 1,
  page_size: 20,
};
const entry = (over: object) => ({
  id: 5,
  card_id: 34,
  card_name: '5公斤卡',
  kind: 'deduction',
  grams: -1500,
  amount: 1350,
  currency: 'NZD',
  remaining_after: 3500,
  waybill_id: 9,
  waybill_no: 'NZ1234567890',
  created_at: '2026-11-21T01:00:00Z',
  ...over,
});
const ENTRIES = {
  list: [entry({}), entry({ id: 6, kind: 'refund', grams: 1500, remaining_after: 5000 })],
  total: 2,
  page: 1,
  page_size: 20,
};

async function setup(Page: any, answers: Record<string, unknown>, params: Record<string, string> = {}) {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', 'tok');
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params, path: '/pages/recharge/record' } as never);
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const nav = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never);
  const copy = jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({ 'GET /api/user/info': new Promise(() => {}), ...answers });
  const page = await mountPage(Page, new RootStore(fake.http));
  await page.settle();
  return { ...fake, page, toast, nav, copy };
}

jest.setTimeout(20000);
afterEach(() => jest.restoreAllMocks());

describe('purchase records', () => {
  it('shows status, amount, how it was paid and the payment number with copy', async () => {
    const { page, calls, copy, toast } = await setup(RechargeRecordPage, { 'GET /api/card/record/lst': RECORDS });
    expect(calls.find((c) => c.url === '/api/card/record/lst')?.body).toEqual({ page: 1, page_size: 20 });
    const first = '.recharge-record-P2026112100077';
    expect(page.text(`${first} .recharge-record-name`)).toBe('5公斤卡 · 5 kg');
    expect(page.text(`${first} .recharge-record-status`)).toBe('已支付');
    expect(page.text(`${first} .recharge-record-amount`)).toBe('NZ$45.00');
    expect(page.text(`${first} .recharge-record-parts`)).toBe('余额 NZ$15.00 + 微信支付 NZ$30.00');
    expect(page.text(`${first} .recharge-record-time`)).toMatch(/^支付时间:2026-11-2[01] \d\d:01$/);
    expect(page.text('.recharge-record-P2026112100078 .recharge-record-status')).toBe('支付失败');
    expect(page.text('.recharge-record-P2026112100078 .recharge-record-time')).toMatch(/^下单时间:/);
    expect(page.$('.recharge-record-P2026112100078 .recharge-record-deductions')).toBeNull();
    page.click(`${first} .recharge-record-copy`);
    await page.settle();
    expect(copy).toHaveBeenCalledWith({ data: 'P2026112100077' });
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已复制' }));
  });

  it('offers a purchase awaiting payment to continue (its pay sheet again) or cancel; none on the others', async () => {
    const pending = record({ payment_id: 79, payment_no: 'P2026112100079', status: 'pending', paid_at: null, card_id: null });
    let listed = [pending, ...RECORDS.list];
    jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: true })) as never);
    const { page, calls, nav } = await setup(RechargeRecordPage, {
      'GET /api/card/record/lst': () => ({ ...RECORDS, list: listed, total: listed.length }),
      'POST /api/pay/cancel/79': () => {
        listed = [{ ...pending, status: 'cancelled' }, ...RECORDS.list];
        return { id: 79, status: 'cancelled' };
      },
    });
    const row = '.recharge-record-P2026112100079';
    expect(page.text(`${row} .recharge-record-status`)).toBe('待支付');
    expect(page.$('.recharge-record-P2026112100077 .recharge-record-actions')).toBeNull();
    page.click(`${row} .recharge-record-continue`);
    await page.settle();
    expect(calls.filter((c) => c.url === '/api/pay/cancel/79')).toHaveLength(1); // the old attempt is closed first
    expect(nav).toHaveBeenCalledWith({ url: '/pages/recharge/card?product_id=2' });
    listed = [pending, ...RECORDS.list];
    page.click(`${row} .recharge-record-cancel`);
    await page.settle();
    expect(calls.filter((c) => c.url === '/api/pay/cancel/79')).toHaveLength(2);
    expect(page.text(`${row} .recharge-record-status`)).toBe('已取消');
    expect(page.$(`${row} .recharge-record-actions`)).toBeNull();
  });

  it('has an empty state leading to the cards', async () => {
    const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve()) as never);
    const { page } = await setup(RechargeRecordPage, { 'GET /api/card/record/lst': { list: [], total: 0, page: 1, page_size: 20 } });
    expect(page.text('.recharge-records-empty')).toContain('暂无购买记录');
    page.click('.recharge-records-empty .empty-state-action');
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/recharge/card' });
  });
});

describe('deduction records', () => {
  it('lists grams taken and given back per waybill; the number copies, the row opens the waybill', async () => {
    const { page, calls, nav, copy } = await setup(RechargeDeductionPage, { 'GET /api/card/deduction/lst': ENTRIES });
    expect(calls.find((c) => c.url === '/api/card/deduction/lst')?.body).toEqual({ page: 1, page_size: 20 });
    expect(page.$('.recharge-filter')).toBeNull();
    expect(page.text('.recharge-deduction-5 .recharge-deduction-grams')).toBe('-1.5 kg');
    expect(page.text('.recharge-deduction-5 .recharge-deduction-kind')).toBe('抵扣运费 NZ$13.50');
    expect(page.text('.recharge-deduction-5 .recharge-deduction-left')).toBe('之后剩余 3.5 kg');
    expect(page.text('.recharge-deduction-6 .recharge-deduction-grams')).toBe('+1.5 kg');
    expect(page.text('.recharge-deduction-6 .recharge-deduction-kind')).toBe('退回(原抵扣运费 NZ$13.50)');
    page.click('.recharge-deduction-5 .recharge-deduction-copy');
    await page.settle();
    expect(copy).toHaveBeenCalledWith({ data: 'NZ1234567890' });
    expect(nav).not.toHaveBeenCalled();
    page.click('.recharge-deduction-5');
    expect(nav).toHaveBeenCalledWith({ url: '/pages/waybill/detail?id=9' });
  });

  it('?card_id= shows one card (sent as card_id) until "show all"', async () => {
    const { page, calls } = await setup(RechargeDeductionPage, { 'GET /api/card/deduction/lst': ENTRIES }, { card_id: '34' });
    const sent = () => calls.filter((c) => c.url === '/api/card/deduction/lst').map((c) => c.body);
    expect(sent()).toEqual([{ card_id: 34, page: 1, page_size: 20 }]);
    expect(page.text('.recharge-filter-text')).toBe('仅显示:5公斤卡');
    page.click('.recharge-filter-all');
    await page.settle();
    expect(sent().at(-1)).toEqual({ page: 1, page_size: 20 });
    expect(page.$('.recharge-filter')).toBeNull();
  });

  it('an empty list says so', async () => {
    const { page } = await setup(
      RechargeDeductionPage,
      { 'GET /api/card/deduction/lst': { list: [], total: 0, page: 1, page_size: 20 } },
      { card_id: 'x' },
    );
    expect(page.text('.recharge-deductions-empty')).toContain('暂无抵扣记录');
  });
});
