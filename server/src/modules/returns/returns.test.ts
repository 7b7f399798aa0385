/**
 * Returns through HTTP: the three methods from request to the end, payment by wallet and online, refunds through
 * the ledger on cancel and reject, and the forbidden moves (another customer's parcel or return, a packed parcel,
 * a parcel on a return packed or returned twice, paying twice, cancelling after shipping, customers on staff calls).
 */
import { and, eq } from 'drizzle-orm';
import { get, post } from '../../../test/helpers';
import { inboxMessages, parcelReturns, parcels, payments, refunds, walletEntries } from '../../db/schema';
import { SandboxPay } from '../../providers/payment/sandbox';
import { fetchLink, testPhoto } from '../address/test-support';
import { moneyFaults } from '../payment/invariants';
import type { Payer, PayWorld } from '../payment/test-support';
import { book, depotId, slotAt } from '../reservation/test-support';
import { packBody, uploadStaffPhoto } from '../waybill/test-support';
import {
  balanceOf,
  createBody,
  createReturn,
  detail,
  giveWallet,
  newKey,
  newPayer,
  packRequest,
  parcelInWarehouse,
  payByWallet,
  sandboxPress,
  sandboxRef,
  staffDo,
  startPayWorld,
  uploadLabel,
} from './test-support';

let w: PayWorld;
let me: Payer;
let other: Payer;
beforeAll(async () => {
  w = await startPayWorld();
  me = await newPayer(w);
  other = await newPayer(w);
});
afterAll(() => w.t.close());

const told = async (userId: number) =>
  (await w.t.db.select().from(inboxMessages).where(eq(inboxMessages.userId, userId)).orderBy(inboxMessages.id))
    .filter((m) => m.event.startsWith('return.'))
    .map((m) => [m.event, m.link]);
const parcelStatus = async (id: number) => (await w.t.db.select({ s: parcels.status }).from(parcels).where(eq(parcels.id, id)))[0].s;
const processBody = async () => ({ weight_g: 1350, photos: [(await uploadStaffPhoto(w)).data.file] });
const settle = () => (w.t.app.deps.payments.sandbox as SandboxPay).idle();
const payOnline = async (id: number) => {
  const started = await post(
    w.t,
    `/api/return/pay/${id}`,
    { use_wallet: false, method: 'sandbox', platform: 'h5', idempotency_key: newKey() },
    { token: me.token },
  );
  expect((await sandboxPress(w.t, sandboxRef(started))).statusCode).toBe(303);
  return started.body.data.payment.id as number;
};
const refundOf = async (paymentId: number) => (await w.t.db.select().from(refunds).where(eq(refunds.paymentId, paymentId)))[0];
const paymentStatus = async (id: number) => (await w.t.db.select().from(payments).where(eq(payments.id, id)))[0].status;

