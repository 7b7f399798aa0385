/**
 * The customer's side: what can be claimed, filing, the list and detail, withdrawing, answering staff and
 * appealing once. Every write is one transaction; bad input is refused before anything is written.
 */
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { ApiLang } from '@contract/api';
import { ApiStatus } from '@contract/api';
import {
  CLAIM_PHOTOS_MAX,
  type ClaimAnswerRequest,
  type ClaimAppealRequest,
  type ClaimCreateRequest,
  type ClaimDetail,
  type ClaimListData,
  type ClaimOptionsData,
  type ClaimStatus,
  type ClaimTargetsData,
} from '@contract/claim';
import type { Queryable } from '../../db/client';
import { type ClaimRow, claims, privateFiles, type SiteRow, type UserRow } from '../../db/schema';
import { inLang } from '../../lib/bilingual';
import { uniqueViolation } from '../../lib/db-errors';
import { ApiError, FieldError } from '../../lib/errors';
import { offsetOf } from '../../toolkit/lists';
import { CLAIM_TYPE_TEXT } from './labels';
import { ruleMoney, rulesInForce, rulesOfVersion, suggestedMax } from './rules';
import { claimOptions, claimTargets, liveClaims, loadTarget, notOffered, refusal, snapshotOf } from './targets';
import { detailOf, summaryOf, targetNumbers, type ViewContext } from './view';
import { findClaim, logStep, move } from './workflow';

const DAY = 86_400_000;

export interface CustomerContext extends ViewContext {
  user: UserRow;
  site: SiteRow;
}

export async function targets(ctx: CustomerContext): Promise<ClaimTargetsData> {
  return { list: await claimTargets(ctx.deps.db, ctx.user, ctx.lang, ctx.deps.now()) };
}

export async function options(ctx: CustomerContext, ref: { waybill_id?: number; parcel_id?: number }): Promise<ClaimOptionsData> {
  const { db } = ctx.deps;
  oneTarget(ref);
  const target = await loadTarget(db, ctx.user, ref);
  const inForce = await rulesInForce(db, ctx.site, ctx.deps.now());
  const list = (await claimTargets(db, ctx.user, ctx.lang, ctx.deps.now())).find((x) => x.kind === target.kind && x.id === target.row.id);
  return {
    target: list ?? {
      kind: target.kind,
      id: target.row.id,
      no: target.kind === 'waybill' ? target.row.no : target.row.trackingNo,
      status: target.row.status,
      status_text: '',
      incident: null,
      incident_text: '',
      created_at: target.row.createdAt.toISOString(),
    },
    snapshot: snapshotOf(target, ctx.site, inForce.version),
    options: await claimOptions(db, target, inForce, ctx.site, ctx.lang, ctx.deps.now()),
  };
}

function oneTarget(ref: { waybill_id?: number; parcel_id?: number }): void {
  if ((ref.waybill_id === undefined) === (ref.parcel_id === undefined)) throw new FieldError('claim.target', 'one_target');
}

function cleanText(value: string, field: string): string {
  const text = value.trim();
  if (!text) throw new FieldError(field, 'blank');
  return text;
}

/** Claim photos (POST /api/after/sales/photo) of this customer; each key once. */
async function ownPhotos(q: Queryable, user: UserRow, keys: string[], field: string): Promise<string[]> {
  const unique = [...new Set(keys)];
  if (unique.length !== keys.length) throw new FieldError(field, 'duplicate');
  if (!unique.length) return [];
  const found = await q
    .select({ key: privateFiles.key })
    .from(privateFiles)
    .where(
      and(
        eq(privateFiles.siteId, user.siteId),
        eq(privateFiles.userId, user.id),
        eq(privateFiles.purpose, 'claim_photo'),
        inArray(privateFiles.key, unique),
      ),
    );
  if (found.length !== unique.length) throw new FieldError(field, 'photo_not_found');
  return unique;
}

const claimNo = (site: SiteRow) => `CL${site.code.toUpperCase()}${String(randomInt(0, 1e9)).padStart(9, '0')}`;

