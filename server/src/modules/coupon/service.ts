/** My coupons by tab, the coupons an activity offers, claiming one, and staff issuing one to a customer. */
import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { type ApiLang, ApiStatus } from '@contract/api';
import type { ClaimableCoupon, ClaimRefusal, Coupon, CouponListData, CouponStatus } from '@contract/coupon';
import type { Db } from '../../db/client';
import {
  activities,
  type CouponRow,
  coupons,
  type CouponTemplateRow,
  couponTemplates,
  type SiteRow,
  type UserRow,
  users,
  waybills,
} from '../../db/schema';
import { t } from '../../i18n';
import { pickLang } from '../../lib/bilingual';
import { ApiError } from '../../lib/errors';
import { offsetOf, type Paging } from '../../toolkit/lists';
import { iso, isoOrNull } from '../../toolkit/time';
import { channelNames, channelRefs } from '../card/shared';
import { siteToday } from '../content/today';
import { describeCoupon, validText } from './describe';
import { issueCoupon, windowOver } from './issue';

export interface Viewer {
  site: SiteRow;
  lang: ApiLang;
  now: Date;
}

export const couponStatus = (c: Pick<CouponRow, 'status' | 'expiresAt'>, now: Date): CouponStatus =>
  c.status === 'used' ? 'used' : c.expiresAt <= now ? 'expired' : 'unused';

export function toCoupon(v: Viewer, c: CouponRow, tpl: CouponTemplateRow, waybillNo: string | null, names: Map<string, string>): Coupon {
  return {
    id: c.id,
    template_id: tpl.id,
    name: pickLang(v.lang, tpl.nameZh, tpl.nameEn),
    kind: tpl.kind,
    value: tpl.value,
    max_off: tpl.maxOff,
    min_spend: tpl.minSpend,
    currency: v.site.currency,
    channels: channelRefs(names, tpl.channelCodes),
    starts_at: iso(c.startsAt),
    expires_at: iso(c.expiresAt),
    status: couponStatus(c, v.now),
    used_at: isoOrNull(c.usedAt),
    waybill_no: waybillNo,
    description: describeCoupon(v.lang, tpl, v.site.currency),
  };
}

function tabWhere(tab: CouponStatus, now: Date): SQL {
  if (tab === 'used') return eq(coupons.status, 'used');
  return and(eq(coupons.status, 'unused'), tab === 'unused' ? gt(coupons.expiresAt, now) : lte(coupons.expiresAt, now))!;
}
const TAB_ORDER = {
  unused: [asc(coupons.expiresAt), asc(coupons.id)],
  used: [desc(coupons.usedAt), desc(coupons.id)],
  expired: [desc(coupons.expiresAt), desc(coupons.id)],
};

export async function listCoupons(db: Db, v: Viewer, user: UserRow, query: Paging & { status: CouponStatus }): Promise<CouponListData> {
  const mine = and(eq(coupons.siteId, v.site.id), eq(coupons.userId, user.id));
  const where = and(mine, tabWhere(query.status, v.now));
  const counted = (tab: CouponStatus) => sql<number>`count(*) filter (where ${tabWhere(tab, v.now)})`.mapWith(Number);
  const [rows, [{ total }], [counts], names] = await Promise.all([
    db
      .select({ c: coupons, tpl: couponTemplates, waybillNo: waybills.no })
      .from(coupons)
      .innerJoin(couponTemplates, eq(couponTemplates.id, coupons.templateId))
      .leftJoin(waybills, eq(waybills.id, coupons.waybillId))
      .where(where)
      .orderBy(...TAB_ORDER[query.status])
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(coupons).where(where),
    db
      .select({ unused: counted('unused'), used: counted('used'), expired: counted('expired') })
      .from(coupons)
      .where(mine),
    channelNames(db, v.site.id, v.lang),
  ]);
  return {
    list: rows.map((r) => toCoupon(v, r.c, r.tpl, r.waybillNo, names)),
    total,
    page: query.page,
    page_size: query.page_size,
    counts,
  };
}

type ActivityDays = { startsOn: string; endsOn: string };

/** Why nobody can claim from this template today, or null. */
function closedReason(v: Viewer, tpl: CouponTemplateRow, activity: ActivityDays): ClaimRefusal | null {
  const today = siteToday(v.site, v.now);
  if (activity.startsOn > today) return 'not_started';
  if (activity.endsOn < today || windowOver(tpl, v.now)) return 'ended';
  return null;
}

const REFUSAL_KEY = {
  sign_in: 'coupon_sign_in',
  not_started: 'coupon_activity_not_started',
  ended: 'coupon_activity_ended',
  sold_out: 'coupon_sold_out',
  claimed: 'coupon_claimed',
} as const;