describe('the warehouse buys the postage: requested -> quoted -> paid by wallet -> processing -> shipped -> completed', () => {
  let id: number;
  let parcelIds: number[];
  it('holds two parcels on a requested return with the handling fee per parcel', async () => {
    parcelIds = [await parcelInWarehouse(w, me), await parcelInWarehouse(w, me)];
    const made = await createReturn(w, me, {}, parcelIds);
    id = made.id;
    expect(made.answer.body.msg).toBe('Return requested');
    expect(made.answer.body.data).toMatchObject({
      status: 'requested',
      status_text: 'requested',
      method: 'postage',
      parcel_count: 2,
      handling_fee: 1000,
      postage: null,
      amount: 0,
      address: { name: 'Kiwi Shoes Ltd', city: 'Auckland', postcode: '1010', country: 'NZ' },
      ra_number: 'RMA-20931',
      deadline: '2026-06-10',
      actions: ['cancel'],
      events: [{ action: 'requested', by: 'customer' }],
    });
    expect(await parcelStatus(parcelIds[0])).toBe('return_requested');
    const returnable = await get(w.t, '/api/return/parcels', { token: me.token });
    expect(returnable.body.data.list.map((p: { id: number }) => p.id)).not.toContain(parcelIds[0]);
  });

  it('staff see it in the queue with its actions, and quote the postage', async () => {
    const queue = await get(w.t, '/api/staff/return/lst', { token: w.staff, lang: 'en' });
    expect(queue.body.data.list.find((r: { id: number }) => r.id === id)).toMatchObject({
      status: 'requested',
      days_left: 9,
      due_soon: false,
    });
    const quoted = await staffDo(w, 'quote', id, { postage: 1850 });
    expect(quoted.body.data).toMatchObject({ status: 'quoted', postage: 1850, amount: 2850 });
    expect((await detail(w, me.token, id)).body.data.actions).toEqual(['pay', 'cancel']);
  });

  it('refuses a wallet that holds too little, changing nothing', async () => {
    const paid = await payByWallet(w, me, id);
    expect(paid.body.status).toBe(42020);
    expect((await detail(w, me.token, id)).body.data.status).toBe('quoted');
  });

  it('pays from the wallet once: the same key answers the first payment, a new key is refused', async () => {
    await giveWallet(w.t, me.user, 5000);
    const key = newKey();
    const paid = await payByWallet(w, me, id, key);
    expect(paid.body).toMatchObject({
      status: 200,
      msg: 'Paid',
      data: { payment: { purpose: 'return', status: 'paid', amount: 2850, wallet_amount: 2850 } },
    });
    expect((await payByWallet(w, me, id, key)).body.data.payment.id).toBe(paid.body.data.payment.id);
    const twice = await payByWallet(w, me, id);
    expect(twice.body).toMatchObject({ status: 42009, msg: 'This return is processing now: that cannot be done, please reload' });
    expect(await balanceOf(w.t, me.token)).toBe(5000 - 2850);
    const d = (await detail(w, me.token, id)).body.data;
    expect(d).toMatchObject({ status: 'processing', payment_no: paid.body.data.payment.no });
    expect(d.events.map((e: { action: string }) => e.action)).toEqual(['requested', 'quoted', 'accepted', 'paid']);
  });

  it('staff cannot ship before weighing; process, then ship with the tracking number the customer sees', async () => {
    expect((await staffDo(w, 'ship', id, { carrier: 'NZ Post', tracking_no: 'NZ123456789' })).body.status).toBe(42009);
    const processed = await staffDo(w, 'process', id, await processBody());
    expect(processed.body.data).toMatchObject({ status: 'processing', weight_g: 1350, actions: ['process', 'ship', 'reject'] });
    expect((await fetchLink(w.t, processed.body.data.photos[0].url)).statusCode).toBe(200);
    const shipped = await staffDo(w, 'ship', id, { carrier: 'NZ Post', tracking_no: 'nz 1234-56789' });
    expect(shipped.body.data).toMatchObject({ status: 'shipped', carrier: 'NZ Post', tracking_no: 'NZ123456789' });
    const mine = (await detail(w, me.token, id)).body.data;
    expect(mine).toMatchObject({ status: 'shipped', status_text: 'shipped', carrier: 'NZ Post', tracking_no: 'NZ123456789', actions: [] });
    expect(mine.photos).toHaveLength(1);
  });

  it('refuses a cancel after shipping', async () => {
    const cancel = await post(w.t, `/api/return/cancel/${id}`, {}, { token: me.token, lang: 'en' });
    expect(cancel.body).toMatchObject({ status: 42009, msg: 'This return is shipped now: that cannot be done, please reload' });
  });

  it('completes: the parcels are returned and leave my warehouse list; each step was in my inbox', async () => {
    expect((await staffDo(w, 'complete', id)).body.data.status).toBe('completed');
    expect(await parcelStatus(parcelIds[0])).toBe('returned');
    const inWarehouse = await get(w.t, '/api/parcel/lst?status=in_warehouse', { token: me.token });
    expect(inWarehouse.body.data.list.map((p: { id: number }) => p.id)).not.toContain(parcelIds[1]);
    const link = `/pages/mine/order-refund/detail?id=${id}`;
    expect(await told(me.user.id)).toEqual([
      ['return.quoted', link],
      ['return.paid', link],
      ['return.shipped', link],
      ['return.completed', link],
    ]);
    const inbox = await get(w.t, '/api/message/lst', { token: me.token, lang: 'en' });
    expect(inbox.body.data.list.find((m: { event: string }) => m.event === 'return.shipped').body).toContain(
      'NZ Post, tracking number NZ123456789',
    );
    const zh = await get(w.t, '/api/message/lst', { token: me.token, lang: 'zh-cn' });
    expect(zh.body.data.list.find((m: { event: string }) => m.event === 'return.quoted').title).toBe('退货已报价');
  });

  it('lists my returns by state with counts', async () => {
    const list = await get(w.t, '/api/return/lst?status=completed', { token: me.token, lang: 'en' });
    expect(list.body.data).toMatchObject({ total: 1, list: [{ id, status: 'completed', parcel_count: 2, amount: 2850 }] });
    expect(list.body.data.counts.completed).toBe(1);
  });
});

