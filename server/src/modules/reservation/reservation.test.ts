/**
 * Self-pickup bookings through HTTP: depots and slots in the depot's zone (across NZ daylight-saving changes),
 * holidays and special hours, booking with code + QR, cutoffs for cancel and reschedule, the open-bookings
 * limit, ownership (another customer's booking is "not found").
 */
import { asc, eq } from 'drizzle-orm';
import { get, post } from '../../../test/helpers';
import { inboxMessages, reservations } from '../../db/schema';
import { newCustomer, parcelInWarehouse, startWorld, type World } from '../waybill/test-support';
import { codeHash } from './code';
import { book, type Booker, booker, depotId, quickBookers, slotAt, slotDays } from './test-support';

let w: World;
let depot: number;
let admin: string;
let alice: Booker;

beforeAll(async () => {
  w = await startWorld(); // Monday 2026-06-01 12:00 in Auckland (NZST, +12)
  depot = await depotId(w.t);
  admin = (await post(w.t, '/api/login', { type: 'account', account: 'admin', password: 'Demo12345' })).body.data.token;
  alice = await booker(w);
}, 90_000); // sets up customers with signed agreements: slow on a loaded machine
afterAll(() => w.t.close());

describe('depots and slots', () => {
  it('lists the depots with address, map link, contact, zone and weekly hours', async () => {
    const answer = await get(w.t, '/api/reservation/depots', { token: alice.token, lang: 'en' });
    const mtw = answer.body.data.list.find((d: { id: number }) => d.id === depot);
    expect(mtw).toMatchObject({
      name: 'Auckland Mount Wellington depot',
      time_zone: 'Pacific/Auckland',
      phone: '+6493001235',
      address: 'Unit 3, 20 Carbine Road, Mount Wellington, Auckland 1060, New Zealand', // the city once
      map_url: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Unit%203%2C%2020%20Carbine%20Road/),
    });
    expect(mtw.opening_hours.find((h: { day: string }) => h.day === 'sun')).toEqual({ day: 'sun', label: 'Sun', open: null, close: null });
    expect(mtw.opening_hours.find((h: { day: string }) => h.day === 'sat')).toMatchObject({ open: '10:00', close: '16:00' });
  });

  it('shows local slot times, closes Sundays and keeps the booking lead on today', async () => {
    const days = await slotDays(w.t, alice.token, depot, '2026-06-01', 7);
    expect(days.map((d) => d.date)).toEqual([
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
      '2026-06-05',
      '2026-06-06',
      '2026-06-07',
    ]);
    const today = days[0].slots;
    expect(today.map((s) => s.start)).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
    // 12:00 now, bookings close an hour before the slot: 13:00 is too soon, 14:00 is fine.
    expect(today.filter((s) => s.bookable).map((s) => s.start)).toEqual(['14:00', '15:00', '16:00', '17:00']);
    expect(today[0]).toMatchObject({ starts_at: '2026-05-31T22:00:00.000Z', left: 6 });
    expect(days[6]).toMatchObject({ open: null, slots: [] }); // Sunday
    expect(days[5].slots.map((s) => s.start)).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00']); // Saturday 10-16
  });

  it('refuses dates before today and past the 14-day horizon, naming the field', async () => {
    for (const from of ['2026-05-31', '2026-06-15']) {
      const answer = await get(w.t, `/api/reservation/slots?depot_id=${depot}&from=${from}`, { token: alice.token, lang: 'en' });
      expect(answer.body).toMatchObject({ status: 40001, msg: 'from date: must be between 2026-06-01 and 2026-06-14' });
    }
    const unknown = await get(w.t, '/api/reservation/slots?depot_id=999999', { token: alice.token });
    expect(unknown.body.status).toBe(40004);
  });
  it("lets admins find a depot's slot templates by weekday or time", async () => {
    const find = (keyword: string) =>
      get(w.t, `/api/admin/slot_template/lst?depot_id=${depot}&keyword=${keyword}&page_size=50`, { token: admin });
    const saturday = (await find('sat')).body.data.list as { weekday: string; start_time: string; end_time: string }[];
    expect(saturday.map((t) => t.start_time)).toEqual(['10:00', '11:00', '12:00', '13:00', '14:00', '15:00']);
    expect(saturday.every((t) => t.weekday === 'sat')).toBe(true);
    const atTen = (await find('10:00')).body.data.list as { weekday: string; start_time: string; end_time: string }[];
    expect(atTen.length).toBeGreaterThan(0);
    expect(atTen.every((t) => t.start_time === '10:00' || t.end_time === '10:00')).toBe(true);
  });
});

