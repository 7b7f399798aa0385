import { eq } from 'drizzle-orm';
import { type FakeServer, startFakeServer } from '../../../test/fake-server';
import { get, post } from '../../../test/helpers';
import { trackEvents, trackQueries } from '../../db/schema';
import { CN_RECIPIENT } from '../address/test-support';
import { dammDigit } from '../waybill/number';
import { type Customer, inTransit, newCustomer, packRequest, startWorld, type World } from '../waybill/test-support';

let w: World;
let me: Customer;
let fake: FakeServer;
/** What the fake 17TRACK answers to gettrackinfo; a test swaps it. */
let trackInfo: () => unknown;

const EVENTS = [
  { time_iso: '2026-06-03T09:15:00+08:00', time_utc: '2026-06-03T01:15:00Z', description: '快件已到达【广州转运中心】', location: '广州' },
  { time_iso: '2026-06-04T14:02:00+08:00', time_utc: '2026-06-04T06:02:00Z', description: '快件已由本人签收', location: '北京' },
];
const accepted = (events: unknown[]) => ({
  code: 0,
  data: {
    accepted: [
      {
        number: 'SF1234567890',
        carrier: 100003,
        track_info: { tracking: { providers: [{ provider: { key: 100003, name: 'SF' }, events }] } },
      },
    ],
    rejected: [],
  },
});

beforeAll(async () => {
  fake = await startFakeServer((request) => {
    if (request.url.pathname === '/track/v2.2/register') {
      return {
        body: {
          code: 0,
          data: {
            accepted: [],
            rejected: [{ number: 'SF1234567890', error: { code: -18019901, message: 'The tracking number is already registered.' } }],
          },
        },
      };
    }
    return { body: trackInfo() };
  });
  trackInfo = () => accepted(EVENTS);
  // The app talks to the fake 17TRACK.
  w = await startWorld({ TRACKING_PROVIDER: '17track', TRACK17_TOKEN: 'test-17-token', TRACK17_BASE_URL: fake.url });
  me = await newCustomer(w.t);
});
afterAll(async () => {
  await w.t.close();
  await fake.close();
});

describe('public track query', () => {
  it('shows the timeline without sign-in and without personal data', async () => {
    const made = await inTransit(w, me);
    w.t.clock.now = new Date('2026-06-01T03:30:00Z'); // 15:30 in Auckland (NZST, UTC+12)
    await post(
      w.t,
      `/api/staff/order/track/${made.id}`,
      { text_zh: '航班已起飞', text_en: 'Flight departed', place: 'Auckland Airport' },
      { token: w.staff },
    );
    const answer = await get(w.t, `/api/order/v2/log?no=${made.no}`, { lang: 'en' });
    expect(answer.body.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      no: made.no,
      status: 'in_transit',
      status_text: 'in transit',
      channel_name: 'NZ Economy General',
      time_zone: 'Pacific/Auckland',
    });
    expect(answer.body.data.events.map((e: { text: string }) => e.text)).toEqual(
      expect.arrayContaining(['Flight departed', 'Left the warehouse for China', 'Weighed and packed at the warehouse']),
    );
    const event = answer.body.data.events.find((e: { text: string }) => e.text === 'Flight departed');
    expect(event).toEqual({
      time: w.t.clock.now.toISOString(),
      time_local: '2026-06-01 15:30',
      place: 'Auckland Airport',
      text: 'Flight departed',
      source: 'staff',
    });
    const text = JSON.stringify(answer.body);
    for (const personal of [CN_RECIPIENT.name, '13912345678', CN_RECIPIENT.address, CN_RECIPIENT.id_number, 'Amy Chen'])
      expect(text).not.toContain(personal);
    const zh = (await get(w.t, `/api/order/v2/log?no=${made.no}`)).body.data.events;
    expect(zh.some((e: { text: string }) => e.text === '航班已起飞')).toBe(true);
    // Our own steps name the site in the reader's language; a place staff typed stays as written.
    const packed = (events: { text: string; place: string }[], text: string) => events.find((e) => e.text === text)!.place;
    expect(packed(zh, '仓库已完成称重打包')).toBe('新西兰站');
    expect(packed(answer.body.data.events, 'Weighed and packed at the warehouse')).toBe('New Zealand');
    expect(packed(zh, '航班已起飞')).toBe('Auckland Airport');
  });

  it('a wrong check digit is "wrong number", an unknown valid number is "not found"', async () => {
    const body = '123456789';
    const right = `NZ${body}${dammDigit(body)}`;
    const wrong = `NZ${body}${(dammDigit(body) + 1) % 10}`;
    expect((await get(w.t, `/api/order/v2/log?no=${wrong}`)).body).toEqual({ status: 40001, msg: '运单号有误,请核对后重新输入' });
    expect((await get(w.t, `/api/order/v2/log?no=${wrong}`, { lang: 'en' })).body).toEqual({
      status: 40001,
      msg: 'This waybill number is wrong: check it and type it again',
    });
    expect((await get(w.t, `/api/order/v2/log?no=${right}`, { lang: 'en' })).body).toEqual({ status: 40004, msg: 'No such waybill' });
  });
});

