/**
 * The notifications of parcels, waybills and refunds, called inside the transaction of each transition (see
 * docs/parcels-waybills.md). Keys make each occurrence notify once: the row id, plus a time for events that can
 * happen again (a problem flagged twice).
 */
import { eq } from 'drizzle-orm';
import { formatMoney } from '@contract/money';
import type { NotificationEvent } from '@contract/notification';
import type { Tx } from '../../db/client';
import { type NotificationPayload, type ParcelRow, payments, type RefundRow, sites, type WaybillRow } from '../../db/schema';
import { notify } from './outbox';

const PARCEL_PAGE = '/pages/mine/my-parcel/index?tab=in_warehouse';
const WAYBILL_PAGE = '/pages/waybill/detail';

export async function notifyParcel(tx: Tx, row: ParcelRow, event: NotificationEvent): Promise<void> {
  if (!row.userId) return; // unclaimed: nobody to tell yet (parcel.matched tells the one who claims it)
  await notify(tx, {
    siteId: row.siteId,
    userId: row.userId,
    event,
    payload: { no: row.trackingNo },
    dedupeKey: String(row.id),
    link: `${PARCEL_PAGE}&id=${row.id}`,
  });
}

export async function notifyWaybill(
  tx: Tx,
  row: WaybillRow,
  event: NotificationEvent,
  extra: NotificationPayload = {},
  occurrence = '',
): Promise<void> {
  const payload: NotificationPayload = { no: row.no, ...extra };
  if (event === 'waybill.awaiting_payment' || event === 'waybill.paid') payload.amount = await amountOf(tx, row.siteId, row.amountDue ?? 0);
  await notify(tx, {
    siteId: row.siteId,
    userId: row.userId,
    event,
    payload,
    dedupeKey: occurrence ? `${row.id}:${occurrence}` : String(row.id),
    link: `${WAYBILL_PAGE}?id=${row.id}`,
  });
}

/** A refund that reached 'succeeded': the whole payment is back. */
export async function notifyRefund(tx: Tx, refund: RefundRow): Promise<void> {
  const [payment] = await tx.select({ amount: payments.amount }).from(payments).where(eq(payments.id, refund.paymentId));
  await notify(tx, {
    siteId: refund.siteId,
    userId: refund.userId,
    event: 'refund.completed',
    payload: { no: refund.no, amount: await amountOf(tx, refund.siteId, payment.amount) },
    dedupeKey: String(refund.id),
    link: '/pages/mine/my-wallet/index',
  });
}

async function amountOf(tx: Tx, siteId: number, minor: number): Promise<string> {
  const [site] = await tx.select({ currency: sites.currency }).from(sites).where(eq(sites.id, siteId));
  return formatMoney(minor, site.currency);
}
