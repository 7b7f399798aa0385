/** The staff claims queue as the office console asks it: filing days in the site's zone, sorting, bad input. */
import { get } from '../../../test/helpers';
import { deliveredWaybill, fileClaim, newCustomer, startWorld, type World } from './test-support';

let w: World;
const made: number[] = [];

beforeAll(async () => {
  w = await startWorld();
  const me = await newCustomer(w.t);
  // Site 1 is in New Zealand (UTC+12 in June): 11:30 UTC on the 2nd is 23:30 there, 12:30 UTC on the 3rd is the 4th.
  for (const [at, amount] of [
    ['2026-06-02T11:30:00Z', 3000],
    ['2026-06-03T12:30:00Z', 1000],
  ] as const) {
    w.t.clock.now = new Date(at);
    const waybill = await deliveredWaybill(w, me);
    const filed = await fileClaim(w.t, me.token, { type: 'damaged', waybill_id: waybill.id, amount });
    if (filed.body.status !== 200) throw new Error(JSON.stringify(filed.body));
    made.push(filed.body.data.id);
  }
}, 90_000);
afterAll(() => w.t.close());

const list = async (query: string, lang = 'en') =>
  (await get(w.t, `/api/staff/claim/lst?page=1&page_size=20&${query}`, { token: w.staff, lang })).body;
const ids = (body: { data: { list: { id: number }[] } }) => body.data.list.map((c) => c.id);

describe('the staff claims queue', () => {
  it("filters by filing days in the site's zone, both ends included", async () => {
    expect(ids(await list('from=2026-06-02&to=2026-06-02'))).toEqual([made[0]]);
    expect(ids(await list('from=2026-06-04'))).toEqual([made[1]]);
    expect(ids(await list('to=2026-06-03'))).toEqual([made[0]]);
    expect((await list('from=2026-06-02&to=2026-06-04')).data).toMatchObject({ total: 2 });
    expect((await list('from=2026-06-05')).data).toMatchObject({ list: [], total: 0 });
  });

  it('keeps the oldest first, and sorts by filing time or amount either way', async () => {
    expect(ids(await list(''))).toEqual(made);
    expect(ids(await list('sort=created_at'))).toEqual([made[1], made[0]]);
    expect(ids(await list('sort=created_at&order=asc'))).toEqual(made);
    expect(ids(await list('sort=amount&order=asc'))).toEqual([made[1], made[0]]);
    expect(ids(await list('sort=amount&order=desc'))).toEqual(made);
  });

  it("names a bad day, a reversed range or an unknown sort in the caller's language", async () => {
    expect(await list('from=2026-02-30')).toEqual({ status: 40001, msg: 'from date: not a real date (YYYY-MM-DD)' });
    expect(await list('from=2026-06-03&to=2026-06-01', 'zh-cn')).toEqual({ status: 40001, msg: '结束日期不能小于开始日期' });
    expect(await list('sort=age')).toEqual({ status: 40001, msg: 'sort: must be one of created_at, amount' });
  });
});
