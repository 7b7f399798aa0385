/**
 * Shared setup of the agent tests: an agent approved through the staff API, team members registered with the
 * agent's invite code, their waybills paid with wallet money through the payment API and delivered by staff.
 */
import { eq } from 'drizzle-orm';
import { DEMO_PASSWORD, get, passwordLogin, post, registerUser, type TestApp } from '../../../test/helpers';
import { users } from '../../db/schema';
import { CN_RECIPIENT, NZ_SENDER } from '../address/test-support';
import { type Customer, packedWaybill, payWithWallet, signAgreement, type World } from '../waybill/test-support';

export { startWorld, type Customer, type World } from '../waybill/test-support';
export { secondStaff } from '../claims/test-support';

export const DAY = 86_400;

export interface Agent {
  token: string;
  userId: number;
  inviteCode: string;
}

async function withAddresses(t: TestApp, token: string): Promise<Customer> {
  const recipient = await post(t, '/api/user/address/create', CN_RECIPIENT, { token });
  const sender = await post(t, '/api/user/address/create', NZ_SENDER, { token });
  await signAgreement(t, token);
  return { token, recipientId: recipient.body.data.id, senderId: sender.body.data.id };
}

const userIdOf = async (t: TestApp, token: string): Promise<number> => (await get(t, '/api/user/info', { token })).body.data.user.id;

export async function apply(t: TestApp, token: string, body: Record<string, unknown> = {}) {
  return post(
    t,
    '/api/agent/create',
    { name: 'Li Wei', contact: '+64211110000', promotion: 'WeChat groups of Auckland students', ...body },
    { token },
  );
}

/** A customer who applied and was approved by staff; the invite code as the agent centre shows it. */
export async function newAgent(w: World, invitedBy?: string): Promise<Agent> {
  const { token } = await registerUser(w.t, undefined, invitedBy ? { invite_code: invitedBy } : {});
  await apply(w.t, token);
  const userId = await userIdOf(w.t, token);
  const [row] = (await get(w.t, '/api/staff/agent/lst?status=pending&page_size=50', { token: w.staff })).body.data.list.filter(
    (a: { user_id: number }) => a.user_id === userId,
  );
  const decided = await post(w.t, `/api/staff/agent/decide/${row.id}`, { outcome: 'approve' }, { token: w.staff });
  if (decided.body.data?.status !== 'approved') throw new Error(`decide: ${JSON.stringify(decided.body)}`);
  const info = await get(w.t, '/api/agent/info', { token });
  return { token, userId, inviteCode: info.body.data.invite_code };
}

export async function newMember(w: World, agent: Agent): Promise<Customer & { userId: number }> {
  const { token } = await registerUser(w.t, undefined, { invite_code: agent.inviteCode });
  return { ...(await withAddresses(w.t, token)), userId: await userIdOf(w.t, token) };
}

/** A waybill of the member, packed, paid with wallet money through the payment API. */
export async function paidWaybill(w: World, member: Customer): Promise<{ id: number; no: string }> {
  const made = await packedWaybill(w, member);
  await payWithWallet(w.t, member.token, made.id);
  return made;
}

export async function deliver(w: World, id: number): Promise<void> {
  const sent = await post(w.t, '/api/staff/order/dispatch', { ids: [id] }, { token: w.staff });
  if (!sent.body.data?.results?.[0]?.ok) throw new Error(`dispatch: ${JSON.stringify(sent.body)}`);
  const done = await post(w.t, `/api/staff/order/delivered/${id}`, {}, { token: w.staff });
  if (done.body.status !== 200) throw new Error(`delivered: ${JSON.stringify(done.body)}`);
}

export async function adminToken(t: TestApp): Promise<string> {
  return (await passwordLogin(t, 'admin', DEMO_PASSWORD)).body.data.token as string;
}

/** Through the admin API; fields not given keep the defaults of the module. */
export async function saveSettings(t: TestApp, change: Record<string, unknown>) {
  const admin = await adminToken(t);
  const current = (await get(t, '/api/staff/agent/settings', { token: admin })).body.data.settings;
  const saved = await post(t, '/api/staff/agent/settings/save', { ...current, ...change }, { token: admin });
  if (saved.body.status !== 200) throw new Error(`settings: ${JSON.stringify(saved.body)}`);
  return saved.body.data;
}

export const info = async (t: TestApp, token: string) => (await get(t, '/api/agent/info', { token })).body.data;
export const withdraw = (t: TestApp, token: string, body: Record<string, unknown>, lang?: string) =>
  post(t, '/api/agent/withdraw/create', { request_id: `req-${Math.random().toString(36).slice(2, 12)}`, ...body }, { token, lang });

/** The default tier's first-level rate, through the admin API (bigger sums for the withdrawal tests). */
export async function setDefaultRate(t: TestApp, rateBp: number): Promise<void> {
  const admin = await adminToken(t);
  const tier = (await get(t, '/api/staff/agent/settings', { token: admin })).body.data.tiers.find(
    (x: { is_default: boolean }) => x.is_default,
  );
  const { id, is_default: _default, ...body } = tier;
  const saved = await post(t, `/api/staff/agent/tier/save?id=${id}`, { ...body, rate_bp: rateBp }, { token: admin });
  if (saved.body.data?.rate_bp !== rateBp) throw new Error(`tier: ${JSON.stringify(saved.body)}`);
}
export const NZ_BANK = { method: 'bank', bank_country: 'NZ', account_name: 'Li Wei', account_number: '12-3456-7890123-001' };

/** Commission pending on paid waybills becomes available once delivered and the hold has passed. */
export async function releaseAfterHold(w: World, holdDays = 14): Promise<void> {
  w.t.clock.advance(holdDays * DAY + 60);
  await w.t.app.jobs.runDue();
  // Sessions last 30 days: the staff signs in again as they would after weeks.
  w.staff = (await passwordLogin(w.t, 'staff', DEMO_PASSWORD)).body.data.token as string;
}

export async function userRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row;
}
