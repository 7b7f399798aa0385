/**
 * Warehouse operations on waybills: the queue, receive at the depot, pack (weigh, measure, price), dispatch
 * in batches, hand over to the China carrier, delivered, problem flags. Staff reach every waybill of their
 * own site; another site's id is "not found". Each transition is one transaction whose guarded update
 * (`WHERE status = expected`) decides: a repeat or a race answers 42009 and changes nothing.
 */
import { and, eq, ilike, inArray, isNotNull, notInArray, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type ApiLang, ApiStatus } from '@contract/api';
import type {
  DispatchData,
  HandoverRequest,
  PackRequest,
  ProblemRequest,
  StaffWaybillDetail,
  StaffWaybillListData,
  StaffWaybillQuery,
  WaybillStatus,
} from '@contract/waybill';
import type { Db, Queryable, Tx } from '../../db/client';
import { channels, parcels, type SiteRow, type UserRow, users, type WaybillRow, waybills } from '../../db/schema';
import type { Deps } from '../../deps';
import { ApiError } from '../../lib/errors';
import {
  cappedCount,
  CappedMemo,
  cappedTotal,
  containsPattern,
  COUNT_CAP,
  countRows,
  type Paging,
  sortedBy,
  withinDays,
} from '../../toolkit/lists';
import { dayRange } from '../../toolkit/time';
import { recordCustomerAction, type Values } from '../audit/record';
import { markIncident } from '../claims/incidents';
import { memberTermsOf } from '../member/levels';
import { notifyWaybill } from '../notification/events';
import { recordBatch } from '../operations/batches';
import { storageCharge } from '../operations/storage';
import { checkPhotoKeys, waybillConflict } from '../parcel/shared';
import { addSystemEvent } from '../tracking/events';
import { categoryNamesOf, chargeFor } from './declaration';
import { listRows, preparedListRows, waybillKeyword, waybillNotFound } from './service';
import { deliverParcels } from './transitions';
import { toStaffDetail, toWaybill } from './view';

const ofSite = (site: SiteRow, id: number) => and(eq(waybills.siteId, site.id), eq(waybills.id, id));

async function lockOfSite(tx: Tx, site: SiteRow, id: number): Promise<WaybillRow> {
  const [row] = await tx.select().from(waybills).where(ofSite(site, id)).for('update');
  if (!row) throw waybillNotFound();
  return row;
}

/** The audit row of a staff move on a customer's waybill, in the move's transaction (docs/security.md). */
function audited(tx: Tx, staff: Pick<UserRow, 'id'>, row: WaybillRow, before: Values, after: Values, at: Date): Promise<void> {
  return recordCustomerAction(tx, {
    siteId: row.siteId,
    actorId: staff.id,
    customerId: row.userId,
    kind: 'waybill',
    entityId: row.id,
    label: row.no,
    before,
    after,
    at,
  });
}

/** UPDATE ... WHERE id AND status = from: the row, or 42009 naming the state it is really in. */
export async function guarded(
  tx: Tx,
  site: SiteRow,
  id: number,
  from: WaybillStatus,
  set: Partial<typeof waybills.$inferInsert>,
): Promise<WaybillRow> {
  const [row] = await tx
    .update(waybills)
    .set(set)
    .where(and(ofSite(site, id), eq(waybills.status, from)))
    .returning();
  if (row) return row;
  const [stored] = await tx.select({ status: waybills.status }).from(waybills).where(ofSite(site, id));
  throw stored ? waybillConflict(stored.status) : waybillNotFound();
}

/** Each database's queues counted past the cap (one per test app; one in a server). */
const longQueues = new WeakMap<Db, CappedMemo>();
function longQueuesOf(db: Db): CappedMemo {
  if (!longQueues.has(db)) longQueues.set(db, new CappedMemo());
  return longQueues.get(db)!;
}

/** The staff list's sort columns (the id breaks ties, in the same direction). */
const SORTS = { created_at: waybills.createdAt, no: waybills.no } as const;

