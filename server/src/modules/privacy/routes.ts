/**
 * /api/privacy/policy (public), /api/privacy/consents, /api/privacy/consent/give|withdraw (signed in),
 * /api/staff/id/show (staff). At start, ID numbers stored before sealing are sealed; the ID photo retention job
 * runs daily. Field errors name `privacy.<field>`. See docs/privacy.md.
 */
import type { FastifyInstance } from 'fastify';
import type { ShowIdRequest } from '@contract/address';
import type { GiveConsentRequest, WithdrawConsentRequest } from '@contract/privacy';
import { ok } from '../../lib/reply';
import { scopeFields } from '../../toolkit/fields';
import { allow } from '../../toolkit/roles';
import { sealerOf } from '../../toolkit/seal';
import { currentPolicy, giveConsent, listConsents, withdrawConsent } from './consents';
import { consentContextOf } from './id-consent';
import { purgeExpiredIdPhotos } from './retention';
import { consentsSchema, giveSchema, policySchema, showIdSchema, withdrawSchema } from './schemas';
import { sealStoredIds } from './sealing';
import { showId } from './show-id';

export default async function privacyRoutes(app: FastifyInstance) {
  const { deps } = app;
  scopeFields(app, 'privacy', { scopeBody: true });
  const user = { preHandler: app.requireUser };

  app.addHook('onReady', async () => {
    const sealed = await sealStoredIds(deps.db, sealerOf(deps.config), 'plain');
    if (sealed.addresses || sealed.waybills) app.log.info(sealed, 'sealed ID numbers stored in plain text');
  });
  app.jobs.every('id-photo-retention', '17 3 * * *', async () => {
    await purgeExpiredIdPhotos(deps, app.log);
  });

  app.get('/privacy/policy', { schema: policySchema }, async (request) =>
    ok(request, await currentPolicy(deps, request.site, request.lang)),
  );

  app.get('/privacy/consents', { schema: consentsSchema, ...user }, async (request) =>
    ok(request, await listConsents(deps, request.user!, request.site)),
  );

  app.post<{ Body: GiveConsentRequest }>('/privacy/consent/give', { schema: giveSchema, ...user }, async (request) =>
    ok(request, await giveConsent(deps, request.user!, request.site, request.body, consentContextOf(request)), 'consent_given'),
  );

  app.post<{ Body: WithdrawConsentRequest }>('/privacy/consent/withdraw', { schema: withdrawSchema, ...user }, async (request) =>
    ok(request, await withdrawConsent(deps, request.user!, request.body), 'consent_withdrawn'),
  );

  app.post<{ Body: ShowIdRequest }>('/staff/id/show', { schema: showIdSchema, ...allow('waybills') }, async (request) =>
    ok(request, await showId(deps, request.user!, request.body), 'id_shown'),
  );
}