describe('daylight saving (NZ: ends the first Sunday of April, starts the last Sunday of September)', () => {
  it('keeps 10:00 local while UTC moves by an hour', async () => {
    const t = w.t;
    const saved = t.clock.now;
    try {
      t.clock.now = new Date('2026-04-01T00:00:00Z'); // Wed 1 April 13:00 NZDT
      const [early] = await quickBookers(t, 1); // signed in then: sessions last 30 days
      const april = await slotDays(t, early.token, depot, '2026-04-04', 3); // Sat, Sun (change), Mon
      expect(april[0].slots[0]).toMatchObject({ start: '10:00', starts_at: '2026-04-03T21:00:00.000Z' }); // +13
      expect(april[2].slots[0]).toMatchObject({ start: '10:00', starts_at: '2026-04-05T22:00:00.000Z' }); // +12
      t.clock.now = new Date('2026-09-20T00:00:00Z');
      const [late] = await quickBookers(t, 1);
      const september = await slotDays(t, late.token, depot, '2026-09-26', 3); // Sat, Sun 27 (change), Mon
      expect(september[0].slots[0]).toMatchObject({ start: '10:00', starts_at: '2026-09-25T22:00:00.000Z' }); // +12
      expect(september[2].slots[0]).toMatchObject({ start: '10:00', starts_at: '2026-09-27T21:00:00.000Z' }); // +13
      const booked = await book(t, late, september[2].slots[0].id);
      expect(booked.body.data).toMatchObject({
        date: '2026-09-28',
        start: '10:00',
        time_zone: 'Pacific/Auckland',
        starts_at: '2026-09-27T21:00:00.000Z',
      });
      expect(booked.body.data.ics).toContain('DTSTART:20260927T210000Z');
    } finally {
      t.clock.now = saved;
    }
  });
});

describe('holidays and special hours', () => {
  it('a closed date shows its reason and no slots; a slot listed before the closure can no longer be booked', async () => {
    const slot = await slotAt(w.t, alice.token, depot, '2026-06-09', '11:00');
    const added = await post(
      w.t,
      '/api/admin/depot_exception/create',
      {
        depot_id: depot,
        day: '2026-06-09',
        reason_zh: '盘点',
        reason_en: 'Stocktake',
      },
      { token: admin },
    );
    expect(added.body.status).toBe(200);
    const [day] = await slotDays(w.t, alice.token, depot, '2026-06-09', 1);
    expect(day).toMatchObject({ open: null, reason: '盘点', slots: [] });
    const answer = await book(w.t, alice, slot.id);
    expect(answer.body.status).toBe(44002);
    const depots = await get(w.t, '/api/reservation/depots', { token: alice.token, lang: 'en' });
    expect(depots.body.data.list.find((d: { id: number }) => d.id === depot).exceptions).toContainEqual({
      date: '2026-06-09',
      open: null,
      close: null,
      reason: 'Stocktake',
    });
  });

  it('special hours keep only the slots inside them', async () => {
    await post(
      w.t,
      '/api/admin/depot_exception/create',
      {
        depot_id: depot,
        day: '2026-06-10',
        opens_at: '10:00',
        closes_at: '13:00',
        reason_zh: '员工培训',
        reason_en: 'Staff training',
      },
      { token: admin },
    );
    const [day] = await slotDays(w.t, alice.token, depot, '2026-06-10', 1);
    expect(day).toMatchObject({ open: '10:00', close: '13:00', reason: '员工培训' });
    expect(day.slots.map((s) => s.start)).toEqual(['10:00', '11:00', '12:00']);
  });

  it('refuses exception hours that end before they start, and a second exception on the same date', async () => {
    const reversed = await post(
      w.t,
      '/api/admin/depot_exception/create',
      {
        depot_id: depot,
        day: '2026-06-11',
        opens_at: '15:00',
        closes_at: '10:00',
        reason_zh: '活动',
        reason_en: 'Event',
      },
      { token: admin, lang: 'en' },
    );
    expect(reversed.body).toMatchObject({ status: 40001, msg: 'closing time: must be after opening time' });
    const twice = await post(
      w.t,
      '/api/admin/depot_exception/create',
      { depot_id: depot, day: '2026-06-10', reason_zh: '活动', reason_en: 'Event' },
      { token: admin, lang: 'en' },
    );
    expect(twice.body.status).toBe(40001);
  });
});

