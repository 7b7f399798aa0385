import fc from 'fast-check';
import { chargeableGrams, type Parcel, priceParcel, type PricingChannel } from './price';

/** A general line: first 1 kg NZ$12, then NZ$6 per 500 g; 6000 cm3/kg; 30 kg max. */
const base: PricingChannel = {
  active: true,
  currency: 'NZD',
  categories: ['general', 'milk_powder', 'health'],
  firstWeightG: 1000,
  firstPrice: 1200,
  stepG: 500,
  stepPrice: 600,
  volumetricDivisor: 6000,
  minChargeG: 0,
  maxWeightG: 30_000,
  maxSideMm: 1200,
  maxDeclaredValue: 100_000,
  cnyLimit: 100_000,
  cnyRateE4: 42_500, // NZD 1 = CNY 4.25
  itemLimits: [
    { category: 'milk_powder', max: 6 },
    { category: 'health', max: 8 },
  ],
  insuranceRateBp: 300,
  insuranceMin: 500,
  insuranceCap: 200_000, // NZ$2000 insured at most
};
const line = base;
const parcel = (extra: Partial<Parcel> = {}): Parcel => ({ weightG: 800, declaredValue: 5000, category: 'general', ...extra });
const names = { milk_powder: { zh: '奶粉', en: 'milk powder' } };

function priced(channel: PricingChannel, p: Parcel) {
  const result = priceParcel(channel, p, names);
  if (!result.ok) throw new Error(`refused: ${result.reason.en}`);
  return result.breakdown;
}
function refused(channel: PricingChannel, p: Parcel) {
  const result = priceParcel(channel, p, names);
  if (result.ok) throw new Error('priced');
  return result.reason;
}

describe('priceParcel: weights and prices', () => {
  it.each([
    ['1 g', 1, 1000, 0, 1200],
    ['under the first weight', 800, 1000, 0, 1200],
    ['exactly the first weight', 1000, 1000, 0, 1200],
    ['1 g over the first weight', 1001, 1500, 1, 1800],
    ['exactly one step over', 1500, 1500, 1, 1800],
    ['1 g over one step', 1501, 2000, 2, 2400],
    ['exactly the max weight', 30_000, 30_000, 58, 1200 + 58 * 600],
  ])('%s (%i g) -> chargeable %i g, %i steps, total %i', (_what, weightG, chargeable, steps, total) => {
    const b = priced(line, parcel({ weightG }));
    expect([b.chargeable_g, b.additional_steps, b.total]).toEqual([chargeable, steps, total]);
    expect(b).toMatchObject({ actual_g: weightG, first_price: 1200, additional_price: steps * 600, insurance: 0, currency: 'NZD' });
  });

  it('charges the volumetric weight when it is above the actual one', () => {
    // 400 x 300 x 200 mm = 24,000,000 mm3 / 6000 = 4000 g
    const b = priced(line, parcel({ weightG: 1200, lengthMm: 400, widthMm: 300, heightMm: 200 }));
    expect(b).toMatchObject({ actual_g: 1200, volumetric_g: 4000, chargeable_g: 4000, additional_steps: 6, total: 1200 + 6 * 600 });
  });

  it('rounds the volumetric grams up, and ignores dimensions on an actual-weight line', () => {
    expect(priced(line, parcel({ lengthMm: 101, widthMm: 101, heightMm: 101 })).volumetric_g).toBe(172); // 1030301 / 6000 = 171.7
    const b = priced({ ...line, volumetricDivisor: null }, parcel({ weightG: 1200, lengthMm: 400, widthMm: 300, heightMm: 200 }));
    expect([b.volumetric_g, b.chargeable_g]).toEqual([0, 1500]);
  });

  it('charges at least the minimum charge weight', () => {
    const milk = { ...line, minChargeG: 3000 };
    expect(priced(milk, parcel({ weightG: 900 })).chargeable_g).toBe(3000);
    expect(priced(milk, parcel({ weightG: 3001 })).chargeable_g).toBe(3500);
  });

  it('adds insurance at the rate of the declared value, at least the minimum, insuring at most the cap', () => {
    const line = { ...base, cnyLimit: null, maxDeclaredValue: null };
    expect(priced(line, parcel({ insured: true, declaredValue: 10_000 })).insurance).toBe(500); // 3% = 300 < min 500
    const b = priced(line, parcel({ insured: true, declaredValue: 50_000 }));
    expect([b.insurance, b.total]).toEqual([1500, 1200 + 1500]);
    expect(priced(line, parcel({ insured: true, declaredValue: 200_000 })).insurance).toBe(6000); // exactly the cap
    expect(priced(line, parcel({ insured: true, declaredValue: 200_001 })).insurance).toBe(6000); // above it: the cap is insured
    expect(priced(line, parcel({ insured: true, declaredValue: 16_667 })).insurance).toBe(501); // 500.01 rounds up
    expect(priced(line, parcel({ insured: false, declaredValue: 100_000 })).insurance).toBe(0);
  });
});

