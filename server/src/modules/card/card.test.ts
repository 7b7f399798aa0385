import { count, eq } from 'drizzle-orm';
import { get, post } from '../../../test/helpers';
import { cardProducts, payments } from '../../db/schema';
import { boughtCard, type Customer, registered, startWorld, type World } from './test-support';

let w: World;
let me: Customer;
let other: Customer;
beforeAll(async () => {
  w = await startWorld();
  me = await registered(w.t);
  other = await registered(w.t);
});
afterAll(() => w.t.close());

const day = 86_400_000;
const productCount = async () => (await w.t.db.select({ n: count() }).from(cardProducts))[0].n;

describe('products on sale', () => {
  it("lists the site's active products in order, priced per kg, with their lines named in the request language", async () => {
    const zh = await get(w.t, '/api/card/products');
    expect(zh.body.data.list).toEqual([
      {
        id: expect.any(Number),
        name: '5公斤卡',
        grams: 5000,
        price: 4500,
        currency: 'NZD',
        valid_days: 365,
        price_per_kg: 900,
        channels: [],
      },
      {
        id: expect.any(Number),
        name: '10公斤卡',
        grams: 10_000,
        price: 8500,
        currency: 'NZD',
        valid_days: 365,
        price_per_kg: 850,
        channels: [],
      },
      {
        id: expect.any(Number),
        name: '20公斤普货卡',
        grams: 20_000,
        price: 15_000,
        currency: 'NZD',
        valid_days: 365,
        price_per_kg: 750,
        channels: [
          { code: 'nz-general-economy', name: '新西兰经济普货线' },
          { code: 'nz-general-express', name: '新西兰普货快线' },
        ],
      },
    ]);
    const au = await get(w.t, '/api/card/products', { site: '2', lang: 'en' });
    expect(au.body.data.list.map((p: { name: string; currency: string; price: number }) => [p.name, p.currency, p.price])).toEqual([
      ['5 kg card', 'AUD', 4800],
      ['10 kg card', 'AUD', 9000],
      ['20 kg general goods card', 'AUD', 16_000],
    ]);
    expect(au.body.data.list[2].channels[0]).toEqual({ code: 'au-general-economy', name: 'AU Economy General' });
  });
});

describe('admin of products', () => {
  it("creates and changes a product; an inactive one is hidden from customers; another site's admin cannot see it", async () => {
    const made = await post(
      w.t,
      '/api/admin/card_product/create',
      { name_zh: '50公斤卡', name_en: '50 kg card', grams: 50_000, price: 35_000, valid_days: 730, sort: 40 },
      { token: w.admin },
    );
    expect(made.body.data).toMatchObject({
      name_en: '50 kg card',
      grams: 50_000,
      price: 35_000,
      price_per_kg: 700,
      valid_days: 730,
      channel_codes: [],
      active: true,
      sort: 40,
    });
    const id = made.body.data.id;
    expect((await get(w.t, '/api/card/products', { lang: 'en' })).body.data.list.at(-1)).toMatchObject({
      id,
      name: '50 kg card',
      price_per_kg: 700,
    });

    const cheaper = await post(
      w.t,
      `/api/admin/card_product/update/${id}`,
      { price: 30_000, channel_codes: ['nz-general-express'] },
      { token: w.admin },
    );
    expect(cheaper.body.data).toMatchObject({
      price: 30_000,
      price_per_kg: 600,
      channel_codes: ['nz-general-express'],
      name_zh: '50公斤卡',
    });

    await post(w.t, `/api/admin/card_product/update/${id}`, { active: false }, { token: w.admin });
    expect((await get(w.t, '/api/card/products')).body.data.list.map((p: { id: number }) => p.id)).not.toContain(id);
    const listed = await get(w.t, '/api/admin/card_product/lst?active=false', { token: w.admin });
    expect(listed.body.data.list.map((p: { id: number }) => p.id)).toEqual([id]);

    const foreign = await post(w.t, `/api/admin/card_product/update/${id}`, { active: true }, { token: w.auAdmin, site: '2', lang: 'en' });
    expect(foreign.body).toEqual({ status: 40004, msg: 'No such item' });
  });

  it('refuses customers and staff (40003), writing nothing', async () => {
    const before = await productCount();
    const body = { name_zh: '卡', name_en: 'Card', grams: 1000, price: 900, valid_days: 30 };
    for (const token of [me.token, w.staff]) {
      expect((await post(w.t, '/api/admin/card_product/create', body, { token, lang: 'en' })).body).toEqual({
        status: 40003,
        msg: 'You are not allowed to do this',
      });
      expect((await get(w.t, '/api/admin/card_product/lst', { token })).body.status).toBe(40003);
    }
    expect(await productCount()).toBe(before);
  });

  it('refuses a line of another site, naming the field and the code', async () => {
    const before = await productCount();
    const body = { name_zh: '卡', name_en: 'Card', grams: 1000, price: 900, valid_days: 30, channel_codes: ['au-general-economy'] };
    const zh = await post(w.t, '/api/admin/card_product/create', body, { token: w.admin });
    expect(zh.body).toEqual({ status: 40001, msg: '适用线路中的线路“au-general-economy”不存在' });
    const en = await post(w.t, '/api/admin/card_product/create', body, { token: w.admin, lang: 'en' });
    expect(en.body).toEqual({ status: 40001, msg: 'lines: no such channel "au-general-economy"' });
    expect(await productCount()).toBe(before);
  });
});

