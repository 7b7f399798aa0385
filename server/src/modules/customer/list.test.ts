/** The staff customer list as the office console asks it: sign-up days in the site's zone, sorting, bad input. */
import { get } from '../../../test/helpers';
import { newPayer, type Payer, type PayWorld, startPayWorld } from '../payment/test-support';

let w: PayWorld;
/** Signed up on the 2nd and the 4th of June, New Zealand days. */
const made: Payer[] = [];

beforeAll(async () => {
  w = await startPayWorld();
  // Site 1 is in New Zealand (UTC+12 in June): 11:30 UTC on the 2nd is 23:30 there, 12:30 UTC on the 3rd is the 4th.
  for (const at of ['2026-06-02T11:30:00Z', '2026-06-03T12:30:00Z']) {
    w.t.clock.now = new Date(at);
    made.push(await newPayer(w));
  }
}, 90_000);
afterAll(() => w.t.close());

const list = async (query: string, lang = 'en') =>
  (await get(w.t, `/api/staff/customer/lst?page=1&page_size=50&${query}`, { token: w.staff, lang })).body;
/** This test's customers in the order listed (the seeded ones signed up on other days). */
const ours = (body: { data: { list: { id: number }[] } }) =>
  body.data.list.map((c) => c.id).filter((id) => made.some((m) => m.user.id === id));
const [first, second] = [() => made[0].user.id, () => made[1].user.id];

describe('the staff customer list', () => {
  it("filters by sign-up days in the site's zone, both ends included", async () => {
    expect(ours(await list('from=2026-06-02&to=2026-06-02'))).toEqual([first()]);
    expect(ours(await list('from=2026-06-04&to=2026-06-04'))).toEqual([second()]);
    expect(ours(await list('from=2026-06-03&to=2026-06-03'))).toEqual([]);
    expect((await list('from=2026-06-02&to=2026-06-04')).data).toMatchObject({ total: 2, total_capped: false });
  });

  it('keeps the newest first, and sorts by sign-up or member code either way', async () => {
    expect(ours(await list(''))).toEqual([second(), first()]);
    expect(ours(await list('sort=created_at&order=asc'))).toEqual([first(), second()]);
    const byCode = [...made].sort((a, b) => a.user.memberCode.localeCompare(b.user.memberCode)).map((m) => m.user.id);
    expect(ours(await list('sort=member_code&order=asc'))).toEqual(byCode);
    expect(ours(await list('sort=member_code&order=desc'))).toEqual([...byCode].reverse());
  });

  it("names a bad day, a reversed range or an unknown sort in the caller's language", async () => {
    expect(await list('from=2026-02-30')).toEqual({ status: 40001, msg: 'from date: not a real date (YYYY-MM-DD)' });
    expect(await list('from=2026-06-03&to=2026-06-01', 'zh-cn')).toEqual({ status: 40001, msg: '结束日期不能小于开始日期' });
    expect(await list('sort=mobile')).toEqual({ status: 40001, msg: 'sort: must be one of created_at, member_code' });
  });
});
