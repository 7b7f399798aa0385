/**
 * Issuing a coupon from a template — claims, registration gifts and staff issues all come here — under both
 * limits: the per-user count is read under a per-user transaction lock (two claims of one customer queue
 * instead of both counting the same coupons), and the total is taken by a guarded increment of issued_count
 * that a concurrent claim cannot overtake (the row lock makes it re-check the limit). Call inside the
 * transaction that answers the request.
 */
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { ApiStatus } from '@contract/api';
import type { Queryable } from '../../db/client';
import { type CouponRow, coupons, type CouponTemplateRow, couponTemplates, type UserRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';

/** Namespace of the advisory locks taken on a customer's coupons (the second key is the user id). */
const COUPON_LOCK = 0x4350_4e53; // "CPNS"
const DAY_MS = 86_400_000;

type Validity = Pick<CouponTemplateRow, 'validDays' | 'validFrom' | 'validTo'>;

/** A coupon issued now runs from now for valid_days, or over the template's fixed window. */
export function couponWindow(template: Validity, now: Date): { startsAt: Date; expiresAt: Date } {
  if (template.validFrom && template.validTo) return { startsAt: template.validFrom, expiresAt: template.validTo };
  return { startsAt: now, expiresAt: new Date(now.getTime() + (template.validDays ?? 0) * DAY_MS) };
}

/** A fixed window already over: a coupon issued now would be born expired. */
export const windowOver = (template: Validity, now: Date) =>
  template.validTo !== null && template.validFrom !== null && template.validTo <= now;

export type IssueRefusal = 'coupon_claimed' | 'coupon_sold_out' | 'coupon_activity_ended';

/** Issues one coupon, or says which limit stopped it (nothing written then). */
export async function tryIssue(q: Queryable, template: CouponTemplateRow, userId: number, now: Date): Promise<CouponRow | IssueRefusal> {
  if (windowOver(template, now)) return 'coupon_activity_ended';
  await q.execute(sql`select pg_advisory_xact_lock(${COUPON_LOCK}, ${userId})`);
  const [{ held }] = await q
    .select({ held: count() })
    .from(coupons)
    .where(and(eq(coupons.templateId, template.id), eq(coupons.userId, userId)));
  if (held >= template.perUserLimit) return 'coupon_claimed';
  const [taken] = await q
    .update(couponTemplates)
    .set({ issuedCount: sql`${couponTemplates.issuedCount} + 1` })
    .where(
      and(
        eq(couponTemplates.id, template.id),
        eq(couponTemplates.active, true),
        or(isNull(couponTemplates.totalLimit), lt(couponTemplates.issuedCount, couponTemplates.totalLimit)),
      ),
    )
    .returning({ id: couponTemplates.id });
  if (!taken) return 'coupon_sold_out';
  const [coupon] = await q
    .insert(coupons)
    .values({ siteId: template.siteId, userId, templateId: template.id, status: 'unused', ...couponWindow(template, now), createdAt: now })
    .returning();
  return coupon;
}

/** tryIssue, or 42022 saying which limit. */
export async function issueCoupon(q: Queryable, template: CouponTemplateRow, userId: number, now: Date): Promise<CouponRow> {
  const issued = await tryIssue(q, template, userId, now);
  if (typeof issued === 'string') throw new ApiError(ApiStatus.LIMIT_REACHED, issued, { limit: template.perUserLimit });
  return issued;
}

/** Every active registration template of the site gives a new customer one coupon, while its total lasts. */
export async function issueRegistrationCoupons(q: Queryable, now: Date, user: UserRow): Promise<void> {
  if (user.role !== 'customer') return;
  const templates = await q
    .select()
    .from(couponTemplates)
    .where(and(eq(couponTemplates.siteId, user.siteId), eq(couponTemplates.trigger, 'registration'), eq(couponTemplates.active, true)))
    .orderBy(couponTemplates.id);
  for (const template of templates) await tryIssue(q, template, user.id, now);
}
