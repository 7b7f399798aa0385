/** GET /api/health: is the process up and the database answering. */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { HealthData } from '../../contract';
import { ok } from '../../lib/reply';
import { envelope, obj } from '../../schemas';
import { VERSION } from '../../version';
import { choice } from '../../lib/schema';

const healthEnvelope = envelope(
  obj({ ok: { type: 'boolean' }, db: choice(['pglite', 'postgres']), version: { type: 'string' } }, ['ok', 'db', 'version']),
);

const healthSchema = {
  tags: ['health'],
  summary: 'Liveness and database check',
  response: { 200: healthEnvelope, 503: healthEnvelope },
};

export default async function healthRoutes(app: FastifyInstance) {
  const { deps } = app;
  app.get('/health', { schema: healthSchema, config: { site: false } }, async (request, reply) => {
    let dbOk = true;
    try {
      await deps.db.execute(sql`select 1`);
    } catch (err) {
      request.log.error({ err }, 'health: database check failed');
      dbOk = false;
    }
    const data: HealthData = { ok: dbOk, db: deps.dbKind, version: VERSION };
    // A load balancer reads the HTTP status: 503 takes this process out of rotation.
    return reply.code(dbOk ? 200 : 503).send(ok(request, data));
  });
}
