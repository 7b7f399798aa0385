import Taro from '@tarojs/taro';
import WaybillDetailPage from '@/pages/waybill/detail';
import { ApiError } from '@/services/request';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';
import { payment, refund } from '../support/money-samples';
import { mountPage } from '../support/mount';
import { detail, trackLog } from '../support/waybill-samples';

const PACKED = detail({
  status: 'pending_dispatch',
  weight_g: 2300,
  amount_due: 3150,
  actions: ['track'],
  problem: { reason: '超出申报价值上限', at: '2026-01-02T00:00:00Z' },
  dimensions: { length_mm: 400, width_mm: 300, height_mm: 200 },
  photos: [
    { file: 'a', url: 'https://x.test/a.jpg', expires_at: '2026-01-02T00:10:00Z' },
    { file: 'b', url: 'https://x.test/b.jpg', expires_at: '2026-01-02T00:10:00Z' },
  ],
  charge: {
    breakdown: {
      actual_g: 2300,
      volumetric_g: 3999,
      chargeable_g: 4000,
      first_price: 1200,
      additional_steps: 6,
      step_g: 500,
      additional_price: 1500,
      insurance: 150,
      total: 2850,
      currency: 'NZD',
    },
    services: [{ code: 'photos', name: '打包拍照', fee: 300 }],
    services_fee: 300,
    total: 3150,
  },
  history: [
    { status: 'pending_pack', at: '2026-01-01T00:00:00Z' },
    { status: 'pending_payment', at: '2026-01-02T00:00:00Z' },
    { status: 'pending_dispatch', at: '2026-01-02T01:00:00Z' },
  ],
});

async function setup(
  answer: object,
  extra: Record<string, unknown> = {},
  { lang = 'zh_CN', params = { id: '11' } as Record<string, string> } = {},
) {
  Taro.setStorageSync('lang', lang);
  Taro.setStorageSync('token', 'tok');
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params, path: '/pages/waybill/detail' } as never);
  const nav = { to: jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never) };
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({ 'GET /api/order/detail/11': answer, 'GET /api/order/v2/log': trackLog(), ...extra });
  const page = await mountPage(WaybillDetailPage, new RootStore(fake.http));
  await page.settle();
  return { ...fake, page, nav, toast };
}

afterEach(() => jest.restoreAllMocks());

const texts = (selector: string) => Array.from(document.querySelectorAll(selector)).map((e) => e.textContent);

it('shows the steps, problem, parcels, weights, charges, photos and the latest track event', async () => {
  const preview = jest.spyOn(Taro, 'previewImage').mockImplementation((() => Promise.resolve()) as never);
  const { page, calls, nav } = await setup(PACKED);
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/order/detail/11', 'GET /api/order/v2/log']);
  expect(calls[1].body).toEqual({ no: 'NZ1118356454' });
  expect(page.text('.waybill-detail-page .waybill-detail-no')).toBe('NZ1118356454');
  expect(page.text('.waybill-detail-head .waybill-status')).toBe('待发货');
  expect(page.text('.waybill-detail-problem')).toBe('问题件:超出申报价值上限');
  expect(texts('.waybill-step--done .waybill-step-name')).toEqual(['待打包', '待付款', '待发货']);
  expect(texts('.waybill-step:not(.waybill-step--done) .waybill-step-name')).toEqual(['运输中', '已交国内快递', '已签收']);
  expect(page.text('.waybill-step--current .waybill-step-name')).toBe('待发货');
  expect(page.text('.waybill-detail-parcel-1 .waybill-detail-parcel-no')).toBe('NZ Post NZP0001');
  expect(page.text('.waybill-detail-goods-line')).toBe('羊毛衫 × 2,单价 NZ$60.00');
  expect(page.text('.waybill-weight-actual .waybill-row-value')).toBe('2.30 kg');
  expect(page.text('.waybill-weight-volumetric .waybill-row-value')).toBe('4.00 kg');
  expect(page.text('.waybill-weight-chargeable .waybill-row-value')).toBe('4.00 kg');
  expect(page.text('.waybill-dimensions .waybill-row-value')).toBe('40 × 30 × 20 cm');
  expect(page.text('.waybill-price-first .waybill-row-value')).toBe('NZ$12.00');
  expect(page.text('.waybill-price-additional')).toBe('续重每 0.5 kg NZ$2.50 × 6 = NZ$15.00');
  expect(page.text('.waybill-price-insurance .waybill-row-value')).toBe('NZ$1.50');
  expect(page.text('.waybill-price-service-photos')).toBe('打包拍照NZ$3.00');
  expect(page.text('.waybill-price-total .waybill-row-value')).toBe('NZ$31.50');
  expect(page.text('.waybill-detail-track-text')).toBe('已发出');
  page.click('.waybill-detail-photo:nth-child(2)');
  expect(preview).toHaveBeenCalledWith({ current: 'https://x.test/b.jpg', urls: ['https://x.test/a.jpg', 'https://x.test/b.jpg'] });
  page.click('.waybill-detail-track-more');
  expect(nav.to).toHaveBeenCalledWith({ url: '/pages/waybill/logistics?id=11&no=NZ1118356454' });
});

