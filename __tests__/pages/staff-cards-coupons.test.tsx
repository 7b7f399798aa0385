import StaffCardProductsPage from '@/pages/staff/card-products';
import StaffCouponsPage from '@/pages/staff/coupons';
import StaffHomePage from '@/pages/staff/index';
import { mountStaffPage } from '../support/staff-page';

const now = '2026-11-21T00:00:00Z';
const CHANNELS = {
  list: [
    { code: 'nz-general', name: '普货专线' },
    { code: 'nz-milk', name: '奶粉专线' },
  ],
  total: 2,
  page: 1,
  page_size: 50,
};
const product = (over: object = {}) => ({
  id: 1,
  name_zh: '5公斤卡',
  name_en: '5 kg card',
  grams: 5000,
  price: 4500,
  valid_days: 365,
  price_per_kg: 900,
  channel_codes: [],
  active: true,
  sort: 0,
  created_at: now,
  updated_at: now,
  ...over,
});
const template = (over: object = {}) => ({
  id: 7,
  name_zh: '新人券',
  name_en: 'Welcome coupon',
  kind: 'amount',
  value: 500,
  max_off: null,
  min_spend: 2000,
  valid_days: 30,
  valid_from: null,
  valid_to: null,
  channel_codes: [],
  total_limit: 1000,
  per_user_limit: 1,
  issued_count: 12,
  trigger: 'registration',
  activity_id: null,
  active: true,
  created_at: now,
  updated_at: now,
  ...over,
});
const page1 = (list: object[]) => ({ list, total: list.length, page: 1, page_size: 20 });
const ACTIVITIES = page1([{ id: 3, code: 'spring', title_zh: '春季集运节', title_en: 'Spring' }]);

async function setup(Page: any, role: string, answers: Record<string, unknown> = {}) {
  const mounted = await mountStaffPage(Page, role, {
    'GET /api/price/channels': CHANNELS,
    'GET /api/admin/card_product/lst': page1([
      product(),
      product({ id: 2, name_zh: '10公斤卡', active: false, channel_codes: ['nz-general'] }),
    ]),
    'GET /api/admin/coupon_template/lst': page1([
      template(),
      template({
        id: 8,
        name_zh: '春季9折',
        kind: 'percent',
        value: 10,
        max_off: 1000,
        min_spend: 0,
        trigger: 'activity',
        activity_id: 3,
        total_limit: null,
      }),
    ]),
    'GET /api/admin/activity/lst': ACTIVITIES,
    'GET /api/coupon/claimable': { list: [{ template_id: 8, name: '春季9折' }] },
    'GET /api/staff/order/lst': page1([]),
    ...answers,
  });
  const sent = (url: string) => mounted.calls.filter((c) => c.url === url);
  return { ...mounted, sent };
}

jest.setTimeout(20000);
afterEach(() => jest.restoreAllMocks());

describe('who sees what', () => {
  it('a customer sees "staff only" on both pages and no call is made', async () => {
    for (const Page of [StaffCardProductsPage, StaffCouponsPage]) {
      const { page, calls } = await setup(Page, 'customer');
      expect(page.text('.staff-only')).toContain('仅限仓库员工使用');
      expect(calls.map((c) => c.url)).toEqual(['/api/user/info']);
      document.body.innerHTML = '';
    }
  });

  it('staff who are not admins: card products are for admins; coupons offer the issue form only', async () => {
    const cards = await setup(StaffCardProductsPage, 'staff');
    expect(cards.page.text('.admin-only')).toContain('仅限管理员使用');
    expect(cards.calls.some((c) => c.url.startsWith('/api/admin'))).toBe(false);
    document.body.innerHTML = '';
    const coupons = await setup(StaffCouponsPage, 'staff');
    expect(coupons.page.$('.coupons-tabs')).toBeNull();
    expect(coupons.page.$('.coupon-issue-form')).not.toBeNull();
    expect(coupons.calls.some((c) => c.url.startsWith('/api/admin'))).toBe(false);
    expect(coupons.page.text('.admin-chip-8')).toBe('#8 春季9折');
  });

  it('the staff home lists coupons to staff, and card products to admins only (the roles that may use them)', async () => {
    const { page, nav } = await setup(StaffHomePage, 'staff');
    expect(page.$('.staff-task-cardProducts')).toBeNull();
    page.click('.staff-task-coupons');
    expect(nav).toHaveBeenCalledWith({ url: '/pages/staff/coupons' });
  });
});

