/**
 * Idempotent seed: sites and their settings always (nothing works without them); demo accounts only
 * outside production, so no default password ever exists in production. A built server seeds once per build
 * (`fingerprint`): its later starts skip it, and a seeded row an admin deleted stays deleted until the next build.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { seedDemoAddresses } from '../modules/address/seed';
import { seedCardsAndCoupons } from '../modules/card/seed';
import { seedContent } from '../modules/content/seed';
import { seedMember } from '../modules/member/seed';
import { seedReservations } from '../modules/reservation/seed';
import { createUser, findUserByMobile, findUserByUsername } from '../modules/user/accounts';
import { PRIVACY_POLICY } from '../seed/content/privacy-policy';
import type { Db } from './client';
import { consents, seedRuns, siteBankAccounts, siteOperations, sites, siteSettings } from './schema';
import { DEMO_BANK_ACCOUNTS, DEMO_PASSWORD, DEMO_USERS, SITE_SETTINGS, SITES } from './seed-data';

/** A built server's fingerprint: the SHA-256 of its bundle, whose code holds every seeded row. */
export function buildFingerprint(bundle: string): string {
  return createHash('sha256').update(readFileSync(bundle)).digest('hex');
}

type SeedOptions = { demo: boolean; now?: Date; fingerprint?: string };

/** Seeds unless this build already has; answers whether it ran. */
export async function seed(db: Db, options: SeedOptions): Promise<boolean> {
  const { demo, fingerprint } = options;
  if (fingerprint) {
    const [done] = await db
      .select()
      .from(seedRuns)
      .where(and(eq(seedRuns.fingerprint, fingerprint), eq(seedRuns.demo, demo)));
    if (done) return false;
  }
  await seedAll(db, demo, options.now ?? new Date());
  if (fingerprint) await db.insert(seedRuns).values({ fingerprint, demo }).onConflictDoNothing();
  return true;
}

async function seedAll(db: Db, demo: boolean, now: Date): Promise<void> {
  await seedSites(db, demo);
  await seedContent(db, now); // reference content and prices: production needs them too
  if (demo) await seedDemoUsers(db, now);
  await seedCardsAndCoupons(db, now, demo); // after the activities and the demo customer it gives a coupon
  if (demo) await seedDemoAddresses(db, now);
  await seedReservations(db, now, demo); // after the depots and the demo staff whose desk it sets
  await seedMember(db, demo);
}

async function seedSites(db: Db, demo: boolean): Promise<void> {
  await db.insert(sites).values(SITES).onConflictDoNothing();
  // Rows were inserted with explicit ids: move the sequence past them.
  await db.execute(sql`select setval(pg_get_serial_sequence('sites', 'id'), (select max(id) from sites))`);
  const settings = Object.entries(SITE_SETTINGS).flatMap(([siteId, byKey]) =>
    Object.entries(byKey).map(([key, text]) => ({ siteId: Number(siteId), key, ...text })),
  );
  await db.insert(siteSettings).values(settings).onConflictDoNothing();
  // The storage rule and contact row admins edit (update only): the columns' defaults until they do.
  await db
    .insert(siteOperations)
    .values(SITES.map((site) => ({ siteId: site.id })))
    .onConflictDoNothing();
  // The bank account customers transfer to: empty (bank transfer not offered) until an admin sets it; outside
  // production a placeholder fills an empty one (the prepared database holds the empty rows) so the payment page shows it.
  await db
    .insert(siteBankAccounts)
    .values(SITES.map((site) => ({ siteId: site.id })))
    .onConflictDoNothing();
  if (!demo) return;
  for (const site of SITES)
    await db
      .update(siteBankAccounts)
      .set(DEMO_BANK_ACCOUNTS[site.id])
      .where(and(eq(siteBankAccounts.siteId, site.id), eq(siteBankAccounts.accountNumber, '')));
}

async function seedDemoUsers(db: Db, now: Date): Promise<void> {
  const [site] = await db.select().from(sites).where(eq(sites.id, 1));
  for (const demo of DEMO_USERS) {
    const exists =
      'username' in demo ? await findUserByUsername(db, site.id, demo.username) : await findUserByMobile(db, site.id, demo.mobile);
    if (exists) continue;
    const user = await createUser(db, now, { site, ...demo, password: DEMO_PASSWORD });
    // The demo customer registered agreeing to the seeded policy, so launch does not ask again.
    if (user.role === 'customer')
      await db
        .insert(consents)
        .values({ siteId: site.id, userId: user.id, kind: 'privacy_policy', version: PRIVACY_POLICY.version, channel: 'h5', givenAt: now });
  }
}
