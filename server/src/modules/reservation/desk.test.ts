/**
 * The depot desk through HTTP: today's bookings at the staff member's depot, the typed code with its lockout,
 * the scanned QR, the hand-over against the real-name record or the named proxy (items done in one transaction,
 * drop-offs received), everything logged; and the recurring reminder and no-show release.
 */
import { asc, eq } from 'drizzle-orm';
import { DEMO_PASSWORD, get, passwordLogin, post } from '../../../test/helpers';
import { inboxMessages, reservationLogs, sites, waybills } from '../../db/schema';
import { createUser } from '../user/accounts';
import { CHANNEL, GOODS, newCustomer, startWorld, type World } from '../waybill/test-support';
import { releaseNoShows, sendReminders } from './jobs';
import { book, type Booker, booker, depotId, slotAt } from './test-support';

let w: World;
let depot: number;

beforeAll(async () => {
  w = await startWorld(); // Monday 2026-06-01 12:00 in Auckland; the demo staff's desk is Mount Wellington
  depot = await depotId(w.t);
}, 90_000); // sets up customers with signed agreements: slow on a loaded machine
afterAll(() => w.t.close());

/** A booking today at 15:00 (or `date`/`start`) with its code. */
async function bookedToday(who?: Booker, extra: Record<string, unknown> = {}, date = '2026-06-01', start = '15:00') {
  const customer = who ?? (await booker(w));
  const slot = await slotAt(w.t, customer.token, depot, date, start);
  const answer = await book(w.t, customer, slot.id, extra);
  if (answer.body.status !== 200) throw new Error(JSON.stringify(answer.body));
  return { customer, booking: answer.body.data as { id: number; no: string; code: string; qr_token: string } };
}

const verify = (body: Record<string, unknown>, token = w.staff) => post(w.t, '/api/staff/reservation/verify', body, { token, lang: 'en' });
const handover = (body: Record<string, unknown>, token = w.staff) =>
  post(w.t, '/api/staff/reservation/handover', { id_checked: true, ...body }, { token, lang: 'en' });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

it("shows today's slots and bookings at the desk's depot", async () => {
  const { booking } = await bookedToday();
  const today = await get(w.t, '/api/staff/reservation/today', { token: w.staff });
  expect(today.body.data).toMatchObject({ date: '2026-06-01', depot: { id: depot, time_zone: 'Pacific/Auckland' } });
  const slot = today.body.data.slots.find((s: { start: string }) => s.start === '15:00');
  expect(slot.bookings).toContainEqual(
    expect.objectContaining({ id: booking.id, no: booking.no, real_name: 'ZHANG Wei', locked: false, status: 'booked' }),
  );
});

it('counts wrong codes, locks at the fifth (even the right code is refused), and a new code unlocks', async () => {
  const { customer, booking } = await bookedToday();
  for (let left = 4; left >= 1; left--) {
    const answer = await verify({ reservation_id: booking.id, code: wrongCode(booking.code) });
    expect(answer.body).toMatchObject({ status: 44005, msg: `Wrong pickup code: ${left} tries left` });
  }
  expect((await verify({ reservation_id: booking.id, code: wrongCode(booking.code) })).body.status).toBe(44006);
  expect((await verify({ reservation_id: booking.id, code: booking.code })).body.status).toBe(44006);
  expect((await verify({ token: booking.qr_token })).body.status).toBe(44006);
  const detail = await get(w.t, `/api/reservation/detail/${booking.id}`, { token: customer.token });
  expect(detail.body.data.locked).toBe(true);

  const renewed = (await post(w.t, `/api/reservation/recode/${booking.id}`, {}, { token: customer.token })).body.data;
  expect(renewed).toMatchObject({ locked: false, code: expect.stringMatching(/^\d{6}$/) });
  expect((await verify({ token: booking.qr_token })).body.status).toBe(44005); // the old QR is void
  expect((await verify({ reservation_id: booking.id, code: renewed.code })).body).toMatchObject({
    status: 200,
    data: { id: booking.id, code_failures: 0 },
  });
  const events = await w.t.db
    .select({ event: reservationLogs.event })
    .from(reservationLogs)
    .where(eq(reservationLogs.reservationId, booking.id))
    .orderBy(asc(reservationLogs.id));
  expect(events.map((e) => e.event)).toEqual([
    'booked',
    'wrong_code',
    'wrong_code',
    'wrong_code',
    'wrong_code',
    'locked',
    'new_code',
    'code_ok',
  ]);
});

