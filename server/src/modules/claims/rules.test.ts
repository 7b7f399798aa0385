/**
 * suggestedMax() table-tested against the pack-rule data: the figures come from the pack_rule version in force
 * (what /pages/mine/pack-rule/index renders), and the rules text the page shows carries the same figures.
 */
import type { ClaimRules, ClaimSnapshot, ClaimType } from '@contract/claim';
import { get, startApp, type TestApp } from '../../../test/helpers';
import { sites } from '../../db/schema';
import { PACKING_CLAIM_RULES } from '../../seed/content/articles';
import { fillRules, ruleMoney, rulesInForce, suggestedMax } from './rules';

let t: TestApp;
let rules: ClaimRules;
beforeAll(async () => {
  t = await startApp();
  t.clock.now = new Date('2026-06-01T00:00:00Z');
  const [nz] = await t.db.select().from(sites);
  rules = (await rulesInForce(t.db, nz, t.clock.now)).rules;
});
afterAll(() => t.close());

const snap = (over: Partial<ClaimSnapshot>): ClaimSnapshot => ({
  currency: 'NZD',
  declared_value: 20_000,
  insured: false,
  insured_value: 0,
  freight: 2_000,
  channel_code: 'nz-general-economy',
  rules_version: '2026.2',
  ...over,
});

describe('the amount function reads the rules in force', () => {
  it('is the seeded pack-rule data', () => {
    expect(rules).toEqual(PACKING_CLAIM_RULES.rules);
  });

  // [type, snapshot, expected amount, expected freight refund, kind]
  const TABLE: [ClaimType, Partial<ClaimSnapshot>, (r: ClaimRules) => number, (r: ClaimRules) => number, 'wallet' | 'coupon'][] = [
    // uninsured: declared 200.00, freight 20.00 -> min(200, 3 x 20 = 60, cap 100) = 60
    ['damaged', {}, (r) => Math.min(20_000, 2_000 * r.freight_multiple, r.uninsured_cap), () => 0, 'wallet'],
    ['short', {}, (r) => Math.min(20_000, 2_000 * r.freight_multiple, r.uninsured_cap), () => 0, 'wallet'],
    // lost adds the freight back
    ['lost', {}, (r) => Math.min(20_000, 2_000 * r.freight_multiple, r.uninsured_cap) + 2_000, () => 2_000, 'wallet'],
    // the per-waybill cap binds when the freight is large
    ['damaged', { freight: 9_000 }, (r) => r.uninsured_cap, () => 0, 'wallet'],
    // the declared value binds when it is small
    ['damaged', { declared_value: 1_500 }, () => 1_500, () => 0, 'wallet'],
    // insured: the insured value, no multiple or cap
    ['damaged', { insured: true, insured_value: 15_000 }, () => 15_000, () => 0, 'wallet'],
    ['lost', { insured: true, insured_value: 15_000 }, () => 15_000 + 2_000, () => 2_000, 'wallet'],
    // delay: a coupon of the rules' value, whatever the waybill
    ['delayed', { insured: true, insured_value: 15_000 }, (r) => r.delay_coupon, () => 0, 'coupon'],
    // a parcel missing from the account: its declared value within the cap
    ['not_in_account', { declared_value: 5_000, freight: 0 }, () => 5_000, () => 0, 'wallet'],
    ['not_in_account', { declared_value: 50_000, freight: 0 }, (r) => r.uninsured_cap, () => 0, 'wallet'],
  ];

  it.each(TABLE)('%s of %j', (type, over, amount, refund, kind) => {
    expect(suggestedMax(rules, type, snap(over), 'en')).toMatchObject({ kind, amount: amount(rules), freight_refund: refund(rules) });
  });

  it('says the basis with the same figures', () => {
    expect(suggestedMax(rules, 'lost', snap({}), 'en').basis).toBe(
      'Uninsured: the declared value NZ$200, at most 3 times the freight NZ$20 and at most NZ$100, plus the freight NZ$20 refunded',
    );
    expect(suggestedMax(rules, 'delayed', snap({ currency: 'AUD' }), 'zh-cn').basis).toBe('延误补偿:A$5 运费优惠券,不赔现金');
  });
});

describe('the pack-rule page shows the same figures', () => {
  it('fills every placeholder from the rules, in the site currency', async () => {
    for (const [site, cap] of [
      ['1', 'NZ$100'],
      ['2', 'A$100'],
    ]) {
      const en = (await get(t, '/api/article/detail/pack_rule', { lang: 'en', site })).body.data;
      expect(en.version).toBe('2026.2');
      expect(en.text).not.toMatch(/\{[a-z_]+\}/);
      expect(en.text).toContain(`at most ${rules.freight_multiple} times the freight and at most ${cap} per waybill`);
      expect(en.text).toContain(`within ${rules.damage_hours} hours of delivery`);
      expect(en.text).toContain(`a ${ruleMoney(site === '1' ? 'NZD' : 'AUD', rules.delay_coupon)} freight coupon`);
      const zh = (await get(t, '/api/article/detail/pack_rule', { site })).body.data;
      expect(zh.text).toContain(`最高为运费的${rules.freight_multiple}倍,且每票不超过${cap}`);
    }
  });

  it('leaves text without rules alone', () => {
    expect(fillRules('{unknown} and {damage_hours}', rules, 'NZD')).toBe(`{unknown} and ${rules.damage_hours}`);
  });
});
