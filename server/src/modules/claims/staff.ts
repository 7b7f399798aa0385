/**
 * The staff workbench: the queue by state with each case's age, a claim beside the warehouse's own evidence
 * for its waybill, and the decisions — review, ask for information, approve (full or partial, with a reason
 * code) or reject, pay, close, the carrier claim reference. Every decision is a timeline row with who and when.
 * Approving more than the site's `claim_dual_approval_above` takes two different staff members: the first
 * records a proposal, a second approving the same amount and reason decides.
 */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { ApiStatus } from '@contract/api';
import type {
  ClaimReasonCode,
  ClaimStatus,
  StaffClaimDecideRequest,
  StaffClaimDetail,
  StaffClaimListData,
  StaffClaimQuery,
  WarehouseEvidence,
} from '@contract/claim';
import type { Queryable } from '../../db/client';
import { type ClaimRow, claims, parcels, type SiteRow, siteSettings, trackEvents, type UserRow, users, waybills } from '../../db/schema';
import { inLang } from '../../lib/bilingual';
import { ApiError, FieldError } from '../../lib/errors';
import { offsetOf, sortedBy, withinDays } from '../../toolkit/lists';
import { dayRange } from '../../toolkit/time';
import { customerDeleted } from '../account/erased';
import { recordChange } from '../audit/record';
import { photoLinks } from '../files/signed-urls';
import { placeNames } from '../tracking/service';
import { payClaim } from './pay';
import { ruleMoney, rulesOfVersion, suggestedMax } from './rules';
import { detailOf, summaryOf, targetNumbers, type ViewContext } from './view';
import { ClaimStateError, findClaim, logStep, move } from './workflow';

export interface StaffContext extends ViewContext {
  staff: UserRow;
  site: SiteRow;
}

const OPEN: ClaimStatus[] = ['submitted', 'need_info', 'under_review', 'approved', 'partially_approved'];
const DEFAULT_DUAL_ABOVE = 20_000;

export async function dualApprovalAbove(q: Queryable, site: SiteRow): Promise<number> {
  const [row] = await q
    .select({ value: siteSettings.zh })
    .from(siteSettings)
    .where(and(eq(siteSettings.siteId, site.id), eq(siteSettings.key, 'claim_dual_approval_above')));
  const value = Number(row?.value);
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_DUAL_ABOVE;
}

/** Admins set the amount (minor units) above which an approval needs a second staff member. */
export async function setDualApprovalAbove(ctx: StaffContext & Now, amount: number): Promise<{ dual_approval_above: number }> {
  const value = String(amount);
  await ctx.deps.db.transaction(async (tx) => {
    const before = await dualApprovalAbove(tx, ctx.site);
    await tx
      .insert(siteSettings)
      .values({ siteId: ctx.site.id, key: 'claim_dual_approval_above', zh: value, en: value, updatedAt: ctx.now })
      .onConflictDoUpdate({ target: [siteSettings.siteId, siteSettings.key], set: { zh: value, en: value, updatedAt: ctx.now } });
    await recordChange(tx, {
      siteId: ctx.site.id,
      actorId: ctx.staff.id,
      kind: 'claim_settings',
      entityId: null,
      before: { dual_approval_above: before },
      after: { dual_approval_above: amount },
      at: ctx.now,
    });
  });
  return { dual_approval_above: await dualApprovalAbove(ctx.deps.db, ctx.site) };
}

const CLAIM_SORTS = { created_at: claims.createdAt, amount: claims.amount };

export async function staffClaims(ctx: StaffContext, query: StaffClaimQuery): Promise<StaffClaimListData> {
  const { db } = ctx.deps;
  const where = and(
    eq(claims.siteId, ctx.site.id),
    query.status ? eq(claims.status, query.status) : inArray(claims.status, OPEN),
    withinDays(claims.createdAt, dayRange(ctx.site, 'claim', query)),
  );
  // Oldest first unless sorted: the queue is worked from the case waiting longest.
  const rows = await db
    .select({ c: claims, member: users.memberCode, deleted: customerDeleted })
    .from(claims)
    .innerJoin(users, eq(users.id, claims.userId))
    .where(where)
    .orderBy(...sortedBy(CLAIM_SORTS, claims.id, query, 'created_at', 'asc'))
    .limit(query.page_size)
    .offset(offsetOf(query));
  const [{ total }] = await db.select({ total: count() }).from(claims).where(where);
  const grouped = await db
    .select({ status: claims.status, n: count() })
    .from(claims)
    .where(eq(claims.siteId, ctx.site.id))
    .groupBy(claims.status);
  const numbers = await targetNumbers(
    db,
    rows.map((r) => r.c),
  );
  const now = ctx.deps.now().getTime();
  return {
    list: rows.map(({ c, member, deleted }) => ({
      ...summaryOf(c, ctx.lang, numbers.get(c.id) ?? ''),
      member_code: member ?? '',
      customer_deleted: deleted,
      age_hours: Math.floor((now - c.createdAt.getTime()) / 3_600_000),
      awaiting_second_approval: c.proposedBy !== null,
    })),
    total,
    page: query.page,
    page_size: query.page_size,
    counts: Object.fromEntries(grouped.map((g) => [g.status, g.n])),
  };
}

