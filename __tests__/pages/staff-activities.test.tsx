import StaffActivitiesPage from '@/pages/staff/activities';
import StaffHomePage from '@/pages/staff/index';
import { mountStaffPage } from '../support/staff-page';

const now = '2026-11-21T00:00:00Z';
const activity = (over: object = {}) => ({
  id: 3,
  code: 'spring',
  title_zh: '春季集运节',
  title_en: 'Spring shipping festival',
  summary_zh: '满减',
  summary_en: 'Money off',
  body_zh: '活动正文',
  body_en: 'The text',
  coupon_hint_zh: '领券',
  coupon_hint_en: 'Claim',
  color: '#e4393c',
  image_url: '',
  starts_on: '2026-09-01',
  ends_on: '2026-11-30',
  sort: 1,
  active: true,
  created_at: now,
  updated_at: now,
  ...over,
});
const template = (over: object = {}) => ({
  id: 8,
  name_zh: '春季9折',
  name_en: 'Spring 10% off',
  kind: 'percent',
  value: 10,
  max_off: 1000,
  min_spend: 0,
  valid_days: 30,
  valid_from: null,
  valid_to: null,
  channel_codes: [],
  total_limit: null,
  per_user_limit: 1,
  issued_count: 0,
  trigger: 'activity',
  activity_id: 3,
  active: true,
  created_at: now,
  updated_at: now,
  ...over,
});
const page1 = (list: object[]) => ({ list, total: list.length, page: 1, page_size: 20 });

async function setup(Page: any, role: string, answers: Record<string, unknown> = {}) {
  const mounted = await mountStaffPage(
    Page,
    role,
    {
      'GET /api/admin/activity/lst': page1([
        activity(),
        activity({ id: 4, code: 'winter', title_zh: '冬季活动', title_en: 'Winter', active: false, sort: 2 }),
      ]),
      'GET /api/admin/coupon_template/lst': page1([
        template(),
        template({ id: 9, name_zh: '春季立减', active: false }),
        template({ id: 10, activity_id: 5 }),
      ]),
      'GET /api/staff/order/lst': page1([]),
      ...answers,
    },
    '/pages/staff/activities',
  );
  const { page } = mounted;
  const sent = (url: string) => mounted.calls.filter((c) => c.url === url).map((c) => c.body);
  return { ...mounted, sent, typeArea: page.typeArea };
}

jest.setTimeout(20000);
afterEach(() => jest.restoreAllMocks());

it('staff who are not admins see "admins only", no admin call is made and their home has no entry; an admin\'s home has it', async () => {
  const { page, calls } = await setup(StaffActivitiesPage, 'staff');
  expect(page.text('.admin-only')).toContain('仅限管理员使用');
  expect(calls.some((c) => c.url.startsWith('/api/admin'))).toBe(false);
  document.body.innerHTML = '';
  const staffHome = await setup(StaffHomePage, 'staff');
  expect(staffHome.page.$('.staff-task-activities')).toBeNull();
  document.body.innerHTML = '';
  const home = await setup(StaffHomePage, 'admin');
  expect(home.page.text('.staff-task-activities .staff-task-title')).toBe('活动管理');
  home.page.click('.staff-task-activities');
  expect(home.nav).toHaveBeenCalledWith({ url: '/pages/staff/activities' });
});

it('lists each activity with its dates, state and linked coupons; "add a coupon" opens the coupons page', async () => {
  const { page, sent, nav } = await setup(StaffActivitiesPage, 'admin');
  expect(sent('/api/admin/activity/lst')).toEqual([{ page: 1, page_size: 20 }]);
  expect(sent('/api/admin/coupon_template/lst')[0]).toEqual({ page: 1, page_size: 50, trigger: 'activity' });
  expect(page.text('.activity-row-3 .activity-row-title')).toBe('春季集运节 / Spring shipping festival');
  expect(page.text('.activity-row-3 .activity-row-dates')).toBe('2026-09-01 ~ 2026-11-30 · spring · 排序 1');
  expect(page.text('.activity-row-3 .activity-row-state')).toBe('已上线');
  expect(Array.from(document.querySelectorAll('.activity-row-3 .activity-coupon')).map((e) => e.textContent)).toEqual([
    '#8 春季9折',
    '#9 春季立减',
  ]);
  expect(page.$('.activity-row-3 .activity-coupon-9').className).toContain('admin-off');
  expect(page.text('.activity-row-4 .activity-row-state')).toBe('已下线');
  expect(page.text('.activity-row-4 .activity-row-coupons')).toBe('没有关联的优惠券');
  page.click('.activity-row-4 .activity-add-coupon');
  expect(nav).toHaveBeenCalledWith({ url: '/pages/staff/coupons' });
});