export async function staffList(
  deps: Deps,
  site: SiteRow,
  lang: ApiLang,
  query: StaffWaybillQuery & Paging,
): Promise<StaffWaybillListData> {
  const like = containsPattern(query.keyword);
  const days = dayRange(site, 'order', query);
  const shape = (siteId: SQL | Placeholder | number, status: SQL | Placeholder | WaybillStatus | undefined) =>
    and(
      eq(waybills.siteId, siteId),
      status ? eq(waybills.status, status) : undefined,
      query.problem ? and(isNotNull(waybills.problemAt), notInArray(waybills.status, ['delivered', 'cancelled'])) : undefined,
      like ? staffKeyword(deps.db, site, query.keyword!, like) : undefined,
      withinDays(waybills.createdAt, days),
      query.channel
        ? inArray(waybills.channelId, deps.db.select({ id: channels.id }).from(channels).where(eq(channels.code, query.channel)))
        : undefined,
    );
  const total = (where: SQL | undefined) => cappedCount(waybills, where);
  const where = shape(site.id, query.status);
  // The queues staff open most (a status, no search, newest first) are prepared statements, one per filter shape;
  // searched, dated, sorted pages are one-off. One statement either way: the page with the total beside it. A queue
  // counted past the cap a moment ago is not counted again (longQueues).
  const adHoc = like || query.from || query.to || query.channel || query.sort || query.order;
  const memo = longQueuesOf(deps.db);
  const queue = `${site.id}:${query.status ?? ''}:${query.problem ? 'problem' : ''}`;
  const known = !adHoc && memo.isCapped(queue, deps.now());
  const rows = adHoc
    ? await listRows(deps.db, where, query, total(where), staffOrder(query))
    : await preparedListRows(
        deps.db,
        `staff_waybill_page${query.status ? '_status' : ''}${query.problem ? '_problem' : ''}${known ? '_capped' : ''}`,
        () => {
          const placed = shape(sql.placeholder('siteId'), query.status && sql.placeholder('status'));
          return { where: placed, extra: known ? sql<number>`${sql.raw(String(COUNT_CAP + 1))}` : total(placed) };
        },
        { siteId: site.id, status: query.status },
        query,
      );
  // A page past the end asks for the total on its own.
  const counted = rows.length ? rows[0].extra : await countRows(deps.db, waybills, where);
  if (!adHoc && !known) memo.counted(queue, counted, deps.now());
  const list = rows.map((r) => ({
    ...toWaybill(r.waybill, r.channel, site, lang, r.parcelCount, r.settled),
    member_code: r.memberCode,
    customer_deleted: r.customerDeleted,
  }));
  return { list, ...cappedTotal(counted), page: query.page, page_size: query.page_size };
}

const staffOrder = (query: StaffWaybillQuery): SQL[] => sortedBy(SORTS, waybills.id, query, 'created_at');

/** Waybill number, recipient, or the owner's member code: `= any(array(...))` finds the owners once, and each arm of
 * the OR can use its own index (trigram, owner). */
function staffKeyword(q: Queryable, site: SiteRow, keyword: string, like: string) {
  const owners = q
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, site.id), ilike(users.memberCode, like)));
  return or(waybillKeyword(keyword), sql`${waybills.userId} = any(array(${owners}))`);
}

export async function staffDetail(deps: Deps, site: SiteRow, lang: ApiLang, id: number, origin: string): Promise<StaffWaybillDetail> {
  const [row] = await deps.db.select().from(waybills).where(ofSite(site, id));
  if (!row) throw waybillNotFound();
  return toStaffDetail(deps, row, site, lang, origin);
}

/** A direct send arrived at the depot: pending_receipt -> pending_pack. */
export async function receive(deps: Deps, staff: UserRow, site: SiteRow, id: number): Promise<WaybillRow> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const row = await guarded(tx, site, id, 'pending_receipt', { status: 'pending_pack', receivedAt: now, updatedAt: now });
    await addSystemEvent(tx, row, 'received', now, staff.id, site.nameEn);
    await audited(tx, staff, row, { status: 'pending_receipt' }, { status: row.status }, now);
    return row;
  });
}

