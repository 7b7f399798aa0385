import Taro from '@tarojs/taro';
import { render } from '@testing-library/react';
import { ParcelCard } from '@/pages/mine/my-parcel/ParcelCard';
import StaffBatchesPage from '@/pages/staff/batches';
import StaffSiteSettingsPage from '@/pages/staff/site-settings';
import StaffStoragePage from '@/pages/staff/storage';
import { mountStaffPage } from '../support/staff-page';

const now = '2026-11-21T00:00:00Z';
const page1 = (list: object[], extra: object = {}) => ({ list, total: list.length, page: 1, page_size: 20, ...extra });
const RULE = { free_storage_days: 30, daily_storage_fee: 50, disposal_days: 180, currency: 'NZD' };
const storage = (over: object = {}) => ({
  days: 33,
  free_until: '2026-10-21',
  free_days_left: 0,
  fee_days: 3,
  fee: 150,
  currency: 'NZD',
  ...over,
});
const held = (id: number, over: object = {}) => ({
  id,
  tracking_no: `NZ${id}00`,
  status: 'in_warehouse',
  member_code: 'NZ10086',
  location: 'A-03',
  arrived_at: now,
  storage: storage(),
  disposable: false,
  ...over,
});
const SETTINGS = {
  id: 1,
  free_storage_days: 30,
  daily_storage_fee: 50,
  disposal_days: 180,
  return_handling_fee: 500,
  contact_name: '',
  contact_phone: '',
  contact_email: '',
  contact_address: '',
  created_at: now,
  updated_at: now,
};

jest.setTimeout(20000);
afterEach(() => jest.restoreAllMocks());

describe('storage ageing', () => {
  it('opens on the view of its link, shows days, fee, the rule and a disposable flag; switching view asks again', async () => {
    const { page, calls } = await mountStaffPage(
      StaffStoragePage,
      'staff',
      {
        'GET /api/staff/storage/lst': (q: { view: string }) =>
          page1(q.view === 'unclaimed' ? [] : [held(1), held(2, { disposable: true, member_code: null })], { rule: RULE }),
      },
      '/pages/staff/storage',
      { view: 'ageing' },
    );
    expect(calls.filter((c) => c.url === '/api/staff/storage/lst').map((c) => c.body)).toEqual([
      { view: 'ageing', page: 1, page_size: 20 },
    ]);
    expect(page.text('.storage-item-1 .storage-days')).toBe('已存 33 天');
    expect(page.text('.storage-item-1 .storage-fee')).toBe('仓储费 NZ$1.50');
    expect(page.$('.storage-item-1 .storage-disposable')).toBeNull();
    expect(page.text('.storage-item-2 .storage-disposable')).toBe('可处置');
    expect(page.text('.storage-rule')).toContain('免费 30 天');
    page.click('.storage-tab-unclaimed');
    await page.settle();
    expect(page.text('.storage-empty')).toContain('没有符合条件的包裹');
  });

  it('prints a parcel label through the session download and opens it', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    const { page, calls } = await mountStaffPage(
      StaffStoragePage,
      'staff',
      {
        'GET /api/staff/storage/lst': page1([held(1)], { rule: RULE }),
        'DOWNLOAD /api/staff/label/parcel/1': 'blob:label-1',
      },
      '/pages/staff/storage',
    );
    page.click('.storage-item-1 .storage-label');
    await page.settle();
    expect(calls.some((c) => c.method === 'DOWNLOAD' && c.url === '/api/staff/label/parcel/1')).toBe(true);
    expect(open).toHaveBeenCalledWith('blob:label-1', '_blank');
  });
});

describe('dispatch batches', () => {
  it('lists batches, opens the one of the link with its download log, and downloads its labels and manifest', async () => {
    jest.spyOn(window, 'open').mockImplementation(() => null);
    const detail = {
      id: 4,
      no: 'NZ-20261121-4',
      created_at: now,
      waybill_count: 2,
      waybills: [
        { id: 9, no: 'NZ1', status: 'in_transit' },
        { id: 10, no: 'NZ2', status: 'in_transit' },
      ],
      downloads: [],
    };
    const { page, calls } = await mountStaffPage(
      StaffBatchesPage,
      'staff',
      {
        'GET /api/staff/dispatch/batch/lst': page1([{ id: 4, no: 'NZ-20261121-4', created_at: now, waybill_count: 2 }]),
        'GET /api/staff/dispatch/batch/detail/4': detail,
        'DOWNLOAD /api/staff/label/batch/4': 'blob:labels',
        'DOWNLOAD /api/staff/manifest/xlsx/4': 'blob:xlsx',
      },
      '/pages/staff/batches',
      { id: '4' },
    );
    await page.settle();
    expect(page.text('.batch-item-4 .batch-no')).toBe('NZ-20261121-4');
    expect(page.text('.batch-item-4 .batch-no-downloads')).toBe('尚未下载清单');
    page.click('.batch-item-4 .batch-labels');
    page.click('.batch-item-4 .batch-xlsx');
    await page.settle();
    expect(calls.filter((c) => c.method === 'DOWNLOAD').map((c) => c.url)).toEqual([
      '/api/staff/label/batch/4',
      '/api/staff/manifest/xlsx/4',
    ]);
  });

  it('says so when there are none', async () => {
    const { page } = await mountStaffPage(
      StaffBatchesPage,
      'staff',
      { 'GET /api/staff/dispatch/batch/lst': page1([]) },
      '/pages/staff/batches',
    );
    expect(page.text('.batches-empty')).toContain('还没有发货批次');
  });
});

