/**
 * Every field of the claim calls fed wrong types, empty, too long and malformed values: each answer is HTTP 200
 * with status 40001 naming the field in zh and en, and nothing is written.
 */
import { count } from 'drizzle-orm';
import { type BadInputCase, long, MISSING, NOT_INTS, NOT_STRINGS, refusesEachValue } from '../../../test/bad-input-kit';
import { DEMO_PASSWORD, passwordLogin, post } from '../../../test/helpers';
import { claimEvents, claims, privateFiles } from '../../db/schema';
import { multipartForm, testPhoto } from '../address/test-support';
import { type Customer, deliveredWaybill, fileClaim, newCustomer, startWorld, uploadClaimPhoto, type World } from './test-support';

let w: World;
let me: Customer;
let other: Customer;
let waybillId = 0;
let claimId = 0;
let mine = '';
let theirs = '';
let admin = '';
beforeAll(async () => {
  w = await startWorld();
  me = await newCustomer(w.t);
  other = await newCustomer(w.t);
  waybillId = (await deliveredWaybill(w, me)).id;
  admin = (await passwordLogin(w.t, 'admin', DEMO_PASSWORD)).body.data.token;
  mine = await uploadClaimPhoto(w.t, me.token);
  theirs = await uploadClaimPhoto(w.t, other.token);
  claimId = (await fileClaim(w.t, me.token, { type: 'damaged', waybill_id: waybillId, amount: 1000 })).body.data.id;
  await post(w.t, `/api/staff/claim/ask/${claimId}`, { message: 'More please' }, { token: w.staff });
});
afterAll(() => w.t.close());

const written = async () => [
  (await w.t.db.select({ n: count() }).from(claims))[0].n,
  (await w.t.db.select({ n: count() }).from(claimEvents))[0].n,
  (await w.t.db.select({ n: count() }).from(privateFiles))[0].n,
];
const BAD_TEXT = [MISSING, '', '   ', long(1001), 'a\u0000b', '<b>', ...NOT_STRINGS];
const BAD_KEYS = () => [
  'x',
  ['short'],
  [123],
  ['B'.repeat(24)],
  [theirs],
  [mine, mine],
  Array(10).fill(mine),
  ...NOT_STRINGS.filter((v) => !Array.isArray(v)),
];

const CASES: BadInputCase[] = [
  {
    label: 'after/sales/create',
    url: () => '/api/after/sales/create',
    token: () => me.token,
    body: () => ({ type: 'short', waybill_id: waybillId, description: 'One tin missing', photos: [mine], amount: 500, proof: [] }),
    fields: {
      type: { zh: '理赔类型', en: 'claim type', values: [MISSING, '', 'stolen', ...NOT_STRINGS] },
      waybill_id: { zh: '运单', en: 'waybill', values: [0, -1, '1', 1.5, true, null, 2_147_483_648] },
      description: { zh: '问题描述', en: 'description', values: BAD_TEXT },
      photos: { zh: '照片', en: 'photos', values: [MISSING, ...BAD_KEYS()] },
      amount: { zh: '金额', en: 'amount', values: [MISSING, ...NOT_INTS, 100_000_001, 1_000_000] },
      proof: { zh: '价值证明', en: 'proof of value', values: [MISSING, 'x', [theirs], ['B'.repeat(24)], Array(4).fill(mine)] },
    },
  },
  {
    label: 'after/sales/answer',
    url: () => `/api/after/sales/answer/${claimId}`,
    token: () => me.token,
    body: () => ({ message: 'Here it is', photos: [] }),
    fields: {
      message: { zh: '说明', en: 'message', values: BAD_TEXT },
      photos: { zh: '照片', en: 'photos', values: [MISSING, ...BAD_KEYS()] },
    },
  },
  {
    label: 'after/sales/appeal',
    url: () => `/api/after/sales/appeal/${claimId}`,
    token: () => me.token,
    body: () => ({ message: 'Please look again' }),
    fields: { message: { zh: '说明', en: 'message', values: BAD_TEXT } },
  },
  {
    label: 'staff/claim/ask',
    url: () => `/api/staff/claim/ask/${claimId}`,
    token: () => w.staff,
    body: () => ({ message: 'Photo of the label please' }),
    fields: { message: { zh: '说明', en: 'message', values: BAD_TEXT } },
  },
  {
    label: 'staff/claim/decide',
    url: () => `/api/staff/claim/decide/${claimId}`,
    token: () => w.staff,
    body: () => ({ outcome: 'approve', amount: 500, reason_code: 'partial_items', message: '' }),
    fields: {
      outcome: { zh: '审核结果', en: 'outcome', values: [MISSING, '', 'maybe', ...NOT_STRINGS] },
      amount: { zh: '金额', en: 'amount', values: [...NOT_INTS, 100_000_001] },
      reason_code: { zh: '原因', en: 'reason', values: [MISSING, '', 'because', ...NOT_STRINGS] },
      message: { zh: '说明', en: 'message', values: [MISSING, long(1001), 'a\u0000b', ...NOT_STRINGS] },
    },
  },
  {
    label: 'staff/claim/carrier_ref',
    url: () => `/api/staff/claim/carrier_ref/${claimId}`,
    token: () => w.staff,
    body: () => ({ carrier_ref: 'NZP-123' }),
    fields: {
      carrier_ref: { zh: '承运人索赔编号', en: 'carrier claim reference', values: [MISSING, long(61), 'a\u0000b', ...NOT_STRINGS] },
    },
  },
  {
    label: 'admin/claim_settings/update',
    url: () => '/api/admin/claim_settings/update',
    token: () => admin,
    body: () => ({ dual_approval_above: 20000 }),
    fields: {
      dual_approval_above: {
        zh: '双人审批金额',
        en: 'second-approval amount',
        values: [MISSING, ...NOT_INTS.filter((v) => v !== 0), 100_000_001],
      },
    },
  },
];