it('hands over to the owner by real name (any case or order): the booking and its parcel are collected', async () => {
  const { customer, booking } = await bookedToday();
  const byQr = await verify({ token: booking.qr_token });
  expect(byQr.body.data).toMatchObject({ id: booking.id, items: [{ kind: 'parcel', status: 'open' }] });
  const stranger = await handover({ token: booking.qr_token, collector_name: 'WANG Fang' });
  expect(stranger.body.status).toBe(44007);
  const done = await handover({ reservation_id: booking.id, code: booking.code, collector_name: 'wei zhang' });
  expect(done.body.data).toMatchObject({ status: 'completed', collector_name: 'wei zhang', items: [{ status: 'done' }] });
  const mine = await get(w.t, `/api/reservation/detail/${booking.id}`, { token: customer.token });
  expect(mine.body.data).toMatchObject({ status: 'completed', collector_role: 'owner', qr_image: '', handed_over_at: expect.any(String) });
  const parcel = await get(w.t, `/api/parcel/detail/${customer.parcelId}`, { token: customer.token });
  expect(parcel.body.data.status).toBe('collected');
  expect((await handover({ reservation_id: booking.id, code: booking.code, collector_name: 'ZHANG Wei' })).body.status).toBe(42009);
});

it('hands over to the proxy the owner named, and receives a direct-send waybill dropped off', async () => {
  const customer = await newCustomer(w.t);
  const send = await post(
    w.t,
    '/api/order/send/create',
    {
      sender_address_id: customer.senderId,
      address_id: customer.recipientId,
      channel_code: CHANNEL,
      goods: GOODS,
      insured: false,
      depot_id: depot,
    },
    { token: customer.token },
  );
  expect(send.body.status).toBe(200);
  const who = { token: customer.token, parcelId: 0 };
  const { booking } = await bookedToday(who, {
    parcel_ids: [],
    waybill_ids: [send.body.data.id],
    proxy_name: 'LI Na',
    proxy_consent: true,
  });
  const done = await handover({ token: booking.qr_token, collector_name: 'Li  Na' });
  expect(done.body.data).toMatchObject({ status: 'completed', items: [{ kind: 'waybill', action: 'drop_off', status: 'done' }] });
  const [waybill] = await w.t.db.select().from(waybills).where(eq(waybills.id, send.body.data.id));
  expect(waybill.status).toBe('pending_pack');
  const [logged] = await w.t.db
    .select()
    .from(reservationLogs)
    .where(eq(reservationLogs.event, 'handed_over'))
    .orderBy(asc(reservationLogs.id));
  expect(logged.detail).toMatchObject({ id_checked: true });
});

it('answers "not found" for another depot\'s booking and refuses another day\'s', async () => {
  const { booking } = await bookedToday(undefined, {}, '2026-06-02', '10:00');
  expect((await verify({ reservation_id: booking.id, code: booking.code })).body).toMatchObject({
    status: 44008,
    msg: `Booking ${booking.no} is not for today (it is for 2026-06-02 10:00)`,
  });
  const [site] = await w.t.db.select().from(sites).where(eq(sites.id, 1));
  await createUser(w.t.db, w.t.clock.now, {
    site,
    username: 'rosedale',
    role: 'staff',
    nickname: 'Rosedale desk',
    password: DEMO_PASSWORD,
  });
  const other = (await passwordLogin(w.t, 'rosedale', DEMO_PASSWORD)).body.data.token;
  expect((await verify({ reservation_id: booking.id, code: booking.code }, other)).body.status).toBe(44009);
  await post(w.t, '/api/staff/reservation/desk', { depot_id: await depotId(w.t, 'nz-akl-rosedale') }, { token: other });
  expect((await verify({ reservation_id: booking.id, code: booking.code }, other)).body.status).toBe(40004);
  expect((await verify({ token: `${booking.qr_token.slice(0, -2)}xx` })).body.status).toBe(40001);
});

it("finds the booking by its code alone, today's handed over, another day's named with its date", async () => {
  const { booking } = await bookedToday();
  expect((await verify({ code: booking.code })).body).toMatchObject({ status: 200, data: { id: booking.id, no: booking.no } });
  const later = (await bookedToday(undefined, {}, '2026-06-03', '11:00')).booking;
  expect((await verify({ code: later.code })).body).toEqual({
    status: 44008,
    msg: `Booking ${later.no} is not for today (it is for 2026-06-03 11:00)`,
  });
  const zh = await post(w.t, '/api/staff/reservation/verify', { code: later.code }, { token: w.staff });
  expect(zh.body.msg).toBe(`预约 ${later.no} 不是今天的(预约时间 2026-06-03 11:00)`);
  // A code no open booking here has: said so, and nothing is counted against any booking.
  const unknown = ['000000', '999999'].find((c) => c !== booking.code && c !== later.code)!;
  expect((await verify({ code: unknown })).body).toEqual({
    status: 44005,
    msg: 'No open booking at this depot has this code: check it, or scan the booking QR',
  });
  const done = await handover({ code: booking.code, collector_name: 'ZHANG Wei' });
  expect(done.body.data).toMatchObject({ id: booking.id, status: 'completed', code_failures: 0 });
  // Handed over, it is no longer open: its code finds nothing.
  expect((await verify({ code: booking.code })).body.status).toBe(44005);
});

