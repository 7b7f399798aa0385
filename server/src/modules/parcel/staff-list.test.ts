/** The staff parcel list as the office console asks it: arrival days in the site's zone, bad days, the capped total. */
import { getTableColumns, sql } from 'drizzle-orm';
import { get } from '../../../test/helpers';
import { parcels } from '../../db/schema';
import { checkIn, type Customer, declare, newCustomer, newTrackingNo, startWorld, type World } from '../waybill/test-support';

let w: World;
let me: Customer;
const arrived: { id: number; no: string }[] = [];

beforeAll(async () => {
  w = await startWorld();
  me = await newCustomer(w.t);
  // Site 1 is in New Zealand (UTC+12 in June): 11:30 UTC on the 2nd is 23:30 there, 12:30 UTC is the 3rd.
  for (const at of ['2026-06-02T11:30:00Z', '2026-06-02T12:30:00Z']) {
    w.t.clock.now = new Date(at);
    const no = newTrackingNo();
    arrived.push({ id: await declare(w.t, me.token, no), no });
    await checkIn(w, no);
  }
});
afterAll(() => w.t.close());

const list = (query: string) => get(w.t, `/api/staff/parcel/lst?${query}`, { token: w.staff, lang: 'en' });
const ids = (answer: { body: { data: { list: { id: number }[] } } }) => answer.body.data.list.map((r) => r.id);

describe('the staff parcel list', () => {
  it("filters by arrival days in the site's zone, both ends included", async () => {
    expect(ids(await list('from=2026-06-02&to=2026-06-02'))).toEqual([arrived[0].id]);
    expect(ids(await list('from=2026-06-03'))).toEqual([arrived[1].id]);
    expect((await list('from=2026-06-01&to=2026-06-03')).body.data).toMatchObject({ total: 2, total_capped: false });
  });

  it('names the field of a bad day and lists nothing', async () => {
    expect((await list('to=2026-13-01')).body).toEqual({ status: 40001, msg: 'to: not a real date (YYYY-MM-DD)' });
    expect((await list('from=2026-02-30')).body).toEqual({ status: 40001, msg: 'from: not a real date (YYYY-MM-DD)' });
    expect((await list('from=2026-06-03&to=2026-06-02')).body).toEqual({ status: 40001, msg: 'to: must not be less than from' });
  });

  it('counts up to 10,000 and then says "more" (total_capped)', async () => {
    // 10,001 more parcels like the first (test setup: the count is what is tested).
    const columns = Object.values(getTableColumns(parcels)).filter((c) => c.name !== 'id' && c.name !== 'tracking_no');
    const names = sql.join(
      columns.map((c) => sql.identifier(c.name)),
      sql`, `,
    );
    await w.t.db.execute(
      sql`insert into ${parcels} (${names}, tracking_no) select ${names}, tracking_no || 'X' || g from ${parcels}, generate_series(1, 10001) g where id = ${arrived[0].id}`,
    );
    const all = await list('status=in_warehouse&page_size=50');
    expect(all.body.data).toMatchObject({ total: 10_000, total_capped: true });
    expect(all.body.data.list).toHaveLength(50);
    expect((await list(`keyword=${arrived[0].no}&page_size=1`)).body.data).toMatchObject({ total: 10_000, total_capped: true });
    const au = await get(w.t, '/api/staff/parcel/lst', { token: w.auStaff, site: '2' });
    expect(au.body.data).toMatchObject({ total: 0, total_capped: false });
  });
});
