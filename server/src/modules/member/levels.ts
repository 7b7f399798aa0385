/**
 * Member levels: what admins set (two kinds of the CRUD kit: the levels, and the site's points terms, one row per
 * site) and which level a customer holds — the highest active level whose threshold their paid freight over the
 * last 12 months reaches. Paid freight is the amount of their waybill payments paid in that window and not
 * refunded (whatever paid it: card grams, coupon, points, wallet or online money).
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { SERVICE_CODES } from '@contract/waybill';
import type { Queryable } from '../../db/client';
import { type MemberLevelRow, memberLevels, memberPointsTerms, type MemberPointsTermsRow, payments } from '../../db/schema';
import { choice, int, str, text } from '../../lib/schema';
import type { AdminKind } from '../../toolkit/admin-crud';
import type { PointsChoice } from '../payment/split';
import type { MemberTerms } from '../waybill/declaration';

export const LEVEL_WINDOW_MONTHS = 12;

export const memberLevelKind: AdminKind = {
  path: 'member_level',
  summary:
    'Member levels of the site: from which paid freight over the last 12 months (minor units) a customer holds the level, its discount off the freight (basis points, 500 = 5%) and its free value-added services',
  scope: 'member',
  table: memberLevels,
  fields: {
    code: str(40, { min: 1, pattern: '^[a-z0-9][a-z0-9_-]*$' }),
    name_zh: text(20, 1),
    name_en: text(40, 1),
    min_freight: int(0, 100_000_000),
    discount_bp: int(0, 5000),
    free_services: { type: 'array', maxItems: SERVICE_CODES.length, uniqueItems: true, items: choice(SERVICE_CODES) },
    sort: int(0, 9999),
    active: { type: 'boolean' },
  },
  required: ['code', 'name_zh', 'name_en'],
  search: ['code', 'name_zh', 'name_en'],
  order: ['min_freight', 'id'],
  softDelete: true,
};

export const memberPointsKind: AdminKind = {
  path: 'member_points',
  summary:
    "The site's member points: points earned per whole currency unit paid, minor units one point takes off the freight, and the months after which points earned expire",
  scope: 'member',
  table: memberPointsTerms,
  fields: {
    points_per_unit: int(0, 100),
    point_value: int(1, 100),
    expiry_months: int(1, 60),
  },
  required: [],
  search: [],
  order: ['id'],
  updateOnly: true,
};

/** The site's points terms (the columns' defaults for a site whose row is missing). */
export async function pointsTerms(
  q: Queryable,
  siteId: number,
): Promise<Pick<MemberPointsTermsRow, 'pointsPerUnit' | 'pointValue' | 'expiryMonths'>> {
  const [row] = await q.select().from(memberPointsTerms).where(eq(memberPointsTerms.siteId, siteId));
  return row ?? { pointsPerUnit: 1, pointValue: 1, expiryMonths: 12 };
}

export const monthsLater = (at: Date, months: number) => {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
};

/** Waybill payments paid in the 12 months before `now` and not refunded. */
export async function paidFreight(q: Queryable, siteId: number, userId: number, now: Date): Promise<number> {
  const [row] = await q
    .select({ total: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.siteId, siteId),
        eq(payments.userId, userId),
        eq(payments.purpose, 'waybill'),
        eq(payments.status, 'paid'),
        gt(payments.paidAt, monthsLater(now, -LEVEL_WINDOW_MONTHS)),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function activeLevels(q: Queryable, siteId: number): Promise<MemberLevelRow[]> {
  return q
    .select()
    .from(memberLevels)
    .where(and(eq(memberLevels.siteId, siteId), eq(memberLevels.active, true)))
    .orderBy(asc(memberLevels.minFreight), asc(memberLevels.id));
}

/** The level held at `paid` (the highest threshold reached) and the next one up. */
export function standing(levels: MemberLevelRow[], paid: number): { level: MemberLevelRow | null; next: MemberLevelRow | null } {
  const reached = levels.filter((l) => l.minFreight <= paid);
  return { level: reached.at(-1) ?? null, next: levels.find((l) => l.minFreight > paid) ?? null };
}

/** What the customer's level gives on a waybill packed now: pricing takes it in (modules/pricing/price.ts). */
export async function memberTermsOf(q: Queryable, siteId: number, userId: number, now: Date): Promise<MemberTerms> {
  const { level } = standing(await activeLevels(q, siteId), await paidFreight(q, siteId, userId, now));
  return { discountBp: level?.discountBp ?? 0, freeServices: level?.freeServices ?? [] };
}

/** The points a payment asks to spend with the site's point value; undefined when none. */
export async function pointsChoice(q: Queryable, user: { siteId: number }, asked: number | undefined): Promise<PointsChoice | undefined> {
  if (!asked) return undefined;
  return { count: asked, value: (await pointsTerms(q, user.siteId)).pointValue };
}
