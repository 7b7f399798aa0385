import { count, eq } from 'drizzle-orm';
import { DEMO_PASSWORD, get, passwordLogin, post, registerUser, startApp, type TestApp } from '../../../test/helpers';
import { openApiOperations } from '../../../test/openapi-walk';
import { auditLog, sites, users } from '../../db/schema';
import { siteToday } from '../content/today';

let t: TestApp;
const tokens: Record<string, string> = {};
let adminId: number;
const asAdmin = { token: '' };
beforeAll(async () => {
  t = await startApp();
  const admin = (await passwordLogin(t, 'admin', DEMO_PASSWORD)).body.data;
  tokens.admin = admin.token;
  asAdmin.token = admin.token;
  [{ id: adminId }] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  tokens.staff = (await passwordLogin(t, 'staff', DEMO_PASSWORD)).body.data.token;
  tokens.customer = (await registerUser(t)).token;
});
afterAll(() => t.close());

type Row = Record<string, unknown> & { id: number };
const rows = async (kind: string): Promise<Row[]> => (await get(t, `/api/admin/${kind}/lst?page_size=50`, asAdmin)).body.data.list;
const auditCount = async () => (await t.db.select({ n: count() }).from(auditLog))[0].n;
const lastAudit = async (query = '') => (await get(t, `/api/admin/audit/lst?page_size=1${query}`, asAdmin)).body.data.list[0];

/** One field of a stored row changed, whatever the kind holds. */
function change(row: Row): Record<string, unknown> {
  if (typeof row.sort === 'number') return { sort: row.sort + 7 };
  if (typeof row.capacity === 'number') return { capacity: row.capacity + 1 };
  if (typeof row.min_spend === 'number') return { min_spend: row.min_spend + 100 };
  if (typeof row.free_storage_days === 'number') return { free_storage_days: row.free_storage_days + 1 };
  return { reason_en: `${row.reason_en} (changed)` };
}

