/**
 * Delivering one outbox row (the notification-deliver job). A row that cannot be delivered on its channel
 * (no subscribe acceptance left, WeChat's 43101, or every retry failed) hands over to the next channel of the same
 * event (its fallback). Failures are thrown so pg-boss retries them with backoff and, after the last, dead-letters.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  notificationOutbox,
  notificationPrefs,
  type OutboxRow,
  subscribeQuotas,
  users,
  wechatIdentities,
  wechatTemplates,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { SubscriptionMissing } from '../../providers/wechat/subscribe';
import { enqueue } from '../jobs/queue';
import { executorOn } from '../jobs/sql';
import { DELIVER_QUEUE } from './outbox';
import { render, type TextLang, textLang } from './texts';
import { templateData } from './wechat-fields';

/** Retries after the first attempt (pg-boss backoff: 30 s, 1 min, 2 min, ...). */
export const DELIVER_RETRIES = 4;

type Outcome = { sent: true } | { sent: false; why: string };

export async function deliver(deps: Deps, outboxId: number): Promise<void> {
  const [row] = await deps.db.select().from(notificationOutbox).where(eq(notificationOutbox.id, outboxId));
  if (!row || row.status === 'sent' || row.status === 'skipped') return; // a re-run job: already done
  const [user] = await deps.db.select({ lang: users.lang, mobile: users.mobile }).from(users).where(eq(users.id, row.userId));
  const lang = textLang(user?.lang ?? 'zh_CN');
  let outcome: Outcome;
  try {
    outcome = await sendOn(deps, row, lang, user?.mobile ?? '');
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    const attempts = await recordFailure(deps, row.id, why);
    if (attempts > DELIVER_RETRIES) await close(deps, row, 'failed', why);
    throw err;
  }
  if (outcome.sent) await close(deps, row, 'sent', '');
  else await close(deps, row, 'skipped', outcome.why);
}

async function sendOn(deps: Deps, row: OutboxRow, lang: TextLang, mobile: string): Promise<Outcome> {
  const text = render(row.event, row.payload, lang);
  if (row.channel === 'sms') {
    if (!mobile) return { sent: false, why: 'no mobile number' };
    await deps.sms.send(mobile, `${text.title}: ${text.body}`);
    return { sent: true };
  }
  if (row.channel === 'email') {
    const to = await emailOf(deps, row.userId);
    if (!to) return { sent: false, why: 'no email address' };
    await deps.email.send({ to, subject: text.title, text: text.body });
    return { sent: true };
  }
  return sendWechat(deps, row, lang, text);
}

async function sendWechat(deps: Deps, row: OutboxRow, lang: TextLang, text: { title: string; body: string }): Promise<Outcome> {
  const [identity] = await deps.db
    .select({ openid: wechatIdentities.openid })
    .from(wechatIdentities)
    .where(and(eq(wechatIdentities.userId, row.userId), eq(wechatIdentities.kind, 'mp')));
  const [template] = await deps.db
    .select()
    .from(wechatTemplates)
    .where(and(eq(wechatTemplates.siteId, row.siteId), eq(wechatTemplates.templateId, row.template)));
  if (!identity || !template) return { sent: false, why: 'no mini-program openid or template' };
  // One acceptance is one send: take it first, give it back when the send did not happen.
  const taken = await deps.db
    .update(subscribeQuotas)
    .set({ remaining: sql`${subscribeQuotas.remaining} - 1`, updatedAt: deps.now() })
    .where(and(eq(subscribeQuotas.userId, row.userId), eq(subscribeQuotas.templateId, row.template), gt(subscribeQuotas.remaining, 0)))
    .returning({ id: subscribeQuotas.id });
  if (!taken.length) return { sent: false, why: 'no subscribe acceptance left' };
  const quota = eq(subscribeQuotas.id, taken[0].id);
  try {
    await deps.subscribe.send({
      openid: identity.openid,
      templateId: row.template,
      page: row.link.replace(/^\//, ''),
      data: templateData(template.fields, row.payload, text),
      lang: lang === 'en' ? 'en_US' : 'zh_CN',
    });
    return { sent: true };
  } catch (err) {
    if (err instanceof SubscriptionMissing) {
      await deps.db.update(subscribeQuotas).set({ remaining: 0, updatedAt: deps.now() }).where(quota);
      return { sent: false, why: err.message };
    }
    await deps.db
      .update(subscribeQuotas)
      .set({ remaining: sql`${subscribeQuotas.remaining} + 1`, updatedAt: deps.now() })
      .where(quota);
    throw err;
  }
}

async function emailOf(deps: Deps, userId: number): Promise<string> {
  const [prefs] = await deps.db
    .select({ email: notificationPrefs.email })
    .from(notificationPrefs)
    .where(eq(notificationPrefs.userId, userId));
  return prefs?.email ?? '';
}

async function recordFailure(deps: Deps, id: number, why: string): Promise<number> {
  const [row] = await deps.db
    .update(notificationOutbox)
    .set({ attempts: sql`${notificationOutbox.attempts} + 1`, lastError: why.slice(0, 500), updatedAt: deps.now() })
    .where(eq(notificationOutbox.id, id))
    .returning({ attempts: notificationOutbox.attempts });
  return row?.attempts ?? 0;
}

/** Settles the row (sent, skipped, failed) and, when it did not deliver, queues the event's next channel, once. */
async function close(deps: Deps, row: OutboxRow, status: 'sent' | 'skipped' | 'failed', why: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const settled = await tx
      .update(notificationOutbox)
      .set({
        status,
        lastError: why.slice(0, 500),
        updatedAt: deps.now(),
        ...(status === 'sent' ? { sentAt: deps.now(), attempts: sql`${notificationOutbox.attempts} + 1` } : {}),
      })
      .where(
        and(eq(notificationOutbox.id, row.id), inArray(notificationOutbox.status, status === 'sent' ? ['pending', 'failed'] : ['pending'])),
      )
      .returning({ id: notificationOutbox.id });
    if (!settled.length || status === 'sent') return;
    const [next] = await tx
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.dedupeKey, row.dedupeKey),
          eq(notificationOutbox.userId, row.userId),
          eq(notificationOutbox.position, row.position + 1),
          eq(notificationOutbox.status, 'pending'),
        ),
      );
    if (next) await enqueue(executorOn(tx), DELIVER_QUEUE, { outboxId: next.id });
  });
}
