import { and, eq } from 'drizzle-orm';
import { get, post } from '../../../test/helpers';
import { parcels, requestIds } from '../../db/schema';
import { type Customer, GOODS, newCustomer, newTrackingNo, packBody, parcelInWarehouse, startWorld, type World } from './test-support';

let w: World;
let me: Customer;
let other: Customer;
beforeAll(async () => {
  w = await startWorld();
  me = await newCustomer(w.t);
  other = await newCustomer(w.t);
});
afterAll(() => w.t.close());

const sendBody = (c: Customer, extra: Record<string, unknown> = {}) => ({
  sender_address_id: c.senderId,
  address_id: c.recipientId,
  depot_id: 2,
  channel_code: 'nz-general-economy',
  insured: false,
  goods: GOODS,
  ...extra,
});
const send = (c: Customer, extra: Record<string, unknown> = {}) =>
  post(w.t, '/api/order/send/create', sendBody(c, extra), { token: c.token, lang: 'en' });
/** The customer's waybills as their list shows them. */
const waybillsOf = async (c: Customer): Promise<Array<{ id: number; no: string }>> =>
  (await get(w.t, '/api/order/lst?page_size=50', { token: c.token })).body.data.list.map((x: { id: number; no: string }) => ({
    id: x.id,
    no: x.no,
  }));

describe('a create request with a request_id', () => {
  it('creates one waybill for 10 concurrent identical send requests, and all 10 answers carry its number', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(me, { request_id: 'tap-0001-send' })));
    expect(answers.map((a) => a.body.status)).toEqual(Array(10).fill(200));
    const nos = new Set(answers.map((a) => a.body.data.no));
    expect(nos.size).toBe(1);
    const [no] = [...nos];
    const mine = await waybillsOf(me);
    expect(mine).toEqual([{ id: answers[0].body.data.id, no }]);
    expect(answers.every((a) => a.body.data.id === mine[0].id && a.body.data.status === 'pending_receipt')).toBe(true);
  });

  it('answers the first waybill to a later retry, and creates again without a request_id', async () => {
    const first = await send(me, { request_id: 'tap-0002-send' });
    const retry = await send(me, { request_id: 'tap-0002-send', note: 'changed on retry' });
    expect(retry.body).toMatchObject({ status: 200, data: { id: first.body.data.id, no: first.body.data.no, note: '' } });

    const before = (await waybillsOf(me)).length;
    const a = await send(me);
    const b = await send(me);
    expect([a.body.status, b.body.status]).toEqual([200, 200]);
    expect(a.body.data.no).not.toBe(b.body.data.no);
    expect((await waybillsOf(me)).length).toBe(before + 2);
  });

  it("is per user: another customer's identical request_id makes their own waybill", async () => {
    const mine = await send(me, { request_id: 'shared-request-id' });
    const theirs = await send(other, { request_id: 'shared-request-id' });
    expect(theirs.body.status).toBe(200);
    expect(theirs.body.data.id).not.toBe(mine.body.data.id);
    expect((await waybillsOf(other)).map((x) => x.no)).toEqual([theirs.body.data.no]);
    // And each keeps answering its own.
    expect((await send(me, { request_id: 'shared-request-id' })).body.data.id).toBe(mine.body.data.id);
  });

  it('is per endpoint, and frees the id after 24 hours', async () => {
    const parcelId = await parcelInWarehouse(w, me);
    const sent = await send(me, { request_id: 'tap-0003-both' });
    const packed = await post(w.t, '/api/order/pack/create', packBody(me, [parcelId], { request_id: 'tap-0003-both' }), {
      token: me.token,
    });
    expect(packed.body.status).toBe(200);
    expect(packed.body.data.id).not.toBe(sent.body.data.id);
    // A retried pack request answers the first waybill, not 42009 for its parcel now being packed.
    const again = await post(w.t, '/api/order/pack/create', packBody(me, [parcelId], { request_id: 'tap-0003-both' }), { token: me.token });
    expect(again.body).toMatchObject({ status: 200, data: { id: packed.body.data.id, parcels: [{ id: parcelId, status: 'packing' }] } });

    w.t.clock.advance(24 * 3600 - 1);
    expect((await send(me, { request_id: 'tap-0003-both' })).body.data.id).toBe(sent.body.data.id);
    w.t.clock.advance(2);
    const fresh = await send(me, { request_id: 'tap-0003-both' });
    expect(fresh.body.status).toBe(200);
    expect(fresh.body.data.id).not.toBe(sent.body.data.id);
    expect(await w.t.db.select().from(requestIds).where(eq(requestIds.requestId, 'tap-0003-both'))).toHaveLength(2); // send (renewed) + pack
  });

  it('answers the first parcel to a repeated declaration', async () => {
    const no = newTrackingNo();
    const body = { tracking_no: no, courier: 'NZ Post', goods: GOODS, request_id: 'parcel-tap-0001' };
    const [a, b] = await Promise.all([
      post(w.t, '/api/parcel/create', body, { token: me.token }),
      post(w.t, '/api/parcel/create', body, { token: me.token }),
    ]);
    expect([a.body.status, b.body.status]).toEqual([200, 200]);
    expect(b.body.data.id).toBe(a.body.data.id);
    expect(
      await w.t.db
        .select({ id: parcels.id })
        .from(parcels)
        .where(and(eq(parcels.trackingNo, no))),
    ).toHaveLength(1);
    // Without the id the same number is refused as taken, as before.
    const { request_id: _, ...plain } = body;
    expect((await post(w.t, '/api/parcel/create', plain, { token: me.token })).body.status).toBe(40001);
  });

  it('keeps nothing of a refused request: fixed and resent with the same id, it creates', async () => {
    const refused = await send(me, { request_id: 'tap-0004-fix', channel_code: 'no-such-channel' });
    expect(refused.body.status).not.toBe(200);
    const fixed = await send(me, { request_id: 'tap-0004-fix' });
    expect(fixed.body.status).toBe(200);
  });

  it('refuses a malformed request_id, naming it, and writes nothing', async () => {
    const before = (await waybillsOf(me)).length;
    for (const bad of ['short', 'has space in it', 'x'.repeat(65), 'ünïcode-id']) {
      const answer = await send(me, { request_id: bad });
      expect(answer.body.status).toBe(40001);
      expect(answer.body.msg).toMatch(/^request id: /);
    }
    expect((await waybillsOf(me)).length).toBe(before);
    const parcel = await post(w.t, '/api/parcel/create', { tracking_no: newTrackingNo(), request_id: 'a b c d e f' }, { token: me.token });
    expect(parcel.body).toEqual({ status: 40001, msg: '请求编号格式不正确' });
  });
});
