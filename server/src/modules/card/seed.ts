/**
 * Kilogram card products per site (NZD / AUD, the price per kg falling with size; the 20 kg card is for the
 * general-goods lines only, as the kg-card activity says), then the coupon templates. Idempotent: a site that
 * has products already is left as admins edited it.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardProducts } from '../../db/schema';
import { seedCoupons } from '../coupon/seed';

const general = (site: string) => [`${site}-general-economy`, `${site}-general-express`];
const PRODUCTS = [
  { siteId: 1, kg: 5, price: 4500, channelCodes: [] as string[] },
  { siteId: 1, kg: 10, price: 8500, channelCodes: [] },
  { siteId: 1, kg: 20, price: 15_000, channelCodes: general('nz') },
  { siteId: 2, kg: 5, price: 4800, channelCodes: [] },
  { siteId: 2, kg: 10, price: 9000, channelCodes: [] },
  { siteId: 2, kg: 20, price: 16_000, channelCodes: general('au') },
];

export async function seedCardsAndCoupons(db: Db, now: Date, demo: boolean): Promise<void> {
  for (const siteId of [1, 2]) {
    const [existing] = await db.select({ id: cardProducts.id }).from(cardProducts).where(eq(cardProducts.siteId, siteId)).limit(1);
    if (existing) continue;
    await db.insert(cardProducts).values(
      PRODUCTS.filter((p) => p.siteId === siteId).map((p, i) => ({
        siteId,
        nameZh: `${p.kg}公斤${p.channelCodes.length ? '普货' : ''}卡`,
        nameEn: `${p.kg} kg${p.channelCodes.length ? ' general goods' : ''} card`,
        grams: p.kg * 1000,
        price: p.price,
        validDays: 365,
        channelCodes: p.channelCodes,
        sort: (i + 1) * 10,
        createdAt: now,
        updatedAt: now,
      })),
    );
  }
  await seedCoupons(db, now, demo);
}
