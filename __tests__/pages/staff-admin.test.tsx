import StaffAuditPage from '@/pages/staff/audit';
import StaffChannelsPage from '@/pages/staff/channels';
import StaffContentPage from '@/pages/staff/content';
import StaffHomePage from '@/pages/staff/index';
import { mountStaffPage } from '../support/staff-page';

const now = '2026-11-21T00:00:00Z';
const page1 = (list: object[]) => ({ list, total: list.length, page: 1, page_size: 20 });
const channel = (over: object = {}) => ({
  id: 1,
  code: 'nz-general-economy',
  name_zh: '经济线',
  name_en: 'Economy',
  description_zh: '',
  description_en: '',
  clearance: 'CC',
  tax_included: false,
  categories: ['general'],
  first_weight_g: 1000,
  first_price: 1200,
  step_g: 500,
  step_price: 400,
  volumetric_divisor: 6000,
  min_charge_g: 1000,
  max_weight_g: 30000,
  max_side_mm: null,
  max_declared_value: null,
  cny_limit: null,
  cny_rate_e4: 45000,
  item_limits: [],
  transit_days_min: 7,
  transit_days_max: 12,
  insurance_rate_bp: 300,
  insurance_min: 500,
  insurance_cap: 100000,
  requires_id: true,
  sort: 1,
  active: true,
  created_at: now,
  updated_at: now,
  ...over,
});
const category = {
  id: 5,
  code: 'general',
  name_zh: '普通物品',
  name_en: 'General goods',
  hint_zh: '',
  hint_en: '',
  postal_tax_rate_pct: 13,
  sort: 1,
  active: true,
  created_at: now,
  updated_at: now,
};
const priced = (total: number, chargeable: number) => ({
  ok: true,
  reason: null,
  breakdown: {
    actual_g: 2300,
    volumetric_g: 1500,
    chargeable_g: chargeable,
    first_price: 1200,
    additional_steps: 3,
    step_g: 500,
    additional_price: total - 1200,
    insurance: 0,
    total,
    currency: 'NZD',
  },
});

jest.setTimeout(20000);
afterEach(() => jest.restoreAllMocks());

const wait = (page: { utils: { act(f: () => Promise<unknown>): Promise<unknown> } }, ms: number) =>
  page.utils.act(() => new Promise((r) => setTimeout(r, ms)));

