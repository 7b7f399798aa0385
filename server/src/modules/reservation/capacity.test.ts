/**
 * The last places of a slot under concurrent booking: 100 customers at once for the last 5 places get exactly
 * 5 bookings, the others 44001, and the slot's count never passes its capacity (PGlite and PostgreSQL).
 */
import { and, eq } from 'drizzle-orm';
import { parcels, reservations, reservationSlots } from '../../db/schema';
import { startWorld, type World } from '../waybill/test-support';
import { book, depotId, quickBookers, slotAt } from './test-support';

let w: World;
beforeAll(async () => {
  w = await startWorld();
}, 90_000); // a fresh app and database: slow on a loaded machine
afterAll(() => w.t.close());

it('gives the last 5 places to exactly 5 of 100 customers booking at once', async () => {
  const customers = await quickBookers(w.t, 100);
  const slot = await slotAt(w.t, customers[0].token, await depotId(w.t), '2026-06-03', '15:00');
  await w.t.db.update(reservationSlots).set({ capacity: 100, booked: 95 }).where(eq(reservationSlots.id, slot.id));

  const answers = await Promise.all(customers.map((c) => book(w.t, c, slot.id)));
  const statuses = answers.map((a) => a.body.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(5);
  expect(statuses.filter((s) => s === 44001)).toHaveLength(95);
  const [after] = await w.t.db.select().from(reservationSlots).where(eq(reservationSlots.id, slot.id));
  expect(after.booked).toBe(100);
  const booked = await w.t.db
    .select()
    .from(reservations)
    .where(and(eq(reservations.slotId, slot.id), eq(reservations.status, 'booked')));
  expect(booked).toHaveLength(5);
}, 180_000); // a hundred customers are set up first

it('holds the open-bookings limit when one customer taps many times at once', async () => {
  const [customer] = await quickBookers(w.t, 1);
  const extra = await quickBookers(w.t, 5);
  // Five parcels of the same customer: move the others' parcels to them.
  const [{ userId }] = await w.t.db.select({ userId: parcels.userId }).from(parcels).where(eq(parcels.id, customer.parcelId));
  for (const e of extra) await w.t.db.update(parcels).set({ userId }).where(eq(parcels.id, e.parcelId));
  const slot = await slotAt(w.t, customer.token, await depotId(w.t), '2026-06-04', '15:00');
  const answers = await Promise.all([customer, ...extra].map((c) => book(w.t, { token: customer.token, parcelId: c.parcelId }, slot.id)));
  const statuses = answers.map((a) => a.body.status).sort();
  expect(statuses).toEqual([200, 200, 200, 44004, 44004, 44004]);
});
