import Taro from '@tarojs/taro';
import { MINE_MENU } from '@/features';
import CreateReturnPage from '@/pages/mine/order-refund/add';
import ReturnDetailPage from '@/pages/mine/order-refund/detail';
import ReturnServicePage from '@/pages/mine/order-refund/index';
import StaffReturnPage from '@/pages/staff/return';
import StaffReturnsPage from '@/pages/staff/returns';
import { ROUTES } from '@/routes';
import { ApiError } from '@/services/request';
import { RootStore } from '@/stores';
import type { ReturnDetail, ReturnSummary, StaffReturnRow } from '@contract/returns';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';
import { mountStaffPage } from '../support/staff-page';

type Answers = Parameters<typeof createFakeHttp>[0];

const summary = (over: Partial<ReturnSummary> = {}): ReturnSummary => ({
  id: 3,
  no: 'RT260601123456',
  status: 'quoted',
  status_text: '已报价',
  method: 'postage',
  method_text: '仓库代购邮费',
  parcel_count: 2,
  currency: 'NZD',
  amount: 2850,
  deadline: '2026-06-10',
  carrier: '',
  tracking_no: '',
  created_at: '2026-06-01T00:00:00Z',
  ...over,
});
const detail = (over: Partial<ReturnDetail> = {}): ReturnDetail => ({
  ...summary(),
  address: {
    name: 'Kiwi Shoes Ltd',
    phone: '',
    street: '12 Queen Street',
    suburb: 'Auckland Central',
    city: 'Auckland',
    region: 'Auckland',
    postcode: '1010',
    country: 'NZ',
  },
  ra_number: 'RMA-20931',
  note: '',
  handling_fee: 1000,
  postage: 1850,
  label: null,
  label_kind: '',
  parcels: [{ id: 11, tracking_no: 'NZ111', courier: 'NZ Post', weight_g: 1200, status: 'return_requested' }],
  weight_g: null,
  photos: [],
  reject_reason: '',
  payment_no: '',
  refunded: false,
  actions: ['pay', 'cancel'],
  booking: null,
  events: [{ action: 'requested', action_text: '提交退货申请', by: 'customer', note: '', at: '2026-06-01T00:00:00Z' }],
  ...over,
});

afterEach(() => jest.restoreAllMocks());

async function setup(Page: any, answers: Answers, params: Record<string, string> = {}) {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', 'tok');
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params, path: '/' } as never);
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const nav = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never);
  const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp(answers);
  const page = await mountPage(Page, new RootStore(fake.http));
  await page.settle();
  return { ...fake, page, toast, nav, redirect };
}

const texts = (selector: string) => Array.from(document.querySelectorAll(selector)).map((e) => e.textContent);

const RETURNABLE = {
  list: [{ id: 11, tracking_no: 'NZ111', courier: 'NZ Post', weight_g: 1200, status: 'in_warehouse' }],
  handling_fee: 500,
  currency: 'NZD',
};

jest.setTimeout(20000); // the form tests type into many fields and wait out the place search's debounce

