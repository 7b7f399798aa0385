import Taro from '@tarojs/taro';
import ReservationPage from '@/pages/reservation/index';
import ListPage from '@/pages/reservation/list';
import ResultPage from '@/pages/reservation/result';
import DeskPage from '@/pages/staff/desk';
import { ApiError } from '@/services/request';
import { RootStore } from '@/stores';
import type { Depot, DeskBooking, ReservationWithCode, SlotListData } from '@contract/reservation';
import { fakeCurrentPage } from '../support/fake-current-page';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';
import { focusedOn, wedge } from '../support/scanner';
import { mountStaffPage } from '../support/staff-page';

type Answers = Parameters<typeof createFakeHttp>[0];

const DEPOT: Depot = {
  id: 2,
  code: 'nz-akl-mt-wellington',
  name: '奥克兰惠灵顿山自提点',
  address: 'Unit 3, 20 Carbine Road, Mount Wellington, Auckland 1060, New Zealand',
  map_url: 'https://www.google.com/maps/search/?api=1&query=x',
  contact: 'Depot Counter',
  phone: '+6493001235',
  time_zone: 'Pacific/Auckland',
  opening_hours: [
    { day: 'mon', label: '周一', open: '10:00', close: '18:00' },
    { day: 'sun', label: '周日', open: null, close: null },
  ],
  exceptions: [{ date: '2026-06-09', open: null, close: null, reason: '盘点' }],
  notes: '',
};
const SLOTS: SlotListData = {
  depot_id: 2,
  time_zone: 'Pacific/Auckland',
  today: '2026-06-01',
  days: [
    {
      date: '2026-06-01',
      day: 'mon',
      open: '10:00',
      close: '18:00',
      reason: '',
      slots: [
        {
          id: 7,
          start: '13:00',
          end: '14:00',
          starts_at: '2026-06-01T01:00:00Z',
          ends_at: '2026-06-01T02:00:00Z',
          capacity: 6,
          left: 6,
          bookable: false,
        },
        {
          id: 8,
          start: '14:00',
          end: '15:00',
          starts_at: '2026-06-01T02:00:00Z',
          ends_at: '2026-06-01T03:00:00Z',
          capacity: 6,
          left: 2,
          bookable: true,
        },
      ],
    },
    { date: '2026-06-09', day: 'tue', open: null, close: null, reason: '盘点', slots: [] },
  ],
};
const detail = (over: Partial<ReservationWithCode> = {}): ReservationWithCode => ({
  id: 31,
  no: 'SPABCD2345',
  status: 'booked',
  depot_id: 2,
  depot_name: DEPOT.name,
  time_zone: 'Pacific/Auckland',
  date: '2026-06-01',
  start: '14:00',
  end: '15:00',
  starts_at: '2026-06-01T02:00:00Z',
  ends_at: '2026-06-01T03:00:00Z',
  change_until: '2026-06-01T00:00:00Z',
  can_change: true,
  created_at: '2026-05-31T23:00:00Z',
  handed_over_at: null,
  items: [{ kind: 'parcel', action: 'collect', id: 5, no: 'NZ123', title: 'T-shirt', status: 'open', return_id: null }],
  depot: DEPOT,
  proxy_name: '',
  note: '',
  locked: false,
  qr_token: 'R1.31.1.sig',
  qr_image: 'data:image/png;base64,iVBOR',
  ics: 'BEGIN:VCALENDAR',
  collector_name: null,
  collector_role: null,
  code: '482913',
  ...over,
});

let restorePage = () => {};
beforeEach(() => {
  restorePage = fakeCurrentPage();
});
afterEach(() => {
  restorePage();
  jest.restoreAllMocks();
});

async function setup(Page: any, answers: Answers, params: Record<string, string> = {}) {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', 'tok');
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params, path: '/pages/reservation/index' } as never);
  jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const nav = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never);
  const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp(answers);
  const page = await mountPage(Page, new RootStore(fake.http));
  await page.settle();
  return { ...fake, page, nav, redirect };
}

const texts = (selector: string) => Array.from(document.querySelectorAll(selector)).map((e) => e.textContent);

