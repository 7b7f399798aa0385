/**
 * What the customer is told, through the notification outbox inside the claim's transaction: staff asking for
 * information (claim.need_info), a decision (claim.decided), the payment (claim.paid), and a waybill marked lost
 * or damaged (waybill.problem_flagged, opening the claim form prefilled). Dedupe keys are per claim and step, so a
 * retried request tells once. Free texts go in the customer's own language (users.lang).
 */
import { eq } from 'drizzle-orm';
import type { NotificationEvent } from '@contract/notification';
import type { Tx } from '../../db/client';
import { type ClaimRow, users, type WaybillRow } from '../../db/schema';
import { t } from '../../i18n';
import { inLang } from '../../lib/bilingual';
import { notify } from '../notification/outbox';
import type { IncidentKind } from './incidents';
import { CLAIM_REASON_TEXT, CLAIM_STATUS_TEXT } from './labels';
import { ruleMoney } from './rules';
import type { Step } from './workflow';

const EVENT_OF: Partial<Record<Step['action'], NotificationEvent>> = {
  asked: 'claim.need_info',
  approved: 'claim.decided',
  partially_approved: 'claim.decided',
  rejected: 'claim.decided',
  paid: 'claim.paid',
};

async function langOf(tx: Tx, userId: number): Promise<'zh-cn' | 'en'> {
  const [user] = await tx.select({ lang: users.lang }).from(users).where(eq(users.id, userId));
  return user?.lang === 'en' ? 'en' : 'zh-cn';
}

/** Tells the customer about a step of their claim, when it is one they are told about. */
export async function noticeFor(tx: Tx, claim: ClaimRow, step: Step, stepId: number): Promise<void> {
  const event = EVENT_OF[step.action];
  if (!event) return;
  const lang = await langOf(tx, claim.userId);
  const money = (minor: number) => ruleMoney(claim.snapshot.currency, minor);
  const reason =
    step.action === 'asked'
      ? (step.message ?? '')
      : [
          inLang(lang, CLAIM_STATUS_TEXT[claim.status]),
          step.reasonCode ? inLang(lang, CLAIM_REASON_TEXT[step.reasonCode as keyof typeof CLAIM_REASON_TEXT]) : '',
        ]
          .filter(Boolean)
          .join(' · ');
  await notify(tx, {
    siteId: claim.siteId,
    userId: claim.userId,
    event,
    link: `/pages/mine/after-service/detail?id=${claim.id}`,
    payload: { no: claim.no, reason, amount: money(claim.approvedAmount ?? 0) },
    dedupeKey: event === 'claim.paid' ? String(claim.id) : `${claim.id}:${stepId}`,
  });
}

/** A waybill newly marked lost or damaged: the message opens the claim form for it. */
export async function incidentNotice(
  tx: Tx,
  waybill: Pick<WaybillRow, 'id' | 'siteId' | 'userId' | 'no'>,
  kind: IncidentKind,
): Promise<void> {
  const lang = await langOf(tx, waybill.userId);
  await notify(tx, {
    siteId: waybill.siteId,
    userId: waybill.userId,
    event: 'waybill.problem_flagged',
    link: `/pages/claims/add?waybill_id=${waybill.id}&type=${kind}`,
    payload: { no: waybill.no, reason: t(lang, kind === 'lost' ? 'claim_incident_lost' : 'claim_incident_damaged') },
    dedupeKey: `incident:${waybill.id}:${kind}`,
  });
}
