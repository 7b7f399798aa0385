/**
 * Loads the reference content of src/seed/content into the tables: goods categories, channels, prohibited
 * goods, foods, articles, activities, FAQ, warehouses, banners, home entries. Idempotent: a row whose code
 * already exists is left as admins edited it.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  activities,
  articles,
  type ArticleSection,
  banners,
  channels,
  embargoCategories,
  embargoItems,
  faqs,
  foods,
  goodsCategories,
  homeEntries,
  warehouses,
} from '../../db/schema';
import { ACTIVITIES, PACKING_CLAIM_RULES, TRANSPORT_PROTOCOL, USER_GUIDE } from '../../seed/content/articles';
import { BANNERS } from '../../seed/content/banners';
import { CHANNELS } from '../../seed/content/channels';
import { EMBARGO_CATEGORIES, EMBARGO_ITEMS } from '../../seed/content/embargo';
import { FAQ } from '../../seed/content/faq';
import { FOODS } from '../../seed/content/foods';
import { GOODS_CATEGORIES } from '../../seed/content/goods-categories';
import { HOME_ENTRIES } from '../../seed/content/home-entries';
import { PRIVACY_POLICY } from '../../seed/content/privacy-policy';
import type { LegalDocument } from '../../seed/content/types';
import { WAREHOUSES } from '../../seed/content/warehouses';

const SITE_IDS = [1, 2] as const;
/** CNY per unit of the site currency x10000, deliberately above the market rate (see channels.ts). */
const CNY_RATE_E4: Record<number, number> = { 1: 45_000, 2: 48_000 };
const bi = <K extends string>(name: K, text: { zh: string; en: string }) =>
  ({ [`${name}Zh`]: text.zh, [`${name}En`]: text.en }) as Record<`${K}Zh` | `${K}En`, string>;

export async function seedContent(db: Db, now: Date): Promise<void> {
  for (const siteId of SITE_IDS) {
    await seedPricing(db, siteId);
    await seedEmbargo(db, siteId);
    await db
      .insert(foods)
      .values(
        FOODS.map((f, i) => ({
          siteId,
          code: f.code,
          ...bi('name', f.name),
          aliases: f.aliases,
          status: f.status,
          channels: f.channels.filter((c) => CHANNELS.some((ch) => ch.code === c && ch.siteId === siteId)),
          ...bi('limit', f.limit),
          ...bi('note', f.note),
          sort: (i + 1) * 10,
        })),
      )
      .onConflictDoNothing();
    await seedArticles(db, siteId, now);
    await db
      .insert(faqs)
      .values(
        FAQ.map((q) => ({
          siteId,
          code: q.code,
          category: q.category,
          ...bi('question', q.question),
          ...bi('answer', q.answer),
          sort: q.sort,
        })),
      )
      .onConflictDoNothing();
    await db
      .insert(warehouses)
      .values(
        WAREHOUSES.filter((w) => w.siteId === siteId).map((w) => ({
          siteId,
          code: w.code,
          kind: w.kind,
          ...bi('name', w.name),
          contact: w.contact,
          phone: w.phone,
          addressLines: w.addressLines,
          suburb: w.suburb,
          city: w.city,
          region: w.region,
          postcode: w.postcode,
          country: w.country,
          openingHours: w.openingHours,
          timeZone: w.timeZone,
          ...bi('notes', w.notes),
          sort: w.sort,
        })),
      )
      .onConflictDoNothing();
    await seedHome(db, siteId);
  }
}

