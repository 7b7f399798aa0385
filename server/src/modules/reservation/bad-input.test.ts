/**
 * Every field of the reservation calls (customer, desk, admin depot settings) fed wrong types, out-of-range and
 * malformed values: each answer is HTTP 200 with 40001 naming the field in zh and en, and nothing is written.
 */
import { count } from 'drizzle-orm';
import { type BadInputCase, long, MISSING, NOT_INTS, NOT_STRINGS, refusesEachValue } from '../../../test/bad-input-kit';
import { DEMO_PASSWORD, passwordLogin, post } from '../../../test/helpers';
import { depotExceptions, depotStaff, reservationLogs, reservations, slotTemplates } from '../../db/schema';
import { startWorld, type World } from '../waybill/test-support';
import { type Booker, booker, depotId, slotAt } from './test-support';

let w: World;
let me: Booker;
let admin: string;
let depot: number;
let slotId: number;
beforeAll(async () => {
  w = await startWorld();
  me = await booker(w);
  admin = (await passwordLogin(w.t, 'admin', DEMO_PASSWORD)).body.data.token;
  depot = await depotId(w.t);
  slotId = (await slotAt(w.t, me.token, depot, '2026-06-02', '11:00')).id;
}, 90_000); // sets up customers with signed agreements: slow on a loaded machine
afterAll(() => w.t.close());

const f = (zh: string, en: string, values: unknown[]) => ({ zh, en, values });
const BAD_IDS = [...NOT_INTS, 2_147_483_648];
const BAD_ID_LISTS = ['1', 1, [0], ['1'], [1.5], Array.from({ length: 21 }, (_, i) => i + 1)];
const BAD_NAMES = ['', '<b>x</b>', 'Wei\u0000', 'R2-D2', long(41), ...NOT_STRINGS];
const BAD_CLOCKS = ['9:00', '24:00', '10:60', '1000', 1000];
const QUERY_IDS = ['0', 'x', '1.5', '-1', '2147483648'];

const written = async () =>
  Promise.all(
    [reservations, reservationLogs, depotExceptions, slotTemplates, depotStaff].map((table) =>
      w.t.db
        .select({ n: count() })
        .from(table)
        .then(([r]) => r.n),
    ),
  );