describe('a prepaid label: the handling fee only, and a cancel refunds it through the ledger', () => {
  it('keeps the uploaded PDF and shows it through a signed link; cancel gives the wallet money back', async () => {
    const label = await uploadLabel(w.t, me.token);
    expect(label).toMatchObject({ status: 200, data: { kind: 'pdf' } });
    const { id, parcelIds } = await createReturn(w, me, { method: 'label', label_file: label.data.file });
    const d = (await detail(w, me.token, id)).body.data;
    expect(d).toMatchObject({ status: 'awaiting_payment', amount: 500, postage: 0, label_kind: 'pdf' });
    const pdf = await fetchLink(w.t, d.label.url);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const before = await balanceOf(w.t, me.token);
    expect((await payByWallet(w, me, id)).body.data.payment.status).toBe('paid');
    const cancelled = await post(w.t, `/api/return/cancel/${id}`, {}, { token: me.token, lang: 'en' });
    expect(cancelled.body).toMatchObject({ status: 200, msg: 'Return cancelled', data: { status: 'cancelled', refunded: true } });
    expect(await balanceOf(w.t, me.token)).toBe(before);
    const [refund] = await w.t.db
      .select()
      .from(refunds)
      .innerJoin(payments, eq(payments.id, refunds.paymentId))
      .where(eq(payments.returnId, id));
    expect(refund.refunds).toMatchObject({ reason: 'return_cancelled', status: 'succeeded', walletAmount: 500 });
    const entries = await w.t.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.refType, 'refund'), eq(walletEntries.refId, refund.refunds.id)));
    expect(entries.map((e) => e.amount)).toEqual([500]);
    expect(await parcelStatus(parcelIds[0])).toBe('in_warehouse');
  });

  it('needs the label for that method, and only my own label', async () => {
    const parcelId = await parcelInWarehouse(w, me);
    const none = await post(w.t, '/api/return/create', createBody([parcelId], { method: 'label' }), { token: me.token, lang: 'en' });
    expect(none.body).toMatchObject({ status: 40001, msg: 'prepaid return label: required' });
    const theirs = await uploadLabel(w.t, other.token);
    const stolen = await post(w.t, '/api/return/create', createBody([parcelId], { method: 'label', label_file: theirs.data.file }), {
      token: me.token,
      lang: 'en',
    });
    expect(stolen.body.status).toBe(40001);
    expect(await parcelStatus(parcelId)).toBe('in_warehouse');
  });

  it('takes an image label too, and refuses what is neither', async () => {
    expect((await uploadLabel(w.t, me.token, await testPhoto(), 'label.jpg', 'image/jpeg')).data.kind).toBe('image');
    expect(await uploadLabel(w.t, me.token, Buffer.from('plain text, no label'), 'label.txt', 'text/plain')).toMatchObject({
      status: 40001,
    });
  });
});

