import { and, eq } from 'drizzle-orm';
import { get, post, startApp, type TestApp } from '../../../test/helpers';
import { channels, sites } from '../../db/schema';
import { priceParcel } from './price';
import { categoryNames, pricingChannel } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(() => t.close());

const parcel = {
  weight_g: 2501,
  length_mm: 400,
  width_mm: 300,
  height_mm: 200,
  declared_value: 15_000,
  category: 'clothing',
  insured: true,
};

describe('POST /api/price/quote', () => {
  it('prices every active channel of the site with the same numbers as priceParcel', async () => {
    const answer = await post(t, '/api/price/quote', parcel, { lang: 'en' });
    expect(answer.body.status).toBe(200);
    const { quotes, currency } = answer.body.data;
    expect(currency).toBe('NZD');
    const [site] = await t.db.select().from(sites).where(eq(sites.id, 1));
    const rows = await t.db
      .select()
      .from(channels)
      .where(and(eq(channels.siteId, 1), eq(channels.active, true)));
    expect(quotes.map((q: { channel: { id: number } }) => q.channel.id).sort()).toEqual(rows.map((r) => r.id).sort());
    const names = await categoryNames(t.app.deps, site);
    for (const row of rows) {
      const expected = priceParcel(
        pricingChannel(row, site),
        {
          weightG: parcel.weight_g,
          lengthMm: parcel.length_mm,
          widthMm: parcel.width_mm,
          heightMm: parcel.height_mm,
          declaredValue: parcel.declared_value,
          category: parcel.category,
          insured: true,
        },
        names,
      );
      const shown = quotes.find((q: { channel: { id: number } }) => q.channel.id === row.id);
      if (expected.ok) expect(shown.breakdown).toEqual(expected.breakdown);
      else expect(shown.reason).toMatchObject({ code: expected.reason.code, msg: expected.reason.en });
    }
  });

  it('shows real numbers for the NZ economy line: volumetric 4 kg beats 2.501 kg, 100 g steps, 3% insurance', async () => {
    const { quotes } = (await post(t, '/api/price/quote', parcel)).body.data;
    const economy = quotes.find((q: { channel: { code: string } }) => q.channel.code === 'nz-general-economy');
    // 400x300x200 mm / 6000 = 4000 g; NZ$10 first kg + 30 x NZ$0.95; insurance max(NZ$5, 3% of NZ$150 = NZ$4.50)
    expect(economy.breakdown).toEqual({
      actual_g: 2501,
      volumetric_g: 4000,
      chargeable_g: 4000,
      first_price: 1000,
      additional_steps: 30,
      step_g: 100,
      additional_price: 2850,
      insurance: 500,
      total: 4350,
      currency: 'NZD',
    });
    expect(economy.channel).toMatchObject({ name: '新西兰经济普货线', transit_days_min: 10, transit_days_max: 18, requires_id: true });
  });

  it("puts the priced channels first, cheapest first, then the refused ones with the reason in the caller's language", async () => {
    const zh = (
      await post(t, '/api/price/quote', { ...parcel, category: 'milk_powder', items: [{ category: 'milk_powder', quantity: 4 }] })
    ).body.data.quotes;
    const totals = zh.filter((q: { ok: boolean }) => q.ok).map((q: { breakdown: { total: number } }) => q.breakdown.total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    expect(zh.findIndex((q: { ok: boolean }) => !q.ok)).toBe(totals.length);
    const food = zh.find((q: { channel: { code: string } }) => q.channel.code === 'nz-food-health');
    expect(food.reason).toEqual({
      code: 'item_limit',
      msg: '「奶粉」每箱最多2件,当前4件',
      params: { category: 'milk_powder', limit: 2, count: 4 },
    });
    const general = zh.find((q: { channel: { code: string } }) => q.channel.code === 'nz-general-economy');
    expect(general.reason.msg).toBe('该线路不接受「奶粉」');
    const en = (await post(t, '/api/price/quote', { ...parcel, category: 'milk_powder' }, { lang: 'en' })).body.data.quotes;
    expect(en.find((q: { channel: { code: string } }) => q.channel.code === 'nz-general-economy').reason.msg).toBe(
      'This line does not take Milk powder',
    );
  });

  it('refuses over the CNY 1000 / channel value limit and over the max weight on every line', async () => {
    const pricey = (await post(t, '/api/price/quote', { ...parcel, declared_value: 50_000 }, { lang: 'en' })).body.data.quotes;
    const economy = pricey.find((q: { channel: { code: string } }) => q.channel.code === 'nz-general-economy');
    expect(economy.reason).toMatchObject({ code: 'over_declared_limit', msg: "Declared value over this line's limit of NZ$220.00" });
    const heavy = (await post(t, '/api/price/quote', { ...parcel, weight_g: 30_001 })).body.data.quotes;
    expect(heavy.every((q: { ok: boolean }) => !q.ok)).toBe(true);
  });

  it('answers the Australian site in AUD with its own lines', async () => {
    const { data } = (await post(t, '/api/price/quote', parcel, { site: '2' })).body;
    expect(data.currency).toBe('AUD');
    expect(data.quotes.every((q: { channel: { code: string } }) => q.channel.code.startsWith('au-'))).toBe(true);
  });

  it.each([
    [{ ...parcel, weight_g: 0 }, '重量', 'weight'],
    [{ ...parcel, weight_g: 1.5 }, '重量', 'weight'],
    [{ ...parcel, weight_g: '1000' }, '重量', 'weight'],
    [{ ...parcel, declared_value: -1 }, '申报价值', 'declared value'],
    [{ ...parcel, length_mm: 10_001 }, '长度', 'length'],
    [{ ...parcel, category: undefined }, '物品类别', 'goods category'],
    [{ ...parcel, category: 'guns' }, '物品类别', 'goods category'],
    [{ ...parcel, items: [{ category: 'guns', quantity: 1 }] }, '物品明细', 'items'],
    [{ ...parcel, items: [{ category: 'food', quantity: 0 }] }, '物品明细', 'items'],
    [{ ...parcel, insured: 'yes' }, '保价', 'insurance'],
  ])('refuses bad input naming the field (%#)', async (body, zh, en) => {
    const cn = await post(t, '/api/price/quote', body);
    expect(cn.http).toBe(200);
    expect(cn.body.status).toBe(40001);
    expect(cn.body.msg).toContain(zh);
    expect((await post(t, '/api/price/quote', body, { lang: 'en' })).body.msg.startsWith(`${en}:`)).toBe(true);
  });
});

describe('GET /api/price/channels and /api/price/categories', () => {
  it('lists the time-and-price table in the request language', async () => {
    const en = (await get(t, '/api/price/channels', { lang: 'en' })).body.data;
    expect(en.total).toBe(6);
    const milk = en.list.find((c: { code: string }) => c.code === 'nz-milk-powder-6');
    expect(milk).toMatchObject({
      name: 'NZ Milk Powder 6-Tin (duty included)',
      currency: 'NZD',
      clearance: 'BC',
      tax_included: true,
      transit_days_min: 8,
      transit_days_max: 15,
      first_weight_g: 1000,
      first_price: 900,
      step_g: 100,
      step_price: 80,
      max_weight_g: 10_000,
      cny_limit: 500_000,
      requires_id: true,
      categories: [{ code: 'milk_powder', name: 'Milk powder' }],
    });
    expect(milk.item_limits[0]).toMatchObject({ category: 'milk_powder', name: 'Milk powder', max: 6 });
    const zh = (await get(t, '/api/price/channels')).body.data;
    expect(zh.list.find((c: { code: string }) => c.code === 'nz-milk-powder-6').item_limits[0].note).toMatch(/每箱最多6罐/);
  });

  it('lists the goods categories to declare', async () => {
    const list = (await get(t, '/api/price/categories', { lang: 'en' })).body.data.list;
    expect(list[0]).toEqual({ code: 'general', name: 'General goods', hint: 'Stationery, accessories and other ordinary items' });
  });
});