const BODY_CASES: BadInputCase[] = [
  {
    label: 'reservation/create',
    url: () => '/api/reservation/create',
    token: () => me.token,
    body: () => ({
      slot_id: slotId,
      parcel_ids: [me.parcelId],
      real_name: 'ZHANG Wei',
      proxy_name: 'LI Na',
      proxy_consent: true,
      note: 'after work',
    }),
    fields: {
      slot_id: f('预约时段', 'time slot', [MISSING, ...BAD_IDS, 999_999]),
      parcel_ids: f('自提包裹', 'parcels to collect', [...BAD_ID_LISTS, [999_999]]),
      waybill_ids: f('交寄运单', 'waybills to drop off', [...BAD_ID_LISTS, [999_999]]),
      real_name: f('证件姓名', 'name on your photo ID', BAD_NAMES),
      proxy_name: f('代取人姓名', 'proxy collector', BAD_NAMES.slice(1)),
      proxy_consent: f('授权代取', 'consent to a proxy', [MISSING, 'yes', 1, null, false]),
      note: f('备注', 'note', [long(201), 'a<b', 'line\u0007', ...NOT_STRINGS]),
    },
  },
  {
    label: 'reservation/reschedule',
    url: () => '/api/reservation/reschedule/1',
    token: () => me.token,
    body: () => ({ slot_id: slotId }),
    fields: { slot_id: f('预约时段', 'time slot', [MISSING, ...BAD_IDS]) },
  },
  {
    label: 'staff/reservation/desk',
    url: () => '/api/staff/reservation/desk',
    token: () => w.staff,
    body: () => ({ depot_id: depot }),
    fields: { depot_id: f('网点', 'depot', [MISSING, ...BAD_IDS]) },
  },
  {
    label: 'staff/reservation/verify',
    url: () => '/api/staff/reservation/verify',
    token: () => w.staff,
    body: () => ({ reservation_id: 1, code: '123456' }),
    fields: {
      reservation_id: f('预约', 'booking', BAD_IDS),
      code: f('取件码', 'pickup code', [MISSING, '', '12345', '1234567', '12a456', 123456, null]),
      token: f('预约二维码', 'booking QR code', ['x', 'R1.1.1.short', `R1.1.1.${'A'.repeat(43)}`, long(121), ...NOT_STRINGS]),
    },
  },
  {
    label: 'staff/reservation/handover',
    url: () => '/api/staff/reservation/handover',
    token: () => w.staff,
    body: () => ({ reservation_id: 1, code: '123456', collector_name: 'ZHANG Wei', id_checked: true }),
    fields: {
      collector_name: f('取件人姓名', "collector's name", [MISSING, ...BAD_NAMES, '   ']),
      id_checked: f('核验证件', 'photo ID checked', [MISSING, false, 'true', 1, null]),
      code: f('取件码', 'pickup code', ['12345', 'abcdef']),
    },
  },
  {
    label: 'admin/depot_exception/create',
    url: () => '/api/admin/depot_exception/create',
    token: () => admin,
    body: () => ({ depot_id: depot, day: '2026-07-01', opens_at: '10:00', closes_at: '12:00', reason_zh: '活动', reason_en: 'Event' }),
    fields: {
      depot_id: f('网点', 'depot', [MISSING, ...BAD_IDS, 999_999]),
      day: f('日期', 'date', [MISSING, '2026-02-30', '2026/07/01', '20260701', 20260701]),
      opens_at: f('开门时间', 'opening time', [...BAD_CLOCKS, null, '12:30']),
      closes_at: f('关门时间', 'closing time', [...BAD_CLOCKS, null, '09:00']),
      reason_zh: f('中文原因', 'Chinese reason', [MISSING, '', long(61), '盘点\u0000', ...NOT_STRINGS]),
      reason_en: f('英文原因', 'English reason', [MISSING, '', long(121), 'Stock\u0085take', ...NOT_STRINGS]),
    },
  },
  {
    label: 'admin/slot_template/create',
    url: () => '/api/admin/slot_template/create',
    token: () => admin,
    body: () => ({ depot_id: depot, weekday: 'sun', start_time: '10:00', end_time: '11:00', capacity: 4 }),
    fields: {
      depot_id: f('网点', 'depot', [MISSING, ...BAD_IDS, 999_999]),
      weekday: f('星期', 'weekday', [MISSING, 'sunday', 0, null]),
      start_time: f('开始时间', 'start time', [MISSING, ...BAD_CLOCKS]),
      end_time: f('结束时间', 'end time', [MISSING, ...BAD_CLOCKS, '09:00']),
      capacity: f('名额', 'places', [MISSING, ...NOT_INTS, 501]),
      active: f('启用', 'active', ['yes', 1, null]),
    },
  },
];

const QUERY_CASES: BadInputCase[] = [
  {
    label: 'reservation/slots',
    url: () => '/api/reservation/slots',
    token: () => me.token,
    body: () => ({ depot_id: depot, from: '2026-06-02', days: 3 }),
    fields: {
      depot_id: f('网点', 'depot', [MISSING, ...QUERY_IDS]),
      from: f('开始日期', 'from date', ['2026-6-2', '2026-02-30', 'tomorrow', '2026-05-01', '2027-01-01']),
      days: f('天数', 'days', ['0', '15', 'x', '1.5']),
    },
  },
  {
    label: 'reservation/lst',
    url: () => '/api/reservation/lst',
    token: () => me.token,
    body: () => ({ page: 1, page_size: 20 }),
    fields: {
      status: f('状态', 'status', ['open', 'BOOKED', '']),
      page: f('页码', 'page', ['0', 'x', '100001']),
      page_size: f('每页数量', 'page size', ['0', '51', 'x']),
    },
  },
];

describe.each(BODY_CASES.map((c) => [c.label, c] as const))('%s', (_label, c) => {
  it.each(Object.keys(c.fields))('refuses bad %s', (field) => refusesEachValue(w.t, 'body', c, field, written));
});

describe.each(QUERY_CASES.map((c) => [c.label, c] as const))('%s', (_label, c) => {
  it.each(Object.keys(c.fields))('refuses bad %s', (field) => refusesEachValue(w.t, 'query', c, field, written));
});

it('refuses a bad depot time zone and map link', async () => {
  for (const [field, value, label] of [
    ['time_zone', 'Mars/Olympus', 'time zone'],
    ['time_zone', 'auckland', 'time zone'],
    ['map_url', 'http://maps.example', 'map link'],
  ] as const) {
    const answer = await post(w.t, `/api/admin/warehouse/update/${depot}`, { [field]: value }, { token: admin, lang: 'en' });
    expect([field, value, answer.body.status, answer.body.msg]).toEqual([field, value, 40001, expect.stringContaining(label)]);
  }
});