it('shows only the allowed actions: no cancel or edit once awaiting dispatch; pay opens the payment page', async () => {
  const { page } = await setup(PACKED);
  expect(page.$('.waybill-action-track')).not.toBeNull();
  expect(page.$('.waybill-action-cancel')).toBeNull();
  expect(page.$('.waybill-action-edit')).toBeNull();
  expect(page.$('.waybill-action-pay')).toBeNull();
  const { page: unpaid, nav } = await setup(detail({ status: 'pending_payment', actions: ['pay', 'cancel'] }));
  expect(unpaid.$('.waybill-action-cancel')).not.toBeNull();
  expect(unpaid.$('.waybill-action-edit')).toBeNull();
  unpaid.click('.waybill-action-pay');
  expect(nav.to).toHaveBeenCalledWith({ url: '/pages/waybill/payment?id=11' });
});

it('a delivered waybill offers a claim, opening the claim form with this waybill chosen; before delivery none', async () => {
  const { page } = await setup(PACKED);
  expect(page.$('.waybill-action-claim')).toBeNull();
  const { page: delivered, nav } = await setup(detail({ status: 'delivered', actions: ['track'] }), {}, { lang: 'en' });
  expect(delivered.text('.waybill-action-claim')).toBe('Make a claim');
  delivered.click('.waybill-action-claim');
  expect(nav.to).toHaveBeenCalledWith({ url: '/pages/claims/add?waybill_id=11' });
});

it('copies the waybill number and opens the edit page', async () => {
  const copy = jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve()) as never);
  const { page, nav } = await setup(detail());
  page.click('.waybill-detail-copy-no');
  expect(copy).toHaveBeenCalledWith({ data: 'NZ1118356454' });
  page.click('.waybill-detail-copy-parcel');
  expect(copy).toHaveBeenLastCalledWith({ data: 'NZP0001' });
  page.click('.waybill-action-edit');
  expect(nav.to).toHaveBeenCalledWith({ url: '/pages/waybill/edit?id=11' });
});

it('cancel asks first; declining calls nothing, confirming cancels and says the parcels went back', async () => {
  const modal = jest.spyOn(Taro, 'showModal').mockResolvedValueOnce({ confirm: false, cancel: true } as never);
  const { page, calls, toast } = await setup(detail(), { 'POST /api/order/cancel/11': detail({ status: 'cancelled', actions: [] }) });
  page.click('.waybill-action-cancel');
  await page.settle();
  expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: '确定取消运单 NZ1118356454 吗?' }));
  expect(calls.some((c) => c.url === '/api/order/cancel/11')).toBe(false);

  modal.mockResolvedValueOnce({ confirm: true, cancel: false } as never);
  page.click('.waybill-action-cancel');
  await page.settle();
  expect(calls.filter((c) => c.url === '/api/order/cancel/11')).toEqual([{ method: 'POST', url: '/api/order/cancel/11', body: {} }]);
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '运单已取消,包裹已退回仓库包裹列表' }));
  expect(calls.filter((c) => c.url === '/api/order/detail/11')).toHaveLength(2); // reloaded
});

// Paid NZ$0.50 online after a 4 kg card, a coupon and NZ$1.00 of wallet money (money-samples' split).
const PAID = payment({
  status: 'paid',
  amount: 3150,
  card_grams: 4000,
  card_amount: 2700,
  coupon_amount: 300,
  wallet_amount: 100,
  online_amount: 50,
  method: 'sandbox',
  card_name: '10 公斤卡',
  paid_at: '2026-01-02T01:00:00Z',
});

