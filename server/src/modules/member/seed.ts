/**
 * The points terms row of every site (update only: the columns' defaults until an admin edits them); outside
 * production the demo levels 普通 / 银卡 / 金卡 / 钻石, which admins may change or hide.
 */
import type { Db } from '../../db/client';
import { memberLevels, memberPointsTerms } from '../../db/schema';
import { SITES } from '../../db/seed-data';

const DEMO_LEVELS = [
  { code: 'standard', nameZh: '普通', nameEn: 'Standard', minFreight: 0, discountBp: 0, freeServices: [], sort: 1 },
  { code: 'silver', nameZh: '银卡', nameEn: 'Silver', minFreight: 50_000, discountBp: 300, freeServices: ['photos'], sort: 2 },
  { code: 'gold', nameZh: '金卡', nameEn: 'Gold', minFreight: 150_000, discountBp: 500, freeServices: ['photos', 'reinforce'], sort: 3 },
  {
    code: 'diamond',
    nameZh: '钻石',
    nameEn: 'Diamond',
    minFreight: 300_000,
    discountBp: 800,
    freeServices: ['photos', 'reinforce', 'remove_packaging'],
    sort: 4,
  },
];

export async function seedMember(db: Db, demo: boolean): Promise<void> {
  await db
    .insert(memberPointsTerms)
    .values(SITES.map((site) => ({ siteId: site.id })))
    .onConflictDoNothing();
  if (!demo) return;
  await db
    .insert(memberLevels)
    .values(SITES.flatMap((site) => DEMO_LEVELS.map((level) => ({ ...level, siteId: site.id }))))
    .onConflictDoNothing();
}
