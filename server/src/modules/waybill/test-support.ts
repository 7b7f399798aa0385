/**
 * Shared setup of the parcel, waybill and tracking tests: customers with a CN recipient and an NZ sender,
 * staff of site 1 and of site 2, the agreement signed through the agreement API, parcels checked in.
 */
import { eq } from 'drizzle-orm';
import type { WaybillStatus } from '@contract/waybill';
import {
  answerOf,
  DEMO_PASSWORD,
  get,
  passwordLogin,
  post,
  registerUser,
  startApp,
  type StartOptions,
  type TestApp,
} from '../../../test/helpers';
import { sites, waybills } from '../../db/schema';
import { CN_RECIPIENT, multipartForm, NZ_SENDER, testPhoto } from '../address/test-support';
import { drawnSignature, filePart, sign, versionPart } from '../agreement/test-support';
import { createUser } from '../user/accounts';
import { postWallet } from '../wallet/ledger';

export const CHANNEL = 'nz-general-economy';
export const GOODS = [{ name: 'T-shirt', category: 'clothing', quantity: 2, unit_value: 2500 }];

export interface Customer {
  token: string;
  recipientId: number;
  senderId: number;
}

export interface World {
  t: TestApp;
  staff: string;
  /** Staff of the Australian site: every site-1 id is "not found" to them. */
  auStaff: string;
}

let trackingSeq = 0;
/** A fresh courier tracking number per call. */
export const newTrackingNo = () =>
  `NZ${String(process.pid).slice(-3)}${String(Date.now()).slice(-5)}${String(++trackingSeq).padStart(4, '0')}`;

export async function startWorld(env: Record<string, string> = {}, options: Omit<StartOptions, 'env'> = {}): Promise<World> {
  const t = await startApp({ ...options, env });
  t.clock.now = new Date('2026-06-01T00:00:00Z'); // agreement version 2026.1 (from 2026-01-01) is in force
  const staff = (await passwordLogin(t, 'staff', DEMO_PASSWORD)).body.data.token as string;
  const [au] = await t.db.select().from(sites).where(eq(sites.id, 2));
  await createUser(t.db, t.clock.now, { site: au, username: 'austaff', role: 'staff', nickname: 'AU staff', password: DEMO_PASSWORD });
  const auStaff = (await passwordLogin(t, 'austaff', DEMO_PASSWORD, { site: '2' })).body.data.token as string;
  return { t, staff, auStaff };
}

export async function newCustomer(t: TestApp, options: { signed?: boolean } = {}): Promise<Customer> {
  const { token } = await registerUser(t);
  const recipient = await post(t, '/api/user/address/create', CN_RECIPIENT, { token });
  const sender = await post(t, '/api/user/address/create', NZ_SENDER, { token });
  if (recipient.body.status !== 200 || sender.body.status !== 200) throw new Error(JSON.stringify([recipient.body, sender.body]));
  if (options.signed !== false) await signAgreement(t, token);
  return { token, recipientId: recipient.body.data.id, senderId: sender.body.data.id };
}

/** Through the agreement API, as the app does. */
export async function signAgreement(t: TestApp, token: string): Promise<void> {
  const status = await get(t, '/api/sign/status', { token });
  const signed = await sign(t, token, [versionPart(status.body.data.current_version), filePart(await drawnSignature())]);
  if (signed.body.status !== 200) throw new Error(`sign: ${JSON.stringify(signed.body)}`);
}

export async function declare(t: TestApp, token: string, trackingNo = newTrackingNo()): Promise<number> {
  const answer = await post(t, '/api/parcel/create', { tracking_no: trackingNo, courier: 'NZ Post', goods: GOODS }, { token });
  if (answer.body.status !== 200) throw new Error(`declare: ${JSON.stringify(answer.body)}`);
  return answer.body.data.id;
}

export async function checkIn(w: World, trackingNo: string, extra: Record<string, unknown> = {}) {
  return post(
    w.t,
    '/api/staff/parcel/checkin',
    { tracking_no: trackingNo, weight_g: 1200, location: 'A-01', ...extra },
    { token: w.staff },
  );
}

