/**
 * Staff roles on every staff operation, walked from the OpenAPI document (docs/security.md "Roles"): each
 * `/api/staff/` and `/api/admin/` operation names its roles (`x-roles`, admin always among them), and
 *  - an account holding every other role (or none, where the operation allows every role) is refused with
 *    40003 "forbidden" in its language, whatever the body or query carries, before its input is read;
 *  - a customer is refused the same way, and no token is 401;
 *  - an account holding only one of its roles (each of them, admin too) gets past the check.
 * So an operation added tomorrow is checked here without a test of its own (and one without roles stops the server).
 */
import { eq } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '@contract/staff';
import { sites } from '../src/db/schema';
import { DEMO_PASSWORD } from '../src/db/seed-data';
import { createUser } from '../src/modules/user/accounts';
import { answerOf, get, passwordLogin, registerUser, startApp, type TestApp } from './helpers';
import { openApiOperations, type Operation } from './openapi-walk';

const FORBIDDEN = 'You are not allowed to do this';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t?.close());

/** One signed-in account per set of roles, made on first use. */
const tokens = new Map<string, string>();
async function tokenFor(roles: StaffRole[]): Promise<string> {
  const key = roles.join(',');
  if (!tokens.has(key)) {
    const username = `roles${tokens.size}`;
    const [site] = await t.db.select().from(sites).where(eq(sites.id, 1));
    await createUser(t.db, t.clock.now, { site, username, password: DEMO_PASSWORD, role: 'staff', staffRoles: roles, nickname: username });
    tokens.set(key, (await passwordLogin(t, username, DEMO_PASSWORD)).body.data.token);
  }
  return tokens.get(key)!;
}

/** The operation called with an empty body (or none): the role check comes before the input is read. Files (PDF, CSV)
 *  answer as themselves, so only a JSON answer is parsed. */
async function call(op: Operation, options: { token?: string; lang?: string }): Promise<{ http: number; body: any }> {
  const headers: Record<string, string> = {};
  if (options.token) headers['x-token'] = options.token;
  if (options.lang) headers['x-lang'] = options.lang;
  const url = op.path.replace(/\{[a-z_]+\}/g, '1');
  const response = await t.app.inject({ method: op.method, url, headers, ...(op.method === 'GET' ? {} : { payload: {} }) });
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return json ? answerOf(response) : { http: response.statusCode, body: response.body };
}

it('every staff and admin operation names its roles, admin among them', async () => {
  const ops = (await openApiOperations(t.app)).filter((op) => /^\/api\/(staff|admin)\//.test(op.path));
  expect(ops.length).toBeGreaterThan(150);
  const unnamed = ops.filter(
    (op) => !op.roles?.length || !op.roles.includes('admin') || op.roles.some((r) => !STAFF_ROLES.includes(r as StaffRole)),
  );
  expect(unnamed.map((op) => `${op.method} ${op.path} ${op.roles}`)).toEqual([]);
  // Nothing else carries roles: customers' calls are not staff calls.
  const others = (await openApiOperations(t.app)).filter((op) => op.roles && !/^\/api\/(staff|admin)\//.test(op.path));
  expect(others.map((op) => op.path)).toEqual([]);
});

it('refuses every staff operation to a caller without its roles (40003, translated) and lets each of its roles through', async () => {
  const customer = (await registerUser(t)).token;
  const ops = (await openApiOperations(t.app)).filter((op) => op.roles);
  for (const op of ops) {
    const roles = op.roles as StaffRole[];
    const where = `${op.method} ${op.path}`;
    const others = STAFF_ROLES.filter((r) => !roles.includes(r));
    const refused = await call(op, { token: await tokenFor(others), lang: 'en' });
    expect([where, others.join(','), refused.body]).toEqual([where, others.join(','), { status: 40003, msg: FORBIDDEN }]);
    expect([where, (await call(op, { token: customer })).body]).toEqual([where, { status: 40003, msg: '没有权限执行此操作' }]);
    expect([where, (await call(op, {})).http]).toEqual([where, 401]);
    for (const role of roles) {
      const answer = await call(op, { token: await tokenFor([role]), lang: 'en' });
      // 40003 is also "still referred to" on an admin delete: the refusal is known by its text.
      const through = answer.http < 500 && answer.body?.msg !== FORBIDDEN;
      expect([where, role, through ? 'through' : answer.body]).toEqual([where, role, 'through']);
    }
  }
}, 600_000); // about 600 calls: ~35 s on a quiet machine

it('tells a staff account its roles and the areas they open (GET /api/staff/me, user/info)', async () => {
  const token = await tokenFor(['finance']);
  const me = await get(t, '/api/staff/me', { token });
  expect(me.body.data).toMatchObject({ roles: ['finance'], areas: ['any', 'refunds', 'money'] });
  expect((await get(t, '/api/user/info', { token })).body.data.user.staff_roles).toEqual(['finance']);
  const admin = (await passwordLogin(t, 'admin', DEMO_PASSWORD)).body.data.token;
  expect((await get(t, '/api/staff/me', { token: admin })).body.data).toMatchObject({
    roles: ['warehouse', 'customer_service', 'finance', 'admin'],
    areas: ['any', 'floor', 'waybills', 'service', 'refunds', 'money', 'admin'],
  });
  const staff = (await passwordLogin(t, 'staff', DEMO_PASSWORD)).body.data.token;
  expect((await get(t, '/api/staff/me', { token: staff })).body.data.roles).toEqual(['warehouse', 'customer_service', 'finance']);
});
