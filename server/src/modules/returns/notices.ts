/**
 * What the customer is told about their return, through the notification outbox inside the step's transaction:
 * the quote, the payment, a rejection (with the reason), the shipment (carrier and tracking number) and the
 * completion. Dedupe keys are per return and step, so a retried request tells once.
 */
import { formatMoney } from '@contract/money';
import type { NotificationEvent } from '@contract/notification';
import type { Tx } from '../../db/client';
import type { ParcelReturnRow } from '../../db/schema';
import { notify } from '../notification/outbox';
import type { Step } from './workflow';

const EVENT_OF: Partial<Record<Step['action'], NotificationEvent>> = {
  quoted: 'return.quoted',
  paid: 'return.paid',
  rejected: 'return.rejected',
  shipped: 'return.shipped',
  completed: 'return.completed',
};

export async function noticeFor(tx: Tx, row: ParcelReturnRow, step: Step, stepId: number): Promise<void> {
  const event = EVENT_OF[step.action];
  if (!event) return;
  await notify(tx, {
    siteId: row.siteId,
    userId: row.userId,
    event,
    link: `/pages/mine/order-refund/detail?id=${row.id}`,
    payload: {
      no: row.no,
      amount: formatMoney(row.amount ?? 0, row.currency),
      reason: row.rejectReason,
      carrier: row.carrier,
      tracking_no: row.trackingNo,
    },
    dedupeKey: `${row.id}:${stepId}`,
  });
}