/** A parcel of the customer, declared and checked in. */
export async function parcelInWarehouse(w: World, customer: Customer): Promise<number> {
  const no = newTrackingNo();
  const id = await declare(w.t, customer.token, no);
  const answer = await checkIn(w, no);
  if (answer.body.data?.result !== 'matched') throw new Error(`checkin: ${JSON.stringify(answer.body)}`);
  return id;
}

export const packBody = (customer: Customer, parcelIds: number[], extra: Record<string, unknown> = {}) => ({
  parcel_ids: parcelIds,
  address_id: customer.recipientId,
  channel_code: CHANNEL,
  insured: false,
  goods: GOODS,
  ...extra,
});

export async function packRequest(
  w: World,
  customer: Customer,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; no: string; parcelId: number }> {
  const parcelId = await parcelInWarehouse(w, customer);
  const answer = await post(w.t, '/api/order/pack/create', packBody(customer, [parcelId], extra), { token: customer.token });
  if (answer.body.status !== 200) throw new Error(`pack/create: ${JSON.stringify(answer.body)}`);
  return { id: answer.body.data.id, no: answer.body.data.no, parcelId };
}

export const MEASURED = { weight_g: 2340, length_mm: 300, width_mm: 200, height_mm: 150 };

export async function staffPack(w: World, id: number, body: Record<string, unknown> = MEASURED) {
  return post(w.t, `/api/staff/order/pack/${id}`, body, { token: w.staff });
}

/** A waybill packed and priced (pending_payment). */
export async function packedWaybill(w: World, customer: Customer) {
  const made = await packRequest(w, customer);
  const packed = await staffPack(w, made.id);
  if (packed.body.status !== 200) throw new Error(`pack: ${JSON.stringify(packed.body)}`);
  return made;
}

/**
 * Test setup only: the waybill put in pending_dispatch directly, for tests that don't care how it was paid
 * (no payment row; payWithWallet pays through the payment API).
 */
export async function markPaid(t: TestApp, id: number): Promise<void> {
  await t.db
    .update(waybills)
    .set({ status: 'pending_dispatch' as WaybillStatus, paidAt: t.clock.now })
    .where(eq(waybills.id, id));
}

/** Paid through POST /api/pay/waybill with wallet money (the money itself posted to the ledger as set-up). */
export async function payWithWallet(t: TestApp, token: string, id: number): Promise<void> {
  const [waybill] = await t.db.select().from(waybills).where(eq(waybills.id, id));
  await t.db.transaction((tx) =>
    postWallet(tx, {
      siteId: waybill.siteId,
      userId: waybill.userId,
      amount: waybill.amountDue!,
      kind: 'adjustment',
      refType: 'staff',
      refId: 0,
      now: t.clock.now,
    }),
  );
  const paid = await post(
    t,
    '/api/pay/waybill',
    { waybill_id: id, use_wallet: true, platform: 'h5', idempotency_key: `pay-with-wallet-${id}` },
    { token },
  );
  if (paid.body.data?.payment?.status !== 'paid') throw new Error(`pay: ${JSON.stringify(paid.body)}`);
}

/** A waybill dispatched (in_transit). */
export async function inTransit(w: World, customer: Customer) {
  const made = await packedWaybill(w, customer);
  await markPaid(w.t, made.id);
  const sent = await post(w.t, '/api/staff/order/dispatch', { ids: [made.id] }, { token: w.staff });
  if (!sent.body.data?.results?.[0]?.ok) throw new Error(`dispatch: ${JSON.stringify(sent.body)}`);
  return made;
}

export async function uploadStaffPhoto(w: World, token = w.staff) {
  const form = multipartForm('file', 'parcel.jpg', 'image/jpeg', await testPhoto());
  const response = await w.t.app.inject({
    method: 'POST',
    url: '/api/staff/upload/photo',
    headers: { ...form.headers, 'x-token': token },
    payload: form.payload,
  });
  return answerOf(response).body;
}
