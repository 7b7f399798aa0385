/**
 * The customer record's cards and coupons: staff see each card with its ledger (bought, taken per waybill) and the
 * coupons by state with the waybill a used one paid; another site's customer is "not found".
 */
import { get, passwordLogin } from '../../../test/helpers';
import { DEMO_PASSWORD } from '../../db/seed-data';
import { giveCoupon, newPayer, paidWithEverything, type Payer, type PayWorld, startPayWorld } from '../payment/test-support';

let w: PayWorld;
let me: Payer;
let paid: Awaited<ReturnType<typeof paidWithEverything>>;
let spareFrom: Date;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  w = await startPayWorld();
  for (const account of ['service', 'warehouse']) tokens[account] = (await passwordLogin(w.t, account, DEMO_PASSWORD)).body.data.token;
  me = await newPayer(w);
  paid = await paidWithEverything(w, me);
  spareFrom = w.t.clock.now;
  await giveCoupon(w.t, me.user, { nameZh: '备用券', nameEn: 'Spare', value: 800 });
});
afterAll(() => w?.t.close());

const read = async (path: string, lang: 'en' | 'zh-cn' = 'en', account = 'service') =>
  (await get(w.t, `/api/staff/customer/${path}`, { token: tokens[account], lang })).body;

describe("the customer's cards", () => {
  it('lists the card as used up, with its grams, price and expiry', async () => {
    const answer = await read(`card/lst/${me.user.id}?page=1&page_size=20`);
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ total: 1, page: 1, page_size: 20 });
    expect(answer.data.list).toEqual([
      expect.objectContaining({
        id: paid.cardId,
        name: '5 kg card',
        grams: 5000,
        remaining_g: 0,
        price: 4000,
        currency: 'NZD',
        status: 'used_up',
      }),
    ]);
    const [card] = answer.data.list;
    expect(Date.parse(card.expires_at) - Date.parse(card.created_at)).toBe(180 * 86_400_000);
  });

  it('shows the ledger newest first: the grams the waybill took, the earlier use, the purchase; the balance after each', async () => {
    const answer = await read(`card/ledger/${me.user.id}?card_id=${paid.cardId}&page=1&page_size=20`, 'zh-cn');
    expect(answer.status).toBe(200);
    const rows = answer.data.list.map((e: Record<string, unknown>) => [e.kind, e.grams, e.remaining_after, e.waybill_no, e.card_name]);
    expect(rows).toEqual([
      ['deduction', -1000, 0, paid.bill.no, '5公斤卡'],
      ['deduction', -4000, 1000, null, '5公斤卡'],
      ['purchase', 5000, 5000, null, '5公斤卡'],
    ]);
    expect(answer.data.list[0]).toMatchObject({ amount: 970, waybill_id: paid.bill.id });
  });

  it("answers another customer's card and another site's customer with not found", async () => {
    const other = await newPayer(w);
    expect((await read(`card/ledger/${other.user.id}?card_id=${paid.cardId}`)).status).toBe(40004);
    for (const path of [`card/lst/${me.user.id}`, `card/ledger/${me.user.id}`, `coupon/lst/${me.user.id}`]) {
      const foreign = await get(w.t, `/api/staff/customer/${path}`, { token: w.auStaff, site: '2' });
      expect(foreign.body.status).toBe(40004);
    }
  });
});

describe("the customer's coupons", () => {
  it("shows the used coupon with the waybill it paid, and the unused one, each named in the caller's language", async () => {
    const used = await read(`coupon/lst/${me.user.id}?status=used`);
    expect(used.status).toBe(200);
    expect(used.data.counts).toEqual({ unused: 1, used: 1, expired: 0 });
    expect(used.data.list).toEqual([
      expect.objectContaining({ id: paid.couponId, name: 'Money off', value: 300, status: 'used', waybill_no: paid.bill.no }),
    ]);
    const unused = await read(`coupon/lst/${me.user.id}?status=unused`, 'zh-cn');
    expect(unused.data.list).toEqual([
      expect.objectContaining({
        name: '备用券',
        value: 800,
        status: 'unused',
        starts_at: spareFrom.toISOString(),
        expires_at: new Date(spareFrom.getTime() + 30 * 86_400_000).toISOString(),
        waybill_no: null,
      }),
    ]);
  });

  it('is for customer service; a warehouse-only role is refused', async () => {
    for (const path of [`card/lst/${me.user.id}`, `card/ledger/${me.user.id}`, `coupon/lst/${me.user.id}`])
      expect((await read(path, 'en', 'warehouse')).status).toBe(40003);
  });
});