describe('my cards', () => {
  let usable: number;
  let usedUp: number;
  let paymentNo: string;
  beforeAll(async () => {
    // What payments leave behind: grams taken by a waybill, given back by a refund, taken by another waybill.
    const bought = await boughtCard(w.t, me.user, {
      moves: [
        { kind: 'deduction', grams: -1800, amount: 1710 },
        { kind: 'refund', grams: 500, amount: 475 },
        { kind: 'deduction', grams: -500, amount: 475 },
      ],
    });
    usable = bought.card.id;
    paymentNo = bought.payment.no;
    usedUp = (await boughtCard(w.t, me.user, { moves: [{ kind: 'deduction', grams: -5000, amount: 4750 }] })).card.id;
    await boughtCard(w.t, me.user, { daysLeft: -1 });
    await boughtCard(w.t, me.user, { status: 'void', moves: [{ kind: 'void', grams: -5000 }] });
    await boughtCard(w.t, other.user);
  });

  it('lists one tab with the count of each; a void card is in none', async () => {
    const answer = await get(w.t, '/api/card/lst', { token: me.token, lang: 'en' });
    expect(answer.body.data).toEqual({
      list: [
        {
          id: usable,
          name: '5 kg card',
          grams: 5000,
          remaining_g: 3200,
          price: 4500,
          currency: 'NZD',
          status: 'usable',
          expires_at: new Date(w.t.clock.now.getTime() + 365 * day).toISOString(),
          channels: [],
          created_at: w.t.clock.now.toISOString(),
          payment_no: paymentNo,
        },
      ],
      total: 1,
      page: 1,
      page_size: 20,
      counts: { usable: 1, used_up: 1, expired: 1 },
    });
    const usedUpTab = await get(w.t, '/api/card/lst?status=used_up', { token: me.token });
    expect(usedUpTab.body.data.list.map((c: { id: number; status: string }) => [c.id, c.status])).toEqual([[usedUp, 'used_up']]);
    const expired = await get(w.t, '/api/card/lst?status=expired', { token: me.token });
    expect(expired.body.data.list.map((c: { status: string; remaining_g: number }) => [c.status, c.remaining_g])).toEqual([
      ['expired', 5000],
    ]);
  });

  it('moves a usable card to expired when its day passes', async () => {
    const fresh = await registered(w.t);
    await boughtCard(w.t, fresh.user, { daysLeft: 2 });
    expect((await get(w.t, '/api/card/lst', { token: fresh.token })).body.data.counts).toEqual({ usable: 1, used_up: 0, expired: 0 });
    w.t.clock.advance(2 * 86_400);
    expect((await get(w.t, '/api/card/lst', { token: fresh.token })).body.data.counts).toEqual({ usable: 0, used_up: 0, expired: 1 });
    w.t.clock.advance(-2 * 86_400);
  });

  it("lists the grams my waybills took and got back, newest first; another customer's card is not found", async () => {
    const answer = await get(w.t, `/api/card/deduction/lst?card_id=${usable}`, { token: me.token });
    expect(answer.body.data.total).toBe(3);
    expect(
      answer.body.data.list.map(
        (e: { kind: string; grams: number; amount: number; remaining_after: number; card_name: string; currency: string }) => [
          e.kind,
          e.grams,
          e.amount,
          e.remaining_after,
          e.card_name,
          e.currency,
        ],
      ),
    ).toEqual([
      ['deduction', -500, 475, 3200, '5公斤卡', 'NZD'],
      ['refund', 500, 475, 3700, '5公斤卡', 'NZD'],
      ['deduction', -1800, 1710, 3200, '5公斤卡', 'NZD'],
    ]);
    const all = await get(w.t, '/api/card/deduction/lst?page_size=2&page=2', { token: me.token });
    expect([all.body.data.total, all.body.data.list.map((e: { card_id: number; grams: number }) => [e.card_id, e.grams])]).toEqual([
      4,
      [
        [usable, 500],
        [usable, -1800],
      ],
    ]);
    expect((await get(w.t, '/api/card/deduction/lst', { token: other.token })).body.data).toEqual({
      list: [],
      total: 0,
      page: 1,
      page_size: 20,
    });
    const theirs = await get(w.t, `/api/card/deduction/lst?card_id=${usable}`, { token: other.token, lang: 'en' });
    expect(theirs.body).toEqual({ status: 40004, msg: 'No such kilogram card' });
  });

  it('lists my purchases of every status, newest first', async () => {
    const fresh = await registered(w.t);
    const first = await boughtCard(w.t, fresh.user);
    w.t.clock.advance(60);
    const [product] = await w.t.db.select().from(cardProducts).where(eq(cardProducts.grams, 10_000)).limit(1);
    // Set-up: an online purchase still waiting for the provider.
    await w.t.db.insert(payments).values({
      siteId: 1,
      userId: fresh.user.id,
      no: 'PTESTPENDING1',
      purpose: 'card',
      cardProductId: product.id,
      idempotencyKey: 'pending-card-1',
      status: 'pending',
      currency: 'NZD',
      amount: 8500,
      onlineAmount: 8500,
      provider: 'sandbox',
      createdAt: w.t.clock.now,
    });
    const answer = await get(w.t, '/api/card/record/lst', { token: fresh.token, lang: 'en' });
    expect(answer.body.data).toEqual({
      list: [
        {
          payment_id: expect.any(Number),
          product_id: product.id,
          payment_no: 'PTESTPENDING1',
          product_name: '10 kg card',
          grams: 10_000,
          amount: 8500,
          currency: 'NZD',
          wallet_amount: 0,
          online_amount: 8500,
          method: 'sandbox',
          status: 'pending',
          created_at: w.t.clock.now.toISOString(),
          paid_at: null,
          card_id: null,
        },
        {
          payment_id: first.payment.id,
          product_id: expect.any(Number),
          payment_no: first.payment.no,
          product_name: '5 kg card',
          grams: 5000,
          amount: 4500,
          currency: 'NZD',
          wallet_amount: 0,
          online_amount: 4500,
          method: 'sandbox',
          status: 'paid',
          created_at: first.payment.createdAt.toISOString(),
          paid_at: first.payment.createdAt.toISOString(),
          card_id: first.card.id,
        },
      ],
      total: 2,
      page: 1,
      page_size: 20,
    });
    expect((await get(w.t, '/api/card/record/lst', { token: other.token })).body.data.total).toBe(1);
  });

  it('needs a session', async () => {
    for (const url of ['/api/card/lst', '/api/card/record/lst', '/api/card/deduction/lst']) {
      expect((await get(w.t, url)).body.status).toBe(40000);
    }
  });
});
