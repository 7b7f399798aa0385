/** The welcome coupon reaches every new customer however the account is made: WeChat sign-in, either site. */
import { and, count, eq } from 'drizzle-orm';
import { type FakeServer, startFakeServer } from '../../../test/fake-server';
import { DEMO_MOBILE, DEMO_PASSWORD, get, passwordLogin, post, PRIVACY_VERSION, startApp, type TestApp } from '../../../test/helpers';
import { activities, cardProducts, coupons, couponTemplates } from '../../db/schema';
import { seed } from '../../db/seed';
import { quickCustomer } from '../card/test-support';

const MP = { appId: 'wxmp0001', secret: 'mp-secret' };

let wechat: FakeServer;
let t: TestApp;
beforeAll(async () => {
  // Plays api.weixin.qq.com's jscode2session: the code `<person>-<n>` belongs to <person>.
  wechat = await startFakeServer((request) => {
    const q = request.url.searchParams;
    const ok = request.url.pathname === '/sns/jscode2session' && q.get('appid') === MP.appId && q.get('secret') === MP.secret;
    const person = q.get('js_code')?.split('-')[0];
    return {
      contentType: 'text/plain',
      body: ok ? { openid: `mp-${person}`, session_key: 'sk', unionid: `union-${person}` } : { errcode: 40029, errmsg: 'invalid code' },
    };
  });
  t = await startApp({ env: { WECHAT_API_BASE: wechat.url, WECHAT_MP_APPID: MP.appId, WECHAT_MP_SECRET: MP.secret } });
});
afterAll(async () => {
  await t.close();
  await wechat.close();
});

it('is given to an account made by a WeChat sign-in, once', async () => {
  const first = await post(t, '/api/wxlogin', { code: 'carol-1', privacy_version: PRIVACY_VERSION });
  expect(first.body.data).toMatchObject({ isFirstLogin: true });
  const mine = await get(t, '/api/user/coupon/lst', { token: first.body.data.token, lang: 'en' });
  expect(mine.body.data.list.map((c: { name: string; description: string }) => [c.name, c.description])).toEqual([
    ['Welcome coupon', 'NZ$5.00 off orders of NZ$30.00 or more, first paid waybill only'],
  ]);

  const again = await post(t, '/api/wxlogin', { code: 'carol-2', privacy_version: PRIVACY_VERSION });
  expect(again.body.data.isFirstLogin).toBe(false);
  expect((await get(t, '/api/user/coupon/lst', { token: again.body.data.token })).body.data.total).toBe(1);
});

it("comes from the customer's own site, in its currency", async () => {
  const au = await quickCustomer(t, 2);
  const mine = await get(t, '/api/user/coupon/lst', { token: au.token, site: '2', lang: 'en' });
  expect(mine.body.data.list.map((c: { name: string; currency: string; value: number }) => [c.name, c.currency, c.value])).toEqual([
    ['Welcome coupon', 'AUD', 500],
  ]);
  expect((await get(t, '/api/user/coupon/lst', { token: au.token })).body.status).toBe(40000); // a site-2 session is no session on site 1
});

it('is held by the seeded demo customer; seeding again adds no product, template or coupon', async () => {
  const demo = (await passwordLogin(t, DEMO_MOBILE, DEMO_PASSWORD)).body.data.token as string;
  const held = await get(t, '/api/user/coupon/lst', { token: demo, lang: 'en' });
  expect(held.body.data.list.map((c: { name: string }) => c.name)).toEqual(['Welcome coupon']);
  const rows = async () =>
    Promise.all([cardProducts, couponTemplates, coupons].map(async (table) => (await t.db.select({ n: count() }).from(table))[0].n));
  const before = await rows();
  await seed(t.db, { demo: true, now: t.clock.now });
  expect(await rows()).toEqual(before);
});

describe('the seeded summer activity (1 Nov 2026 - 28 Feb 2027)', () => {
  const summerOf = async (siteId: number) =>
    (
      await t.db
        .select()
        .from(activities)
        .where(and(eq(activities.siteId, siteId), eq(activities.code, 'summer-2026-27')))
    )[0];

  it('is added with its coupon to a database seeded before it, once', async () => {
    for (const siteId of [1, 2]) await t.db.delete(couponTemplates).where(eq(couponTemplates.activityId, (await summerOf(siteId)).id));
    await t.db.delete(activities).where(eq(activities.code, 'summer-2026-27'));
    await seed(t.db, { demo: true, now: t.clock.now });
    const templates = async () => (await t.db.select({ n: count() }).from(couponTemplates))[0].n;
    const after = await templates();
    await seed(t.db, { demo: true, now: t.clock.now });
    expect(await templates()).toBe(after);
    for (const siteId of [1, 2]) {
      expect(
        await t.db
          .select()
          .from(couponTemplates)
          .where(eq(couponTemplates.activityId, (await summerOf(siteId)).id)),
      ).toHaveLength(1);
    }
  });

  it.each([
    [1, 'NZD'],
    [2, 'AUD'],
  ])('offers site %i a coupon to claim on 21 November 2026, once per customer', async (siteId, currency) => {
    t.clock.now = new Date('2026-11-21T00:00:00Z');
    const site = String(siteId);
    const listed = (await get(t, '/api/activity/lst', { site, lang: 'en' })).body.data.list;
    expect(listed[0]).toMatchObject({ code: 'summer-2026-27', status: 'ongoing', starts_on: '2026-11-01', ends_on: '2027-02-28' });
    const buyer = await quickCustomer(t, siteId);
    const offer = (await get(t, `/api/coupon/claimable?activity_id=${listed[0].id}`, { token: buyer.token, site, lang: 'en' })).body.data
      .list;
    expect(offer).toEqual([
      expect.objectContaining({
        name: 'Summer shipping: 8.00 off',
        description: `${currency === 'AUD' ? 'A$' : 'NZ$'}8.00 off orders of ${currency === 'AUD' ? 'A$' : 'NZ$'}50.00 or more`,
        currency,
        value: 800,
        min_spend: 5000,
        valid_text: 'Valid for 30 days after claiming',
        remaining: 1000,
        per_user_limit: 1,
        can_claim: true,
      }),
    ]);
    const claim = () => post(t, '/api/coupon/claim', { template_id: offer[0].template_id }, { token: buyer.token, site, lang: 'en' });
    expect((await claim()).body).toMatchObject({ status: 200, data: { status: 'unused', value: 800 } });
    expect((await claim()).body.status).toBe(42022);
    t.clock.now = new Date();
  });
});