describe.each(CASES)('$label', (c) => {
  it.each(Object.keys(c.fields))('refuses bad %s, naming it, writing nothing', (field) => refusesEachValue(w.t, 'body', c, field, written));
});

describe('after/sales/lst and staff/claim/lst', () => {
  const list = (url: string, token: () => string): BadInputCase => ({
    label: url,
    url: () => url,
    token,
    body: () => ({ status: 'submitted', page: 1, page_size: 10 }),
    fields: {
      status: { zh: '状态', en: 'status', values: ['', 'lost', 'x'.repeat(30)] },
      page: { zh: '页码', en: 'page', values: ['0', '-1', 'x', '1.5'] },
      page_size: { zh: '每页数量', en: 'page size', values: ['0', '51', 'x'] },
    },
  });
  for (const c of [list('/api/after/sales/lst', () => me.token), list('/api/staff/claim/lst', () => w.staff)]) {
    it.each(Object.keys(c.fields))(`${c.label}: refuses bad %s`, (field) => refusesEachValue(w.t, 'query', c, field, written));
  }
});

describe('what a claim is on', () => {
  it('needs exactly one waybill or parcel', async () => {
    const before = await written();
    for (const target of [{}, { waybill_id: waybillId, parcel_id: 1 }]) {
      for (const [lang, label] of [
        ['zh-cn', '请选择一个运单或一个包裹'],
        ['en', 'waybill or parcel: choose one waybill or one parcel'],
      ]) {
        const answer = await post(
          w.t,
          '/api/after/sales/create',
          { type: 'short', description: 'x', photos: [], amount: 0, proof: [], ...target },
          { token: me.token, lang },
        );
        expect(answer.body).toMatchObject({ status: 40001, msg: expect.stringContaining(label) });
      }
    }
    expect(await written()).toEqual(before);
  });

  it('refuses a photo that is not an image, naming it', async () => {
    for (const [lang, label] of [
      ['zh-cn', '照片'],
      ['en', 'photo'],
    ]) {
      const form = multipartForm('file', 'claim.jpg', 'image/jpeg', Buffer.from('not an image at all'));
      const response = await w.t.app.inject({
        method: 'POST',
        url: '/api/after/sales/photo',
        headers: { ...form.headers, 'x-token': me.token, 'x-lang': lang },
        payload: form.payload,
      });
      expect(JSON.parse(response.body)).toMatchObject({ status: 40001, msg: expect.stringContaining(label) });
    }
    const small = multipartForm('file', 'tiny.png', 'image/png', await testPhoto('png', 50, 50));
    const response = await w.t.app.inject({
      method: 'POST',
      url: '/api/after/sales/photo',
      headers: { ...small.headers, 'x-token': me.token, 'x-lang': 'en' },
      payload: small.payload,
    });
    expect(JSON.parse(response.body)).toMatchObject({ status: 40001, msg: 'photo: too small, at least 200×200 pixels' });
  });
});
