/** The staff waybill list as the office console asks it: days, line, sorting, bad input, the capped total. */
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { get } from '../../../test/helpers';
import { users, waybills } from '../../db/schema';
import { CHANNEL, type Customer, newCustomer, packRequest, startWorld, type World } from './test-support';

let w: World;
let me: Customer;
let memberCode: string;
const made: { id: number; no: string }[] = [];

beforeAll(async () => {
  w = await startWorld();
  me = await newCustomer(w.t);
  // Site 1 is in New Zealand (UTC+12 in June): 11:30 UTC on the 2nd is 23:30 there, 12:30 UTC is the 3rd.
  for (const at of ['2026-06-02T11:30:00Z', '2026-06-02T12:30:00Z', '2026-06-01T01:00:00Z']) {
    w.t.clock.now = new Date(at);
    made.push(await packRequest(w, me));
  }
  const [owner] = await w.t.db
    .select({ code: users.memberCode })
    .from(users)
    .innerJoin(waybills, eq(waybills.userId, users.id))
    .where(eq(waybills.id, made[0].id));
  memberCode = owner.code;
});
afterAll(() => w.t.close());

const list = (query: string, token = w.staff) => get(w.t, `/api/staff/order/lst?keyword=${memberCode}&${query}`, { token });
const ids = (answer: { body: { data: { list: { id: number }[] } } }) => answer.body.data.list.map((r) => r.id);

describe('the staff waybill list', () => {
  it("filters by creation days in the site's zone, both ends included", async () => {
    expect(ids(await list('from=2026-06-02&to=2026-06-02'))).toEqual([made[0].id]);
    expect(ids(await list('from=2026-06-02'))).toEqual([made[1].id, made[0].id]);
    expect(ids(await list('to=2026-06-02'))).toEqual([made[0].id, made[2].id]);
    const all = await list('from=2026-06-01&to=2026-06-03');
    expect(all.body.data).toMatchObject({ total: 3, total_capped: false });
  });

  it('filters by line (channel code) and sorts by number or time, either way', async () => {
    expect(ids(await list(`channel=${CHANNEL}`))).toHaveLength(3);
    expect((await list('channel=no-such-line')).body.data).toMatchObject({ list: [], total: 0 });
    const byTime = [made[2].id, made[0].id, made[1].id];
    expect(ids(await list('sort=created_at&order=asc'))).toEqual(byTime);
    expect(ids(await list('sort=created_at'))).toEqual([...byTime].reverse());
    const byNo = [...made].sort((a, b) => a.no.localeCompare(b.no)).map((m) => m.id);
    expect(ids(await list('sort=no&order=asc'))).toEqual(byNo);
    expect(ids(await list('sort=no&order=desc'))).toEqual([...byNo].reverse());
  });

  it("names the field of a bad day, a reversed range or an unknown sort, in the caller's language", async () => {
    const bad = async (query: string, lang: string) => (await get(w.t, `/api/staff/order/lst?${query}`, { token: w.staff, lang })).body;
    expect(await bad('from=2026-02-30', 'en')).toEqual({ status: 40001, msg: 'from: not a real date (YYYY-MM-DD)' });
    expect(await bad('from=2026-06-03&to=2026-06-01', 'zh-cn')).toEqual({ status: 40001, msg: '结束日期不能小于开始日期' });
    expect(await bad('sort=weight', 'en')).toEqual({ status: 40001, msg: 'sort: must be one of created_at, no' });
    expect((await bad('channel=<b>', 'zh-cn')).status).toBe(40001);
    expect(await bad('to=9999-12-31', 'en')).toEqual({ status: 40001, msg: 'to: not a real date (YYYY-MM-DD)' });
    expect((await bad('from=0001-01-01&to=9999-12-30', 'en')).status).toBe(200);
  });

  it('counts up to 10,000 and then says "more" (total_capped), on the queues and on searches', async () => {
    // 10,001 more waybills like the first (test setup: the count is what is tested, not how waybills are made).
    const columns = Object.values(getTableColumns(waybills)).filter((c) => c.name !== 'id' && c.name !== 'no');
    const names = sql.join(
      columns.map((c) => sql.identifier(c.name)),
      sql`, `,
    );
    await w.t.db.execute(
      sql`insert into ${waybills} (${names}, no) select ${names}, no || '-' || g from ${waybills}, generate_series(1, 10001) g where id = ${made[0].id}`,
    );
    const queue = await get(w.t, '/api/staff/order/lst?status=pending_pack&page_size=50', { token: w.staff });
    expect(queue.body.data).toMatchObject({ total: 10_000, total_capped: true });
    expect(queue.body.data.list).toHaveLength(50);
    expect((await list('page_size=1')).body.data).toMatchObject({ total: 10_000, total_capped: true });
    const beyond = await get(w.t, '/api/staff/order/lst?status=pending_pack&page=100000&page_size=50', { token: w.staff });
    expect(beyond.body.data).toMatchObject({ list: [], total: 10_000, total_capped: true });
    // Another site's staff see none of them.
    const au = await get(w.t, '/api/staff/order/lst', { token: w.auStaff, site: '2' });
    expect(au.body.data).toMatchObject({ total: 0, total_capped: false });
  });

  it('does not count a queue again for 30 s once it was past the cap; under the cap it counts every time', async () => {
    const queue = () => get(w.t, '/api/staff/order/lst?status=pending_pack&page_size=20', { token: w.staff });
    expect((await queue()).body.data).toMatchObject({ total: 10_000, total_capped: true });
    await w.t.db.execute(sql`delete from ${waybills} where no like '%-%'`);
    // Still "10,000+" within the 30 s: the count is not made again (the page's rows are read as ever).
    w.t.clock.advance(29);
    const remembered = (await queue()).body.data;
    expect(remembered).toMatchObject({ total: 10_000, total_capped: true });
    expect(remembered.list.map((r: { id: number }) => r.id).sort()).toEqual(made.map((m) => m.id).sort());
    w.t.clock.advance(2);
    expect((await queue()).body.data).toMatchObject({ total: 3, total_capped: false });
    // Another queue of the same site was never past the cap: counted exactly.
    expect((await get(w.t, '/api/staff/order/lst?status=pending_receipt', { token: w.staff })).body.data.total_capped).toBe(false);
  });
});
