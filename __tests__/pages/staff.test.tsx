import Taro from '@tarojs/taro';
import MinePage from '@/pages/mine/index';
import StaffCheckinPage from '@/pages/staff/checkin';
import StaffDispatchPage from '@/pages/staff/dispatch';
import StaffHomePage, { TASKS } from '@/pages/staff/index';
import StaffOrderPage from '@/pages/staff/order';
import { ApiError } from '@/services/request';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';
import { userWithRole } from '../support/staff-page';

const user = userWithRole;
const now = new Date().toISOString();
const KEY = 'k'.repeat(24);

const parcel = (over: object = {}) => ({
  id: 11,
  status: 'in_warehouse',
  courier: '',
  tracking_no: 'NZ123456789',
  goods: [],
  declared_value: 0,
  currency: 'NZD',
  note: '',
  weight_g: 1255,
  location: 'A-03',
  waybill_id: null,
  waybill_no: null,
  declared_at: now,
  arrived_at: now,
  packing_at: null,
  packed_at: null,
  created_at: now,
  updated_at: now,
  photos: [],
  user_id: 7,
  member_code: 'NZ10086',
  ...over,
});

const party = {
  name: '张伟',
  mobile: '+8613812345678',
  country: 'CN',
  province: '广东省',
  city: '广州市',
  district: '天河区',
  address: '天河路385号',
  postcode: '510620',
  id_number: '440106199001011231',
};
const breakdown = {
  actual_g: 2500,
  volumetric_g: 1025,
  chargeable_g: 2500,
  first_price: 1500,
  additional_steps: 3,
  additional_price: 1200,
  insurance: 0,
  total: 2700,
  currency: 'NZD',
};

const waybill = (over: object = {}) => ({
  id: 5,
  no: 'NZ1234567890',
  kind: 'pack',
  status: 'pending_pack',
  channel: { code: 'nz-air', name: '空运标准' },
  recipient_name: '张伟',
  recipient_city: '广州市',
  declared_value: 12000,
  currency: 'NZD',
  amount_due: null,
  weight_g: null,
  parcel_count: 1,
  problem: null,
  created_at: now,
  updated_at: now,
  member_code: 'NZ10086',
  user_id: 7,
  recipient: party,
  sender: null,
  goods: [{ name: '奶粉', category: 'milk_powder', quantity: 2, unit_value: 6000 }],
  insured: false,
  insured_value: 0,
  services: [{ code: 'reinforce', name: '加固包装', fee: 500 }],
  depot: null,
  note: '',
  estimate: { weight_g: null, length_mm: null, width_mm: null, height_mm: null },
  dimensions: { length_mm: null, width_mm: null, height_mm: null },
  photos: [],
  charge: null,
  parcels: [parcel({ status: 'packing', waybill_id: 5 })],
  carrier: null,
  history: [{ status: 'pending_pack', at: now }],
  actions: [],
  id_photos: { front: 'http://x/id-front.jpg', back: null, expires_at: now },
  ...over,
});

const track = { no: 'NZ1234567890', status: 'pending_pack', status_text: '', channel_name: '', time_zone: 'Pacific/Auckland', events: [] };

async function setup(Page: any, role: string, answers: Record<string, unknown> = {}, params: Record<string, string> = {}, lang = 'zh_CN') {
  Taro.setStorageSync('lang', lang);
  Taro.setStorageSync('token', 'tok');
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params, path: '/pages/staff/index' } as never);
  jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never);
  const fake = createFakeHttp({ 'GET /api/user/info': user(role), 'GET /api/order/v2/log': track, ...answers });
  const store = new RootStore(fake.http);
  await store.session.fetchUser();
  const page = await mountPage(Page, store);
  await page.settle();
  const posts = () => fake.calls.filter((c) => c.method === 'POST');
  return { ...fake, page, modal, posts };
}

afterEach(() => jest.restoreAllMocks());

describe('staff only', () => {
  it.each([
    ['home', StaffHomePage],
    ['check-in', StaffCheckinPage],
    ['order', StaffOrderPage],
    ['dispatch', StaffDispatchPage],
  ])('a customer opening the %s page sees "staff only" and no staff call is made', async (_name, Page) => {
    const { page, calls } = await setup(Page, 'customer', {}, { id: '5' });
    expect(page.text('.staff-page .staff-only')).toContain('仅限仓库员工使用');
    expect(calls.map((c) => c.url)).toEqual(['/api/user/info']);
  });

  it('the mine page shows the warehouse entry to staff and admins only', async () => {
    const nav = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never);
    const staff = await setup(MinePage, 'staff');
    expect(staff.page.text('.mine-staff .mine-staff-label')).toBe('仓库作业');
    staff.page.click('.mine-staff');
    expect(nav).toHaveBeenCalledWith({ url: '/pages/staff/index' });
    document.body.innerHTML = '';
    const customer = await setup(MinePage, 'customer');
    expect(customer.page.$('.mine-staff')).toBeNull();
  });
});