describe('booking', () => {
  it('answers the code, a QR, the .ics, stores only a hash of the code, and shows its owner the code again', async () => {
    const slot = await slotAt(w.t, alice.token, depot, '2026-06-02', '11:00');
    const answer = await book(w.t, alice, slot.id, { proxy_name: 'LI Na', proxy_consent: true });
    expect(answer.body.status).toBe(200);
    const booking = answer.body.data;
    expect(booking).toMatchObject({
      status: 'booked',
      date: '2026-06-02',
      start: '11:00',
      end: '12:00',
      starts_at: '2026-06-01T23:00:00.000Z',
      proxy_name: 'LI Na',
      can_change: true,
      change_until: '2026-06-01T21:00:00.000Z',
      code: expect.stringMatching(/^\d{6}$/),
      qr_token: expect.stringMatching(/^R1\.\d+\.1\./),
      qr_image: expect.stringMatching(/^data:image\/png;base64,/),
      items: [{ kind: 'parcel', action: 'collect', id: alice.parcelId, status: 'open', no: expect.any(String), title: 'T-shirt' }],
    });
    expect(booking.ics).toMatch(/BEGIN:VEVENT[\s\S]*DTSTART:20260601T230000Z\r\nDTEND:20260602T000000Z/);
    const [row] = await w.t.db.select().from(reservations).where(eq(reservations.id, booking.id));
    expect(row.codeHash).not.toContain(booking.code);
    const detail = await get(w.t, `/api/reservation/detail/${booking.id}`, { token: alice.token });
    expect(detail.body.data.code).toBe(booking.code); // a reload shows it again
    expect(detail.body.data.qr_token).toBe(booking.qr_token);
    // A booking whose code was drawn at random (before codes were derived) cannot show it: a new code does.
    const [stored] = await w.t.db
      .update(reservations)
      .set({ codeHash: codeHash(w.t.app.deps.config, booking.id, booking.code === '000000' ? '000001' : '000000') })
      .where(eq(reservations.id, booking.id))
      .returning();
    expect((await get(w.t, `/api/reservation/detail/${booking.id}`, { token: alice.token })).body.data.code).toBe('');
    await w.t.db.update(reservations).set({ codeHash: row.codeHash }).where(eq(reservations.id, stored.id));
    const slotAfter = await slotAt(w.t, alice.token, depot, '2026-06-02', '11:00');
    expect(slotAfter.left).toBe(slot.left - 1);
    // The parcel is on an open booking: not offered again, and a second booking of it is refused.
    const items = await get(w.t, '/api/reservation/items', { token: alice.token });
    expect(items.body.data).toMatchObject({ collect: [], real_name: 'ZHANG Wei' });
    const again = await book(w.t, alice, slot.id);
    expect(again.body).toMatchObject({ status: 40001 });
    await post(w.t, `/api/reservation/cancel/${booking.id}`, {}, { token: alice.token });
  });

  it('needs the real name at the first booking and consent for a proxy', async () => {
    const bob = await booker(w);
    const slot = await slotAt(w.t, bob.token, depot, '2026-06-03', '10:00');
    const noName = await book(w.t, bob, slot.id, { real_name: undefined }).then((a) => a.body);
    expect(noName).toMatchObject({ status: 40001 });
    const noConsent = await book(w.t, bob, slot.id, { proxy_name: 'LI Na' }).then((a) => a.body);
    expect(noConsent.status).toBe(40001);
    expect((await slotAt(w.t, bob.token, depot, '2026-06-03', '10:00')).left).toBe(slot.left); // nothing taken
  });

  it('answers "not found" for another customer\'s booking, and lists only mine', async () => {
    const slot = await slotAt(w.t, alice.token, depot, '2026-06-04', '10:00');
    const mine = (await book(w.t, alice, slot.id)).body.data;
    const bob = await booker(w);
    for (const [method, url] of [
      ['GET', `/api/reservation/detail/${mine.id}`],
      ['POST', `/api/reservation/cancel/${mine.id}`],
      ['POST', `/api/reservation/recode/${mine.id}`],
    ] as const) {
      const answer = method === 'GET' ? await get(w.t, url, { token: bob.token }) : await post(w.t, url, {}, { token: bob.token });
      expect([url, answer.body.status]).toEqual([url, 40004]);
    }
    const moved = await post(w.t, `/api/reservation/reschedule/${mine.id}`, { slot_id: slot.id }, { token: bob.token });
    expect(moved.body.status).toBe(40004);
    const list = await get(w.t, '/api/reservation/lst?page=1&page_size=20', { token: bob.token });
    expect(list.body.data).toMatchObject({ list: [], total: 0 });
    const ownList = await get(w.t, '/api/reservation/lst?status=booked', { token: alice.token });
    expect(ownList.body.data.list.map((r: { id: number }) => r.id)).toContain(mine.id);
    // Someone else's parcel cannot be put on my booking either.
    const stolen = await book(w.t, bob, slot.id, { parcel_ids: [alice.parcelId] });
    expect(stolen.body.status).toBe(40001);
    await post(w.t, `/api/reservation/cancel/${mine.id}`, {}, { token: alice.token });
  });

  it('limits open bookings to 3 per customer', async () => {
    const carol = await newCustomer(w.t);
    const parcels = [];
    for (let i = 0; i < 4; i++) parcels.push(await parcelInWarehouse(w, carol));
    const slots = (await slotDays(w.t, carol.token, depot, '2026-06-05', 1))[0].slots;
    const answers = [];
    for (const [i, parcelId] of parcels.entries()) answers.push((await book(w.t, { token: carol.token, parcelId }, slots[i].id)).body);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 44004]);
    // Cancelling one frees a place under the limit.
    await post(w.t, `/api/reservation/cancel/${answers[0].data.id}`, {}, { token: carol.token });
    expect((await book(w.t, { token: carol.token, parcelId: parcels[3] }, slots[3].id)).body.status).toBe(200);
  });
});