describe('staff reject a paid return: the fee goes back, the parcel back on the shelf, the customer is told why', () => {
  it('rejects with a reason and refunds through the ledger', async () => {
    const { id, parcelIds } = await createReturn(w, me, { method: 'pickup' });
    expect((await detail(w, me.token, id)).body.data).toMatchObject({ status: 'awaiting_payment', amount: 500 });
    await giveWallet(w.t, me.user, 500);
    const before = await balanceOf(w.t, me.token);
    await payByWallet(w, me, id);
    const rejected = await staffDo(w, 'reject', id, { reason: 'The shop refused the return' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reject_reason: 'The shop refused the return', refunded: true });
    expect(await balanceOf(w.t, me.token)).toBe(before);
    expect(await parcelStatus(parcelIds[0])).toBe('in_warehouse');
    const [message] = await w.t.db
      .select()
      .from(inboxMessages)
      .where(and(eq(inboxMessages.userId, me.user.id), eq(inboxMessages.event, 'return.rejected')));
    expect(message.payload.reason).toBe('The shop refused the return');
    expect((await staffDo(w, 'reject', id, { reason: 'again' })).body.status).toBe(42009);
  });

  it('a collection is never shipped nor completed by hand (the desk hands it over: pickup.test.ts)', async () => {
    const { id, parcelIds } = await createReturn(w, me, { method: 'pickup' });
    await giveWallet(w.t, me.user, 500);
    await payByWallet(w, me, id);
    expect((await staffDo(w, 'complete', id)).body.status).toBe(42009);
    await staffDo(w, 'process', id, await processBody());
    expect((await staffDo(w, 'ship', id, { carrier: 'NZ Post', tracking_no: 'NZ123456789' })).body.status).toBe(42009);
    expect((await staffDo(w, 'complete', id)).body.status).toBe(42009);
    expect(await parcelStatus(parcelIds[0])).toBe('return_requested');
  });
});

describe('online payment (sandbox): the return moves when the provider confirms', () => {
  it('pending while at the checkout, processing once paid; a cancel before paying closes the attempt', async () => {
    const { id } = await createReturn(w, me, { method: 'pickup' });
    const started = await post(
      w.t,
      `/api/return/pay/${id}`,
      { use_wallet: false, method: 'sandbox', platform: 'h5', idempotency_key: newKey() },
      { token: me.token },
    );
    expect(started.body.data.payment).toMatchObject({ status: 'pending', online_amount: 500 });
    expect((await detail(w, me.token, id)).body.data.status).toBe('awaiting_payment');
    expect((await sandboxPress(w.t, sandboxRef(started))).statusCode).toBe(303);
    expect((await detail(w, me.token, id)).body.data.status).toBe('processing');

    const second = await createReturn(w, me, { method: 'pickup' });
    const pending = await post(
      w.t,
      `/api/return/pay/${second.id}`,
      { use_wallet: false, method: 'sandbox', platform: 'h5', idempotency_key: newKey() },
      { token: me.token },
    );
    await post(w.t, `/api/return/cancel/${second.id}`, {}, { token: me.token });
    const [attempt] = await w.t.db.select().from(payments).where(eq(payments.id, pending.body.data.payment.id));
    expect(attempt.status).toBe('cancelled');
  });

  it('a fee paid online goes back to the provider when I cancel, not to the wallet', async () => {
    const { id, parcelIds } = await createReturn(w, me, { method: 'pickup' });
    const paymentId = await payOnline(id);
    const before = await balanceOf(w.t, me.token);
    const cancelled = await post(w.t, `/api/return/cancel/${id}`, {}, { token: me.token, lang: 'en' });
    expect(cancelled.body).toMatchObject({ status: 200, data: { status: 'cancelled', refunded: true } });
    await settle();
    expect(await refundOf(paymentId)).toMatchObject({
      reason: 'return_cancelled',
      status: 'succeeded',
      walletAmount: 0,
      onlineAmount: 500,
      provider: 'sandbox',
      providerRefundId: expect.stringMatching(/^sbxre_/),
    });
    expect(await paymentStatus(paymentId)).toBe('refunded');
    expect(await balanceOf(w.t, me.token)).toBe(before);
    expect(await parcelStatus(parcelIds[0])).toBe('in_warehouse');
  });

  it('a refund from the staff payments list rejects the return and puts its parcel back on the shelf', async () => {
    const { id, parcelIds } = await createReturn(w, me, { method: 'pickup' });
    const paymentId = await payOnline(id);
    const refunded = await post(w.t, `/api/staff/payment/refund/${paymentId}`, { note: 'asked by phone' }, { token: w.staff, lang: 'en' });
    expect(refunded.body).toMatchObject({ status: 200, data: { online_amount: 500 } });
    await settle();
    expect((await detail(w, me.token, id)).body.data).toMatchObject({ status: 'rejected', refunded: true, actions: [] });
    expect(await refundOf(paymentId)).toMatchObject({ status: 'succeeded', onlineAmount: 500 });
    expect(await parcelStatus(parcelIds[0])).toBe('in_warehouse');
    expect(await moneyFaults(w.t.db)).toEqual([]);
  });
});

