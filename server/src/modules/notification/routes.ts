/**
 * Notifications. Job: notification-deliver (one outbox row). Customer: /api/message/{lst, unread, read/{id}, read_all,
 * prefs, prefs/save, templates, subscribe}. Staff: /api/staff/notification/{lst, resend/{id}} (a customer's delivery
 * log), /api/staff/job/dead/{lst, retry/{id}} (every queue's dead letters). Admin: /api/admin/wechat_template/{lst, save}.
 */
import type { FastifyInstance } from 'fastify';
import { ApiStatus } from '@contract/api';
import type { NotificationEvent, SavePrefsRequest, StaffDeliveryQuery } from '@contract/notification';
import { ApiError } from '../../lib/errors';
import { ok } from '../../lib/reply';
import { scopedErrors } from '../../toolkit/fields';
import { offsetOf } from '../../toolkit/lists';
import { allow } from '../../toolkit/roles';
import { deliver, DELIVER_RETRIES } from './deliver';
import { inbox, markAllRead, markRead, prefsOf, recordAcceptance, savePrefs, templatesFor, unreadCount } from './inbox';
import { DELIVER_QUEUE } from './outbox';
import {
  deadListSchema,
  deadRetrySchema,
  deliveryLogSchema,
  inboxSchema,
  prefsSchema,
  readAllSchema,
  readSchema,
  resendSchema,
  savePrefsSchema,
  subscribeSchema,
  templateListSchema,
  templateSaveSchema,
  templatesSchema,
  unreadSchema,
} from './schemas';
import { deliveryLog, resend, saveTemplate, templates } from './staff';

type Paged = { page: number; page_size: number };

export default async function notificationRoutes(app: FastifyInstance) {
  const { deps } = app;
  app.jobs.work<{ outboxId: number }>(DELIVER_QUEUE, (job) => deliver(deps, job.outboxId), {
    retryLimit: DELIVER_RETRIES,
    retryDelaySeconds: 30,
  });

  const user = { preHandler: app.requireUser };
  app.get<{ Querystring: Paged }>('/message/lst', { schema: inboxSchema, ...user }, async (r) =>
    ok(r, await inbox(deps, r.user!, r.lang, r.query)),
  );
  app.get('/message/unread', { schema: unreadSchema, ...user }, async (r) => ok(r, { unread: await unreadCount(deps, r.user!) }));
  app.post<{ Params: { id: number } }>('/message/read/:id', { schema: readSchema, ...user }, async (r) => {
    await markRead(deps, r.user!, r.params.id);
    return ok(r, { unread: await unreadCount(deps, r.user!) });
  });
  app.post('/message/read_all', { schema: readAllSchema, ...user }, async (r) =>
    ok(r, { ...(await markAllRead(deps, r.user!)), unread: 0 }),
  );
  app.get('/message/prefs', { schema: prefsSchema, ...user }, async (r) => ok(r, await prefsOf(deps, r.user!)));
  app.post<{ Body: SavePrefsRequest }>('/message/prefs/save', { schema: savePrefsSchema, ...user }, async (r) =>
    ok(r, await savePrefs(deps, r.user!, r.body)),
  );
  app.get<{ Querystring: { events: string } }>('/message/templates', { schema: templatesSchema, ...user }, async (r) =>
    ok(r, await templatesFor(deps, r.site, r.query.events.split(','))),
  );
  app.post<{ Body: { accepted: string[] } }>('/message/subscribe', { schema: subscribeSchema, ...user }, async (r) =>
    ok(r, await recordAcceptance(deps, r.user!, r.body.accepted)),
  );

  // Its fields are named as its day errors are (notification.from, ...).
  app.get<{ Querystring: Paged & StaffDeliveryQuery }>(
    '/staff/notification/lst',
    { schema: deliveryLogSchema, schemaErrorFormatter: scopedErrors('notification'), ...allow('service') },
    async (r) => ok(r, await deliveryLog(deps, r.site, r.lang, r.query)),
  );
  app.post<{ Params: { id: number } }>('/staff/notification/resend/:id', { schema: resendSchema, ...allow('service') }, async (r) =>
    ok(r, await resend(deps, r.site, r.params.id), 'notification_resent'),
  );
  app.get<{ Querystring: Paged }>('/staff/job/dead/lst', { schema: deadListSchema, ...allow('service') }, async (r) =>
    ok(r, { ...(await app.jobs.deadLetters(r.query.page_size, offsetOf(r.query))), page: r.query.page, page_size: r.query.page_size }),
  );
  app.post<{ Params: { id: string } }>('/staff/job/dead/retry/:id', { schema: deadRetrySchema, ...allow('service') }, async (r) => {
    if (!(await app.jobs.retryDead(r.params.id))) throw new ApiError(ApiStatus.NOT_FOUND, 'dead_letter_not_found');
    return ok(r, { id: r.params.id }, 'dead_letter_retried');
  });

  app.get('/admin/wechat_template/lst', { schema: templateListSchema, ...allow('admin') }, async (r) =>
    ok(r, await templates(deps, r.site)),
  );
  app.post<{ Body: { event: NotificationEvent; template_id: string; fields: Record<string, string> } }>(
    '/admin/wechat_template/save',
    { schema: templateSaveSchema, ...allow('admin') },
    async (r) => ok(r, await saveTemplate(deps, r.site, r.body, r.user!.id)),
  );
}
