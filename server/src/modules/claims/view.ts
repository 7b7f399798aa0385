/** Claims as the app shows them: list rows, the detail with its timeline (photos as signed links). */
import { asc, eq, inArray } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import type { ClaimDetail, ClaimEvent, ClaimReasonCode, ClaimSummary } from '@contract/claim';
import type { Queryable } from '../../db/client';
import { claimEvents, type ClaimRow, parcels, users, waybills } from '../../db/schema';
import type { Deps } from '../../deps';
import { inLang } from '../../lib/bilingual';
import { photoLinks } from '../files/signed-urls';
import { CLAIM_ACTION_TEXT, CLAIM_REASON_TEXT, CLAIM_STATUS_TEXT, CLAIM_TYPE_TEXT } from './labels';

export interface ViewContext {
  deps: Deps;
  lang: ApiLang;
  origin: string;
  /** Staff see who did each step; customers see "customer service". */
  staffView: boolean;
}

/** The waybill number or parcel tracking number of each claim. */
export async function targetNumbers(q: Queryable, rows: ClaimRow[]): Promise<Map<number, string>> {
  const wIds = rows.flatMap((r) => (r.waybillId ? [r.waybillId] : []));
  const pIds = rows.flatMap((r) => (r.parcelId ? [r.parcelId] : []));
  const ws = wIds.length ? await q.select({ id: waybills.id, no: waybills.no }).from(waybills).where(inArray(waybills.id, wIds)) : [];
  const ps = pIds.length ? await q.select({ id: parcels.id, no: parcels.trackingNo }).from(parcels).where(inArray(parcels.id, pIds)) : [];
  return new Map(
    rows.map((r) => [r.id, (r.waybillId ? ws.find((w) => w.id === r.waybillId)?.no : ps.find((p) => p.id === r.parcelId)?.no) ?? '']),
  );
}

export function summaryOf(row: ClaimRow, lang: ApiLang, targetNo: string): ClaimSummary {
  return {
    id: row.id,
    no: row.no,
    type: row.type,
    type_text: inLang(lang, CLAIM_TYPE_TEXT[row.type]),
    status: row.status,
    status_text: inLang(lang, CLAIM_STATUS_TEXT[row.status]),
    target_no: targetNo,
    currency: row.snapshot.currency,
    amount: row.amount,
    approved_amount: row.approvedAmount,
    compensation: row.compensation,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const reasonText = (lang: ApiLang, code: string | null) => (code ? inLang(lang, CLAIM_REASON_TEXT[code as ClaimReasonCode]) : '');

async function timeline(ctx: ViewContext, claimId: number): Promise<ClaimEvent[]> {
  const rows = await ctx.deps.db
    .select({ e: claimEvents, name: users.nickname, username: users.username })
    .from(claimEvents)
    .leftJoin(users, eq(users.id, claimEvents.byUserId))
    .where(eq(claimEvents.claimId, claimId))
    .orderBy(asc(claimEvents.id));
  const service = ctx.lang === 'en' ? 'Customer service' : '客服';
  return rows.map(({ e, name, username }) => ({
    action: e.action,
    action_text: inLang(ctx.lang, CLAIM_ACTION_TEXT[e.action]),
    by: e.byRole,
    by_name: e.byRole === 'staff' ? (ctx.staffView ? (name ?? username ?? '') : service) : e.byRole === 'customer' ? (name ?? '') : '',
    message: e.message,
    photos: photoLinks(ctx.deps, ctx.origin, e.photoKeys),
    amount: e.amount,
    reason_code: e.reasonCode as ClaimReasonCode | null,
    reason_text: reasonText(ctx.lang, e.reasonCode),
    at: e.createdAt.toISOString(),
  }));
}

/** The detail without `actions` and `max` (the caller adds what its reader may do). */
export async function detailOf(ctx: ViewContext, row: ClaimRow): Promise<Omit<ClaimDetail, 'actions' | 'max'>> {
  const numbers = await targetNumbers(ctx.deps.db, [row]);
  return {
    ...summaryOf(row, ctx.lang, numbers.get(row.id) ?? ''),
    waybill_id: row.waybillId,
    parcel_id: row.parcelId,
    description: row.description,
    photos: photoLinks(ctx.deps, ctx.origin, row.photoKeys),
    proof: photoLinks(ctx.deps, ctx.origin, row.proofKeys),
    snapshot: row.snapshot,
    reason_code: row.reasonCode as ClaimReasonCode | null,
    reason_text: reasonText(ctx.lang, row.reasonCode),
    appealed: row.appealed,
    events: await timeline(ctx, row.id),
  };
}
