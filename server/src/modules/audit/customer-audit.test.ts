/**
 * Audit of people's data (docs/security.md): every staff action on a customer's data is in the audit log, in the
 * action's transaction, with who, when, which row and each field before and after, and the log answers by customer.
 */
import { eq } from 'drizzle-orm';
import { get, passwordLogin, post } from '../../../test/helpers';
import { parcels, payments } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed-data';
import { deliveredWaybill, fileClaim } from '../claims/test-support';
import { newPayer, type PayWorld, startPayWorld } from '../payment/test-support';
import { packRequest, payWithWallet, staffPack } from '../waybill/test-support';

let w: PayWorld;
let admin: string;
beforeAll(async () => {
  w = await startPayWorld();
  admin = (await passwordLogin(w.t, 'admin', DEMO_PASSWORD)).body.data.token;
});
afterAll(() => w?.t.close());

const auditOf = async (customerId: number) =>
  (await get(w.t, `/api/admin/audit/lst?page=1&page_size=50&customer_id=${customerId}`, { token: admin })).body.data;

it("records check-in, pack, a manual track event, a problem flag and a refund on the customer's data, searchable by customer", async () => {
  const me = await newPayer(w);
  const other = await newPayer(w);
  const made = await packRequest(w, me);
  const [{ trackingNo }] = await w.t.db.select().from(parcels).where(eq(parcels.id, made.parcelId));
  expect((await staffPack(w, made.id)).body.status).toBe(200);
  const staffToken = { token: w.staff };
  const tracked = await post(
    w.t,
    `/api/staff/order/track/${made.id}`,
    { text_zh: '已到达奥克兰机场', text_en: 'At Auckland airport', place: 'AKL' },
    staffToken,
  );
  expect(tracked.body.status).toBe(200);
  await payWithWallet(w.t, me.token, made.id);
  expect(
    (await post(w.t, `/api/staff/order/problem/${made.id}`, { reason_zh: '地址不全', reason_en: 'Address incomplete' }, staffToken)).body
      .status,
  ).toBe(200);
  const [payment] = await w.t.db.select().from(payments).where(eq(payments.waybillId, made.id));
  expect(
    (await post(w.t, `/api/staff/payment/refund/${payment.id}`, { note: 'Customer asked on the phone' }, staffToken)).body.status,
  ).toBe(200);

  const log = await auditOf(me.user.id);
  const rows = log.list.map((e: { kind: string; label: string; action: string }) => [e.kind, e.label, e.action]);
  expect(rows).toEqual([
    ['payment', payment.no, 'update'],
    ['waybill', made.no, 'update'],
    ['track_event', made.no, 'create'],
    ['waybill', made.no, 'update'],
    ['parcel', trackingNo, 'update'],
  ]);
  const [refund, problem, track, pack, parcel] = log.list;
  expect(refund).toMatchObject({
    customer: { id: me.user.id, member_code: me.user.memberCode },
    actor: { name: 'staff' },
    entity_id: payment.id,
  });
  expect(refund.changes).toEqual([
    { field: 'status', old: 'paid', new: 'refunded' },
    { field: 'refund', old: null, new: { no: expect.stringMatching(/^R/), amount: payment.amount, note: 'Customer asked on the phone' } },
  ]);
  expect(problem.changes).toEqual([
    { field: 'problem_zh', old: null, new: '地址不全' },
    { field: 'problem_en', old: null, new: 'Address incomplete' },
  ]);
  expect(track.changes).toEqual(expect.arrayContaining([{ field: 'text_en', old: null, new: 'At Auckland airport' }]));
  expect(pack.changes).toEqual(
    expect.arrayContaining([
      { field: 'status', old: 'pending_pack', new: 'pending_payment' },
      { field: 'weight_g', old: null, new: 2340 },
    ]),
  );
  expect(parcel.changes).toEqual(expect.arrayContaining([{ field: 'status', old: 'declared', new: 'in_warehouse' }]));
  expect(log.total).toBe(5);
  // Another customer's filter shows none of it; the log without a filter shows it beside the settings changes.
  expect((await auditOf(other.user.id)).total).toBe(0);
});

it("records a claim decision on the customer's case", async () => {
  const me = await newPayer(w);
  const waybill = await deliveredWaybill(w, me);
  const id = (await fileClaim(w.t, me.token, { type: 'damaged', waybill_id: waybill.id })).body.data.id;
  expect((await post(w.t, `/api/staff/claim/review/${id}`, {}, { token: w.staff })).body.status).toBe(200);
  const rejected = await post(
    w.t,
    `/api/staff/claim/decide/${id}`,
    { outcome: 'reject', reason_code: 'insufficient_evidence', message: 'No unboxing video' },
    { token: w.staff },
  );
  expect(rejected.body.status).toBe(200);
  const claims = (await auditOf(me.user.id)).list.filter((e: { kind: string }) => e.kind === 'claim');
  expect(claims.map((e: { changes: unknown }) => e.changes)).toEqual([
    expect.arrayContaining([
      { field: 'status', old: 'under_review', new: 'rejected' },
      { field: 'reason_code', old: null, new: 'insufficient_evidence' },
      { field: 'message', old: null, new: 'No unboxing video' },
    ]),
    expect.arrayContaining([{ field: 'status', old: 'submitted', new: 'under_review' }]),
  ]);
});