describe('channels and prices', () => {
  async function setup(role = 'admin', answers: Record<string, unknown> = {}) {
    const mounted = await mountStaffPage(
      StaffChannelsPage,
      role,
      {
        'GET /api/admin/channel/lst': page1([channel(), channel({ id: 2, code: 'nz-fast', name_zh: '快线', active: false })]),
        'GET /api/admin/goods_category/lst': page1([category]),
        'GET /api/staff/order/lst': page1([]),
        ...answers,
      },
      '/pages/staff/channels',
    );
    const sent = (url: string) => mounted.calls.filter((c) => c.url === url).map((c) => c.body);
    return { ...mounted, sent };
  }

  it('staff who are not admins see "admins only", no admin call is made and their home has no admin entries; an admin\'s home links the three screens', async () => {
    const { page, calls } = await setup('staff');
    expect(page.text('.admin-only')).toContain('仅限管理员使用');
    expect(calls.some((c) => c.url.startsWith('/api/admin'))).toBe(false);
    document.body.innerHTML = '';
    const staffHome = await mountStaffPage(StaffHomePage, 'staff', { 'GET /api/staff/order/lst': page1([]) });
    expect(staffHome.page.$('.staff-task-channels')).toBeNull();
    expect(staffHome.page.$('.staff-task-audit')).toBeNull();
    document.body.innerHTML = '';
    const home = await mountStaffPage(StaffHomePage, 'admin', { 'GET /api/staff/order/lst': page1([]) });
    expect(home.page.text('.staff-task-channels .staff-task-title')).toBe('线路与价格');
    expect(home.page.text('.staff-task-audit .staff-task-title')).toBe('操作日志');
    home.page.click('.staff-task-content');
    expect(home.nav).toHaveBeenCalledWith({ url: '/pages/staff/content' });
  });

  it('lists the channels with their prices; a price change is previewed on the unsaved values, then only the change is saved', async () => {
    const preview = jest.fn(() => ({ currency: 'NZD', current: priced(2400, 2500), preview: priced(2700, 2500) }));
    const update = jest.fn((b: object) => channel(b));
    const { page, sent } = await setup('admin', { 'POST /api/admin/channel/preview': preview, 'POST /api/admin/channel/update/1': update });
    expect(page.text('.channel-row-nz-general-economy .admin-row-title')).toBe('经济线');
    expect(page.text('.channel-row-nz-general-economy .channel-row-price')).toBe('nz-general-economy · 1 kg NZ$12.00 · +0.5 kg NZ$4.00');
    expect(page.text('.channel-row-nz-fast .admin-row-state')).toBe('停用');

    page.click('.channel-row-nz-general-economy .admin-edit');
    await page.settle();
    expect(page.text('.admin-field-code .admin-fixed-value')).toBe('nz-general-economy');
    expect(page.$('.admin-field-code input')).toBeNull();
    await page.type('.admin-field-step-price', '5');
    await wait(page, 450);
    await page.settle();
    expect(preview).toHaveBeenLastCalledWith({
      channel_id: 1,
      step_price: 500,
      weight_g: 2300,
      length_mm: 300,
      width_mm: 200,
      height_mm: 150,
      declared_value: 5000,
      category: 'general',
    });
    expect(page.text('.channel-preview-current .channel-preview-total')).toBe('NZ$24.00');
    expect(page.text('.channel-preview-preview .channel-preview-total')).toBe('NZ$27.00');
    expect(page.text('.channel-preview-preview .channel-preview-weight')).toBe('计费重 2.50 kg');

    await page.type('.admin-field-step-price', '5.555');
    await page.settle();
    expect(page.text('.channel-preview-fix')).toBe('先改正“续重价格”再试算');
    page.click('.admin-kind-save');
    await page.settle();
    expect(page.text('.admin-kind-error')).toBe('请检查“续重价格”');
    expect(update).not.toHaveBeenCalled();

    await page.type('.admin-field-step-price', '5.00');
    page.click('.admin-kind-save');
    await page.settle();
    expect(sent('/api/admin/channel/update/1')).toEqual([{ step_price: 500 }]);
    expect(page.text('.channel-row-nz-general-economy .channel-row-price')).toContain('+0.5 kg NZ$5.00');
  });

  it('a sample the channel refuses shows the reason', async () => {
    const preview = jest.fn((_body: object) => ({
      currency: 'NZD',
      current: null,
      preview: { ok: false, breakdown: null, reason: { code: 'over_max_weight', msg: '超过最大重量 30 kg' } },
    }));
    const { page } = await setup('admin', { 'POST /api/admin/channel/preview': preview });
    page.click('.channel-add');
    await page.settle();
    for (const [field, value] of [
      ['first-weight-g', '1'],
      ['first-price', '12'],
      ['step-g', '0.5'],
      ['step-price', '4'],
      ['max-weight-g', '30'],
      ['cny-rate-e4', '45000'],
      ['transit-days-min', '7'],
      ['transit-days-max', '12'],
      ['insurance-rate-bp', '0'],
      ['insurance-min', '0'],
      ['insurance-cap', '0'],
      ['min-charge-g', '0'],
    ]) {
      await page.type(`.admin-field-${field}`, value);
    }
    page.click('.admin-field-categories .admin-chip-general');
    await page.type('.admin-field-sample-weight', '31');
    await wait(page, 450);
    await page.settle();
    expect(preview).toHaveBeenCalledWith(expect.objectContaining({ weight_g: 31000, first_weight_g: 1000, categories: ['general'] }));
    expect(preview.mock.calls.at(-1)![0]).not.toHaveProperty('channel_id');
    expect(page.text('.channel-preview-preview .channel-preview-refused')).toBe('超过最大重量 30 kg');
  });
});