describe('card products (admin)', () => {
  it('lists every product with price per kg, lines and state', async () => {
    const { page, sent } = await setup(StaffCardProductsPage, 'admin');
    expect(sent('/api/price/channels')[0].body).toEqual({ page: 1, page_size: 50 }); // the server's largest page
    expect(page.text('.card-product-1 .card-product-meta')).toBe('5 kg · NZ$45.00 · 每公斤 NZ$9.00');
    expect(page.text('.card-product-1 .card-product-state')).toBe('销售中');
    expect(page.text('.card-product-2 .card-product-state')).toBe('已下架');
    expect(page.text('.card-product-2 .card-product-more')).toBe('有效期 365 天 · 普货专线 · 排序 0');
  });

  it('creates a product: checked first, then the exact body', async () => {
    const created = jest.fn((b: object) => product({ id: 3, ...b }));
    const { page, sent } = await setup(StaffCardProductsPage, 'admin', { 'POST /api/admin/card_product/create': created });
    page.click('.card-product-add');
    await page.settle();
    await page.type('.admin-field-name-zh', '20公斤卡');
    await page.type('.admin-field-name-en', '20 kg card');
    await page.type('.admin-field-kg', '0.05');
    page.click('.card-product-save');
    await page.settle();
    expect(page.text('.card-product-error')).toBe('公斤数应在 0.1 到 1000 之间,最多三位小数');
    await page.type('.admin-field-kg', '20');
    await page.type('.admin-field-price', '150.5');
    page.click('.admin-chip-nz-milk');
    page.click('.card-product-save');
    await page.settle();
    expect(created).toHaveBeenCalledTimes(1);
    expect(sent('/api/admin/card_product/create')[0].body).toEqual({
      name_zh: '20公斤卡',
      name_en: '20 kg card',
      grams: 20000,
      price: 15050,
      valid_days: 365,
      channel_codes: ['nz-milk'],
      active: true,
      sort: 0,
    });
    expect(page.$('.card-product-form')).toBeNull();
    expect(sent('/api/admin/card_product/lst')).toHaveLength(2);
  });

  it('edits with the current values, and takes a product off sale', async () => {
    const { page, sent } = await setup(StaffCardProductsPage, 'admin', {
      'POST /api/admin/card_product/update/1': (b: object) => product({ ...b }),
    });
    page.click('.card-product-1 .card-product-toggle');
    await page.settle();
    expect(sent('/api/admin/card_product/update/1')[0].body).toEqual({ active: false });
    expect(page.text('.card-product-1 .card-product-state')).toBe('已下架');
    page.click('.card-product-1 .card-product-edit');
    await page.settle();
    await page.type('.admin-field-price', '42');
    page.click('.card-product-save');
    await page.settle();
    expect(sent('/api/admin/card_product/update/1')[1].body).toEqual({
      name_zh: '5公斤卡',
      name_en: '5 kg card',
      grams: 5000,
      price: 4200,
      valid_days: 365,
      channel_codes: [],
      active: false,
      sort: 0,
    });
  });
});

