/**
 * What the customer is told, through the notification outbox inside the claim's transaction: staff asking for
 * information (claim.need_info), a decision (claim.decided), the payment (claim.paid), and a waybill marked lost
 * or damaged (waybill.problem_flagged, opening the claim form prefilled). Dedupe keys are per claim and step, so a
 * retried request tells once. Texts of ours go in both languages; staff's free texts as written.
 */
import type { NotificationEvent } from '@contract/notification';
import type { Tx } from '../../db/client';
import { type ClaimRow, type WaybillRow } from '../../db/schema';
import { t } from '../../i18n';
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

/** The decision's words in one language: the claim's state and the reason staff chose. */
const decisionText = (lang: 'zh' | 'en', claim: ClaimRow, step: Step): string =>
  [CLAIM_STATUS_TEXT[claim.status][lang], step.reasonCode ? CLAIM_REASON_TEXT[step.reasonCode as keyof typeof CLAIM_REASON_TEXT][lang] : '']
    .filter(Boolean)
    .join(' · ');

/**
 * Tells the customer about a step of their claim, when it is one they are told about. A decision's words go in
 * both languages (`reason`, `reason_en`), so the inbox reads in the language the customer reads it in; a question
 * is staff's own text, as written.
 */
export async function noticeFor(tx: Tx, claim: ClaimRow, step: Step, stepId: number): Promise<void> {
  const event = EVENT_OF[step.action];
  if (!event) return;
  const money = (minor: number) => ruleMoney(claim.snapshot.currency, minor);
  const reason: Record<string, string> =
    step.action === 'asked'
      ? { reason: step.message ?? '' }
      : { reason: decisionText('zh', claim, step), reason_en: decisionText('en', claim, step) };
  await notify(tx, {
    siteId: claim.siteId,
    userId: claim.userId,
    event,
    link: `/pages/mine/after-service/detail?id=${claim.id}`,
    payload: { no: claim.no, ...reason, amount: money(claim.approvedAmount ?? 0) },
    dedupeKey: event === 'claim.paid' ? String(claim.id) : `${claim.id}:${stepId}`,
  });
}

/** A waybill newly marked lost or damaged: the message opens the claim form for it. */
export async function incidentNotice(
  tx: Tx,
  waybill: Pick<WaybillRow, 'id' | 'siteId' | 'userId' | 'no'>,
  kind: IncidentKind,
): Promise<void> {
  const key = kind === 'lost' ? 'claim_incident_lost' : 'claim_incident_damaged';
  await notify(tx, {
    siteId: waybill.siteId,
    userId: waybill.userId,
    event: 'waybill.problem_flagged',
    link: `/pages/claims/add?waybill_id=${waybill.id}&type=${kind}`,
    payload: { no: waybill.no, reason: t('zh-cn', key), reason_en: t('en', key) },
    dedupeKey: `incident:${waybill.id}:${kind}`,
  });
}
