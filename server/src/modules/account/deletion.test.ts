/**
 * Deleting an account: blockers and forfeits, the SMS code, one scheduled deletion (double taps), cancel during
 * the grace period, then the erasure: the customer's mobile, names, addresses and ID number appear nowhere in the
 * database while the payments remain and the money still balances (checked on close); the mobile registers again.
 */
import { and, count, eq } from 'drizzle-orm';
import { codeFor, DEMO_PASSWORD, get, lastCode, passwordLogin, post, registerUser } from '../../../test/helpers';
import { accountDeletions, payments, users, walletEntries } from '../../db/schema';
import { fileClaim, uploadClaimPhoto } from '../claims/test-support';
import { parcelInWarehouse, startWorld, type World } from '../waybill/test-support';
import { deliveredPaidWaybill, dumpText, newPerson, type Person } from './test-support';

let w: World;
let a: Person;
let b: Person;
/** Their delivered waybills, and a claim on each (withdrawn: nothing open). */
const waybillOf = new Map<Person, number>();
const claimOf = new Map<Person, number>();

beforeAll(async () => {
  w = await startWorld();
  a = await newPerson(w.t, 0);
  b = await newPerson(w.t, 1);
  waybillOf.set(a, await deliveredPaidWaybill(w, a));
  waybillOf.set(b, await deliveredPaidWaybill(w, b));
  for (const p of [a, b]) {
    const filed = await fileClaim(w.t, p.token, {
      type: 'damaged',
      waybill_id: waybillOf.get(p),
      photos: [await uploadClaimPhoto(w.t, p.token)],
    });
    await post(w.t, `/api/after/sales/withdraw/${filed.body.data.id}`, {}, { token: p.token });
    claimOf.set(p, filed.body.data.id);
  }
}, 300_000);

afterAll(async () => {
  await w?.t.close();
});

const userOf = async (mobile: string) => (await w.t.db.select().from(users).where(eq(users.mobile, mobile)))[0];
const deletionRows = async (userId: number) =>
  (await w.t.db.select({ n: count() }).from(accountDeletions).where(eq(accountDeletions.userId, userId)))[0].n;

async function deletionCode(person: Person): Promise<string> {
  const sent = await post(w.t, '/api/privacy/delete/code', {}, { token: person.token });
  expect(sent.body.status).toBe(200);
  w.t.clock.advance(61);
  return lastCode(w.t, person.mobile);
}

test('the check lists what is open and what is given up; an open parcel refuses the deletion and changes nothing', async () => {
  const c = await newPerson(w.t, 2);
  await parcelInWarehouse(w, { token: c.token, recipientId: c.recipientId, senderId: c.senderId });
  const check = await get(w.t, '/api/privacy/delete/check', { token: c.token });
  expect(check.body.data).toMatchObject({
    blockers: [{ kind: 'parcel_in_warehouse', count: 1 }],
    forfeits: [],
    mobile: expect.stringMatching(/\*/),
    scheduled: null,
    grace_hours: 168,
  });
  const code = await deletionCode(c);
  const refused = await post(
    w.t,
    '/api/privacy/delete/create',
    { captcha: code, acknowledge_forfeits: true },
    { token: c.token, lang: 'en' },
  );
  expect(refused.body).toEqual({
    status: 49002,
    msg: 'Waybills, parcels in the warehouse, claims, returns, bookings or a withdrawal are still open: finish them before deleting the account',
  });
  expect(await deletionRows((await userOf(c.mobile)).id)).toBe(0);
});