describe('what is refused', () => {
  it("another customer's parcel or return answers not found", async () => {
    const theirParcel = await parcelInWarehouse(w, other);
    const answer = await post(w.t, '/api/return/create', createBody([theirParcel]), { token: me.token, lang: 'en' });
    expect(answer.body).toMatchObject({ status: 40004, msg: 'No such parcel' });
    const theirs = await createReturn(w, other);
    for (const call of [
      () => get(w.t, `/api/return/detail/${theirs.id}`, { token: me.token, lang: 'en' }),
      () => post(w.t, `/api/return/cancel/${theirs.id}`, {}, { token: me.token, lang: 'en' }),
      () => payByWallet(w, me, theirs.id),
    ])
      expect((await call()).body).toMatchObject({ status: 40004, msg: 'No such return' });
    const au = await post(w.t, `/api/staff/return/quote/${theirs.id}`, { postage: 100 }, { token: w.auStaff, site: '2' });
    expect(au.body.status).toBe(40004);
  });

  it('a parcel on a pack request cannot be returned; a parcel on a return cannot be packed or returned twice', async () => {
    const packing = await packRequest(w, me);
    const answer = await post(w.t, '/api/return/create', createBody([packing.parcelId]), { token: me.token, lang: 'en' });
    expect(answer.body).toMatchObject({ status: 42009, msg: expect.stringContaining('cannot be returned') });
    const { parcelIds } = await createReturn(w, me);
    const again = await post(w.t, '/api/return/create', createBody(parcelIds), { token: me.token, lang: 'en' });
    expect(again.body.status).toBe(42009);
    const pack = await post(w.t, '/api/order/pack/create', packBody(me, parcelIds), { token: me.token, lang: 'en' });
    expect(pack.body.status).toBe(42009);
    const slot = await slotAt(w.t, me.token, await depotId(w.t), '2026-06-09', '11:00');
    const collect = await book(w.t, { token: me.token, parcelId: parcelIds[0] }, slot.id);
    expect(collect.body).toMatchObject({ status: 40001, msg: expect.stringContaining('只有在库包裹可以自提') });
  });

  it('a parcel booked for self-pickup cannot be returned until the booking is cancelled', async () => {
    const parcelId = await parcelInWarehouse(w, me);
    const slot = await slotAt(w.t, me.token, await depotId(w.t), '2026-06-09', '11:00');
    const booked = await book(w.t, { token: me.token, parcelId }, slot.id);
    expect(booked.body.status).toBe(200);
    const answer = await post(w.t, '/api/return/create', createBody([parcelId]), { token: me.token, lang: 'en' });
    expect(answer.body).toMatchObject({ status: 42009, msg: expect.stringContaining('booked for self-pickup') });
    expect(await parcelStatus(parcelId)).toBe('in_warehouse');
  });

  it('a request_id retried answers the first return', async () => {
    const parcelId = await parcelInWarehouse(w, me);
    const body = createBody([parcelId], { request_id: `ret-${Date.now()}` });
    const first = await post(w.t, '/api/return/create', body, { token: me.token });
    const second = await post(w.t, '/api/return/create', body, { token: me.token });
    expect(second.body.data.id).toBe(first.body.data.id);
  });

  it('customers are refused on staff calls; staff quote only a requested postage return', async () => {
    const { id } = await createReturn(w, me, { method: 'pickup' });
    expect((await post(w.t, `/api/staff/return/quote/${id}`, { postage: 100 }, { token: me.token })).body.status).not.toBe(200);
    expect((await get(w.t, '/api/staff/return/lst', { token: me.token })).body.status).not.toBe(200);
    expect((await staffDo(w, 'quote', id, { postage: 100 })).body.status).toBe(42009);
  });

  it('a deadline in the past is refused', async () => {
    const parcelId = await parcelInWarehouse(w, me);
    const late = await post(w.t, '/api/return/create', createBody([parcelId], { deadline: '2026-05-30' }), { token: me.token, lang: 'en' });
    expect(late.body).toMatchObject({ status: 40001, msg: 'return deadline: must be today or later' });
  });

  it('the money check notices a paid return whose fee was changed afterwards', async () => {
    const { id } = await createReturn(w, me, { method: 'pickup' });
    await giveWallet(w.t, me.user, 500);
    await payByWallet(w, me, id);
    expect(await moneyFaults(w.t.db)).toEqual([]);
    await w.t.db.update(parcelReturns).set({ amount: 400 }).where(eq(parcelReturns.id, id));
    expect((await moneyFaults(w.t.db)).join('\n')).toContain('return payment does not match its return');
    await w.t.db.update(parcelReturns).set({ amount: 500 }).where(eq(parcelReturns.id, id));
  });

  it('the queue flags returns due within 2 days, soonest first', async () => {
    const soon = await createReturn(w, other, { deadline: '2026-06-02' });
    const queue = await get(w.t, '/api/staff/return/lst', { token: w.staff, lang: 'en' });
    expect(queue.body.data.list[0]).toMatchObject({ id: soon.id, days_left: 1, due_soon: true });
    expect(queue.body.data.due_soon).toBeGreaterThanOrEqual(1);
  });
});

