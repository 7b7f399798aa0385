/**
 * Every field of the payment, wallet and staff money calls fed wrong types, empty, too long and malformed
 * values: each answer is HTTP 200 with status 40001 naming the field in zh and en, and nothing is written.
 */
import { count } from 'drizzle-orm';
import { type BadInputCase, long, MISSING, NOT_INTS, NOT_STRINGS, refusesEachValue } from '../../../test/bad-input-kit';
import { post } from '../../../test/helpers';
import { payments, refunds, walletEntries } from '../../db/schema';
import { giveWallet, newKey, newPayer, payBody, type Payer, type PayWorld, startPayWorld, waybillToPay } from './test-support';

let w: PayWorld;
let me: Payer;
let billId: number;
let paidId: number;
beforeAll(async () => {
  w = await startPayWorld();
  me = await newPayer(w);
  billId = (await waybillToPay(w, me)).id;
  const paidBill = await waybillToPay(w, me);
  await giveWallet(w.t, me.user, 2330);
  paidId = (await post(w.t, '/api/pay/waybill', payBody(paidBill.id), { token: me.token })).body.data.payment.id;
});
afterAll(() => w.t.close());

const NOT_BOOLS = ['yes', 1, null, []];
const KEY = 'fixed-key-0001';
const BAD_KEYS = [MISSING, '', 'short', long(65), 'has space1', 'ключ-ключ', ...NOT_STRINGS];
const PLATFORM = { zh: '平台', en: 'platform', values: [MISSING, '', 'android', ...NOT_STRINGS] };
const METHOD = { zh: '支付方式', en: 'payment method', values: ['', 'paypal', 'WECHAT', ...NOT_STRINGS] };

type Case = BadInputCase;

const BODIES: Case[] = [
  {
    label: 'pay/preview',
    url: () => '/api/pay/preview',
    token: () => me.token,
    body: () => ({ waybill_id: billId, use_wallet: true }),
    fields: {
      waybill_id: { zh: '运单', en: 'waybill', values: [MISSING, ...NOT_INTS] },
      card_id: { zh: '公斤卡', en: 'kilogram card', values: NOT_INTS.filter((v) => v !== null) },
      coupon_id: { zh: '优惠券', en: 'coupon', values: NOT_INTS.filter((v) => v !== null) },
      use_wallet: { zh: '使用钱包', en: 'use wallet', values: [MISSING, ...NOT_BOOLS] },
    },
  },
  {
    label: 'pay/waybill',
    url: () => '/api/pay/waybill',
    token: () => me.token,
    body: () => ({ waybill_id: billId, use_wallet: false, platform: 'h5', method: 'sandbox', idempotency_key: KEY }),
    fields: {
      waybill_id: { zh: '运单', en: 'waybill', values: [MISSING, ...NOT_INTS] },
      use_wallet: { zh: '使用钱包', en: 'use wallet', values: [MISSING, ...NOT_BOOLS] },
      platform: PLATFORM,
      method: { ...METHOD, values: [MISSING, ...METHOD.values] },
      idempotency_key: { zh: '支付请求编号', en: 'payment key', values: BAD_KEYS },
      return_url: {
        zh: '返回地址',
        en: 'return address',
        values: ['', 'not a url', 'https://evil.example/pay', 'javascript:alert(1)', long(501), ...NOT_STRINGS],
      },
      card_id: { zh: '公斤卡', en: 'kilogram card', values: ['1', 0, -5, 1.5] },
    },
  },
  {
    label: 'pay/topup',
    url: () => '/api/pay/topup',
    token: () => me.token,
    body: () => ({ amount: 5000, platform: 'h5', method: 'sandbox', idempotency_key: KEY }),
    fields: {
      amount: { zh: '充值金额', en: 'top-up amount', values: [MISSING, ...NOT_INTS, 999, 500_001, 100_000_001] },
      method: { ...METHOD, values: [MISSING, ...METHOD.values] },
      platform: PLATFORM,
      idempotency_key: { zh: '支付请求编号', en: 'payment key', values: BAD_KEYS },
    },
  },
  {
    label: 'pay/card',
    url: () => '/api/pay/card',
    token: () => me.token,
    body: () => ({ card_product_id: w.product.id, use_wallet: false, platform: 'h5', method: 'sandbox', idempotency_key: KEY }),
    fields: {
      card_product_id: { zh: '公斤卡商品', en: 'kilogram card product', values: [MISSING, ...NOT_INTS] },
      use_wallet: { zh: '使用钱包', en: 'use wallet', values: [MISSING, ...NOT_BOOLS] },
      method: { ...METHOD, values: [MISSING, ...METHOD.values] },
      platform: PLATFORM,
      idempotency_key: { zh: '支付请求编号', en: 'payment key', values: BAD_KEYS },
    },
  },
  {
    label: 'staff/payment/refund',
    url: () => `/api/staff/payment/refund/${paidId}`,
    token: () => w.staff,
    body: () => ({ note: 'asked by phone' }),
    fields: {
      note: { zh: '退款说明', en: 'note', values: [MISSING, '', '   ', long(201), '<b>', 'a\u0000b', ...NOT_STRINGS] },
    },
  },
];