export async function createClaim(ctx: CustomerContext, body: ClaimCreateRequest): Promise<ClaimDetail> {
  const { deps, user, site, lang } = ctx;
  oneTarget(body);
  const description = cleanText(body.description, 'claim.description');
  const now = deps.now();
  try {
    const id = await deps.db.transaction(async (tx) => {
      const target = await loadTarget(tx, user, body);
      const inForce = await rulesInForce(tx, site, now);
      const open = (await liveClaims(tx, target)).get(body.type);
      if (open) throw claimExists(lang, body.type, open);
      const why = refusal(body.type, target, inForce.rules, site, now);
      if (why) throw notOffered(body.type, why, lang);
      const snapshot = snapshotOf(target, site, inForce.version);
      const max = suggestedMax(inForce.rules, body.type, snapshot, lang);
      // Paid in money: what the customer asks for is what staff judge (a blank one read NZ$0.00 beside the payment).
      if (max.kind === 'wallet' && body.amount < 1) throw new FieldError('claim.amount', 'required');
      if (body.amount > max.amount) throw new FieldError('claim.amount', 'over_max', { max: ruleMoney(site.currency, max.amount) });
      const photos = await ownPhotos(tx, user, body.photos, 'claim.photos');
      const proof = await ownPhotos(tx, user, body.proof, 'claim.proof');
      const [row] = await tx
        .insert(claims)
        .values({
          siteId: site.id,
          userId: user.id,
          no: claimNo(site),
          type: body.type,
          status: 'submitted',
          waybillId: target.kind === 'waybill' ? target.row.id : null,
          parcelId: target.kind === 'parcel' ? target.row.id : null,
          description,
          photoKeys: photos,
          proofKeys: proof,
          amount: body.amount,
          snapshot,
          maxAmount: max.amount,
          compensation: max.kind,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await logStep(tx, row, { action: 'submitted', by: user, message: description, photos, amount: body.amount }, null, 'submitted', now);
      return row.id;
    });
    return claimDetail(ctx, id);
  } catch (err) {
    // Two submissions racing past the check: the live-claim index lets one in.
    if (uniqueViolation(err)?.startsWith('claims_')) throw claimExists(lang, body.type, '');
    throw err;
  }
}

const claimExists = (lang: ApiLang, type: ClaimRow['type'], no: string) =>
  new ApiError(ApiStatus.CLAIM_EXISTS, 'claim_exists', { type: inLang(lang, CLAIM_TYPE_TEXT[type]), no });

function customerActions(row: ClaimRow, rules: { appeal_days: number }, now: Date): ClaimDetail['actions'] {
  const actions: ClaimDetail['actions'] = [];
  if (row.status === 'submitted' || row.status === 'need_info') actions.push('withdraw');
  if (row.status === 'need_info') actions.push('answer');
  if (appealable(row, rules, now)) actions.push('appeal');
  return actions;
}

const DECIDED: ClaimStatus[] = ['approved', 'partially_approved', 'rejected'];
const appealable = (row: ClaimRow, rules: { appeal_days: number }, now: Date) =>
  DECIDED.includes(row.status) && !row.appealed && !!row.decidedAt && now.getTime() <= row.decidedAt.getTime() + rules.appeal_days * DAY;

export async function claimDetail(ctx: CustomerContext, id: number): Promise<ClaimDetail> {
  const row = await findClaim(ctx.deps.db, { site: ctx.site, userId: ctx.user.id }, id);
  const rules = await rulesOfVersion(ctx.deps.db, row.siteId, row.snapshot.rules_version);
  return {
    ...(await detailOf(ctx, row)),
    max: suggestedMax(rules, row.type, row.snapshot, ctx.lang),
    actions: customerActions(row, rules, ctx.deps.now()),
  };
}

export async function listClaims(
  ctx: CustomerContext,
  query: { status?: ClaimStatus; page: number; page_size: number },
): Promise<ClaimListData> {
  const { db } = ctx.deps;
  const where = and(
    eq(claims.siteId, ctx.site.id),
    eq(claims.userId, ctx.user.id),
    query.status ? eq(claims.status, query.status) : undefined,
  );
  const rows = await db
    .select()
    .from(claims)
    .where(where)
    .orderBy(desc(claims.createdAt), desc(claims.id))
    .limit(query.page_size)
    .offset(offsetOf(query));
  const [{ total }] = await db.select({ total: count() }).from(claims).where(where);
  const numbers = await targetNumbers(db, rows);
  return { list: rows.map((r) => summaryOf(r, ctx.lang, numbers.get(r.id) ?? '')), total, page: query.page, page_size: query.page_size };
}

export async function withdrawClaim(ctx: CustomerContext, id: number): Promise<ClaimDetail> {
  const now = ctx.deps.now();
  await ctx.deps.db.transaction((tx) =>
    move(
      tx,
      { site: ctx.site, userId: ctx.user.id },
      id,
      ['submitted', 'need_info'],
      'withdrawn',
      {},
      { action: 'withdrawn', by: ctx.user },
      now,
    ),
  );
  return claimDetail(ctx, id);
}

export async function answerClaim(ctx: CustomerContext, id: number, body: ClaimAnswerRequest): Promise<ClaimDetail> {
  const message = cleanText(body.message, 'claim.message');
  const now = ctx.deps.now();
  await ctx.deps.db.transaction(async (tx) => {
    const scope = { site: ctx.site, userId: ctx.user.id };
    const row = await findClaim(tx, scope, id);
    const photos = await ownPhotos(tx, ctx.user, body.photos, 'claim.photos');
    const all = [...new Set([...row.photoKeys, ...photos])];
    if (all.length > CLAIM_PHOTOS_MAX) throw new FieldError('claim.photos', 'too_many_photos', { limit: CLAIM_PHOTOS_MAX });
    await move(
      tx,
      scope,
      id,
      ['need_info'],
      'under_review',
      { photoKeys: all },
      { action: 'answered', by: ctx.user, message, photos },
      now,
    );
  });
  return claimDetail(ctx, id);
}

export async function appealClaim(ctx: CustomerContext, id: number, body: ClaimAppealRequest): Promise<ClaimDetail> {
  const message = cleanText(body.message, 'claim.message');
  const now = ctx.deps.now();
  await ctx.deps.db.transaction(async (tx) => {
    const scope = { site: ctx.site, userId: ctx.user.id };
    const row = await findClaim(tx, scope, id);
    const rules = await rulesOfVersion(tx, row.siteId, row.snapshot.rules_version);
    if (DECIDED.includes(row.status) && !appealable(row, rules, now)) {
      throw row.appealed
        ? new ApiError(ApiStatus.CLAIM_APPEAL_REFUSED, 'claim_appeal_used')
        : new ApiError(ApiStatus.CLAIM_APPEAL_REFUSED, 'claim_appeal_late', { days: rules.appeal_days });
    }
    // A second tap finds it under review already: the status guard refuses it (42009).
    await move(tx, scope, id, DECIDED, 'under_review', { appealed: true }, { action: 'appealed', by: ctx.user, message }, now);
  });
  return claimDetail(ctx, id);
}