describe('every admin change is in the audit log', () => {
  beforeAll(async () => {
    // A depot closed one day: the only kind the seed has no row of.
    const depot = (await rows('warehouse')).find((w) => w.kind === 'depot')!;
    const made = await post(
      t,
      '/api/admin/depot_exception/create',
      { depot_id: depot.id, day: '2031-03-04', reason_zh: '盘点', reason_en: 'Stocktake' },
      asAdmin,
    );
    expect(made.body.status).toBe(200);
  });

  it.each([
    'channel',
    'goods_category',
    'embargo_category',
    'embargo_item',
    'food',
    'faq',
    'banner',
    'activity',
    'warehouse',
    'home_entry',
    'card_product',
    'coupon_template',
    'depot_exception',
    'slot_template',
    'site_operations',
  ])('%s: an update records the actor and each changed field old -> new', async (kind) => {
    const [row] = await rows(kind);
    const body = change(row);
    const [field] = Object.keys(body);
    const saved = await post(t, `/api/admin/${kind}/update/${row.id}`, body, asAdmin);
    expect(saved.body.status).toBe(200);

    const entry = await lastAudit(`&kind=${kind}&entity_id=${row.id}`);
    expect(entry).toMatchObject({ kind, entity_id: row.id, action: 'update', actor: { id: adminId, name: 'admin' } });
    expect(entry.changes).toEqual([{ field, old: row[field], new: body[field] }]);
  });

  it('a create records every field new, a soft delete active true -> false, a removal every field old', async () => {
    const faq = { code: 'audit-faq', category: 'shipping', question_zh: '问', question_en: 'Q?', answer_zh: '答', answer_en: 'A.' };
    const made = (await post(t, '/api/admin/faq/create', faq, asAdmin)).body.data;
    const created = await lastAudit('&kind=faq');
    expect(created).toMatchObject({ action: 'create', entity_id: made.id, label: 'audit-faq' });
    expect(created.changes).toContainEqual({ field: 'question_en', old: null, new: 'Q?' });

    await post(t, `/api/admin/faq/delete/${made.id}`, {}, asAdmin);
    const removed = await lastAudit('&kind=faq');
    expect(removed).toMatchObject({ action: 'delete', entity_id: made.id });
    expect(removed.changes).toContainEqual({ field: 'answer_en', old: 'A.', new: null });

    const [category] = await rows('goods_category');
    await post(t, `/api/admin/goods_category/delete/${category.id}`, {}, asAdmin);
    const off = await lastAudit('&kind=goods_category');
    expect(off).toMatchObject({ action: 'delete', entity_id: category.id });
    expect(off.changes).toEqual([{ field: 'active', old: true, new: false }]);
  });

  it('articles: a published version is never changed (nothing recorded); a new version is a create', async () => {
    const published = (await rows('article')).find((a) => a.key === 'transport_protocol' && a.published)!;
    const before = await auditCount();
    const refused = await post(t, `/api/admin/article/update/${published.id}`, { title_en: 'Edited' }, asAdmin);
    expect(refused.body.status).toBe(40003);
    expect(await auditCount()).toBe(before);

    const draft = {
      key: 'transport_protocol',
      version: '9.1',
      effective_on: '2031-01-01',
      title_zh: '运输协议',
      title_en: 'Transport protocol',
    };
    const made = (await post(t, '/api/admin/article/create', draft, asAdmin)).body.data;
    await post(t, `/api/admin/article/update/${made.id}`, { published: true }, asAdmin);
    const entry = await lastAudit(`&kind=article&entity_id=${made.id}`);
    expect(entry).toMatchObject({ action: 'update', label: 'transport_protocol 9.1' });
    expect(entry.changes.map((c: { field: string }) => c.field)).toEqual(['published', 'published_at']);
  });

  it('an update that changes nothing records nothing', async () => {
    const [row] = await rows('faq');
    const before = await auditCount();
    expect((await post(t, `/api/admin/faq/update/${row.id}`, { sort: row.sort }, asAdmin)).body.status).toBe(200);
    expect(await auditCount()).toBe(before);
  });

  it.each([
    [
      'channel',
      'create',
      {
        code: 'bad',
        name_zh: '坏',
        name_en: 'Bad',
        categories: ['general'],
        first_weight_g: 500,
        first_price: 1,
        step_g: 0,
        step_price: 1,
        max_weight_g: 1000,
        cny_rate_e4: 1,
        transit_days_min: 1,
        transit_days_max: 2,
        insurance_rate_bp: 0,
        insurance_min: 0,
        insurance_cap: 0,
      },
    ],
    ['channel', 'update', { max_weight_g: 1, min_charge_g: 500 }],
    ['faq', 'update', { code: 'Bad Code' }],
    ['banner', 'update', { starts_on: '2031-05-02', ends_on: '2031-05-01' }],
    ['food', 'update', { channels: ['no-such-line'] }],
    ['embargo_item', 'update', { category_id: 999_999 }],
    ['goods_category', 'update', { code: 'renamed' }],
    ['card_product', 'update', { price: -1 }],
  ])('%s %s with bad input: refused naming the field, nothing recorded', async (kind, action, body) => {
    const [row] = await rows(kind);
    const before = await auditCount();
    const url = action === 'create' ? `/api/admin/${kind}/create` : `/api/admin/${kind}/update/${row.id}`;
    const answer = await post(t, url, body, asAdmin);
    expect(answer.body.status).toBe(40001);
    expect(await auditCount()).toBe(before);
  });
});

describe('home banners with dates', () => {
  it('a banner shows from its start day to its end day (site zone) and disappears by itself after', async () => {
    const [site] = await t.db.select().from(sites);
    const today = siteToday(site, t.clock.now);
    const body = {
      code: 'audit-banner',
      title_zh: '限时',
      title_en: 'Limited',
      colors: { from: '#000', to: '#111', text: '#fff' },
      starts_on: today,
      ends_on: today,
    };
    expect((await post(t, '/api/admin/banner/create', body, asAdmin)).body.status).toBe(200);
    const codes = async () => (await get(t, '/api/home/lst')).body.data.banners.map((b: { code: string }) => b.code);
    expect(await codes()).toContain('audit-banner');
    t.clock.advance(86_400);
    expect(await codes()).not.toContain('audit-banner');
    t.clock.advance(-86_400);
  });
});

