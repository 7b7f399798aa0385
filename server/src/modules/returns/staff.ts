/**
 * The warehouse's side: the returns queue (open ones by the shop's deadline, those due within 2 days flagged),
 * quote postage, reject, process (weight and photos), ship (carrier and tracking number), complete.
 */
import { and, count, eq, inArray, lte } from 'drizzle-orm';
import type { ReturnDetail, StaffProcessRequest, StaffReturnListData, StaffReturnQuery, StaffShipRequest } from '@contract/returns';
import { OPEN_RETURN_STATUSES } from '@contract/returns';
import type { Tx } from '../../db/client';
import { type ParcelReturnRow, parcelReturns, type SiteRow, type UserRow, users } from '../../db/schema';
import { FieldError } from '../../lib/errors';
import { offsetOf, sortedBy, withinDays } from '../../toolkit/lists';
import { dayRange, localDate } from '../../toolkit/time';
import { customerDeleted } from '../account/erased';
import { checkPhotoKeys } from '../parcel/shared';
import { closeReturn } from './close';
import { returnField } from './service';
import { detailOf, parcelCounts, summaryOf, type Viewer } from './view';
import { findReturn, move, releaseParcels, returnConflict } from './workflow';

export interface StaffContext extends Viewer {
  staff: UserRow;
  site: SiteRow;
}

/** Due within this many days of the shop's deadline: flagged in the queue. */
export const DUE_SOON_DAYS = 2;
const DAY_MS = 86_400_000;

const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const RETURN_SORTS = { deadline: parcelReturns.deadline, created_at: parcelReturns.createdAt };

