/** The console's search box: one code finds its waybill, parcel or customer, each only for the roles that may look. */
import { eq } from 'drizzle-orm';
import { get, passwordLogin } from '../../../test/helpers';
import { parcels } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed-data';
import { newPayer, type PayWorld, startPayWorld } from '../payment/test-support';
import { packRequest } from '../waybill/test-support';

let w: PayWorld;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  w = await startPayWorld();
  for (const account of ['service', 'warehouse', 'finance'])
    tokens[account] = (await passwordLogin(w.t, account, DEMO_PASSWORD)).body.data.token;
});
afterAll(() => w?.t.close());

const search = async (q: string, account = 'service') =>
  (await get(w.t, `/api/staff/search?q=${encodeURIComponent(q)}`, { token: tokens[account], lang: 'en' })).body;
const kinds = (hits: { kind: string; code: string }[]) => hits.map((h) => [h.kind, h.code]);

it('finds a waybill by its number, a parcel by its tracking number as typed, a customer by member code or mobile', async () => {
  const me = await newPayer(w);
  const made = await packRequest(w, me);
  const [parcel] = await w.t.db.select().from(parcels).where(eq(parcels.id, made.parcelId));

  expect(kinds((await search(made.no)).data.list)).toEqual([['waybill', made.no]]);
  const typed = ` ${parcel.trackingNo.toLowerCase()} `;
  expect(kinds((await search(typed)).data.list)).toEqual([['parcel', parcel.trackingNo]]);
  expect((await search(me.user.memberCode)).data.list).toEqual([
    { kind: 'customer', id: me.user.id, code: me.user.memberCode, text: me.user.nickname },
  ]);
  expect(kinds((await search(`0${me.user.mobile!.slice(3)}`)).data.list)).toEqual([['customer', me.user.memberCode]]);
});

it('shows each kind only to the roles that may look; bad input is refused', async () => {
  const me = await newPayer(w);
  expect(kinds((await search(me.user.memberCode, 'warehouse')).data.list)).toEqual([]);
  expect((await search(me.user.memberCode, 'finance')).data.list).toEqual([]);
  expect(await search('')).toMatchObject({ status: 40001 });
  expect(await search('x'.repeat(51))).toMatchObject({ status: 40001 });
  expect((await get(w.t, '/api/staff/search?q=NZ', { token: me.token })).body.status).toBe(40003);
});