it('a paid waybill shows its payment lines and what was paid; once refunded, where each part went back', async () => {
  const { page } = await setup({ ...PACKED, payment: PAID });
  expect(texts('.waybill-detail-payment .waybill-row')).toEqual([
    '公斤卡 10 公斤卡(4 kg)-NZ$27.00',
    '优惠券-NZ$3.00',
    '钱包余额NZ$1.00',
    '在线支付(沙箱支付(测试))NZ$0.50',
    '实付金额NZ$1.50',
    '支付时间2026-01-02 14:00',
  ]);
  const refunded = detail({
    ...PACKED,
    status: 'cancelled',
    actions: [],
    payment: { ...PAID, status: 'refunded' },
    refund: refund({ status: 'succeeded' }),
  });
  const { page: after } = await setup(refunded, {}, { lang: 'en' });
  expect(after.text('.paid-refund-status')).toBe('RefundRefunded');
  expect(texts('.paid-refund-line')).toEqual([
    '4 kg back to the kilogram card',
    'Coupon back to My coupons',
    'NZ$1.00 back to the wallet',
    'NZ$0.50 back to where it was paid from (Sandbox payment (test))',
  ]);
  expect(page.$('.waybill-detail-payment')).not.toBeNull();
});

it('cancelling a paid waybill says what will be refunded and where', async () => {
  const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: false, cancel: true } as never);
  const { page } = await setup({ ...PACKED, actions: ['track', 'cancel'], payment: PAID });
  page.click('.waybill-action-cancel');
  await page.settle();
  expect(modal.mock.calls[0][0]?.content).toBe(
    [
      '运单 NZ1118356454 已付款,取消后将全额退款:',
      '· 4 kg 退回公斤卡',
      '· 优惠券退回我的优惠券(仍在有效期内时)',
      '· NZ$1.00 退回钱包',
      '· NZ$0.50 原路退回(沙箱支付(测试))',
    ].join('\n'),
  );
});

it("shows every time in the site's zone and names it, in either language", async () => {
  const { page } = await setup(PACKED);
  expect(texts('.waybill-step--done .waybill-step-time')).toEqual(['2026-01-01 13:00', '2026-01-02 13:00', '2026-01-02 14:00']);
  expect(page.text('.waybill-steps-zone')).toBe('时间均为新西兰时间');
  expect(page.text('.waybill-detail-track-time')).toBe('2026-01-03 15:00 · Auckland');
  const { page: en } = await setup(PACKED, {}, { lang: 'en' });
  expect(en.text('.waybill-steps-zone')).toBe('Times are New Zealand time');
});

it.each([
  ['zh_CN', '没有指定要查看的运单(缺少运单编号)', '去我的运单'],
  ['en', 'No waybill was given to show (the waybill id is missing)', 'My waybills'],
])('%s: opened without an id, says what is missing and offers the way back instead of a retry', async (lang, text, action) => {
  const tab = jest.spyOn(Taro, 'switchTab').mockImplementation((() => Promise.resolve()) as never);
  const { page, calls } = await setup(PACKED, {}, { lang, params: {} });
  expect(calls).toEqual([]);
  expect(page.text('.waybill-detail-missing .empty-state-text')).toBe(text);
  expect(page.$('.list-status-failed')).toBeNull();
  expect(page.text('.waybill-detail-missing .empty-state-action')).toBe(action);
  page.click('.waybill-detail-missing .empty-state-action');
  expect(tab).toHaveBeenCalledWith({ url: '/pages/waybill/index' });
});

it.each([
  ['zh_CN', '找不到这个运单:它不存在或不属于您的账号', '去我的运单'],
  ['en', "This waybill wasn't found: it doesn't exist or isn't on your account", 'My waybills'],
])('%s: a waybill the server does not have says not found with the way back, not a retry', async (lang, text, action) => {
  const tab = jest.spyOn(Taro, 'switchTab').mockImplementation((() => Promise.resolve()) as never);
  const { page } = await setup(() => Promise.reject(new ApiError(40004, 'no such waybill')), {}, { lang });
  expect(page.text('.waybill-detail-missing .empty-state-text')).toBe(text);
  expect(page.$('.list-status-failed')).toBeNull();
  page.click('.waybill-detail-missing .empty-state-action');
  expect(page.text('.waybill-detail-missing .empty-state-action')).toBe(action);
  expect(tab).toHaveBeenCalledWith({ url: '/pages/waybill/index' });
});

it('a failure that a retry can mend (network) still offers the retry', async () => {
  const { page } = await setup(() => Promise.reject(new ApiError(0, 'network')));
  expect(page.$('.waybill-detail-missing')).toBeNull();
  expect(page.$('.list-status-failed')).not.toBeNull();
});
