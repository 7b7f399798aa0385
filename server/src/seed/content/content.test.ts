/** Integrity of the seeded reference content: bilingual texts, unique codes, references, numbers. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ACTIVITIES, PACKING_CLAIM_RULES, TRANSPORT_PROTOCOL, USER_GUIDE } from './articles';
import { BANNERS } from './banners';
import { CHANNELS } from './channels';
import { EMBARGO_CATEGORIES, EMBARGO_ITEMS } from './embargo';
import { FAQ } from './faq';
import { FOODS } from './foods';
import { GOODS_CATEGORIES } from './goods-categories';
import { HOME_ENTRIES } from './home-entries';
import { SITE_CONTENT_SETTINGS } from './site-settings';
import type { I18nText, NzLocality } from './types';
import { WAREHOUSES } from './warehouses';

const ALL = {
  ACTIVITIES,
  PACKING_CLAIM_RULES,
  TRANSPORT_PROTOCOL,
  USER_GUIDE,
  BANNERS,
  CHANNELS,
  EMBARGO_CATEGORIES,
  EMBARGO_ITEMS,
  FAQ,
  FOODS,
  GOODS_CATEGORIES,
  HOME_ENTRIES,
  SITE_CONTENT_SETTINGS,
  WAREHOUSES,
};
const CJK = /[\u4e00-\u9fff]/;

/** Every `{zh, en}` pair anywhere in a value, with its path. */
function texts(value: unknown, path: string, out: Array<[string, I18nText]> = []): Array<[string, I18nText]> {
  if (Array.isArray(value)) value.forEach((v, i) => texts(v, `${path}[${i}]`, out));
  else if (value && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    if ('zh' in obj || 'en' in obj) out.push([path, obj as unknown as I18nText]);
    else for (const [k, v] of Object.entries(obj)) texts(v, `${path}.${k}`, out);
  }
  return out;
}

const dupes = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);

describe('bilingual texts', () => {
  const all = Object.entries(ALL).flatMap(([name, value]) => texts(value, name));

  it('finds a lot of texts', () => {
    expect(all.length).toBeGreaterThan(500);
  });

  it('gives every one a non-empty zh (with Chinese characters) and en', () => {
    const bad = all
      .filter(
        ([, t]) =>
          Object.keys(t).sort().join() !== 'en,zh' ||
          typeof t.zh !== 'string' ||
          typeof t.en !== 'string' ||
          !t.zh.trim() ||
          !t.en.trim() ||
          !CJK.test(t.zh),
      )
      .map(([path]) => path);
    expect(bad).toEqual([]);
  });
});

describe('codes are unique', () => {
  it.each([
    ['goods categories', GOODS_CATEGORIES.map((x) => x.code)],
    ['channels', CHANNELS.map((x) => x.code)],
    ['embargo categories', EMBARGO_CATEGORIES.map((x) => x.code)],
    ['embargo items', EMBARGO_ITEMS.map((x) => x.code)],
    ['foods', FOODS.map((x) => x.code)],
    ['faq', FAQ.map((x) => x.code)],
    ['activities', ACTIVITIES.map((x) => x.code)],
    ['warehouses', WAREHOUSES.map((x) => x.code)],
    ['banners', BANNERS.map((x) => x.code)],
    ['home entries', HOME_ENTRIES.map((x) => x.key)],
  ])('%s', (_name, codes) => {
    expect(dupes(codes)).toEqual([]);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9][a-z0-9_-]*$/);
  });
});

