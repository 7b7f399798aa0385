/**
 * The money-moving side of coupons: lock and check one for a waybill, mark it used (guarded on unused), give
 * it back, and list the usable ones with what they take off after a card. In the caller's transaction.
 */
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { ApiStatus } from '@contract/api';
import type { Queryable, Tx } from '../../db/client';
import { type CouponRow, coupons, type CouponTemplateRow, couponTemplates, type UserRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import { couponOff, type CouponRefusal, couponRefusal, type WaybillToPay } from '../payment/split';

export const couponNotFound = () => new ApiError(ApiStatus.NOT_FOUND, 'coupon_not_found');
const mine = (user: Pick<UserRow, 'id' | 'siteId'>) => and(eq(coupons.siteId, user.siteId), eq(coupons.userId, user.id));

export interface CouponWithTerms {
  coupon: CouponRow;
  terms: CouponTemplateRow;
}

/** The customer's coupon locked FOR UPDATE and checked for this waybill: 40004 if not theirs, 42021 if unusable. */
export async function lockUsableCoupon(
  tx: Tx,
  user: UserRow,
  couponId: number,
  waybill: WaybillToPay,
  now: Date,
): Promise<CouponWithTerms> {
  const [coupon] = await tx
    .select()
    .from(coupons)
    .where(and(mine(user), eq(coupons.id, couponId)))
    .for('update');
  if (!coupon) throw couponNotFound();
  const [terms] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, coupon.templateId));
  const refusal = couponRefusal(coupon, terms, waybill, now);
  if (refusal) throw new ApiError(ApiStatus.NOT_USABLE, refusal);
  return { coupon, terms };
}

/** unused -> used by this payment; 42021 if another payment took it first. */
export async function markCouponUsed(tx: Tx, couponId: number, ref: { paymentId: number; waybillId: number }, now: Date): Promise<void> {
  const [used] = await tx
    .update(coupons)
    .set({ status: 'used', paymentId: ref.paymentId, waybillId: ref.waybillId, usedAt: now })
    .where(and(eq(coupons.id, couponId), eq(coupons.status, 'unused')))
    .returning({ id: coupons.id });
  if (!used) throw new ApiError(ApiStatus.NOT_USABLE, 'coupon_used');
}

/**
 * Back to unused: always for a hold released (the payment never happened; an expired one then reads as
 * expired), only while still valid for a refund. Answers whether it went back.
 */
export async function restoreCoupon(tx: Tx, couponId: number | null, paymentId: number, now: Date, onlyIfValid: boolean): Promise<boolean> {
  if (!couponId) return false;
  const [back] = await tx
    .update(coupons)
    .set({ status: 'unused', paymentId: null, waybillId: null, usedAt: null })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.status, 'used'),
        eq(coupons.paymentId, paymentId),
        onlyIfValid ? gt(coupons.expiresAt, now) : undefined,
      ),
    )
    .returning({ id: coupons.id });
  return Boolean(back);
}

export type CouponBlock = 'min_spend' | 'channel' | 'first_waybill';
const BLOCKS: Partial<Record<CouponRefusal, CouponBlock>> = {
  coupon_min_spend: 'min_spend',
  coupon_channel: 'channel',
  coupon_first_waybill: 'first_waybill',
};

/**
 * My valid coupons for this waybill: the usable ones with what each takes off after `cardAmount`, best first,
 * and the ones this waybill can't take with the reason (so the page can show them greyed instead of "none").
 */
export async function couponsFor(q: Queryable, user: UserRow, waybill: WaybillToPay, cardAmount: number, now: Date) {
  const rows = await q
    .select({ coupon: coupons, terms: couponTemplates })
    .from(coupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, coupons.templateId))
    .where(and(mine(user), eq(coupons.status, 'unused'), gt(coupons.expiresAt, now), lte(coupons.startsAt, now)))
    .orderBy(asc(coupons.expiresAt), asc(coupons.id));
  const judged = rows.map((r) => ({ ...r, refusal: couponRefusal(r.coupon, r.terms, waybill, now) }));
  const usable = judged
    .filter((r) => !r.refusal)
    .map((r) => ({ ...r, amountOff: couponOff(r.terms, waybill.amountDue - cardAmount) }))
    .sort((a, b) => b.amountOff - a.amountOff || a.coupon.expiresAt.getTime() - b.coupon.expiresAt.getTime());
  const blocked = judged.flatMap((r) => (r.refusal && BLOCKS[r.refusal] ? [{ ...r, block: BLOCKS[r.refusal]! }] : []));
  return { usable, blocked };
}
