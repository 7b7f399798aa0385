/**
 * The fuzz suite over every operation of the OpenAPI document (test/fuzz-kit.ts). `npm test` runs a bounded,
 * seeded pass (FUZZ_CASES per operation, 20 by default); `npm run fuzz` runs the long one and prints its figures.
 * A route added by anyone is fuzzed here without a test of its own.
 */
import { writeFileSync } from 'node:fs';
import { fuzzOperations, type Tokens } from './fuzz-kit';
import { DEMO_PASSWORD, passwordLogin, registerUser, startApp, type TestApp } from './helpers';
import { openApiOperations } from './openapi-walk';

const CASES = Number(process.env.FUZZ_CASES ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t?.close());

it(
  `answers ${CASES} bad requests per operation, as its kind of user, below 500, without leaks or writes`,
  async () => {
    const login = async (name: string) => (await passwordLogin(t, name, DEMO_PASSWORD)).body.data.token as string;
    const tokens: Tokens = { customer: (await registerUser(t)).token, staff: await login('staff'), admin: await login('admin') };
    const operations = await openApiOperations(t.app);
    const figures = await fuzzOperations(t, operations, tokens, { seed: SEED, casesPerOperation: CASES });
    const report = JSON.stringify(
      { ...figures, failures: figures.failures.length, database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' },
      null,
      2,
    );
    console.log(`fuzz figures\n${report}\n${figures.failures.slice(0, 40).join('\n')}`);
    if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, `${report}\n`);
    expect(figures.requests).toBeGreaterThanOrEqual(operations.length * CASES);
    expect(figures.byHttp['5xx'] ?? 0).toBe(0);
    expect(figures.failures.slice(0, 30)).toEqual([]);
  },
  Math.max(120_000, CASES * 12_000),
);