describe('return service', () => {
  it('has its entry on the mine menu', () => {
    expect(MINE_MENU.find((f) => f.key === 'returns')!.route).toBe(ROUTES.orderRefund);
  });

  it('lists my returns with state tabs and counts; a tab asks for that state', async () => {
    const { page, calls, nav } = await setup(ReturnServicePage, {
      'GET /api/return/lst': (q: { status?: string }) => ({
        list: q.status === 'shipped' ? [] : [summary()],
        total: q.status === 'shipped' ? 0 : 1,
        page: 1,
        page_size: 20,
        counts: { quoted: 1, completed: 2 },
      }),
    });
    expect(page.text('.ret-tab-all')).toBe('全部3');
    expect(page.text('.ret-tab-quoted')).toBe('已报价1');
    expect(page.text('.ret-row-3 .ret-status')).toBe('已报价');
    expect(page.text('.ret-row-3 .claims-amount')).toBe('NZ$28.50');
    page.click('.ret-row-3');
    expect(nav).toHaveBeenCalledWith({ url: '/pages/mine/order-refund/detail?id=3' });
    page.click('.ret-tab-shipped');
    await page.settle();
    expect(calls.at(-1)).toMatchObject({ url: '/api/return/lst', body: { status: 'shipped', page: 1 } });
    expect(page.text('.ret-empty .empty-state-text')).toBe('还没有退货申请');
  });

  it('creates a return: parcels, method, shop address from the place search, RMA; says everything missing at once', async () => {
    const { page, calls, redirect } = await setup(CreateReturnPage, {
      'GET /api/return/parcels': RETURNABLE,
      'GET /api/place/query': {
        list: [
          {
            place_id: 'nz:1010',
            description: 'Auckland Central, Auckland 1010',
            suburb: 'Auckland Central',
            city: 'Auckland',
            region: 'Auckland',
            postcode: '1010',
            country: 'NZ',
          },
        ],
      },
      'GET /api/place/details': {
        place_id: 'nz:1010',
        description: '',
        suburb: 'Auckland Central',
        city: 'Auckland',
        region: 'Auckland',
        postcode: '1010',
        country: 'NZ',
        formatted_address: '',
        location: null,
      },
      'POST /api/return/create': detail({ id: 9, status: 'requested' }),
    });
    page.click('.ret-submit');
    await page.settle();
    // Every gap at once, each on its line.
    expect(page.text('.ret-error')).toBe('请至少选择一个包裹\n请填写商家名称\n请搜索并选择区域或邮编\n请填写街道地址\n请填写退货授权号');
    expect(texts('.ret-country')).toEqual(['新西兰', '澳大利亚']);
    expect(page.$('.ret-country-NZ').className).toContain('ret-country--on');
    page.click('.ret-country-AU');
    expect(page.$('.ret-country-AU').className).toContain('ret-country--on');
    expect(page.$('.ret-country-NZ').className).not.toContain('ret-country--on');
    page.click('.ret-country-NZ');
    page.click('.ret-parcel-11');
    await page.settle();
    expect(page.text('.ret-fee')).toContain('NZ$5.00 × 1 = NZ$5.00');
    await page.type('.ret-input-shop', 'Kiwi Shoes Ltd');
    await page.type('.ret-input-street', '12 Queen Street');
    await page.type('.ret-input-ra', 'RMA-20931');
    page.click('.ret-submit');
    await page.settle();
    expect(page.text('.ret-error')).toBe('请搜索并选择区域或邮编');
    await page.type('.address-place-input', '1010');
    await page.utils.act(() => new Promise((resolve) => setTimeout(resolve, 600))); // the search is debounced
    await page.settle();
    page.click('.place-suggestion');
    await page.settle();
    page.click('.ret-submit');
    await page.settle();
    const body = calls.find((c) => c.url === '/api/return/create')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      parcel_ids: [11],
      method: 'postage',
      ra_number: 'RMA-20931',
      address: {
        name: 'Kiwi Shoes Ltd',
        street: '12 Queen Street',
        suburb: 'Auckland Central',
        city: 'Auckland',
        postcode: '1010',
        country: 'NZ',
      },
    });
    expect(String(body.request_id)).toHaveLength(32);
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/mine/order-refund/detail?id=9' });
  });

  it('asks a pickup return for no shop address or RMA number (the customer takes the parcels back)', async () => {
    const { page, calls, redirect } = await setup(CreateReturnPage, {
      'GET /api/return/parcels': RETURNABLE,
      'POST /api/return/create': detail({ id: 9, status: 'requested', method: 'pickup' }),
    });
    page.click('.ret-method-pickup');
    await page.settle();
    expect(page.$('.ret-input-shop')).toBeNull();
    expect(page.$('.ret-input-ra')).toBeNull();
    expect(page.$('.ret-country')).toBeNull();
    page.click('.ret-submit');
    await page.settle();
    expect(page.text('.ret-error')).toBe('请至少选择一个包裹');
    page.click('.ret-parcel-11');
    page.click('.ret-submit');
    await page.settle();
    const body = calls.find((c) => c.url === '/api/return/create')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ parcel_ids: [11], method: 'pickup' });
    expect(body).not.toHaveProperty('address');
    expect(body).not.toHaveProperty('ra_number');
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/mine/order-refund/detail?id=9' });
  });

  it('shows the fee and pays it from the wallet', async () => {
    let paid = false;
    const { page, calls } = await setup(
      ReturnDetailPage,
      {
        'GET /api/return/detail/3': () => (paid ? detail({ status: 'processing', status_text: '处理中', actions: ['cancel'] }) : detail()),
        'GET /api/wallet/summary': { balance: 5000, currency: 'NZD' },
        'GET /api/pay/methods': { methods: ['sandbox'], currency: 'NZD' },
        'POST /api/return/pay/3': () => {
          paid = true;
          return { payment: { id: 1, status: 'paid', purpose: 'return' }, client: null };
        },
      },
      { id: '3' },
    );
    expect(page.text('.ret-total')).toBe('合计NZ$28.50');
    expect(page.text('.ret-ra-value')).toBe('RMA-20931');
    page.click('.ret-pay');
    await page.settle();
    expect(page.text('.ret-pay-wallet .ret-option-note')).toBe('余额 NZ$50.00');
    page.click('.ret-pay-submit');
    await page.settle();
    expect(calls.find((c) => c.url === '/api/return/pay/3')!.body).toMatchObject({ use_wallet: true, platform: 'h5' });
    expect(page.text('.ret-head .ret-status')).toBe('处理中');
  });

  it('a paid collection at a depot leads to booking its time, then shows the booking', async () => {
    const paid = { method: 'pickup' as const, status: 'processing' as const, status_text: '处理中' };
    const first = await setup(
      ReturnDetailPage,
      { 'GET /api/return/detail/3': detail({ ...paid, actions: ['book', 'cancel'] }) },
      { id: '3' },
    );
    expect(first.page.text('.ret-booking-hint')).toBe('费用已付,请选择到仓自取的仓库和时间');
    first.page.click('.ret-book');
    expect(first.nav).toHaveBeenCalledWith({ url: '/pages/reservation/index?return=3' });
    jest.restoreAllMocks();
    document.body.innerHTML = '';
    const booking = {
      id: 31,
      no: 'SPAB12CD34',
      status: 'booked' as const,
      depot_name: 'Mount Wellington',
      date: '2026-06-01',
      start: '14:00',
      end: '15:00',
    };
    const booked = await setup(ReturnDetailPage, { 'GET /api/return/detail/3': detail({ ...paid, actions: [], booking }) }, { id: '3' });
    expect(booked.page.text('.ret-booking-slot')).toBe('Mount Wellington · 2026-06-01 14:00-15:00SPAB12CD34 · 已预约');
    expect(document.querySelector('.ret-book')).toBeNull();
    expect(document.querySelector('.ret-cancel')).toBeNull();
    booked.page.click('.ret-booking-view');
    expect(booked.nav).toHaveBeenCalledWith({ url: '/pages/reservation/result?id=31' });
  });

  it('shows a shipped return with its carrier and tracking number to copy', async () => {
    const copy = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({} as never);
    const { page } = await setup(
      ReturnDetailPage,
      {
        'GET /api/return/detail/3': detail({
          status: 'shipped',
          status_text: '已寄出',
          carrier: 'NZ Post',
          tracking_no: 'NZ123456789',
          actions: [],
        }),
      },
      { id: '3' },
    );
    expect(page.text('.ret-carrier')).toBe('NZ Post');
    page.click('.ret-tracking .claims-copy');
    expect(copy).toHaveBeenCalledWith({ data: 'NZ123456789' });
    expect(document.querySelector('.ret-pay')).toBeNull();
    expect(document.querySelector('.ret-cancel')).toBeNull();
  });
});

