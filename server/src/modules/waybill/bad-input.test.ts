/**
 * Every field of the parcel, waybill and track calls fed wrong types, empty, too long and malformed values:
 * each answer is HTTP 200 with status 40001 naming the field in zh and en, and nothing is written.
 */
import { count } from 'drizzle-orm';
import { type BadInputCase, long, MISSING, NOT_INTS, NOT_STRINGS, refusesEachValue } from '../../../test/bad-input-kit';
import { parcels, trackEvents, waybills } from '../../db/schema';
import {
  CHANNEL,
  type Customer,
  GOODS,
  inTransit,
  MEASURED,
  newCustomer,
  packRequest,
  parcelInWarehouse,
  startWorld,
  type World,
} from './test-support';

let w: World;
let me: Customer;
let parcelId = 0;
let pendingPack: number;
let transit: number;
beforeAll(async () => {
  w = await startWorld();
  me = await newCustomer(w.t);
  parcelId = await parcelInWarehouse(w, me);
  pendingPack = (await packRequest(w, me)).id;
  transit = (await inTransit(w, me)).id;
});
afterAll(() => w.t.close());

const BAD_GOODS = [
  MISSING,
  [],
  'goods',
  [{ name: 'x' }],
  [{ ...GOODS[0], quantity: 0 }],
  [{ ...GOODS[0], unit_value: -1 }],
  [{ ...GOODS[0], category: 'Nope!' }],
  [{ ...GOODS[0], category: 'no_such_category' }],
  [{ ...GOODS[0], name: '<b>' }],
  [{ ...GOODS[0], name: '   ' }],
  Array(31).fill(GOODS[0]),
];