describe('channels', () => {
  const categoryCodes = new Set(GOODS_CATEGORIES.map((c) => c.code));

  it('has 5 to 6 lines per site', () => {
    for (const siteId of [1, 2]) {
      const n = CHANNELS.filter((c) => c.siteId === siteId).length;
      expect(n).toBeGreaterThanOrEqual(5);
      expect(n).toBeLessThanOrEqual(6);
    }
  });

  it.each(CHANNELS.map((c) => [c.code, c] as const))('%s is consistent', (_code, c) => {
    for (const cat of c.categories) expect(categoryCodes).toContain(cat);
    for (const l of c.itemLimits) {
      expect(c.categories).toContain(l.category);
      expect(l.maxUnits).toBeGreaterThan(0);
    }
    for (const n of [
      c.firstWeightG,
      c.firstPrice,
      c.stepWeightG,
      c.stepPrice,
      c.volumetricDivisor,
      c.minChargeWeightG,
      c.maxSideMm,
      c.maxDeclaredValue,
      c.maxDeclaredValueCny,
      c.insuranceRate,
      c.insuranceMinPremium,
      c.insuranceCapValue,
    ]) {
      expect(Number.isInteger(n)).toBe(true);
      expect(n).toBeGreaterThan(0);
    }
    expect(c.minChargeWeightG).toBeLessThanOrEqual(c.maxWeightG);
    expect(c.firstWeightG).toBeLessThanOrEqual(c.maxWeightG);
    expect(c.transitDays[0]).toBeGreaterThan(0);
    expect(c.transitDays[0]).toBeLessThanOrEqual(c.transitDays[1]);
    expect(c.code.startsWith(c.siteId === 1 ? 'nz-' : 'au-')).toBe(true);
    // CNY limits: personal goods 1000, cross-border e-commerce 5000.
    expect(c.maxDeclaredValueCny).toBe(c.clearance === 'CC' ? 100_000 : 500_000);
    expect(c.insuranceRate).toBeLessThanOrEqual(1000);
  });

  it('prices a kilogram of economy general goods at 8 to 12 dollars', () => {
    for (const c of CHANNELS.filter((x) => x.code.endsWith('general-economy'))) {
      const perKg = (c.stepPrice * 1000) / c.stepWeightG;
      expect(perKg).toBeGreaterThanOrEqual(800);
      expect(perKg).toBeLessThanOrEqual(1200);
      const express = CHANNELS.find((x) => x.siteId === c.siteId && x.code.endsWith('general-express'))!;
      expect(express.firstPrice).toBeGreaterThan(c.firstPrice);
    }
  });
});

describe('prohibited goods and food query', () => {
  const channelCodes = new Set(CHANNELS.map((c) => c.code));
  const embargoCategories = new Set(EMBARGO_CATEGORIES.map((c) => c.code));

  it('embargo items belong to existing categories, and every category has items', () => {
    for (const item of EMBARGO_ITEMS) expect(embargoCategories).toContain(item.category);
    for (const cat of EMBARGO_CATEGORIES) expect(EMBARGO_ITEMS.some((i) => i.category === cat.code)).toBe(true);
  });

  it('lists at least 80 foods', () => {
    expect(FOODS.length).toBeGreaterThanOrEqual(80);
  });

  it.each(FOODS.map((f) => [f.code, f] as const))('%s names existing channels that fit its status', (_code, f) => {
    for (const ch of f.channels) expect(channelCodes).toContain(ch);
    if (f.status === 'prohibited') expect(f.channels).toEqual([]);
    else expect(f.channels.length).toBeGreaterThan(0);
    expect(f.aliases.length).toBeGreaterThan(0);
  });

  it('knows the core rules: meat, UHT milk and fresh fruit prohibited, milk powder allowed', () => {
    const status = (code: string) => FOODS.find((f) => f.code === code)?.status;
    expect(status('jerky')).toBe('prohibited');
    expect(status('uht_milk')).toBe('prohibited');
    expect(status('kiwifruit')).toBe('prohibited');
    expect(status('infant_formula')).toBe('allowed');
    expect(status('manuka_honey')).toBe('allowed');
    expect(status('wine')).toBe('restricted');
  });
});