describe('staff returns', () => {
  const row = (over: Partial<StaffReturnRow> = {}): StaffReturnRow => ({
    ...summary({ status: 'requested' }),
    member_code: 'M1001',
    customer_deleted: false,
    days_left: 1,
    due_soon: true,
    ...over,
  });
  it('alerts for returns due within 2 days', async () => {
    const { page } = await mountStaffPage(
      StaffReturnsPage,
      'staff',
      {
        'GET /api/staff/return/lst': { list: [row()], total: 1, page: 1, page_size: 20, counts: { requested: 1 }, due_soon: 1 },
      },
      '/pages/staff/returns',
    );
    await page.settle();
    expect(page.text('.staff-returns-due')).toBe('1 个退货 2 天内到期');
    expect(document.querySelector('.staff-return-card-3 .ret-due-soon')!.textContent).toBe('2026-06-10 · 剩 1 天');
  });

  it('quotes the postage in minor units', async () => {
    const { page, calls } = await mountStaffPage(
      StaffReturnPage,
      'staff',
      {
        'GET /api/staff/return/detail/3': detail({ status: 'requested', postage: null, amount: 0, actions: ['quote', 'reject'] }),
        'POST /api/staff/return/quote/3': detail({ actions: ['reject'] }),
      },
      '/pages/staff/return',
      { id: '3' },
    );
    await page.settle();
    await page.type('.staff-return-postage-input', '18.5');
    page.click('.staff-return-quote');
    await page.settle();
    expect(calls.find((c) => c.url === '/api/staff/return/quote/3')!.body).toEqual({ postage: 1850 });
    expect(page.text('.ret-head .ret-status')).toBe('已报价');
  });
});

it('a return that is not mine says not found and leads to my returns instead of a skeleton', async () => {
  const { page, redirect } = await setup(
    ReturnDetailPage,
    { 'GET /api/return/detail/9': () => Promise.reject(new ApiError(40004, 'no such return')) },
    { id: '9' },
  );
  expect(page.text('.ret-missing .empty-state-text')).toBe('找不到这个退货单:它不存在或不属于您的账号');
  expect(page.$('.claims-loading')).toBeNull();
  page.click('.ret-missing .empty-state-action');
  expect(redirect).toHaveBeenCalledWith({ url: ROUTES.orderRefund });
});
