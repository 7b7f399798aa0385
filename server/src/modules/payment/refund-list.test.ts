/** The staff refunds list as the office console asks it: the days refunds were started in the site's zone, sorting,
 *  bad input. */
import { get } from '../../../test/helpers';
import { newPayer, type PayWorld, refundedTopup, startPayWorld } from './test-support';

let w: PayWorld;
const made: number[] = [];

beforeAll(async () => {
  w = await startPayWorld();
  const me = await newPayer(w);
  // Site 1 is in New Zealand (UTC+12 in June): 11:30 UTC on the 2nd is 23:30 there, 12:30 UTC on the 3rd is the 4th.
  for (const at of ['2026-06-02T11:30:00Z', '2026-06-03T12:30:00Z']) {
    w.t.clock.now = new Date(at);
    const refund = await refundedTopup(w, me);
    if (refund.body.status !== 200) throw new Error(JSON.stringify(refund.body));
    made.push(refund.body.data.id);
  }
}, 90_000);
afterAll(() => w.t.close());

const list = async (query: string, lang = 'en') =>
  (await get(w.t, `/api/staff/refund/lst?page=1&page_size=20&${query}`, { token: w.staff, lang })).body;
const ids = (body: { data: { list: { id: number }[] } }) => body.data.list.map((r) => r.id);

describe('the staff refunds list', () => {
  it("filters by the days refunds were started in the site's zone, both ends included", async () => {
    expect(ids(await list('from=2026-06-02&to=2026-06-02'))).toEqual([made[0]]);
    expect(ids(await list('from=2026-06-04'))).toEqual([made[1]]);
    expect(ids(await list('to=2026-06-03'))).toEqual([made[0]]);
    expect((await list('from=2026-06-05')).data).toMatchObject({ list: [], total: 0 });
  });

  it('keeps the newest first, and sorts by start time either way', async () => {
    expect(ids(await list(''))).toEqual([made[1], made[0]]);
    expect(ids(await list('sort=created_at&order=asc'))).toEqual(made);
  });

  it("names a bad day, a reversed range or an unknown sort in the caller's language", async () => {
    expect(await list('from=2026-02-30')).toEqual({ status: 40001, msg: 'from date: not a real date (YYYY-MM-DD)' });
    expect(await list('from=2026-06-03&to=2026-06-01', 'zh-cn')).toEqual({ status: 40001, msg: '结束日期不能小于开始日期' });
    expect(await list('sort=amount')).toEqual({ status: 40001, msg: 'sort: must be one of created_at, completed_at' });
  });
});
