/**
 * The customer's side of returns: what can go back, the label upload, create, list with counts, detail, cancel.
 * Create holds the parcels (in_warehouse -> return_requested, guarded) in the return's transaction, so a parcel
 * can't be packed, sent, collected or put on a second return meanwhile.
 */
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import { ApiStatus } from '@contract/api';
import type { ReturnableData, ReturnAddress, ReturnCreateRequest, ReturnDetail, ReturnListData, ReturnStatus } from '@contract/returns';
import type { Queryable, Tx } from '../../db/client';
import {
  parcelReturnItems,
  type ParcelReturnRow,
  parcelReturns,
  parcels,
  type PrivateFileRow,
  privateFiles,
  reservationItems,
  siteOperations,
  type SiteRow,
  type UserRow,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { randomDigits } from '../../lib/crypto';
import { uniqueViolation } from '../../lib/db-errors';
import { ApiError, FieldError } from '../../lib/errors';
import { offsetOf } from '../../toolkit/lists';
import { localDate } from '../../toolkit/time';
import { savePrivateImage, writePrivateDoc } from '../files/private';
import { parcelConflict } from '../parcel/shared';
import { closeReturn } from './close';
import { detailOf, parcelCounts, summaryOf, type Viewer } from './view';
import { findReturn, logStep } from './workflow';

export interface CustomerContext extends Viewer {
  user: UserRow;
  site: SiteRow;
}

export const returnField = (field: string, reason: ConstructorParameters<typeof FieldError>[1], params = {}) =>
  new FieldError(`return.${field}`, reason, params);

const DEFAULT_HANDLING_FEE = 500;

/** The site's handling fee per parcel (`site_operations.return_handling_fee`, minor units; admins edit it). */
export async function handlingFeePerParcel(q: Queryable, siteId: number): Promise<number> {
  const [row] = await q.select({ fee: siteOperations.returnHandlingFee }).from(siteOperations).where(eq(siteOperations.siteId, siteId));
  return row?.fee ?? DEFAULT_HANDLING_FEE;
}

const returnable = (user: UserRow) =>
  and(
    eq(parcels.siteId, user.siteId),
    eq(parcels.userId, user.id),
    eq(parcels.status, 'in_warehouse'),
    isNull(parcels.waybillId),
    isNull(parcels.deletedAt),
  );

export async function returnableParcels(ctx: CustomerContext): Promise<ReturnableData> {
  const rows = await ctx.deps.db.select().from(parcels).where(returnable(ctx.user)).orderBy(desc(parcels.arrivedAt));
  return {
    list: rows.map((p) => ({ id: p.id, tracking_no: p.trackingNo, courier: p.courier, weight_g: p.weightG, status: p.status })),
    handling_fee: await handlingFeePerParcel(ctx.deps.db, ctx.user.siteId),
    currency: ctx.site.currency,
  };
}

/** A prepaid label: a PDF kept as it is, or an image kept with a rendition (no mark over the barcode). */
export async function saveLabel(deps: Deps, user: UserRow, bytes: Buffer): Promise<{ row: PrivateFileRow; kind: 'pdf' | 'image' }> {
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
    return { row: await savePrivateImage(deps, user, bytes, 'return.file', 'return_label'), kind: 'image' };
  }
  const key = await writePrivateDoc(deps, bytes, 'pdf');
  const [row] = await deps.db
    .insert(privateFiles)
    .values({
      siteId: user.siteId,
      userId: user.id,
      key,
      purpose: 'return_label',
      mime: 'application/pdf',
      size: bytes.length,
      width: 0,
      height: 0,
      createdAt: deps.now(),
    })
    .returning();
  return { row, kind: 'pdf' };
}

function checkDeadline(site: SiteRow, deadline: string, now: Date): void {
  const at = new Date(`${deadline}T00:00:00Z`);
  if (Number.isNaN(at.getTime()) || at.toISOString().slice(0, 10) !== deadline) throw returnField('deadline', 'invalid_date');
  if (deadline < localDate(site, now)) throw returnField('deadline', 'date_past');
}

