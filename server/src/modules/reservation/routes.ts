/**
 * Customer: /api/reservation/{depots, slots, items, create, lst, detail/{id}, cancel/{id}, reschedule/{id}, recode/{id}}.
 * Staff (depot desk): /api/staff/reservation/{today, desk, verify, handover}; the office's list: /api/staff/reservation/lst. Admin: depot exceptions and slot
 * templates (admin.ts). Recurring jobs: the reminder and the no-show release (jobs.ts). Field errors name `reservation.<field>`.
 */
import type { FastifyInstance } from 'fastify';
import type {
  DeskCheck,
  HandoverRequest,
  ReservationCreateRequest,
  ReservationListQuery,
  SlotQuery,
  StaffReservationQuery,
} from '@contract/reservation';
import { ok } from '../../lib/reply';
import { scopeFields, type ScopeRules } from '../../toolkit/fields';
import { allow } from '../../toolkit/roles';
import reservationAdminRoutes from './admin';
import { deskToday, handover, setDesk, verify } from './desk';
import { releaseNoShows, sendReminders } from './jobs';
import { officeList } from './office';
import {
  cancelSchema,
  createSchema,
  depotsSchema,
  deskSetSchema,
  deskTodaySchema,
  detailSchema,
  handoverSchema,
  itemsSchema,
  listSchema,
  officeListSchema,
  recodeSchema,
  rescheduleSchema,
  slotsSchema,
  verifySchema,
} from './schemas';
import {
  bookableItems,
  cancelReservation,
  createReservation,
  depotList,
  listReservations,
  recode,
  rescheduleReservation,
  reservationDetail,
  slotList,
} from './service';

type ById = { Params: { id: number } };
/** A name or note with characters it can't hold, and a code that is not 6 digits, say which; a list refused inside names the list. */
const RESERVATION_FIELD_RULES: ScopeRules = {
  nested: { '*': 'invalid_format' },
  patterns: {
    real_name: 'name_chars',
    proxy_name: 'name_chars',
    collector_name: 'name_chars',
    note: 'text_chars',
    code: ['digits', { n: 6 }],
  },
};

async function customerRoutes(app: FastifyInstance) {
  const { deps } = app;
  scopeFields(app, 'reservation', RESERVATION_FIELD_RULES);
  const user = { preHandler: app.requireUser };

  app.get('/reservation/depots', { schema: depotsSchema, ...user }, async (r) => ok(r, await depotList(deps, r.site, r.lang)));
  app.get<{ Querystring: SlotQuery }>('/reservation/slots', { schema: slotsSchema, ...user }, async (r) =>
    ok(r, await slotList(deps, r.site, r.lang, r.query)),
  );
  app.get('/reservation/items', { schema: itemsSchema, ...user }, async (r) => ok(r, await bookableItems(deps, r.user!)));
  app.post<{ Body: ReservationCreateRequest }>('/reservation/create', { schema: createSchema, ...user }, async (r) =>
    ok(r, await createReservation(deps, r.user!, r.site, r.lang, r.body), 'reservation_created'),
  );
  app.get<{ Querystring: ReservationListQuery }>('/reservation/lst', { schema: listSchema, ...user }, async (r) =>
    ok(r, await listReservations(deps, r.user!, r.site, r.lang, r.query)),
  );
  app.get<ById>('/reservation/detail/:id', { schema: detailSchema, ...user }, async (r) =>
    ok(r, await reservationDetail(deps, r.user!, r.site, r.lang, r.params.id)),
  );
  app.post<ById>('/reservation/cancel/:id', { schema: cancelSchema, ...user }, async (r) =>
    ok(r, await cancelReservation(deps, r.user!, r.site, r.lang, r.params.id), 'reservation_cancelled'),
  );
  app.post<ById & { Body: { slot_id: number } }>('/reservation/reschedule/:id', { schema: rescheduleSchema, ...user }, async (r) =>
    ok(r, await rescheduleReservation(deps, r.user!, r.site, r.lang, r.params.id, r.body.slot_id), 'reservation_rescheduled'),
  );
  app.post<ById>('/reservation/recode/:id', { schema: recodeSchema, ...user }, async (r) =>
    ok(r, await recode(deps, r.user!, r.site, r.lang, r.params.id), 'reservation_new_code'),
  );
}

async function deskRoutes(app: FastifyInstance) {
  const { deps } = app;
  scopeFields(app, 'reservation', RESERVATION_FIELD_RULES);

  app.get('/staff/reservation/today', { schema: deskTodaySchema, ...allow('floor') }, async (r) =>
    ok(r, await deskToday(deps, r.user!, r.site, r.lang)),
  );
  app.post<{ Body: { depot_id: number } }>('/staff/reservation/desk', { schema: deskSetSchema, ...allow('floor') }, async (r) => {
    await setDesk(deps, r.user!, r.site, r.body.depot_id);
    return ok(r, { depot_id: r.body.depot_id }, 'desk_set');
  });
  app.post<{ Body: DeskCheck }>('/staff/reservation/verify', { schema: verifySchema, ...allow('floor') }, async (r) =>
    ok(r, await verify(deps, r.user!, r.site, r.body, r.ip), 'reservation_code_ok'),
  );
  app.post<{ Body: HandoverRequest }>('/staff/reservation/handover', { schema: handoverSchema, ...allow('floor') }, async (r) =>
    ok(r, await handover(deps, r.user!, r.site, r.body, r.ip), 'reservation_handed_over'),
  );
  app.get<{ Querystring: StaffReservationQuery }>('/staff/reservation/lst', { schema: officeListSchema, ...allow('floor') }, async (r) =>
    ok(r, await officeList(deps, r.site, r.lang, r.query)),
  );
}

export default async function reservationRoutes(app: FastifyInstance) {
  await app.register(customerRoutes);
  await app.register(deskRoutes);
  await app.register(reservationAdminRoutes);
  app.jobs.every('reservation-reminders', '* * * * *', async () => void (await sendReminders(app.deps)));
  app.jobs.every('reservation-no-shows', '* * * * *', async () => void (await releaseNoShows(app.deps)));
}
