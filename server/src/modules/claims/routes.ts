/**
 * Customer: /api/after/sales/{lst, targets, options, photo, create, detail/{id}, withdraw/{id}, answer/{id}, appeal/{id}}.
 * Staff: /api/staff/claim/{lst, detail/{id}, review/{id}, ask/{id}, decide/{id}, pay/{id}, close/{id}, carrier_ref/{id}}.
 * Admin: /api/admin/claim_settings (+ /update): the dual-approval amount.
 * Field errors name `claim.<field>`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  ClaimAnswerRequest,
  ClaimAppealRequest,
  ClaimCreateRequest,
  ClaimStatus,
  StaffCarrierRefRequest,
  StaffClaimAskRequest,
  StaffClaimDecideRequest,
  StaffClaimQuery,
} from '@contract/claim';
import { FieldError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { scopeFields, type ScopeRules } from '../../toolkit/fields';
import { allow } from '../../toolkit/roles';
import { localDate } from '../../toolkit/time';
import { savePrivateImage } from '../files/private';
import { readUpload } from '../files/routes';
import { photoLinks } from '../files/signed-urls';
import { publicOrigin } from '../files/urls';
import {
  answerSchema,
  appealSchema,
  askSchema,
  carrierRefSchema,
  closeSchema,
  createSchema,
  decideSchema,
  detailSchema,
  listSchema,
  optionsSchema,
  paySchema,
  photoSchema,
  reviewSchema,
  settingsSchema,
  settingsUpdateSchema,
  staffDetailSchema,
  staffListSchema,
  targetsSchema,
  withdrawSchema,
} from './schemas';
import {
  answerClaim,
  appealClaim,
  claimDetail,
  createClaim,
  type CustomerContext,
  listClaims,
  options,
  targets,
  withdrawClaim,
} from './service';
import {
  askInfo,
  closeClaim,
  decide,
  dualApprovalAbove,
  pay,
  setCarrierRef,
  setDualApprovalAbove,
  staffClaimDetail,
  staffClaims,
  type StaffContext,
  startReview,
} from './staff';

type ById = { Params: { id: number } };
type Listing = { Querystring: { status?: ClaimStatus; page: number; page_size: number } };
type StaffListing = { Querystring: StaffClaimQuery };

/** Too many photos and free text with markup say so; a photo list refused inside names a photo not found. */
const CLAIM_FIELD_RULES: ScopeRules = {
  keywords: { maxItems: 'too_many_photos' },
  nested: { photos: 'photo_not_found', proof: 'photo_not_found', '*': 'invalid_format' },
  patterns: { '*': 'text_chars' },
};

const customer = (r: FastifyRequest): CustomerContext => ({
  deps: r.server.deps,
  lang: r.lang,
  origin: publicOrigin(r),
  staffView: false,
  user: r.user!,
  site: r.site,
});
const staffOf = (r: FastifyRequest): StaffContext & { now: Date } => ({
  deps: r.server.deps,
  lang: r.lang,
  origin: publicOrigin(r),
  staffView: true,
  staff: r.user!,
  site: r.site,
  now: r.server.deps.now(),
});

async function readClaimPhoto(request: FastifyRequest): Promise<Buffer> {
  try {
    return await readUpload(request);
  } catch (err) {
    if (err instanceof FieldError && err.field === 'file') throw new FieldError('claim.file', err.reason, err.params);
    throw err;
  }
}