describe('staff home', () => {
  it('shows the dashboard counts from one call, each opening its filtered list', async () => {
    const counts = { checked_in_today: 5, unclaimed: 2, pending_pack: 4, pending_payment: 3, pending_dispatch: 7, problems: 1, ageing: 6 };
    const nav = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never);
    const { page, calls } = await setup(StaffHomePage, 'admin', { 'GET /api/staff/dashboard': counts });
    expect(calls.filter((c) => c.url.startsWith('/api/staff/')).map((c) => c.url)).toEqual(['/api/staff/dashboard']);
    for (const [key, n] of Object.entries(counts)) expect(page.text(`.staff-count-${key} .staff-queue-count`)).toBe(String(n));
    expect(page.text('.staff-count-ageing .staff-queue-label')).toBe('超期仓储');
    page.click('.staff-count-problems');
    expect(nav).toHaveBeenLastCalledWith({ url: '/pages/staff/orders?problem=1' });
    page.click('.staff-count-ageing');
    expect(nav).toHaveBeenLastCalledWith({ url: '/pages/staff/storage?view=ageing' });
    page.click('.staff-count-pending_payment');
    expect(nav).toHaveBeenLastCalledWith({ url: '/pages/staff/orders?status=pending_payment' });
  });
});

describe('staff home by role', () => {
  const shownTasks = () =>
    [...document.querySelectorAll('.staff-task')].map((el) =>
      [...el.classList].find((c) => /^staff-task-(?!body|title|text)/.test(c))!.slice(11),
    );

  it('a finance account sees only its tasks and no warehouse counts, and makes no call it may not', async () => {
    const { page, calls } = await setup(StaffHomePage, 'finance');
    expect(page.$('.staff-dashboard')).toBeNull();
    expect(shownTasks()).toEqual(['payments', 'refunds', 'agentWithdrawals']);
    expect(calls.map((c) => c.url)).toEqual(['/api/user/info']);
  });

  it('a warehouse account sees the floor and the queues; admins see every task', async () => {
    const warehouse = await setup(StaffHomePage, 'warehouse', { 'GET /api/staff/dashboard': {} });
    expect(warehouse.page.$('.staff-dashboard')).not.toBeNull();
    expect(shownTasks()).toEqual(['checkin', 'desk', 'orders', 'dispatch', 'batches', 'storage', 'returns']);
    document.body.innerHTML = '';
    await setup(StaffHomePage, 'admin', { 'GET /api/staff/dashboard': {} });
    expect(shownTasks()).toEqual(TASKS.map((task) => task.key));
  });
});