it('limits codes that match nothing per staff member: the 21st try in 10 minutes is refused, even a right code', async () => {
  const { booking } = await bookedToday();
  const [site] = await w.t.db.select().from(sites).where(eq(sites.id, 1));
  await createUser(w.t.db, w.t.clock.now, { site, username: 'guesser', role: 'staff', nickname: 'Guesser', password: DEMO_PASSWORD });
  const guesser = (await passwordLogin(w.t, 'guesser', DEMO_PASSWORD)).body.data.token;
  await post(w.t, '/api/staff/reservation/desk', { depot_id: depot }, { token: guesser });
  const guesses = Array.from({ length: 21 }, (_, i) => String(100_003 + i * 7_919))
    .filter((c) => c !== booking.code)
    .slice(0, 20);
  for (const code of guesses) expect((await verify({ code }, guesser)).body.status).toBe(44005);
  const refused = await verify({ code: booking.code }, guesser);
  expect(refused.body).toMatchObject({
    status: 40029,
    msg: expect.stringMatching(/^Too many attempts, please try again in \d+ minutes?$/),
  });
  const zh = await post(w.t, '/api/staff/reservation/verify', { code: booking.code }, { token: guesser });
  expect(zh.body.msg).toMatch(/^操作太频繁,请.+后再试$/);
  // Nothing was counted against the booking, and another staff member's desk still finds it.
  expect((await verify({ code: booking.code })).body).toMatchObject({ status: 200, data: { id: booking.id, code_failures: 0 } });
});

it('customers cannot use the desk', async () => {
  const customer = await booker(w);
  expect((await get(w.t, '/api/staff/reservation/today', { token: customer.token })).body.status).toBe(40003);
});

it("tells of a booking in the reader's language: the depot's English name in English, never the Chinese one", async () => {
  const { customer } = await bookedToday(undefined, {}, '2026-06-02', '12:00');
  const inbox = async (lang: string) =>
    (await get(w.t, '/api/message/lst', { token: customer.token, lang })).body.data.list.find((m: { body: string }) =>
      m.body.includes('2026-06-02 12:00'),
    );
  expect((await inbox('en')).body).toBe('Your booking at Auckland Mount Wellington depot is confirmed for 2026-06-02 12:00-13:00.');
  expect((await inbox('zh')).body).toBe('您在 奥克兰惠灵顿山自提点 的预约已确认,时间 2026-06-02 12:00-13:00。');
});

/** The events in the customer's inbox about this booking, oldest first. */
async function notices(bookingNo: string) {
  const rows = await w.t.db.select().from(inboxMessages).orderBy(asc(inboxMessages.id));
  return rows.filter((m) => m.payload.no === bookingNo).map((m) => m.event);
}

describe('recurring jobs', () => {
  it('reminds once within 3 hours of the slot, and again after a reschedule', async () => {
    const { customer, booking } = await bookedToday(undefined, {}, '2026-06-02', '11:00');
    expect((await sendReminders(w.t.app.deps)).map((r) => r.id)).not.toContain(booking.id);
    const saved = w.t.clock.now;
    try {
      w.t.clock.now = new Date('2026-06-01T20:00:00Z'); // 08:00 local, the slot at 11:00
      expect((await sendReminders(w.t.app.deps)).map((r) => r.id)).toContain(booking.id);
      expect((await sendReminders(w.t.app.deps)).map((r) => r.id)).not.toContain(booking.id);
      const later = await slotAt(w.t, customer.token, depot, '2026-06-02', '16:00');
      await post(w.t, `/api/reservation/reschedule/${booking.id}`, { slot_id: later.id }, { token: customer.token });
      w.t.clock.now = new Date('2026-06-02T01:30:00Z'); // 13:30 local, the new slot at 16:00
      expect((await sendReminders(w.t.app.deps)).map((r) => r.id)).toContain(booking.id);
      expect(await notices(booking.no)).toEqual([
        'reservation.confirmed',
        'reservation.reminder',
        'reservation.confirmed',
        'reservation.reminder',
      ]);
    } finally {
      w.t.clock.now = saved;
    }
  });

  it('releases a booking nobody came for 30 minutes after its slot: no_show, its parcel bookable again', async () => {
    const { customer, booking } = await bookedToday(undefined, {}, '2026-06-01', '16:00');
    const saved = w.t.clock.now;
    try {
      w.t.clock.now = new Date('2026-06-01T05:29:00Z'); // 17:29 local: still in the grace period
      expect((await releaseNoShows(w.t.app.deps)).map((r) => r.id)).not.toContain(booking.id);
      w.t.clock.now = new Date('2026-06-01T05:31:00Z');
      await w.t.app.jobs.runDue(); // the recurring job does it
      const detail = await get(w.t, `/api/reservation/detail/${booking.id}`, { token: customer.token });
      expect(detail.body.data).toMatchObject({ status: 'no_show', items: [{ status: 'released' }] });
      const items = await get(w.t, '/api/reservation/items', { token: customer.token });
      expect(items.body.data.collect.map((i: { id: number }) => i.id)).toEqual([customer.parcelId]);
    } finally {
      w.t.clock.now = saved;
    }
  });
});
