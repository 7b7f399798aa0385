/** The office's list of bookings (GET /api/staff/reservation/lst) through HTTP: paging, sorting by slot, status, slot
 *  days in the site's zone, the keyword (booking no., member code, mobile), another site's staff, bad input. */
import { eq } from 'drizzle-orm';
import { get, post } from '../../../test/helpers';
import { reservations, users } from '../../db/schema';
import { startWorld, type World } from '../waybill/test-support';
import { book, booker, depotId, slotAt } from './test-support';

let w: World;
/** Booked on Monday 1, Tuesday 2 and Wednesday 3 June at 15:00 in Auckland; the last one cancelled. */
const made: { id: number; no: string; memberCode: string; mobile: string }[] = [];

beforeAll(async () => {
  w = await startWorld(); // Monday 2026-06-01 12:00 in Auckland
  const depot = await depotId(w.t);
  for (const date of ['2026-06-01', '2026-06-02', '2026-06-03']) {
    const who = await booker(w);
    const answer = await book(w.t, who, (await slotAt(w.t, who.token, depot, date, '15:00')).id);
    if (answer.body.status !== 200) throw new Error(JSON.stringify(answer.body));
    const { id, no } = answer.body.data as { id: number; no: string };
    const [owner] = await w.t.db
      .select({ memberCode: users.memberCode, mobile: users.mobile })
      .from(users)
      .innerJoin(reservations, eq(reservations.userId, users.id))
      .where(eq(reservations.id, id));
    made.push({ id, no, memberCode: owner.memberCode, mobile: owner.mobile! });
    if (date === '2026-06-03') expect((await post(w.t, `/api/reservation/cancel/${id}`, {}, { token: who.token })).body.status).toBe(200);
  }
}, 90_000); // customers with signed agreements and parcels: slow on a loaded machine
afterAll(() => w.t.close());

const list = (query: string, token = w.staff, lang = 'en') =>
  get(w.t, `/api/staff/reservation/lst?page=1&page_size=20&${query}`, { token, lang });
/** Only this test's bookings (others' made elsewhere in the file would not change the answer either way). */
const ours = (answer: { body: { data: { list: { id: number }[] } } }) =>
  answer.body.data.list.map((r) => r.id).filter((id) => made.some((m) => m.id === id));

describe("the office's bookings list", () => {
  it('lists the latest slot first with the owner, pages, and sorts by slot either way', async () => {
    const all = await list('');
    expect(all.body.data).toMatchObject({ total: 3, total_capped: false, page: 1, page_size: 20 });
    expect(ours(all)).toEqual([made[2].id, made[1].id, made[0].id]);
    expect(all.body.data.list[2]).toMatchObject({
      no: made[0].no,
      status: 'booked',
      date: '2026-06-01',
      start: '15:00',
      member_code: made[0].memberCode,
      customer_deleted: false,
      real_name: 'ZHANG Wei',
      items: [expect.objectContaining({ kind: 'parcel', action: 'collect' })],
    });
    expect(ours(await list('sort=starts_at&order=asc'))).toEqual([made[0].id, made[1].id, made[2].id]);
    const second = await get(w.t, '/api/staff/reservation/lst?page=2&page_size=1', { token: w.staff });
    expect(second.body.data).toMatchObject({ total: 3, page: 2, page_size: 1, list: [{ id: made[1].id }] });
  });

  it("filters by status and by slot days in the site's zone, both ends included", async () => {
    expect(ours(await list('status=cancelled'))).toEqual([made[2].id]);
    expect(ours(await list('status=booked'))).toEqual([made[1].id, made[0].id]);
    expect(ours(await list('from=2026-06-02&to=2026-06-02'))).toEqual([made[1].id]);
    expect(ours(await list('from=2026-06-02'))).toEqual([made[2].id, made[1].id]);
    expect(ours(await list('to=2026-06-02'))).toEqual([made[1].id, made[0].id]);
    expect((await list('from=2026-06-04')).body.data).toMatchObject({ list: [], total: 0 });
  });

  it('finds a booking by its number, its owner member code or mobile as people type it', async () => {
    expect(ours(await list(`keyword=${made[1].no.toLowerCase()}`))).toEqual([made[1].id]);
    expect(ours(await list(`keyword=${made[0].memberCode}`))).toEqual([made[0].id]);
    // +64 21 234 5678 is typed 021 234 5678.
    const national = `0${made[2].mobile.replace(/^\+64/, '')}`;
    expect(ours(await list(`keyword=${encodeURIComponent(national)}`))).toEqual([made[2].id]);
    expect((await list('keyword=nobody-like-this')).body.data).toMatchObject({ list: [], total: 0 });
  });

  it("does not list another site's bookings", async () => {
    const au = await get(w.t, '/api/staff/reservation/lst?page=1&page_size=20', { token: w.auStaff, site: '2' });
    expect(au.body.data).toMatchObject({ list: [], total: 0 });
  });

  it("names a bad day, a reversed range, an unknown sort or status in the caller's language", async () => {
    const bad = async (query: string, lang: string) => (await list(query, w.staff, lang)).body;
    expect(await bad('from=2026-02-30', 'en')).toEqual({ status: 40001, msg: 'from date: not a real date (YYYY-MM-DD)' });
    expect(await bad('from=2026-06-03&to=2026-06-01', 'zh-cn')).toEqual({ status: 40001, msg: '结束日期不能小于开始日期' });
    expect(await bad('to=June', 'en')).toMatchObject({ status: 40001, msg: expect.stringMatching(/^to date: /) });
    expect(await bad('sort=no', 'en')).toEqual({ status: 40001, msg: 'sort: must be one of starts_at' });
    expect((await bad('status=lost', 'zh-cn')).status).toBe(40001);
    expect(await bad(`keyword=${'x'.repeat(51)}`, 'zh-cn')).toMatchObject({ status: 40001, msg: expect.stringMatching(/^搜索关键词/) });
  });
});
