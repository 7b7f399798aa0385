/**
 * Shared setup of the claim tests: a customer with a delivered waybill (packed, paid as set-up, dispatched and
 * delivered through the staff API), claim photos uploaded through the claim API, a second staff member.
 */
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD, get, passwordLogin, post, type TestApp } from '../../../test/helpers';
import { sites } from '../../db/schema';
import { multipartForm, testPhoto } from '../address/test-support';
import { createUser } from '../user/accounts';
import { type Customer, inTransit, type World } from '../waybill/test-support';

export { newCustomer, startWorld, type Customer, type World } from '../waybill/test-support';

/** A waybill dispatched and delivered now (the clock of the world). */
export async function deliveredWaybill(w: World, customer: Customer): Promise<{ id: number; no: string }> {
  const made = await inTransit(w, customer);
  const done = await post(w.t, `/api/staff/order/delivered/${made.id}`, {}, { token: w.staff });
  if (done.body.status !== 200) throw new Error(`delivered: ${JSON.stringify(done.body)}`);
  return made;
}

export async function uploadClaimPhoto(t: TestApp, token: string, content?: Buffer): Promise<string> {
  const form = multipartForm('file', 'claim.jpg', 'image/jpeg', content ?? (await testPhoto()));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/after/sales/photo',
    headers: { ...form.headers, 'x-token': token },
    payload: form.payload,
  });
  const body = JSON.parse(response.body);
  if (body.status !== 200) throw new Error(`photo: ${JSON.stringify(body)}`);
  return body.data.file as string;
}

export async function fileClaim(t: TestApp, token: string, body: Record<string, unknown>) {
  return post(
    t,
    '/api/after/sales/create',
    { description: 'The box was crushed and the vase inside broke', photos: [], amount: 1000, proof: [], ...body },
    { token },
  );
}

/** A second staff member of site 1 (dual approval). */
export async function secondStaff(t: TestApp): Promise<string> {
  const [nz] = await t.db.select().from(sites).where(eq(sites.id, 1));
  await createUser(t.db, t.clock.now, { site: nz, username: 'staff2', role: 'staff', nickname: 'Second staff', password: DEMO_PASSWORD });
  return (await passwordLogin(t, 'staff2', DEMO_PASSWORD)).body.data.token as string;
}

/** Through the admin API, as an admin sets it. */
export async function setDualApprovalAbove(t: TestApp, minor: number): Promise<void> {
  const admin = (await passwordLogin(t, 'admin', DEMO_PASSWORD)).body.data.token as string;
  const saved = await post(t, '/api/admin/claim_settings/update', { dual_approval_above: minor }, { token: admin });
  if (saved.body.data?.dual_approval_above !== minor) throw new Error(`claim settings: ${JSON.stringify(saved.body)}`);
}

export const walletBalanceOf = async (t: TestApp, token: string): Promise<number> =>
  (await get(t, '/api/wallet/summary', { token })).body.data.balance;