it('creates an activity: the checks speak first, then the exact body, and the list is loaded again', async () => {
  const created = jest.fn((b: object) => activity({ id: 6, ...b }));
  const { page, sent, typeArea } = await setup(StaffActivitiesPage, 'admin', { 'POST /api/admin/activity/create': created });
  page.click('.activity-add');
  await page.settle();
  await page.type('.admin-field-code', 'Summer 2027');
  page.click('.activity-save');
  await page.settle();
  expect(page.text('.activity-error')).toBe('活动代码为小写字母、数字、- 或 _,以字母或数字开头,最多40位');
  await page.type('.admin-field-code', 'summer-2027');
  await page.type('.admin-field-title-zh', ' 夏日活动 ');
  await page.type('.admin-field-title-en', 'Summer');
  await typeArea('.admin-field-summary-zh', '运费满减');
  await typeArea('.admin-field-body-en', 'Money off your freight all summer.');
  await page.type('.admin-field-starts-on', '2027-01-10');
  await page.type('.admin-field-ends-on', '2027-01-09');
  page.click('.activity-save');
  await page.settle();
  expect(page.text('.activity-error')).toBe('请按“年-月-日”填写开始和结束日期,且结束不早于开始');
  expect(created).not.toHaveBeenCalled();
  await page.type('.admin-field-ends-on', '2027-02-28');
  page.click('.activity-save');
  await page.settle();
  expect(sent('/api/admin/activity/create')).toEqual([
    {
      code: 'summer-2027',
      title_zh: '夏日活动',
      title_en: 'Summer',
      summary_zh: '运费满减',
      summary_en: '',
      coupon_hint_zh: '',
      coupon_hint_en: '',
      body_zh: '',
      body_en: 'Money off your freight all summer.',
      starts_on: '2027-01-10',
      ends_on: '2027-02-28',
      sort: 0,
      active: true,
    },
  ]);
  expect(page.$('.activity-form')).toBeNull();
  expect(sent('/api/admin/activity/lst')).toHaveLength(2);
});

it('edits with the current values and hides an activity', async () => {
  const { page, sent, typeArea, toast } = await setup(StaffActivitiesPage, 'admin', {
    'POST /api/admin/activity/update/3': (b: object) => activity({ ...b }),
  });
  page.click('.activity-row-3 .activity-toggle');
  await page.settle();
  expect(sent('/api/admin/activity/update/3')[0]).toEqual({ active: false });
  expect(page.text('.activity-row-3 .activity-row-state')).toBe('已下线');
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '活动已下线' }));
  page.click('.activity-row-3 .activity-edit');
  await page.settle();
  expect((page.$('.admin-field-body-zh textarea') as HTMLTextAreaElement).value).toBe('活动正文');
  await typeArea('.admin-field-coupon-hint-en', 'Claim a coupon below');
  page.click('.activity-save');
  await page.settle();
  expect(sent('/api/admin/activity/update/3')[1]).toEqual({
    code: 'spring',
    title_zh: '春季集运节',
    title_en: 'Spring shipping festival',
    summary_zh: '满减',
    summary_en: 'Money off',
    coupon_hint_zh: '领券',
    coupon_hint_en: 'Claim a coupon below',
    body_zh: '活动正文',
    body_en: 'The text',
    starts_on: '2026-09-01',
    ends_on: '2026-11-30',
    sort: 1,
    active: false,
  });
  expect(page.text('.activity-row-3 .activity-row-title')).toBe('春季集运节 / Spring shipping festival');
});
