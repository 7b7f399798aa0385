import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD, get, passwordLogin, post, registerUser, startApp, type TestApp } from '../../../test/helpers';
import { articles, embargoCategories } from '../../db/schema';

let t: TestApp;
const tokens: Record<string, string> = {};
let categoryId = 0;
beforeAll(async () => {
  t = await startApp();
  tokens.admin = (await passwordLogin(t, 'admin', DEMO_PASSWORD)).body.data.token;
  tokens.staff = (await passwordLogin(t, 'staff', DEMO_PASSWORD)).body.data.token;
  tokens.customer = (await registerUser(t)).token;
  [{ id: categoryId }] = await t.db.select().from(embargoCategories).where(eq(embargoCategories.code, 'medicines'));
});
afterAll(() => t.close());

const hours = {
  mon: ['09:00', '17:00'],
  tue: ['09:00', '17:00'],
  wed: ['09:00', '17:00'],
  thu: ['09:00', '17:00'],
  fri: ['09:00', '17:00'],
  sat: null,
  sun: null,
};
/** A valid body per kind, the field an update changes, and what the public call then shows. */
const KINDS: Record<string, { body: () => Record<string, unknown>; change: Record<string, unknown> }> = {
  embargo_category: {
    body: () => ({ code: 'test-cat', name_zh: '测试类', name_en: 'Test category', icon: 'x' }),
    change: { name_en: 'Renamed' },
  },
  embargo_item: {
    body: () => ({
      code: 'test-item',
      category_id: categoryId,
      name_zh: '测试药',
      name_en: 'Test drug',
      level: 'restricted',
      summary_en: 's',
    }),
    change: { level: 'prohibited' },
  },
  food: {
    body: () => ({
      code: 'test-food',
      name_zh: '测试饼干',
      name_en: 'Test biscuits',
      aliases: ['cookie'],
      status: 'allowed',
      channels: ['nz-food-health'],
    }),
    change: { status: 'restricted' },
  },
  article: {
    body: () => ({
      key: 'guide',
      version: '9',
      effective_on: '2026-02-01',
      title_zh: '指南',
      title_en: 'Guide',
      sections: [{ no: 1, title_zh: 'a', title_en: 'a', body_zh: 'b', body_en: 'b', route: null }],
    }),
    change: { title_en: 'Guide v9' },
  },
  activity: {
    body: () => ({ code: 'test-act', title_zh: '活动', title_en: 'Promo', starts_on: '2026-01-01', ends_on: '2026-01-31' }),
    change: { ends_on: '2026-02-28' },
  },
  faq: {
    body: () => ({ code: 'test-faq', category: 'payment', question_zh: '问', question_en: 'Q?', answer_zh: '答', answer_en: 'A.' }),
    change: { answer_en: 'Better answer.' },
  },
  warehouse: {
    body: () => ({
      code: 'test-wh',
      kind: 'warehouse',
      name_zh: '测试仓',
      name_en: 'Test warehouse',
      recipient: 'Parcel {member_code}',
      phone: '+6491234567',
      address_lines: ['1 Test Road ({member_code})'],
      city: 'Auckland',
      postcode: '1010',
      country: 'NZ',
      opening_hours: hours,
    }),
    change: { recipient: 'Receiving {member_code}' },
  },
  banner: {
    body: () => ({
      code: 'test-banner',
      title_zh: '横幅',
      title_en: 'Banner',
      route: '/pages/embargo/index',
      colors: { from: '#000', to: '#fff', text: '#fff' },
    }),
    change: { sort: -1 },
  },
  home_entry: {
    body: () => ({ code: 'test-entry', title_zh: '入口', title_en: 'Entry', route: '/pages/time-price/index', icon: 'x' }),
    change: { title_en: 'Entry 2' },
  },
};

