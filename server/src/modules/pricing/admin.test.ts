import { asc, eq } from 'drizzle-orm';
import { DEMO_PASSWORD, get, passwordLogin, post, registerUser, startApp, type TestApp } from '../../../test/helpers';
import { channels } from '../../db/schema';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startApp();
  tokens.admin = (await passwordLogin(t, 'admin', DEMO_PASSWORD)).body.data.token;
  tokens.staff = (await passwordLogin(t, 'staff', DEMO_PASSWORD)).body.data.token;
  tokens.customer = (await registerUser(t)).token;
});
afterAll(() => t.close());

const channel = {
  code: 'nz-test-line',
  name_zh: '测试线',
  name_en: 'Test line',
  categories: ['general', 'food'],
  first_weight_g: 500,
  first_price: 800,
  step_g: 500,
  step_price: 400,
  volumetric_divisor: 6000,
  min_charge_g: 500,
  max_weight_g: 20_000,
  max_declared_value: 20_000,
  cny_limit: 100_000,
  cny_rate_e4: 45_000,
  item_limits: [{ category: 'food', max: 10, max_weight_g: null, note_zh: '食品最多10件', note_en: 'At most 10 food items' }],
  transit_days_min: 7,
  transit_days_max: 12,
  insurance_rate_bp: 300,
  insurance_min: 500,
  insurance_cap: 100_000,
};
const snapshot = async () => JSON.stringify(await t.db.select().from(channels).orderBy(asc(channels.id)));