/** A pickup return without the shop's address: blank, in the site's country. */
const noShop = (site: SiteRow): ReturnAddress => ({
  name: '',
  phone: '',
  street: '',
  suburb: '',
  city: '',
  region: '',
  postcode: '',
  country: site.countryCode.toUpperCase() === 'AU' ? 'AU' : 'NZ',
});

/** Optional parts left out arrive as undefined: stored as ''. */
function trimmed(a: ReturnAddress): ReturnAddress {
  const filled: Record<string, unknown> = { phone: '', suburb: '', region: '' };
  Object.assign(filled, a);
  return Object.fromEntries(Object.entries(filled).map(([k, v]) => [k, String(v ?? '').trim()])) as unknown as ReturnAddress;
}

/**
 * Checks what the schema can't (blank after trimming, the date, the label); answers the cleaned request. A pickup
 * return is collected at a depot by the customer: the shop's address and RMA number are theirs to keep (optional).
 */
async function checkCreate(ctx: CustomerContext, body: ReturnCreateRequest) {
  const pickup = body.method === 'pickup';
  if (!pickup && !body.address) throw returnField('address', 'required');
  const address = trimmed(body.address ?? noShop(ctx.site));
  if (!pickup)
    for (const field of ['name', 'street', 'city', 'postcode'] as const)
      if (!address[field]) throw returnField(`address.${field}`, 'blank');
  const raNumber = (body.ra_number ?? '').trim();
  if (!pickup && !raNumber) throw returnField('ra_number', body.ra_number === undefined ? 'required' : 'blank');
  checkDeadline(ctx.site, body.deadline, ctx.deps.now());
  let label: { key: string; kind: 'pdf' | 'image' } | null = null;
  if (body.method === 'label') {
    if (!body.label_file) throw returnField('label_file', 'required');
    const [file] = await ctx.deps.db
      .select()
      .from(privateFiles)
      .where(
        and(
          eq(privateFiles.siteId, ctx.user.siteId),
          eq(privateFiles.userId, ctx.user.id),
          eq(privateFiles.key, body.label_file),
          eq(privateFiles.purpose, 'return_label'),
        ),
      );
    if (!file) throw returnField('label_file', 'photo_not_found');
    label = { key: file.key, kind: file.mime === 'application/pdf' ? 'pdf' : 'image' };
  }
  return { address, raNumber, label, parcelIds: [...new Set(body.parcel_ids)], note: (body.note ?? '').trim() };
}

const newReturnNo = (now: Date) => `RT${now.toISOString().slice(2, 10).replace(/-/g, '')}${randomDigits(6)}`;

/** The parcels held for the return: each mine (else not found), each in the warehouse and on nothing else (else 42009). */
async function holdParcels(tx: Tx, user: UserRow, ids: number[], now: Date): Promise<void> {
  const rows = await tx
    .select()
    .from(parcels)
    .where(and(eq(parcels.siteId, user.siteId), eq(parcels.userId, user.id), inArray(parcels.id, ids), isNull(parcels.deletedAt)))
    .for('update');
  if (rows.length !== ids.length) throw new ApiError(ApiStatus.NOT_FOUND, 'parcel_not_found');
  const busy = rows.find((p) => p.status !== 'in_warehouse' || p.waybillId !== null);
  if (busy) throw parcelConflict('return_parcel_state', busy.status === 'in_warehouse' ? 'packing' : busy.status, { no: busy.trackingNo });
  // A parcel booked for self-pickup is on its way out already: the booking is cancelled first.
  const [booked] = await tx
    .select({ parcelId: reservationItems.parcelId })
    .from(reservationItems)
    .where(and(inArray(reservationItems.parcelId, ids), eq(reservationItems.status, 'open')))
    .limit(1);
  if (booked)
    throw new ApiError(ApiStatus.STATE_CONFLICT, 'return_parcel_booked', { no: rows.find((p) => p.id === booked.parcelId)!.trackingNo });
  const held = await tx
    .update(parcels)
    .set({ status: 'return_requested', updatedAt: now })
    .where(and(inArray(parcels.id, ids), eq(parcels.status, 'in_warehouse'), isNull(parcels.waybillId)))
    .returning({ id: parcels.id });
  if (held.length !== ids.length) throw parcelConflict('return_parcel_state', 'return_requested', { no: '' });
}

