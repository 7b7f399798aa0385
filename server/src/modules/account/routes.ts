/**
 * The customer's rights over their data: /api/privacy/export/{create, lst, file/<key>.zip} and
 * /api/privacy/delete/{check, code, create, cancel}. Jobs: `data-export` (queued, builds one ZIP),
 * `data-export-expiry` (hourly, removes ZIPs past their 24 h), `account-deletion-due` (queued by each scheduled
 * deletion to start when it is due) and `account-deletions` (every 10 minutes): both erase the accounts whose grace
 * period is over. Field errors name `account.<field>`.
 */
import type { FastifyInstance } from 'fastify';
import type { DeletionCreateRequest } from '@contract/account';
import { ApiStatus } from '@contract/api';
import { ApiError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { scopeFields } from '../../toolkit/fields';
import { callerOf } from '../auth/caller';
import { publicOrigin } from '../files/urls';
import { cancelDeletion, DELETION_DUE_JOB, deletionCheck, requestDeletion, sendDeletionCode } from './deletion';
import { eraseDueAccounts } from './erase';
import { buildExport, createExport, EXPORT_JOB, exportFile, listExports, removeExpiredExports } from './export';
import {
  deleteCancelSchema,
  deleteCheckSchema,
  deleteCodeSchema,
  deleteCreateSchema,
  exportCreateSchema,
  exportFileSchema,
  exportListSchema,
} from './schemas';

const invalidLink = () => new ApiError(ApiStatus.NOT_FOUND, 'file_link_invalid', {}, 404);

export default async function accountRoutes(app: FastifyInstance) {
  const { deps } = app;
  scopeFields(app, 'account');
  const user = { preHandler: app.requireUser };

  app.jobs.work<{ id: number }>(EXPORT_JOB, (data) => buildExport(deps, data.id), { retryLimit: 3, retryDelaySeconds: 60 });
  app.jobs.every('data-export-expiry', '17 * * * *', () => removeExpiredExports(deps));
  app.jobs.every('account-deletions', '*/10 * * * *', () => eraseDueAccounts(deps));
  app.jobs.work(DELETION_DUE_JOB, () => eraseDueAccounts(deps));

  app.post('/privacy/export/create', { schema: exportCreateSchema, ...user }, async (r) =>
    ok(r, await createExport(deps, app.jobs, r.user!), 'export_queued'),
  );
  app.get('/privacy/export/lst', { schema: exportListSchema, ...user }, async (r) =>
    ok(r, await listExports(deps, r.user!, publicOrigin(r))),
  );

  app.register(async (files) => {
    // Anything wrong with the link is "no such link" (40004), never a hint of which part was wrong.
    files.setSchemaErrorFormatter(() => invalidLink());
    files.get<{ Params: { file: string }; Querystring: { expires?: string; sig?: string } }>(
      '/privacy/export/file/:file',
      { schema: exportFileSchema, config: { site: false } },
      async (request, reply) => {
        const [, key] = /^([A-Za-z0-9_-]{24})\.zip$/.exec(request.params.file) ?? [];
        const bytes = key ? await exportFile(deps, key, request.query.expires, request.query.sig) : undefined;
        if (!bytes) throw invalidLink();
        return reply
          .type('application/zip')
          .header('content-disposition', 'attachment; filename="my-data.zip"')
          .header('cache-control', 'private, no-store')
          .header('referrer-policy', 'no-referrer')
          .send(bytes);
      },
    );
  });

  app.get('/privacy/delete/check', { schema: deleteCheckSchema, ...user }, async (r) => ok(r, await deletionCheck(deps, r.user!, r.site)));
  app.post('/privacy/delete/code', { schema: deleteCodeSchema, ...user }, async (r) =>
    ok(r, await sendDeletionCode(deps, callerOf(r), r.user!), 'deletion_code_sent'),
  );
  app.post<{ Body: DeletionCreateRequest }>('/privacy/delete/create', { schema: deleteCreateSchema, ...user }, async (r) =>
    ok(r, await requestDeletion(deps, r.user!, r.site, r.body), 'deletion_scheduled_ok'),
  );
  app.post('/privacy/delete/cancel', { schema: deleteCancelSchema, ...user }, async (r) => {
    await cancelDeletion(deps, r.user!);
    return ok(r, null, 'deletion_cancelled');
  });
}
