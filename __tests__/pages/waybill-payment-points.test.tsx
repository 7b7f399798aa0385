// The payment page's member points and member discount: the switch sends the choice's points_max in the preview
// and the payment; the discount is its own breakdown line; a level's free service reads "free".
import Taro from '@tarojs/taro';
import PaymentPage from '@/pages/waybill/payment';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';
import { payment, payOptions, split } from '../support/money-samples';
import { mountPage } from '../support/mount';

type Choice = { card_id: number | null; coupon_id: number | null; use_wallet: boolean; points?: number };

const memberOptions = () => {
  const o = payOptions({ points_balance: 5000, point_value: 1, wallet_balance: 0, best: { card_id: null, coupon_id: null } });
  o.charge.breakdown = { ...o.charge.breakdown, member_discount_bp: 500, member_discount: 135, total: 2715 };
  o.charge.services = [
    { code: 'photos', name: '打包拍照', fee: 0, free: true },
    { code: 'reinforce', name: '加固包装', fee: 500 },
  ];
  return o;
};

/** The server's split: points pay the freight after the discount (2700 - 135 = 2565) up to what is held. */
const preview = (body: Choice) => {
  const used = body.points ?? 0;
  const none = { card_id: null, card_amount: 0, card_grams: 0, coupon_id: null, coupon_amount: 0, wallet_amount: 0 };
  return split({ ...none, amount: 3080, points_used: used, points_amount: used, points_max: 2565, online_amount: 3080 - used });
};

async function setup(lang = 'zh_CN', answers: Record<string, unknown> = {}) {
  Taro.setStorageSync('lang', lang);
  Taro.setStorageSync('token', 'tok');
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params: { id: '11' }, path: '/pages/waybill/payment' } as never);
  const fake = createFakeHttp({ 'GET /api/pay/options': memberOptions(), 'POST /api/pay/preview': preview, ...answers });
  const page = await mountPage(PaymentPage, new RootStore(fake.http));
  await page.settle();
  await debounce(page);
  return { ...fake, page };
}

async function debounce(page: Awaited<ReturnType<typeof mountPage>>) {
  await page.utils.act(() => new Promise((resolve) => setTimeout(resolve, 350)));
  await page.settle();
}

const sent = (calls: { url: string; body?: object }[], url: string) => calls.filter((c) => c.url === url).map((c) => c.body);

afterEach(() => jest.restoreAllMocks());

it('shows the member discount as its own line and a free service as free', async () => {
  const { page } = await setup();
  expect(page.text('.pay-freight')).toBe('运费(4.00 kg)NZ$27.00');
  expect(page.text('.pay-member-discount')).toBe('会员运费优惠(5%)-NZ$1.35');
  expect(page.text('.pay-service-photos')).toBe('打包拍照免费');
  expect(page.$('.pay-service-photos')!.className).toContain('pay-service--free');
  expect(page.text('.pay-service-reinforce')).toBe('加固包装NZ$5.00');
});

it('points off by default; switched on, the preview and the payment send the most points the choice takes', async () => {
  const { page, calls } = await setup('zh_CN', { 'POST /api/pay/waybill': payment({ status: 'pending', points_used: 2565 }) });
  expect(page.text('.pay-points .pay-pick-title')).toBe('使用 2565 积分,抵 NZ$25.65');
  expect(page.text('.pay-points-held')).toBe('共 5000 积分,每积分抵 NZ$0.01');
  expect(page.$('.pay-points.pay-pick--on')).toBeNull();
  expect(page.$('.pay-sum-points')).toBeNull();
  expect(sent(calls, '/api/pay/preview')).toEqual([{ waybill_id: 11, card_id: null, coupon_id: null, use_wallet: false }]);

  page.click('.pay-points');
  await debounce(page);
  expect(page.$('.pay-points.pay-pick--on')).not.toBeNull();
  expect(sent(calls, '/api/pay/preview').slice(1)).toEqual([
    { waybill_id: 11, card_id: null, coupon_id: null, use_wallet: false },
    { waybill_id: 11, card_id: null, coupon_id: null, use_wallet: false, points: 2565 },
  ]);
  expect(page.text('.pay-sum-points')).toBe('积分抵扣(2565 积分)-NZ$25.65');
  expect(page.text('.pay-sum-online')).toBe('还需在线支付NZ$5.15');

  page.click('.pay-method-sandbox');
  page.click('.pay-submit');
  await page.settle();
  expect(sent(calls, '/api/pay/waybill')[0]).toMatchObject({ use_wallet: false, points: 2565, method: 'sandbox' });
});

it('no points held: no points choice, nothing sent for them', async () => {
  const { page, calls } = await setup('zh_CN', {
    'GET /api/pay/options': { ...memberOptions(), points_balance: 0 },
    'POST /api/pay/preview': (body: Choice) => ({ ...preview(body), points_max: 0 }), // at most the balance
  });
  expect(page.$('.pay-points')).toBeNull();
  expect(sent(calls, '/api/pay/preview')).toEqual([{ waybill_id: 11, card_id: null, coupon_id: null, use_wallet: false }]);
});

it('speaks English', async () => {
  const { page } = await setup('en');
  expect(page.text('.pay-member-discount')).toBe('Member discount (5% off freight)-NZ$1.35');
  expect(page.text('.pay-service-photos')).toBe('打包拍照Free');
  expect(page.text('.pay-points .pay-pick-title')).toBe('Use 2565 points, -NZ$25.65');
  page.click('.pay-points');
  await debounce(page);
  expect(page.text('.pay-sum-points')).toBe('Points (2565)-NZ$25.65');
});
