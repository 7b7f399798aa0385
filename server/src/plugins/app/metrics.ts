/**
 * Prometheus metrics at GET /metrics, answered only with `Authorization: Bearer <METRICS_TOKEN>` (no route at all
 * when METRICS_TOKEN is unset). Each process keeps and exposes its own: scrape every process, not the load balancer.
 * Counted as they happen: HTTP requests by route template, method and status (and their latency), sign-in failures,
 * SMS sends, database statement time. Read from the database at each scrape (the same for every process): job queue
 * by queue and state, dead letters, outbox rows by channel and state and the oldest unsent one's age, payments and
 * refunds by provider and outcome. docs/operations.md "Metrics" has the alerts; docs/grafana-dashboard.json a board.
 */
import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DbHandle, ExecuteSql } from '../../db/client';
import { DEAD_LETTER } from '../../modules/jobs/queue';
import type { SmsProvider } from '../../providers/sms';

export interface MetricsOptions {
  token?: string;
  db: Pick<DbHandle, 'executeSql' | 'poolStats' | 'observeQueries'>;
}

/** The counters other parts of the app move (SMS sends through countedSms). */
export interface AppMetrics {
  smsSends: Counter<'provider' | 'outcome'>;
}

/** An SMS provider whose every send is counted by outcome (the costly calls). */
export function countedSms(sms: SmsProvider, metrics: AppMetrics): SmsProvider {
  return {
    name: sms.name,
    async send(to, text, meta) {
      try {
        await sms.send(to, text, meta);
        metrics.smsSends.inc({ provider: sms.name, outcome: 'sent' });
      } catch (err) {
        metrics.smsSends.inc({ provider: sms.name, outcome: 'failed' });
        throw err;
      }
    },
  };
}

/** Rows grouped by labels, from one SQL query; the gauge is reset first so a group that emptied shows no stale count. */
async function setFromRows(gauge: Gauge<string>, executeSql: ExecuteSql, sql: string) {
  const { rows } = await executeSql(sql);
  gauge.reset();
  for (const { value, ...labels } of rows) gauge.set(labels, Number(value));
}

/** Gauges read at each scrape as rows of labels and a value. */
const ROW_GAUGES: { name: string; help: string; labelNames: string[]; sql: string }[] = [
  {
    name: 'job_queue_jobs',
    help: 'pg-boss jobs by queue and state (created, retry, active, completed, failed...)',
    labelNames: ['queue', 'state'],
    sql: 'select name as queue, state::text as state, count(*) as value from pgboss.job group by 1, 2',
  },
  {
    name: 'notification_outbox_rows',
    help: 'Notification outbox rows by channel and state (pending, sent, failed, skipped)',
    labelNames: ['channel', 'state'],
    sql: 'select channel, status as state, count(*) as value from notification_outbox group by 1, 2',
  },
  {
    name: 'notification_outbox_oldest_pending_seconds',
    help: 'Age of the oldest unsent (pending) outbox row by channel; absent when nothing waits',
    labelNames: ['channel'],
    sql: `select channel, extract(epoch from now() - min(created_at)) as value
            from notification_outbox where status = 'pending' group by 1`,
  },
  {
    name: 'payments',
    help: 'Payments by online provider (none = wallet or card only) and outcome (their status)',
    labelNames: ['provider', 'outcome'],
    sql: `select coalesce(provider, 'none') as provider, status as outcome, count(*) as value from payments group by 1, 2`,
  },
  {
    name: 'refunds',
    help: 'Refunds by provider (none = to the wallet) and outcome (their status)',
    labelNames: ['provider', 'outcome'],
    sql: `select coalesce(provider, 'none') as provider, status as outcome, count(*) as value from refunds group by 1, 2`,
  },
];

export function createMetrics(options: MetricsOptions): { registry: Registry; app: AppMetrics } {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const { executeSql, poolStats, observeQueries } = options.db;
  const registers = [registry];

  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (in_use, idle, waiting = callers queued for one); PostgreSQL only',
    labelNames: ['state'],
    registers,
    collect() {
      if (!poolStats) return;
      const stats = poolStats();
      this.set({ state: 'in_use' }, stats.inUse);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  const queryTime = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time of database statements run on the pool (not those inside transactions); PostgreSQL only',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers,
  });
  observeQueries?.((seconds) => queryTime.observe(seconds));

  for (const { name, help, labelNames, sql } of ROW_GAUGES)
    new Gauge({
      name,
      help,
      labelNames,
      registers,
      async collect() {
        await setFromRows(this, executeSql, sql);
      },
    });
  new Gauge({
    name: 'job_queue_dead_letters',
    help: 'Jobs that failed every retry and wait on the dead-letter list for staff',
    registers,
    async collect() {
      const { rows } = await executeSql(`select count(*) as value from pgboss.job where name = '${DEAD_LETTER}' and state = 'created'`);
      this.set(Number(rows[0]?.value ?? 0));
    },
  });

  const smsSends = new Counter({
    name: 'sms_sends_total',
    help: 'SMS sends by provider and outcome (sent, failed): each one costs money',
    labelNames: ['provider', 'outcome'],
    registers,
  });
  return { registry, app: { smsSends } };
}

const sameToken = (given: string, token: string) =>
  given.length === token.length && timingSafeEqual(Buffer.from(given), Buffer.from(token));

export default fp<{ registry: Registry; token?: string }>(
  async (app, { registry, token }) => {
    const registers = [registry];
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests by route template, method and status code',
      labelNames: ['route', 'method', 'status'],
      registers,
    });
    const latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request latency by route template, method and status code',
      labelNames: ['route', 'method', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    const signInFailures = new Counter({
      name: 'sign_in_failures_total',
      help: 'Refused sign-ins and registrations (wrong password or code, locked, bad input) by route and status',
      labelNames: ['route', 'status'],
      registers,
    });

    app.addHook('onResponse', async (request, reply) => {
      // The template (/api/waybill/:id), never the raw URL: one series per route, whatever the ids.
      const route = request.routeOptions.url ?? 'unmatched';
      const labels = { route, method: request.method, status: String(reply.statusCode) };
      requests.inc(labels);
      latency.observe(labels, reply.elapsedTime / 1000);
    });
    app.addHook('onSend', async (request, _reply, payload) => {
      if (!request.routeOptions.config?.loginEnvelope || typeof payload !== 'string') return payload;
      const status = (JSON.parse(payload) as { status?: number }).status;
      if (status !== 1) signInFailures.inc({ route: request.routeOptions.url ?? 'unmatched', status: String(status) });
      return payload;
    });

    if (!token) return;
    const schema = { hide: true, response: { 200: { type: 'string' }, 401: { type: 'string' } } };
    app.get('/metrics', { schema }, async (request, reply) => {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(given, token)) return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('unauthorized');
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics' },
);