async function evidence(ctx: StaffContext, row: ClaimRow): Promise<WarehouseEvidence> {
  const { db } = ctx.deps;
  const links = (keys: string[]) => photoLinks(ctx.deps, ctx.origin, keys);
  if (!row.waybillId) {
    const [p] = await db.select().from(parcels).where(eq(parcels.id, row.parcelId!));
    return {
      weight_g: null,
      length_mm: null,
      width_mm: null,
      height_mm: null,
      packing_photos: [],
      parcels: [{ id: p.id, tracking_no: p.trackingNo, weight_g: p.weightG, photos: links(p.photoKeys) }],
      goods: p.goods,
      track: [],
    };
  }
  const [w] = await db.select().from(waybills).where(eq(waybills.id, row.waybillId));
  const ps = await db.select().from(parcels).where(eq(parcels.waybillId, w.id)).orderBy(asc(parcels.id));
  const track = await db.select().from(trackEvents).where(eq(trackEvents.waybillId, w.id)).orderBy(desc(trackEvents.occurredAt));
  const place = await placeNames(ctx.deps, ctx.site, ctx.lang, track);
  return {
    weight_g: w.weightG,
    length_mm: w.lengthMm,
    width_mm: w.widthMm,
    height_mm: w.heightMm,
    packing_photos: links(w.photoKeys),
    parcels: ps.map((p) => ({ id: p.id, tracking_no: p.trackingNo, weight_g: p.weightG, photos: links(p.photoKeys) })),
    goods: w.goods,
    track: track.map((e) => ({
      at: e.occurredAt.toISOString(),
      place: place(e.place),
      text: inLang(ctx.lang, { zh: e.textZh, en: e.textEn }),
      source: e.source,
    })),
  };
}

function staffActions(row: ClaimRow): StaffClaimDetail['actions'] {
  const by: Record<ClaimStatus, StaffClaimDetail['actions']> = {
    submitted: ['review', 'ask'],
    need_info: [],
    under_review: ['ask', 'decide'],
    approved: ['pay'],
    partially_approved: ['pay'],
    rejected: ['close'],
    paid: ['close'],
    closed: [],
    withdrawn: [],
  };
  const actions = [...by[row.status]];
  if (!['closed', 'withdrawn'].includes(row.status)) actions.push('carrier_ref');
  return actions;
}

export async function staffClaimDetail(ctx: StaffContext, id: number): Promise<StaffClaimDetail> {
  const { db } = ctx.deps;
  const row = await findClaim(db, { site: ctx.site }, id);
  const [owner] = await db.select({ member: users.memberCode, deleted: customerDeleted }).from(users).where(eq(users.id, row.userId));
  const [proposer] = row.proposedBy ? await db.select({ name: users.nickname }).from(users).where(eq(users.id, row.proposedBy)) : [];
  const rules = await rulesOfVersion(db, row.siteId, row.snapshot.rules_version);
  return {
    ...(await detailOf(ctx, row)),
    max: suggestedMax(rules, row.type, row.snapshot, ctx.lang),
    member_code: owner?.member ?? '',
    customer_deleted: owner?.deleted ?? false,
    suggested: row.compensation === 'coupon' ? row.maxAmount : Math.min(row.amount, row.maxAmount),
    carrier_ref: row.carrierRef,
    proposed: row.proposedBy
      ? { amount: row.proposedAmount!, reason_code: row.proposedReason as ClaimReasonCode, by_name: proposer?.name ?? '' }
      : null,
    dual_approval_above: await dualApprovalAbove(db, ctx.site),
    evidence: await evidence(ctx, row),
    actions: staffActions(row),
  };
}

type Now = { now: Date };

export async function startReview(ctx: StaffContext & Now, id: number): Promise<void> {
  await ctx.deps.db.transaction((tx) =>
    move(tx, { site: ctx.site }, id, ['submitted'], 'under_review', {}, { action: 'reviewing', by: ctx.staff }, ctx.now),
  );
}

export async function askInfo(ctx: StaffContext & Now, id: number, message: string): Promise<void> {
  const text = message.trim();
  if (!text) throw new FieldError('claim.message', 'blank');
  await ctx.deps.db.transaction((tx) =>
    move(
      tx,
      { site: ctx.site },
      id,
      ['submitted', 'under_review'],
      'need_info',
      {},
      { action: 'asked', by: ctx.staff, message: text },
      ctx.now,
    ),
  );
}

