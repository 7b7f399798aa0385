import { and, count, eq } from 'drizzle-orm';
import { get, post } from '../../../test/helpers';
import { activities, coupons, couponTemplates, payments, sites } from '../../db/schema';
import { type Customer, quickCustomer, registered, startWorld, type World } from '../card/test-support';
import { createUser } from '../user/accounts';

let w: World;
let me: Customer;
beforeAll(async () => {
  w = await startWorld();
  me = await registered(w.t);
});
afterAll(() => w.t.close());

const DAY = 86_400;
const couponsOf = async (userId: number) => (await w.t.db.select({ n: count() }).from(coupons).where(eq(coupons.userId, userId)))[0].n;
const issuedCount = async (id: number) => (await w.t.db.select().from(couponTemplates).where(eq(couponTemplates.id, id)))[0].issuedCount;
const heldFrom = async (userId: number, templateId: number) =>
  (
    await w.t.db
      .select({ n: count() })
      .from(coupons)
      .where(and(eq(coupons.userId, userId), eq(coupons.templateId, templateId)))
  )[0].n;
const couponTotal = async () => (await w.t.db.select({ n: count() }).from(coupons))[0].n;

let activitySeq = 0;
/** Set-up: an activity of site 1 running from `from` to `to` (site days). */
async function activity(from = '2026-05-01', to = '2026-06-30', siteId = 1): Promise<number> {
  const [row] = await w.t.db
    .insert(activities)
    .values({ siteId, code: `test-${++activitySeq}`, titleZh: '测试活动', titleEn: 'Test activity', startsOn: from, endsOn: to })
    .returning();
  return row.id;
}

async function template(body: Record<string, unknown>, token = w.admin, site?: string): Promise<number> {
  const answer = await post(
    w.t,
    '/api/admin/coupon_template/create',
    {
      name_zh: '活动券',
      name_en: 'Activity coupon',
      kind: 'amount',
      value: 300,
      valid_days: 14,
      trigger: 'activity',
      ...body,
    },
    { token, site },
  );
  if (answer.body.status !== 200) throw new Error(JSON.stringify(answer.body));
  return answer.body.data.id;
}

const claim = (c: Customer, templateId: number, lang = 'en') =>
  post(w.t, '/api/coupon/claim', { template_id: templateId }, { token: c.token, lang });

describe('the welcome coupon on registration', () => {
  it("is in a new customer's unused coupons, described in the request language", async () => {
    const zh = await get(w.t, '/api/user/coupon/lst', { token: me.token });
    expect(zh.body.data).toEqual({
      list: [
        {
          id: expect.any(Number),
          template_id: expect.any(Number),
          name: '新人首单券',
          kind: 'amount',
          value: 500,
          max_off: null,
          min_spend: 3000,
          currency: 'NZD',
          channels: [],
          starts_at: w.t.clock.now.toISOString(),
          expires_at: new Date(w.t.clock.now.getTime() + 30 * DAY * 1000).toISOString(),
          status: 'unused',
          used_at: null,
          waybill_no: null,
          description: '满 NZ$30.00 减 NZ$5.00,仅限首个付款运单',
        },
      ],
      total: 1,
      page: 1,
      page_size: 20,
      counts: { unused: 1, used: 0, expired: 0 },
    });
    const en = await get(w.t, '/api/user/coupon/lst', { token: me.token, lang: 'en' });
    expect(en.body.data.list[0]).toMatchObject({
      name: 'Welcome coupon',
      description: 'NZ$5.00 off orders of NZ$30.00 or more, first paid waybill only',
    });
  });

  it('is not given to staff accounts', async () => {
    const [site] = await w.t.db.select().from(sites).where(eq(sites.id, 1));
    const staff = await createUser(w.t.db, w.t.clock.now, {
      site,
      username: 'staff2',
      role: 'staff',
      nickname: 'Staff 2',
      password: 'Demo12345',
    });
    expect(await couponsOf(staff.id)).toBe(0);
  });

  it('stops at its total limit; registering still works', async () => {
    const [welcome] = await w.t.db
      .select()
      .from(couponTemplates)
      .where(and(eq(couponTemplates.siteId, 1), eq(couponTemplates.trigger, 'registration')));
    const limit = welcome.issuedCount + 1;
    const set = await post(w.t, `/api/admin/coupon_template/update/${welcome.id}`, { total_limit: limit }, { token: w.admin });
    expect(set.body.data).toMatchObject({ total_limit: limit, issued_count: welcome.issuedCount });
    const last = await registered(w.t);
    const late = await registered(w.t);
    expect([await couponsOf(last.user.id), await couponsOf(late.user.id)]).toEqual([1, 0]);
    expect(await issuedCount(welcome.id)).toBe(limit);
    await post(w.t, `/api/admin/coupon_template/update/${welcome.id}`, { total_limit: null }, { token: w.admin });
  });
});

