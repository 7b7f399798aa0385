/**
 * Delivery against local fakes of WeChat (cgi-bin/stable_token, subscribeMessage.send) and Twilio: the quota
 * (+1 per acceptance, -1 per send, 0 on 43101), field limits, one token for every send, fallback to SMS, and a
 * delivery that keeps failing: retried with growing delays, then on the staff dead-letter list, retried from there.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { NotificationEvent } from '@contract/notification';
import { type FakeServer, type SeenRequest, startFakeServer } from '../../../test/fake-server';
import { DEMO_PASSWORD, get, passwordLogin, post, startApp, type TestApp } from '../../../test/helpers';
import { notificationOutbox, sites, subscribeQuotas, users, wechatIdentities } from '../../db/schema';
import { createUser } from '../user/accounts';
import { DELIVER_RETRIES } from './deliver';
import { notify } from './outbox';

const MP = { appId: 'wxmp0001', secret: 'mp-secret' };
const TEMPLATE = 'tplParcelIn_01';
let wechat: FakeServer;
let twilio: FakeServer;
let t: TestApp;
let userId: number;
let token: string;
let admin: string;
let staff: string;
const fakes = { wechatErrcode: 0, twilioDown: false };

function wechatAnswer(r: SeenRequest) {
  if (r.url.pathname === '/cgi-bin/stable_token') {
    const body = JSON.parse(r.body);
    return body.appid === MP.appId && body.secret === MP.secret
      ? { access_token: `token-${wechat.requests.length}`, expires_in: 7200 }
      : { errcode: 40125, errmsg: 'invalid appsecret' };
  }
  if (r.url.pathname === '/cgi-bin/message/subscribe/send') {
    if (!r.url.searchParams.get('access_token')?.startsWith('token-')) return { errcode: 40001, errmsg: 'invalid credential' };
    const errcode = fakes.wechatErrcode;
    return { errcode, errmsg: errcode === 43101 ? 'user refuse to accept the msg' : 'ok' };
  }
  return { errcode: 40066, errmsg: 'invalid url' };
}

beforeAll(async () => {
  wechat = await startFakeServer((r) => ({ contentType: 'text/plain', body: wechatAnswer(r) }));
  twilio = await startFakeServer(() =>
    fakes.twilioDown
      ? { status: 503, body: { code: 20500, message: 'Service unavailable', status: 503 } }
      : { status: 201, body: { sid: 'SM1', status: 'queued' } },
  );
  t = await startApp({
    env: {
      WECHAT_API_BASE: wechat.url,
      WECHAT_MP_APPID: MP.appId,
      WECHAT_MP_SECRET: MP.secret,
      SMS_PROVIDER: 'twilio',
      TWILIO_BASE_URL: twilio.url,
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 'secret',
      TWILIO_FROM: 'Parcel',
    },
  });
  const [site] = await t.db.select().from(sites).where(eq(sites.id, 1));
  const user = await createUser(t.db, t.clock.now, { site, mobile: '+64215550101', nickname: 'Kim', password: DEMO_PASSWORD });
  userId = user.id;
  await t.db.insert(wechatIdentities).values({ siteId: 1, userId, kind: 'mp', openid: 'mp-kim' });
  token = (await passwordLogin(t, '+64215550101', DEMO_PASSWORD)).body.data.token;
  admin = (await passwordLogin(t, 'admin', DEMO_PASSWORD)).body.data.token;
  staff = (await passwordLogin(t, 'staff', DEMO_PASSWORD)).body.data.token;
  for (const event of ['parcel.checked_in', 'waybill.awaiting_payment']) {
    const saved = await post(
      t,
      '/api/admin/wechat_template/save',
      { event, template_id: TEMPLATE, fields: { character_string1: 'no', thing2: 'body', phrase3: 'title' } },
      { token: admin },
    );
    expect(saved.body.status).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
  await wechat.close();
  await twilio.close();
});

let seq = 0;
const happen = (event: NotificationEvent) =>
  t.db.transaction((tx) =>
    notify(tx, {
      siteId: 1,
      userId,
      event,
      payload: { no: `NZ77000${++seq}`, amount: 'NZ$12.00' },
      dedupeKey: String(seq),
      link: '/pages/mine/my-parcel/index?id=9',
    }),
  );
const rows = () => t.db.select().from(notificationOutbox).where(eq(notificationOutbox.userId, userId)).orderBy(notificationOutbox.id);
const quota = async () =>
  (
    await t.db
      .select()
      .from(subscribeQuotas)
      .where(and(eq(subscribeQuotas.userId, userId), eq(subscribeQuotas.templateId, TEMPLATE)))
  )[0]?.remaining ?? 0;
const sends = () => wechat.requests.filter((r) => r.url.pathname === '/cgi-bin/message/subscribe/send');
const accept = () => post(t, '/api/message/subscribe', { accepted: [TEMPLATE, 'tplNotOurs'] }, { token });

it("asks for the templates of the tapped events; each acceptance allows one send, with fields cut to WeChat's limits", async () => {
  expect((await get(t, '/api/message/templates?events=parcel.checked_in,nope', { token })).body.data).toEqual({ template_ids: [TEMPLATE] });
  expect((await accept()).body.data).toEqual({ counted: 1 });
  expect(await quota()).toBe(1);
  await happen('parcel.checked_in');
  await t.app.jobs.runDue();
  expect((await rows()).map((r) => [r.channel, r.status])).toEqual([['wechat', 'sent']]);
  expect(await quota()).toBe(0);
  const sent = JSON.parse(sends()[0].body);
  expect(sent).toMatchObject({ touser: 'mp-kim', template_id: TEMPLATE, page: 'pages/mine/my-parcel/index?id=9', lang: 'zh_CN' });
  expect(sent.data.character_string1.value).toBe('NZ770001');
  expect(Array.from(sent.data.thing2.value as string)).toHaveLength(20);
  expect(sent.data.thing2.value).toMatch(/…$/);
  expect(sent.data.phrase3.value).toBe('包裹已入库');
});

it('no acceptance left: WeChat is skipped and the SMS fallback goes out', async () => {
  await happen('waybill.awaiting_payment');
  await t.app.jobs.runDue(); // the WeChat row
  await t.app.jobs.runDue(); // its fallback
  expect((await rows()).slice(1).map((r) => [r.channel, r.status, r.lastError])).toEqual([
    ['wechat', 'skipped', 'no subscribe acceptance left'],
    ['sms', 'sent', ''],
  ]);
  expect(sends()).toHaveLength(1);
  expect(twilio.requests).toHaveLength(1);
});

it('errcode 43101 zeroes the quota (not given back) and falls back', async () => {
  await accept();
  await accept();
  expect(await quota()).toBe(2);
  fakes.wechatErrcode = 43101;
  await happen('waybill.awaiting_payment');
  await t.app.jobs.runDue();
  await t.app.jobs.runDue();
  fakes.wechatErrcode = 0;
  expect(await quota()).toBe(0);
  const [wx, sms] = (await rows()).slice(3);
  expect([wx.status, wx.lastError]).toEqual(['skipped', expect.stringContaining('43101')]);
  expect(sms.status).toBe('sent');
});

it('one access token for every send, fetched once', async () => {
  expect(wechat.requests.filter((r) => r.url.pathname === '/cgi-bin/stable_token')).toHaveLength(1);
});

it('a delivery that keeps failing is retried with growing delays, then dead-lettered; staff see it and retry it', async () => {
  fakes.twilioDown = true;
  await t.db.transaction((tx) =>
    notify(tx, { siteId: 1, userId, event: 'waybill.problem_flagged', payload: { no: 'NZ9', reason: 'x' }, dedupeKey: 'dl' }),
  );
  const delays: number[] = [];
  for (let i = 0; i <= DELIVER_RETRIES; i++) {
    await t.app.jobs.runDue();
    const { rows: waiting } = (await t.db.execute(
      sql`select extract(epoch from start_after - now())::int as s from pgboss.job where name = 'notification-deliver' and state = 'retry'`,
    )) as unknown as { rows: { s: number }[] };
    if (waiting[0]) delays.push(Number(waiting[0].s));
  }
  expect(delays).toHaveLength(DELIVER_RETRIES);
  expect(delays[DELIVER_RETRIES - 1]).toBeGreaterThan(delays[0]);
  const [row] = (await rows()).filter((r) => r.dedupeKey === 'waybill.problem_flagged:dl');
  expect(row).toMatchObject({ channel: 'sms', status: 'failed', attempts: DELIVER_RETRIES + 1 });
  expect(row.lastError).toContain('503');

  const dead = (await get(t, '/api/staff/job/dead/lst', { token: staff })).body.data;
  expect(dead.total).toBe(1);
  expect(dead.list[0]).toMatchObject({ queue: 'notification-deliver', data: { outboxId: row.id }, error: expect.stringContaining('503') });
  expect((await get(t, '/api/staff/job/dead/lst', { token })).body.status).toBe(40003);

  const notUuid = await post(t, `/api/staff/job/dead/retry/${'-'.repeat(36)}`, {}, { token: staff, lang: 'en' });
  expect([notUuid.http, notUuid.body.status, notUuid.body.msg]).toEqual([200, 40001, expect.stringContaining('id')]);
  expect((await post(t, '/api/staff/job/dead/retry/00000000-0000-4000-8000-000000000000', {}, { token: staff })).body.status).toBe(40004);

  fakes.twilioDown = false;
  expect((await post(t, `/api/staff/job/dead/retry/${dead.list[0].id}`, {}, { token: staff })).body.status).toBe(200);
  expect((await post(t, `/api/staff/job/dead/retry/${dead.list[0].id}`, {}, { token: staff })).body.status).toBe(40004);
  await t.app.jobs.runDue();
  expect((await rows()).find((r) => r.id === row.id)!.status).toBe('sent');
  expect((await get(t, '/api/staff/job/dead/lst', { token: staff })).body.data.total).toBe(0);
});

it("staff resend one delivery from the customer's log", async () => {
  const log = (await get(t, `/api/staff/notification/lst?user_id=${userId}`, { token: staff })).body.data;
  const [{ memberCode }] = await t.db.select({ memberCode: users.memberCode }).from(users).where(eq(users.id, userId));
  expect((await get(t, `/api/staff/notification/lst?member_code=${memberCode}`, { token: staff })).body.data.total).toBe(log.total);
  const sms = log.list.find((r: { channel: string; status: string }) => r.channel === 'sms' && r.status === 'sent');
  const before = twilio.requests.length;
  expect((await post(t, `/api/staff/notification/resend/${sms.id}`, {}, { token: staff })).body.data).toMatchObject({
    status: 'pending',
    attempts: 0,
  });
  await t.app.jobs.runDue();
  expect(twilio.requests).toHaveLength(before + 1);
  expect((await post(t, '/api/staff/notification/resend/999999', {}, { token: staff })).body.status).toBe(40004);
});

it('a template field key the jsonb column cannot hold (control characters) is refused by name, nothing saved', async () => {
  const before = (await get(t, '/api/admin/wechat_template/lst', { token: admin })).body.data.list;
  const bad = await post(
    t,
    '/api/admin/wechat_template/save',
    { event: 'parcel.checked_in', template_id: TEMPLATE, fields: { 'thing\u00001': 'body' } },
    { token: admin, lang: 'en' },
  );
  expect([bad.http, bad.body.status, bad.body.msg]).toEqual([200, 40001, expect.stringContaining('fields')]);
  expect((await get(t, '/api/admin/wechat_template/lst', { token: admin })).body.data.list).toEqual(before);
});

it("lists every customer's messages of the site by status, channel and days in the site zone, with the event's title", async () => {
  const [au] = await t.db.select().from(sites).where(eq(sites.id, 2));
  const other = await createUser(t.db, t.clock.now, { site: au, mobile: '+61415550102', nickname: 'Lee', password: DEMO_PASSWORD });
  const row = (siteId: number, user: number, key: string, at: string, status: 'sent' | 'failed', channel: 'sms' | 'email') => ({
    siteId,
    userId: user,
    event: 'waybill.paid' as const,
    channel,
    position: 0,
    payload: { no: key },
    dedupeKey: `list-${key}`,
    status,
    createdAt: new Date(at),
  });
  // Auckland is UTC+13 in January: 12:00Z on the 10th is 01:00 on the 11th there.
  await t.db
    .insert(notificationOutbox)
    .values([
      row(1, userId, 'a', '2026-01-09T23:00:00Z', 'sent', 'sms'),
      row(1, userId, 'b', '2026-01-10T12:00:00Z', 'failed', 'email'),
      row(2, other.id, 'c', '2026-01-10T01:00:00Z', 'sent', 'sms'),
    ]);
  const list = async (query: string, lang = 'zh-cn') => (await get(t, `/api/staff/notification/lst?${query}`, { token: staff, lang })).body;
  const keys = async (query: string) => (await list(query)).data.list.map((r: { created_at: string }) => r.created_at);
  const [{ memberCode }] = await t.db.select({ memberCode: users.memberCode }).from(users).where(eq(users.id, userId));
  const day10 = await list('from=2026-01-10&to=2026-01-10', 'en');
  expect(day10.data.list).toEqual([
    expect.objectContaining({ event: 'waybill.paid', title: 'Waybill paid', member_code: memberCode, status: 'sent', channel: 'sms' }),
  ]);
  expect(day10.data.total).toBe(1);
  expect(await keys('from=2026-01-10&to=2026-01-11&order=asc')).toEqual(['2026-01-09T23:00:00.000Z', '2026-01-10T12:00:00.000Z']);
  expect(await keys('from=2026-01-10&to=2026-01-11')).toEqual(['2026-01-10T12:00:00.000Z', '2026-01-09T23:00:00.000Z']);
  expect(await keys('from=2026-01-10&to=2026-01-11&status=failed&channel=email')).toEqual(['2026-01-10T12:00:00.000Z']);
  expect(await keys('from=2026-01-10&to=2026-01-11&channel=wechat')).toEqual([]);
  expect((await list('from=2026-01-10&to=2026-01-11')).data.list[0].title).toBe('运单已支付');
  expect(await list('from=2026-01-11&to=2026-01-10', 'en')).toMatchObject({ status: 40001, msg: expect.stringContaining('to') });
  expect(await list('from=2026-02-30', 'en')).toMatchObject({ status: 40001, msg: expect.stringContaining('from') });
  expect(await list('status=lost', 'en')).toMatchObject({ status: 40001, msg: expect.stringContaining('status') });
});