test('forfeits must be acknowledged, the code must be right, a double tap schedules once, cancel works once', async () => {
  const me = await userOf(a.mobile);
  // Wallet money left over is a forfeit.
  await w.t.db.transaction(async (tx) => {
    const { postWallet } = await import('../wallet/ledger');
    await postWallet(tx, { siteId: 1, userId: me.id, amount: 1234, kind: 'adjustment', refType: 'staff', refId: 0, now: w.t.clock.now });
  });
  const check = (await get(w.t, '/api/privacy/delete/check', { token: a.token })).body.data;
  expect(check.blockers).toEqual([]);
  expect(check.forfeits).toEqual([{ kind: 'wallet_balance', amount: 1234, currency: 'NZD' }]);

  const code = await deletionCode(a);
  const unticked = await post(w.t, '/api/privacy/delete/create', { captcha: code, acknowledge_forfeits: false }, { token: a.token });
  expect(unticked.body).toEqual({ status: 40001, msg: '请先勾选“我知道余额、卡内克数和佣金将作废”' });
  const noCode = await post(w.t, '/api/privacy/delete/create', { acknowledge_forfeits: true }, { token: a.token, lang: 'en' });
  expect(noCode.body).toEqual({ status: 40001, msg: 'verification code: required' });
  const wrong = await post(
    w.t,
    '/api/privacy/delete/create',
    { captcha: code === '000000' ? '111111' : '000000', acknowledge_forfeits: true },
    { token: a.token },
  );
  expect(wrong.body.status).toBe(41001);
  expect(await deletionRows(me.id)).toBe(0);

  const [first, second] = await Promise.all([
    post(w.t, '/api/privacy/delete/create', { captcha: code, acknowledge_forfeits: true }, { token: a.token }),
    post(w.t, '/api/privacy/delete/create', { captcha: code, acknowledge_forfeits: true }, { token: a.token }),
  ]);
  const answers = [first.body, second.body];
  expect(answers.filter((x) => x.status === 200)).toHaveLength(1);
  expect(answers.find((x) => x.status !== 200).status).toBeGreaterThan(40000);
  expect(await deletionRows(me.id)).toBe(1);
  const again = await post(
    w.t,
    '/api/privacy/delete/create',
    { captcha: code, acknowledge_forfeits: true },
    { token: a.token, lang: 'en' },
  );
  expect(again.body).toEqual({ status: 49003, msg: 'The deletion of this account is already scheduled' });

  const scheduled = (await get(w.t, '/api/privacy/delete/check', { token: a.token })).body.data.scheduled;
  expect(new Date(scheduled.due_at).getTime() - new Date(scheduled.requested_at).getTime()).toBe(168 * 3_600_000);
  expect((await post(w.t, '/api/privacy/delete/cancel', {}, { token: a.token })).body.status).toBe(200);
  expect((await post(w.t, '/api/privacy/delete/cancel', {}, { token: a.token, lang: 'en' })).body).toEqual({
    status: 49004,
    msg: 'No deletion of this account is scheduled',
  });
  // Cancelled: the grace period passing erases nothing.
  w.t.clock.advance(169 * 3600);
  await w.t.app.jobs.runDue();
  expect((await userOf(a.mobile)).status).toBe('active');
});

test('after the grace period the job erases the account: nothing personal left, payments kept, the mobile registers anew', async () => {
  const me = await userOf(a.mobile);
  const paymentsBefore = (await w.t.db.select({ n: count() }).from(payments).where(eq(payments.userId, me.id)))[0].n;
  expect(paymentsBefore).toBeGreaterThan(0);
  const code = await deletionCode(a);
  const scheduled = await post(w.t, '/api/privacy/delete/create', { captcha: code, acknowledge_forfeits: true }, { token: a.token });
  expect(scheduled.body.status).toBe(200);

  // Signing in during the grace period still works (and can cancel); the job leaves it until the time is up.
  w.t.clock.advance(167 * 3600);
  await w.t.app.jobs.runDue();
  const during = await get(w.t, '/api/user/info', { token: a.token });
  expect(during.body.data.user.deletion_due_at).toBe(scheduled.body.data.scheduled.due_at);
  const signIn = await passwordLogin(w.t, a.mobile, 'Passw0rd');
  expect(signIn.body.data.deletion_due_at).toBe(scheduled.body.data.scheduled.due_at);
  expect((await passwordLogin(w.t, b.mobile, 'Passw0rd')).body.data.deletion_due_at).toBeNull();

  w.t.clock.advance(2 * 3600);
  await w.t.app.jobs.runDue();
  const gone = (await w.t.db.select().from(users).where(eq(users.id, me.id)))[0];
  expect(gone).toMatchObject({ mobile: null, passwordHash: null, nickname: '', status: 'deleted' });
  expect((await get(w.t, '/api/user/info', { token: a.token })).http).toBe(401);

  const dump = await dumpText(w.t);
  for (const secret of a.secrets) expect({ secret, found: dump.includes(secret) }).toEqual({ secret, found: false });
  // The other customer's data is untouched.
  for (const secret of b.secrets.slice(0, 2)) expect(dump).toContain(secret);
  // Payments and the ledger stay, on the anonymous id.
  expect((await w.t.db.select({ n: count() }).from(payments).where(eq(payments.userId, me.id)))[0].n).toBe(paymentsBefore);
  expect((await w.t.db.select({ n: count() }).from(walletEntries).where(eq(walletEntries.userId, me.id)))[0].n).toBeGreaterThan(0);
  expect(
    (
      await w.t.db
        .select()
        .from(accountDeletions)
        .where(and(eq(accountDeletions.userId, me.id), eq(accountDeletions.state, 'done')))
    ).length,
  ).toBe(1);

  // The same mobile is a new customer now.
  const again = await registerUser(w.t, a.mobile);
  const fresh = await userOf(a.mobile);
  expect(fresh.id).not.toBe(me.id);
  expect((await get(w.t, '/api/privacy/delete/check', { token: again.token })).body.data).toMatchObject({
    blockers: [],
    forfeits: [],
    scheduled: null,
  });
  expect(typeof (await codeFor(w.t, a.mobile, 'login'))).toBe('string');
});

