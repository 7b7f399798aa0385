import { asc, eq } from 'drizzle-orm';
import { DEMO_PASSWORD, passwordLogin, post, registerUser, startApp, type TestApp } from '../../../test/helpers';
import { auditLog, channels } from '../../db/schema';
import { priceParcel } from './price';
import { pricingChannel } from './service';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await startApp();
  tokens.admin = (await passwordLogin(t, 'admin', DEMO_PASSWORD)).body.data.token;
  tokens.staff = (await passwordLogin(t, 'staff', DEMO_PASSWORD)).body.data.token;
  tokens.customer = (await registerUser(t)).token;
});
afterAll(() => t.close());

const sample = { weight_g: 2300, length_mm: 300, width_mm: 200, height_mm: 150, declared_value: 5000, category: 'general' };
const preview = (body: object, lang?: string) => post(t, '/api/admin/channel/preview', body, { token: tokens.admin, lang });
const snapshot = async () =>
  JSON.stringify([await t.db.select().from(channels).orderBy(asc(channels.id)), await t.db.select().from(auditLog)]);

describe('channel price preview', () => {
  it('prices the sample on a stored channel with unsaved changes, beside its current price, writing nothing', async () => {
    const [row] = await t.db.select().from(channels).where(eq(channels.code, 'nz-general-economy'));
    const site = { currency: 'NZD' } as never;
    const current = priceParcel(pricingChannel(row, site), {
      weightG: 2300,
      lengthMm: 300,
      widthMm: 200,
      heightMm: 150,
      declaredValue: 5000,
      category: 'general',
    });
    const changed = priceParcel(pricingChannel({ ...row, stepPrice: row.stepPrice + 100 }, site), {
      weightG: 2300,
      lengthMm: 300,
      widthMm: 200,
      heightMm: 150,
      declaredValue: 5000,
      category: 'general',
    });
    const before = await snapshot();
    const answer = await preview({ channel_id: row.id, step_price: row.stepPrice + 100, ...sample });
    expect(answer.body.status).toBe(200);
    expect(answer.body.data.current).toEqual({ ok: true, breakdown: current.ok && current.breakdown, reason: null });
    expect(answer.body.data.preview).toEqual({ ok: true, breakdown: changed.ok && changed.breakdown, reason: null });
    expect(answer.body.data.preview.breakdown.total).toBeGreaterThan(answer.body.data.current.breakdown.total);
    expect(await snapshot()).toBe(before);
  });

  it('prices a channel not created yet, and says why a sample cannot go', async () => {
    const fresh = {
      categories: ['general'],
      first_weight_g: 1000,
      first_price: 1000,
      step_g: 500,
      step_price: 300,
      max_weight_g: 2000,
      cny_rate_e4: 45_000,
      transit_days_min: 5,
      transit_days_max: 9,
      insurance_rate_bp: 0,
      insurance_min: 0,
      insurance_cap: 0,
    };
    const priced = (await preview({ ...fresh, ...sample, weight_g: 1600, length_mm: 0, width_mm: 0, height_mm: 0 })).body.data;
    expect(priced).toMatchObject({ current: null, preview: { ok: true, breakdown: { chargeable_g: 2000, total: 1600 } } });
    const heavy = (await preview({ ...fresh, ...sample, weight_g: 2500 }, 'en')).body.data.preview;
    expect(heavy).toMatchObject({ ok: false, breakdown: null, reason: { code: 'over_max_weight' } });
    expect(heavy.reason.msg).toMatch(/kg/);
  });

  it.each([
    [{ step_g: 0 }, '续重单位', 'additional-weight step'],
    [{ first_price: -1 }, '首重价格', 'first-weight price'],
    [
      { max_weight_g: 400, min_charge_g: 500 },
      '最大重量不能小于最低计费重量',
      'maximum weight: must not be less than minimum charge weight',
    ],
    [
      { categories: ['rocket_fuel'] },
      '可寄物品类别中的物品类别“rocket_fuel”不存在',
      'accepted goods categories: no such goods category "rocket_fuel"',
    ],
    [{ category: 'rocket_fuel' }, '物品类别', 'goods category'],
    [{ weight_g: 0 }, '重量', 'weight'],
    [{ channel_id: 0 }, '线路', 'channel'],
    [{ first_price: 'ten' }, '首重价格', 'first-weight price'],
    [{ length_mm: -1 }, '长度', 'length'],
    [{ width_mm: 10_001 }, '宽度', 'width'],
    [{ height_mm: 1.5 }, '高度', 'height'],
    [{ declared_value: -1 }, '申报价值', 'declared value'],
    [{ insured: 'yes' }, '保价', 'insurance'],
  ])('bad input %j: 40001 naming the field', async (bad, zh, en) => {
    const [row] = await t.db.select().from(channels).where(eq(channels.code, 'nz-general-economy'));
    const body = { channel_id: row.id, ...sample, ...bad };
    const cn = await preview(body);
    expect([cn.http, cn.body.status]).toEqual([200, 40001]);
    expect(cn.body.msg).toContain(zh);
    expect((await preview(body, 'en')).body.msg.startsWith(en)).toBe(true);
  });

  it('a new channel missing a price field names it; an unknown channel is not found', async () => {
    expect((await preview({ ...sample, first_weight_g: 500 }, 'en')).body).toMatchObject({
      status: 40001,
      msg: expect.stringContaining('accepted goods categories'),
    });
    expect((await preview({ ...sample, channel_id: 999_999 })).body.status).toBe(40004);
  });

  it('staff and customers are refused', async () => {
    for (const token of [tokens.staff, tokens.customer]) {
      expect((await post(t, '/api/admin/channel/preview', { ...sample }, { token })).body.status).toBe(40003);
    }
  });
});
