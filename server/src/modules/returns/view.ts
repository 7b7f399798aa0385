/** A return as customers and staff read it: summary rows, the detail with parcels, photos, label and timeline. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import type { ReturnAction, ReturnBooking, ReturnDetail, ReturnEvent, ReturnSummary } from '@contract/returns';
import type { Queryable } from '../../db/client';
import { parcelReturnEvents, parcelReturnItems, type ParcelReturnRow, parcels, payments, refunds } from '../../db/schema';
import type { Deps } from '../../deps';
import { inLang } from '../../lib/bilingual';
import { fileUrlSecret, photoLinks, signedFileUrl } from '../files/signed-urls';
import { latestBooking } from './collect';
import { RETURN_ACTION_TEXT, RETURN_METHOD_TEXT, RETURN_STATUS_TEXT } from './labels';

export function summaryOf(row: ParcelReturnRow, lang: ApiLang, parcelCount: number): ReturnSummary {
  return {
    id: row.id,
    no: row.no,
    status: row.status,
    status_text: inLang(lang, RETURN_STATUS_TEXT[row.status]),
    method: row.method,
    method_text: inLang(lang, RETURN_METHOD_TEXT[row.method]),
    parcel_count: parcelCount,
    currency: row.currency,
    amount: row.amount ?? 0,
    deadline: row.deadline,
    carrier: row.carrier,
    tracking_no: row.trackingNo,
    created_at: row.createdAt.toISOString(),
  };
}

/** Parcels per return, for a page of rows. */
export async function parcelCounts(q: Queryable, ids: number[]): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (!ids.length) return counts;
  const rows = await q
    .select({ returnId: parcelReturnItems.returnId })
    .from(parcelReturnItems)
    .where(inArray(parcelReturnItems.returnId, ids));
  for (const r of rows) counts.set(r.returnId, (counts.get(r.returnId) ?? 0) + 1);
  return counts;
}

export interface Viewer {
  deps: Deps;
  lang: ApiLang;
  origin: string;
  staffView: boolean;
}

const CUSTOMER_ACTIONS: Partial<Record<ParcelReturnRow['status'], string[]>> = {
  requested: ['cancel'],
  quoted: ['pay', 'cancel'],
  awaiting_payment: ['pay', 'cancel'],
  processing: ['cancel'],
};

/** `book`: a paid collection without an open booking; no call-off while one is open. */
function customerActions(row: ParcelReturnRow, booking: ReturnBooking | null): string[] {
  const actions = CUSTOMER_ACTIONS[row.status] ?? [];
  if (row.method !== 'pickup' || row.status !== 'processing') return actions;
  return booking?.status === 'booked' ? [] : ['book', ...actions];
}

function staffActions(row: ParcelReturnRow): string[] {
  const open = ['requested', 'quoted', 'awaiting_payment', 'processing'].includes(row.status) ? ['reject'] : [];
  if (row.status === 'requested' && row.method === 'postage') return ['quote', ...open];
  if (row.status === 'processing') {
    // A collection is completed by the desk's hand-over, not here.
    const next = !row.processedAt || row.method === 'pickup' ? [] : ['ship'];
    return ['process', ...next, ...open];
  }
  if (row.status === 'shipped') return ['complete'];
  return open;
}

export async function detailOf(v: Viewer, q: Queryable, row: ParcelReturnRow): Promise<ReturnDetail> {
  const items = await q
    .select({ p: parcels })
    .from(parcelReturnItems)
    .innerJoin(parcels, eq(parcels.id, parcelReturnItems.parcelId))
    .where(eq(parcelReturnItems.returnId, row.id))
    .orderBy(asc(parcels.id));
  const events = await q
    .select()
    .from(parcelReturnEvents)
    .where(eq(parcelReturnEvents.returnId, row.id))
    .orderBy(asc(parcelReturnEvents.id));
  const [paid] = await q
    .select({ no: payments.no, status: payments.status, refund: refunds.id })
    .from(payments)
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(and(eq(payments.returnId, row.id), inArray(payments.status, ['paid', 'refunded'])));
  const booking = row.method === 'pickup' ? await latestBooking(q, v.lang, row.id) : null;
  const secret = fileUrlSecret(v.deps.config);
  const labelLink = row.labelKey
    ? row.labelKind === 'pdf'
      ? signedFileUrl(v.origin, secret, row.labelKey, v.deps.now(), 'pdf', row.no)
      : signedFileUrl(v.origin, secret, row.labelKey, v.deps.now())
    : null;
  return {
    ...summaryOf(row, v.lang, items.length),
    address: row.address,
    ra_number: row.raNumber,
    note: row.note,
    handling_fee: row.handlingFee,
    postage: row.postage,
    label: labelLink && row.labelKey ? { file: row.labelKey, url: labelLink.url, expires_at: labelLink.expiresAt.toISOString() } : null,
    label_kind: row.labelKind ?? '',
    parcels: items.map(({ p }) => ({ id: p.id, tracking_no: p.trackingNo, courier: p.courier, weight_g: p.weightG, status: p.status })),
    weight_g: row.weightG,
    photos: photoLinks(v.deps, v.origin, row.photoKeys),
    reject_reason: row.rejectReason,
    payment_no: paid?.no ?? '',
    refunded: Boolean(paid?.refund),
    actions: v.staffView ? staffActions(row) : customerActions(row, booking),
    booking,
    events: events.map((e): ReturnEvent => ({
      action: e.action as ReturnAction,
      action_text: inLang(v.lang, RETURN_ACTION_TEXT[e.action as ReturnAction]),
      by: e.byRole,
      note: e.note,
      at: e.createdAt.toISOString(),
    })),
  };
}
