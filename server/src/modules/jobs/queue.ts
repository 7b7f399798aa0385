/**
 * Background work on pg-boss (a maintained PostgreSQL job queue): recurring jobs (`every`, one run per cron tick
 * across every API process on the database), queued jobs (`work` + `send`, retried with exponential backoff, then
 * moved to the dead-letter queue that staff read and retry), sent inside the caller's transaction when `tx` is
 * given (the transactional outbox). On PGlite pg-boss runs through the handle's executeSql.
 *
 * In tests (env 'test') nothing polls: `runDue()` runs every queued job once (whatever its start time) and each
 * recurring handler once, so a test decides when background work happens.
 */
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { DeadLetter } from '@contract/notification';
import type { ExecuteSql, Tx } from '../../db/client';
import { executorOn } from './sql';

export const DEAD_LETTER = 'dead-letter';

export interface RetryPolicy {
  /** Attempts after the first; 0 = never retried. */
  retryLimit: number;
  /** The first retry's delay; each next one doubles (with jitter). */
  retryDelaySeconds: number;
}

export interface SendOptions {
  /** Enqueue in the caller's transaction: the job exists exactly when the change commits. */
  tx?: Tx;
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
}

/** Every job's data is wrapped with its queue name, so a dead letter knows where it came back from. */
interface Envelope<T> {
  queue: string;
  data: T;
}

type Handler<T> = (data: T) => Promise<void>;

const DEFAULT_RETRY: RetryPolicy = { retryLimit: 5, retryDelaySeconds: 30 };
const RECURRING_RETRY: RetryPolicy = { retryLimit: 2, retryDelaySeconds: 10 };
const POLL_SECONDS = 0.5;
/**
 * Workers begin polling this long after the queue starts: the first requests after a start (the load balancer's
 * readiness check among them) are not queued behind one fetch per queue on PGlite's one connection.
 */
const POLL_START_DELAY_MS = 1000;
const BATCH = 20;

/** Only builds pg-boss's insert statement: `send` with a `db` option never touches its own connection. */
const statementsOnly = new PgBoss({ db: { executeSql: () => Promise.reject(new Error('pg-boss: statements only')) } });

/** Adds a job through `db` (a transaction's executor: the job commits with it). Needs no started queue, so code that
 *  only has a transaction (notify) can enqueue; the queue itself must exist (created by the app's start). */
/**  `startAfter`: seconds from now, or the time it may start (on a transaction's executor only a time binds: the
 *  seconds reach PostgreSQL as a number where pg-boss expects text). */
export async function enqueue<T>(db: { executeSql: ExecuteSql }, name: string, data: T, startAfter?: number | Date): Promise<void> {
  const envelope: Envelope<T> = { queue: name, data };
  const id = await statementsOnly.send(name, envelope as object, { db, startAfter });
  if (!id) throw new Error(`job queue "${name}" does not exist in the database yet: start the app first`);
}

export class Jobs {
  private readonly queues = new Map<string, { handler: Handler<unknown>; retry: RetryPolicy }>();
  private readonly recurring = new Map<string, { cron: string; handler: () => Promise<void> }>();
  private boss?: PgBoss;
  private pollStart?: NodeJS.Timeout;

  constructor(
    private readonly executeSql: ExecuteSql,
    private readonly options: { polling: boolean; log: FastifyBaseLogger },
  ) {}

  /** A recurring job: `cron` in UTC, minute precision (pg-boss). Register from a routes plugin, before start. */
  every(name: string, cron: string, handler: () => Promise<void>): void {
    this.assertFree(name);
    this.recurring.set(name, { cron, handler });
  }

  /** A queue of deferred work; `send(name, data)` adds to it. Register from a routes plugin, before start. */
  work<T>(name: string, handler: Handler<T>, retry: Partial<RetryPolicy> = {}): void {
    this.assertFree(name);
    this.queues.set(name, { handler: handler as Handler<unknown>, retry: { ...DEFAULT_RETRY, ...retry } });
  }

  async send<T>(name: string, data: T, options: SendOptions = {}): Promise<void> {
    if (!this.queues.has(name)) throw new Error(`no job queue "${name}": register it with jobs.work() first`);
    await enqueue(options.tx ? executorOn(options.tx) : { executeSql: this.executeSql }, name, data, options.startAfterSeconds);
  }

  /** Creates pg-boss's schema when missing, the queues and schedules; starts polling unless in tests. */
  async start(): Promise<void> {
    const { polling } = this.options;
    const boss = new PgBoss({ db: { executeSql: this.executeSql }, supervise: polling, schedule: polling });
    boss.on('error', (err) => this.options.log.error({ err }, 'job queue error'));
    await boss.start();
    this.boss = boss;
    // Read once, then only what differs is written: a restart usually finds every queue and schedule as it left them.
    const queues = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
    const schedules = new Map(polling ? (await boss.getSchedules()).map(({ name, cron }) => [name, cron]) : []);
    await ensureQueue(boss, queues, DEAD_LETTER, { retryLimit: 0, retryDelaySeconds: 0 });
    for (const [name, { retry }] of this.queues) await ensureQueue(boss, queues, name, retry);
    for (const [name, { cron }] of this.recurring) {
      await ensureQueue(boss, queues, name, RECURRING_RETRY);
      if (polling && schedules.get(name) !== cron) await boss.schedule(name, cron, { queue: name, data: {} });
    }
    if (!polling) return;
    this.pollStart = setTimeout(() => {
      this.startPolling().catch((err) => this.options.log.error({ err }, 'job queue workers did not start'));
    }, POLL_START_DELAY_MS);
  }