describe('booking a self-pickup', () => {
  const answers = {
    'GET /api/reservation/depots': { list: [DEPOT] },
    'GET /api/reservation/slots': SLOTS,
    'GET /api/reservation/items': {
      collect: [{ kind: 'parcel', action: 'collect', id: 5, no: 'NZ123', title: 'T-shirt' }],
      drop_off: [],
      real_name: '',
    },
    'POST /api/reservation/create': { ...detail(), code: '482913' },
  };

  it('shows local slots with places left, the closed day with its reason, and books with the real name', async () => {
    const { page, calls, redirect } = await setup(ReservationPage, answers);
    expect(calls.find((c) => c.url === '/api/reservation/slots')?.body).toEqual({ depot_id: 2, days: 14 });
    expect(texts('.rsv-slot')).toEqual(['13:00-14:00剩6位', '14:00-15:00剩2位']);
    expect(page.text('.rsv-exception')).toBe('2026-06-09 休息:盘点');
    page.click('.rsv-slot-1300'); // too soon: not chosen
    page.click('.rsv-submit');
    await page.settle();
    expect(page.text('.rsv-error')).toBe('请选择时段');
    page.click('.rsv-slot-1400');
    page.click('.rsv-submit');
    await page.settle();
    expect(page.text('.rsv-error')).toBe('请至少选择一个包裹或运单');
    page.click('.rsv-item-parcel-5');
    page.click('.rsv-submit');
    await page.settle();
    expect(page.text('.rsv-error')).toBe('请填写与证件一致的姓名');
    await page.type('.rsv-real-name-input', 'ZHANG Wei');
    page.click('.rsv-submit');
    await page.settle();
    expect(calls.find((c) => c.url === '/api/reservation/create')?.body).toEqual({
      slot_id: 8,
      parcel_ids: [5],
      waybill_ids: [],
      real_name: 'ZHANG Wei',
    });
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/reservation/result?id=31' });
    page.click('.rsv-date-2026-06-09');
    expect(page.text('.rsv-day-reason')).toBe('盘点');
  });
});

describe('rescheduling (?reschedule=<id>)', () => {
  it('moves the booking to the chosen time and says so, then shows the booking', async () => {
    const { page, calls, redirect } = await setup(
      ReservationPage,
      {
        'GET /api/reservation/depots': { list: [DEPOT] },
        'GET /api/reservation/slots': SLOTS,
        'POST /api/reservation/reschedule/31': detail({ start: '14:00' }),
      },
      { reschedule: '31', depot: '2' },
    );
    page.click('.rsv-slot-1400');
    page.click('.rsv-submit');
    await page.settle();
    expect(calls.find((c) => c.url === '/api/reservation/reschedule/31')?.body).toEqual({ slot_id: 8 });
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '已改约,取件码不变' }));
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/reservation/result?id=31' });
  });
});

describe('booking the collection of a paid return (?return=<id>)', () => {
  it("shows the return's parcels as returned items and books them with the return", async () => {
    const { page, calls, redirect } = await setup(
      ReservationPage,
      {
        'GET /api/reservation/depots': { list: [DEPOT] },
        'GET /api/reservation/slots': SLOTS,
        'GET /api/reservation/items': { collect: [], drop_off: [], real_name: 'ZHANG Wei' },
        'GET /api/return/detail/3': {
          id: 3,
          no: 'RT260601123456',
          parcels: [{ id: 11, tracking_no: 'NZ111', courier: 'NZ Post', weight_g: 1200, status: 'return_requested' }],
        },
        'POST /api/reservation/create': { ...detail(), code: '482913' },
      },
      { return: '3' },
    );
    expect(page.text('.rsv-returned .rsv-subtitle')).toBe('退货单 RT260601123456 的包裹');
    expect(page.text('.rsv-item-return-11')).toBe('NZ111退货件 · NZ Post');
    expect(document.querySelector('.rsv-no-items')).toBeNull();
    page.click('.rsv-slot-1400');
    page.click('.rsv-submit');
    await page.settle();
    expect(calls.find((c) => c.url === '/api/reservation/create')?.body).toEqual({
      slot_id: 8,
      parcel_ids: [],
      waybill_ids: [],
      return_id: 3,
    });
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/reservation/result?id=31' });
  });
});