describe('admin channels', () => {
  it('creates a channel that the quote then prices, and answers both languages', async () => {
    const created = await post(t, '/api/admin/channel/create', channel, { token: tokens.admin });
    expect(created.body.status).toBe(200);
    expect(created.body.data).toMatchObject({
      ...channel,
      active: true,
      requires_id: true,
      clearance: 'CC',
      name_zh: '测试线',
      name_en: 'Test line',
    });
    const detail = await get(t, `/api/admin/channel/detail/${created.body.data.id}`, { token: tokens.admin });
    expect(detail.body.data).toEqual(created.body.data);
    const quote = await post(t, '/api/price/quote', { weight_g: 1200, declared_value: 1000, category: 'food' });
    const line = quote.body.data.quotes.find((q: { channel: { code: string } }) => q.channel.code === 'nz-test-line');
    expect(line.breakdown).toMatchObject({ chargeable_g: 1500, first_price: 800, additional_steps: 2, total: 1600 });
  });

  it('updates the given fields only, and the price follows', async () => {
    const [row] = await t.db.select().from(channels).where(eq(channels.code, 'nz-test-line'));
    const updated = await post(t, `/api/admin/channel/update/${row.id}`, { step_price: 500 }, { token: tokens.admin });
    expect(updated.body.data).toMatchObject({ step_price: 500, first_price: 800, name_en: 'Test line' });
    const quote = await post(t, '/api/price/quote', { weight_g: 1200, declared_value: 1000, category: 'food' });
    expect(quote.body.data.quotes.find((q: { channel: { code: string } }) => q.channel.code === 'nz-test-line').breakdown.total).toBe(1800);
  });

  it('delete deactivates: the row stays, the quote and the table no longer offer it', async () => {
    const [row] = await t.db.select().from(channels).where(eq(channels.code, 'nz-test-line'));
    const deleted = await post(t, `/api/admin/channel/delete/${row.id}`, {}, { token: tokens.admin });
    expect(deleted.body.data.active).toBe(false);
    const [kept] = await t.db.select().from(channels).where(eq(channels.id, row.id));
    expect(kept.active).toBe(false);
    const table = (await get(t, '/api/price/channels?page_size=50')).body.data.list;
    expect(table.some((c: { code: string }) => c.code === 'nz-test-line')).toBe(false);
    const quote = (await post(t, '/api/price/quote', { weight_g: 1200, declared_value: 1000, category: 'food' })).body.data.quotes;
    expect(quote.some((q: { channel: { code: string } }) => q.channel.code === 'nz-test-line')).toBe(false);
    const listed = await get(t, '/api/admin/channel/lst?active=false', { token: tokens.admin });
    expect(listed.body.data.list.map((c: { code: string }) => c.code)).toEqual(['nz-test-line']);
  });

  it.each([
    [{ ...channel, code: 'x1', step_g: 0 }, '续重单位', 'additional-weight step'],
    [{ ...channel, code: 'x2', first_price: -1 }, '首重价格', 'first-weight price'],
    [
      { ...channel, code: 'x3', max_weight_g: 400, min_charge_g: 500 },
      '最大重量不能小于最低计费重量',
      'maximum weight: must not be less than minimum charge weight',
    ],
    [
      { ...channel, code: 'x4', categories: ['general', 'rocket_fuel'] },
      '可寄物品类别中的物品类别“rocket_fuel”不存在',
      'accepted goods categories: no such goods category "rocket_fuel"',
    ],
    [{ ...channel, code: 'x5', item_limits: [{ category: 'rocket_fuel', max: 1 }] }, '每箱件数限制', 'per-box item limits'],
    [
      { ...channel, code: 'x6', transit_days_max: 3 },
      '最长时效不能小于最短时效',
      'longest transit days: must not be less than shortest transit days',
    ],
    [{ ...channel, code: 'x7', volumetric_divisor: 0 }, '体积重系数', 'volumetric divisor'],
    [{ ...channel, code: 'nz-general-economy' }, '编码已存在', 'code: already used'],
    [{ ...channel, code: 'x8', name_zh: '' }, '中文名称', 'Chinese name'],
    [{ ...channel, code: 'x9', name_en: 'x'.repeat(81) }, '英文名称', 'English name'],
    [{ ...channel, code: 'Bad Code' }, '编码', 'code'],
  ])('refuses a bad channel naming the field, writing nothing (%#)', async (body, zh, en) => {
    const before = await snapshot();
    const cn = await post(t, '/api/admin/channel/create', body, { token: tokens.admin });
    expect([cn.http, cn.body.status]).toEqual([200, 40001]);
    expect(cn.body.msg).toContain(zh);
    expect((await post(t, '/api/admin/channel/create', body, { token: tokens.admin, lang: 'en' })).body.msg.startsWith(en)).toBe(true);
    expect(await snapshot()).toBe(before);
  });

  it('checks an update against the whole row (max below the stored minimum)', async () => {
    const [row] = await t.db.select().from(channels).where(eq(channels.code, 'nz-milk-powder-6'));
    const before = await snapshot();
    const answer = await post(
      t,
      `/api/admin/channel/update/${row.id}`,
      { max_weight_g: row.minChargeG - 1 },
      { token: tokens.admin, lang: 'en' },
    );
    expect(answer.body).toEqual({ status: 40001, msg: 'maximum weight: must not be less than minimum charge weight' });
    expect(await snapshot()).toBe(before);
  });

  it("lets only admins in: no token 401, customer and staff 40003; another site's channel is not found", async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/channel/lst'],
      ['GET', '/api/admin/channel/detail/1'],
      ['POST', '/api/admin/channel/create'],
      ['POST', '/api/admin/channel/update/1'],
      ['POST', '/api/admin/channel/delete/1'],
    ] as const) {
      const call = (token?: string) => (method === 'GET' ? get(t, url, { token }) : post(t, url, channel, { token }));
      expect((await call()).http).toBe(401);
      expect((await call(tokens.customer)).body.status).toBe(40003);
      expect((await call(tokens.staff)).body.status).toBe(40003);
    }
    const [au] = await t.db.select().from(channels).where(eq(channels.code, 'au-general-economy'));
    expect((await get(t, `/api/admin/channel/detail/${au.id}`, { token: tokens.admin })).body.status).toBe(40004);
    expect((await post(t, `/api/admin/channel/delete/${au.id}`, {}, { token: tokens.admin })).body.status).toBe(40004);
  });

  it('lists with paging and keyword', async () => {
    const page = (await get(t, '/api/admin/channel/lst?page=1&page_size=2&keyword=milk', { token: tokens.admin })).body.data;
    expect(page).toMatchObject({ total: 1, page: 1, page_size: 2 });
    expect(page.list[0]).toMatchObject({
      code: 'nz-milk-powder-6',
      name_zh: '新西兰奶粉6罐包税线',
      name_en: 'NZ Milk Powder 6-Tin (duty included)',
    });
    expect((await get(t, '/api/admin/channel/lst?page_size=51', { token: tokens.admin, lang: 'en' })).body.msg).toMatch(/^page size/);
  });
});

describe('admin goods categories', () => {
  it('creates one channels may then use, and refuses to rename its code', async () => {
    const created = await post(
      t,
      '/api/admin/goods_category/create',
      { code: 'wool', name_zh: '羊毛制品', name_en: 'Wool goods', postal_tax_rate_pct: 20 },
      { token: tokens.admin },
    );
    expect(created.body.data).toMatchObject({ code: 'wool', hint_zh: '', active: true });
    expect(
      (await post(t, '/api/admin/channel/create', { ...channel, code: 'wool-line', categories: ['wool'] }, { token: tokens.admin })).body
        .status,
    ).toBe(200);
    const renamed = await post(
      t,
      `/api/admin/goods_category/update/${created.body.data.id}`,
      { code: 'wool2' },
      { token: tokens.admin, lang: 'en' },
    );
    expect(renamed.body).toEqual({ status: 40001, msg: 'code: cannot be changed once created' });
  });
});
