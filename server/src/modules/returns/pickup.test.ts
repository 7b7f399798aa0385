/**
 * A return collected at a depot, through HTTP: once paid its parcels are booked on a self-pickup slot as returned
 * items, the desk's hand-over completes the return, cancelling the booking frees the slot and the return waits
 * for a new one; and the handling fee per parcel read from the site settings admins edit.
 */
import { and, eq } from 'drizzle-orm';
import { get, post } from '../../../test/helpers';
import { auditLog, parcels, payments, reservationItems } from '../../db/schema';
import { adminToken } from '../operations/test-support';
import type { Payer, PayWorld } from '../payment/test-support';
import { releaseNoShows } from '../reservation/jobs';
import { depotId, REAL_NAME, slotAt } from '../reservation/test-support';
import { createReturn, detail, giveWallet, newPayer, parcelInWarehouse, payByWallet, SHOP, staffDo, startPayWorld } from './test-support';

let w: PayWorld;
let me: Payer;
let other: Payer;
let depot: number;
beforeAll(async () => {
  w = await startPayWorld(); // Monday 2026-06-01 12:00 in Auckland; the demo staff's desk is Mount Wellington
  me = await newPayer(w);
  other = await newPayer(w);
  depot = await depotId(w.t);
}, 120_000);
afterAll(() => w.t.close());

const parcelStatus = async (id: number) => (await w.t.db.select({ s: parcels.status }).from(parcels).where(eq(parcels.id, id)))[0].s;

async function paidPickup(who: Payer = me) {
  const made = await createReturn(w, who, { method: 'pickup' });
  await giveWallet(w.t, who.user, 500);
  expect((await payByWallet(w, who, made.id)).body.status).toBe(200);
  return made;
}

const slotToday = (token: string, start = '15:00') => slotAt(w.t, token, depot, '2026-06-01', start);
const bookReturn = async (token: string, returnId: number, start = '15:00') =>
  post(
    w.t,
    '/api/reservation/create',
    { slot_id: (await slotToday(token, start)).id, return_id: returnId, real_name: REAL_NAME },
    { token, lang: 'en' },
  );

describe("the shop's address and RMA number", () => {
  it('are not asked of a pickup return (the customer takes the parcels back), and are of one sent by post', async () => {
    const bare = { parcel_ids: [await parcelInWarehouse(w, me)], deadline: '2026-06-10' };
    const pickup = await post(w.t, '/api/return/create', { ...bare, method: 'pickup' }, { token: me.token, lang: 'en' });
    expect(pickup.body).toMatchObject({ status: 200, data: { method: 'pickup', ra_number: '', address: { name: '', country: 'NZ' } } });
    const post1 = { ...bare, parcel_ids: [await parcelInWarehouse(w, me)], method: 'postage' };
    for (const [lang, body, msg] of [
      ['en', post1, "shop's return address: required"],
      ['zh-cn', post1, '请填写商家退货地址'],
      ['en', { ...post1, address: SHOP }, 'return authorisation number: required'],
    ] as const) {
      const answer = await post(w.t, '/api/return/create', body, { token: me.token, lang });
      expect(answer.body).toMatchObject({ status: 40001, msg: expect.stringContaining(msg) });
    }
  });
});

