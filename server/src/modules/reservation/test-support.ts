/**
 * Shared setup of the reservation tests: the seeded Mount Wellington depot (Auckland; the demo staff's desk),
 * customers with parcels in the warehouse (through the parcel API, or straight into the database when a
 * hundred are needed at once), and slots read through the API.
 */
import { eq } from 'drizzle-orm';
import { get, newMobile, post, type TestApp } from '../../../test/helpers';
import { parcels, sites, warehouses } from '../../db/schema';
import { createSession } from '../auth/sessions';
import { createUser } from '../user/accounts';
import { newCustomer, newTrackingNo, parcelInWarehouse, type World } from '../waybill/test-support';

export const DEPOT = 'nz-akl-mt-wellington';
export const REAL_NAME = 'ZHANG Wei';

export async function depotId(t: TestApp, code = DEPOT): Promise<number> {
  const [row] = await t.db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.code, code));
  return row.id;
}

export interface SlotView {
  id: number;
  start: string;
  starts_at: string;
  left: number;
  bookable: boolean;
}

export async function slotDays(t: TestApp, token: string, depot: number, from?: string, days = 7) {
  const answer = await get(t, `/api/reservation/slots?depot_id=${depot}&days=${days}${from ? `&from=${from}` : ''}`, { token });
  if (answer.body.status !== 200) throw new Error(`slots: ${JSON.stringify(answer.body)}`);
  return answer.body.data.days as { date: string; open: string | null; reason: string; slots: SlotView[] }[];
}

/** The slot starting at `start` on `date` (listing it makes it). */
export async function slotAt(t: TestApp, token: string, depot: number, date: string, start: string): Promise<SlotView> {
  const [day] = await slotDays(t, token, depot, date, 1);
  const slot = day.slots.find((s) => s.start === start);
  if (!slot) throw new Error(`no ${start} slot on ${date}: ${JSON.stringify(day)}`);
  return slot;
}

export interface Booker {
  token: string;
  parcelId: number;
}

/** A signed-up customer with one parcel checked in at the warehouse. */
export async function booker(w: World): Promise<Booker> {
  const customer = await newCustomer(w.t);
  return { token: customer.token, parcelId: await parcelInWarehouse(w, customer) };
}

export async function book(t: TestApp, who: Booker, slotId: number, extra: Record<string, unknown> = {}) {
  return post(
    t,
    '/api/reservation/create',
    { slot_id: slotId, parcel_ids: [who.parcelId], real_name: REAL_NAME, ...extra },
    { token: who.token },
  );
}

/** Customers made straight in the database (a session and an in-warehouse parcel each): for the concurrency test. */
export async function quickBookers(t: TestApp, n: number): Promise<Booker[]> {
  const [site] = await t.db.select().from(sites).where(eq(sites.id, 1));
  const out: Booker[] = [];
  for (let i = 0; i < n; i++) {
    const user = await createUser(t.db, t.clock.now, { site, nickname: `Booker ${i}`, mobile: newMobile() });
    const { token } = await createSession(t.db, t.clock.now, user, '127.0.0.1');
    const [parcel] = await t.db
      .insert(parcels)
      .values({
        siteId: 1,
        userId: user.id,
        status: 'in_warehouse',
        trackingNo: newTrackingNo(),
        arrivedAt: t.clock.now,
        createdAt: t.clock.now,
      })
      .returning();
    out.push({ token, parcelId: parcel.id });
  }
  return out;
}