describe('coupons', () => {
  it('lists templates with their rule (no minimum said so), validity, activity and limits', async () => {
    const { page, sent } = await setup(StaffCouponsPage, 'admin');
    expect(sent('/api/admin/activity/lst')[0].body).toEqual({ page: 1, page_size: 50 });
    expect(page.text('.coupon-template-7 .coupon-template-rule')).toBe('减 NZ$5.00 · 满 NZ$20.00 可用');
    expect(page.text('.coupon-template-7 .coupon-template-trigger')).toBe('注册赠送');
    expect(page.text('.coupon-template-7 .coupon-template-limits')).toBe('已发 12 / 1000 · 每人限 1 张');
    expect(page.text('.coupon-template-8 .coupon-template-rule')).toBe('减 10% · 无门槛 · 最高减 NZ$10.00'); // not "满 NZ$0.00"
    expect(page.text('.coupon-template-8 .coupon-template-validity')).toBe('发放后 30 天内有效 · 春季集运节');
    expect(page.text('.coupon-template-8 .coupon-template-limits')).toBe('已发 12 / 不限 · 每人限 1 张');
  });

  it('creates an activity template with a fixed window; the checks speak first', async () => {
    const created = jest.fn((b: object) => template({ id: 9, ...b }));
    const { page, sent } = await setup(StaffCouponsPage, 'admin', { 'POST /api/admin/coupon_template/create': created });
    page.click('.coupon-template-add');
    await page.settle();
    await page.type('.admin-field-name-zh', '奶粉线立减');
    await page.type('.admin-field-name-en', 'Milk line 3 off');
    await page.type('.admin-field-value', '3');
    await page.type('.admin-field-min-spend', '');
    page.click('.admin-chip-window');
    await page.type('.admin-field-valid-from', '2026-12-01 00:00');
    await page.type('.admin-field-valid-to', '2026-11-30 00:00');
    page.click('.coupon-template-save');
    await page.settle();
    expect(page.text('.coupon-template-error')).toBe('请按“年-月-日 时:分”填写开始和结束时间,且开始早于结束');
    await page.type('.admin-field-valid-to', '2026-12-15 00:00');
    page.click('.coupon-template-save');
    await page.settle();
    expect(page.text('.coupon-template-error')).toBe('请选择关联的活动');
    page.click('.admin-field-activity .admin-chip-3');
    page.click('.admin-field-channels .admin-chip-nz-milk');
    await page.type('.admin-field-total-limit', '200');
    page.click('.coupon-template-save');
    await page.settle();
    expect(sent('/api/admin/coupon_template/create')[0].body).toEqual({
      name_zh: '奶粉线立减',
      name_en: 'Milk line 3 off',
      kind: 'amount',
      value: 300,
      max_off: null,
      min_spend: 0,
      valid_days: null,
      valid_from: '2026-11-30T11:00:00.000Z', // midnight starting 1 December in Auckland (NZDT)
      valid_to: '2026-12-14T11:00:00.000Z',
      channel_codes: ['nz-milk'],
      total_limit: 200,
      per_user_limit: 1,
      trigger: 'activity',
      activity_id: 3,
      active: true,
    });
    expect(page.$('.coupon-template-form')).toBeNull();
  });

  it('switches a template off, and "issue" opens the issue form with it picked; the body is exact', async () => {
    const issued = {
      id: 50,
      template_id: 7,
      name: '新人券',
      kind: 'amount',
      value: 500,
      max_off: null,
      min_spend: 2000,
      currency: 'NZD',
      channels: [],
      starts_at: now,
      expires_at: '2026-12-21T00:00:00Z',
      status: 'unused',
      used_at: null,
      waybill_no: null,
      description: '满 20.00 减 5.00',
    };
    const { page, sent } = await setup(StaffCouponsPage, 'admin', {
      'POST /api/admin/coupon_template/update/8': (b: object) => template({ id: 8, ...b }),
      'POST /api/staff/coupon/issue': issued,
    });
    page.click('.coupon-template-8 .coupon-template-toggle');
    await page.settle();
    expect(sent('/api/admin/coupon_template/update/8')[0].body).toEqual({ active: false });
    expect(page.$('.coupon-template-8').className).toContain('admin-off');
    page.click('.coupon-template-7 .coupon-template-issue');
    await page.settle();
    expect(page.$('.admin-chip-7').className).toContain('admin-chip--on');
    await page.type('.admin-field-issue-member', 'nz10086');
    page.click('.coupon-issue-submit');
    await page.settle();
    expect(page.text('.coupon-issue-error')).toBe('会员号为两位字母加六位数字,如 NZ123456');
    await page.type('.admin-field-issue-member', ' nz100861 ');
    page.click('.coupon-issue-submit');
    await page.settle();
    expect(sent('/api/staff/coupon/issue')[0].body).toEqual({ template_id: 7, member_code: 'NZ100861' });
    expect(page.text('.coupon-issue-result')).toMatch(/^已发放给 NZ100861:新人券\(满 20.00 减 5.00\),有效期至 2026-12-2[01] /);
  });
});
