/**
 * Coupon templates per site: the welcome coupon every new customer gets (the welcome-2026 activity's terms),
 * and one coupon to claim on each activity that offers one. Idempotent: the welcome coupon is added to a site
 * without templates, an activity's coupon to an activity without one (so a database seeded before an activity
 * was added gets its coupon); what exists is left as admins edited it. Demo: the demo customer (made before
 * the templates existed) gets the welcome coupon.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, type CouponTemplateRow, couponTemplates, users } from '../../db/schema';
import { DEMO_USERS } from '../../db/seed-data';
import { tryIssue } from './issue';

type Template = Omit<typeof couponTemplates.$inferInsert, 'siteId' | 'activityId'> & { activity?: string };

const templates = (site: 'nz' | 'au'): Template[] => [
  {
    nameZh: '新人首单券',
    nameEn: 'Welcome coupon',
    kind: 'amount',
    value: 500,
    minSpend: 3000,
    validDays: 30,
    totalLimit: 100_000,
    perUserLimit: 1,
    trigger: 'registration',
    firstWaybillOnly: true,
  },
  {
    nameZh: '春节食品保健品线9折券',
    nameEn: 'Chinese New Year: 10% off Food & Health',
    kind: 'percent',
    value: 10,
    maxOff: 1000,
    validDays: 14,
    channelCodes: [`${site}-food-health`],
    totalLimit: 500,
    perUserLimit: 1,
    trigger: 'activity',
    activity: 'cny-2026',
  },
  {
    nameZh: '双11奶粉专线立减券',
    nameEn: "Singles' Day: 3.00 off milk powder",
    kind: 'amount',
    value: 300,
    validDays: 14,
    channelCodes: [site === 'nz' ? 'nz-milk-powder-6' : 'au-milk-powder-3'],
    totalLimit: 1000,
    perUserLimit: 1,
    trigger: 'activity',
    activity: 'double-11-2026',
  },
  {
    nameZh: '夏日集运立减券',
    nameEn: 'Summer shipping: 8.00 off',
    kind: 'amount',
    value: 800,
    minSpend: 5000,
    validDays: 30,
    totalLimit: 1000,
    perUserLimit: 1,
    trigger: 'activity',
    activity: 'summer-2026-27',
  },
];

export async function seedCoupons(db: Db, now: Date, demo: boolean): Promise<void> {
  for (const [siteId, site] of [
    [1, 'nz'],
    [2, 'au'],
  ] as const) {
    const held = await db
      .select({ activityId: couponTemplates.activityId })
      .from(couponTemplates)
      .where(eq(couponTemplates.siteId, siteId));
    const acts = await db.select({ id: activities.id, code: activities.code }).from(activities).where(eq(activities.siteId, siteId));
    const activityIdOf = (code: string) => acts.find((a) => a.code === code)!.id;
    const missing = templates(site).filter(({ activity }) =>
      activity ? !held.some((h) => h.activityId === activityIdOf(activity)) : !held.length,
    );
    if (!missing.length) continue;
    await db.insert(couponTemplates).values(
      missing.map(({ activity, ...t }) => ({
        ...t,
        siteId,
        activityId: activity ? activityIdOf(activity) : null,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
  if (demo) await welcomeDemoCustomer(db, now);
}

async function welcomeDemoCustomer(db: Db, now: Date): Promise<void> {
  const mobile = DEMO_USERS.find((u) => 'mobile' in u && u.role === 'customer');
  const [customer] =
    mobile && 'mobile' in mobile
      ? await db
          .select()
          .from(users)
          .where(and(eq(users.siteId, 1), eq(users.mobile, mobile.mobile)))
      : [];
  if (!customer) return;
  const welcome = await db
    .select()
    .from(couponTemplates)
    .where(and(eq(couponTemplates.siteId, 1), eq(couponTemplates.trigger, 'registration'), eq(couponTemplates.active, true)));
  // tryIssue keeps the per-user limit: a second seed run gives nothing more.
  await db.transaction(async (tx) => {
    for (const template of welcome as CouponTemplateRow[]) await tryIssue(tx, template, customer.id, now);
  });
}
