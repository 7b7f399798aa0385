/**
 * Customer: /api/parcel/{create, update/{id}, delete/{id}, lst, detail/{id}, unclaimed/lst, claim}.
 * Staff: /api/staff/parcel/{checkin, lst}, /api/staff/upload/photo. Field errors name `parcel.<field>`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  CheckinRequest,
  ClaimRequest,
  ParcelCreateRequest,
  ParcelListQuery,
  ParcelUpdateRequest,
  StaffParcelQuery,
} from '@contract/parcel';
import { FieldError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { scopedField, scopeFields } from '../../toolkit/fields';
import { allow } from '../../toolkit/roles';
import { localDate } from '../../toolkit/time';
import { savePrivateImage } from '../files/private';
import { readUpload } from '../files/routes';
import { photoLinks } from '../files/signed-urls';
import { publicOrigin } from '../files/urls';
import {
  checkinSchema,
  claimSchema,
  createSchema,
  deleteSchema,
  detailSchema,
  listSchema,
  photoUploadSchema,
  staffListSchema,
  unclaimedListSchema,
  updateSchema,
} from './schemas';
import { claimParcel, createParcel, deleteParcel, listParcels, listUnclaimed, parcelDetail, updateParcel } from './service';
import { WAREHOUSE_FIELD_RULES } from './shared';
import { checkIn, staffListParcels } from './staff';

type ById = { Params: { id: number } };
type Paged = { page: number; page_size: number };

async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  try {
    return await readUpload(request);
  } catch (err) {
    if (err instanceof FieldError && err.field === 'file') throw scopedField('parcel', 'file', err.reason, err.params);
    throw err;
  }
}

export default async function parcelRoutes(app: FastifyInstance) {
  const { deps } = app;
  scopeFields(app, 'parcel', WAREHOUSE_FIELD_RULES);
  const user = { preHandler: app.requireUser };

  app.post<{ Body: ParcelCreateRequest }>('/parcel/create', { schema: createSchema, ...user }, async (request) =>
    ok(request, await createParcel(deps, request.user!, request.site, request.body)),
  );

  app.post<ById & { Body: ParcelUpdateRequest }>('/parcel/update/:id', { schema: updateSchema, ...user }, async (request) =>
    ok(request, await updateParcel(deps, request.user!, request.site, request.params.id, request.body)),
  );

  // The spec's client deletes with GET; POST is accepted too, as for every other write.
  for (const method of ['GET', 'POST'] as const) {
    app.route<ById>({
      method,
      url: '/parcel/delete/:id',
      schema: { ...deleteSchema, hide: method === 'POST' },
      ...user,
      handler: async (request) => ok(request, await deleteParcel(deps, request.user!, request.params.id), 'parcel_deleted'),
    });
  }

  app.get<{ Querystring: ParcelListQuery & Paged }>('/parcel/lst', { schema: listSchema, ...user }, async (request) =>
    ok(request, await listParcels(deps, request.user!, request.site, request.query)),
  );

  app.get<ById>('/parcel/detail/:id', { schema: detailSchema, ...user }, async (request) =>
    ok(request, await parcelDetail(deps, request.user!, request.site, request.params.id, publicOrigin(request))),
  );

  app.get<{ Querystring: { keyword?: string } & Paged }>(
    '/parcel/unclaimed/lst',
    { schema: unclaimedListSchema, ...user },
    async (request) => ok(request, await listUnclaimed(deps, request.site, request.query)),
  );

  app.post<{ Body: ClaimRequest }>('/parcel/claim', { schema: claimSchema, ...user }, async (request) =>
    ok(request, await claimParcel(deps, request.user!, request.site, request.body.tracking_no, request.ip), 'parcel_claimed'),
  );

  app.post<{ Body: CheckinRequest }>('/staff/parcel/checkin', { schema: checkinSchema, ...allow('floor') }, async (request) =>
    ok(request, await checkIn(deps, request.user!, request.site, request.body, publicOrigin(request))),
  );

  app.get<{ Querystring: StaffParcelQuery & Paged }>(
    '/staff/parcel/lst',
    { schema: staffListSchema, ...allow('waybills') },
    async (request) => ok(request, await staffListParcels(deps, request.site, request.query, publicOrigin(request))),
  );

  app.post(
    '/staff/upload/photo',
    {
      schema: photoUploadSchema,
      // The body schema documents the multipart form; the file is checked by content in the handler.
      validatorCompiler: () => () => true,
      ...allow('floor'),
    },
    async (request) => {
      const photo = await savePrivateImage(
        deps,
        request.user!,
        await readPhoto(request),
        'parcel.file',
        'warehouse_photo',
        localDate(request.site, deps.now()),
      );
      const [link] = photoLinks(deps, publicOrigin(request), [photo.key]);
      return ok(request, { ...link, width: photo.width, height: photo.height });
    },
  );
}
