/**
 * GET /api/health/live: the process is up (a load balancer or orchestrator restarts it when this fails).
 * GET /api/health/ready (and /api/health): the process can serve — database, file store and job queue reachable;
 * 503 takes it out of rotation, also while it drains for a shutdown.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { HealthData } from '@contract/api';
import { ok } from '../../lib/reply';
import { choice } from '../../lib/schema';
import { envelope, obj } from '../../schemas';
import { VERSION } from '../../version';

const checksSchema = obj({ db: { type: 'boolean' }, storage: { type: 'boolean' }, queue: { type: 'boolean' } }, ['db', 'storage', 'queue']);
const healthEnvelope = envelope(
  obj({ ok: { type: 'boolean' }, db: choice(['pglite', 'postgres']), version: { type: 'string' }, checks: checksSchema }, [
    'ok',
    'db',
    'version',
  ]),
);

const readySchema = {
  tags: ['health'],
  summary: 'Readiness: database, file store and job queue reachable (503 when not, or while shutting down)',
  response: { 200: healthEnvelope, 503: healthEnvelope },
};
const liveSchema = {
  tags: ['health'],
  summary: 'Liveness: the process answers (no dependency is checked)',
  response: { 200: envelope(obj({ ok: { type: 'boolean' }, version: { type: 'string' } }, ['ok', 'version'])) },
};

/** Each check in its own try: one dependency down names itself in the answer and the log. */
async function probe(request: FastifyRequest, name: string, check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch (err) {
    request.log.error({ err }, `health: ${name} check failed`);
    return false;
  }
}

export default async function healthRoutes(app: FastifyInstance) {
  const { deps } = app;
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });

  const ready = async (request: FastifyRequest, reply: import('fastify').FastifyReply) => {
    const [db, storage, queue] = await Promise.all([
      probe(request, 'database', () => deps.db.execute(sql`select 1`)),
      probe(request, 'storage', () => deps.storage.check()),
      probe(request, 'queue', () => app.jobs.check()),
    ]);
    const up = db && storage && queue && !draining;
    const data: HealthData = { ok: up, db: deps.dbKind, version: VERSION, checks: { db, storage, queue } };
    return reply.code(up ? 200 : 503).send(ok(request, data));
  };
  app.get('/health', { schema: readySchema, config: { site: false } }, ready);
  app.get('/health/ready', { schema: readySchema, config: { site: false } }, ready);
  app.get('/health/live', { schema: liveSchema, config: { site: false } }, async (request) => ok(request, { ok: true, version: VERSION }));
}
