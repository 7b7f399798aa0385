/**
 * The seed at start: a built server seeds once per build (its fingerprint), so its later starts skip the work and a
 * seeded row an admin deleted stays deleted; a new build seeds again (and puts such a row back).
 */
import { eq } from 'drizzle-orm';
import { get, startApp, type TestApp } from '../../test/helpers';
import { faqs, seedRuns } from './schema';
import { seed } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const customsQuestions = async () =>
  ((await get(t, '/api/faq/lst?category=customs&page_size=50')).body.data.list as { question: string }[]).map((f) => f.question);

it('runs once per build and demo setting, and again for a new build', async () => {
  expect(await seed(t.db, { demo: true, fingerprint: 'build-a' })).toBe(true);
  const before = await customsQuestions();
  const [first] = await t.db.select().from(faqs).where(eq(faqs.category, 'customs')).orderBy(faqs.sort).limit(1);
  await t.db.delete(faqs).where(eq(faqs.id, first.id));

  expect(await seed(t.db, { demo: true, fingerprint: 'build-a' })).toBe(false);
  expect(await customsQuestions()).toEqual(before.filter((q) => q !== first.questionZh));

  expect(await seed(t.db, { demo: false, fingerprint: 'build-a' })).toBe(true);
  expect(await seed(t.db, { demo: true, fingerprint: 'build-b' })).toBe(true);
  expect(await customsQuestions()).toEqual(before);
  expect((await t.db.select().from(seedRuns)).map((r) => [r.fingerprint, r.demo]).sort()).toEqual([
    ['build-a', false],
    ['build-a', true],
    ['build-b', true],
  ]);
});

it('always runs without a fingerprint (sources under tsx, the tests)', async () => {
  expect(await seed(t.db, { demo: true })).toBe(true);
  expect(await seed(t.db, { demo: true })).toBe(true);
});