describe('check-in', () => {
  const emptyList = { list: [], total: 0, page: 1, page_size: 50 };

  it('converts kg to g, posts the body and shows "matched" with the member code; then clears for the next scan', async () => {
    const { page, posts } = await setup(StaffCheckinPage, 'staff', {
      'GET /api/staff/parcel/lst': emptyList,
      'POST /api/staff/parcel/checkin': { result: 'matched', parcel: parcel() },
    });
    expect(page.text('.checkin-today-empty')).toBe('今天还没有入库的包裹');
    await page.type('.checkin-scan', 'nz 123-456 789');
    await page.type('.checkin-weight', '1.255');
    await page.type('.checkin-location', 'A-03');
    page.click('.checkin-submit');
    await page.settle();
    expect(posts()).toEqual([
      { method: 'POST', url: '/api/staff/parcel/checkin', body: { tracking_no: 'NZ123456789', weight_g: 1255, location: 'A-03' } },
    ]);
    expect(page.text('.checkin-result-title')).toBe('已匹配客户预报');
    expect(page.text('.checkin-result-member')).toBe('会员号:NZ10086');
    expect(page.text('.checkin-scan-result')).toBe('NZ123456789 → 货位 A-03 · 已匹配客户预报');
    expect((page.$('.checkin-scan input') as HTMLInputElement).value).toBe('');
    expect((page.$('.checkin-weight input') as HTMLInputElement).value).toBe('');
    expect(page.text('.checkin-today-11 .checkin-today-no')).toBe('NZ123456789');
  });

  it('shows "unclaimed" when nobody declared the number, and sends the photo key', async () => {
    jest.spyOn(Taro, 'chooseImage').mockResolvedValue({ tempFilePaths: ['/tmp/p.jpg'], tempFiles: [] } as never);
    const { page, posts, calls } = await setup(StaffCheckinPage, 'staff', {
      'GET /api/staff/parcel/lst': emptyList,
      'UPLOAD /api/staff/upload/photo': { file: KEY, url: 'http://x/p.jpg', expires_at: now, width: 10, height: 10 },
      'POST /api/staff/parcel/checkin': { result: 'unclaimed', parcel: parcel({ status: 'unclaimed', user_id: null, member_code: null }) },
    });
    page.click('.checkin-photo .staff-photo-add');
    await page.settle();
    expect(calls.find((c) => c.method === 'UPLOAD')?.body).toEqual({ filePath: '/tmp/p.jpg' });
    await page.type('.checkin-scan', 'NZ123456789');
    await page.type('.checkin-weight', '2');
    page.click('.checkin-submit');
    await page.settle();
    expect(posts()[0].body).toEqual({ tracking_no: 'NZ123456789', weight_g: 2000, photo_file: KEY });
    expect(page.text('.checkin-result-title')).toBe('无人预报,已记为无主包裹');
    expect(page.$('.checkin-result-member')).toBeNull();
    expect(page.text('.checkin-today-11 .checkin-today-owner')).toBe('无主');
  });

  it('says what is wrong before any call', async () => {
    const { page, posts } = await setup(StaffCheckinPage, 'staff', { 'GET /api/staff/parcel/lst': emptyList });
    const submit = async () => {
      page.click('.checkin-submit');
      await page.settle();
      return page.text('.checkin-scan-result');
    };
    expect(await submit()).toBe('请输入快递单号');
    await page.type('.checkin-scan', 'NZ123456789');
    await page.type('.checkin-weight', '1.2345');
    expect(await submit()).toBe('请输入重量(kg,最多3位小数)');
    await page.type('.checkin-scan', 'NZ123456789');
    await page.type('.checkin-weight', '120');
    expect(await submit()).toBe('重量须在 0.001-100 kg 之间');
    expect(posts()).toEqual([]);
  });

  it.each([
    ['fails', () => Promise.reject({ errMsg: 'h5 端当前仅在微信公众号 JS-SDK 环境下支持此 API' })],
    ['answers without a result', () => Promise.resolve({ errMsg: 'h5 端当前仅在微信公众号 JS-SDK 环境下支持此 API' })],
  ])('on H5, when scanCode %s, the camera button says to use the scanner', async (_how, impl) => {
    const scan = jest.spyOn(Taro, 'scanCode').mockImplementation(impl as never);
    const { page } = await setup(StaffCheckinPage, 'staff', { 'GET /api/staff/parcel/lst': emptyList });
    expect(page.$('.checkin-scan-result')).toBeNull();
    page.click('.checkin-scan-camera');
    await page.settle();
    expect(scan).toHaveBeenCalledWith({ scanType: ['barCode', 'qrCode'] });
    expect(page.text('.checkin-scan-result')).toBe('此浏览器不能用摄像头扫码,请用扫码枪扫描或输入后回车');
  });

  it('a number read by the camera goes to the same handler: without a weight it asks for one', async () => {
    jest.spyOn(Taro, 'scanCode').mockResolvedValue({ result: 'nz-999 888 777', errMsg: 'scanCode:ok' } as never);
    const { page } = await setup(StaffCheckinPage, 'staff', { 'GET /api/staff/parcel/lst': emptyList });
    page.click('.checkin-scan-camera');
    await page.settle();
    expect((page.$('.checkin-scan input') as HTMLInputElement).value).toBe('nz-999 888 777');
    expect(page.text('.checkin-scan-result--ask')).toBe('NZ999888777:请输入重量后回车');
  });
});

