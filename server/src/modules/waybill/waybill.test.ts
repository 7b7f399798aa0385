import { and, eq } from 'drizzle-orm';
import { get, post } from '../../../test/helpers';
import { channels, parcels, trackEvents, waybills } from '../../db/schema';
import { CN_RECIPIENT } from '../address/test-support';
import {
  CHANNEL,
  type Customer,
  GOODS,
  inTransit,
  MEASURED,
  newCustomer,
  packBody,
  packedWaybill,
  packRequest,
  parcelInWarehouse,
  payWithWallet,
  staffPack,
  startWorld,
  uploadStaffPhoto,
  type World,
} from './test-support';

let w: World;
let me: Customer;
let other: Customer;
beforeAll(async () => {
  w = await startWorld();
  me = await newCustomer(w.t);
  other = await newCustomer(w.t);
});
afterAll(() => w.t.close());

const parcelStatus = async (id: number) => (await w.t.db.select().from(parcels).where(eq(parcels.id, id)))[0].status;
const waybillCount = async () => (await w.t.db.select({ id: waybills.id }).from(waybills)).length;

describe('the agreement gate', () => {
  it('answers 42001 before the customer signed, and writes nothing', async () => {
    const unsigned = await newCustomer(w.t, { signed: false });
    const parcelId = await parcelInWarehouse(w, unsigned);
    const before = await waybillCount();
    const answer = await post(w.t, '/api/order/pack/create', packBody(unsigned, [parcelId]), { token: unsigned.token, lang: 'en' });
    expect(answer.body).toEqual({ status: 42001, msg: 'Please sign the current transport agreement first' });
    const send = await post(
      w.t,
      '/api/order/send/create',
      { ...packBody(unsigned, []), parcel_ids: undefined, sender_address_id: unsigned.senderId, depot_id: 1 },
      { token: unsigned.token },
    );
    expect(send.body.status).toBe(42001);
    expect(await waybillCount()).toBe(before);
    expect(await parcelStatus(parcelId)).toBe('in_warehouse');
  });
});

