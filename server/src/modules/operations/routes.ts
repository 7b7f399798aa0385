/**
 * Staff: /api/staff/dashboard, /api/staff/storage/lst, /api/staff/label/{waybill,batch,parcel}/{id} and
 * /api/staff/label/waybills?ids (PDF),
 * /api/staff/dispatch/batch/{lst,detail/{id}}, /api/staff/manifest/{xlsx,csv}/{id} (logged downloads).
 * Admin: /api/admin/site_operations/{lst,detail/{id},update/{id}}. Recurring job `storage-reminders`.
 * Field errors name `ops.<field>`.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BatchListQuery, StorageView } from '@contract/operations';
import { ok } from '../../lib/reply';
import { adminRoutes } from '../../toolkit/admin-crud';
import { scopeFields } from '../../toolkit/fields';
import { selectionOf } from '../../toolkit/lists';
import { allow } from '../../toolkit/roles';
import { listBatches } from './batches';
import { dashboard } from './dashboard';
import { sendStorageReminders, storageList } from './held';
import { batchLabels, type LabelFile, parcelLabel, selectedLabels, waybillLabel } from './labels';
import {
  batchDetailSchema,
  batchLabelSchema,
  batchListSchema,
  dashboardSchema,
  manifestCsvSchema,
  manifestXlsxSchema,
  parcelLabelSchema,
  selectionLabelSchema,
  storageListSchema,
  waybillLabelSchema,
} from './schemas';
import { batchDetail, downloadManifest } from './service';
import { siteOperationsKind } from './site-settings';

type ById = { Params: { id: number } };
type Paged = { page: number; page_size: number };

function sendFile(reply: FastifyReply, type: string, file: LabelFile, disposition: 'inline' | 'attachment') {
  return reply
    .type(type)
    .header('content-disposition', `${disposition}; filename="${file.fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.bytes);
}

export default async function operationsRoutes(app: FastifyInstance) {
  const { deps } = app;
  scopeFields(app, 'ops');
  const pdf = (reply: FastifyReply, file: LabelFile) => sendFile(reply, 'application/pdf', file, 'inline');

  app.get('/staff/dashboard', { schema: dashboardSchema, ...allow('waybills') }, async (r) => ok(r, await dashboard(deps, r.site)));
  app.get<{ Querystring: Paged & { view?: StorageView } }>(
    '/staff/storage/lst',
    { schema: storageListSchema, ...allow('waybills') },
    async (r) => ok(r, await storageList(deps, r.site, r.query)),
  );

  app.get<ById>('/staff/label/waybill/:id', { schema: waybillLabelSchema, ...allow('floor') }, async (r, reply) =>
    pdf(reply, await waybillLabel(deps, r.site, r.params.id)),
  );
  app.get<{ Querystring: { ids: string } }>(
    '/staff/label/waybills',
    { schema: selectionLabelSchema, ...allow('floor') },
    async (r, reply) => pdf(reply, await selectedLabels(deps, r.site, selectionOf(r.query.ids))),
  );
  app.get<ById>('/staff/label/batch/:id', { schema: batchLabelSchema, ...allow('floor') }, async (r, reply) =>
    pdf(reply, await batchLabels(deps, r.site, r.params.id)),
  );
  app.get<ById>('/staff/label/parcel/:id', { schema: parcelLabelSchema, ...allow('floor') }, async (r, reply) =>
    pdf(reply, await parcelLabel(deps, r.site, r.params.id)),
  );

  app.get<{ Querystring: Paged & BatchListQuery }>('/staff/dispatch/batch/lst', { schema: batchListSchema, ...allow('floor') }, async (r) =>
    ok(r, await listBatches(deps, r.site, r.query)),
  );
  app.get<ById>('/staff/dispatch/batch/detail/:id', { schema: batchDetailSchema, ...allow('floor') }, async (r) =>
    ok(r, await batchDetail(deps, r.site, r.params.id)),
  );

  app.get<ById>('/staff/manifest/xlsx/:id', { schema: manifestXlsxSchema, ...allow('floor') }, async (r, reply) =>
    sendFile(
      reply,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      await downloadManifest(deps, r.user!, r.site, r.params.id, 'xlsx'),
      'attachment',
    ),
  );
  app.get<ById>('/staff/manifest/csv/:id', { schema: manifestCsvSchema, ...allow('floor') }, async (r, reply) =>
    sendFile(reply, 'text/csv; charset=utf-8', await downloadManifest(deps, r.user!, r.site, r.params.id, 'csv'), 'attachment'),
  );

  await app.register(adminRoutes(siteOperationsKind));

  // Hourly: the reminder goes on the site's morning run whatever the zone; the dedupe key makes repeats no-ops.
  app.jobs.every('storage-reminders', '0 * * * *', async () => void (await sendStorageReminders(deps)));
}