const QUERIES: Case[] = [
  {
    label: 'pay/options',
    url: () => '/api/pay/options',
    token: () => me.token,
    body: () => ({ waybill_id: billId, platform: 'h5' }),
    fields: {
      waybill_id: { zh: '运单', en: 'waybill', values: [MISSING, '', 'abc', '0', '-1', '1.5', '99999999999'] },
      platform: { ...PLATFORM, values: [MISSING, '', 'android'] },
    },
  },
  {
    label: 'pay/methods',
    url: () => '/api/pay/methods',
    token: () => me.token,
    body: () => ({ platform: 'h5' }),
    fields: { platform: { ...PLATFORM, values: [MISSING, 'ios'] } },
  },
  {
    label: 'pay/lst',
    url: () => '/api/pay/lst',
    token: () => me.token,
    body: () => ({}),
    fields: {
      purpose: { zh: '支付用途', en: 'purpose', values: ['', 'gift'] },
      page: { zh: '页码', en: 'page', values: ['0', 'x', '1.5'] },
      page_size: { zh: '每页数量', en: 'page size', values: ['0', '51', 'x'] },
    },
  },
  {
    label: 'staff/payment/lst',
    url: () => '/api/staff/payment/lst',
    token: () => w.staff,
    body: () => ({}),
    fields: {
      status: { zh: '状态', en: 'status', values: ['', 'done'] },
      purpose: { zh: '支付用途', en: 'purpose', values: ['gift'] },
      method: { zh: '支付方式', en: 'payment method', values: ['paypal'] },
      keyword: { zh: '搜索关键词', en: 'keyword', values: [long(51), '<x>'] },
      from: { zh: '开始日期', en: 'from date', values: ['2026-1-1', '2026-02-30', 'yesterday', '2026-01-01T00'] },
      to: { zh: '结束日期', en: 'to date', values: ['2026/01/01', '2026-13-01'] },
      sort: { zh: '排序', en: 'sort', values: ['status', ''] },
      order: { zh: '排序方向', en: 'sort direction', values: ['up'] },
    },
  },
  {
    label: 'staff/refund/lst',
    url: () => '/api/staff/refund/lst',
    token: () => w.staff,
    body: () => ({}),
    fields: { status: { zh: '状态', en: 'status', values: ['ok', ''] } },
  },
  {
    label: 'wallet/lst',
    url: () => '/api/wallet/lst',
    token: () => me.token,
    body: () => ({}),
    fields: { page: { zh: '页码', en: 'page', values: ['0', 'x'] }, page_size: { zh: '每页数量', en: 'page size', values: ['51'] } },
  },
  {
    label: 'wallet/payback/lst',
    url: () => '/api/wallet/payback/lst',
    token: () => me.token,
    body: () => ({}),
    fields: { page_size: { zh: '每页数量', en: 'page size', values: ['0', 'many'] } },
  },
];

async function written() {
  const [[p], [e], [r]] = await Promise.all([payments, walletEntries, refunds].map((table) => w.t.db.select({ n: count() }).from(table)));
  return [p.n, e.n, r.n];
}

describe.each(BODIES)('$label', (c) => {
  it.each(Object.keys(c.fields))('refuses bad %s, naming it in zh and en, writing nothing', (field) =>
    refusesEachValue(w.t, 'body', c, field, written),
  );
});

describe.each(QUERIES)('$label', (c) => {
  it.each(Object.keys(c.fields))('refuses bad %s, naming it in zh and en', (field) => refusesEachValue(w.t, 'query', c, field, written));
});

it('a key already used for another payment is refused naming the key', async () => {
  const key = newKey();
  await post(w.t, '/api/pay/topup', { amount: 5000, platform: 'h5', method: 'sandbox', idempotency_key: key }, { token: me.token });
  const before = await written();
  const reused = await post(
    w.t,
    '/api/pay/topup',
    { amount: 6000, platform: 'h5', method: 'sandbox', idempotency_key: key },
    { token: me.token, lang: 'en' },
  );
  expect(reused.body).toEqual({ status: 40001, msg: 'payment key: already used for another payment, tap pay again' });
  expect(await written()).toEqual(before);
});

it('refuses a bad sandbox outcome and an unknown provider, naming them', async () => {
  for (const [lang, label] of [
    ['zh-cn', '支付结果'],
    ['en', 'outcome'],
  ] as const) {
    for (const payload of ['outcome=maybe', '', 'other=paid']) {
      const answer = await w.t.app.inject({
        method: 'POST',
        url: '/api/pay/sandbox/complete/sbx_x',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-lang': lang },
        payload,
      });
      expect([payload, JSON.parse(answer.body).status]).toEqual([payload, 40001]);
      expect(JSON.parse(answer.body).msg).toContain(label);
    }
  }
  const unknown = await w.t.app.inject({
    method: 'POST',
    url: '/api/pay/notify/paypal',
    headers: { 'content-type': 'application/json', 'x-lang': 'en' },
    payload: '{}',
  });
  expect(JSON.parse(unknown.body)).toEqual({
    status: 40001,
    msg: 'provider: must be one of wechat, stripe, sandbox',
    request_id: expect.stringMatching(/^[0-9a-f]{12}$/),
  });
});
