/**
 * Starting the job queue: queues are created once; a restart reads them and writes only a queue whose settings the
 * code changed (a restart usually changes none, and each write was a query at every start).
 */
import type { FastifyBaseLogger } from 'fastify';
import { freshDb } from '../../../test/template-db';
import type { DbHandle } from '../../db/client';
import { Jobs } from './queue';

let handle: DbHandle;
beforeAll(async () => {
  handle = await freshDb();
});
afterAll(() => handle.close());

const log = { error: () => {} } as unknown as FastifyBaseLogger;
const idle = async () => {};

async function startWith(retryB: number): Promise<void> {
  const jobs = new Jobs(handle.executeSql, { polling: false, log });
  jobs.work('start-a', idle, { retryLimit: 3 });
  jobs.work('start-b', idle, { retryLimit: retryB });
  await jobs.start();
  await jobs.stop();
}

const queues = async () =>
  (await handle.executeSql("select name, retry_limit, dead_letter, updated_on from pgboss.queue where name like 'start-%' order by name"))
    .rows as { name: string; retry_limit: number; dead_letter: string; updated_on: Date }[];

it('creates the queues, then updates only the one whose settings changed', async () => {
  await startWith(5);
  const first = await queues();
  expect(first.map((q) => [q.name, q.retry_limit, q.dead_letter])).toEqual([
    ['start-a', 3, 'dead-letter'],
    ['start-b', 5, 'dead-letter'],
  ]);

  await startWith(5);
  expect(await queues()).toEqual(first);

  await startWith(7);
  const [a, b] = await queues();
  expect(a).toEqual(first[0]);
  expect(b.retry_limit).toBe(7);
  expect(b.updated_on.getTime()).toBeGreaterThan(first[1].updated_on.getTime());
});

it('with polling on, workers wait a moment after the start (the first requests go first), then run what is queued', async () => {
  const ran: string[] = [];
  // pg-boss's fetch takes jobs with SKIP LOCKED: none may run in the first moment after the start.
  const fetchedAt: number[] = [];
  const started = { at: 0 };
  const executeSql: typeof handle.executeSql = (text, values) => {
    if (/skip locked/i.test(text)) fetchedAt.push(Date.now() - started.at);
    return handle.executeSql(text, values);
  };
  const jobs = new Jobs(executeSql, { polling: true, log });
  jobs.work<{ n: number }>('start-poll', async ({ n }) => {
    ran.push(`job ${n}`);
  });
  await jobs.start();
  started.at = Date.now();
  try {
    await jobs.send('start-poll', { n: 1 });
    for (let waited = 0; !ran.length && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran).toEqual(['job 1']);
    expect(Math.min(...fetchedAt)).toBeGreaterThanOrEqual(900);
  } finally {
    await jobs.stop();
  }
});