describe('reference data', () => {
  const faq = {
    id: 3,
    code: 'track',
    category: 'shipping',
    question_zh: '怎么查物流',
    question_en: 'Tracking?',
    answer_zh: '运单页',
    answer_en: 'Waybill page',
    sort: 1,
    active: true,
    created_at: now,
    updated_at: now,
  };
  const article = (over: object = {}) => ({
    id: 9,
    key: 'transport_protocol',
    version: '1.0',
    effective_on: '2026-01-01',
    title_zh: '运输协议',
    title_en: 'Transport protocol',
    intro_zh: '',
    intro_en: '',
    sections: [{ no: 1, title_zh: '一', title_en: 'One', body_zh: '正文', body_en: 'Body', route: null }],
    rules: null,
    published: true,
    published_at: now,
    created_at: now,
    updated_at: now,
    ...over,
  });
  const banner = {
    id: 4,
    code: 'cny',
    title_zh: '春节',
    title_en: 'New Year',
    subtitle_zh: '',
    subtitle_en: '',
    image_url: '',
    route: '',
    colors: { from: '#000', to: '#111', text: '#fff' },
    sort: 1,
    active: true,
    starts_on: '2026-01-20',
    ends_on: '2026-02-06',
    created_at: now,
    updated_at: now,
  };

  async function setup(answers: Record<string, unknown> = {}) {
    const mounted = await mountStaffPage(
      StaffContentPage,
      'admin',
      {
        'GET /api/admin/goods_category/lst': page1([category]),
        'GET /api/admin/faq/lst': page1([faq]),
        'GET /api/admin/article/lst': page1([
          article(),
          article({ id: 10, key: 'guide', version: 'g1', published: false, published_at: null, title_zh: '新手指南' }),
        ]),
        'GET /api/admin/banner/lst': page1([banner]),
        ...answers,
      },
      '/pages/staff/content',
    );
    const sent = (url: string) => mounted.calls.filter((c) => c.url === url).map((c) => c.body);
    return { ...mounted, sent };
  }

  it('switches kinds with the chips; banners show their dates; a new FAQ is checked, then created', async () => {
    const created = jest.fn((b: object) => ({ ...faq, id: 8, ...b }));
    const { page, sent } = await setup({ 'POST /api/admin/faq/create': created });
    expect(page.text('.goods_category-row-5 .admin-row-detail')).toBe('general · 13%');
    page.click('.admin-kind-tab-banner');
    await page.settle();
    expect(page.text('.banner-row-4 .admin-row-detail')).toBe('cny · 2026-01-20 ~ 2026-02-06');
    page.click('.admin-kind-tab-faq');
    await page.settle();
    expect(page.text('.faq-row-3 .admin-row-title')).toBe('怎么查物流');
    page.click('.admin-row-add');
    await page.settle();
    await page.type('.admin-field-code', 'Bad Code');
    page.click('.admin-kind-save');
    await page.settle();
    expect(page.text('.admin-kind-error')).toBe('请检查“编码”');
    await page.type('.admin-field-code', 'refunds');
    page.click('.admin-field-category .admin-chip-payment');
    await page.type('.admin-field-question-zh', '怎么退款');
    await page.type('.admin-field-question-en', 'Refunds?');
    await page.typeArea('.admin-field-answer-zh', '原路退回');
    await page.typeArea('.admin-field-answer-en', 'To where it came from');
    page.click('.admin-kind-save');
    await page.settle();
    expect(sent('/api/admin/faq/create')).toEqual([
      {
        code: 'refunds',
        category: 'payment',
        question_zh: '怎么退款',
        question_en: 'Refunds?',
        answer_zh: '原路退回',
        answer_en: 'To where it came from',
        sort: 0,
        active: true,
      },
    ]);
    expect(sent('/api/admin/faq/lst')).toHaveLength(2);
  });

  it('the points terms are one row edited in place: no new row, no hiding, each term with its label', async () => {
    const terms = { id: 1, site_id: 1, points_per_unit: 1, point_value: 1, expiry_months: 12, created_at: now, updated_at: now };
    const updated = jest.fn((b: object) => ({ ...terms, ...b }));
    const { page, sent } = await setup({
      'GET /api/admin/member_points/lst': page1([terms]),
      'POST /api/admin/member_points/update/1': updated,
    });
    page.click('.admin-kind-tab-member_points');
    await page.settle();
    expect(page.text('.member_points-row-1 .admin-row-title')).toBe('积分规则');
    expect(page.$('.admin-row-add')).toBeNull();
    expect(page.$('.member_points-row-1 .admin-toggle')).toBeNull();
    expect(page.$('.member_points-row-1 .admin-row-state')).toBeNull();
    expect(page.text('.member_points-row-1 .admin-setting-expiry_months')).toBe('积分有效期(月): 12');
    page.click('.member_points-row-1 .admin-edit');
    await page.settle();
    await page.type('.admin-field-point-value', '2');
    page.click('.admin-kind-save');
    await page.settle();
    expect(sent('/api/admin/member_points/update/1')).toEqual([{ point_value: 2 }]);
    expect(page.text('.member_points-row-1 .admin-setting-point_value')).toBe('每积分抵扣(分): 2');
  });

  it('a published transport protocol is never edited: its change is saved as a new version with its sections', async () => {
    const created = jest.fn((b: object) => article({ id: 11, published: false, ...b }));
    const { page, sent } = await setup({ 'POST /api/admin/article/create': created });
    page.click('.admin-kind-tab-article');
    await page.settle();
    expect(page.text('.article-row-9 .admin-row-state')).toBe('已发布');
    expect(page.text('.article-row-9 .admin-edit')).toBe('另存为新版本');
    expect(page.$('.article-row-9 .admin-toggle')).toBeNull();
    expect(page.text('.article-row-10 .admin-toggle')).toBe('发布');
    page.click('.article-row-9 .admin-edit');
    await page.settle();
    expect(page.text('.admin-form-article .staff-card-title')).toBe('新版本(已发布的版本不能修改)');
    await page.type('.admin-field-version', '1.1');
    await page.type('.admin-field-effective-on', '2027-01-01');
    await page.type('.admin-field-title-en', 'Transport protocol (2027)');
    page.click('.admin-kind-save');
    await page.settle();
    expect(sent('/api/admin/article/create')).toEqual([
      {
        key: 'transport_protocol',
        sections: article().sections,
        rules: null,
        version: '1.1',
        effective_on: '2027-01-01',
        title_zh: '运输协议',
        title_en: 'Transport protocol (2027)',
        intro_zh: '',
        intro_en: '',
      },
    ]);
    expect(sent('/api/admin/article/update/9')).toEqual([]);
  });
});