test('staff see the erased customer as deleted (not an empty name) in waybill, parcel and claim answers, the other not', async () => {
  // Follows the erasure above: a is deleted, b is not.
  const [erased, kept] = [waybillOf.get(a)!, waybillOf.get(b)!];
  const detail = async (id: number) => (await get(w.t, `/api/staff/order/detail/${id}`, { token: w.staff })).body.data;
  expect(await detail(erased)).toMatchObject({ customer_deleted: true, recipient: { name: '' } });
  expect(await detail(kept)).toMatchObject({ customer_deleted: false });

  const orders = (await get(w.t, '/api/staff/order/lst?status=delivered&page=1&page_size=50', { token: w.staff })).body.data.list;
  const deletedOf = (list: { id: number; customer_deleted: boolean }[], id: number) => list.find((x) => x.id === id)?.customer_deleted;
  expect([deletedOf(orders, erased), deletedOf(orders, kept)]).toEqual([true, false]);

  const parcels = (await get(w.t, '/api/staff/parcel/lst?page=1&page_size=50', { token: w.staff })).body.data.list;
  const userIds = new Map<number, boolean>(
    parcels.map((p: { user_id: number; customer_deleted: boolean }) => [p.user_id, p.customer_deleted]),
  );
  expect([userIds.get((await detail(erased)).user_id), userIds.get((await detail(kept)).user_id)]).toEqual([true, false]);

  const service = (await passwordLogin(w.t, 'service', DEMO_PASSWORD)).body.data.token;
  const claims = (await get(w.t, '/api/staff/claim/lst?status=withdrawn&page=1&page_size=50', { token: service })).body.data.list;
  expect([deletedOf(claims, claimOf.get(a)!), deletedOf(claims, claimOf.get(b)!)]).toEqual([true, false]);
  const claim = async (p: Person) => (await get(w.t, `/api/staff/claim/detail/${claimOf.get(p)}`, { token: service })).body.data;
  expect([(await claim(a)).customer_deleted, (await claim(b)).customer_deleted]).toEqual([true, false]);

  // The erased customer's payments stay for the accounts, tagged in the staff list.
  const paid = (await get(w.t, '/api/staff/payment/lst?page=1&page_size=50', { token: w.staff })).body.data.list;
  const paymentOf = (id: number) => paid.find((p: { waybill_id: number | null }) => p.waybill_id === id)?.customer_deleted;
  expect([paymentOf(erased), paymentOf(kept)]).toEqual([true, false]);
});

test('without a session every call is 401, and a deletion of nobody cannot be cancelled', async () => {
  for (const url of ['/api/privacy/delete/check']) expect((await get(w.t, url)).http).toBe(401);
  for (const url of [
    '/api/privacy/delete/create',
    '/api/privacy/delete/cancel',
    '/api/privacy/delete/code',
    '/api/privacy/export/create',
  ]) {
    expect((await post(w.t, url, { acknowledge_forfeits: true })).http).toBe(401);
  }
  expect((await post(w.t, '/api/privacy/delete/cancel', {}, { token: b.token })).body.status).toBe(49004);
});