export type DecideResult = 'decided' | 'proposed';

/** Approve or reject an under-review claim; above the dual-approval amount the first approver only proposes. */
export async function decide(
  ctx: StaffContext & Now,
  id: number,
  body: StaffClaimDecideRequest,
): Promise<{ result: DecideResult; amount: string; limit: string }> {
  const message = body.message.trim();
  return ctx.deps.db.transaction(async (tx) => {
    const scope = { site: ctx.site };
    const row = await findClaim(tx, scope, id);
    const money = (minor: number) => ruleMoney(row.snapshot.currency, minor);
    if (body.outcome === 'reject') {
      await move(
        tx,
        scope,
        id,
        ['under_review'],
        'rejected',
        {
          approvedAmount: 0,
          reasonCode: body.reason_code,
          decidedAt: ctx.now,
          decidedBy: ctx.staff.id,
          proposedAmount: null,
          proposedBy: null,
          proposedReason: null,
        },
        { action: 'rejected', by: ctx.staff, message, reasonCode: body.reason_code, amount: 0 },
        ctx.now,
      );
      return { result: 'decided', amount: money(0), limit: '' };
    }
    // A delay is paid by its coupon: the amount is the rules' coupon value.
    const amount = row.compensation === 'coupon' ? row.maxAmount : body.amount;
    if (amount === undefined) throw new FieldError('claim.amount', 'required');
    // Never more than asked (a claim filed before the amount was required asked nothing: up to the maximum).
    const most = row.compensation === 'wallet' && row.amount > 0 ? Math.min(row.amount, row.maxAmount) : row.maxAmount;
    if (amount > most) throw new FieldError('claim.amount', 'amount_range', { min: money(1), max: money(most) });
    // "Paid in full" only when what is paid is what was asked.
    if (body.reason_code === 'full_value' && amount < row.amount)
      throw new FieldError('claim.reason_code', 'claim_not_full', { amount: money(row.amount) });
    const limit = await dualApprovalAbove(tx, ctx.site);
    if (row.status === 'under_review' && amount > limit) {
      const confirms = row.proposedBy !== null && row.proposedAmount === amount && row.proposedReason === body.reason_code;
      if (confirms && row.proposedBy === ctx.staff.id)
        throw new ApiError(ApiStatus.CLAIM_SECOND_APPROVER, 'claim_second_approver', { limit: money(limit) });
      if (!confirms) {
        const [proposed] = await tx
          .update(claims)
          .set({ proposedAmount: amount, proposedReason: body.reason_code, proposedBy: ctx.staff.id, updatedAt: ctx.now })
          .where(and(eq(claims.id, id), eq(claims.status, 'under_review')))
          .returning();
        if (!proposed) throw new ClaimStateError(row.status);
        await logStep(
          tx,
          row,
          { action: 'proposed', by: ctx.staff, message, amount, reasonCode: body.reason_code },
          row.status,
          row.status,
          ctx.now,
        );
        return { result: 'proposed', amount: money(amount), limit: money(limit) };
      }
    }
    const to = amount >= row.amount ? 'approved' : 'partially_approved';
    await move(
      tx,
      scope,
      id,
      ['under_review'],
      to,
      {
        approvedAmount: amount,
        reasonCode: body.reason_code,
        decidedAt: ctx.now,
        decidedBy: ctx.staff.id,
        proposedAmount: null,
        proposedBy: null,
        proposedReason: null,
      },
      { action: to, by: ctx.staff, message, amount, reasonCode: body.reason_code },
      ctx.now,
    );
    return { result: 'decided', amount: money(amount), limit: money(limit) };
  });
}

export async function pay(ctx: StaffContext & Now, id: number): Promise<void> {
  await ctx.deps.db.transaction((tx) => payClaim(tx, ctx.site, ctx.staff, id, ctx.now));
}

export async function closeClaim(ctx: StaffContext & Now, id: number): Promise<void> {
  await ctx.deps.db.transaction((tx) =>
    move(tx, { site: ctx.site }, id, ['paid', 'rejected'], 'closed', {}, { action: 'closed', by: ctx.staff }, ctx.now),
  );
}

export async function setCarrierRef(ctx: StaffContext & Now, id: number, ref: string): Promise<void> {
  const text = ref.trim();
  await ctx.deps.db.transaction(async (tx) => {
    const row = await findClaim(tx, { site: ctx.site }, id);
    const [saved] = await tx
      .update(claims)
      .set({ carrierRef: text, updatedAt: ctx.now })
      .where(and(eq(claims.id, id), sql`${claims.status} not in ('closed', 'withdrawn')`))
      .returning();
    if (!saved) throw new ClaimStateError(row.status);
    await logStep(tx, row, { action: 'carrier_ref', by: ctx.staff, message: text }, row.status, row.status, ctx.now);
  });
}