describe('a pack request', () => {
  it('makes a pending_pack waybill with a valid number and a snapshot of the recipient; its parcels go to packing', async () => {
    const made = await packRequest(w, me, { services: ['reinforce'], insured: true, insured_value: 3000 });
    expect(made.no).toMatch(/^NZ\d{10}$/);
    expect((await get(w.t, `/api/order/check_no?no=${made.no}`)).body.data).toEqual({ valid: true, normalized: made.no });
    expect(await parcelStatus(made.parcelId)).toBe('packing');

    // Editing the address book later does not change the waybill.
    await post(w.t, `/api/user/address/update/${me.recipientId}`, { address: '新地址1号' }, { token: me.token });
    const detail = await get(w.t, `/api/order/detail/${made.id}`, { token: me.token });
    expect(detail.body.data).toMatchObject({
      status: 'pending_pack',
      kind: 'pack',
      declared_value: 5000,
      insured: true,
      insured_value: 3000,
      amount_due: null,
      parcel_count: 1,
      // address_id: the book entry it came from, where "send again" starts.
      recipient: { address_id: me.recipientId, name: CN_RECIPIENT.name, address: CN_RECIPIENT.address, id_number: '110105********0026' },
      services: [{ code: 'reinforce', fee: 500 }],
      actions: ['edit', 'cancel'],
      charge: null,
    });
    expect(detail.body.data.history).toEqual([{ status: 'pending_pack', at: w.t.clock.now.toISOString() }]);
    expect(detail.body.data.parcels.map((p: { id: number; status: string }) => [p.id, p.status])).toEqual([[made.parcelId, 'packing']]);
  });

  it("answers 40004 for another customer's parcel and 42009 for a parcel not in the warehouse; nothing is written", async () => {
    const theirs = await parcelInWarehouse(w, other);
    const before = await waybillCount();
    expect((await post(w.t, '/api/order/pack/create', packBody(me, [theirs]), { token: me.token, lang: 'en' })).body).toEqual({
      status: 40004,
      msg: 'No such parcel',
    });
    expect(await parcelStatus(theirs)).toBe('in_warehouse');

    const declaredOnly = await post(w.t, '/api/parcel/create', { tracking_no: 'NZDECLARED0001' }, { token: me.token });
    const mine = await parcelInWarehouse(w, me);
    const answer = await post(w.t, '/api/order/pack/create', packBody(me, [mine, declaredOnly.body.data.id]), {
      token: me.token,
      lang: 'en',
    });
    expect(answer.body).toEqual({ status: 42009, msg: 'Parcel NZDECLARED0001 is declared: only parcels in the warehouse can be packed' });
    expect(await parcelStatus(mine)).toBe('in_warehouse');
    expect(await waybillCount()).toBe(before);
  });

  it('refuses a category the channel does not take (42010 naming it), in both languages', async () => {
    const parcelId = await parcelInWarehouse(w, me);
    const goods = [{ name: 'Manuka honey', category: 'food', quantity: 1, unit_value: 4000 }];
    const zh = await post(w.t, '/api/order/pack/create', packBody(me, [parcelId], { goods }), { token: me.token });
    expect(zh.body).toEqual({ status: 42010, msg: '申报不符合线路要求:该线路不接受「预包装食品」' });
    const en = await post(w.t, '/api/order/pack/create', packBody(me, [parcelId], { goods }), { token: me.token, lang: 'en' });
    expect(en.body.msg).toMatch(/^The declaration breaks the line's rules: This line does not take .*food/i);
    expect(await parcelStatus(parcelId)).toBe('in_warehouse');
  });

  it('refuses a value over the channel limit and, with no channel limit, over the CNY limit', async () => {
    const parcelId = await parcelInWarehouse(w, me);
    const dear = [{ name: 'Jacket', category: 'clothing', quantity: 1, unit_value: 30_000 }];
    const over = await post(w.t, '/api/order/pack/create', packBody(me, [parcelId], { goods: dear }), { token: me.token, lang: 'en' });
    expect(over.body).toEqual({
      status: 42010,
      msg: "The declaration breaks the line's rules: Declared value over this line's limit of NZ$220.00",
    });

    // Setup: without its own limit, the channel still applies China's CNY 1000 personal-goods limit.
    await w.t.db
      .update(channels)
      .set({ maxDeclaredValue: null })
      .where(and(eq(channels.siteId, 1), eq(channels.code, CHANNEL)));
    try {
      const cny = await post(w.t, '/api/order/pack/create', packBody(me, [parcelId], { goods: dear }), { token: me.token, lang: 'en' });
      expect(cny.body.status).toBe(42010);
      expect(cny.body.msg).toMatch(/over China's personal-goods limit of ¥1,000\.00/);
    } finally {
      await w.t.db
        .update(channels)
        .set({ maxDeclaredValue: 22_000 })
        .where(and(eq(channels.siteId, 1), eq(channels.code, CHANNEL)));
    }
  });

  it('refuses too many units of a limited category and a recipient without an ID number', async () => {
    const parcelId = await parcelInWarehouse(w, me);
    const shoes = [{ name: 'Sneakers', category: 'shoes_bags', quantity: 5, unit_value: 1000 }];
    expect((await post(w.t, '/api/order/pack/create', packBody(me, [parcelId], { goods: shoes }), { token: me.token })).body.status).toBe(
      42010,
    );

    const noId = await post(w.t, '/api/user/address/create', { ...CN_RECIPIENT, id_number: '' }, { token: me.token });
    const answer = await post(w.t, '/api/order/pack/create', packBody(me, [parcelId], { address_id: noId.body.data.id }), {
      token: me.token,
      lang: 'en',
    });
    expect(answer.body).toEqual({
      status: 42010,
      msg: "The declaration breaks the line's rules: this line needs the recipient's ID number for customs: add it to the recipient address first",
    });
    expect(
      (await post(w.t, '/api/order/pack/create', packBody(me, [parcelId], { address_id: other.recipientId }), { token: me.token })).body
        .status,
    ).toBe(40004);
    expect(
      (await post(w.t, '/api/order/pack/create', packBody(me, [parcelId], { address_id: me.senderId }), { token: me.token, lang: 'en' }))
        .body,
    ).toEqual({ status: 40001, msg: 'recipient address: must be a recipient address in mainland China' });
  });
});

describe('editing and cancelling', () => {
  it('edits while pending_pack, re-checking the declaration; 42009 after packing', async () => {
    const made = await packRequest(w, me);
    const edited = await post(
      w.t,
      `/api/order/update/${made.id}`,
      { goods: [{ name: 'Jeans', category: 'clothing', quantity: 3, unit_value: 3000 }], services: ['photos'] },
      { token: me.token },
    );
    expect(edited.body.data).toMatchObject({ declared_value: 9000, services: [{ code: 'photos', fee: 300 }] });
    const refused = await post(w.t, `/api/order/update/${made.id}`, { channel_code: 'nz-milk-powder-6' }, { token: me.token });
    expect(refused.body.status).toBe(42010);
    expect((await post(w.t, `/api/order/update/${made.id}`, { note: 'x' }, { token: other.token })).body.status).toBe(40004);

    expect((await staffPack(w, made.id)).body.status).toBe(200);
    const late = await post(w.t, `/api/order/update/${made.id}`, { note: 'after packing' }, { token: me.token, lang: 'en' });
    expect(late.body).toEqual({ status: 42009, msg: 'The waybill is awaiting payment now, so this cannot be done: reload to see it' });
    const [row] = await w.t.db.select().from(waybills).where(eq(waybills.id, made.id));
    expect(row).toMatchObject({ note: '', declaredValue: 9000 });
  });

  it('cancels before payment and puts the parcels back in the warehouse', async () => {
    const made = await packedWaybill(w, me);
    expect(await parcelStatus(made.parcelId)).toBe('packed');
    const cancelled = await post(w.t, `/api/order/cancel/${made.id}`, {}, { token: me.token });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', actions: [] });
    const [parcel] = await w.t.db.select().from(parcels).where(eq(parcels.id, made.parcelId));
    expect(parcel).toMatchObject({ status: 'in_warehouse', waybillId: null });
    expect((await post(w.t, `/api/order/cancel/${made.id}`, {}, { token: me.token })).body.status).toBe(42009);
    // The parcel can be packed again.
    expect((await post(w.t, '/api/order/pack/create', packBody(me, [made.parcelId]), { token: me.token })).body.status).toBe(200);
  });

  it("cancels a paid waybill before dispatch by refunding it; another customer's is not found; a second cancel 42009", async () => {
    const made = await packedWaybill(w, me);
    expect((await post(w.t, `/api/order/cancel/${made.id}`, {}, { token: other.token })).body.status).toBe(40004);
    await payWithWallet(w.t, me.token, made.id);
    const paid = await get(w.t, `/api/order/detail/${made.id}`, { token: me.token });
    expect(paid.body.data).toMatchObject({ status: 'pending_dispatch', actions: ['track', 'cancel'] });
    const answer = await post(w.t, `/api/order/cancel/${made.id}`, {}, { token: me.token, lang: 'en' });
    expect(answer.body).toMatchObject({ status: 200, data: { status: 'cancelled', actions: [] } });
    expect(await parcelStatus(made.parcelId)).toBe('in_warehouse');
    expect((await get(w.t, '/api/wallet/summary', { token: me.token })).body.data.balance).toBe(paid.body.data.amount_due);
    const again = await post(w.t, `/api/order/cancel/${made.id}`, {}, { token: me.token, lang: 'en' });
    expect(again.body).toEqual({ status: 42009, msg: 'The waybill is cancelled now, so this cannot be done: reload to see it' });
  });

  it('refuses to cancel once dispatched (in_transit)', async () => {
    const made = await inTransit(w, me);
    const answer = await post(w.t, `/api/order/cancel/${made.id}`, {}, { token: me.token, lang: 'en' });
    expect(answer.body).toEqual({ status: 42009, msg: 'The waybill is in transit now, so this cannot be done: reload to see it' });
  });
});

describe('staff: pack, dispatch, handover, delivered', () => {
  it('prices the packed waybill with the same function as the freight estimate and freezes it', async () => {
    const made = await packRequest(w, me, { insured: true, services: ['reinforce', 'photos'] });
    const photo = await uploadStaffPhoto(w);
    const packed = await staffPack(w, made.id, { ...MEASURED, photo_files: [photo.data.file] });
    expect(packed.body.status).toBe(200);
    const quote = await post(w.t, '/api/price/quote', {
      weight_g: 2340,
      length_mm: 300,
      width_mm: 200,
      height_mm: 150,
      declared_value: 5000,
      category: 'clothing',
      insured: true,
    });
    const line = quote.body.data.quotes.find((q: { channel: { code: string } }) => q.channel.code === CHANNEL);
    const charge = packed.body.data.charge;
    expect(charge.breakdown).toEqual(line.breakdown);
    expect(charge).toMatchObject({ services_fee: 800, total: line.breakdown.total + 800 });
    expect(packed.body.data).toMatchObject({
      status: 'pending_payment',
      amount_due: line.breakdown.total + 800,
      weight_g: 2340,
      actions: ['pay', 'cancel'],
    });
    expect(packed.body.data.photos).toHaveLength(1);
    expect(await parcelStatus(made.parcelId)).toBe('packed');

    // A later price change does not touch the frozen charge.
    await w.t.db
      .update(channels)
      .set({ firstPrice: 99_999 })
      .where(and(eq(channels.siteId, 1), eq(channels.code, CHANNEL)));
    const detail = await get(w.t, `/api/order/detail/${made.id}`, { token: me.token });
    await w.t.db
      .update(channels)
      .set({ firstPrice: 1000 })
      .where(and(eq(channels.siteId, 1), eq(channels.code, CHANNEL)));
    expect(detail.body.data.charge.breakdown).toEqual(line.breakdown);
    expect(detail.body.data.history.map((s: { status: string }) => s.status)).toEqual(['pending_pack', 'pending_payment']);
  });

  it('never moves pending_payment on: dispatch refuses it per id while dispatching the others', async () => {
    const unpaid = await packedWaybill(w, me);
    const paid = await packedWaybill(w, me);
    await payWithWallet(w.t, me.token, paid.id);
    const answer = await post(w.t, '/api/staff/order/dispatch', { ids: [unpaid.id, paid.id, 999_999] }, { token: w.staff, lang: 'en' });
    expect(answer.body.data.results).toEqual([
      { id: unpaid.id, ok: false, status: 42009, msg: 'The waybill is awaiting payment now, so this cannot be done: reload to see it' },
      { id: paid.id, ok: true, status: 200, msg: '' },
      { id: 999_999, ok: false, status: 40004, msg: 'No such waybill' },
    ]);
    const status = async (id: number) => (await w.t.db.select().from(waybills).where(eq(waybills.id, id)))[0].status;
    expect(await status(unpaid.id)).toBe('pending_payment');
    expect(await status(paid.id)).toBe('in_transit');
    // Nothing else moves pending_payment either.
    expect(
      (await post(w.t, `/api/staff/order/handover/${unpaid.id}`, { carrier_code: 'SF', carrier_no: 'SF1234567890' }, { token: w.staff }))
        .body.status,
    ).toBe(42009);
    expect((await post(w.t, `/api/staff/order/delivered/${unpaid.id}`, {}, { token: w.staff })).body.status).toBe(42009);
    expect((await staffPack(w, unpaid.id)).body.status).toBe(42009);
    expect(await status(unpaid.id)).toBe('pending_payment');
  });

  it('hands over once, delivers, and writes one system event per step', async () => {
    const made = await inTransit(w, me);
    const handed = await post(
      w.t,
      `/api/staff/order/handover/${made.id}`,
      { carrier_code: 'sf', carrier_no: 'SF 1234 5678 90' },
      { token: w.staff },
    );
    expect(handed.body.data.carrier).toEqual({ code: 'SF', no: 'SF1234567890', handed_over_at: w.t.clock.now.toISOString() });
    expect(
      (await post(w.t, `/api/staff/order/handover/${made.id}`, { carrier_code: 'EMS', carrier_no: 'EMS1234567' }, { token: w.staff })).body
        .status,
    ).toBe(42009);
    const parcelRead = async () => (await get(w.t, `/api/parcel/detail/${made.parcelId}`, { token: me.token, lang: 'en' })).body.data;
    expect(await parcelRead()).toMatchObject({ status: 'packed', waybill_no: made.no });
    expect((await post(w.t, `/api/staff/order/delivered/${made.id}`, {}, { token: w.staff })).body.data.status).toBe('delivered');
    expect((await post(w.t, `/api/staff/order/delivered/${made.id}`, {}, { token: w.staff })).body.status).toBe(42009);
    // Its parcels arrived with it: they read delivered, not packed.
    expect(await parcelRead()).toMatchObject({ status: 'delivered', waybill_no: made.no });
    const events = await w.t.db.select().from(trackEvents).where(eq(trackEvents.waybillId, made.id));
    expect(events.map((e) => e.externalId).sort()).toEqual(['delivered', 'dispatched', 'handed_over', 'packed']);
    expect(events.every((e) => e.source === 'system')).toBe(true);
  });

  it('a direct send: pending_receipt, received at the depot, then packed the same way', async () => {
    const body = {
      sender_address_id: me.senderId,
      address_id: me.recipientId,
      channel_code: CHANNEL,
      goods: GOODS,
      insured: false,
      depot_id: 2,
      est_weight_g: 1500,
    };
    const sent = await post(w.t, '/api/order/send/create', body, { token: me.token });
    expect(sent.body.data).toMatchObject({
      kind: 'send',
      status: 'pending_receipt',
      depot: { id: 2 },
      estimate: { weight_g: 1500 },
      sender: { name: 'Amy Chen' },
    });
    expect((await post(w.t, '/api/order/send/create', { ...body, depot_id: 1 }, { token: me.token, lang: 'en' })).body).toEqual({
      status: 40001,
      msg: 'depot: must be a depot of this site',
    });
    expect((await post(w.t, '/api/order/send/create', { ...body, est_weight_g: 31_000 }, { token: me.token })).body.status).toBe(42010);
    const id = sent.body.data.id;
    expect((await staffPack(w, id)).body.status).toBe(42009);
    expect((await post(w.t, `/api/staff/order/receive/${id}`, {}, { token: w.staff })).body.data.status).toBe('pending_pack');
    expect((await post(w.t, `/api/staff/order/receive/${id}`, {}, { token: w.staff })).body.status).toBe(42009);
    expect((await staffPack(w, id)).body.data.status).toBe('pending_payment');
  });

  it('problem flags show to the customer in their language, in list and detail, and clear', async () => {
    const made = await packRequest(w, me);
    await post(
      w.t,
      `/api/staff/order/problem/${made.id}`,
      { reason_zh: '身份证照片不清晰', reason_en: 'The ID photo is unreadable' },
      { token: w.staff },
    );
    const detail = await get(w.t, `/api/order/detail/${made.id}`, { token: me.token, lang: 'en' });
    expect(detail.body.data.problem).toEqual({ reason: 'The ID photo is unreadable', at: w.t.clock.now.toISOString() });
    const list = await get(w.t, '/api/order/lst?status=awaiting', { token: me.token });
    expect(list.body.data.list.find((r: { id: number }) => r.id === made.id).problem.reason).toBe('身份证照片不清晰');
    await post(w.t, `/api/staff/order/problem/clear/${made.id}`, {}, { token: w.staff });
    expect((await get(w.t, `/api/order/detail/${made.id}`, { token: me.token })).body.data.problem).toBeNull();
  });
});

describe('concurrency and permissions', () => {
  it('a double tap on pack: exactly one succeeds, the other 42009, one event', async () => {
    const made = await packRequest(w, me);
    const answers = await Promise.all([staffPack(w, made.id), staffPack(w, made.id)]);
    expect(answers.map((a) => a.body.status).sort()).toEqual([200, 42009]);
    const events = await w.t.db.select().from(trackEvents).where(eq(trackEvents.waybillId, made.id));
    expect(events).toHaveLength(1);
  });

  it('a double tap on cancel and on pack/create: one wins', async () => {
    const made = await packRequest(w, me);
    const cancels = await Promise.all([1, 2].map(() => post(w.t, `/api/order/cancel/${made.id}`, {}, { token: me.token })));
    expect(cancels.map((a) => a.body.status).sort()).toEqual([200, 42009]);

    const parcelId = await parcelInWarehouse(w, me);
    const before = await waybillCount();
    const creates = await Promise.all([1, 2].map(() => post(w.t, '/api/order/pack/create', packBody(me, [parcelId]), { token: me.token })));
    expect(creates.map((a) => a.body.status).sort()).toEqual([200, 42009]);
    expect(await waybillCount()).toBe(before + 1);
  });

  it("staff routes refuse a customer token (40003); another site's staff gets 40004", async () => {
    const made = await packRequest(w, me);
    for (const [method, url, body] of [
      ['GET', '/api/staff/order/lst', undefined],
      ['GET', `/api/staff/order/detail/${made.id}`, undefined],
      ['POST', `/api/staff/order/pack/${made.id}`, MEASURED],
      ['POST', '/api/staff/order/dispatch', { ids: [made.id] }],
      ['POST', `/api/staff/order/receive/${made.id}`, {}],
      ['POST', `/api/staff/order/delivered/${made.id}`, {}],
      ['POST', `/api/staff/order/problem/${made.id}`, { reason_zh: '问', reason_en: 'q' }],
    ] as const) {
      const answer = method === 'GET' ? await get(w.t, url, { token: me.token }) : await post(w.t, url, body, { token: me.token });
      expect([url, answer.body.status]).toEqual([url, 40003]);
    }
    expect((await get(w.t, `/api/staff/order/detail/${made.id}`, { token: w.auStaff, site: '2' })).body.status).toBe(40004);
    expect((await post(w.t, `/api/staff/order/pack/${made.id}`, MEASURED, { token: w.auStaff, site: '2' })).body.status).toBe(40004);
    expect((await w.t.db.select().from(waybills).where(eq(waybills.id, made.id)))[0].status).toBe('pending_pack');
  });

  it('staff detail has the member code, the ID number masked (full only through the audited "show ID") and ID photo links; the queue lists by status', async () => {
    const made = await packRequest(w, me);
    const detail = await get(w.t, `/api/staff/order/detail/${made.id}`, { token: w.staff });
    expect(detail.body.data).toMatchObject({ member_code: expect.stringMatching(/\S/), recipient: { id_number: '110105********0026' } });
    const shown = await post(w.t, '/api/staff/id/show', { waybill_id: made.id, reason: 'customs query' }, { token: w.staff });
    expect(shown.body.data).toEqual({ id_number: CN_RECIPIENT.id_number });
    expect(detail.body.data.id_photos).toEqual({ front: null, back: null, expires_at: null });
    const queue = await get(w.t, '/api/staff/order/lst?status=pending_pack', { token: w.staff });
    expect(queue.body.data.list.every((r: { status: string }) => r.status === 'pending_pack')).toBe(true);
    expect(queue.body.data.list.some((r: { id: number }) => r.id === made.id)).toBe(true);
  });
});

describe('my waybill list', () => {
  it('counts per tab and filters by tab and keyword', async () => {
    const fresh = await newCustomer(w.t);
    const a = await packRequest(w, fresh);
    const b = await packedWaybill(w, fresh);
    const c = await packRequest(w, fresh);
    await post(w.t, `/api/order/cancel/${c.id}`, {}, { token: fresh.token });
    const all = await get(w.t, '/api/order/lst', { token: fresh.token });
    expect(all.body.data.counts).toEqual({
      all: 3,
      awaiting: 1,
      pending_payment: 1,
      pending_dispatch: 0,
      in_transit: 0,
      delivered: 0,
      cancelled: 1,
    });
    expect(all.body.data.list.map((r: { id: number }) => r.id)).toEqual([c.id, b.id, a.id].sort((x, y) => y - x));
    const payment = await get(w.t, '/api/order/lst?status=pending_payment', { token: fresh.token });
    expect(payment.body.data.list.map((r: { id: number }) => r.id)).toEqual([b.id]);
    const byNo = await get(w.t, `/api/order/lst?keyword=${a.no.slice(2, 8)}`, { token: fresh.token });
    expect(byNo.body.data.list.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect((await get(w.t, `/api/order/detail/${a.id}`, { token: other.token })).body.status).toBe(40004);
  });

  it('a page past the end is empty and still carries the counts and the total (staff too)', async () => {
    const fresh = await newCustomer(w.t);
    await packRequest(w, fresh);
    await packRequest(w, fresh);
    const past = (await get(w.t, '/api/order/lst?page=3&page_size=1&status=awaiting', { token: fresh.token })).body.data;
    expect(past).toMatchObject({ list: [], total: 2, page: 3, counts: { all: 2, awaiting: 2, pending_payment: 0 } });
    // Pages after the fifth take the page as values, the first ones have it written in: both answer alike.
    const far = (await get(w.t, '/api/order/lst?page=7&page_size=1', { token: fresh.token })).body.data;
    expect(far).toMatchObject({ list: [], total: 2, page: 7, counts: { all: 2 } });
    const second = (await get(w.t, '/api/order/lst?page=2&page_size=1', { token: fresh.token })).body.data;
    expect(second.list).toHaveLength(1);
    const found = (await get(w.t, `/api/order/lst?keyword=%20&page=1&page_size=1`, { token: fresh.token })).body.data;
    expect(found).toMatchObject({ total: 2, counts: { all: 2 } });
    const queue = (await get(w.t, '/api/staff/order/lst?status=pending_pack&page_size=1', { token: w.staff })).body.data;
    const beyond = (await get(w.t, `/api/staff/order/lst?status=pending_pack&page_size=1&page=${queue.total + 1}`, { token: w.staff })).body
      .data;
    expect(queue.total).toBeGreaterThanOrEqual(2);
    expect(queue.list).toHaveLength(1);
    expect(beyond).toMatchObject({ list: [], total: queue.total });
  });
});
