/**
 * My waybills: pack requests and direct sends, edits before packing, cancel before payment, the list with
 * counts per tab, the detail. Every query filters on site and owner. Each state change is one transaction
 * with guarded updates (`WHERE status = expected`) on the waybill and its parcels: 0 rows -> 42009.
 */
import { and, count, desc, eq, ilike, inArray, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import type {
  PackCreateRequest,
  PartySnapshot,
  SendCreateRequest,
  WaybillDetail,
  WaybillListData,
  WaybillListQuery,
  WaybillStatus,
  WaybillTab,
  WaybillUpdateRequest,
} from '@contract/waybill';
import { WAYBILL_TABS } from '@contract/waybill';
import type { Db, Queryable, Tx } from '../../db/client';
import { channels, parcels, type PaymentRow, type SiteRow, type UserRow, users, type WaybillRow, waybills } from '../../db/schema';
import type { Deps } from '../../deps';
import { createOnce } from '../../lib/request-id';
import { containsPattern, offsetOf, type Paging } from '../../toolkit/lists';
import { prepared } from '../../toolkit/prepared';
import { customerDeleted } from '../account/erased';
import { requireSignedAgreement } from '../agreement/service';
import { parcelNotFound } from '../parcel/service';
import { checkGoods, declaredValueOf, parcelConflict, waybillConflict } from '../parcel/shared';
import { closeWaybillAttempts } from '../payment/holds';
import { closeAtProvider } from '../payment/provider-calls';
import { refundWaybill } from '../payment/refund';
import {
  categoryNamesOf,
  channelOf,
  checkDeclaration,
  type Declaration,
  depotOf,
  insuredValueOf,
  recipientOf,
  senderOf,
  snapshot,
} from './declaration';
import { type SettledAmounts, settledColumns } from './money';
import { newWaybillNo, normaliseWaybillNo } from './number';
import { releaseParcels, waybillNotFound } from './transitions';
import { toDetail, toWaybill } from './view';

export { waybillNotFound };

export const EDITABLE: WaybillStatus[] = ['pending_receipt', 'pending_pack'];
export const CANCELLABLE: WaybillStatus[] = ['pending_receipt', 'pending_pack', 'pending_payment'];

const mine = (user: UserRow) => and(eq(waybills.siteId, user.siteId), eq(waybills.userId, user.id));

type Base = Omit<PackCreateRequest, 'parcel_ids' | 'request_id'>;

/** Recipient, channel and goods checked and the declaration passed through the channel's rules. */
async function declare(
  tx: Tx,
  user: UserRow,
  site: SiteRow,
  body: Base,
  estimate?: { weightG: number; lengthMm?: number; widthMm?: number; heightMm?: number },
): Promise<Declaration> {
  const recipient = snapshot(await recipientOf(tx, user, body.address_id));
  const channel = await channelOf(tx, site, body.channel_code);
  const goods = await checkGoods(tx, site.id, body.goods, 'order');
  const declaredValue = declaredValueOf(goods);
  const declaration: Declaration = {
    channel,
    recipient,
    goods,
    declaredValue,
    insured: body.insured,
    insuredValue: insuredValueOf(body.insured, body.insured_value, declaredValue),
    services: body.services ?? [],
  };
  checkDeclaration(site, declaration, await categoryNamesOf(tx, site.id), estimate);
  return declaration;
}

function declarationColumns(d: Declaration) {
  return {
    channelId: d.channel.id,
    recipient: d.recipient,
    goods: d.goods,
    declaredValue: d.declaredValue,
    insured: d.insured,
    insuredValue: d.insuredValue,
    services: d.services,
  };
}

async function unusedNo(tx: Tx, site: SiteRow): Promise<string> {
  for (;;) {
    const no = newWaybillNo(site.countryCode);
    const [taken] = await tx.select({ id: waybills.id }).from(waybills).where(eq(waybills.no, no));
    if (!taken) return no;
  }
}

export async function createPack(
  deps: Deps,
  user: UserRow,
  site: SiteRow,
  lang: ApiLang,
  body: PackCreateRequest,
  origin: string,
): Promise<WaybillDetail> {
  await requireSignedAgreement(deps, user);
  const ids = [...new Set(body.parcel_ids)];
  const row = await createOnce(
    deps,
    user,
    { kind: 'order_pack', requestId: body.request_id, load: (q, id) => findMine(q, user, id) },
    async (tx) => {
      const declaration = await declare(tx, user, site, body);
      const found = await tx
        .select()
        .from(parcels)
        .where(and(eq(parcels.siteId, site.id), eq(parcels.userId, user.id), isNull(parcels.deletedAt), inArray(parcels.id, ids)));
      if (found.length !== ids.length) throw parcelNotFound();
      const stuck = found.find((p) => p.status !== 'in_warehouse');
      if (stuck) throw parcelConflict('parcel_not_packable', stuck.status, { no: stuck.trackingNo });
      const now = deps.now();
      const [created] = await tx
        .insert(waybills)
        .values({
          siteId: site.id,
          userId: user.id,
          no: await unusedNo(tx, site),
          kind: 'pack',
          status: 'pending_pack',
          ...declarationColumns(declaration),
          note: body.note?.trim() ?? '',
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const moved = await tx
        .update(parcels)
        .set({ status: 'packing', waybillId: created.id, packingAt: now, updatedAt: now })
        .where(and(eq(parcels.siteId, site.id), eq(parcels.userId, user.id), inArray(parcels.id, ids), eq(parcels.status, 'in_warehouse')))
        .returning({ id: parcels.id });
      // Another request took one of them meanwhile: undo everything.
      if (moved.length !== ids.length) throw parcelConflict('parcel_not_packable', 'packing', { no: '' });
      return created;
    },
  );
  return toDetail(deps, deps.db, row, site, lang, origin);
}

export async function createSend(
  deps: Deps,
  user: UserRow,
  site: SiteRow,
  lang: ApiLang,
  body: SendCreateRequest,
  origin: string,
): Promise<WaybillDetail> {
  await requireSignedAgreement(deps, user);
  const row = await createOnce(
    deps,
    user,
    { kind: 'order_send', requestId: body.request_id, load: (q, id) => findMine(q, user, id) },
    async (tx) => {
      const sender = snapshot(await senderOf(tx, user, body.sender_address_id));
      const depotId = await depotOf(tx, site, body.depot_id);
      const estimate = {
        weightG: body.est_weight_g ?? 0,
        lengthMm: body.est_length_mm,
        widthMm: body.est_width_mm,
        heightMm: body.est_height_mm,
      };
      const declaration = await declare(tx, user, site, body, estimate);
      const now = deps.now();
      const [created] = await tx
        .insert(waybills)
        .values({
          siteId: site.id,
          userId: user.id,
          no: await unusedNo(tx, site),
          kind: 'send',
          status: 'pending_receipt',
          ...declarationColumns(declaration),
          sender,
          depotId,
          note: body.note?.trim() ?? '',
          estWeightG: body.est_weight_g ?? null,
          estLengthMm: body.est_length_mm ?? null,
          estWidthMm: body.est_width_mm ?? null,
          estHeightMm: body.est_height_mm ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return created;
    },
  );
  return toDetail(deps, deps.db, row, site, lang, origin);
}

async function findMine(q: Queryable, user: UserRow, id: number): Promise<WaybillRow | undefined> {
  const [row] = await q
    .select()
    .from(waybills)
    .where(and(mine(user), eq(waybills.id, id)));
  return row;
}

async function lockMine(tx: Tx, user: UserRow, id: number): Promise<WaybillRow> {
  const [row] = await tx
    .select()
    .from(waybills)
    .where(and(mine(user), eq(waybills.id, id)))
    .for('update');
  if (!row) throw waybillNotFound();
  return row;
}

/** Recipient, goods, channel, services, insurance or note, while not packed yet; the whole declaration is checked again. */
export async function updateWaybill(
  deps: Deps,
  user: UserRow,
  site: SiteRow,
  lang: ApiLang,
  id: number,
  body: WaybillUpdateRequest,
  origin: string,
): Promise<WaybillDetail> {
  const row = await deps.db.transaction(async (tx) => {
    const stored = await lockMine(tx, user, id);
    if (!EDITABLE.includes(stored.status)) throw waybillConflict(stored.status);
    const [channel] = await tx.select({ code: channels.code }).from(channels).where(eq(channels.id, stored.channelId));
    const insured = body.insured ?? stored.insured;
    const merged: Base = {
      address_id: body.address_id ?? stored.recipient.address_id,
      channel_code: body.channel_code ?? channel.code,
      goods: body.goods ?? stored.goods,
      insured,
      insured_value: body.insured_value ?? (body.goods === undefined && insured && stored.insured ? stored.insuredValue : undefined),
      services: (body.services ?? stored.services) as Base['services'],
    };
    const estimate = {
      weightG: stored.estWeightG ?? 0,
      lengthMm: stored.estLengthMm ?? undefined,
      widthMm: stored.estWidthMm ?? undefined,
      heightMm: stored.estHeightMm ?? undefined,
    };
    // A recipient not changed keeps its snapshot: the address book entry may have been edited or deleted since.
    const declaration =
      body.address_id === undefined
        ? await redeclareKeepingRecipient(tx, site, merged, stored, estimate)
        : await declare(tx, user, site, merged, estimate);
    const [updated] = await tx
      .update(waybills)
      .set({ ...declarationColumns(declaration), note: body.note?.trim() ?? stored.note, updatedAt: deps.now() })
      .where(and(mine(user), eq(waybills.id, id), eq(waybills.status, stored.status)))
      .returning();
    if (!updated) throw waybillConflict(stored.status);
    return updated;
  });
  return toDetail(deps, deps.db, row, site, lang, origin);
}

async function redeclareKeepingRecipient(
  tx: Tx,
  site: SiteRow,
  merged: Base,
  stored: WaybillRow,
  estimate: { weightG: number },
): Promise<Declaration> {
  const channel = await channelOf(tx, site, merged.channel_code);
  const goods = await checkGoods(tx, site.id, merged.goods, 'order');
  const declaredValue = declaredValueOf(goods);
  const declaration: Declaration = {
    channel,
    recipient: stored.recipient,
    goods,
    declaredValue,
    insured: merged.insured,
    insuredValue: insuredValueOf(merged.insured, merged.insured_value, declaredValue),
    services: merged.services ?? [],
  };
  checkDeclaration(site, declaration, await categoryNamesOf(tx, site.id), estimate);
  return declaration;
}

/**
 * Before payment its parcels go back to the warehouse shelf (a pending payment attempt is closed and what it
 * held given back); a paid waybill not yet dispatched is refunded whole (payment/refund.ts), which cancels it.
 */
export async function cancelWaybill(
  deps: Deps,
  user: UserRow,
  site: SiteRow,
  lang: ApiLang,
  id: number,
  origin: string,
): Promise<WaybillDetail> {
  const stored = await findMine(deps.db, user, id);
  if (stored?.status === 'pending_dispatch') {
    await refundWaybill(deps, user, id, origin);
    return toDetail(deps, deps.db, (await findMine(deps.db, user, id))!, site, lang, origin);
  }
  let closed: PaymentRow[] = [];
  const row = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [cancelled] = await tx
      .update(waybills)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
      .where(and(mine(user), eq(waybills.id, id), inArray(waybills.status, CANCELLABLE)))
      .returning();
    if (!cancelled) {
      const [current] = await tx
        .select({ status: waybills.status })
        .from(waybills)
        .where(and(mine(user), eq(waybills.id, id)));
      throw current ? waybillConflict(current.status) : waybillNotFound();
    }
    await releaseParcels(tx, cancelled, now);
    closed = await closeWaybillAttempts(tx, cancelled.id, 'waybill_cancelled', now);
    return cancelled;
  });
  for (const payment of closed) await closeAtProvider(deps, payment);
  return toDetail(deps, deps.db, row, site, lang, origin);
}

const TAB_STATUSES: Record<Exclude<WaybillTab, 'all'>, WaybillStatus[]> = {
  awaiting: ['pending_receipt', 'pending_pack'],
  pending_payment: ['pending_payment'],
  pending_dispatch: ['pending_dispatch'],
  in_transit: ['in_transit'],
  delivered: ['delivered'],
  cancelled: ['cancelled'],
};

/** Waybill number (typed with or without spaces), recipient name or mobile. */
export function waybillKeyword(keyword: string | undefined): SQL | undefined {
  const like = containsPattern(keyword);
  if (!like) return undefined;
  const compact = containsPattern(normaliseWaybillNo(keyword!)) ?? like;
  return or(
    ilike(waybills.no, compact),
    sql`${waybills.recipient}->>'name' ilike ${like}`,
    sql`${waybills.recipient}->>'mobile' ilike ${compact}`,
  );
}

export async function listWaybills(
  deps: Deps,
  user: UserRow,
  site: SiteRow,
  lang: ApiLang,
  query: Required<Pick<WaybillListQuery, 'page' | 'page_size'>> & WaybillListQuery,
): Promise<WaybillListData> {
  const tab = query.status && query.status !== 'all' ? query.status : undefined;
  const ofTab = (owner: SQL | undefined) => and(owner, tab ? inArray(waybills.status, TAB_STATUSES[tab]) : undefined);
  // One statement: the page, with the count per status (the tab counts and the total) computed once beside it. A
  // page past the end has no row to carry the counts: they are asked for on their own. Without a keyword (the
  // list as opened) the statement is prepared, its SQL built once.
  const searched = and(mine(user), waybillKeyword(query.keyword));
  const rows = query.keyword
    ? await listRows(deps.db, ofTab(searched), query, statusCounts(searched))
    : await preparedListRows(
        deps.db,
        `waybill_page_${tab ?? 'all'}`,
        () => {
          const owner = and(eq(waybills.siteId, sql.placeholder('siteId')), eq(waybills.userId, sql.placeholder('userId')));
          return { where: ofTab(owner), extra: statusCounts(owner) };
        },
        { siteId: user.siteId, userId: user.id },
        query,
      );
  const byStatus = rows.length ? rows[0].extra : await countByStatus(deps.db, searched);
  const counts = Object.fromEntries(WAYBILL_TABS.map((t) => [t, 0])) as WaybillListData['counts'];
  for (const [status, n] of Object.entries(byStatus ?? {})) {
    counts.all += n;
    for (const [t, statuses] of Object.entries(TAB_STATUSES)) if (statuses.includes(status as WaybillStatus)) counts[t as WaybillTab] += n;
  }
  return {
    list: rows.map((r) => toWaybill(r.waybill, r.channel, site, lang, r.parcelCount, r.settled)),
    total: tab ? counts[tab] : counts.all,
    page: query.page,
    page_size: query.page_size,
    counts,
  };
}

type StatusCounts = Partial<Record<WaybillStatus, number>> | null;

async function countByStatus(q: Queryable, where: SQL | undefined): Promise<StatusCounts> {
  const rows = await q.select({ status: waybills.status, n: count() }).from(waybills).where(where).groupBy(waybills.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

/** The number of waybills in each status among `where`, as one JSON object (null when there are none). */
const statusCounts = (where: SQL | undefined) =>
  sql<StatusCounts>`(select json_object_agg(c.status, c.n) from (select ${waybills.status} as status, count(*)::int as n from ${waybills} where ${where} group by ${waybills.status}) c)`;

/** What a list item shows (toWaybill) and no more: a page reads and parses 20 short rows, not 20 whole waybills. */
const listedColumns = {
  id: waybills.id,
  no: waybills.no,
  kind: waybills.kind,
  status: waybills.status,
  recipient: sql<
    Pick<PartySnapshot, 'name' | 'city'>
  >`jsonb_build_object('name', ${waybills.recipient}->'name', 'city', ${waybills.recipient}->'city')`,
  declaredValue: waybills.declaredValue,
  amountDue: waybills.amountDue,
  weightG: waybills.weightG,
  problemZh: waybills.problemZh,
  problemEn: waybills.problemEn,
  problemAt: waybills.problemAt,
  createdAt: waybills.createdAt,
  updatedAt: waybills.updatedAt,
};

/** A page of waybills with their channel, parcel count, settled payment and owner's member code, newest first: one statement. */
/** Newest first: the order of every waybill list unless the staff list is sorted otherwise. */
const NEWEST_FIRST = [desc(waybills.createdAt), desc(waybills.id)];

export async function listRows<T>(q: Queryable, where: SQL | undefined, paging: Paging, extra: SQL<T>, order: SQL[] = NEWEST_FIRST) {
  return withSettled(await pageQuery(q, where, paging.page_size, offsetOf(paging), extra, order));
}

/** Pages written into their statements (see preparedListRows); later pages are values. */
const WRITTEN_PAGES = 5;

/**
 * As listRows, prepared under `name` (one name per shape of `where`): `statement()` builds `where` and `extra` with
 * placeholders for `values`, once, when the statement is first prepared. The first pages are written into the
 * statement (one statement each): with LIMIT and OFFSET as values PostgreSQL cannot cost a reusable plan (it guesses
 * 10% of the rows) and plans every call again, which costs more than running it.
 */
export async function preparedListRows<T>(
  db: Db,
  name: string,
  statement: () => { where: SQL | undefined; extra: SQL<T> },
  values: Record<string, unknown>,
  paging: Paging,
) {
  const offset = offsetOf(paging);
  const build = (limit: number | Placeholder, skip: number | Placeholder) => (n: string) => {
    const { where, extra } = statement();
    return pageQuery(db, where, limit, skip, extra).prepare(n);
  };
  if (paging.page <= WRITTEN_PAGES) {
    const written = (n: number) => sql.raw(String(Math.trunc(n))) as unknown as number; // integers from the checked query
    const page = prepared(db, `${name}_${paging.page_size}_${paging.page}`, build(written(paging.page_size), written(offset)));
    return withSettled(await page.execute(values));
  }
  const page = prepared(db, name, build(sql.placeholder('limit'), sql.placeholder('offset')));
  return withSettled(await page.execute({ ...values, limit: paging.page_size, offset }));
}

/** The page's statement; `extra` is one more value computed once for the whole page (the counts beside it). */
function pageQuery<T>(
  q: Queryable,
  where: SQL | undefined,
  limit: number | Placeholder,
  offset: number | Placeholder,
  extra: SQL<T>,
  order: SQL[] = NEWEST_FIRST,
) {
  const parcelCount = sql<number>`(select count(*)::int from ${parcels} where ${parcels.waybillId} = ${waybills.id})`;
  const paid = settledColumns(q);
  return (
    q
      .select({
        waybill: listedColumns,
        channel: { code: channels.code, nameZh: channels.nameZh, nameEn: channels.nameEn },
        parcelCount,
        memberCode: users.memberCode,
        customerDeleted,
        extra,
        paid: {
          walletAmount: paid.walletAmount,
          onlineAmount: paid.onlineAmount,
          cardGrams: paid.cardGrams,
          couponAmount: paid.couponAmount,
          refundStatus: paid.refundStatus,
        },
      })
      .from(waybills)
      .innerJoin(channels, eq(channels.id, waybills.channelId))
      .innerJoin(users, eq(users.id, waybills.userId))
      .leftJoinLateral(paid, sql`true`)
      // The page's ids first, read in order off a newest-first index with its limit; the joins then touch 20 rows.
      // (Given the joins, the planner would rather sort every match: seconds at a million waybills.)
      .where(
        inArray(
          waybills.id,
          q
            .select({ id: waybills.id })
            .from(waybills)
            .where(where)
            .orderBy(...order)
            .limit(limit as number)
            .offset(offset as number),
        ),
      )
      .orderBy(...order)
  );
}

type PaidColumns = SettledAmounts['payment'] & { refundStatus: NonNullable<SettledAmounts['refund']>['status'] | null };

function withSettled<T extends { paid: PaidColumns | null }>(rows: T[]) {
  return rows.map(({ paid: p, ...r }) => ({
    ...r,
    settled: p && p.walletAmount !== null ? { payment: p, refund: p.refundStatus ? { status: p.refundStatus } : null } : undefined,
  }));
}

export async function waybillDetail(
  deps: Deps,
  user: UserRow,
  site: SiteRow,
  lang: ApiLang,
  id: number,
  origin: string,
): Promise<WaybillDetail> {
  const row = await findMine(deps.db, user, id);
  if (!row) throw waybillNotFound();
  return toDetail(deps, deps.db, row, site, lang, origin);
}
