/**
 * Every staff call of the OpenAPI document, walked: a customer token is refused (40003) and no token is 401,
 * whatever the body or query carries, so a route added tomorrow is checked here without a test of its own.
 * The role is checked before the schema: a caller without it learns nothing of the staff API's fields.
 */
import { get, post, registerUser, startApp, type TestApp } from './helpers';
import { openApiOperations } from './openapi-walk';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t?.close());

it('refuses a customer token (40003) and no token (401) on every staff call, before its input is read', async () => {
  const customer = (await registerUser(t)).token;
  const staff = (await openApiOperations(t.app)).filter((op) => op.path.startsWith('/api/staff/'));
  expect(staff.length).toBeGreaterThan(60);
  for (const op of staff) {
    const url = op.path.replace(/\{[a-z_]+\}/g, '1');
    const call = (token?: string) => (op.method === 'GET' ? get(t, url, { token }) : post(t, url, {}, { token }));
    expect([op.method, url, (await call(customer)).body.status]).toEqual([op.method, url, 40003]);
    expect([op.method, url, (await call()).http]).toEqual([op.method, url, 401]);
  }
});