describe('booking a slot for a paid pickup return', () => {
  it('books its parcels as returned items; the return shows the booking and cannot be called off meanwhile', async () => {
    const { id, parcelIds } = await paidPickup();
    expect((await detail(w, me.token, id)).body.data).toMatchObject({ status: 'processing', actions: ['book', 'cancel'], booking: null });
    const left = (await slotToday(me.token)).left;
    const booked = await bookReturn(me.token, id);
    expect(booked.body).toMatchObject({
      status: 200,
      data: { status: 'booked', items: [{ kind: 'return', action: 'collect', id: parcelIds[0], return_id: id, status: 'open' }] },
    });
    expect((await slotToday(me.token)).left).toBe(left - 1);
    const shown = (await detail(w, me.token, id)).body.data;
    expect(shown).toMatchObject({
      status: 'processing',
      actions: [],
      booking: { id: booked.body.data.id, no: booked.body.data.no, status: 'booked', date: '2026-06-01', start: '15:00' },
    });
    expect((await post(w.t, `/api/return/cancel/${id}`, {}, { token: me.token, lang: 'en' })).body).toMatchObject({
      status: 46001,
      msg: expect.stringContaining('cancel the booking first'),
    });
    expect((await staffDo(w, 'reject', id, { reason: 'no' })).body.status).toBe(46001);
    const [payment] = await w.t.db.select().from(payments).where(eq(payments.returnId, id));
    expect(
      (await post(w.t, `/api/staff/payment/refund/${payment.id}`, { note: 'asked by phone' }, { token: w.staff, lang: 'en' })).body.status,
    ).toBe(46001);
    expect((await w.t.db.select().from(payments).where(eq(payments.id, payment.id)))[0].status).toBe('paid');
    expect((await bookReturn(me.token, id, '16:00')).body.status).toBe(46001);
    expect((await detail(w, me.token, id)).body.data.status).toBe('processing');
    expect(await parcelStatus(parcelIds[0])).toBe('return_requested');
  });

  it("refuses another customer's return (not found), an unpaid one, and one not collected at a depot", async () => {
    const theirs = await paidPickup(other);
    expect((await bookReturn(me.token, theirs.id)).body).toMatchObject({ status: 40004, msg: 'No such return' });
    const unpaid = await createReturn(w, me, { method: 'pickup' });
    expect((await bookReturn(me.token, unpaid.id)).body).toMatchObject({ status: 42009, msg: expect.stringContaining('awaiting payment') });
    const postage = await createReturn(w, me);
    expect((await bookReturn(me.token, postage.id)).body.status).toBe(46002);
    const items = await w.t.db.select().from(reservationItems).where(eq(reservationItems.returnId, unpaid.id));
    expect(items).toEqual([]);
    expect(
      (
        await post(
          w.t,
          '/api/reservation/create',
          { slot_id: (await slotToday(me.token)).id, return_id: 0 },
          { token: me.token, lang: 'en' },
        )
      ).body,
    ).toMatchObject({ status: 40001, msg: expect.stringContaining('return') });
  });
});

describe('the desk hands the parcels over', () => {
  it('completes the return in the hand-over; its parcels leave the warehouse list', async () => {
    const { id, parcelIds } = await paidPickup();
    const booking = (await bookReturn(me.token, id)).body.data;
    const today = await get(w.t, '/api/staff/reservation/today', { token: w.staff });
    const desk = today.body.data.slots
      .flatMap((s: { bookings: { id: number }[] }) => s.bookings)
      .find((b: { id: number }) => b.id === booking.id);
    expect(desk.items).toEqual([expect.objectContaining({ kind: 'return', return_id: id, no: expect.any(String) })]);
    const handed = await post(
      w.t,
      '/api/staff/reservation/handover',
      { reservation_id: booking.id, code: booking.code, collector_name: REAL_NAME, id_checked: true },
      { token: w.staff, lang: 'en' },
    );
    expect(handed.body).toMatchObject({ status: 200, data: { status: 'completed', items: [{ kind: 'return', status: 'done' }] } });
    const done = (await detail(w, me.token, id)).body.data;
    expect(done).toMatchObject({
      status: 'completed',
      actions: [],
      booking: { status: 'completed' },
      parcels: [{ id: parcelIds[0], status: 'returned' }],
    });
    expect(done.events.at(-1)).toMatchObject({ action: 'completed', by: 'staff' });
    expect(await parcelStatus(parcelIds[0])).toBe('returned');
    const warehouse = await get(w.t, '/api/return/parcels', { token: me.token });
    expect(warehouse.body.data.list.map((p: { id: number }) => p.id)).not.toContain(parcelIds[0]);
  });

  it('staff cannot complete a collection by hand: the desk does', async () => {
    const { id } = await paidPickup();
    expect((await staffDo(w, 'complete', id)).body.status).toBe(42009);
    expect((await get(w.t, `/api/staff/return/detail/${id}`, { token: w.staff })).body.data.actions).not.toContain('complete');
  });
});