describe('claiming on an activity', () => {
  let running: number;
  let tpl: number;
  beforeAll(async () => {
    running = await activity();
    tpl = await template({
      activity_id: running,
      kind: 'percent',
      value: 10,
      max_off: 1000,
      channel_codes: ['nz-food-health'],
      total_limit: 100,
    });
  });

  it('lists what the activity offers; signed out it says to sign in', async () => {
    const out = await get(w.t, `/api/coupon/claimable?activity_id=${running}`, { lang: 'en' });
    expect(out.body.data.list).toEqual([
      {
        template_id: tpl,
        activity_id: running,
        name: 'Activity coupon',
        description: '10% off, up to NZ$10.00',
        kind: 'percent',
        value: 10,
        max_off: 1000,
        min_spend: 0,
        currency: 'NZD',
        channels: [{ code: 'nz-food-health', name: 'NZ Food & Health' }],
        valid_text: 'Valid for 14 days after claiming',
        remaining: 100,
        claimed: 0,
        per_user_limit: 1,
        can_claim: false,
        reason_code: 'sign_in',
        reason: 'Sign in to claim it',
      },
    ]);
    const zh = await get(w.t, `/api/coupon/claimable?activity_id=${running}`, { token: me.token });
    expect(zh.body.data.list[0]).toMatchObject({
      description: '9 折,最多减 NZ$10.00',
      valid_text: '领取后 14 天内有效',
      can_claim: true,
      reason_code: null,
      reason: null,
    });
  });

  it('gives me the coupon once; a second claim is 42022 and writes nothing', async () => {
    const first = await claim(me, tpl);
    expect(first.body).toMatchObject({ status: 200, msg: 'Claimed: it is in My coupons' });
    expect(first.body.data).toMatchObject({
      template_id: tpl,
      name: 'Activity coupon',
      kind: 'percent',
      value: 10,
      max_off: 1000,
      status: 'unused',
      starts_at: w.t.clock.now.toISOString(),
      expires_at: new Date(w.t.clock.now.getTime() + 14 * DAY * 1000).toISOString(),
      description: '10% off, up to NZ$10.00',
    });
    const before = await couponsOf(me.user.id);
    expect((await claim(me, tpl)).body).toEqual({ status: 42022, msg: 'You already have it (at most 1 per customer)' });
    expect((await claim(me, tpl, 'zh-cn')).body).toEqual({ status: 42022, msg: '每人限领1张,您已领取' });
    expect(await couponsOf(me.user.id)).toBe(before);
    expect(await issuedCount(tpl)).toBe(1);
    const listed = await get(w.t, `/api/coupon/claimable?activity_id=${running}`, { token: me.token, lang: 'en' });
    expect(listed.body.data.list[0]).toMatchObject({ remaining: 99, claimed: 1, can_claim: false, reason_code: 'claimed' });
  });

  it('stops at the total limit', async () => {
    const scarce = await template({ activity_id: running, total_limit: 1 });
    const [a, b] = [await quickCustomer(w.t), await quickCustomer(w.t)];
    expect((await claim(a, scarce)).body.status).toBe(200);
    expect((await claim(b, scarce)).body).toEqual({ status: 42022, msg: 'All of these coupons have been claimed' });
    expect(await heldFrom(b.user.id, scarce)).toBe(0);
    const listed = await get(w.t, `/api/coupon/claimable?activity_id=${running}`, { token: b.token, lang: 'en' });
    expect(listed.body.data.list.find((c: { template_id: number }) => c.template_id === scarce)).toMatchObject({
      remaining: 0,
      can_claim: false,
      reason: 'All of these coupons have been claimed',
    });
  });

  it('gives exactly total_limit coupons to 50 customers claiming at once', async () => {
    const ten = await template({ activity_id: running, total_limit: 10 });
    const crowd = await Promise.all(Array.from({ length: 50 }, () => quickCustomer(w.t)));
    const answers = await Promise.all(crowd.map((c) => claim(c, ten)));
    const statuses = answers.map((a) => a.body.status);
    expect([statuses.filter((s) => s === 200).length, statuses.filter((s) => s === 42022).length]).toEqual([10, 40]);
    expect((await w.t.db.select({ n: count() }).from(coupons).where(eq(coupons.templateId, ten)))[0].n).toBe(10);
    expect(await issuedCount(ten)).toBe(10);
  });

  it('gives one customer tapping ten times at once exactly one coupon', async () => {
    const once = await template({ activity_id: running });
    const c = await quickCustomer(w.t);
    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(c, once)));
    expect(answers.filter((a) => a.body.status === 200)).toHaveLength(1);
    expect(await heldFrom(c.user.id, once)).toBe(1);
    expect(await issuedCount(once)).toBe(1);
  });

  it('refuses an activity that has not started or has ended (42022), writing nothing', async () => {
    const later = await template({ activity_id: await activity('2026-06-02', '2026-06-30') });
    const over = await template({ activity_id: await activity('2026-05-01', '2026-05-31') });
    const before = await couponTotal();
    expect((await claim(me, later)).body).toEqual({ status: 42022, msg: 'The activity has not started yet' });
    expect((await claim(me, over, 'zh-cn')).body).toEqual({ status: 42022, msg: '活动已结束' });
    expect(await couponTotal()).toBe(before);
    expect([await issuedCount(later), await issuedCount(over)]).toEqual([0, 0]);
    // 2026-06-01T00:00Z is noon of 1 June in Auckland: the activity starting on 2 June has not started there.
    expect(
      (await get(w.t, '/api/coupon/claimable', { token: me.token })).body.data.list.find(
        (c: { template_id: number }) => c.template_id === later,
      ).reason_code,
    ).toBe('not_started');
  });

  it("answers 40004 for an inactive template, a non-activity template and another site's template", async () => {
    const off = await template({ activity_id: running, active: false });
    const manual = await template({ trigger: 'manual' });
    const auTpl = await template({ activity_id: await activity('2026-05-01', '2026-06-30', 2) }, w.auAdmin, '2');
    const before = await couponTotal();
    for (const id of [off, manual, auTpl, 999_999]) {
      expect((await claim(me, id)).body).toEqual({ status: 40004, msg: 'No such coupon, or it is no longer given out' });
    }
    expect(await couponTotal()).toBe(before);
    expect((await get(w.t, '/api/coupon/claimable?activity_id=999999', { lang: 'en' })).body).toEqual({
      status: 40004,
      msg: 'No such activity',
    });
  });
});

