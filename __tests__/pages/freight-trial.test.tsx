import Taro from '@tarojs/taro';
import FreightTrialPage from '@/pages/freight-trial/index';
import { RootStore } from '@/stores';
import { createFakeHttp, sampleUser } from '../support/fake-http';
import { mountPage } from '../support/mount';

const CATEGORIES = {
  list: [
    { code: 'general', name: '普通物品', hint: '衣物、日用品' },
    { code: 'milk_powder', name: '奶粉', hint: '每箱限量' },
  ],
};
const QUOTE = {
  currency: 'NZD',
  quotes: [
    {
      channel: { id: 1, code: 'economy', name: '经济线', transit_days_min: 10, transit_days_max: 15, requires_id: true },
      ok: true,
      breakdown: {
        actual_g: 1250,
        volumetric_g: 2688,
        chargeable_g: 3000,
        first_price: 1200,
        additional_steps: 4,
        step_g: 250,
        additional_price: 1600,
        insurance: 300,
        total: 3100,
        currency: 'NZD',
      },
      reason: null,
    },
    {
      channel: { id: 2, code: 'milk', name: '奶粉专线', transit_days_min: 7, transit_days_max: 12, requires_id: true },
      ok: false,
      breakdown: null,
      reason: { code: 'category_not_allowed', msg: '该渠道不接收此类物品', params: {} },
    },
  ],
};

async function setup(answers: Record<string, unknown> = {}) {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', 'tok');
  const fake = createFakeHttp({
    'GET /api/user/info': sampleUser,
    'GET /api/price/categories': CATEGORIES,
    'POST /api/price/quote': QUOTE,
    ...answers,
  });
  const store = new RootStore(fake.http);
  await store.session.fetchUser();
  fake.calls.length = 0;
  const page = await mountPage(FreightTrialPage, store);
  await page.settle();
  return { ...fake, store, page };
}

const quotes = (calls: Array<{ url: string }>) => calls.filter((c) => c.url === '/api/price/quote');

afterEach(() => jest.restoreAllMocks());

it('converts kg to grams, cm to mm and the amount to minor units', async () => {
  const { page, calls } = await setup();
  expect(page.text('.freight-category-value')).toBe('普通物品');
  expect(page.text('.freight-currency')).toBe('NZ$');
  await page.type('.freight-weight', '1.25');
  await page.type('.freight-length', '30');
  await page.type('.freight-width', '20.5');
  await page.type('.freight-height', '15');
  await page.type('.freight-declared', '12.50');
  page.click('.freight-insured-switch');
  page.click('.freight-submit');
  await page.settle();
  expect(quotes(calls)).toEqual([
    {
      method: 'POST',
      url: '/api/price/quote',
      body: { weight_g: 1250, length_mm: 300, width_mm: 205, height_mm: 150, declared_value: 1250, category: 'general', insured: true },
    },
  ]);
});

it('renders allowed channels with total and breakdown, blocked ones greyed with the reason', async () => {
  const { page } = await setup();
  await page.type('.freight-weight', '1.25');
  await page.type('.freight-declared', '120');
  page.click('.freight-submit');
  await page.settle();
  expect(page.text('.freight-page .quote-card[data-channel=economy] .quote-total')).toBe('NZ$31.00');
  // One rule for every weight: kg, two decimals, rounded up to 10 g (2.688 -> 2.69).
  expect(page.text('.quote-card[data-channel=economy] .quote-actual')).toBe('实际重量1.25 kg');
  expect(page.text('.quote-card[data-channel=economy] .quote-volumetric .quote-row-value')).toBe('2.69 kg');
  expect(page.text('.quote-card[data-channel=economy] .quote-chargeable .quote-row-value')).toBe('3.00 kg');
  expect(page.text('.quote-card[data-channel=economy] .quote-first .quote-row-value')).toBe('NZ$12.00');
  expect(page.text('.quote-card[data-channel=economy] .quote-additional .quote-row-value')).toBe('每 0.25 kg NZ$4.00 × 4 = NZ$16.00');
  expect(page.text('.quote-card[data-channel=economy] .quote-insurance .quote-row-value')).toBe('NZ$3.00');
  expect(page.text('.quote-card[data-channel=economy] .quote-transit')).toBe('时效 10-15 个工作日 · 需收件人身份证');
  const blocked = page.$('.quote-card[data-channel=milk]');
  expect(blocked.className).toContain('quote-card--blocked');
  expect(blocked.querySelector('.quote-total')).toBeNull();
  expect(page.text('.quote-card[data-channel=milk] .quote-reason')).toBe('该渠道不接收此类物品');
});

it('names the wrong field before any call', async () => {
  const { page, calls } = await setup();
  page.click('.freight-submit');
  await page.settle();
  expect(page.text('.freight-error')).toBe('请填写重量(kg)');
  await page.type('.freight-weight', '1.2345');
  page.click('.freight-submit');
  await page.settle();
  expect(page.text('.freight-error')).toBe('重量不正确:请填写大于0的数字(kg),最多3位小数');
  await page.type('.freight-weight', '2');
  await page.type('.freight-length', '30');
  page.click('.freight-submit');
  await page.settle();
  expect(page.text('.freight-error')).toBe('长宽高不正确:请填写三个大于0的数字(cm),最多1位小数,或都不填');
  await page.type('.freight-length', '');
  await page.type('.freight-declared', '12.345');
  page.click('.freight-submit');
  await page.settle();
  expect(page.text('.freight-error')).toBe('申报价值不正确:请填写大于0的金额,最多2位小数');
  expect(quotes(calls)).toHaveLength(0);
});

it('shows totals in English with the same currency', async () => {
  const { page, store } = await setup();
  store.language.setLang('en');
  await page.settle();
  await page.type('.freight-weight', '1.25');
  await page.type('.freight-declared', '120');
  page.click('.freight-submit');
  await page.settle();
  expect(page.text('.quote-card[data-channel=economy] .quote-total')).toBe('NZ$31.00');
  expect(page.text('.quote-card[data-channel=milk] .quote-unavailable')).toBe('Not available');
  expect(page.text('.quote-card[data-channel=economy] .quote-additional .quote-row-value')).toBe('NZ$4.00 per 0.25 kg × 4 = NZ$16.00');
  expect(page.text('.quote-card[data-channel=economy] .quote-volumetric .quote-row-value')).toBe('2.69 kg');
});

it('shows the form once the categories answer, the first one chosen with its hint, so nothing moves as they arrive', async () => {
  let answer: (value: unknown) => void = () => {};
  const { page } = await setup({ 'GET /api/price/categories': () => new Promise((resolve) => (answer = resolve)) });
  expect(page.$('.freight-loading')).toBeTruthy();
  expect(page.$('.freight-insured')).toBeNull();
  await page.utils.act(async () => answer(CATEGORIES));
  await page.settle();
  expect(page.$('.freight-loading')).toBeNull();
  expect(page.text('.freight-category-value')).toBe('普通物品');
  expect(page.text('.freight-category-hint')).toBe('衣物、日用品');
});

it('names the insurance switch for screen readers', async () => {
  const { page } = await setup();
  const el = page.$('.freight-insured-switch');
  expect(el.getAttribute('aria-label')).toBe('购买保险');
});