describe('cancel and book again', () => {
  it('a cancelled booking frees the slot and the return waits for a new booking', async () => {
    const { id } = await paidPickup();
    const first = (await bookReturn(me.token, id, '17:00')).body.data;
    const left = (await slotToday(me.token, '17:00')).left;
    const cancelled = await post(w.t, `/api/reservation/cancel/${first.id}`, {}, { token: me.token });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', items: [{ kind: 'return', status: 'released' }] });
    expect((await slotToday(me.token, '17:00')).left).toBe(left + 1);
    expect((await detail(w, me.token, id)).body.data).toMatchObject({
      status: 'processing',
      actions: ['book', 'cancel'],
      booking: { id: first.id, status: 'cancelled' },
    });
    const again = await bookReturn(me.token, id, '17:00');
    expect(again.body).toMatchObject({ status: 200, data: { status: 'booked' } });
    expect((await detail(w, me.token, id)).body.data.booking).toMatchObject({ id: again.body.data.id, status: 'booked' });
  });

  it('a missed booking is released like any other and the return can be booked again', async () => {
    const { id } = await paidPickup();
    const answer = await bookReturn(me.token, id, '14:00');
    expect(answer.body.status).toBe(200);
    const booked = answer.body.data;
    const before = w.t.clock.now;
    w.t.clock.now = new Date('2026-06-01T04:00:00Z'); // 16:00 in Auckland: the 14:00 slot ended more than 30 minutes ago
    try {
      expect((await releaseNoShows(w.t.app.deps)).map((r) => r.id)).toContain(booked.id);
    } finally {
      w.t.clock.now = before;
    }
    expect((await detail(w, me.token, id)).body.data).toMatchObject({
      status: 'processing',
      actions: ['book', 'cancel'],
      booking: { status: 'no_show' },
    });
    expect((await bookReturn(me.token, id, '16:00')).body).toMatchObject({
      status: 200,
      data: { items: [{ kind: 'return', return_id: id }] },
    });
  });
});

describe('the handling fee per parcel comes from the site settings', () => {
  it('an admin changes it on the site settings (audited); new returns charge it', async () => {
    const admin = await adminToken(w.t);
    const [row] = (await get(w.t, '/api/admin/site_operations/lst', { token: admin })).body.data.list;
    expect(row.return_handling_fee).toBe(500);
    for (const bad of [-1, 100_001, 2.5, 'five']) {
      const refused = await post(
        w.t,
        `/api/admin/site_operations/update/${row.id}`,
        { return_handling_fee: bad },
        { token: admin, lang: 'en' },
      );
      expect(refused.body).toMatchObject({ status: 40001, msg: expect.stringContaining('return handling fee') });
    }
    const saved = await post(w.t, `/api/admin/site_operations/update/${row.id}`, { return_handling_fee: 750 }, { token: admin });
    expect(saved.body.data.return_handling_fee).toBe(750);
    try {
      expect((await get(w.t, '/api/return/parcels', { token: other.token })).body.data.handling_fee).toBe(750);
      const { answer } = await createReturn(w, other, { method: 'pickup' });
      expect(answer.body.data).toMatchObject({ handling_fee: 750, amount: 750 });
      const [audit] = await w.t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.kind, 'site_operations'), eq(auditLog.entityId, row.id)));
      expect(audit.changes).toEqual([{ field: 'return_handling_fee', old: 500, new: 750 }]);
    } finally {
      await post(w.t, `/api/admin/site_operations/update/${row.id}`, { return_handling_fee: 500 }, { token: admin });
    }
  });
});