describe('site operations settings', () => {
  it('is for admins only', async () => {
    const { page, calls } = await mountStaffPage(StaffSiteSettingsPage, 'staff', {}, '/pages/staff/site-settings');
    expect(page.$('.admin-only')).not.toBeNull();
    expect(calls.map((c) => c.url)).toEqual(['/api/user/info']);
  });

  it('checks the fields before saving, then sends the fees in minor units', async () => {
    const { page, calls } = await mountStaffPage(
      StaffSiteSettingsPage,
      'admin',
      {
        'GET /api/admin/site_operations/lst': page1([SETTINGS]),
        'POST /api/admin/site_operations/update/1': (body: object) => ({ ...SETTINGS, ...body }),
      },
      '/pages/staff/site-settings',
    );
    await page.settle();
    // The fees are in the site's currency, said in the label (not 元).
    expect(page.text('.admin-field-fee')).toContain('每件每日仓储费(NZ$)');
    expect(page.text('.admin-field-return-fee')).toContain('退货处理费(NZ$/件)');
    expect(page.text('.site-settings-form')).not.toContain('元');
    await page.type('.admin-field-disposal', '20');
    page.click('.site-settings-save');
    await page.settle();
    expect(page.text('.site-settings-error')).toBe('处置期限须大于免费仓储天数');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await page.type('.admin-field-disposal', '90');
    expect((page.$('.admin-field-return-fee input') as HTMLInputElement | null)?.value ?? page.text('.admin-field-return-fee')).toContain(
      '5.00',
    );
    await page.type('.admin-field-return-fee', '-1');
    page.click('.site-settings-save');
    await page.settle();
    expect(page.text('.site-settings-error')).toBe('请填写正确的退货处理费金额');
    await page.type('.admin-field-return-fee', '7.5');
    await page.type('.admin-field-fee', '0.8');
    await page.type('.admin-field-contact-email', 'desk@example.nz');
    page.click('.site-settings-save');
    await page.settle();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      {
        free_storage_days: 30,
        daily_storage_fee: 80,
        disposal_days: 90,
        return_handling_fee: 750,
        contact_name: '',
        contact_phone: '',
        contact_email: 'desk@example.nz',
        contact_address: '',
      },
    ]);
  });
});

describe('my parcel card storage line', () => {
  // The card's dates read the site's zone from the app's store, made on first use: in Chinese, as the test reads.
  beforeEach(() => Taro.setStorageSync('lang', 'zh_CN'));
  const parcel = (s: object | null) =>
    ({
      id: 1,
      status: 'in_warehouse',
      courier: '',
      tracking_no: 'NZ1',
      goods: [],
      declared_value: 0,
      currency: 'NZD',
      note: '',
      weight_g: 1000,
      location: '',
      waybill_id: null,
      waybill_no: null,
      declared_at: null,
      arrived_at: now,
      packing_at: null,
      packed_at: null,
      created_at: now,
      updated_at: now,
      storage: s,
    }) as never;
  const shown = (s: object | null) => {
    const { container, unmount } = render(
      <ParcelCard
        parcel={parcel(s)}
        selectable={false}
        selected={false}
        onToggle={jest.fn()}
        onEdit={jest.fn()}
        onDelete={jest.fn()}
        onPhotos={jest.fn()}
      />,
    );
    const text = container.querySelector('.parcel-storage')?.textContent ?? null;
    unmount();
    return text;
  };

  it('shows free days left, the last free day, or the fee run up', () => {
    expect(shown(storage({ days: 10, free_days_left: 21, fee_days: 0, fee: 0, free_until: '2026-12-11' }))).toBe(
      '免费仓储还剩 21 天(至 2026-12-11)',
    );
    expect(shown(storage({ days: 30, free_days_left: 1, fee_days: 0, fee: 0 }))).toBe('今天是免费仓储最后一天');
    expect(shown(storage())).toBe('已产生仓储费 NZ$1.50(3 天)');
    expect(shown(null)).toBeNull();
  });
});
