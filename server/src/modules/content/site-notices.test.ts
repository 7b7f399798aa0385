import { DEMO_PASSWORD, get, passwordLogin, post, registerUser } from '../../../test/helpers';
import { inTransit, newCustomer, packedWaybill, packRequest, parcelInWarehouse, startWorld, type World } from '../waybill/test-support';

let w: World;
let admin: string;
beforeAll(async () => {
  w = await startWorld();
  admin = (await passwordLogin(w.t, 'admin', DEMO_PASSWORD)).body.data.token;
});
afterAll(() => w.t.close());

const auditOf = async (kind: string) => (await get(w.t, `/api/admin/audit/lst?kind=${kind}`, { token: admin })).body.data.list;
const KF = 'https://work.weixin.qq.com/kfid/kfc0123456789abcdef';

describe('customer service settings', () => {
  it('are edited by an admin, audited, and answered to customers with their user info in their language', async () => {
    const seeded = (await get(w.t, '/api/admin/customer_service', { token: admin })).body.data;
    expect(seeded).toMatchObject({ service_phone: '+6493001234', service_kf_url: '' });
    const body = {
      service_phone: '+64 9 300 1234',
      service_hours_zh: ' 周一至周五 9:00-17:00 ',
      service_hours_en: 'Mon-Fri 9am-5pm',
      service_kf_url: KF,
    };
    const saved = await post(w.t, '/api/admin/customer_service/update', body, { token: admin });
    expect(saved.body.data).toEqual({ ...body, service_hours_zh: '周一至周五 9:00-17:00' });

    const { token } = await registerUser(w.t);
    const zh = (await get(w.t, '/api/user/info', { token })).body.data.setting;
    expect(zh).toMatchObject({ service_phone: '+64 9 300 1234', service_hours: '周一至周五 9:00-17:00', service_kf_url: KF });
    expect((await get(w.t, '/api/user/info', { token, lang: 'en' })).body.data.setting.service_hours).toBe('Mon-Fri 9am-5pm');

    const [entry] = await auditOf('customer_service');
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'service_kf_url', old: '', new: KF },
        { field: 'service_phone', old: '+6493001234', new: '+64 9 300 1234' },
      ]),
    );
  });

  it.each([
    ['http://work.weixin.qq.com/kfid/kfc01', 'service_kf_url', '企业微信客服链接'],
    ['https://evil.example.com/kfid/kfc01', 'service_kf_url', '企业微信客服链接'],
    ['https://work.weixin.qq.com/other', 'service_kf_url', '企业微信客服链接'],
  ])('refuses the link %s, naming the field, and changes nothing', async (url, _field, name) => {
    const before = (await get(w.t, '/api/admin/customer_service', { token: admin })).body.data;
    const answer = await post(w.t, '/api/admin/customer_service/update', { ...before, service_kf_url: url }, { token: admin });
    expect(answer.body.status).toBe(40001);
    expect(answer.body.msg).toContain(name);
    expect((await get(w.t, '/api/admin/customer_service', { token: admin })).body.data).toEqual(before);
  });

  it('refuses a phone that is not one, in English too', async () => {
    const before = (await get(w.t, '/api/admin/customer_service', { token: admin })).body.data;
    const answer = await post(
      w.t,
      '/api/admin/customer_service/update',
      { ...before, service_phone: 'call us' },
      { token: admin, lang: 'en' },
    );
    expect(answer.body).toMatchObject({ status: 40001 });
    expect(answer.body.msg).toMatch(/customer service phone/);
  });

  it('is for admins only', async () => {
    const { token } = await registerUser(w.t);
    expect((await get(w.t, '/api/admin/customer_service', { token })).body.status).toBe(40003);
    expect((await post(w.t, '/api/admin/announcement/update', {}, { token: w.staff })).body.status).toBe(40003);
  });
});

describe('the announcement bar', () => {
  const on = {
    active: true,
    text_zh: '春节期间仓库暂停收货',
    text_en: 'The warehouse is closed over Chinese New Year',
    route: '/pages/mine/guide/index',
  };
  const shown = async (lang?: string) => (await get(w.t, '/api/home/lst', { lang })).body.data.announcement;

  it('shows on home in the caller language only while switched on and within its days (site zone)', async () => {
    expect(await shown()).toBeNull();
    // 2026-06-01T00:00Z is 12:00 on 1 June in Auckland.
    const saved = await post(
      w.t,
      '/api/admin/announcement/update',
      { ...on, starts_on: '2026-06-01', ends_on: '2026-06-02' },
      { token: admin },
    );
    expect(saved.body.data).toMatchObject({ active: true, starts_on: '2026-06-01', ends_on: '2026-06-02' });
    expect(await shown()).toEqual({ text: on.text_zh, route: on.route });
    expect(await shown('en')).toEqual({ text: on.text_en, route: on.route });
    w.t.clock.advance(2 * 86_400); // 3 June in Auckland
    expect(await shown()).toBeNull();
    w.t.clock.advance(-2 * 86_400);
    await post(w.t, '/api/admin/announcement/update', { ...on, active: false, starts_on: null, ends_on: null }, { token: admin });
    expect(await shown()).toBeNull();
    expect((await auditOf('announcement'))[0].changes).toEqual(expect.arrayContaining([{ field: 'active', old: true, new: false }]));
  });

  it.each([
    ['no English text while on', { ...on, text_en: '  ', starts_on: null, ends_on: null }, '英文公告'],
    ['an end before the start', { ...on, starts_on: '2026-06-05', ends_on: '2026-06-01' }, '结束日期'],
    ['a day that does not exist', { ...on, starts_on: '2026-02-30', ends_on: null }, '开始日期'],
    ['a link outside the app', { ...on, route: 'https://example.com', starts_on: null, ends_on: null }, '跳转页面'],
  ])('refuses %s naming the field, and changes nothing', async (_label, body, name) => {
    const before = (await get(w.t, '/api/admin/announcement', { token: admin })).body.data;
    const answer = await post(w.t, '/api/admin/announcement/update', body, { token: admin });
    expect(answer.body.status).toBe(40001);
    expect(answer.body.msg).toContain(name);
    expect((await get(w.t, '/api/admin/announcement', { token: admin })).body.data).toEqual(before);
  });
});

describe('home counters', () => {
  it('count my parcels in the warehouse, waybills to pay and in transit; none signed out; not another customer', async () => {
    expect((await get(w.t, '/api/home/lst')).body.data.counters).toBeNull();
    const me = await newCustomer(w.t);
    const other = await newCustomer(w.t);
    const counters = async (token: string) => (await get(w.t, '/api/home/lst', { token })).body.data.counters;
    expect(await counters(me.token)).toEqual({ in_warehouse: 0, pending_payment: 0, in_transit: 0 });

    await parcelInWarehouse(w, me);
    await parcelInWarehouse(w, me);
    await packRequest(w, me); // its parcel is packing now: no longer "in warehouse"
    await packedWaybill(w, me);
    await inTransit(w, me);
    await parcelInWarehouse(w, other);

    expect(await counters(me.token)).toEqual({ in_warehouse: 2, pending_payment: 1, in_transit: 1 });
    // Each is what the list it opens shows.
    const parcels = (await get(w.t, '/api/parcel/lst?status=in_warehouse', { token: me.token })).body.data;
    const waybills = (await get(w.t, '/api/order/lst', { token: me.token })).body.data.counts;
    expect(parcels.total).toBe(2);
    expect(waybills).toMatchObject({ pending_payment: 1, in_transit: 1 });
    expect(await counters(other.token)).toEqual({ in_warehouse: 1, pending_payment: 0, in_transit: 0 });
  });
});