export default async function claimRoutes(app: FastifyInstance) {
  const { deps } = app;
  scopeFields(app, 'claim', CLAIM_FIELD_RULES);
  const user = { preHandler: app.requireUser };

  app.get<Listing>('/after/sales/lst', { schema: listSchema, ...user }, async (r) => ok(r, await listClaims(customer(r), r.query)));
  app.get('/after/sales/targets', { schema: targetsSchema, ...user }, async (r) => ok(r, await targets(customer(r))));
  app.get<{ Querystring: { waybill_id?: number; parcel_id?: number } }>(
    '/after/sales/options',
    { schema: optionsSchema, ...user },
    async (r) => ok(r, await options(customer(r), r.query)),
  );
  app.post(
    '/after/sales/photo',
    {
      schema: photoSchema,
      // The body schema documents the multipart form; the file is checked by content in the handler.
      validatorCompiler: () => () => true,
      ...user,
    },
    async (r) => {
      const photo = await savePrivateImage(
        deps,
        r.user!,
        await readClaimPhoto(r),
        'claim.file',
        'claim_photo',
        localDate(r.site, deps.now()),
      );
      const [link] = photoLinks(deps, publicOrigin(r), [photo.key]);
      return ok(r, { ...link, width: photo.width, height: photo.height });
    },
  );
  app.post<{ Body: ClaimCreateRequest }>('/after/sales/create', { schema: createSchema, ...user }, async (r) =>
    ok(r, await createClaim(customer(r), r.body), 'claim_created'),
  );
  app.get<ById>('/after/sales/detail/:id', { schema: detailSchema, ...user }, async (r) =>
    ok(r, await claimDetail(customer(r), r.params.id)),
  );
  app.post<ById>('/after/sales/withdraw/:id', { schema: withdrawSchema, ...user }, async (r) =>
    ok(r, await withdrawClaim(customer(r), r.params.id), 'claim_withdrawn'),
  );
  app.post<ById & { Body: ClaimAnswerRequest }>('/after/sales/answer/:id', { schema: answerSchema, ...user }, async (r) =>
    ok(r, await answerClaim(customer(r), r.params.id, r.body), 'claim_answered'),
  );
  app.post<ById & { Body: ClaimAppealRequest }>('/after/sales/appeal/:id', { schema: appealSchema, ...user }, async (r) =>
    ok(r, await appealClaim(customer(r), r.params.id, r.body), 'claim_appealed'),
  );

  app.get<StaffListing>('/staff/claim/lst', { schema: staffListSchema, ...allow('service') }, async (r) =>
    ok(r, await staffClaims(staffOf(r), r.query)),
  );
  app.get<ById>('/staff/claim/detail/:id', { schema: staffDetailSchema, ...allow('service') }, async (r) =>
    ok(r, await staffClaimDetail(staffOf(r), r.params.id)),
  );
  app.post<ById>('/staff/claim/review/:id', { schema: reviewSchema, ...allow('service') }, async (r) => {
    await startReview(staffOf(r), r.params.id);
    return ok(r, await staffClaimDetail(staffOf(r), r.params.id), 'claim_reviewing');
  });
  app.post<ById & { Body: StaffClaimAskRequest }>('/staff/claim/ask/:id', { schema: askSchema, ...allow('service') }, async (r) => {
    await askInfo(staffOf(r), r.params.id, r.body.message);
    return ok(r, await staffClaimDetail(staffOf(r), r.params.id), 'claim_asked');
  });
  app.post<ById & { Body: StaffClaimDecideRequest }>(
    '/staff/claim/decide/:id',
    { schema: decideSchema, ...allow('service') },
    async (r) => {
      const done = await decide(staffOf(r), r.params.id, r.body);
      const answer = await staffClaimDetail(staffOf(r), r.params.id);
      return done.result === 'proposed'
        ? ok(r, answer, 'claim_proposed', { amount: done.amount, limit: done.limit })
        : ok(r, answer, 'claim_decided');
    },
  );
  app.post<ById>('/staff/claim/pay/:id', { schema: paySchema, ...allow('money') }, async (r) => {
    await pay(staffOf(r), r.params.id);
    return ok(r, await staffClaimDetail(staffOf(r), r.params.id), 'claim_paid');
  });
  app.post<ById>('/staff/claim/close/:id', { schema: closeSchema, ...allow('service') }, async (r) => {
    await closeClaim(staffOf(r), r.params.id);
    return ok(r, await staffClaimDetail(staffOf(r), r.params.id), 'claim_closed');
  });
  app.post<ById & { Body: StaffCarrierRefRequest }>(
    '/staff/claim/carrier_ref/:id',
    { schema: carrierRefSchema, ...allow('service') },
    async (r) => {
      await setCarrierRef(staffOf(r), r.params.id, r.body.carrier_ref);
      return ok(r, await staffClaimDetail(staffOf(r), r.params.id), 'claim_saved');
    },
  );

  app.get('/admin/claim_settings', { schema: settingsSchema, ...allow('admin') }, async (r) =>
    ok(r, { dual_approval_above: await dualApprovalAbove(deps.db, r.site) }),
  );
  app.post<{ Body: { dual_approval_above: number } }>(
    '/admin/claim_settings/update',
    { schema: settingsUpdateSchema, ...allow('admin') },
    async (r) => ok(r, await setDualApprovalAbove(staffOf(r), r.body.dual_approval_above), 'claim_saved'),
  );
}