describe('my coupon tabs', () => {
  it('moves an unused coupon to expired when the clock passes its end; a used one stays used', async () => {
    const c = await quickCustomer(w.t);
    const act = await activity('2026-05-01', '2026-12-31');
    const short = await template({ activity_id: act, valid_days: 3 });
    const long = await template({ activity_id: act, valid_days: 30 });
    const a = (await claim(c, short)).body.data;
    const b = (await claim(c, long)).body.data;
    // Set-up: using a coupon is the payment module's; here it is held by a pending payment as a payment would.
    const [payment] = await w.t.db
      .insert(payments)
      .values({
        siteId: 1,
        userId: c.user.id,
        no: 'PTESTCOUPON1',
        purpose: 'waybill',
        idempotencyKey: 'coupon-tabs-1',
        status: 'pending',
        currency: 'NZD',
        amount: 300,
        couponId: b.id,
        couponAmount: 300,
        createdAt: w.t.clock.now,
      })
      .returning();
    await w.t.db.update(coupons).set({ status: 'used', usedAt: w.t.clock.now, paymentId: payment.id }).where(eq(coupons.id, b.id));
    // The welcome coupon (30 days) stays unused throughout.
    expect((await get(w.t, '/api/user/coupon/lst', { token: c.token })).body.data.counts).toEqual({ unused: 2, used: 1, expired: 0 });
    w.t.clock.advance(3 * DAY);
    const expired = await get(w.t, '/api/user/coupon/lst?status=expired', { token: c.token });
    expect(expired.body.data.list.map((x: { id: number; status: string }) => [x.id, x.status])).toEqual([[a.id, 'expired']]);
    expect(expired.body.data.counts).toEqual({ unused: 1, used: 1, expired: 1 });
    const used = await get(w.t, '/api/user/coupon/lst?status=used', { token: c.token });
    expect(used.body.data.list.map((x: { id: number; status: string; used_at: string }) => [x.id, x.status])).toEqual([[b.id, 'used']]);
    w.t.clock.advance(-3 * DAY);
  });
});