describe('my recent queries', () => {
  it('remembers signed-in queries newest first, deduped, at most 20, and deletes one', async () => {
    const fresh = await newCustomer(w.t);
    const a = await packRequest(w, fresh);
    const b = await packRequest(w, fresh);
    await get(w.t, `/api/order/v2/log?no=${a.no}`, { token: fresh.token });
    w.t.clock.advance(1);
    await get(w.t, `/api/order/v2/log?no=${b.no}`, { token: fresh.token });
    w.t.clock.advance(1);
    await get(w.t, `/api/order/v2/log?no=${a.no.toLowerCase()}`, { token: fresh.token });
    const list = (await get(w.t, '/api/track/history/lst', { token: fresh.token })).body.data.list;
    expect(list.map((r: { no: string }) => r.no)).toEqual([a.no, b.no]);
    expect((await get(w.t, '/api/track/history/lst', { token: me.token })).body.data.list.some((r: { no: string }) => r.no === a.no)).toBe(
      false,
    );

    expect((await get(w.t, `/api/track/history/delete/${list[0].id}`, { token: me.token })).body.status).toBe(40004);
    expect((await get(w.t, `/api/track/history/delete/${list[0].id}`, { token: fresh.token })).body.status).toBe(200);
    expect((await get(w.t, '/api/track/history/lst', { token: fresh.token })).body.data.list.map((r: { no: string }) => r.no)).toEqual([
      b.no,
    ]);

    for (let i = 0; i < 22; i++) {
      const made = await packRequest(w, fresh);
      w.t.clock.advance(1);
      await get(w.t, `/api/order/v2/log?no=${made.no}`, { token: fresh.token });
    }
    const full = (await get(w.t, '/api/track/history/lst', { token: fresh.token })).body.data.list;
    expect(full).toHaveLength(20);
    const stored = await w.t.db.select().from(trackQueries);
    expect(stored.filter((r) => r.waybillNo === b.no)).toHaveLength(0);
  }, 60_000);
});

