/**
 * The transactional outbox. notify() runs inside the caller's transaction: the inbox message, one outbox row per
 * channel the customer can be reached on (in fallback order) and the delivery job of the first one commit with the
 * change they tell about, or not at all. A repeated dedupe key (double tap, retried request, re-run job) is a no-op.
 */
import { and, eq } from 'drizzle-orm';
import { DEFAULT_PREFS, DELIVERY_CHANNELS, type DeliveryChannel, groupOf, type NotificationEvent } from '@contract/notification';
import type { Tx } from '../../db/client';
import {
  inboxMessages,
  notificationOutbox,
  type NotificationPayload,
  notificationPrefs,
  users,
  wechatIdentities,
  wechatTemplates,
} from '../../db/schema';
import { enqueue } from '../jobs/queue';
import { executorOn } from '../jobs/sql';

/** The job that delivers one outbox row (modules/notification/deliver.ts). */
export const DELIVER_QUEUE = 'notification-deliver';

export interface NotificationInput {
  siteId: number;
  userId: number;
  event: NotificationEvent;
  payload: NotificationPayload;
  /** Unique per occurrence, e.g. the parcel id for parcel.checked_in; the event is prefixed to it here. */
  dedupeKey: string;
  /** The app page the message opens, e.g. /pages/parcel-detail/index?id=12. */
  link?: string;
}

export async function notify(tx: Tx, e: NotificationInput): Promise<void> {
  const dedupeKey = `${e.event}:${e.dedupeKey}`;
  const link = e.link ?? '';
  const [message] = await tx
    .insert(inboxMessages)
    .values({ siteId: e.siteId, userId: e.userId, event: e.event, payload: e.payload, link, dedupeKey })
    .onConflictDoNothing()
    .returning({ id: inboxMessages.id });
  if (!message) return;
  const routes = await reachableChannels(tx, e);
  if (!routes.length) return;
  const rows = await tx
    .insert(notificationOutbox)
    .values(
      routes.map((r, position) => ({
        siteId: e.siteId,
        userId: e.userId,
        event: e.event,
        channel: r.channel,
        position,
        template: r.template,
        payload: e.payload,
        link,
        dedupeKey,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: notificationOutbox.id, position: notificationOutbox.position });
  const first = rows.find((r) => r.position === 0);
  if (first) await enqueue(executorOn(tx), DELIVER_QUEUE, { outboxId: first.id });
}

interface Route {
  channel: DeliveryChannel;
  template: string;
}

/** The channels switched on for the event's group that this customer can be reached on, in fallback order. */
async function reachableChannels(tx: Tx, e: NotificationInput): Promise<Route[]> {
  const [prefsRow] = await tx.select().from(notificationPrefs).where(eq(notificationPrefs.userId, e.userId));
  const switches = { ...DEFAULT_PREFS, ...prefsRow?.prefs }[groupOf(e.event)]; // a group added later: its defaults
  const routes: Route[] = [];
  for (const channel of DELIVERY_CHANNELS) {
    if (!switches[channel]) continue;
    const template = await templateFor(tx, channel, e, prefsRow?.email ?? '');
    if (template !== null) routes.push({ channel, template });
  }
  return routes;
}

/** The template to send with, or null when the customer cannot be reached there (no openid, no number, no address). */
async function templateFor(tx: Tx, channel: DeliveryChannel, e: NotificationInput, email: string): Promise<string | null> {
  if (channel === 'email') return email ? e.event : null;
  if (channel === 'sms') {
    const [user] = await tx.select({ mobile: users.mobile }).from(users).where(eq(users.id, e.userId));
    return user?.mobile ? e.event : null;
  }
  const [template] = await tx
    .select({ id: wechatTemplates.templateId })
    .from(wechatTemplates)
    .where(and(eq(wechatTemplates.siteId, e.siteId), eq(wechatTemplates.event, e.event)));
  if (!template) return null;
  const [identity] = await tx
    .select({ id: wechatIdentities.id })
    .from(wechatIdentities)
    .where(and(eq(wechatIdentities.userId, e.userId), eq(wechatIdentities.kind, 'mp')));
  return identity ? template.id : null;
}
