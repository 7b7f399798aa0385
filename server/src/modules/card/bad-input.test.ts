/**
 * Every field of the card and coupon calls (customer, staff, admin) fed wrong types, out-of-range and malformed
 * values: each answer is HTTP 200 with status 40001 naming the field in zh and en, and nothing is written.
 */
import { count } from 'drizzle-orm';
import { call } from '../../../test/helpers';
import { cardProducts, coupons, couponTemplates } from '../../db/schema';
import { type Customer, registered, startWorld, type World } from './test-support';

let w: World;
let me: Customer;
beforeAll(async () => {
  w = await startWorld();
  me = await registered(w.t);
});
afterAll(() => w.t.close());

const MISSING = Symbol('missing');
const long = (n: number) => 'x'.repeat(n);
const NOT_IDS = ['1', 0, -1, 1.5, 2_147_483_648, true, null, [], {}];
const NOT_TEXT = [123, true, null, [], {}];
const BAD_PAGING = { page: ['0', 'x', '100001'], page_size: ['0', '51', 'x'] };
const BAD_CODES = ['x', [1], ['Bad Code'], ['nope'], ['nz-general-economy', 'nz-general-economy']];
const label = (zh: string, en: string, values: unknown[]) => ({ zh, en, values });

interface Case {
  label: string;
  method: 'GET' | 'POST';
  url: string;
  token: () => string;
  /** A valid query or body; each field in turn is replaced by a bad value. */
  input: Record<string, unknown>;
  fields: Record<string, { zh: string; en: string; values: unknown[] }>;
}

const PAGING = { page: label('页码', 'page', BAD_PAGING.page), page_size: label('每页数量', 'page size', BAD_PAGING.page_size) };

const productBody = { name_zh: '测试卡', name_en: 'Test card', grams: 1000, price: 900, valid_days: 30 };
const templateBody = { name_zh: '测试券', name_en: 'Test coupon', kind: 'percent', value: 10, valid_days: 7, trigger: 'manual' };
const windowBody = { ...templateBody, valid_days: null, valid_from: '2026-06-01T00:00:00Z', valid_to: '2026-07-01T00:00:00Z' };