describe('admin settings outside the kit are in the audit log too', () => {
  it('invoice supplier details: each changed field old -> new', async () => {
    const before = (await get(t, '/api/admin/invoice_supplier', asAdmin)).body.data;
    const body = { ...before, company_name: 'Kiwi Parcels Limited', gst_number: '49-091-850', gst_rate_bp: 1500 };
    expect((await post(t, '/api/admin/invoice_supplier/update', body, asAdmin)).body.status).toBe(200);
    const entry = await lastAudit('&kind=invoice_supplier');
    expect(entry).toMatchObject({ action: 'update', entity_id: null, actor: { id: adminId } });
    expect(entry.changes).toContainEqual({ field: 'company_name', old: before.company_name, new: 'Kiwi Parcels Limited' });
    expect(entry.changes).toContainEqual({ field: 'gst_number', old: before.gst_number, new: '49091850' });
  });

  it('a WeChat template: created, then changed', async () => {
    const body = { event: 'parcel.checked_in', template_id: 'TPL-1', fields: { thing2: 'body' } };
    await post(t, '/api/admin/wechat_template/save', body, asAdmin);
    expect(await lastAudit('&kind=wechat_template')).toMatchObject({ action: 'create', label: 'parcel.checked_in' });
    await post(t, '/api/admin/wechat_template/save', { ...body, template_id: 'TPL-2' }, asAdmin);
    expect((await lastAudit('&kind=wechat_template')).changes).toEqual([{ field: 'template_id', old: 'TPL-1', new: 'TPL-2' }]);
  });

  it('the claims second-approval amount', async () => {
    const { dual_approval_above: old } = (await get(t, '/api/admin/claim_settings', asAdmin)).body.data;
    await post(t, '/api/admin/claim_settings/update', { dual_approval_above: old + 500 }, asAdmin);
    expect((await lastAudit('&kind=claim_settings')).changes).toEqual([{ field: 'dual_approval_above', old, new: old + 500 }]);
  });

  it('a refused settings change records nothing', async () => {
    const before = await auditCount();
    const bad = await post(
      t,
      '/api/admin/invoice_supplier/update',
      { company_name: 'X', company_address: 'Y', gst_number: '49-091-851', gst_rate_bp: 1500 },
      asAdmin,
    );
    expect(bad.body.status).toBe(40001);
    expect((await post(t, '/api/admin/claim_settings/update', { dual_approval_above: -1 }, asAdmin)).body.status).toBe(40001);
    expect(await auditCount()).toBe(before);
  });
});

describe('reading the audit log', () => {
  it('filters by actor and day, pages, and lists the kinds in the log', async () => {
    const all = (await get(t, '/api/admin/audit/lst?page_size=50', asAdmin)).body.data;
    expect(all.total).toBeGreaterThan(14);
    expect(all.kinds).toEqual(expect.arrayContaining(['channel', 'faq', 'slot_template']));
    const mine = (await get(t, `/api/admin/audit/lst?actor_id=${adminId}&from=2020-01-01&to=2099-12-31`, asAdmin)).body.data;
    expect(mine.total).toBe(all.total);
    expect((await get(t, `/api/admin/audit/lst?actor_id=${adminId + 1000}`, asAdmin)).body.data.total).toBe(0);
    expect((await get(t, '/api/admin/audit/lst?to=2020-01-01', asAdmin)).body.data.total).toBe(0);
    const second = (await get(t, '/api/admin/audit/lst?page=2&page_size=1', asAdmin)).body.data.list[0];
    expect(second.id).toBe(all.list[1].id);
  });

  it.each([
    ['from=2031-02-30', '开始日期', 'from'],
    ['from=2031-03-02&to=2031-03-01', '结束日期不能小于开始日期', 'to: must not be less than from'],
    ['kind=Bad Kind', '类型', 'kind'],
    ['entity_id=0', '记录', 'record'],
    ['actor_id=x', '操作人', 'changed by'],
    ['page_size=51', '每页数量', 'page size'],
  ])('bad filter %s: 40001 naming the field', async (query, zh, en) => {
    const cn = await get(t, `/api/admin/audit/lst?${encodeURI(query)}`, asAdmin);
    expect([cn.http, cn.body.status]).toEqual([200, 40001]);
    expect(cn.body.msg).toContain(zh);
    expect((await get(t, `/api/admin/audit/lst?${encodeURI(query)}`, { ...asAdmin, lang: 'en' })).body.msg.startsWith(en)).toBe(true);
  });
});

describe('only admins', () => {
  it('staff and customer tokens are refused on every admin call, before their input is read; no token is 401', async () => {
    const admin = (await openApiOperations(t.app)).filter((op) => op.path.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThan(60);
    const before = await auditCount();
    for (const op of admin) {
      const url = op.path.replace(/\{[a-z_]+\}/g, '1');
      for (const token of [tokens.staff, tokens.customer]) {
        const answer = op.method === 'GET' ? await get(t, url, { token }) : await post(t, url, {}, { token });
        expect([op.method, url, answer.body.status]).toEqual([op.method, url, 40003]);
      }
      const anonymous = op.method === 'GET' ? await get(t, url) : await post(t, url, {});
      expect([url, anonymous.http]).toEqual([url, 401]);
    }
    expect(await auditCount()).toBe(before);
  });
});