describe('articles', () => {
  it('versions the transport protocol with at least 12 numbered clauses', () => {
    expect(TRANSPORT_PROTOCOL.version).toBe('2026.1');
    expect(TRANSPORT_PROTOCOL.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(TRANSPORT_PROTOCOL.clauses.length).toBeGreaterThanOrEqual(12);
    for (const doc of [TRANSPORT_PROTOCOL, PACKING_CLAIM_RULES]) {
      expect(doc.clauses.map((c) => c.no)).toEqual(doc.clauses.map((_c, i) => i + 1));
    }
  });

  it('numbers guide steps and dates activities in order', () => {
    expect(USER_GUIDE.steps.map((s) => s.step)).toEqual(USER_GUIDE.steps.map((_s, i) => i + 1));
    expect(ACTIVITIES).toHaveLength(5);
    for (const a of ACTIVITIES) {
      expect(a.startsOn <= a.endsOn).toBe(true);
      expect(a.color).toMatch(/^#[0-9A-F]{6}$/i);
    }
  });

  it('has 20+ FAQ entries covering every category', () => {
    expect(FAQ.length).toBeGreaterThanOrEqual(20);
    for (const cat of ['account', 'shipping', 'customs', 'payment', 'claims', 'returns']) {
      expect(FAQ.some((q) => q.category === cat)).toBe(true);
    }
  });
});

describe('warehouses, home page and site settings', () => {
  it.each(WAREHOUSES.map((w) => [w.code, w] as const))('%s is a complete address', (_code, w) => {
    expect(w.phone).toMatch(/^\+[1-9]\d{7,14}$/);
    expect(w.country).toBe(w.siteId === 1 ? 'NZ' : 'AU');
    expect(w.postcode).toMatch(/^\d{4}$/);
    if (w.kind === 'warehouse') expect(w.addressLines[0]).toContain('{member_code}');
    for (const hours of Object.values(w.openingHours)) {
      if (hours) {
        expect(hours[0]).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(hours[0] < hours[1]).toBe(true);
      }
    }
  });

  it('has a receiving warehouse on each site', () => {
    expect(WAREHOUSES.some((w) => w.siteId === 1 && w.kind === 'warehouse' && w.city === 'Auckland')).toBe(true);
    expect(
      WAREHOUSES.filter((w) => w.siteId === 2 && w.kind === 'warehouse')
        .map((w) => w.city)
        .sort(),
    ).toEqual(['Melbourne', 'Sydney']);
  });

  it('routes home entries and banners to app pages', () => {
    for (const r of [...HOME_ENTRIES.map((e) => e.route), ...BANNERS.map((b) => b.route)])
      expect(r).toMatch(/^\/pages\/[a-z0-9/-]+\/index$/);
    expect(BANNERS).toHaveLength(3);
  });

  it('has settings for both sites', () => {
    expect(SITE_CONTENT_SETTINGS.map((s) => s.siteId)).toEqual([1, 2]);
    for (const s of SITE_CONTENT_SETTINGS) expect(s.service_phone).toMatch(/^\+[1-9]\d{7,14}$/);
  });
});

describe('nz-localities.json', () => {
  const rows = JSON.parse(readFileSync(join(__dirname, '../../providers/places/data/nz-localities.json'), 'utf8')) as NzLocality[];

  it('has 600+ complete rows with 4-digit postcodes', () => {
    expect(rows.length).toBeGreaterThanOrEqual(600);
    for (const r of rows) {
      expect(Object.keys(r).sort()).toEqual(['city', 'postcode', 'region', 'suburb']);
      expect(r.postcode).toMatch(/^\d{4}$/);
      for (const v of [r.suburb, r.city, r.region]) expect(v.trim()).toBe(v);
      expect(r.suburb).not.toBe('');
    }
  });

  it('has no duplicate suburb + postcode rows', () => {
    expect(dupes(rows.map((r) => `${r.suburb}|${r.postcode}`))).toEqual([]);
  });

  it('covers the main cities', () => {
    const find = (suburb: string) => rows.find((r) => r.suburb === suburb)?.postcode;
    expect(find('Auckland Central')).toBe('1010');
    expect(find('East Tamaki')).toBe('2013');
    expect(find('Wellington Central')).toBe('6011');
    expect(find('Christchurch Central')).toBe('8011');
    for (const city of [
      'Hamilton',
      'Tauranga',
      'Dunedin',
      'Palmerston North',
      'Napier',
      'Hastings',
      'Nelson',
      'Rotorua',
      'New Plymouth',
      'Whangarei',
      'Invercargill',
      'Queenstown',
    ]) {
      expect(rows.some((r) => r.city === city)).toBe(true);
    }
  });
});