describe('the OpenAPI document', () => {
  it('documents every customer and staff return call with its schema', async () => {
    const doc = (await get(w.t, '/api/docs/json')).body;
    const calls: [string, 'get' | 'post'][] = [
      ['/api/return/parcels', 'get'],
      ['/api/return/label', 'post'],
      ['/api/return/create', 'post'],
      ['/api/return/lst', 'get'],
      ['/api/return/detail/{id}', 'get'],
      ['/api/return/cancel/{id}', 'post'],
      ['/api/return/pay/{id}', 'post'],
      ['/api/staff/return/lst', 'get'],
      ['/api/staff/return/detail/{id}', 'get'],
      ['/api/staff/return/quote/{id}', 'post'],
      ['/api/staff/return/reject/{id}', 'post'],
      ['/api/staff/return/process/{id}', 'post'],
      ['/api/staff/return/ship/{id}', 'post'],
      ['/api/staff/return/complete/{id}', 'post'],
    ];
    for (const [path, method] of calls) {
      const op = doc.paths[path]?.[method];
      expect([path, op?.summary, op?.responses?.['200']]).toEqual([path, expect.any(String), expect.anything()]);
    }
    expect(doc.paths['/api/return/label'].post.requestBody.content['multipart/form-data']).toBeDefined();
    expect(Object.keys(doc.paths['/api/return/create'].post.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['parcel_ids', 'method', 'address', 'ra_number', 'deadline', 'label_file']),
    );
  });
});