describe('the booking result', () => {
  it('shows the code and the QR of a booked booking on any visit (a reload too), the local time, copies the address, and cancels', async () => {
    const copy = jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve()) as never);
    jest.spyOn(Taro, 'showModal').mockImplementation((() => Promise.resolve({ confirm: true })) as never);
    const { page, calls } = await setup(
      ResultPage,
      {
        'GET /api/reservation/detail/31': detail(),
        'POST /api/reservation/cancel/31': detail({ status: 'cancelled', can_change: false, qr_image: '', code: '' }),
      },
      { id: '31' },
    );
    expect(page.text('.rsv-code')).toBe('482913');
    expect(page.$('.rsv-qr')).toBeTruthy();
    expect(page.text('.rsv-time')).toBe('2026-06-01 14:00-15:00');
    expect(page.text('.rsv-zone')).toBe('时间均为新西兰时间');
    expect(page.text('.rsv-actions .rsv-muted')).toBe('2026-06-01 12:00 前可取消或改约');
    page.click('.rsv-copy-address');
    expect(copy).toHaveBeenCalledWith({ data: DEPOT.address });
    page.click('.rsv-cancel');
    await page.settle();
    expect(calls.some((c) => c.url === '/api/reservation/cancel/31')).toBe(true);
    expect(page.text('.rsv-badge')).toBe('已取消');
    expect(page.$('.rsv-qr')).toBeNull();
  });

  it('shows no code on a completed booking, and who collected it', async () => {
    const { page } = await setup(
      ResultPage,
      {
        'GET /api/reservation/detail/32': detail({
          id: 32,
          status: 'completed',
          can_change: false,
          handed_over_at: '2026-06-01T02:20:00Z',
          collector_name: 'ZHANG Wei',
          qr_image: '',
          code: '',
        }),
      },
      { id: '32' },
    );
    expect(page.$('.rsv-code')).toBeNull();
    expect(page.$('.rsv-qr')).toBeNull();
    expect(page.text('.rsv-collected')).toBe('已于 2026-06-01 14:20 由 ZHANG Wei 取件');
  });
});

describe('the reservation list', () => {
  it('shows an empty state that leads to booking', async () => {
    const { page, nav } = await setup(ListPage, { 'GET /api/reservation/lst': { list: [], total: 0, page: 1, page_size: 20 } });
    expect(page.text('.rsv-list-empty')).toContain('还没有自提预约');
    page.click('.rsv-list-empty .empty-state-action');
    expect(nav).toHaveBeenCalledWith({ url: '/pages/reservation/index' });
  });

  it('lists bookings and opens one', async () => {
    const { page, nav } = await setup(ListPage, { 'GET /api/reservation/lst': { list: [detail()], total: 1, page: 1, page_size: 20 } });
    expect(page.text('.rsv-list-row-31 .rsv-list-time')).toBe('2026-06-01 14:00-15:00');
    page.click('.rsv-list-row-31');
    expect(nav).toHaveBeenCalledWith({ url: '/pages/reservation/result?id=31' });
  });
});

