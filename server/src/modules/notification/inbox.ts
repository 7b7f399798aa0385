/** The customer's side: the inbox (in the reader's language), preferences, and WeChat subscribe acceptances. */
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import { ApiStatus } from '@contract/api';
import {
  DEFAULT_PREFS,
  type InboxPage,
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  type PrefsView,
  type SavePrefsRequest,
} from '@contract/notification';
import {
  inboxMessages,
  type InboxRow,
  notificationPrefs,
  type SiteRow,
  subscribeQuotas,
  type UserRow,
  wechatTemplates,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError, FieldError } from '../../lib/errors';
import { offsetOf } from '../../toolkit/lists';
import { render, textLang } from './texts';

const mine = (user: UserRow) => and(eq(inboxMessages.siteId, user.siteId), eq(inboxMessages.userId, user.id));

export async function inbox(deps: Deps, user: UserRow, lang: ApiLang, page: { page: number; page_size: number }): Promise<InboxPage> {
  const rows = await deps.db
    .select()
    .from(inboxMessages)
    .where(mine(user))
    .orderBy(desc(inboxMessages.id))
    .limit(page.page_size)
    .offset(offsetOf(page));
  const [{ total }] = await deps.db.select({ total: count() }).from(inboxMessages).where(mine(user));
  return { list: rows.map((row) => view(row, lang)), total, unread: await unreadCount(deps, user) };
}

export async function unreadCount(deps: Deps, user: UserRow): Promise<number> {
  const [{ n }] = await deps.db
    .select({ n: count() })
    .from(inboxMessages)
    .where(and(mine(user), isNull(inboxMessages.readAt)));
  return n;
}

/** Reading twice is fine; another customer's message is "not found". */
export async function markRead(deps: Deps, user: UserRow, id: number): Promise<void> {
  const [row] = await deps.db
    .select({ id: inboxMessages.id })
    .from(inboxMessages)
    .where(and(mine(user), eq(inboxMessages.id, id)));
  if (!row) throw new ApiError(ApiStatus.NOT_FOUND, 'message_not_found');
  await deps.db
    .update(inboxMessages)
    .set({ readAt: deps.now() })
    .where(and(eq(inboxMessages.id, id), isNull(inboxMessages.readAt)));
}

export async function markAllRead(deps: Deps, user: UserRow): Promise<{ updated: number }> {
  const rows = await deps.db
    .update(inboxMessages)
    .set({ readAt: deps.now() })
    .where(and(mine(user), isNull(inboxMessages.readAt)))
    .returning({ id: inboxMessages.id });
  return { updated: rows.length };
}

function view(row: InboxRow, lang: ApiLang) {
  const text = render(row.event, row.payload, textLang(lang));
  return {
    id: row.id,
    event: row.event,
    title: text.title,
    body: text.body,
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function prefsOf(deps: Deps, user: UserRow): Promise<PrefsView> {
  const [row] = await deps.db.select().from(notificationPrefs).where(eq(notificationPrefs.userId, user.id));
  return { prefs: { ...DEFAULT_PREFS, ...row?.prefs }, email: row?.email ?? '' };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function savePrefs(deps: Deps, user: UserRow, body: SavePrefsRequest): Promise<PrefsView> {
  const email = body.email?.trim() ?? '';
  if (email && !EMAIL.test(email)) throw new FieldError('email', 'email');
  if (!email && Object.values(body.prefs).some((group) => group.email)) throw new FieldError('email', 'required');
  const values = { userId: user.id, siteId: user.siteId, prefs: body.prefs, email, updatedAt: deps.now() };
  await deps.db.insert(notificationPrefs).values(values).onConflictDoUpdate({ target: notificationPrefs.userId, set: values });
  return prefsOf(deps, user);
}

/** The site's template ids for these events (the app asks wx.requestSubscribeMessage for them at a tap). */
export async function templatesFor(deps: Deps, site: SiteRow, events: string[]): Promise<{ template_ids: string[] }> {
  const known = events.filter((e): e is NotificationEvent => (NOTIFICATION_EVENTS as readonly string[]).includes(e));
  if (!known.length) return { template_ids: [] };
  const rows = await deps.db
    .select({ id: wechatTemplates.templateId })
    .from(wechatTemplates)
    .where(and(eq(wechatTemplates.siteId, site.id), inArray(wechatTemplates.event, known)));
  return { template_ids: [...new Set(rows.map((r) => r.id))].slice(0, 3) }; // WeChat asks for at most 3 at once
}

/** +1 send for each template the customer accepted (only the site's configured ones count). */
export async function recordAcceptance(deps: Deps, user: UserRow, accepted: string[]): Promise<{ counted: number }> {
  const ids = [...new Set(accepted)];
  if (!ids.length) return { counted: 0 };
  const known = await deps.db
    .selectDistinct({ id: wechatTemplates.templateId })
    .from(wechatTemplates)
    .where(and(eq(wechatTemplates.siteId, user.siteId), inArray(wechatTemplates.templateId, ids)));
  for (const { id } of known) {
    await deps.db
      .insert(subscribeQuotas)
      .values({ siteId: user.siteId, userId: user.id, templateId: id, remaining: 1, updatedAt: deps.now() })
      .onConflictDoUpdate({
        target: [subscribeQuotas.userId, subscribeQuotas.templateId],
        set: { remaining: sql`${subscribeQuotas.remaining} + 1`, updatedAt: deps.now() },
      });
  }
  return { counted: known.length };
}