async function seedPricing(db: Db, siteId: number): Promise<void> {
  await db
    .insert(goodsCategories)
    .values(
      GOODS_CATEGORIES.map((g) => ({
        siteId,
        code: g.code,
        ...bi('name', g.name),
        ...bi('hint', g.hint),
        postalTaxRatePct: g.postalTaxRatePct,
        sort: g.sort,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(channels)
    .values(
      CHANNELS.filter((c) => c.siteId === siteId).map((c) => ({
        siteId,
        code: c.code,
        ...bi('name', c.name),
        ...bi('description', c.description),
        clearance: c.clearance,
        taxIncluded: c.taxIncluded,
        categories: c.categories,
        firstWeightG: c.firstWeightG,
        firstPrice: c.firstPrice,
        stepG: c.stepWeightG,
        stepPrice: c.stepPrice,
        volumetricDivisor: c.volumetricDivisor,
        minChargeG: c.minChargeWeightG,
        maxWeightG: c.maxWeightG,
        maxSideMm: c.maxSideMm,
        maxDeclaredValue: c.maxDeclaredValue,
        cnyLimit: c.maxDeclaredValueCny,
        cnyRateE4: CNY_RATE_E4[siteId],
        itemLimits: c.itemLimits.map((l) => ({
          category: l.category,
          max: l.maxUnits,
          max_weight_g: l.maxWeightG ?? null,
          note_zh: l.note.zh,
          note_en: l.note.en,
        })),
        transitDaysMin: c.transitDays[0],
        transitDaysMax: c.transitDays[1],
        insuranceRateBp: c.insuranceRate,
        insuranceMin: c.insuranceMinPremium,
        insuranceCap: c.insuranceCapValue,
        // China clears personal parcels and cross-border orders by the recipient's real name and ID number.
        requiresId: true,
        sort: c.sort,
        active: c.active,
      })),
    )
    .onConflictDoNothing();
}

async function seedEmbargo(db: Db, siteId: number): Promise<void> {
  await db
    .insert(embargoCategories)
    .values(EMBARGO_CATEGORIES.map((c) => ({ siteId, code: c.code, ...bi('name', c.name), icon: c.icon, sort: c.sort })))
    .onConflictDoNothing();
  const stored = await db.select().from(embargoCategories).where(eq(embargoCategories.siteId, siteId));
  const idOf = (code: string) => stored.find((c) => c.code === code)!.id;
  await db
    .insert(embargoItems)
    .values(
      EMBARGO_ITEMS.map((i) => ({
        siteId,
        categoryId: idOf(i.category),
        code: i.code,
        ...bi('name', i.name),
        level: i.level,
        ...bi('summary', i.summary),
        ...bi('detail', i.detail),
        ...bi('examples', i.examples),
        sort: i.sort,
      })),
    )
    .onConflictDoNothing();
}

const legal = (key: string, doc: LegalDocument) => ({
  key,
  version: doc.version,
  effectiveOn: doc.effectiveDate,
  ...bi('title', doc.title),
  ...bi('intro', doc.preamble),
  sections: doc.clauses.map((c): ArticleSection => ({
    no: c.no,
    title_zh: c.title.zh,
    title_en: c.title.en,
    body_zh: c.body.zh,
    body_en: c.body.en,
    route: null,
  })),
  rules: doc.rules ?? null,
});

async function seedArticles(db: Db, siteId: number, now: Date): Promise<void> {
  const guide = {
    key: 'guide',
    version: '1',
    effectiveOn: '2026-01-01',
    ...bi('title', USER_GUIDE.title),
    ...bi('intro', USER_GUIDE.intro),
    sections: USER_GUIDE.steps.map((s): ArticleSection => ({
      no: s.step,
      title_zh: s.title.zh,
      title_en: s.title.en,
      body_zh: s.body.zh,
      body_en: s.body.en,
      route: s.route ?? null,
    })),
  };
  const rows = [
    legal('transport_protocol', TRANSPORT_PROTOCOL),
    legal('pack_rule', PACKING_CLAIM_RULES),
    legal('privacy_policy', PRIVACY_POLICY),
    guide,
  ];
  await db
    .insert(articles)
    .values(rows.map((r) => ({ ...r, siteId, publishedAt: now })))
    .onConflictDoNothing();
  await db
    .insert(activities)
    .values(
      ACTIVITIES.filter((a) => a.siteIds.includes(siteId as 1 | 2)).map((a) => ({
        siteId,
        code: a.code,
        ...bi('title', a.title),
        ...bi('summary', a.summary),
        ...bi('body', a.body),
        ...bi('couponHint', a.couponHint ?? { zh: '', en: '' }),
        color: a.color,
        startsOn: a.startsOn,
        endsOn: a.endsOn,
        sort: a.sort,
      })),
    )
    .onConflictDoNothing();
}

async function seedHome(db: Db, siteId: number): Promise<void> {
  await db
    .insert(banners)
    .values(
      BANNERS.filter((b) => b.siteIds.includes(siteId as 1 | 2)).map((b) => ({
        siteId,
        code: b.code,
        ...bi('title', b.title),
        ...bi('subtitle', b.subtitle),
        route: b.route,
        colors: b.colors,
        sort: b.sort,
        startsOn: b.startsOn ?? null,
        endsOn: b.endsOn ?? null,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(homeEntries)
    .values(HOME_ENTRIES.map((e) => ({ siteId, code: e.key, ...bi('title', e.title), icon: e.icon, route: e.route, sort: e.sort })))
    .onConflictDoNothing();
}