describe.each(Object.entries(KINDS))('admin %s', (kind, { body, change }) => {
  it('creates, reads, updates, lists and deletes, answering both languages', async () => {
    const created = await post(t, `/api/admin/${kind}/create`, body(), { token: tokens.admin });
    expect(created.body.status).toBe(200);
    expect(created.body.data).toMatchObject(body());
    const { id } = created.body.data;
    expect((await get(t, `/api/admin/${kind}/detail/${id}`, { token: tokens.admin })).body.data).toEqual(created.body.data);
    const updated = await post(t, `/api/admin/${kind}/update/${id}`, change, { token: tokens.admin });
    expect(updated.body.data).toMatchObject({ ...body(), ...change });
    const listed = (
      await get(t, `/api/admin/${kind}/lst?page_size=50&keyword=${encodeURIComponent(String(body().code ?? body().version))}`, {
        token: tokens.admin,
      })
    ).body.data;
    expect(listed.list.map((r: { id: number }) => r.id)).toContain(id);
    expect((await post(t, `/api/admin/${kind}/create`, body(), { token: tokens.admin })).body.status).toBe(40001); // duplicate code
    expect((await post(t, `/api/admin/${kind}/delete/${id}`, {}, { token: tokens.admin })).body.status).toBe(200);
    expect((await get(t, `/api/admin/${kind}/detail/${id}`, { token: tokens.admin })).body.status).toBe(40004);
  });

  it('refuses customers and staff (40003) and callers without a token (401)', async () => {
    for (const token of [tokens.customer, tokens.staff]) {
      expect((await get(t, `/api/admin/${kind}/lst`, { token })).body.status).toBe(40003);
      expect((await post(t, `/api/admin/${kind}/create`, body(), { token })).body.status).toBe(40003);
      expect((await post(t, `/api/admin/${kind}/delete/1`, {}, { token })).body.status).toBe(40003);
    }
    expect((await post(t, `/api/admin/${kind}/create`, body())).http).toBe(401);
  });
});

describe('admin content validation', () => {
  it.each([
    ['embargo_item', { ...KINDS.embargo_item.body(), category_id: 999_999 }, '所属分类不存在', 'category: no such item'],
    ['embargo_item', { ...KINDS.embargo_item.body(), level: 'banned' }, '管控级别取值无效', 'level: must be one of prohibited, restricted'],
    [
      'food',
      { ...KINDS.food.body(), channels: ['au-food-health'] },
      '可寄线路中的线路“au-food-health”不存在',
      'channels: no such channel "au-food-health"',
    ],
    ['food', { ...KINDS.food.body(), name_zh: '   ' }, '中文名称不能只有空格', 'Chinese name: must not be only spaces'],
    [
      'article',
      { ...KINDS.article.body(), effective_on: '2026-02-30' },
      '生效日期不是有效日期',
      'effective date: not a real date (YYYY-MM-DD)',
    ],
    [
      'activity',
      { ...KINDS.activity.body(), ends_on: '2025-12-31' },
      '结束日期不能小于开始日期',
      'end date: must not be less than start date',
    ],
    ['warehouse', { ...KINDS.warehouse.body(), postcode: '12' }, '邮编', 'postcode'],
    [
      'warehouse',
      { ...KINDS.warehouse.body(), opening_hours: { ...hours, mon: ['17:00', '09:00'] } },
      '营业时间格式不正确',
      'opening hours: invalid format',
    ],
    ['banner', { ...KINDS.banner.body(), image_url: 'javascript:alert(1)' }, '图片格式不正确', 'image: invalid format'],
    [
      'banner',
      { ...KINDS.banner.body(), starts_on: '2026-03-01', ends_on: '2026-02-28' },
      '结束日期不能小于开始日期',
      'end date: must not be less than start date',
    ],
    ['home_entry', { ...KINDS.home_entry.body(), route: 'https://evil.example' }, '跳转页面格式不正确', 'app route: invalid format'],
    ['faq', { ...KINDS.faq.body(), category: 'gossip' }, '分类取值无效', 'category: must be one of'],
  ])('%s: refuses %j naming the field, writing nothing', async (kind, table, zh, en) => {
    // The table is built before beforeAll found the category: fill it in now.
    const body = { ...table, ...('category_id' in table && table.category_id === 0 ? { category_id: categoryId } : {}) };
    const before = JSON.stringify((await get(t, `/api/admin/${kind}/lst?page_size=50`, { token: tokens.admin })).body.data);
    expect((await post(t, `/api/admin/${kind}/create`, body, { token: tokens.admin })).body).toMatchObject({ status: 40001 });
    expect((await post(t, `/api/admin/${kind}/create`, body, { token: tokens.admin })).body.msg).toContain(zh);
    expect((await post(t, `/api/admin/${kind}/create`, body, { token: tokens.admin, lang: 'en' })).body.msg.startsWith(en)).toBe(true);
    expect(JSON.stringify((await get(t, `/api/admin/${kind}/lst?page_size=50`, { token: tokens.admin })).body.data)).toBe(before);
  });

  it('will not delete an embargo category that still has items', async () => {
    expect((await post(t, `/api/admin/embargo_category/delete/${categoryId}`, {}, { token: tokens.admin, lang: 'en' })).body).toEqual({
      status: 40003,
      msg: 'Other items still refer to it: delete or move them first',
    });
    expect((await get(t, `/api/admin/embargo_category/detail/${categoryId}`, { token: tokens.admin })).body.status).toBe(200);
  });

  it('an admin edit shows in the public answer in each language', async () => {
    const [row] = (await get(t, '/api/admin/home_entry/lst?keyword=Tracking', { token: tokens.admin })).body.data.list;
    await post(t, `/api/admin/home_entry/update/${row.id}`, { title_zh: '查件', title_en: 'Track a parcel' }, { token: tokens.admin });
    const entries = (lang?: string) =>
      get(t, '/api/home/lst', { lang }).then((a) => a.body.data.entries.find((e: { id: number }) => e.id === row.id).title);
    expect([await entries(), await entries('en')]).toEqual(['查件', 'Track a parcel']);
    await post(t, `/api/admin/home_entry/update/${row.id}`, { active: false }, { token: tokens.admin });
    expect((await get(t, '/api/home/lst')).body.data.entries.some((e: { id: number }) => e.id === row.id)).toBe(false);
  });
});

