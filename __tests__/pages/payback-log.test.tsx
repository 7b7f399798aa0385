import Taro from '@tarojs/taro';
import PaybackLogPage from '@/pages/mine/payback-log/index';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';
import { refund } from '../support/money-samples';
import { mountPage } from '../support/mount';

async function setup(answer: object) {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', 'tok');
  const fake = createFakeHttp({ 'GET /api/wallet/payback/lst': answer });
  const page = await mountPage(PaybackLogPage, new RootStore(fake.http));
  await page.settle();
  return { ...fake, page };
}

afterEach(() => jest.restoreAllMocks());

const texts = (selector: string) => Array.from(document.querySelectorAll(selector)).map((e) => e.textContent);

it('shows each refund part where it went back (with the online state) and compensation credited', async () => {
  const copy = jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve()) as never);
  const { page, calls } = await setup({
    list: [
      { type: 'refund', ...refund() },
      {
        type: 'compensation',
        id: 3,
        no: 'C20260103000003',
        amount: 2500,
        currency: 'NZD',
        reason_text: '包裹破损理赔',
        waybill_no: 'NZ1118356454',
        created_at: '2026-01-03T12:00:00Z',
      },
      {
        type: 'refund',
        ...refund({ id: 4, no: 'R20260104000004', status: 'failed', card_grams: 0, coupon_restored: false, wallet_amount: 0 }),
      },
    ],
    total: 3,
    page: 1,
    page_size: 20,
  });
  expect(calls[0]).toEqual({ method: 'GET', url: '/api/wallet/payback/lst', body: { page: 1, page_size: 20 } });
  const first = '.payback-item-R20260102000002';
  expect(page.text(`${first} .payback-status`)).toBe('处理中');
  expect(page.text(`${first} .payback-reason`)).toBe('运单取消退款');
  expect(texts(`${first} .payback-part`)).toEqual(['公斤卡退回 4 kg', '优惠券已退回', '退回钱包 NZ$1.00', '原路退回 NZ$0.50']);
  expect(page.text(`${first} .payback-waybill`)).toBe('运单 NZ1118356454');
  expect(page.text('.payback-item-C20260103000003 .payback-amount')).toBe('+NZ$25.00');
  expect(page.text('.payback-item-C20260103000003 .payback-reason')).toBe('包裹破损理赔');
  expect(page.text('.payback-item-R20260104000004 .payback-status')).toBe('退款失败');
  expect(texts('.payback-item-R20260104000004 .payback-part')).toEqual(['原路退回 NZ$0.50']);
  page.click(`${first} .wallet-copy`);
  expect(copy).toHaveBeenCalledWith({ data: 'R20260102000002' });
});

it('nothing yet: the empty state', async () => {
  const { page } = await setup({ list: [], total: 0, page: 1, page_size: 20 });
  expect(page.text('.payback-empty .empty-state-text')).toBe('暂无退款或理赔记录');
});