export async function createReturn(ctx: CustomerContext, body: ReturnCreateRequest): Promise<ReturnDetail> {
  const { deps, user } = ctx;
  if (body.request_id) {
    const [first] = await deps.db
      .select()
      .from(parcelReturns)
      .where(and(eq(parcelReturns.userId, user.id), eq(parcelReturns.requestId, body.request_id)));
    if (first) return detailOf(ctx, deps.db, first);
  }
  const input = await checkCreate(ctx, body);
  const perParcel = await handlingFeePerParcel(deps.db, user.siteId);
  let row: ParcelReturnRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      const now = deps.now();
      await holdParcels(tx, user, input.parcelIds, now);
      const handlingFee = perParcel * input.parcelIds.length;
      // Postage is quoted by staff; a prepaid label or a collection needs no quote, only the handling fee.
      const quoteNeeded = body.method === 'postage';
      const [created] = await tx
        .insert(parcelReturns)
        .values({
          siteId: user.siteId,
          userId: user.id,
          no: newReturnNo(now),
          status: quoteNeeded ? 'requested' : 'awaiting_payment',
          method: body.method,
          address: input.address,
          raNumber: input.raNumber,
          deadline: body.deadline,
          labelKey: input.label?.key ?? null,
          labelKind: input.label?.kind ?? null,
          note: input.note,
          currency: ctx.site.currency,
          handlingFee,
          postage: quoteNeeded ? null : 0,
          amount: quoteNeeded ? null : handlingFee,
          requestId: body.request_id ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx.insert(parcelReturnItems).values(input.parcelIds.map((parcelId) => ({ returnId: created.id, parcelId })));
      await logStep(tx, created, { action: 'requested', by: user, note: input.note }, null, now);
      return created;
    });
  } catch (err) {
    if (uniqueViolation(err) !== 'parcel_returns_request' || !body.request_id) throw err;
    [row] = await deps.db
      .select()
      .from(parcelReturns)
      .where(and(eq(parcelReturns.userId, user.id), eq(parcelReturns.requestId, body.request_id)));
  }
  return detailOf(ctx, deps.db, row);
}

export async function listReturns(
  ctx: CustomerContext,
  query: { status?: ReturnStatus; page: number; page_size: number },
): Promise<ReturnListData> {
  const { db } = ctx.deps;
  const mine = and(eq(parcelReturns.siteId, ctx.user.siteId), eq(parcelReturns.userId, ctx.user.id));
  const where = and(mine, query.status ? eq(parcelReturns.status, query.status) : undefined);
  const rows = await db
    .select()
    .from(parcelReturns)
    .where(where)
    .orderBy(desc(parcelReturns.createdAt), desc(parcelReturns.id))
    .limit(query.page_size)
    .offset(offsetOf(query));
  const [{ total }] = await db.select({ total: count() }).from(parcelReturns).where(where);
  const byState = await db
    .select({ status: parcelReturns.status, n: count() })
    .from(parcelReturns)
    .where(mine)
    .groupBy(parcelReturns.status);
  const counts = await parcelCounts(
    db,
    rows.map((r) => r.id),
  );
  return {
    list: rows.map((r) => summaryOf(r, ctx.lang, counts.get(r.id) ?? 0)),
    total,
    page: query.page,
    page_size: query.page_size,
    counts: Object.fromEntries(byState.map((s) => [s.status, s.n])),
  };
}

export async function returnDetail(ctx: CustomerContext, id: number): Promise<ReturnDetail> {
  return detailOf(ctx, ctx.deps.db, await findReturn(ctx.deps.db, { siteId: ctx.user.siteId, userId: ctx.user.id }, id));
}

/** The customer calls it off before it is shipped; a paid fee goes back where it came from. */
export async function cancelReturn(ctx: CustomerContext, id: number): Promise<ReturnDetail> {
  const row = await closeReturn(ctx.deps, ctx.origin, { siteId: ctx.user.siteId, userId: ctx.user.id }, id, {
    to: 'cancelled',
    step: { action: 'cancelled', by: ctx.user },
    refundReason: 'return_cancelled',
  });
  return detailOf(ctx, ctx.deps.db, row);
}

export type { ApiLang };