describe('staff events and the carrier sync', () => {
  it('the same staff event twice is stored once; a customer token is refused', async () => {
    const made = await inTransit(w, me);
    const event = { text_zh: '已清关', text_en: 'Cleared customs', place: 'Guangzhou', time: '2026-06-02T03:00:00Z' };
    expect((await post(w.t, `/api/staff/order/track/${made.id}`, event, { token: w.staff })).body.data).toEqual({ added: true });
    expect((await post(w.t, `/api/staff/order/track/${made.id}`, event, { token: w.staff })).body.data).toEqual({ added: false });
    expect((await post(w.t, `/api/staff/order/track/${made.id}`, event, { token: me.token })).body.status).toBe(40003);
    expect((await post(w.t, `/api/staff/order/track/${made.id}`, event, { token: w.auStaff, site: '2' })).body.status).toBe(40004);
    expect(
      (await post(w.t, `/api/staff/order/track/${made.id}`, { ...event, time: 'yesterday' }, { token: w.staff, lang: 'en' })).body,
    ).toEqual({ status: 40001, msg: 'time: invalid format' });
  });

  it('pulls 17TRACK events for a handed-over waybill once; a second sync adds nothing', async () => {
    const made = await inTransit(w, me);
    expect((await post(w.t, `/api/staff/order/sync_track/${made.id}`, {}, { token: w.staff })).body.status).toBe(42009);
    await post(w.t, `/api/staff/order/handover/${made.id}`, { carrier_code: '100003', carrier_no: 'SF1234567890' }, { token: w.staff });
    const seen = fake.requests.length;
    expect((await post(w.t, `/api/staff/order/sync_track/${made.id}`, {}, { token: w.staff })).body.data).toEqual({ fetched: 2, added: 2 });
    expect((await post(w.t, `/api/staff/order/sync_track/${made.id}`, {}, { token: w.staff })).body.data).toEqual({ fetched: 2, added: 0 });
    const calls = fake.requests.slice(seen);
    expect(calls.map((r) => r.url.pathname)).toEqual([
      '/track/v2.2/register',
      '/track/v2.2/gettrackinfo',
      '/track/v2.2/register',
      '/track/v2.2/gettrackinfo',
    ]);
    expect(calls[0].headers['17token']).toBe('test-17-token');
    expect(JSON.parse(calls[1].body)).toEqual([{ number: 'SF1234567890', carrier: 100003 }]);

    const stored = await w.t.db.select().from(trackEvents).where(eq(trackEvents.waybillId, made.id));
    const carrier = stored.filter((e) => e.source === 'carrier');
    expect(carrier.map((e) => [e.occurredAt.toISOString(), e.place, e.textZh])).toEqual(
      expect.arrayContaining([
        ['2026-06-03T01:15:00.000Z', '广州', '快件已到达【广州转运中心】'],
        ['2026-06-04T06:02:00.000Z', '北京', '快件已由本人签收'],
      ]),
    );
    const log = await get(w.t, `/api/order/v2/log?no=${made.no}`);
    expect(log.body.data.events[0]).toMatchObject({ text: '快件已由本人签收', source: 'carrier', time_local: '2026-06-04 18:02' });
  });

  it('the tracking-sync job pulls the events of every handed-over waybill in transit, without staff', async () => {
    const made = await inTransit(w, me);
    await post(w.t, `/api/staff/order/handover/${made.id}`, { carrier_code: '100003', carrier_no: 'SF5550000001' }, { token: w.staff });
    await w.t.app.jobs.runDue();
    const stored = await w.t.db.select().from(trackEvents).where(eq(trackEvents.waybillId, made.id));
    expect(stored.filter((e) => e.source === 'carrier')).toHaveLength(2);
  });

  it('a 17TRACK rejection is "tracking unavailable" (50300) and stores nothing', async () => {
    const made = await inTransit(w, me);
    await post(w.t, `/api/staff/order/handover/${made.id}`, { carrier_code: 'SF', carrier_no: 'SF0000000001' }, { token: w.staff });
    trackInfo = () => ({
      code: 0,
      data: {
        accepted: [],
        rejected: [{ number: 'SF0000000001', error: { code: -18019902, message: 'The tracking number is not registered.' } }],
      },
    });
    try {
      const answer = await post(w.t, `/api/staff/order/sync_track/${made.id}`, {}, { token: w.staff, lang: 'en' });
      expect(answer.body).toEqual({ status: 50300, msg: 'Carrier tracking is not available right now, please try again later' });
    } finally {
      trackInfo = () => accepted(EVENTS);
    }
    const stored = await w.t.db.select().from(trackEvents).where(eq(trackEvents.waybillId, made.id));
    expect(stored.filter((e) => e.source === 'carrier')).toHaveLength(0);
  });
});
