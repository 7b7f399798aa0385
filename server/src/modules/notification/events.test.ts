/**
 * A waybill's whole life through the staff and payment APIs: each step leaves exactly one inbox message and one
 * outbox row per reachable channel; the customer reads them in their language, marks them read; staff see the log.
 */
import { eq } from 'drizzle-orm';
import { DEFAULT_PREFS } from '@contract/notification';
import { get, post } from '../../../test/helpers';
import { notificationOutbox, waybills } from '../../db/schema';
import { type Customer, newCustomer, packedWaybill, payWithWallet, startWorld, type World } from '../waybill/test-support';

let w: World;
let c: Customer;
let waybillId: number;
beforeAll(async () => {
  w = await startWorld();
  c = await newCustomer(w.t);
  const made = await packedWaybill(w, c); // declared, checked in, packed and priced
  waybillId = made.id;
  await payWithWallet(w.t, c.token, made.id);
  const staff = { token: w.staff };
  await post(w.t, '/api/staff/order/dispatch', { ids: [made.id] }, staff);
  await post(w.t, `/api/staff/order/problem/${made.id}`, { reason_zh: '海关查验', reason_en: 'held by customs' }, staff);
  await post(w.t, `/api/staff/order/problem/clear/${made.id}`, {}, staff);
  await post(w.t, `/api/staff/order/handover/${made.id}`, { carrier_code: 'SF', carrier_no: 'SF1234567890' }, staff);
  await post(w.t, `/api/staff/order/delivered/${made.id}`, {}, staff);
  // Pressing delivered again changes nothing and tells nobody twice.
  await post(w.t, `/api/staff/order/delivered/${made.id}`, {}, staff);
});
afterAll(() => w.t.close());

const EVENTS = [
  'waybill.delivered',
  'waybill.handed_over',
  'waybill.problem_cleared',
  'waybill.problem_flagged',
  'waybill.dispatched',
  'waybill.paid',
  'waybill.awaiting_payment',
  'parcel.checked_in',
];

it("one inbox message per step, newest first, in the reader's language, each linking to its page", async () => {
  const zh = await get(w.t, '/api/message/lst?page_size=50', { token: c.token });
  expect(zh.body.data.list.map((m: { event: string }) => m.event)).toEqual(EVENTS);
  expect(zh.body.data).toMatchObject({ total: 8, unread: 8 });
  const en = await get(w.t, '/api/message/lst?page_size=50', { token: c.token, lang: 'en' });
  const flagged = en.body.data.list.find((m: { event: string }) => m.event === 'waybill.problem_flagged');
  expect(flagged).toMatchObject({ title: 'Problem with a waybill', link: `/pages/waybill/detail?id=${waybillId}`, read: false });
  expect(flagged.body).toContain('held by customs');
  expect(zh.body.data.list.find((m: { event: string }) => m.event === 'waybill.handed_over').body).toContain('SF1234567890');
  // Money as every screen writes it (NZ$12.34), in both languages, never "NZD 12.34".
  const [row] = await w.t.db.select().from(waybills).where(eq(waybills.id, waybillId));
  const due = `NZ$${(row.amountDue! / 100).toFixed(2)}`;
  for (const list of [zh.body.data.list, en.body.data.list]) {
    const awaiting = list.find((m: { event: string }) => m.event === 'waybill.awaiting_payment');
    expect(awaiting.body).toContain(due);
    expect(JSON.stringify(list)).not.toMatch(/NZD ?\d/);
  }
});

it('one outbox row per channel per event: SMS where the defaults send it (payment, problems), nothing else without WeChat', async () => {
  const rows = await w.t.db
    .select()
    .from(notificationOutbox)
    .where(eq(notificationOutbox.userId, (await me()).id));
  expect(rows.map((r) => `${r.event}/${r.channel}`).sort()).toEqual([
    'waybill.awaiting_payment/sms',
    'waybill.paid/sms',
    'waybill.problem_cleared/sms',
    'waybill.problem_flagged/sms',
  ]);
  await w.t.app.jobs.runDue();
  const log = await get(w.t, `/api/staff/notification/lst?user_id=${(await me()).id}`, { token: w.staff });
  expect(log.body.data.list.map((r: { status: string }) => r.status)).toEqual(['sent', 'sent', 'sent', 'sent']);
  // Another site's staff see nothing of it.
  const au = await get(w.t, `/api/staff/notification/lst?user_id=${(await me()).id}`, { token: w.auStaff, site: '2' });
  expect(au.body.data.total).toBe(0);
});

