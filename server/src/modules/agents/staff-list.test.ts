/** The staff agents list as the office console asks it: the days they applied in the site's zone, sorting, bad input. */
import { eq } from 'drizzle-orm';
import { get } from '../../../test/helpers';
import { users } from '../../db/schema';
import { newCustomer } from '../waybill/test-support';
import { apply, startWorld, type World } from './test-support';

let w: World;
/** Applied on the 2nd and the 4th of June, New Zealand days. */
const made: { id: number; memberCode: string }[] = [];

beforeAll(async () => {
  w = await startWorld();
  // Site 1 is in New Zealand (UTC+12 in June): 11:30 UTC on the 2nd is 23:30 there, 12:30 UTC on the 3rd is the 4th.
  for (const at of ['2026-06-02T11:30:00Z', '2026-06-03T12:30:00Z']) {
    w.t.clock.now = new Date(at);
    const me = await newCustomer(w.t);
    const applied = await apply(w.t, me.token);
    if (applied.body.status !== 200) throw new Error(JSON.stringify(applied.body));
    const [row] = (await get(w.t, '/api/staff/agent/lst?page=1&page_size=1&sort=created_at', { token: w.staff })).body.data.list;
    const [owner] = await w.t.db.select({ code: users.memberCode }).from(users).where(eq(users.id, row.user_id));
    made.push({ id: row.id, memberCode: owner.code });
  }
}, 90_000);
afterAll(() => w.t.close());

const list = async (query: string, lang = 'en') =>
  (await get(w.t, `/api/staff/agent/lst?page=1&page_size=50&${query}`, { token: w.staff, lang })).body;
const ours = (body: { data: { list: { id: number }[] } }) => body.data.list.map((a) => a.id).filter((id) => made.some((m) => m.id === id));

describe('the staff agents list', () => {
  it("filters by the days they applied in the site's zone, both ends included", async () => {
    expect(ours(await list('from=2026-06-02&to=2026-06-02'))).toEqual([made[0].id]);
    expect(ours(await list('from=2026-06-04&to=2026-06-04'))).toEqual([made[1].id]);
    expect((await list('from=2026-06-03&to=2026-06-03')).data).toMatchObject({ list: [], total: 0 });
  });

  it('keeps the review queue oldest first, and sorts by application or member code either way', async () => {
    expect(ours(await list('status=pending'))).toEqual([made[0].id, made[1].id]);
    expect(ours(await list('sort=created_at'))).toEqual([made[1].id, made[0].id]);
    const byCode = [...made].sort((a, b) => a.memberCode.localeCompare(b.memberCode)).map((m) => m.id);
    expect(ours(await list('sort=member_code&order=asc'))).toEqual(byCode);
    expect(ours(await list('sort=member_code&order=desc'))).toEqual([...byCode].reverse());
  });

  it("names a bad day, a reversed range or an unknown sort in the caller's language", async () => {
    expect(await list('from=2026-02-30')).toEqual({ status: 40001, msg: 'from date: not a real date (YYYY-MM-DD)' });
    expect(await list('from=2026-06-03&to=2026-06-01', 'zh-cn')).toEqual({ status: 40001, msg: '结束日期不能小于开始日期' });
    expect(await list('sort=team')).toEqual({ status: 40001, msg: 'sort: must be one of created_at, member_code' });
  });
});
