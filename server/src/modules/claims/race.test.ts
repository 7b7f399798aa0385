/**
 * Races: 100 concurrent payments of one approved claim credit the wallet once; 100 concurrent approvals decide
 * once; two concurrent filings of one type make one claim. The money invariants (checked on close) hold.
 */
import { and, count, eq } from 'drizzle-orm';
import { post } from '../../../test/helpers';
import { claimEvents, claims, walletEntries } from '../../db/schema';
import { type Customer, deliveredWaybill, fileClaim, newCustomer, startWorld, walletBalanceOf, type World } from './test-support';

let w: World;
let me: Customer;
beforeAll(async () => {
  w = await startWorld();
  me = await newCustomer(w.t);
});
afterAll(() => w.t.close());

const staffPost = (path: string, body: unknown = {}) => post(w.t, `/api/staff/claim/${path}`, body, { token: w.staff });

it('100 concurrent approvals decide once and 100 concurrent payments credit once', async () => {
  const waybill = await deliveredWaybill(w, me);
  const id = (await fileClaim(w.t, me.token, { type: 'damaged', waybill_id: waybill.id, amount: 1200 })).body.data.id;
  await staffPost(`review/${id}`);
  const approvals = await Promise.all(
    Array.from({ length: 100 }, () =>
      staffPost(`decide/${id}`, { outcome: 'approve', amount: 1200, reason_code: 'full_value', message: '' }),
    ),
  );
  expect(approvals.filter((a) => a.body.status === 200)).toHaveLength(1);
  expect(new Set(approvals.filter((a) => a.body.status !== 200).map((a) => a.body.status))).toEqual(new Set([42009]));
  const before = await walletBalanceOf(w.t, me.token);
  const payments = await Promise.all(Array.from({ length: 100 }, () => staffPost(`pay/${id}`)));
  expect(payments.filter((p) => p.body.status === 200)).toHaveLength(1);
  expect(await walletBalanceOf(w.t, me.token)).toBe(before + 1200);
  const [{ n }] = await w.t.db
    .select({ n: count() })
    .from(walletEntries)
    .where(and(eq(walletEntries.refType, 'claim'), eq(walletEntries.refId, id)));
  expect(n).toBe(1);
  const steps = await w.t.db.select({ action: claimEvents.action }).from(claimEvents).where(eq(claimEvents.claimId, id));
  expect(steps.map((s) => s.action)).toEqual(['submitted', 'reviewing', 'approved', 'paid']);
});

it('two concurrent filings of one type make one claim', async () => {
  const waybill = await deliveredWaybill(w, me);
  const answers = await Promise.all([1, 2].map(() => fileClaim(w.t, me.token, { type: 'short', waybill_id: waybill.id, amount: 100 })));
  expect(answers.map((a) => a.body.status).sort()).toEqual([200, 45001]);
  const [{ n }] = await w.t.db.select({ n: count() }).from(claims).where(eq(claims.waybillId, waybill.id));
  expect(n).toBe(1);
});