describe('audit log', () => {
  const entry = (over: object = {}) => ({
    id: 31,
    kind: 'channel',
    entity_id: 1,
    label: 'nz-general-economy',
    action: 'update',
    actor: { id: 2, name: 'admin' },
    changes: [
      { field: 'step_price', old: 400, new: 500 },
      { field: 'categories', old: ['general'], new: ['general', 'food'] },
      { field: 'max_weight_g', old: 30000, new: 25500 },
    ],
    created_at: '2026-11-21T02:30:00Z',
    ...over,
  });
  const answer = (list: object[]) => ({ ...page1(list), kinds: ['channel', 'faq'] });

  it('shows who changed what and each field old -> new; filters by kind and by days', async () => {
    const list = jest.fn((q: { kind?: string }) =>
      answer(
        q.kind === 'faq'
          ? []
          : [
              entry(),
              entry({
                id: 30,
                kind: 'faq',
                label: 'track',
                action: 'create',
                changes: [{ field: 'question_en', old: null, new: 'Tracking?' }],
              }),
            ],
      ),
    );
    const { page, calls } = await mountStaffPage(StaffAuditPage, 'admin', { 'GET /api/admin/audit/lst': list }, '/pages/staff/audit');
    expect(page.text('.audit-entry-31 .audit-what')).toBe('线路与价格 · nz-general-economy #1');
    expect(page.text('.audit-entry-31 .audit-action')).toBe('修改');
    expect(page.text('.audit-entry-31 .audit-who')).toMatch(/^admin · 2026-11-21 \d\d:30$/);
    expect(page.text('.audit-entry-31 .audit-change-step_price')).toBe('续重价格NZ$4.00→NZ$5.00');
    expect(page.text('.audit-entry-31 .audit-change-categories .audit-new')).toBe('["general","food"]');
    expect(page.text('.audit-entry-31 .audit-change-max_weight_g')).toBe('最大重量30 kg→25.5 kg');
    expect(page.text('.audit-entry-30 .audit-change-question_en')).toBe('问题(英文)(空)→Tracking?');
    expect(Array.from(document.querySelectorAll('.audit-kind')).map((e) => e.textContent)).toEqual(['全部', '线路与价格', '常见问题']);

    page.click('.audit-kind-faq');
    await page.settle();
    expect(list).toHaveBeenLastCalledWith({ page: 1, page_size: 20, kind: 'faq' });
    expect(page.text('.audit-empty')).toContain('没有操作记录');

    await page.type('.admin-field-audit-from', '2026-11-30');
    await page.type('.admin-field-audit-to', '2026-11-01');
    page.click('.audit-apply');
    await page.settle();
    expect(page.text('.audit-error')).toBe('请按“年-月-日”填写日期,且结束不早于开始');
    const before = calls.length;
    await page.type('.admin-field-audit-to', '2026-12-01');
    page.click('.audit-apply');
    await page.settle();
    expect(calls.length).toBe(before + 1);
    expect(list).toHaveBeenLastCalledWith({ page: 1, page_size: 20, kind: 'faq', from: '2026-11-30', to: '2026-12-01' });
  });

  it('shows times through the time formatter, yes / no and weekdays in words, and each text in its own language', async () => {
    const depotDay = entry({
      id: 40,
      kind: 'depot_exception',
      label: '2026-11-28',
      action: 'create',
      changes: [
        { field: 'day', old: null, new: '2026-11-28' },
        { field: 'opens_at', old: null, new: '09:00' },
        { field: 'reason_zh', old: null, new: '延长营业' },
        { field: 'reason_en', old: null, new: 'Late opening' },
      ],
    });
    const slot = entry({
      id: 41,
      kind: 'slot_template',
      label: '',
      action: 'create',
      changes: [
        { field: 'weekday', old: null, new: 'sat' },
        { field: 'active', old: false, new: true },
        { field: 'capacity', old: null, new: 6 },
      ],
    });
    const coupon = entry({
      id: 42,
      kind: 'coupon_template',
      label: 'Summer shipping: 5.00 off',
      changes: [{ field: 'valid_to', old: null, new: '2026-12-31T10:59:00Z' }],
    });
    const { page } = await mountStaffPage(
      StaffAuditPage,
      'admin',
      { 'GET /api/admin/audit/lst': () => answer([depotDay, slot, coupon]) },
      '/pages/staff/audit',
    );
    const instant = (selector: string) => document.querySelector(`${selector} .audit-new .instant`)?.textContent;
    expect(instant('.audit-change-day')).toBe('2026-11-28');
    expect(instant('.audit-change-opens_at')).toBe('09:00');
    // An instant in the site's zone (Pacific/Auckland, 13 hours ahead in December), not the device's.
    expect(instant('.audit-entry-42 .audit-change-valid_to')).toBe('2026-12-31 23:59');
    expect(page.text('.audit-entry-41 .audit-change-weekday')).toBe('星期(空)→周六');
    expect(page.text('.audit-entry-41 .audit-change-active')).toBe('启用否→是');
    expect(page.text('.audit-entry-41 .audit-change-capacity .audit-field')).toBe('名额');
    const lang = (selector: string) => document.querySelector(selector)?.firstElementChild?.closest('[lang]')?.getAttribute('lang');
    expect(page.text('.audit-change-reason_en .audit-field')).toBe('原因(英文)');
    expect(lang('.audit-change-reason_en .audit-new')).toBe('en');
    expect(lang('.audit-change-reason_zh .audit-new')).toBe('zh-CN');
    expect(lang('.audit-entry-42 .audit-what')).toBe('en');
    expect(document.querySelector('.audit-entry-42 .audit-actor')?.getAttribute('translate')).toBe('no');
  });

  it('from an entry: the history of its record, the changes of its author; a tap on the chip clears it', async () => {
    const list = jest.fn((_q: object) => answer([entry()]));
    const { page } = await mountStaffPage(StaffAuditPage, 'admin', { 'GET /api/admin/audit/lst': list }, '/pages/staff/audit');
    page.click('.audit-entry-31 .audit-only-row');
    await page.settle();
    expect(list).toHaveBeenLastCalledWith({ page: 1, page_size: 20, kind: 'channel', entity_id: 1 });
    expect(page.text('.audit-focus-row')).toBe('记录 nz-general-economy #1 ×');
    page.click('.audit-entry-31 .audit-only-actor');
    await page.settle();
    expect(list).toHaveBeenLastCalledWith({ page: 1, page_size: 20, kind: 'channel', entity_id: 1, actor_id: 2 });
    page.click('.audit-focus-row');
    await page.settle();
    expect(list).toHaveBeenLastCalledWith({ page: 1, page_size: 20, kind: 'channel', actor_id: 2 });
    expect(page.text('.audit-focus-actor')).toBe('操作人 admin ×');
  });
});
