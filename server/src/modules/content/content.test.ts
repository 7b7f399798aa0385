import { asc, eq } from 'drizzle-orm';
import { get, post, registerUser, startApp, type TestApp } from '../../../test/helpers';
import { embargoItems, users } from '../../db/schema';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startApp();
  ({ token } = await registerUser(t));
});
afterAll(() => t.close());

const codes = (list: { code: string }[]) => list.map((x) => x.code);

describe('food query', () => {
  it('finds manuka honey by "manuka", "MANUKA" and "蜂蜜", with its line and limit', async () => {
    for (const keyword of ['manuka', 'MANUKA', '蜂蜜', 'comvita']) {
      const list = (await get(t, `/api/food/lst?keyword=${encodeURIComponent(keyword)}`, { lang: 'en' })).body.data.list;
      expect(codes(list)).toContain('manuka_honey');
    }
    const [honey] = (await get(t, '/api/food/lst?keyword=manuka', { lang: 'en' })).body.data.list;
    expect(honey).toMatchObject({
      name: 'Manuka honey',
      status: 'allowed',
      channels: [{ code: 'nz-food-health', name: 'NZ Food & Health' }],
    });
    expect(honey.limit).toMatch(/3 kg/);
    const zh = (await get(t, '/api/food/lst?keyword=manuka')).body.data.list[0];
    expect(zh).toMatchObject({ name: '麦卢卡蜂蜜', channels: [{ name: '新西兰食品保健品线' }] });
  });

  it('says jerky is prohibited, with no line', async () => {
    const [jerky] = (await get(t, '/api/food/lst?keyword=jerky', { lang: 'en' })).body.data.list;
    expect(jerky).toMatchObject({ code: 'jerky', status: 'prohibited', channels: [] });
    expect(jerky.note).toMatch(/Meat/);
  });

  it('treats LIKE wildcards as text, and pages', async () => {
    expect((await get(t, '/api/food/lst?keyword=%25')).body.data.total).toBe(0);
    const page = (await get(t, '/api/food/lst?page=2&page_size=5')).body.data;
    expect(page).toMatchObject({ page: 2, page_size: 5 });
    expect(page.list).toHaveLength(5);
    expect(page.total).toBeGreaterThan(10);
    expect((await get(t, '/api/food/lst?keyword=' + 'x'.repeat(51), { lang: 'en' })).body).toEqual({
      status: 40001,
      msg: 'keyword: at most 50 characters',
    });
  });
});

describe('prohibited goods', () => {
  it('lists categories with items, and a keyword keeps only matching items', async () => {
    const all = (await get(t, '/api/embargo/lst', { lang: 'en' })).body.data;
    expect(all.total).toBeGreaterThan(5);
    expect(codes(all.list)).toContain('medicines');
    const batteries = (await get(t, '/api/embargo/lst?keyword=power%20bank', { lang: 'en' })).body.data.list;
    expect(codes(batteries)).toEqual(['batteries']);
    expect(codes(batteries[0].items)).toContain('loose_lithium_batteries');
    const whole = all.list.find((c: { code: string }) => c.code === 'batteries');
    expect(batteries[0].items.length).toBeLessThan(whole.items.length);
    expect(batteries[0].items.map((i: { level: string }) => i.level)).toContain('prohibited');
    expect((await get(t, '/api/embargo/lst?keyword=zzzzzz')).body.data).toMatchObject({ list: [], total: 0 });
  });

  it('shows one item in full in each language, and 40004 for an unknown id', async () => {
    const [row] = await t.db.select().from(embargoItems).orderBy(asc(embargoItems.id)).limit(1);
    const en = (await get(t, `/api/embargo/detail/${row.id}`, { lang: 'en' })).body.data;
    expect(en).toMatchObject({
      id: row.id,
      name: row.nameEn,
      detail: row.detailEn,
      category: { code: 'dangerous_goods', name: 'Dangerous goods' },
    });
    const zh = (await get(t, `/api/embargo/detail/${row.id}`)).body.data;
    expect(zh).toMatchObject({ name: row.nameZh, category: { name: '危险品' } });
    expect((await get(t, '/api/embargo/detail/999999')).body).toEqual({ status: 40004, msg: '内容不存在' });
    expect((await get(t, '/api/embargo/detail/abc', { lang: 'en' })).body).toEqual({
      status: 40001,
      msg: 'id: wrong type, expected integer',
    });
  });
});

describe('articles', () => {
  it('answers the transport protocol in force in each language, with the whole text', async () => {
    const zh = (await get(t, '/api/article/detail/transport_protocol')).body.data;
    expect(zh).toMatchObject({ key: 'transport_protocol', version: '2026.1', effective_on: '2026-01-01', title: '国际包裹转运服务协议' });
    expect(zh.sections.length).toBeGreaterThan(10);
    expect(zh.text).toContain(zh.sections[0].body);
    const en = (await get(t, '/api/article/detail/transport_protocol', { lang: 'en' })).body.data;
    expect(en.title).toBe('International Parcel Forwarding Service Agreement');
    for (const key of ['pack_rule', 'guide']) expect((await get(t, `/api/article/detail/${key}`)).body.status).toBe(200);
    const guide = (await get(t, '/api/article/detail/guide', { lang: 'en' })).body.data;
    expect(guide.sections[1]).toMatchObject({ no: 2, route: '/pages/store-address/index' });
    expect((await get(t, '/api/article/detail/privacy', { lang: 'en' })).body.msg).toMatch(/^article: must be one of/);
  });
});