/**
 * Weighed and measured: priced by priceParcel with the waybill's channel and declaration and the customer's member
 * level as it stands now (its discount, its free services), frozen -> pending_payment.
 */
export async function pack(deps: Deps, staff: UserRow, site: SiteRow, id: number, body: PackRequest): Promise<WaybillRow> {
  const photoKeys = await checkPhotoKeys(deps.db, site.id, body.photo_files ?? [], 'order', 'photo_files');
  return deps.db.transaction(async (tx) => {
    const stored = await lockOfSite(tx, site, id);
    if (stored.status !== 'pending_pack') throw waybillConflict(stored.status);
    const [channel] = await tx.select().from(channels).where(eq(channels.id, stored.channelId));
    const now = deps.now();
    const measured = { weightG: body.weight_g, lengthMm: body.length_mm, widthMm: body.width_mm, heightMm: body.height_mm };
    const declaration = {
      channel,
      recipient: stored.recipient,
      goods: stored.goods,
      declaredValue: stored.declaredValue,
      insured: stored.insured,
      insuredValue: stored.insuredValue,
      services: stored.services,
    };
    const storage = await storageCharge(tx, site, id, now);
    const member = await memberTermsOf(tx, site.id, stored.userId, now);
    const charge = chargeFor(site, declaration, measured, await categoryNamesOf(tx, site.id), storage, member);
    const row = await guarded(tx, site, id, 'pending_pack', {
      status: 'pending_payment',
      weightG: body.weight_g,
      lengthMm: body.length_mm,
      widthMm: body.width_mm,
      heightMm: body.height_mm,
      photoKeys,
      charge,
      amountDue: charge.total,
      packedAt: now,
      packedBy: staff.id,
      updatedAt: now,
    });
    await tx
      .update(parcels)
      .set({ status: 'packed', packedAt: now, updatedAt: now })
      .where(and(eq(parcels.siteId, site.id), eq(parcels.waybillId, id), eq(parcels.status, 'packing')));
    await addSystemEvent(tx, row, 'packed', now, staff.id, site.nameEn);
    const sizes = (w: WaybillRow) => ({
      status: w.status,
      weight_g: w.weightG,
      length_mm: w.lengthMm,
      width_mm: w.widthMm,
      height_mm: w.heightMm,
      amount_due: w.amountDue,
    });
    await audited(tx, staff, row, sizes(stored), sizes(row), now);
    await notifyWaybill(tx, row, 'waybill.awaiting_payment');
    return row;
  });
}

/** Each id on its own: one refused id does not undo the others. */
export async function dispatch(deps: Deps, staff: UserRow, site: SiteRow, lang: ApiLang, ids: number[]): Promise<DispatchData> {
  const results: DispatchData['results'] = [];
  for (const id of [...new Set(ids)]) {
    try {
      await deps.db.transaction(async (tx) => {
        const now = deps.now();
        const row = await guarded(tx, site, id, 'pending_dispatch', { status: 'in_transit', dispatchedAt: now, updatedAt: now });
        await addSystemEvent(tx, row, 'dispatched', now, staff.id, site.nameEn);
        await audited(tx, staff, row, { status: 'pending_dispatch' }, { status: row.status }, now);
        await notifyWaybill(tx, row, 'waybill.dispatched');
      });
      results.push({ id, ok: true, status: ApiStatus.OK, msg: '' });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      results.push({ id, ok: false, status: err.status, msg: err.translate(lang) });
    }
  }
  const batch = await recordBatch(
    deps,
    staff,
    site,
    results.filter((r) => r.ok).map((r) => r.id),
  );
  return { results, batch: batch && { id: batch.id, no: batch.no } };
}

