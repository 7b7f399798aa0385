/** Demo addresses (outside production): the demo customer gets a CN recipient and an NZ sender, once. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, users } from '../../db/schema';

export const DEMO_CUSTOMER_MOBILE = '+64211234567';

export const DEMO_ADDRESSES = [
  {
    type: 'recipient',
    name: '张伟',
    mobile: '+8613812345678',
    country: 'CN',
    province: '广东省',
    city: '广州市',
    district: '天河区',
    address: '天河路385号太古汇一座2501室',
    postcode: '510620',
    provinceCode: '440000',
    cityCode: '440100',
    districtCode: '440106',
    idNumber: '440106199003071231', // a made-up number with a valid GB 11643 check digit
    isDefault: true,
  },
  {
    type: 'sender',
    name: 'Li Ming',
    mobile: DEMO_CUSTOMER_MOBILE,
    country: 'NZ',
    province: 'Auckland',
    city: 'Auckland',
    district: 'Ponsonby',
    address: '123 Ponsonby Road',
    postcode: '1011',
    isDefault: true,
  },
] as const;

export async function seedDemoAddresses(db: Db, now: Date): Promise<void> {
  const [customer] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, 1), eq(users.mobile, DEMO_CUSTOMER_MOBILE)));
  if (!customer) return;
  const [existing] = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, customer.id)).limit(1);
  if (existing) return;
  await db
    .insert(addresses)
    .values(DEMO_ADDRESSES.map((a) => ({ ...a, siteId: customer.siteId, userId: customer.id, createdAt: now, updatedAt: now })));
}
