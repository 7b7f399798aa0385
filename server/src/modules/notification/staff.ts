/**
 * Staff: the site's delivery log (every customer's or one's: sent, failed, why) and resend; admins set the WeChat
 * templates per event.
 */
import { and, eq } from 'drizzle-orm';
import { type ApiLang, ApiStatus } from '@contract/api';
import type { NotificationEvent, StaffDeliveryQuery } from '@contract/notification';
import { notificationOutbox, type OutboxRow, type SiteRow, users, wechatTemplates } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError } from '../../lib/errors';
import { cappedTotal, countRows, offsetOf, type Paging, sortedBy, withinDays } from '../../toolkit/lists';
import { dayRange } from '../../toolkit/time';
import { recordChange } from '../audit/record';
import { enqueue } from '../jobs/queue';
import { executorOn } from '../jobs/sql';
import { DELIVER_QUEUE } from './outbox';
import { NOTIFICATION_TEXTS, textLang } from './texts';

/** The list's sort columns (the id breaks ties). */
const DELIVERY_SORTS = { created_at: notificationOutbox.createdAt } as const;

/** The site's deliveries, one customer's when asked (user id or member code), with the event's title in `lang`. */
export async function deliveryLog(deps: Deps, site: SiteRow, lang: ApiLang, q: StaffDeliveryQuery & Paging) {
  const customer = q.user_id ?? (q.member_code === undefined ? undefined : await userByMemberCode(deps, site, q.member_code));
  const where = and(
    eq(notificationOutbox.siteId, site.id),
    customer === undefined ? undefined : eq(notificationOutbox.userId, customer),
    q.status && eq(notificationOutbox.status, q.status),
    q.channel && eq(notificationOutbox.channel, q.channel),
    withinDays(notificationOutbox.createdAt, dayRange(site, 'notification', q)),
  );
  const rows = await deps.db
    .select({ row: notificationOutbox, memberCode: users.memberCode })
    .from(notificationOutbox)
    .leftJoin(users, eq(users.id, notificationOutbox.userId))
    .where(where)
    .orderBy(...sortedBy(DELIVERY_SORTS, notificationOutbox.id, q, 'created_at'))
    .limit(q.page_size)
    .offset(offsetOf(q));
  const n = await countRows(deps.db, notificationOutbox, where);
  const title = (event: NotificationEvent) => NOTIFICATION_TEXTS[event][textLang(lang)].title;
  const list = rows.map(({ row, memberCode }) => ({ ...logView(row), title: title(row.event), member_code: memberCode }));
  return { list, ...cappedTotal(n), page: q.page, page_size: q.page_size };
}

async function userByMemberCode(deps: Deps, site: SiteRow, code: string): Promise<number> {
  const [user] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, site.id), eq(users.memberCode, code.trim().toUpperCase())));
  return user?.id ?? 0; // no such customer: an empty log
}

function logView(r: OutboxRow) {
  return {
    id: r.id,
    event: r.event,
    channel: r.channel,
    template: r.template,
    status: r.status,
    attempts: r.attempts,
    last_error: r.lastError,
    link: r.link,
    created_at: r.createdAt.toISOString(),
    sent_at: r.sentAt?.toISOString() ?? null,
  };
}

/** Sends the row again on its own channel (fresh attempts), whatever became of it; the job is queued with the change. */
export async function resend(deps: Deps, site: SiteRow, id: number) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(notificationOutbox)
      .set({ status: 'pending', attempts: 0, lastError: '', sentAt: null, updatedAt: deps.now() })
      .where(and(eq(notificationOutbox.siteId, site.id), eq(notificationOutbox.id, id)))
      .returning();
    if (!row) throw new ApiError(ApiStatus.NOT_FOUND, 'notification_not_found');
    await enqueue(executorOn(tx), DELIVER_QUEUE, { outboxId: row.id });
    return logView(row);
  });
}

export async function templates(deps: Deps, site: SiteRow) {
  const rows = await deps.db.select().from(wechatTemplates).where(eq(wechatTemplates.siteId, site.id)).orderBy(wechatTemplates.event);
  return { list: rows.map((r) => ({ event: r.event, template_id: r.templateId, fields: r.fields })) };
}

export async function saveTemplate(
  deps: Deps,
  site: SiteRow,
  body: { event: NotificationEvent; template_id: string; fields: Record<string, string> },
  actorId: number,
) {
  const values = { siteId: site.id, event: body.event, templateId: body.template_id.trim(), fields: body.fields, updatedAt: deps.now() };
  const shown = (row: { templateId: string; fields: Record<string, string> } | undefined) =>
    row && { event: body.event, template_id: row.templateId, fields: row.fields };
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(wechatTemplates)
      .where(and(eq(wechatTemplates.siteId, site.id), eq(wechatTemplates.event, body.event)))
      .for('update');
    const [after] = await tx
      .insert(wechatTemplates)
      .values(values)
      .onConflictDoUpdate({ target: [wechatTemplates.siteId, wechatTemplates.event], set: values })
      .returning();
    await recordChange(tx, {
      siteId: site.id,
      actorId,
      kind: 'wechat_template',
      entityId: after.id,
      before: shown(before) ?? null,
      after: shown(after)!,
      at: values.updatedAt,
    });
  });
  return templates(deps, site);
}