/** In transit only, once: the China carrier and its number (what sync_track follows). */
export async function handover(deps: Deps, staff: UserRow, site: SiteRow, id: number, body: HandoverRequest): Promise<WaybillRow> {
  return deps.db.transaction(async (tx) => {
    const stored = await lockOfSite(tx, site, id);
    if (stored.status !== 'in_transit' || stored.handedOverAt) throw waybillConflict(stored.status);
    const now = deps.now();
    const row = await guarded(tx, site, id, 'in_transit', {
      carrierCode: body.carrier_code.trim().toUpperCase(),
      carrierNo: body.carrier_no.replace(/\s/g, '').toUpperCase(),
      handedOverAt: now,
      updatedAt: now,
    });
    await addSystemEvent(tx, row, 'handed_over', now, staff.id);
    await audited(
      tx,
      staff,
      row,
      { carrier_code: null, carrier_no: null },
      { carrier_code: row.carrierCode, carrier_no: row.carrierNo },
      now,
    );
    await notifyWaybill(tx, row, 'waybill.handed_over', { carrier: row.carrierCode ?? '', carrier_no: row.carrierNo ?? '' });
    return row;
  });
}

export async function delivered(deps: Deps, staff: UserRow, site: SiteRow, id: number): Promise<WaybillRow> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const row = await guarded(tx, site, id, 'in_transit', { status: 'delivered', deliveredAt: now, updatedAt: now });
    await deliverParcels(tx, row, now);
    await addSystemEvent(tx, row, 'delivered', now, staff.id);
    await audited(tx, staff, row, { status: 'in_transit' }, { status: row.status }, now);
    await notifyWaybill(tx, row, 'waybill.delivered');
    return row;
  });
}

/** Flag (or with null, clear) a problem the customer sees in their language. */
export async function setProblem(deps: Deps, site: SiteRow, id: number, body: ProblemRequest | null, staffId: number): Promise<WaybillRow> {
  const now = deps.now();
  return deps.db.transaction((tx) => problemOn(tx, site, id, body, staffId, now));
}

/** A console selection flagged at once: all or none (any id not of the site: not found, nothing flagged). */
export async function flagProblems(deps: Deps, site: SiteRow, ids: number[], body: ProblemRequest, staffId: number): Promise<number> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    for (const id of ids) await problemOn(tx, site, id, body, staffId, now);
    return ids.length;
  });
}

async function problemOn(tx: Tx, site: SiteRow, id: number, body: ProblemRequest | null, staffId: number, now: Date): Promise<WaybillRow> {
  const [before] = await tx
    .select({ problemAt: waybills.problemAt, problemZh: waybills.problemZh, problemEn: waybills.problemEn })
    .from(waybills)
    .where(ofSite(site, id))
    .for('update');
  if (!before) throw waybillNotFound();
  const [row] = await tx
    .update(waybills)
    .set(
      body
        ? { problemZh: body.reason_zh.trim(), problemEn: body.reason_en.trim(), problemAt: now, updatedAt: now }
        : { problemZh: null, problemEn: null, problemAt: null, updatedAt: now },
    )
    .where(ofSite(site, id))
    .returning();
  const problem = (w: typeof before) => ({ problem_zh: w.problemZh, problem_en: w.problemEn });
  await audited(tx, { id: staffId }, row, problem(before), problem(row), now);
  // Each flag and each clearing is its own occurrence; clearing what was never flagged tells nobody. A new
  // lost/damaged mark tells the customer itself, with the claim form as its link, instead of the plain flag.
  const prompted = body?.incident ? await markIncident(tx, row, body.incident, 'problem', staffId, now) : false;
  if (body && !prompted)
    await notifyWaybill(
      tx,
      row,
      'waybill.problem_flagged',
      { reason: body.reason_zh.trim(), reason_en: body.reason_en.trim() },
      now.toISOString(),
    );
  else if (!body && before.problemAt) await notifyWaybill(tx, row, 'waybill.problem_cleared', {}, before.problemAt.toISOString());
  return row;
}
