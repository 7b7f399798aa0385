/**
 * Every field of the return calls fed wrong types, empty, too long and malformed values: each answer is HTTP 200
 * with status 40001 naming the field in zh and en, and nothing is written.
 */
import { count } from 'drizzle-orm';
import { type BadInputCase, long, MISSING, NOT_INTS, NOT_STRINGS, refusesEachValue } from '../../../test/bad-input-kit';
import { post } from '../../../test/helpers';
import { parcelReturnEvents, parcelReturns, payments, privateFiles } from '../../db/schema';
import type { Payer, PayWorld } from '../payment/test-support';
import { uploadStaffPhoto } from '../waybill/test-support';
import {
  createBody,
  createReturn,
  giveWallet,
  newKey,
  newPayer,
  parcelInWarehouse,
  payByWallet,
  SHOP,
  startPayWorld,
  uploadLabel,
} from './test-support';

let w: PayWorld;
let me: Payer;
let parcelId = 0;
let quotedId = 0;
let processingId = 0;
let photo = '';
let label = '';
beforeAll(async () => {
  w = await startPayWorld();
  me = await newPayer(w);
  parcelId = await parcelInWarehouse(w, me);
  quotedId = (await createReturn(w, me)).id;
  await post(w.t, `/api/staff/return/quote/${quotedId}`, { postage: 100 }, { token: w.staff });
  processingId = (await createReturn(w, me, { method: 'pickup' })).id;
  await giveWallet(w.t, me.user, 500);
  await payByWallet(w, me, processingId);
  photo = (await uploadStaffPhoto(w)).data.file;
  label = (await uploadLabel(w.t, me.token)).data.file;
});
afterAll(() => w.t.close());

const written = async () => [
  (await w.t.db.select({ n: count() }).from(parcelReturns))[0].n,
  (await w.t.db.select({ n: count() }).from(parcelReturnEvents))[0].n,
  (await w.t.db.select({ n: count() }).from(payments))[0].n,
  (await w.t.db.select({ n: count() }).from(privateFiles))[0].n,
];
const BAD_LINE = (max: number) => [long(max + 1), 'a\u0000b', '<b>', ...NOT_STRINGS];
const BAD_REQUIRED_LINE = (max: number) => [MISSING, '', '   ', ...BAD_LINE(max)];
const BAD_KEY = ['x', 'B'.repeat(25), 'bad key with spaces!!!!!', ...NOT_STRINGS];

const CASES: BadInputCase[] = [
  {
    label: 'return/create',
    url: () => '/api/return/create',
    token: () => me.token,
    body: () => createBody([parcelId], { method: 'label', label_file: label, note: 'Wrong size' }),
    fields: {
      parcel_ids: {
        zh: '退货包裹',
        en: 'parcels to return',
        values: [MISSING, [], [0], ['1'], [1.5], Array(21).fill(parcelId), 'x', ...NOT_STRINGS.slice(0, 3)],
      },
      method: { zh: '退货方式', en: 'return method', values: [MISSING, '', 'courier', ...NOT_STRINGS] },
      address: { zh: '商家退货地址', en: "shop's return address", values: [MISSING, 'x', 123, null, []] },
      ra_number: { zh: '退货授权号', en: 'return authorisation number', values: BAD_REQUIRED_LINE(40) },
      deadline: {
        zh: '退货截止日期',
        en: 'return deadline',
        values: [MISSING, '', '2026-02-30', '10/06/2026', '2026-6-1', '2020-01-01', ...NOT_STRINGS],
      },
      label_file: { zh: '预付退货面单', en: 'prepaid return label', values: [...BAD_KEY, 'A'.repeat(24)] },
      note: { zh: '备注', en: 'note', values: BAD_LINE(500) },
      request_id: { zh: '请求编号', en: 'request id', values: ['short', 'bad id!!', long(65), ...NOT_STRINGS] },
    },
  },
  {
    label: 'return/pay',
    url: () => `/api/return/pay/${quotedId}`,
    token: () => me.token,
    body: () => ({ use_wallet: false, method: 'sandbox', platform: 'h5', idempotency_key: newKey() }),
    fields: {
      use_wallet: { zh: '钱包支付', en: 'pay from wallet', values: [MISSING, 'yes', 1, null] },
      method: { zh: '支付方式', en: 'payment method', values: [MISSING, '', 'cash', ...NOT_STRINGS] },
      platform: { zh: '平台', en: 'platform', values: [MISSING, '', 'ios', ...NOT_STRINGS] },
      idempotency_key: { zh: '支付请求编号', en: 'payment key', values: [MISSING, 'short', 'has space here', long(65), ...NOT_STRINGS] },
      return_url: {
        zh: '返回地址',
        en: 'return address',
        values: ['', 'javascript:alert(1)', 'https://evil.example/x', long(501), ...NOT_STRINGS],
      },
    },
  },
  {
    label: 'staff/return/quote',
    url: () => `/api/staff/return/quote/${quotedId}`,
    token: () => w.staff,
    body: () => ({ postage: 100 }),
    fields: { postage: { zh: '邮费', en: 'postage', values: [MISSING, ...NOT_INTS.filter((v) => v !== 0), 10_000_001] } },
  },
  {
    label: 'staff/return/reject',
    url: () => `/api/staff/return/reject/${quotedId}`,
    token: () => w.staff,
    body: () => ({ reason: 'The shop said no' }),
    fields: { reason: { zh: '拒绝原因', en: 'reason', values: BAD_REQUIRED_LINE(500) } },
  },
  {
    label: 'staff/return/process',
    url: () => `/api/staff/return/process/${processingId}`,
    token: () => w.staff,
    body: () => ({ weight_g: 1200, photos: [photo] }),
    fields: {
      weight_g: { zh: '重量', en: 'weight', values: [MISSING, ...NOT_INTS, 100_001] },
      photos: {
        zh: '照片',
        en: 'photos',
        values: [MISSING, [], ['B'.repeat(24)], [label], Array(10).fill(photo), 'x', ...NOT_STRINGS.slice(0, 3)],
      },
    },
  },
  {
    label: 'staff/return/ship',
    url: () => `/api/staff/return/ship/${processingId}`,
    token: () => w.staff,
    body: () => ({ carrier: 'NZ Post', tracking_no: 'NZ123456789' }),
    fields: {
      carrier: { zh: '承运商', en: 'carrier', values: BAD_REQUIRED_LINE(40) },
      tracking_no: { zh: '运单号', en: 'tracking number', values: [MISSING, '', 'AB', 'NZ#123', long(61), ...NOT_STRINGS] },
    },
  },
];