describe('cutoffs', () => {
  it('cancels and reschedules until two hours before the slot, then refuses with the last time', async () => {
    const dave = await booker(w);
    const slot = await slotAt(w.t, dave.token, depot, '2026-06-02', '14:00'); // 02:00Z on 2 June
    const later = await slotAt(w.t, dave.token, depot, '2026-06-02', '16:00');
    const booking = (await book(w.t, dave, slot.id)).body.data;
    const moved = await post(w.t, `/api/reservation/reschedule/${booking.id}`, { slot_id: later.id }, { token: dave.token });
    expect(moved.body.data).toMatchObject({ start: '16:00', status: 'booked', code: booking.code, qr_token: booking.qr_token });
    expect((await slotAt(w.t, dave.token, depot, '2026-06-02', '14:00')).left).toBe(slot.left); // the first place is back
    const saved = w.t.clock.now;
    try {
      w.t.clock.now = new Date('2026-06-02T02:00:01Z'); // 14:00:01 local: 16:00 minus 2 h has passed
      const cancel = await post(w.t, `/api/reservation/cancel/${booking.id}`, {}, { token: dave.token, lang: 'en' });
      expect(cancel.body).toMatchObject({
        status: 44003,
        msg: 'Too close to the visit: bookings can be cancelled or changed only until 2026-06-02 14:00',
      });
      const reschedule = await post(w.t, `/api/reservation/reschedule/${booking.id}`, { slot_id: slot.id }, { token: dave.token });
      expect(reschedule.body.status).toBe(44003);
      const detail = await get(w.t, `/api/reservation/detail/${booking.id}`, { token: dave.token });
      expect(detail.body.data).toMatchObject({ status: 'booked', start: '16:00', can_change: false });
      w.t.clock.now = new Date('2026-06-02T01:59:59Z');
      const inTime = await post(w.t, `/api/reservation/cancel/${booking.id}`, {}, { token: dave.token });
      expect(inTime.body.data).toMatchObject({ status: 'cancelled', qr_token: '', qr_image: '', code: '' });
      const told = await w.t.db
        .select()
        .from(inboxMessages)
        .where(eq(inboxMessages.link, `/pages/reservation/result?id=${booking.id}`))
        .orderBy(asc(inboxMessages.id));
      expect(told.map((m) => [m.event, m.payload.time])).toEqual([
        ['reservation.confirmed', '2026-06-02 14:00-15:00'],
        ['reservation.confirmed', '2026-06-02 16:00-17:00'],
        ['reservation.cancelled', '2026-06-02 16:00-17:00'],
      ]);
      expect((await post(w.t, `/api/reservation/cancel/${booking.id}`, {}, { token: dave.token })).body.status).toBe(42009);
    } finally {
      w.t.clock.now = saved;
    }
    const items = await get(w.t, '/api/reservation/items', { token: dave.token });
    expect(items.body.data.collect.map((i: { id: number }) => i.id)).toEqual([dave.parcelId]); // released
  });
});