/** Active activity templates of an activity (or of every active activity), with what I may do with each. */
export async function claimable(db: Db, v: Viewer, user: UserRow | null, activityId?: number): Promise<ClaimableCoupon[]> {
  const siteActivity = and(eq(activities.siteId, v.site.id), eq(activities.active, true));
  if (activityId !== undefined) {
    const [found] = await db
      .select({ id: activities.id })
      .from(activities)
      .where(and(siteActivity, eq(activities.id, activityId)));
    if (!found) throw new ApiError(ApiStatus.NOT_FOUND, 'activity_not_found');
  }
  const rows = await db
    .select({ tpl: couponTemplates, startsOn: activities.startsOn, endsOn: activities.endsOn })
    .from(couponTemplates)
    .innerJoin(activities, eq(activities.id, couponTemplates.activityId))
    .where(
      and(
        siteActivity,
        eq(couponTemplates.siteId, v.site.id),
        eq(couponTemplates.trigger, 'activity'),
        eq(couponTemplates.active, true),
        activityId === undefined ? isNotNull(couponTemplates.activityId) : eq(couponTemplates.activityId, activityId),
      ),
    )
    .orderBy(asc(activities.sort), asc(couponTemplates.id));
  const held =
    user && rows.length
      ? await db
          .select({ id: coupons.templateId, n: count() })
          .from(coupons)
          .where(
            and(
              eq(coupons.userId, user.id),
              inArray(
                coupons.templateId,
                rows.map((r) => r.tpl.id),
              ),
            ),
          )
          .groupBy(coupons.templateId)
      : [];
  const names = await channelNames(db, v.site.id, v.lang);
  return rows.map(({ tpl, ...days }) => {
    const claimed = held.find((h) => h.id === tpl.id)?.n ?? 0;
    const remaining = tpl.totalLimit === null ? null : tpl.totalLimit - tpl.issuedCount;
    const reason: ClaimRefusal | null = !user
      ? 'sign_in'
      : (closedReason(v, tpl, days) ?? (remaining === 0 ? 'sold_out' : claimed >= tpl.perUserLimit ? 'claimed' : null));
    return {
      template_id: tpl.id,
      activity_id: tpl.activityId,
      name: pickLang(v.lang, tpl.nameZh, tpl.nameEn),
      description: describeCoupon(v.lang, tpl, v.site.currency),
      kind: tpl.kind,
      value: tpl.value,
      max_off: tpl.maxOff,
      min_spend: tpl.minSpend,
      currency: v.site.currency,
      channels: channelRefs(names, tpl.channelCodes),
      valid_text: validText(v.lang, v.site, tpl),
      remaining,
      claimed,
      per_user_limit: tpl.perUserLimit,
      can_claim: reason === null,
      reason_code: reason,
      reason: reason && t(v.lang, REFUSAL_KEY[reason], { limit: tpl.perUserLimit }),
    };
  });
}

/** Claim on an activity's page: the template active, its activity running today, both limits; one transaction. */
export async function claimCoupon(db: Db, v: Viewer, user: UserRow, templateId: number): Promise<Coupon> {
  const { coupon, tpl } = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ tpl: couponTemplates, startsOn: activities.startsOn, endsOn: activities.endsOn })
      .from(couponTemplates)
      .innerJoin(activities, and(eq(activities.id, couponTemplates.activityId), eq(activities.active, true)))
      .where(
        and(
          eq(couponTemplates.id, templateId),
          eq(couponTemplates.siteId, v.site.id),
          eq(couponTemplates.trigger, 'activity'),
          eq(couponTemplates.active, true),
        ),
      );
    if (!row) throw new ApiError(ApiStatus.NOT_FOUND, 'coupon_template_not_found');
    const closed = closedReason(v, row.tpl, row);
    if (closed) throw new ApiError(ApiStatus.LIMIT_REACHED, REFUSAL_KEY[closed]);
    return { coupon: await issueCoupon(tx, row.tpl, user.id, v.now), tpl: row.tpl };
  });
  return toCoupon(v, coupon, tpl, null, await channelNames(db, v.site.id, v.lang));
}

/** Staff give any active template of the site to the customer with this member code; the limits still hold. */
export async function staffIssue(db: Db, v: Viewer, templateId: number, memberCode: string): Promise<Coupon> {
  const { coupon, tpl } = await db.transaction(async (tx) => {
    const [tpl] = await tx
      .select()
      .from(couponTemplates)
      .where(and(eq(couponTemplates.id, templateId), eq(couponTemplates.siteId, v.site.id), eq(couponTemplates.active, true)));
    if (!tpl) throw new ApiError(ApiStatus.NOT_FOUND, 'coupon_template_not_found');
    const [customer] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.siteId, v.site.id), eq(users.memberCode, memberCode.trim().toUpperCase()), eq(users.role, 'customer')));
    if (!customer) throw new ApiError(ApiStatus.NOT_FOUND, 'member_not_found');
    return { coupon: await issueCoupon(tx, tpl, customer.id, v.now), tpl };
  });
  return toCoupon(v, coupon, tpl, null, await channelNames(db, v.site.id, v.lang));
}