export async function staffReturns(ctx: StaffContext, query: StaffReturnQuery): Promise<StaffReturnListData> {
  const { db } = ctx.deps;
  const site = eq(parcelReturns.siteId, ctx.site.id);
  const where = and(
    site,
    query.status ? eq(parcelReturns.status, query.status) : inArray(parcelReturns.status, [...OPEN_RETURN_STATUSES]),
    withinDays(parcelReturns.createdAt, dayRange(ctx.site, 'return', query)),
  );
  const rows = await db
    .select({ r: parcelReturns, member: users.memberCode, deleted: customerDeleted })
    .from(parcelReturns)
    .innerJoin(users, eq(users.id, parcelReturns.userId))
    .where(where)
    // The nearest deadline first unless sorted: the shop's deadline is what the queue is worked to.
    .orderBy(...sortedBy(RETURN_SORTS, parcelReturns.id, query, 'deadline', 'asc'))
    .limit(query.page_size)
    .offset(offsetOf(query));
  const [{ total }] = await db.select({ total: count() }).from(parcelReturns).where(where);
  const byState = await db
    .select({ status: parcelReturns.status, n: count() })
    .from(parcelReturns)
    .where(site)
    .groupBy(parcelReturns.status);
  const today = localDate(ctx.site, ctx.deps.now());
  const soonLine = addDays(today, DUE_SOON_DAYS);
  const [{ dueSoon }] = await db
    .select({ dueSoon: count() })
    .from(parcelReturns)
    .where(and(site, inArray(parcelReturns.status, [...OPEN_RETURN_STATUSES]), lte(parcelReturns.deadline, soonLine)));
  const counts = await parcelCounts(
    db,
    rows.map(({ r }) => r.id),
  );
  return {
    list: rows.map(({ r, member, deleted }) => {
      const daysLeft = Math.round((Date.parse(`${r.deadline}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
      const open = (OPEN_RETURN_STATUSES as string[]).includes(r.status);
      return {
        ...summaryOf(r, ctx.lang, counts.get(r.id) ?? 0),
        member_code: member,
        customer_deleted: deleted,
        days_left: daysLeft,
        due_soon: open && daysLeft <= DUE_SOON_DAYS,
      };
    }),
    total,
    page: query.page,
    page_size: query.page_size,
    counts: Object.fromEntries(byState.map((s) => [s.status, s.n])),
    due_soon: dueSoon,
  };
}

const scopeOf = (ctx: StaffContext) => ({ siteId: ctx.site.id });

export async function staffReturnDetail(ctx: StaffContext, id: number): Promise<ReturnDetail> {
  return detailOf(ctx, ctx.deps.db, await findReturn(ctx.deps.db, scopeOf(ctx), id));
}

async function inTx(
  ctx: StaffContext,
  id: number,
  work: (row: ParcelReturnRow, now: Date, tx: Tx) => Promise<unknown>,
): Promise<ReturnDetail> {
  await ctx.deps.db.transaction(async (tx) => work(await findReturn(tx, scopeOf(ctx), id, true), ctx.deps.now(), tx));
  return staffReturnDetail(ctx, id);
}

/** The postage the warehouse will buy: requested -> quoted, the fee = handling + postage. */
export function quote(ctx: StaffContext, id: number, postage: number): Promise<ReturnDetail> {
  return inTx(ctx, id, (row, now, tx) =>
    move(
      tx,
      scopeOf(ctx),
      id,
      ['requested'],
      'quoted',
      { postage, amount: row.handlingFee + postage },
      { action: 'quoted', by: ctx.staff },
      now,
    ),
  );
}

export async function reject(ctx: StaffContext, id: number, reason: string): Promise<ReturnDetail> {
  const text = reason.trim();
  if (!text) throw returnField('reason', 'blank');
  await closeReturn(ctx.deps, ctx.origin, scopeOf(ctx), id, {
    to: 'rejected',
    step: { action: 'rejected', by: ctx.staff, note: text },
    refundReason: 'return_rejected',
    rejectReason: text,
  });
  return staffReturnDetail(ctx, id);
}

/** Weighed and photographed as it goes back (may be done again while processing). */
export async function processReturn(ctx: StaffContext, id: number, body: StaffProcessRequest): Promise<ReturnDetail> {
  const photos = await checkPhotoKeys(ctx.deps.db, ctx.site.id, body.photos, 'parcel', 'photos').catch((err) => {
    throw err instanceof FieldError ? returnField('photos', err.reason, err.params) : err;
  });
  if (!photos.length) throw returnField('photos', 'required');
  return inTx(ctx, id, (_row, now, tx) =>
    move(
      tx,
      scopeOf(ctx),
      id,
      ['processing'],
      'processing',
      { weightG: body.weight_g, photoKeys: photos, processedAt: now },
      { action: 'processed', by: ctx.staff },
      now,
    ),
  );
}

export async function ship(ctx: StaffContext, id: number, body: StaffShipRequest): Promise<ReturnDetail> {
  const carrier = body.carrier.trim();
  const trackingNo = body.tracking_no.replace(/[\s-]/g, '').toUpperCase();
  if (!carrier) throw returnField('carrier', 'blank');
  if (!/^[A-Z0-9]{4,40}$/.test(trackingNo)) throw returnField('tracking_no', 'invalid_format');
  return inTx(ctx, id, (row, now, tx) => {
    // A collection at the depot is handed over, not shipped; an unweighed parcel is not sent.
    if (row.status === 'processing' && (row.method === 'pickup' || !row.processedAt)) throw returnConflict(row.status);
    return move(
      tx,
      scopeOf(ctx),
      id,
      ['processing'],
      'shipped',
      { carrier, trackingNo, shippedAt: now },
      { action: 'shipped', by: ctx.staff, note: `${carrier} ${trackingNo}` },
      now,
    );
  });
}

/** shipped -> completed; the parcels leave the customer's list. A collection is completed by the desk's hand-over. */
export function complete(ctx: StaffContext, id: number): Promise<ReturnDetail> {
  return inTx(ctx, id, async (_row, now, tx) => {
    const done = await move(tx, scopeOf(ctx), id, ['shipped'], 'completed', { closedAt: now }, { action: 'completed', by: ctx.staff }, now);
    await releaseParcels(tx, done, 'returned', now);
  });
}