describe('order', () => {
  it('shows parcels, goods, recipient with ID photo preview, member code and services', async () => {
    const preview = jest.spyOn(Taro, 'previewImage').mockImplementation((() => Promise.resolve()) as never);
    const categories = { list: [{ code: 'milk_powder', name: '奶粉类', hint: '' }] };
    const { page } = await setup(
      StaffOrderPage,
      'staff',
      { 'GET /api/staff/order/detail/5': waybill(), 'GET /api/price/categories': categories },
      { id: '5' },
    );
    expect(page.text('.order-no')).toBe('NZ1234567890');
    expect(page.text('.order-member .staff-kv-value')).toBe('NZ10086');
    expect(page.text('.order-parcel-11 .order-parcel-no')).toBe('NZ123456789');
    expect(page.text('.order-parcel-11 .order-parcel-location')).toBe('库位 A-03');
    expect(page.text('.order-parcel-11 .order-parcel-weight')).toBe('1.255 kg');
    expect(page.text('.order-goods')).toContain('奶粉');
    expect(page.text('.order-goods')).toContain('奶粉类'); // the category's name, not its code
    expect(page.text('.order-goods')).not.toContain('milk_powder');
    expect(page.text('.order-services .staff-kv-value')).toBe('加固包装');
    expect(page.text('.order-recipient-address')).toBe('广东省广州市天河区天河路385号 510620');
    expect(page.text('.order-id-back')).toContain('未上传');
    page.click('.order-id-front .staff-photo-img');
    expect(preview).toHaveBeenCalledWith({ urls: ['http://x/id-front.jpg'], current: 'http://x/id-front.jpg' });
  });

  it('pack posts the weight in g and the size in mm after confirming, then shows the frozen charge', async () => {
    const packed = waybill({
      status: 'pending_payment',
      weight_g: 2500,
      amount_due: 3200,
      charge: { breakdown, services: [{ code: 'reinforce', name: '加固包装', fee: 500 }], services_fee: 500, total: 3200 },
    });
    const { page, posts, modal } = await setup(
      StaffOrderPage,
      'staff',
      {
        'GET /api/staff/order/detail/5': waybill(),
        'POST /api/staff/order/pack/5': packed,
      },
      { id: '5' },
    );
    await page.type('.pack-weight', '2.5');
    await page.type('.pack-length', '30');
    await page.type('.pack-width', '20.5');
    await page.type('.pack-height', '10');
    page.click('.pack-submit');
    await page.settle();
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: expect.stringContaining('2.5 kg') }));
    expect(posts()).toEqual([
      { method: 'POST', url: '/api/staff/order/pack/5', body: { weight_g: 2500, length_mm: 300, width_mm: 205, height_mm: 100 } },
    ]);
    expect(page.text('.order-status')).toBe('待付款');
    expect(page.text('.charge-chargeable .staff-kv-value')).toBe('2.5 kg');
    expect(page.text('.charge-service-reinforce .staff-kv-value')).toBe('NZ$5.00');
    expect(page.text('.charge-total .staff-kv-value')).toBe('NZ$32.00');
    expect(page.text('.order-awaiting-payment')).toBe('已打包,运单等待客户付款');
    expect(page.$('.order-pack')).toBeNull();
  });

  it('pack checks the size first, and makes no call when the modal is cancelled', async () => {
    const { page, posts, modal } = await setup(StaffOrderPage, 'staff', { 'GET /api/staff/order/detail/5': waybill() }, { id: '5' });
    await page.type('.pack-weight', '2.5');
    await page.type('.pack-length', '30');
    page.click('.pack-submit');
    expect(page.text('.pack-error')).toBe('请填写长、宽、高(cm,最多1位小数),每边不超过 500 cm');
    expect(modal).not.toHaveBeenCalled();
    await page.type('.pack-width', '20');
    await page.type('.pack-height', '10');
    modal.mockResolvedValueOnce({ confirm: false, cancel: true } as never);
    page.click('.pack-submit');
    await page.settle();
    expect(modal).toHaveBeenCalledTimes(1);
    expect(posts()).toEqual([]);
  });

  it('reloads the waybill when someone else moved it (42009)', async () => {
    let loads = 0;
    const { page, calls } = await setup(
      StaffOrderPage,
      'staff',
      {
        'GET /api/staff/order/detail/5': () => (++loads === 1 ? waybill() : waybill({ status: 'pending_payment' })),
        'POST /api/staff/order/pack/5': () => Promise.reject(new ApiError(42009, '运单状态已变化')),
      },
      { id: '5' },
    );
    await page.type('.pack-weight', '2.5');
    await page.type('.pack-length', '30');
    await page.type('.pack-width', '20');
    await page.type('.pack-height', '10');
    page.click('.pack-submit');
    await page.settle();
    await page.settle();
    expect(calls.filter((c) => c.url === '/api/staff/order/detail/5')).toHaveLength(2);
    expect(page.text('.order-status')).toBe('待付款');
    expect(page.$('.order-pack')).toBeNull();
  });

  it('receives a direct send waiting at the depot after confirming', async () => {
    const { page, posts, modal } = await setup(
      StaffOrderPage,
      'staff',
      {
        'GET /api/staff/order/detail/5': waybill({ kind: 'send', status: 'pending_receipt', parcels: [] }),
        'POST /api/staff/order/receive/5': waybill({ kind: 'send', status: 'pending_pack', parcels: [] }),
      },
      { id: '5' },
    );
    expect(page.$('.order-pack')).toBeNull();
    page.click('.order-receive-submit');
    await page.settle();
    expect(modal).toHaveBeenCalledTimes(1);
    expect(posts().map((c) => c.url)).toEqual(['/api/staff/order/receive/5']);
    expect(page.text('.order-status')).toBe('待打包');
    expect(page.$('.order-pack')).not.toBeNull();
  });

  it('the problem flag needs the reason in both languages', async () => {
    const { page, posts } = await setup(
      StaffOrderPage,
      'staff',
      {
        'GET /api/staff/order/detail/5': waybill(),
        'POST /api/staff/order/problem/5': waybill({ problem: { reason: '身份证照片不清晰', at: now } }),
      },
      { id: '5' },
    );
    await page.type('.problem-zh', '身份证照片不清晰');
    page.click('.problem-submit');
    await page.settle();
    expect(page.text('.problem-error')).toBe('请同时填写中文和英文原因(客户按自己的语言查看)');
    expect(posts()).toEqual([]);
    await page.type('.problem-en', 'The ID photo is unreadable');
    page.click('.problem-submit');
    await page.settle();
    expect(posts()).toEqual([
      {
        method: 'POST',
        url: '/api/staff/order/problem/5',
        body: { reason_zh: '身份证照片不清晰', reason_en: 'The ID photo is unreadable' },
      },
    ]);
    expect(page.text('.order-head .order-problem')).toBe('问题:身份证照片不清晰');
    expect(page.text('.problem-error')).toBe('');
  });

  it('clears a problem after confirming', async () => {
    const { page, posts } = await setup(
      StaffOrderPage,
      'staff',
      {
        'GET /api/staff/order/detail/5': waybill({ problem: { reason: '超重', at: now } }),
        'POST /api/staff/order/problem/clear/5': waybill(),
      },
      { id: '5' },
    );
    page.click('.problem-clear');
    await page.settle();
    expect(posts().map((c) => c.url)).toEqual(['/api/staff/order/problem/clear/5']);
    expect(page.$('.order-head .order-problem')).toBeNull();
  });

  it('in transit: hands over to a China carrier, then offers sync and delivered', async () => {
    const handed = waybill({ status: 'in_transit', carrier: { code: 'SF', no: 'SF1234567890', handed_over_at: now } });
    const { page, posts } = await setup(
      StaffOrderPage,
      'staff',
      {
        'GET /api/staff/order/detail/5': waybill({ status: 'in_transit' }),
        'POST /api/staff/order/handover/5': handed,
        'POST /api/staff/order/sync_track/5': { fetched: 3, added: 2 },
      },
      { id: '5' },
    );
    expect(page.$('.sync-submit')).toBeNull();
    page.click('.handover-carrier-SF');
    await page.type('.handover-no', 'sf 1234 567 890');
    page.click('.handover-submit');
    await page.settle();
    expect(posts()[0]).toEqual({
      method: 'POST',
      url: '/api/staff/order/handover/5',
      body: { carrier_code: 'SF', carrier_no: 'SF1234567890' },
    });
    expect(page.text('.order-carrier-line')).toBe('顺丰速运 · SF1234567890');
    expect(page.$('.order-handover')).toBeNull();
    page.click('.sync-submit');
    await page.settle();
    expect(posts()[1].url).toBe('/api/staff/order/sync_track/5');
    expect(page.$('.delivered-submit')).not.toBeNull();
  });

  it('adds a track event in both languages with an optional local time', async () => {
    const { page, posts } = await setup(
      StaffOrderPage,
      'staff',
      {
        'GET /api/staff/order/detail/5': waybill({ status: 'pending_dispatch' }),
        'POST /api/staff/order/track/5': { added: true },
      },
      { id: '5' },
    );
    await page.type('.track-zh', '已到达奥克兰机场');
    await page.type('.track-en', 'Arrived at Auckland Airport');
    await page.type('.track-time', '2026-11-21 14:3');
    page.click('.track-submit');
    expect(page.text('.track-error')).toBe('时间格式应为“年-月-日 时:分”');
    await page.type('.track-time', '2026-11-21 14:30');
    await page.type('.track-place', 'Auckland');
    page.click('.track-submit');
    await page.settle();
    expect(posts()).toEqual([
      {
        method: 'POST',
        url: '/api/staff/order/track/5',
        body: {
          text_zh: '已到达奥克兰机场',
          text_en: 'Arrived at Auckland Airport',
          place: 'Auckland',
          time: '2026-11-21T01:30:00.000Z', // 14:30 in Auckland (NZDT), whatever the device's zone
        },
      },
    ]);
  });
});

