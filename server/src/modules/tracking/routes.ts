/**
 * GET /api/order/v2/log (public), /api/track/history/{lst, delete/{id}} (mine),
 * /api/staff/order/{track/{id}, sync_track/{id}} (staff). Field errors name `track.<field>`. Job tracking-sync: every
 * 30 minutes, the carrier events of each handed-over waybill in transit.
 */
import type { FastifyInstance } from 'fastify';
import { STAFF_SELECTION_MAX } from '@contract/staff';
import type { StaffTrackRequest } from '@contract/tracking';
import { ok } from '../../lib/reply';
import { choice, idParams, rowId, str, text } from '../../lib/schema';
import { createTrackingProvider } from '../../providers/tracking';
import { envelope, obj, responses } from '../../schemas';
import { scopeFields } from '../../toolkit/fields';
import { allow } from '../../toolkit/roles';
import { INCIDENT_KINDS } from '../claims/incidents';
import { WAREHOUSE_FIELD_RULES } from '../parcel/shared';
import { addStaffEvents, forget, history, syncCarrier, syncInTransit, trackLog } from './service';

const security = [{ token: [] }];
type ById = { Params: { id: number } };
const ISO_TIME = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})$';

const event = obj({
  time: { type: 'string' },
  time_local: { type: 'string' },
  place: { type: 'string' },
  text: { type: 'string' },
  source: { type: 'string' },
});

const logSchema = {
  tags: ['track'],
  summary:
    'Public track by waybill number (no sign-in; no personal data). Wrong check digit -> 40001, unknown -> 40004. Signed in, remembered in my history',
  querystring: obj({ no: str(40, { min: 1 }) }, ['no']),
  response: responses(
    envelope(
      obj({
        no: { type: 'string' },
        status: { type: 'string' },
        status_text: { type: 'string' },
        channel_name: { type: 'string' },
        time_zone: { type: 'string' },
        events: { type: 'array', items: event },
      }),
    ),
  ),
};
const historySchema = {
  tags: ['track'],
  security,
  summary: 'My recent track queries, newest first, one per number, at most 20',
  response: responses(
    envelope(
      obj({ list: { type: 'array', items: obj({ id: { type: 'integer' }, no: { type: 'string' }, queried_at: { type: 'string' } }) } }),
    ),
  ),
};
const forgetSchema = {
  tags: ['track'],
  security,
  summary: 'Remove one of my recent queries',
  params: idParams,
  response: responses(envelope(obj({ id: { type: 'integer' } }))),
};
const staffTrackSchema = {
  tags: ['staff'],
  security,
  summary: 'Add a track event (both languages); the same event twice is stored once',
  params: idParams,
  body: obj(
    {
      text_zh: text(200, 1),
      text_en: text(200, 1),
      place: text(60),
      time: str(40, { pattern: ISO_TIME }),
      incident: choice(INCIDENT_KINDS),
    },
    ['text_zh', 'text_en'],
  ),
  response: responses(envelope(obj({ added: { type: 'boolean' } }))),
};
const staffTrackManySchema = {
  tags: ['staff'],
  security,
  summary: 'Add one track event (both languages) to each selected waybill, all or none; answers how many got it (a repeat adds nothing)',
  body: obj(
    {
      ids: { type: 'array', minItems: 1, maxItems: STAFF_SELECTION_MAX, uniqueItems: true, items: rowId },
      ...staffTrackSchema.body.properties,
    },
    ['ids', 'text_zh', 'text_en'],
  ),
  response: responses(envelope(obj({ added: { type: 'integer' } }, ['added']))),
};
const syncSchema = {
  tags: ['staff'],
  security,
  summary: "Pull the China carrier's events for a handed-over waybill; stored deduped (twice adds nothing)",
  params: idParams,
  response: responses(envelope(obj({ fetched: { type: 'integer' }, added: { type: 'integer' } }))),
};

export default async function trackingRoutes(app: FastifyInstance) {
  const { deps } = app;
  scopeFields(app, 'track', WAREHOUSE_FIELD_RULES);
  const provider = createTrackingProvider(deps.config);
  app.jobs.every('tracking-sync', '*/30 * * * *', async () => void (await syncInTransit(deps, provider, app.log)));

  // Public; signed in, the query is remembered in the caller's history.
  app.get<{ Querystring: { no: string } }>('/order/v2/log', { schema: logSchema, preHandler: app.optionalUser }, async (request) =>
    ok(request, await trackLog(deps, request.site, request.lang, request.query.no, request.user)),
  );

  app.get('/track/history/lst', { schema: historySchema, preHandler: app.requireUser }, async (request) =>
    ok(request, await history(deps, request.user!)),
  );

  for (const method of ['GET', 'POST'] as const) {
    app.route<ById>({
      method,
      url: '/track/history/delete/:id',
      schema: { ...forgetSchema, hide: method === 'POST' },
      preHandler: app.requireUser,
      handler: async (request) => ok(request, await forget(deps, request.user!, request.params.id)),
    });
  }

  app.post<ById & { Body: StaffTrackRequest }>(
    '/staff/order/track/:id',
    { schema: staffTrackSchema, ...allow('waybills') },
    async (request) =>
      ok(request, { added: (await addStaffEvents(deps, request.user!, request.site, [request.params.id], request.body)) === 1 }),
  );
  app.post<{ Body: StaffTrackRequest & { ids: number[] } }>(
    '/staff/order/track',
    { schema: staffTrackManySchema, ...allow('waybills') },
    async (request) => {
      const { ids, ...event } = request.body;
      return ok(request, { added: await addStaffEvents(deps, request.user!, request.site, ids, event) });
    },
  );

  app.post<ById>('/staff/order/sync_track/:id', { schema: syncSchema, ...allow('waybills') }, async (request) =>
    ok(request, await syncCarrier(deps, provider, request.site, request.params.id)),
  );
}