describe('staff issue', () => {
  let manual: number;
  beforeAll(async () => {
    manual = await template({ trigger: 'manual', kind: 'amount', value: 1000, min_spend: 5000, total_limit: 2 });
  });

  it('gives a customer a coupon by member code; limits hold', async () => {
    const given = await post(
      w.t,
      '/api/staff/coupon/issue',
      { template_id: manual, member_code: me.user.memberCode.toLowerCase() },
      { token: w.staff, lang: 'en' },
    );
    expect(given.body).toMatchObject({
      status: 200,
      msg: 'Coupon given',
      data: { template_id: manual, description: 'NZ$10.00 off orders of NZ$50.00 or more', status: 'unused' },
    });
    const again = await post(
      w.t,
      '/api/staff/coupon/issue',
      { template_id: manual, member_code: me.user.memberCode },
      { token: w.staff, lang: 'en' },
    );
    expect(again.body.status).toBe(42022);
  });

  it('answers 40004 for an unknown member code and 40003 for customers; nothing written', async () => {
    const before = await couponTotal();
    expect(
      (await post(w.t, '/api/staff/coupon/issue', { template_id: manual, member_code: 'NZ000000' }, { token: w.staff, lang: 'en' })).body,
    ).toEqual({ status: 40004, msg: 'No customer has this member code' });
    expect(
      (await post(w.t, '/api/staff/coupon/issue', { template_id: manual, member_code: me.user.memberCode }, { token: me.token })).body
        .status,
    ).toBe(40003);
    expect(await couponTotal()).toBe(before);
  });
});

describe('admin of templates', () => {
  const base = { name_zh: '券', name_en: 'Coupon', kind: 'amount', value: 100, valid_days: 7, trigger: 'manual' };
  const refused = async (body: Record<string, unknown>, zh: unknown, en: string) => {
    const before = (await w.t.db.select({ n: count() }).from(couponTemplates))[0].n;
    expect((await post(w.t, '/api/admin/coupon_template/create', { ...base, ...body }, { token: w.admin })).body).toEqual({
      status: 40001,
      msg: zh,
    });
    expect((await post(w.t, '/api/admin/coupon_template/create', { ...base, ...body }, { token: w.admin, lang: 'en' })).body).toEqual({
      status: 40001,
      msg: en,
    });
    expect((await w.t.db.select({ n: count() }).from(couponTemplates))[0].n).toBe(before);
  };

  it('refuses templates that do not hold together, naming the field', async () => {
    await refused({ kind: 'percent', value: 150 }, '优惠额度须在 1 到 100 之间(百分比)', 'discount: a percentage from 1 to 100');
    await refused(
      { valid_from: '2026-06-01T00:00:00Z', valid_to: '2026-07-01T00:00:00Z' },
      expect.stringContaining('二选一'),
      'days valid: give either days after issue or a start and an end, not both',
    );
    await refused(
      { valid_days: null, valid_from: '2026-07-01T00:00:00Z', valid_to: '2026-06-01T00:00:00Z' },
      '结束时间须晚于开始时间',
      'valid to: must be after valid from',
    );
    await refused({ trigger: 'activity' }, '请填写活动', 'activity: required');
    await refused({ activity_id: 1 }, '只有活动领取的优惠券才能关联活动', 'activity: only for coupons claimed on an activity');
    await refused({ channel_codes: ['nope'] }, '适用线路中的线路“nope”不存在', 'lines: no such channel "nope"');
  });

  it('refuses a total limit below what was issued', async () => {
    const id = await template({ trigger: 'manual', total_limit: 5 });
    for (const c of [me, await quickCustomer(w.t)]) {
      expect(
        (await post(w.t, '/api/staff/coupon/issue', { template_id: id, member_code: c.user.memberCode }, { token: w.staff })).body.status,
      ).toBe(200);
    }
    const answer = await post(w.t, `/api/admin/coupon_template/update/${id}`, { total_limit: 1 }, { token: w.admin, lang: 'en' });
    expect(answer.body).toEqual({ status: 40001, msg: 'total limit: must not be less than number issued' });
    expect((await w.t.db.select().from(couponTemplates).where(eq(couponTemplates.id, id)))[0].totalLimit).toBe(5);
  });

  it('gives a fixed window to every coupon of the template', async () => {
    const id = await template({
      activity_id: await activity(),
      valid_days: null,
      valid_from: '2026-05-15T12:00:00.000Z',
      valid_to: '2026-06-15T12:00:00.000Z',
    });
    const c = await quickCustomer(w.t);
    const got = await claim(c, id);
    expect(got.body.data).toMatchObject({ starts_at: '2026-05-15T12:00:00.000Z', expires_at: '2026-06-15T12:00:00.000Z' });
    const listed = await get(w.t, '/api/coupon/claimable', { token: c.token, lang: 'en' });
    expect(listed.body.data.list.find((x: { template_id: number }) => x.template_id === id).valid_text).toBe(
      'Valid 2026-05-16 to 2026-06-15',
    );
  });
});