describe.each(CASES)('$label', (c) => {
  it.each(Object.keys(c.fields))('refuses bad %s, naming it, writing nothing', (field) => refusesEachValue(w.t, 'body', c, field, written));
});

describe("the shop's address, field by field", () => {
  const FIELDS: Record<string, [string, string, unknown[]]> = {
    name: ['商家名称', 'shop name', [MISSING, '', '  ', ...BAD_LINE(80)]],
    phone: ['商家电话', 'shop phone', BAD_LINE(30)],
    street: ['街道地址', 'street address', [MISSING, '', '  ', ...BAD_LINE(120)]],
    suburb: ['区域', 'suburb', BAD_LINE(60)],
    city: ['城市', 'city', [MISSING, '', ...BAD_LINE(60)]],
    region: ['州/大区', 'region', BAD_LINE(60)],
    postcode: ['邮编', 'postcode', [MISSING, '', '12', 'ABCD', long(11), ...NOT_STRINGS]],
    country: ['国家', 'country', [MISSING, '', 'CN', ...NOT_STRINGS]],
  };
  it.each(Object.keys(FIELDS))('refuses a bad %s, naming it, writing nothing', async (field) => {
    const [zh, en, values] = FIELDS[field];
    const before = await written();
    for (const value of values) {
      const address: Record<string, unknown> = { ...SHOP };
      if (value === MISSING) delete address[field];
      else address[field] = value;
      for (const [lang, name] of [
        ['zh-cn', zh],
        ['en', en],
      ]) {
        const answer = await post(w.t, '/api/return/create', createBody([parcelId], { address }), { token: me.token, lang });
        expect([field, value, answer.body.status, answer.body.msg]).toEqual([field, value, 40001, expect.stringContaining(name)]);
      }
    }
    expect(await written()).toEqual(before);
  });
});

describe('return/lst and staff/return/lst', () => {
  const list = (url: string, token: () => string): BadInputCase => ({
    label: url,
    url: () => url,
    token,
    body: () => ({ status: 'quoted', page: 1, page_size: 10 }),
    fields: {
      status: { zh: '状态', en: 'status', values: ['', 'lost', 'x'.repeat(30)] },
      page: { zh: '页码', en: 'page', values: ['0', '-1', 'x', '1.5'] },
      page_size: { zh: '每页数量', en: 'page size', values: ['0', '51', 'x'] },
    },
  });
  for (const c of [list('/api/return/lst', () => me.token), list('/api/staff/return/lst', () => w.staff)]) {
    it.each(Object.keys(c.fields))(`${c.label}: refuses bad %s`, (field) => refusesEachValue(w.t, 'query', c, field, written));
  }
});
