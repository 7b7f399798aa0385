/** Staff-only calls. GET /api/staff/ping proves the role check (customers get 40003). */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply';
import { envelope, obj, responses } from '../../schemas';

const pingSchema = {
  tags: ['staff'],
  summary: 'Answers only to staff and admins',
  security: [{ token: [] }],
  response: responses(envelope(obj({ role: { type: 'string' } }, ['role']))),
};

export default async function staffRoutes(app: FastifyInstance) {
  app.get('/staff/ping', { schema: pingSchema, preValidation: app.requireRole('staff') }, async (request) =>
    ok(request, { role: request.user!.role }),
  );
}