it("mark one read, then all; another customer's message is not found", async () => {
  const list = (await get(w.t, '/api/message/lst', { token: c.token })).body.data.list;
  const read = await post(w.t, `/api/message/read/${list[0].id}`, {}, { token: c.token });
  expect(read.body.data).toEqual({ unread: 7 });
  const other = await newCustomer(w.t, { signed: false });
  expect((await post(w.t, `/api/message/read/${list[1].id}`, {}, { token: other.token })).body.status).toBe(40004);
  expect((await post(w.t, '/api/message/read_all', {}, { token: c.token })).body.data).toEqual({ updated: 7, unread: 0 });
  expect((await get(w.t, '/api/message/unread', { token: c.token })).body.data).toEqual({ unread: 0 });
});

it('preferences: defaults, saved per group and channel; email needs a valid address, named in the answer', async () => {
  const prefs = (await get(w.t, '/api/message/prefs', { token: c.token })).body.data;
  expect(prefs.prefs.payment).toEqual({ wechat: true, sms: true, email: false });
  const bad = await post(
    w.t,
    '/api/message/prefs/save',
    { prefs: { ...prefs.prefs, parcel: { wechat: true, sms: false, email: true } }, email: 'nope' },
    { token: c.token, lang: 'en' },
  );
  expect(bad.body).toMatchObject({ status: 40001 });
  expect(bad.body.msg).toContain('email');
  const saved = await post(
    w.t,
    '/api/message/prefs/save',
    { prefs: { ...prefs.prefs, parcel: { wechat: false, sms: false, email: true } }, email: 'kim@example.com' },
    { token: c.token },
  );
  expect(saved.body.data).toMatchObject({ email: 'kim@example.com', prefs: { parcel: { wechat: false, sms: false, email: true } } });
});

it("bad input names the field in the caller's language and writes nothing", async () => {
  const en = { token: c.token, lang: 'en' };
  const cases: [string, string, unknown, string][] = [
    ['POST', '/api/message/prefs/save', { prefs: 'all' }, 'prefs'],
    ['POST', '/api/message/prefs/save', { prefs: { ...DEFAULT_PREFS, parcel: { wechat: 'yes', sms: true, email: false } } }, 'prefs'],
    ['POST', '/api/message/subscribe', { accepted: ['not an id!'] }, 'accepted'],
    ['POST', '/api/message/subscribe', {}, 'accepted'],
    ['POST', '/api/message/read/abc', {}, 'id'],
    ['GET', '/api/message/lst?page_size=500', undefined, 'page_size'],
    ['GET', '/api/message/templates', undefined, 'events'],
  ];
  for (const [method, url, body, field] of cases) {
    const answer = method === 'GET' ? await get(w.t, url, en) : await post(w.t, url, body, en);
    expect([url, answer.http, answer.body.status]).toEqual([url, 200, 40001]);
    expect([url, answer.body.msg]).toEqual([url, expect.stringContaining(field)]);
  }
  const staffBad = await get(w.t, '/api/staff/notification/lst?user_id=abc', { token: w.staff, lang: 'en' });
  expect([staffBad.body.status, staffBad.body.msg]).toEqual([40001, expect.stringContaining('customer')]);
  expect((await get(w.t, '/api/message/prefs', { token: c.token })).body.data.email).toBe('kim@example.com');
});

async function me(): Promise<{ id: number }> {
  const [row] = await w.t.db.select({ id: waybills.userId }).from(waybills).where(eq(waybills.id, waybillId));
  return row;
}