describe('priceParcel: refusals', () => {
  it('refuses 1 g over the max weight, in both languages', () => {
    expect(refused(line, parcel({ weightG: 30_001 }))).toEqual({
      code: 'over_max_weight',
      limit_g: 30_000,
      zh: '超过该线路最大重量30kg(包裹30.001kg)',
      en: "Over this line's maximum of 30 kg (parcel: 30.001 kg)",
    });
  });

  it('refuses a category the line does not take, naming it', () => {
    expect(refused({ ...line, categories: ['general'] }, parcel({ category: 'milk_powder' }))).toEqual({
      code: 'category_not_allowed',
      category: 'milk_powder',
      zh: '该线路不接受「奶粉」',
      en: 'This line does not take milk powder',
    });
    expect(refused(line, parcel({ items: [{ category: 'cosmetics', quantity: 1 }] })).code).toBe('category_not_allowed');
  });

  it('refuses more items per box than the limit, counting every line of the category', () => {
    const six = [
      { category: 'milk_powder', quantity: 4 },
      { category: 'milk_powder', quantity: 2 },
    ];
    expect(priceParcel(line, parcel({ items: six })).ok).toBe(true);
    expect(refused(line, parcel({ items: [...six, { category: 'milk_powder', quantity: 1 }] }))).toEqual({
      code: 'item_limit',
      category: 'milk_powder',
      limit: 6,
      count: 7,
      zh: '「奶粉」每箱最多6件,当前7件',
      en: 'At most 6 milk powder per box (this box: 7)',
    });
  });

  it('refuses a declared value over the channel limit (exactly the limit passes)', () => {
    const channel = { ...line, cnyLimit: null };
    expect(priceParcel(channel, parcel({ declaredValue: 100_000 })).ok).toBe(true);
    expect(refused(channel, parcel({ declaredValue: 100_001 }))).toMatchObject({
      code: 'over_declared_limit',
      limit: 100_000,
      zh: '申报价值超过该线路上限 NZ$1,000.00',
      en: "Declared value over this line's limit of NZ$1,000.00",
    });
  });

  it('refuses a declared value over the CNY 1000 personal-goods limit at the configured rate', () => {
    // NZ$235.29 x 4.25 = CNY 999.98; NZ$235.30 = CNY 1000.03
    expect(priceParcel(line, parcel({ declaredValue: 23_529 })).ok).toBe(true);
    expect(refused(line, parcel({ declaredValue: 23_530 }))).toMatchObject({
      code: 'over_cny_limit',
      limit: 100_000,
      value_cny: 100_003,
      zh: '申报价值约合人民币1000.03元,超过个人物品限额人民币1000.00元',
      en: "Declared value is about ¥1,000.03, over China's personal-goods limit of ¥1,000.00",
    });
    expect(priceParcel({ ...line, cnyRateE4: 40_000 }, parcel({ declaredValue: 25_000 })).ok).toBe(true);
  });

  it('refuses a box whose longest side is over the limit (exactly the limit passes)', () => {
    expect(priceParcel(line, parcel({ lengthMm: 1200, widthMm: 10, heightMm: 10 })).ok).toBe(true);
    expect(refused(line, parcel({ lengthMm: 300, widthMm: 1201, heightMm: 10 }))).toMatchObject({
      code: 'over_max_side',
      limit_mm: 1200,
      zh: '最长边超过该线路上限120cm(包裹120.1cm)',
    });
  });

  it('refuses everything on an inactive line', () => {
    expect(refused({ ...line, active: false }, parcel())).toMatchObject({ code: 'channel_inactive', en: 'This line is not in service' });
  });
});