const CASES: BadInputCase[] = [
  {
    label: 'parcel/create',
    url: () => '/api/parcel/create',
    token: () => me.token,
    body: () => ({ tracking_no: 'NZBAD0000001', courier: 'NZ Post', goods: GOODS, note: '' }),
    fields: {
      tracking_no: { zh: '快递单号', en: 'tracking number', values: [MISSING, '', 'ab', long(61), '#1234', ...NOT_STRINGS] },
      courier: { zh: '快递公司', en: 'courier', values: [long(41), '<x>', ...NOT_STRINGS] },
      goods: { zh: '物品明细', en: 'goods', values: BAD_GOODS.filter((v) => v !== MISSING && !(Array.isArray(v) && v.length === 0)) },
      note: { zh: '备注', en: 'note', values: [long(201), 'a\u0000b', ...NOT_STRINGS] },
    },
  },
  {
    label: 'staff/parcel/checkin',
    url: () => '/api/staff/parcel/checkin',
    token: () => w.staff,
    body: () => ({ tracking_no: 'NZBAD0000002', weight_g: 1000, location: 'A-1' }),
    fields: {
      tracking_no: { zh: '快递单号', en: 'tracking number', values: [MISSING, '', long(61), ...NOT_STRINGS] },
      weight_g: { zh: '重量', en: 'weight', values: [MISSING, ...NOT_INTS, 100_001] },
      photo_file: { zh: '包裹照片', en: 'parcel photo', values: ['short', long(25), ...NOT_STRINGS, 'B'.repeat(24)] },
      location: { zh: '库位', en: 'location', values: [long(41), ...NOT_STRINGS] },
    },
  },
  {
    label: 'order/pack/create',
    url: () => '/api/order/pack/create',
    token: () => me.token,
    body: () => ({ parcel_ids: [parcelId], address_id: me.recipientId, channel_code: CHANNEL, insured: true, goods: GOODS }),
    fields: {
      parcel_ids: { zh: '包裹', en: 'parcels', values: [MISSING, [], [0], ['1'], 'x', Array(31).fill(parcelId)] },
      address_id: { zh: '收件地址', en: 'recipient address', values: [MISSING, ...NOT_INTS] },
      channel_code: { zh: '线路', en: 'channel', values: [MISSING, '', 'no-such-line', 'UPPER', long(41), ...NOT_STRINGS] },
      goods: { zh: '物品明细', en: 'goods', values: BAD_GOODS },
      insured: { zh: '保价', en: 'insurance', values: [MISSING, 'yes', 1, null] },
      insured_value: { zh: '保价金额', en: 'insured value', values: [-1, '10', 1.5, 5001] },
      services: { zh: '增值服务', en: 'services', values: ['photos', ['gift_wrap'], ['photos', 'photos'], [1]] },
      note: { zh: '备注', en: 'note', values: [long(201), ...NOT_STRINGS] },
    },
  },
  {
    label: 'order/send/create',
    url: () => '/api/order/send/create',
    token: () => me.token,
    body: () => ({
      sender_address_id: me.senderId,
      address_id: me.recipientId,
      channel_code: CHANNEL,
      insured: false,
      goods: GOODS,
      depot_id: 2,
    }),
    fields: {
      sender_address_id: { zh: '寄件地址', en: 'sender address', values: [MISSING, ...NOT_INTS] },
      depot_id: { zh: '送货点', en: 'depot', values: [MISSING, ...NOT_INTS, 1, 999] },
      est_weight_g: { zh: '预估重量', en: 'estimated weight', values: NOT_INTS },
      est_length_mm: { zh: '预估长度', en: 'estimated length', values: [...NOT_INTS, 5001] },
    },
  },
  {
    label: 'staff/order/pack',
    url: () => `/api/staff/order/pack/${pendingPack}`,
    token: () => w.staff,
    body: () => ({ ...MEASURED }),
    fields: {
      weight_g: { zh: '重量', en: 'weight', values: [MISSING, ...NOT_INTS] },
      length_mm: { zh: '长度', en: 'length', values: [MISSING, ...NOT_INTS] },
      height_mm: { zh: '高度', en: 'height', values: [MISSING, 5001] },
      photo_files: { zh: '打包照片', en: 'packing photos', values: ['x', ['x'], Array(10).fill('C'.repeat(24)), ['C'.repeat(24)]] },
    },
  },
  {
    label: 'staff/order/handover',
    url: () => `/api/staff/order/handover/${transit}`,
    token: () => w.staff,
    body: () => ({ carrier_code: 'SF', carrier_no: 'SF1234567890' }),
    fields: {
      carrier_code: { zh: '国内快递公司', en: 'China carrier', values: [MISSING, '', long(21), 'S F', ...NOT_STRINGS] },
      carrier_no: { zh: '国内快递单号', en: 'China carrier number', values: [MISSING, '', 'ab', long(41), '#1', ...NOT_STRINGS] },
    },
  },
  {
    label: 'staff/order/track',
    url: () => `/api/staff/order/track/${transit}`,
    token: () => w.staff,
    body: () => ({ text_zh: '到达', text_en: 'Arrived', place: 'AKL', time: '2026-06-01T10:00:00Z' }),
    fields: {
      text_zh: { zh: '中文轨迹内容', en: 'Chinese text', values: [MISSING, '', long(201), '<i>', ...NOT_STRINGS] },
      text_en: { zh: '英文轨迹内容', en: 'English text', values: [MISSING, '', long(201), ...NOT_STRINGS] },
      place: { zh: '地点', en: 'place', values: [long(61), ...NOT_STRINGS] },
      time: { zh: '时间', en: 'time', values: ['2026-06-01', 'now', '2026-13-45T99:00:00Z', long(41), ...NOT_STRINGS] },
    },
  },
];

async function written() {
  const [[p], [wb], [e]] = await Promise.all([parcels, waybills, trackEvents].map((table) => w.t.db.select({ n: count() }).from(table)));
  return [p.n, wb.n, e.n];
}

describe.each(CASES)('$label', (c) => {
  it.each(Object.keys(c.fields))('refuses bad %s, naming it in zh and en, writing nothing', (field) =>
    refusesEachValue(w.t, 'body', c, field, written),
  );
});