describe('the pickup desk', () => {
  const booking: DeskBooking = {
    id: 31,
    no: 'SPABCD2345',
    status: 'booked',
    member_code: 'NZ100001',
    nickname: 'Amy',
    real_name: 'ZHANG Wei',
    proxy_name: '',
    locked: false,
    code_failures: 0,
    items: detail().items,
    collector_name: null,
    handed_over_at: null,
  };
  const today = {
    depot: DEPOT,
    date: '2026-06-01',
    slots: [{ id: 8, start: '14:00', end: '15:00', capacity: 6, booked: 1, bookings: [booking] }],
  };

  it('types the code on H5 (camera unsupported), then hands over with the collector name and the ID checked', async () => {
    jest.spyOn(Taro, 'scanCode').mockImplementation((() => Promise.reject({ errMsg: 'scanCode:fail' })) as never);
    const { page, calls } = await mountStaffPage(
      DeskPage,
      'staff',
      {
        'GET /api/staff/reservation/today': today,
        'POST /api/staff/reservation/verify': booking,
        'POST /api/staff/reservation/handover': { ...booking, status: 'completed', collector_name: 'ZHANG Wei' },
      },
      '/pages/staff/desk',
    );
    page.click('.desk-scan-camera');
    await page.settle();
    expect(page.text('.desk-scan-result')).toBe('此浏览器不能用摄像头扫码,请用扫码枪扫描或输入后回车');
    page.click('.desk-verify');
    await page.settle();
    expect(page.text('.desk-scan-result')).toBe('请输入6位取件码或扫描预约二维码');
    page.click('.desk-booking-31');
    await page.type('.desk-scan', '482913');
    page.click('.desk-verify');
    await page.settle();
    expect(calls.find((c) => c.url === '/api/staff/reservation/verify')?.body).toEqual({ reservation_id: 31, code: '482913' });
    expect(page.text('.desk-scan-result--ok')).toBe('SPABCD2345 → 取件码正确,请核对证件,输入取件人姓名后回车交付');
    await page.type('.desk-collector', 'ZHANG Wei');
    page.click('.desk-handover-submit');
    await page.settle();
    expect(page.text('.desk-message')).toBe('请先核对证件');
    page.click('.desk-id-checked');
    page.click('.desk-handover-submit');
    await page.settle();
    expect(calls.find((c) => c.url === '/api/staff/reservation/handover')?.body).toEqual({
      reservation_id: 31,
      code: '482913',
      collector_name: 'ZHANG Wei',
      id_checked: true,
    });
    expect(page.text('.desk-scan-result--ok')).toBe('SPABCD2345 → 已交付');
  });

  it('a typed code finds its booking without choosing one; a keyboard scanner types the QR into the same field', async () => {
    const { page, calls } = await mountStaffPage(
      DeskPage,
      'staff',
      { 'GET /api/staff/reservation/today': today, 'POST /api/staff/reservation/verify': booking },
      '/pages/staff/desk',
    );
    await page.type('.desk-scan', ' 482913 ');
    page.click('.desk-verify');
    await page.settle();
    expect(calls.filter((c) => c.url === '/api/staff/reservation/verify').map((c) => c.body)).toEqual([{ code: '482913' }]);
    expect(page.text('.desk-selected')).toBe('预约 SPABCD2345');
    expect(page.text('.desk-verified')).toBe('核验通过');
    const token = `R1.31.1.${'a'.repeat(43)}`;
    await page.type('.desk-scan', token);
    page.click('.desk-verify');
    await page.settle();
    expect(calls.filter((c) => c.url === '/api/staff/reservation/verify').pop()?.body).toEqual({ token });
  });

  it('a scanned QR is checked at once; the name and Enter hand over; a wrong code answers red with the server reason', async () => {
    const token = `R1.31.1.${'a'.repeat(43)}`;
    const { page, calls } = await mountStaffPage(
      DeskPage,
      'staff',
      {
        'GET /api/staff/reservation/today': today,
        'POST /api/staff/reservation/verify': (body: { code?: string }) =>
          body.code ? Promise.reject(new ApiError(44005, '取件码不正确,还可以再试 4 次')) : booking,
        'POST /api/staff/reservation/handover': { ...booking, status: 'completed' },
      },
      '/pages/staff/desk',
    );
    expect(await focusedOn(page, 'desk')).toBe(true);
    await wedge(page, token);
    expect(calls.find((c) => c.url === '/api/staff/reservation/verify')?.body).toEqual({ token });
    expect(page.text('.desk-scan-result--ok')).toBe('SPABCD2345 → 取件码正确,请核对证件,输入取件人姓名后回车交付');
    await page.settle();
    expect(document.activeElement).toBe(page.$('.desk-collector input'));
    page.click('.desk-id-checked');
    (page.$('.desk-collector input') as HTMLInputElement).focus();
    await wedge(page, 'ZHANG Wei');
    expect(calls.find((c) => c.url === '/api/staff/reservation/handover')?.body).toEqual({
      token,
      collector_name: 'ZHANG Wei',
      id_checked: true,
    });
    expect(page.text('.desk-scan-result--ok')).toBe('SPABCD2345 → 已交付');
    expect(await focusedOn(page, 'desk')).toBe(true);
    await wedge(page, '123456');
    expect(page.text('.desk-scan-result--error')).toBe('取件码不正确,还可以再试 4 次');
  });

  it('asks a staff member without a desk to choose their depot', async () => {
    const { page, calls } = await mountStaffPage(
      DeskPage,
      'staff',
      {
        'GET /api/staff/reservation/today': { depot: null, date: '2026-06-01', slots: [] },
        'GET /api/reservation/depots': { list: [DEPOT] },
        'POST /api/staff/reservation/desk': { depot_id: 2 },
      },
      '/pages/staff/desk',
    );
    page.click('.desk-depot-2');
    await page.settle();
    expect(calls.find((c) => c.url === '/api/staff/reservation/desk')?.body).toEqual({ depot_id: 2 });
  });
});

describe('a booking page opened without its booking', () => {
  it.each([
    ['no id', {}, '没有指定要查看的预约(缺少预约编号)'],
    ['an id that is not mine', { id: '9' }, '找不到这个预约:它不存在或不属于您的账号'],
  ])('%s: says so and leads to my bookings instead of a skeleton', async (_, params, text) => {
    const { page, redirect } = await setup(
      ResultPage,
      { 'GET /api/reservation/detail/9': () => Promise.reject(new ApiError(40004, 'no such booking')) },
      params,
    );
    expect(page.text('.rsv-missing .empty-state-text')).toBe(text);
    expect(page.$('.rsv-loading')).toBeNull();
    page.click('.rsv-missing .empty-state-action');
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/reservation/list' });
  });
});