describe('priceParcel: properties', () => {
  const channels = fc
    .record({
      firstWeightG: fc.integer({ min: 100, max: 5000 }),
      firstPrice: fc.integer({ min: 0, max: 10_000 }),
      stepG: fc.integer({ min: 1, max: 2000 }),
      stepPrice: fc.integer({ min: 0, max: 5000 }),
      volumetricDivisor: fc.option(fc.integer({ min: 1000, max: 10_000 })),
      minChargeG: fc.integer({ min: 0, max: 10_000 }),
      insuranceRateBp: fc.integer({ min: 0, max: 2000 }),
      insuranceMin: fc.integer({ min: 0, max: 1000 }),
      insuranceCap: fc.integer({ min: 0, max: 500_000 }),
    })
    .map((c): PricingChannel => ({ ...line, ...c, maxWeightG: 100_000, maxSideMm: null, maxDeclaredValue: null, cnyLimit: null }));
  const dims = fc.record({
    lengthMm: fc.integer({ min: 0, max: 1200 }),
    widthMm: fc.integer({ min: 0, max: 1200 }),
    heightMm: fc.integer({ min: 0, max: 1200 }),
  });
  const weight = fc.integer({ min: 1, max: 100_000 });

  it('the price never decreases as the weight grows', () => {
    fc.assert(
      fc.property(channels, dims, weight, weight, (channel, d, a, b) => {
        const [light, heavy] = a <= b ? [a, b] : [b, a];
        expect(priced(channel, parcel({ ...d, weightG: light })).total).toBeLessThanOrEqual(
          priced(channel, parcel({ ...d, weightG: heavy })).total,
        );
      }),
    );
  });

  it('the chargeable weight is at least the actual, the volumetric and the minimum charge weight', () => {
    fc.assert(
      fc.property(channels, dims, weight, (channel, d, weightG) => {
        const b = priced(channel, parcel({ ...d, weightG }));
        expect(b.chargeable_g).toBeGreaterThanOrEqual(Math.max(weightG, b.volumetric_g, channel.minChargeG));
      }),
    );
  });

  it('the chargeable weight is the first weight plus whole steps, and the smallest such', () => {
    fc.assert(
      fc.property(channels, weight, (channel, weightG) => {
        const b = priced(channel, parcel({ weightG }));
        expect((b.chargeable_g - channel.firstWeightG) % channel.stepG).toBe(0);
        expect(b.additional_steps * channel.stepG).toBe(b.chargeable_g - channel.firstWeightG);
        if (b.additional_steps > 0) expect(b.chargeable_g - channel.stepG).toBeLessThan(Math.max(weightG, channel.minChargeG));
        expect(chargeableGrams(channel, b.chargeable_g)).toBe(b.chargeable_g); // already rounded: stays put
      }),
    );
  });

  it('the insurance never passes the premium of the cap, never falls under the minimum, and the total adds up', () => {
    fc.assert(
      fc.property(channels, weight, fc.integer({ min: 0, max: 10_000_000 }), (channel, weightG, declaredValue) => {
        const b = priced(channel, parcel({ weightG, declaredValue, insured: true }));
        const capPremium = Math.max(channel.insuranceMin, Math.ceil((channel.insuranceCap * channel.insuranceRateBp) / 10_000));
        expect(b.insurance).toBeLessThanOrEqual(capPremium);
        expect(b.insurance).toBeGreaterThanOrEqual(channel.insuranceMin);
        expect(b.insurance).toBeLessThanOrEqual(
          Math.max(channel.insuranceMin, Math.ceil((declaredValue * channel.insuranceRateBp) / 10_000)),
        );
        expect(b.total).toBe(b.first_price + b.additional_price + b.insurance);
      }),
    );
  });
});

describe('storage beyond the free days', () => {
  it('adds parcel-days times the daily fee to the total, with its own line; none without storage', () => {
    const plain = priced(line, parcel());
    expect(plain.storage_fee).toBeUndefined();
    const stored = priced(line, parcel({ storage: { feeDays: 3, dailyFee: 50 } }));
    expect(stored).toMatchObject({ storage_days: 3, storage_fee: 150, total: plain.total + 150 });
  });
});