describe('FAQ, activities, home', () => {
  it('searches the FAQ in both languages and filters by category', async () => {
    const en = (await get(t, '/api/faq/lst?keyword=CNY%201000', { lang: 'en' })).body.data;
    expect(en.list.length).toBeGreaterThan(0);
    expect(en.categories).toContainEqual({ code: 'customs', name: 'Customs and duty' });
    const customs = (await get(t, '/api/faq/lst?category=customs&page_size=50')).body.data.list;
    expect(customs.length).toBeGreaterThan(0);
    expect(customs.every((f: { category: string }) => f.category === 'customs')).toBe(true);
    expect((await get(t, '/api/faq/lst?category=weather', { lang: 'en' })).body.msg).toMatch(/^category: must be one of/);
  });

  it('lists started activities with their period, ongoing first', async () => {
    t.clock.now = new Date('2026-03-10T00:00:00Z');
    const list = (await get(t, '/api/activity/lst', { lang: 'en' })).body.data.list;
    expect(list.map((a: { code: string; status: string }) => [a.code, a.status])).toEqual([
      ['kg-card-spring-2026', 'ongoing'],
      ['welcome-2026', 'ongoing'],
      ['cny-2026', 'ended'],
    ]);
    expect(list[0]).toMatchObject({ starts_on: '2026-03-01', ends_on: '2026-04-30' });
    const detail = (await get(t, `/api/activity/detail/${list[0].id}`)).body.data;
    expect(detail.body.length).toBeGreaterThan(20);
    const future = (await get(t, '/api/activity/lst?page_size=50')).body.data.list;
    expect(codes(future)).not.toContain('double-11-2026');
    t.clock.now = new Date();
  });

  it('answers the home page: banners and entries in order, in the language', async () => {
    const en = (await get(t, '/api/home/lst', { lang: 'en' })).body.data;
    expect(en.banners[0]).toMatchObject({
      code: 'milk-powder-line',
      title: 'Milk powder lines, duty included',
      route: '/pages/time-price/index',
    });
    expect(codes(en.entries).slice(0, 3)).toEqual(['store_address', 'freight_trial', 'time_price']);
    expect((await get(t, '/api/home/lst')).body.data.entries[0].title).toBe('仓库地址');
  });

  it('shows a dated banner from its first day to its last (NZ calendar), then no more', async () => {
    const at = async (iso: string) => {
      t.clock.now = new Date(iso);
      return codes((await get(t, '/api/home/lst')).body.data.banners);
    };
    expect(await at('2026-01-04T10:59:00Z')).not.toContain('cny-2026'); // 4 Jan 23:59 in Auckland
    expect(await at('2026-01-04T11:00:00Z')).toContain('cny-2026'); // 5 Jan 00:00
    expect(await at('2026-02-06T10:59:00Z')).toContain('cny-2026'); // 6 Feb 23:59
    expect(await at('2026-02-06T11:00:00Z')).toEqual(['milk-powder-line', 'embargo-check']); // 7 Feb: gone
    t.clock.now = new Date();
  });
});

describe('warehouse addresses', () => {
  it("writes the signed-in customer's member code into the address, ready to copy", async () => {
    const [me] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, (await get(t, '/api/user/info', { token })).body.data.user.id));
    const data = (await get(t, '/api/warehouse/lst', { token, lang: 'en' })).body.data;
    expect(data.member_code).toBe(me.memberCode);
    const [akl] = data.warehouses;
    // Just registered: the nickname is the masked mobile, no name for a shop to print: the code alone.
    expect(me.nickname).toContain('****');
    expect(data.recipient_name).toBe('');
    expect(akl.recipient).toBe(me.memberCode);
    expect(akl.address_lines[0]).toBe(`Unit 5, 88 Springs Road (${me.memberCode})`);
    expect(akl.full_text).toBe(
      `Recipient: ${me.memberCode}\nPhone: +6493001234\nAddress: Unit 5, 88 Springs Road (${me.memberCode}), East Tamaki, Auckland 2013, New Zealand`,
    );
    expect(JSON.stringify(data)).not.toContain('*');
    expect(JSON.stringify(data)).not.toContain('{member_code}');
    expect(data.depots.length).toBeGreaterThan(0);
    expect(data.depots[0].opening_hours[0]).toEqual({ day: 'mon', label: 'Mon', open: '10:00', close: '18:00' });
    expect(data.depots[0].opening_hours[6]).toEqual({ day: 'sun', label: 'Sun', open: null, close: null });
    const zh = (await get(t, '/api/warehouse/lst', { token })).body.data;
    expect(zh.warehouses[0].full_text.startsWith('收件人: ')).toBe(true);
  });

  it('puts the name the customer chose before the code', async () => {
    const other = await registerUser(t);
    await post(t, '/api/user/edit', { nickname: 'Li Na' }, { token: other.token });
    const data = (await get(t, '/api/warehouse/lst', { token: other.token, lang: 'en' })).body.data;
    expect(data.recipient_name).toBe('Li Na');
    expect(data.warehouses[0].recipient).toBe(`Li Na ${data.member_code}`);
    expect(data.warehouses[0].full_text.startsWith(`Recipient: Li Na ${data.member_code}\n`)).toBe(true);
  });

  it('gives another customer their own code, and asks for a sign-in', async () => {
    const other = await registerUser(t);
    const mine = (await get(t, '/api/warehouse/lst', { token })).body.data.member_code;
    const theirs = (await get(t, '/api/warehouse/lst', { token: other.token })).body.data;
    expect(theirs.member_code).not.toBe(mine);
    expect(JSON.stringify(theirs)).not.toContain(mine);
    expect((await get(t, '/api/warehouse/lst')).http).toBe(401);
  });
});