describe('a deleted customer', () => {
  const erased = { ...party, name: '', mobile: '', district: '', address: '', postcode: '', id_number: null };

  it('the waybill says "deleted" where the recipient name was', async () => {
    const answers = {
      'GET /api/staff/order/detail/5': waybill({ customer_deleted: true, recipient: erased }),
      'GET /api/price/categories': { list: [] },
    };
    const { page } = await setup(StaffOrderPage, 'staff', answers, { id: '5' });
    expect(page.text('.order-recipient-name .staff-customer-deleted')).toBe('已注销');
    expect(page.text('.order-member .staff-kv-value')).toBe('NZ10086');
  });

  it('the dispatch list tags only the deleted customer (English)', async () => {
    const row = (id: number, deleted: boolean) =>
      waybill({ id, no: `NZ000000000${id}`, status: 'pending_dispatch', customer_deleted: deleted });
    const list = { list: [row(1, true), row(2, false)], total: 2, page: 1, page_size: 20 };
    const { page } = await setup(StaffDispatchPage, 'staff', { 'GET /api/staff/order/lst': list }, {}, 'en');
    expect(page.text('.dispatch-item-1 .staff-customer-deleted')).toBe('Deleted');
    expect(page.$('.dispatch-item-2 .staff-customer-deleted')).toBeNull();
  });
});