describe('transport protocol versions', () => {
  it('keeps a published version immutable; a new version takes over on its effective date', async () => {
    const [current] = await t.db.select().from(articles).where(eq(articles.key, 'transport_protocol'));
    for (const [url, body] of [
      [`/api/admin/article/update/${current.id}`, { title_en: 'Edited' }],
      [`/api/admin/article/delete/${current.id}`, {}],
    ] as const) {
      expect((await post(t, url, body, { token: tokens.admin, lang: 'en' })).body).toEqual({
        status: 40003,
        msg: 'A published version cannot be changed or deleted: create a new version',
      });
    }
    const [after] = await t.db.select().from(articles).where(eq(articles.id, current.id));
    expect(after).toEqual(current);

    const draft = await post(
      t,
      '/api/admin/article/create',
      {
        key: 'transport_protocol',
        version: '2027.1',
        effective_on: '2027-01-01',
        title_zh: '服务协议 2027',
        title_en: 'Service Agreement 2027',
        sections: [{ no: 1, title_zh: '定义', title_en: 'Definitions', body_zh: '……', body_en: '...', route: null }],
      },
      { token: tokens.admin },
    );
    expect(draft.body.data).toMatchObject({ published: false, published_at: null });
    expect(
      (await post(t, `/api/admin/article/update/${draft.body.data.id}`, { title_en: 'Service Agreement (2027)' }, { token: tokens.admin }))
        .body.status,
    ).toBe(200); // drafts can change
    expect((await get(t, '/api/article/versions/transport_protocol')).body.data.list).toHaveLength(1); // drafts are not shown
    expect(
      (await post(t, `/api/admin/article/update/${draft.body.data.id}`, { published: true }, { token: tokens.admin })).body.data.published,
    ).toBe(true);
    expect((await post(t, `/api/admin/article/update/${draft.body.data.id}`, { title_en: 'x' }, { token: tokens.admin })).body.status).toBe(
      40003,
    );

    t.clock.now = new Date('2026-12-31T10:00:00Z'); // 2026-12-31 23:00 in Auckland: not yet
    expect((await get(t, '/api/article/detail/transport_protocol')).body.data.version).toBe('2026.1');
    t.clock.now = new Date('2026-12-31T11:30:00Z'); // 2027-01-01 00:30 in Auckland
    expect((await get(t, '/api/article/detail/transport_protocol', { lang: 'en' })).body.data).toMatchObject({
      version: '2027.1',
      title: 'Service Agreement (2027)',
    });
    const versions = (await get(t, '/api/article/versions/transport_protocol')).body.data.list;
    expect(versions.map((v: { version: string; current: boolean }) => [v.version, v.current])).toEqual([
      ['2027.1', true],
      ['2026.1', false],
    ]);
    t.clock.now = new Date();
    expect(
      (
        await post(
          t,
          '/api/admin/article/create',
          { key: 'transport_protocol', version: '2027.1', effective_on: '2027-02-01', title_zh: 'x', title_en: 'x' },
          { token: tokens.admin, lang: 'en' },
        )
      ).body,
    ).toEqual({ status: 40001, msg: 'version: already used, choose another' });
  });
});