const CASES: Case[] = [
  {
    label: 'card/lst',
    method: 'GET',
    url: '/api/card/lst',
    token: () => me.token,
    input: { status: 'usable' },
    fields: { status: label('状态', 'status', ['foo', '']), ...PAGING },
  },
  { label: 'card/record/lst', method: 'GET', url: '/api/card/record/lst', token: () => me.token, input: {}, fields: PAGING },
  {
    label: 'card/deduction/lst',
    method: 'GET',
    url: '/api/card/deduction/lst',
    token: () => me.token,
    input: {},
    fields: { card_id: label('公斤卡', 'card', ['0', 'x', '2147483648']), ...PAGING },
  },
  {
    label: 'user/coupon/lst',
    method: 'GET',
    url: '/api/user/coupon/lst',
    token: () => me.token,
    input: { status: 'unused' },
    fields: { status: label('状态', 'status', ['foo', 'void']), ...PAGING },
  },
  {
    label: 'coupon/claimable',
    method: 'GET',
    url: '/api/coupon/claimable',
    token: () => me.token,
    input: {},
    fields: { activity_id: label('活动', 'activity', ['0', 'x', '-3']) },
  },
  {
    label: 'coupon/claim',
    method: 'POST',
    url: '/api/coupon/claim',
    token: () => me.token,
    input: { template_id: 1 },
    fields: { template_id: label('优惠券', 'coupon', [MISSING, ...NOT_IDS]) },
  },
  {
    label: 'staff/coupon/issue',
    method: 'POST',
    url: '/api/staff/coupon/issue',
    token: () => w.staff,
    input: { template_id: 1, member_code: 'NZ123456' },
    fields: {
      template_id: label('优惠券', 'coupon', [MISSING, ...NOT_IDS]),
      member_code: label('会员号', 'member code', [MISSING, '', 'NZ12', 'NZ12345A', long(21), ...NOT_TEXT]),
    },
  },
  {
    label: 'admin/card_product/create',
    method: 'POST',
    url: '/api/admin/card_product/create',
    token: () => w.admin,
    input: productBody,
    fields: {
      name_zh: label('中文名称', 'Chinese name', [MISSING, '', long(41), ...NOT_TEXT]),
      name_en: label('英文名称', 'English name', [MISSING, '', long(81), ...NOT_TEXT]),
      grams: label('公斤卡克数', 'grams', [MISSING, 99, 1_000_001, '1000', 1.5, null]),
      price: label('售价', 'price', [MISSING, 0, -1, '900', 100_000_001, null]),
      valid_days: label('有效天数', 'days valid', [MISSING, 0, 1096, '30', null]),
      channel_codes: label('适用线路', 'lines', BAD_CODES),
      active: label('启用', 'active', ['yes', 1, null]),
      sort: label('排序', 'sort order', [1.5, '1', 100_001]),
    },
  },
  {
    label: 'admin/coupon_template/create',
    method: 'POST',
    url: '/api/admin/coupon_template/create',
    token: () => w.admin,
    input: templateBody,
    fields: {
      name_zh: label('中文名称', 'Chinese name', [MISSING, '', long(41), ...NOT_TEXT]),
      name_en: label('英文名称', 'English name', [MISSING, '', long(81), ...NOT_TEXT]),
      kind: label('优惠方式', 'discount kind', [MISSING, 'gift', 1, null]),
      value: label('优惠额度', 'discount', [MISSING, 0, 101, '10', 1.5, null]),
      max_off: label('最多减免', 'largest discount', [0, '100', 1.5]),
      min_spend: label('最低消费', 'minimum spend', [-1, '0', null]),
      valid_days: label('有效天数', 'days valid', [0, 1096, '7']),
      channel_codes: label('适用线路', 'lines', BAD_CODES),
      total_limit: label('发放总量', 'total limit', [0, '5', 1.5]),
      per_user_limit: label('每人限领', 'per-customer limit', [0, 101, '1', null]),
      trigger: label('发放方式', 'issued on', [MISSING, 'birthday', null]),
      activity_id: label('活动', 'activity', [0, 'x', 999_999]),
      active: label('启用', 'active', ['yes', null]),
    },
  },
  {
    label: 'admin/coupon_template/create (fixed window)',
    method: 'POST',
    url: '/api/admin/coupon_template/create',
    token: () => w.admin,
    input: windowBody,
    fields: {
      valid_from: label('开始时间', 'valid from', [MISSING, 'tomorrow', '2026-06-01', '2026-13-45T00:00:00Z', 123]),
      valid_to: label('结束时间', 'valid to', [MISSING, 'later', '2026-05-01T00:00:00Z', 123]),
    },
  },
];

async function written() {
  const [[p], [t], [c]] = await Promise.all(
    [cardProducts, couponTemplates, coupons].map((table) => w.t.db.select({ n: count() }).from(table)),
  );
  return [p.n, t.n, c.n];
}

function request(c: Case, field: string, value: unknown): string | Record<string, unknown> {
  const input: Record<string, unknown> = { ...c.input };
  if (value === MISSING) delete input[field];
  else input[field] = value;
  if (c.method === 'POST') return input;
  return `${c.url}?${new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)])).toString()}`;
}

describe.each(CASES)('$label', (c) => {
  it.each(Object.entries(c.fields))('refuses bad %s, naming it in zh and en, writing nothing', async (field, { zh, en, values }) => {
    const before = await written();
    for (const value of values) {
      const sent = request(c, field, value);
      for (const [lang, name] of [
        ['zh-cn', zh],
        ['en', en],
      ] as const) {
        const answer =
          typeof sent === 'string'
            ? await call(w.t, 'GET', sent, { token: c.token(), lang })
            : await call(w.t, 'POST', c.url, { body: sent, token: c.token(), lang });
        expect([field, value, answer.http, answer.body.status]).toEqual([field, value, 200, 40001]);
        expect([field, value, answer.body.msg]).toEqual([field, value, expect.stringContaining(name)]);
      }
    }
    expect(await written()).toEqual(before);
  });
});
