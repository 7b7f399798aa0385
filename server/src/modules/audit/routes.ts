/** GET /api/admin/audit/lst: the admin audit log (admins). Rows are written by ./record.ts in each change's transaction. */
import type { FastifyInstance } from 'fastify';
import type { AuditQuery } from '@contract/audit';
import { ok } from '../../lib/reply';
import { scopeFields } from '../../toolkit/fields';
import { allow } from '../../toolkit/roles';
import { auditListSchema } from './schemas';
import { auditPage } from './service';

export default async function auditRoutes(app: FastifyInstance) {
  scopeFields(app, 'audit');
  app.get<{ Querystring: AuditQuery }>('/admin/audit/lst', { schema: auditListSchema, ...allow('admin') }, async (r) =>
    ok(r, await auditPage(app.deps, r.site, r.query)),
  );
}
