/**
 * /api/user/address/{lst, create, detail/{id}, update/{id}, delete/{id}, id_photo} for customers and
 * /api/staff/address/detail/{id} for staff. Field errors name `address.<field>`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AddressInput, AddressListQuery, AddressUpdateRequest } from '@contract/address';
import { FieldError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { scopedField, scopeFields } from '../../toolkit/fields';
import { allow } from '../../toolkit/roles';
import { savePrivateImage } from '../files/private';
import { readUpload } from '../files/routes';
import { fileUrlSecret, signedFileUrl } from '../files/signed-urls';
import { publicOrigin } from '../files/urls';
import { consentContextOf } from '../privacy/id-consent';
import { createSchema, deleteSchema, detailSchema, idPhotoSchema, listSchema, staffDetailSchema, updateSchema } from './schemas';
import { addressDetail, createAddress, deleteAddress, listAddresses, staffAddressDetail, updateAddress } from './service';

type ById = { Params: { id: number } };

/** The upload's own errors (missing, too large ...) name the ID photo, not "image". */
async function readIdPhoto(request: FastifyRequest): Promise<Buffer> {
  try {
    return await readUpload(request);
  } catch (err) {
    if (err instanceof FieldError && err.field === 'file') throw scopedField('address', 'file', err.reason, err.params);
    throw err;
  }
}

export default async function addressRoutes(app: FastifyInstance) {
  const { deps } = app;
  scopeFields(app, 'address', {
    scopeBody: true,
    patterns: {
      name: 'name_chars',
      province: 'text_chars',
      city: 'text_chars',
      district: 'text_chars',
      address: 'text_chars',
      keyword: 'text_chars',
    },
  });
  const user = { preHandler: app.requireUser };

  app.get<{ Querystring: AddressListQuery & { page: number; page_size: number } }>(
    '/user/address/lst',
    { schema: listSchema, ...user },
    async (request) => ok(request, await listAddresses(deps, request.user!, request.query)),
  );

  app.post<{ Body: AddressInput }>('/user/address/create', { schema: createSchema, ...user }, async (request) =>
    ok(request, await createAddress(deps, request.user!, request.body, publicOrigin(request), consentContextOf(request))),
  );

  app.get<ById>('/user/address/detail/:id', { schema: detailSchema, ...user }, async (request) =>
    ok(request, await addressDetail(deps, request.user!, request.params.id, publicOrigin(request))),
  );

  app.post<ById & { Body: AddressUpdateRequest }>('/user/address/update/:id', { schema: updateSchema, ...user }, async (request) =>
    ok(
      request,
      await updateAddress(deps, request.user!, request.params.id, request.body, publicOrigin(request), consentContextOf(request)),
    ),
  );

  // The spec's client deletes with GET; POST is accepted too, as for every other write.
  for (const method of ['GET', 'POST'] as const) {
    app.route<ById>({
      method,
      url: '/user/address/delete/:id',
      schema: { ...deleteSchema, hide: method === 'POST' },
      ...user,
      handler: async (request) => ok(request, await deleteAddress(deps, request.user!, request.params.id), 'address_deleted'),
    });
  }

  app.post(
    '/user/address/id_photo',
    {
      schema: idPhotoSchema,
      // The body schema documents the multipart form; the file is checked by content in the handler.
      validatorCompiler: () => () => true,
      ...user,
    },
    async (request) => {
      const photo = await savePrivateImage(deps, request.user!, await readIdPhoto(request), 'address.file');
      const link = signedFileUrl(publicOrigin(request), fileUrlSecret(deps.config), photo.key, deps.now());
      return ok(request, {
        file: photo.key,
        url: link.url,
        expires_at: link.expiresAt.toISOString(),
        width: photo.width,
        height: photo.height,
      });
    },
  );

  app.get<ById>('/staff/address/detail/:id', { schema: staffDetailSchema, ...allow('waybills') }, async (request) =>
    ok(request, await staffAddressDetail(deps, request.user!, request.params.id, publicOrigin(request))),
  );
}
