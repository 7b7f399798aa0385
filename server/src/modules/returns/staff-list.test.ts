/** The staff returns list as the office console asks it: asking days in the site's zone, sorting, bad input. */
import { get } from '../../../test/helpers';
import type { PayWorld } from '../payment/test-support';
import { createReturn, newPayer, startPayWorld } from './test-support';

let w: PayWorld;
/** Asked on the 2nd (shop's deadline the 12th) and on the 4th (deadline the 10th), New Zealand days. */
const made: number[] = [];

beforeAll(async () => {
  w = await startPayWorld();
  const me = await newPayer(w);
  // Site 1 is in New Zealand (UTC+12 in June): 11:30 UTC on the 2nd is 23:30 there, 12:30 UTC on the 3rd is the 4th.
  for (const [at, deadline] of [
    ['2026-06-02T11:30:00Z', '2026-06-12'],
    ['2026-06-03T12:30:00Z', '2026-06-10'],
  ] as const) {
    w.t.clock.now = new Date(at);
    made.push((await createReturn(w, me, { deadline })).id);
  }
}, 90_000);
afterAll(() => w.t.close());

const list = async (query: string, lang = 'en') =>
  (await get(w.t, `/api/staff/return/lst?page=1&page_size=20&${query}`, { token: w.staff, lang })).body;
const ids = (body: { data: { list: { id: number }[] } }) => body.data.list.map((r) => r.id);

describe('the staff returns list', () => {
  it("filters by the days they were asked in the site's zone, both ends included", async () => {
    expect(ids(await list('from=2026-06-02&to=2026-06-02'))).toEqual([made[0]]);
    expect(ids(await list('from=2026-06-04'))).toEqual([made[1]]);
    expect(ids(await list('to=2026-06-03'))).toEqual([made[0]]);
    expect((await list('from=2026-06-05')).data).toMatchObject({ list: [], total: 0 });
  });

  it('keeps the nearest shop deadline first, and sorts by deadline or asking time either way', async () => {
    expect(ids(await list(''))).toEqual([made[1], made[0]]);
    expect(ids(await list('sort=deadline'))).toEqual(made);
    expect(ids(await list('sort=created_at&order=asc'))).toEqual(made);
    expect(ids(await list('sort=created_at&order=desc'))).toEqual([made[1], made[0]]);
  });

  it("names a bad day, a reversed range or an unknown sort in the caller's language", async () => {
    expect(await list('to=2026-13-01')).toEqual({ status: 40001, msg: 'to date: not a real date (YYYY-MM-DD)' });
    expect(await list('from=2026-06-03&to=2026-06-01', 'zh-cn')).toEqual({ status: 40001, msg: '结束日期不能小于开始日期' });
    expect(await list('sort=fee')).toEqual({ status: 40001, msg: 'sort: must be one of deadline, created_at' });
  });
});
