/** GET /api/admin/audit/lst: the admin audit log (admins). Rows are written by ./record.ts in each change's transaction. */
import type { ErrorObject } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { FieldError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { fieldErrorFromSchema } from '../../plugins/app/validation';
import { auditListSchema } from './schemas';
import { auditPage } from './service';
import type { AuditQuery } from '../../../../types/audit';

export default async function auditRoutes(app: FastifyInstance) {
  // Schema errors name `audit.<field>`.
  app.setSchemaErrorFormatter((errors) => {
    const error = fieldErrorFromSchema(errors as unknown as ErrorObject[]);
    return error.field === 'body' ? error : new FieldError(`audit.${error.field}`, error.reason, error.params);
  });
  app.get<{ Querystring: AuditQuery }>('/admin/audit/lst', { schema: auditListSchema, preValidation: app.requireRole('admin') }, async (r) =>
    ok(r, await auditPage(app.deps, r.site, r.query)));
}