describe('dispatch', () => {
  const row = (id: number, no: string) => ({ ...waybill({ id, no, status: 'pending_dispatch', weight_g: 2500 }) });
  const list = { list: [row(1, 'NZ0000000011'), row(2, 'NZ0000000022'), row(3, 'NZ0000000033')], total: 3, page: 1, page_size: 20 };

  it("posts the selected ids and shows each id's result", async () => {
    const { page, posts, modal, calls } = await setup(StaffDispatchPage, 'staff', {
      'GET /api/staff/order/lst': list,
      'POST /api/staff/order/dispatch': {
        results: [
          { id: 1, ok: true, status: 200, msg: '' },
          { id: 3, ok: false, status: 42009, msg: '运单当前状态为运输中' },
        ],
      },
    });
    expect(calls[1]).toEqual({ method: 'GET', url: '/api/staff/order/lst', body: { status: 'pending_dispatch', page: 1, page_size: 20 } });
    page.click('.dispatch-item-1');
    page.click('.dispatch-item-3');
    expect(page.text('.dispatch-count')).toBe('已选 2 单');
    page.click('.dispatch-submit');
    await page.settle();
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ content: '确认发出选中的 2 个运单?发出后不可撤销' }));
    expect(posts()).toEqual([{ method: 'POST', url: '/api/staff/order/dispatch', body: { ids: [1, 3] } }]);
    expect(page.text('.dispatch-result-1 .dispatch-result-no')).toBe('NZ0000000011');
    expect(page.text('.dispatch-result-1 .dispatch-result-text')).toBe('成功');
    expect(page.text('.dispatch-result-3 .dispatch-result-text')).toBe('失败:运单当前状态为运输中');
    expect(page.$('.dispatch-result-2')).toBeNull();
    expect(calls.filter((c) => c.url === '/api/staff/order/lst')).toHaveLength(2);
  });

  it('select all takes every waybill; nothing selected says so without a call', async () => {
    const { page, posts } = await setup(StaffDispatchPage, 'staff', {
      'GET /api/staff/order/lst': list,
      'POST /api/staff/order/dispatch': { results: [] },
    });
    page.click('.dispatch-submit');
    await page.settle();
    expect(page.text('.dispatch-scan-result--error')).toBe('请先扫描或勾选运单');
    expect(posts()).toEqual([]);
    page.click('.dispatch-select-all');
    expect(page.text('.dispatch-count')).toBe('已选 3 单');
    page.click('.dispatch-submit');
    await page.settle();
    expect(posts()[0].body).toEqual({ ids: [1, 2, 3] });
  });
});