  private async startPolling(): Promise<void> {
    for (const [name, { handler }] of this.queues) await this.poll(name, handler);
    for (const [name, { handler }] of this.recurring) await this.poll(name, () => handler());
  }

  async stop(): Promise<void> {
    clearTimeout(this.pollStart);
    await this.boss?.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    this.boss = undefined;
  }

  /** Readiness: the queue is started (not draining for a shutdown) and its tables answer. */
  async check(): Promise<void> {
    this.started();
    await this.executeSql('select 1 from pgboss.version', []);
  }

  /** Tests: one pass over every queue (each due or retrying job once) and every recurring job. */
  async runDue(): Promise<number> {
    const boss = this.started();
    let ran = 0;
    for (const { handler } of this.recurring.values()) {
      await handler();
      ran += 1;
    }
    for (const [name, { handler }] of this.queues) {
      const jobs = await boss.fetch<Envelope<unknown>>(name, { batchSize: 100, ignoreStartAfter: true });
      for (const job of jobs ?? []) {
        ran += 1;
        try {
          await handler(job.data.data);
          await boss.complete(name, job.id);
        } catch (err) {
          await boss.fail(name, job.id, errorOutput(err));
        }
      }
    }
    return ran;
  }

  /** The dead-letter list: jobs that failed every retry, newest first. */
  async deadLetters(limit: number, offset: number): Promise<{ list: DeadLetter[]; total: number }> {
    this.started();
    const where = `from pgboss.job where name = $1 and state = 'created'`;
    const { rows } = await this.executeSql(`select id, data, output, created_on ${where} order by created_on desc limit $2 offset $3`, [
      DEAD_LETTER,
      limit,
      offset,
    ]);
    const [{ n }] = (await this.executeSql(`select count(*)::int as n ${where}`, [DEAD_LETTER])).rows;
    return {
      total: n,
      list: rows.map((r) => ({
        id: r.id,
        queue: r.data?.queue ?? '',
        data: r.data?.data ?? null,
        error: String(r.output?.message ?? r.output?.value ?? ''),
        created_at: new Date(r.created_on).toISOString(),
      })),
    };
  }

  /** Staff: put a dead letter back on its queue (fresh retries) and take it off the list. */
  async retryDead(id: string): Promise<boolean> {
    const boss = this.started();
    const job = await boss.getJobById<Envelope<unknown>>(DEAD_LETTER, id);
    if (!job || job.state !== 'created' || !this.queues.has(job.data.queue)) return false;
    await boss.send(job.data.queue, job.data as object);
    await boss.deleteJob(DEAD_LETTER, id);
    return true;
  }

  private async poll(name: string, handler: Handler<unknown>): Promise<void> {
    const boss = this.started();
    await boss.work<Envelope<unknown>>(name, { batchSize: BATCH, pollingIntervalSeconds: POLL_SECONDS }, async (jobs) => {
      // Each job succeeds or fails on its own (side by side: handlers are independent and idempotent); pg-boss
      // completes the rest of the batch afterwards.
      await Promise.all(
        jobs.map(async (job) => {
          try {
            await handler(job.data.data);
          } catch (err) {
            this.options.log.warn({ err, queue: name, job: job.id }, 'job failed; pg-boss retries it');
            await boss.fail(name, job.id, errorOutput(err));
          }
        }),
      );
    });
  }

  private started(): PgBoss {
    if (!this.boss) throw new Error('the job queue is not started');
    return this.boss;
  }

  private assertFree(name: string): void {
    if (this.queues.has(name) || this.recurring.has(name)) throw new Error(`job "${name}" is registered twice`);
  }
}

const CREATE_ATTEMPTS = 5;
/** What start sets on a queue; pg-boss reads an unset one back as null. */
const QUEUE_SETTINGS = ['retryLimit', 'retryDelay', 'retryBackoff', 'deadLetter'] as const;

async function ensureQueue(boss: PgBoss, known: Map<string, PgBoss.QueueResult>, name: string, retry: RetryPolicy): Promise<void> {
  const queue = {
    name,
    retryLimit: retry.retryLimit,
    retryDelay: retry.retryDelaySeconds,
    retryBackoff: retry.retryDelaySeconds > 0,
    ...(name === DEAD_LETTER ? {} : { deadLetter: DEAD_LETTER }),
  };
  const found = known.get(name);
  if (found?.policy === 'standard' && QUEUE_SETTINGS.every((key) => (found[key] ?? undefined) === queue[key])) return;
  // Servers starting together create the same queues at once; pg-boss's create_queue attaches a partition to its
  // job table, and two of those can deadlock, failing one. A failed create is looked at again until the queue is
  // there (whoever made it), so no server goes on to schedule a job for a queue that does not exist.
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(name)) return boss.updateQueue(name, queue);
    try {
      await boss.createQueue(name, queue);
      return;
    } catch (err) {
      if (attempt >= CREATE_ATTEMPTS) throw err;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}

function errorOutput(err: unknown): object {
  return { message: err instanceof Error ? err.message : String(err) };
}

/** Creates (or upgrades) pg-boss's schema and the dead-letter queue without starting any work. */
export async function installJobQueue(executeSql: ExecuteSql): Promise<void> {
  const boss = new PgBoss({ db: { executeSql }, supervise: false, schedule: false });
  await boss.start();
  await ensureQueue(boss, new Map(), DEAD_LETTER, { retryLimit: 0, retryDelaySeconds: 0 });
  await boss.stop({ graceful: false, wait: true, close: false });
}
