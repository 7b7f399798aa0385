// Admin: the customer-service contacts and the home announcement on the site settings screen.
import StaffSiteSettingsPage from '@/pages/staff/site-settings';
import { mountStaffPage } from '../support/staff-page';

const SERVICE = { service_phone: '+6493001234', service_hours_zh: '周一至周五', service_hours_en: 'Mon-Fri', service_kf_url: '' };
const NOTICE = { active: false, text_zh: '', text_en: '', route: '', starts_on: null, ends_on: null };
const posts = (calls: { method: string; url: string; body?: unknown }[]) => calls.filter((c) => c.method === 'POST');

async function open() {
  return mountStaffPage(
    StaffSiteSettingsPage,
    'admin',
    {
      'GET /api/admin/site_operations/lst': { list: [], total: 0, page: 1, page_size: 20 },
      'GET /api/admin/customer_service': SERVICE,
      'POST /api/admin/customer_service/update': (body: object) => body,
      'GET /api/admin/announcement': NOTICE,
      'POST /api/admin/announcement/update': (body: object) => body,
    },
    '/pages/staff/site-settings',
  );
}

it('saves the WeChat Work link only on its host, naming the field otherwise', async () => {
  const { page, calls } = await open();
  await page.type('.admin-field-service-kf-url', 'https://example.com/kfid/abc');
  page.click('.service-settings-save');
  await page.settle();
  expect(page.text('.service-settings-error')).toBe('企业微信客服链接须以 https://work.weixin.qq.com/kfid/ 开头,或留空');
  expect(posts(calls)).toHaveLength(0);
  await page.type('.admin-field-service-phone', 'call us');
  await page.type('.admin-field-service-kf-url', ' https://work.weixin.qq.com/kfid/kfc0123 ');
  page.click('.service-settings-save');
  await page.settle();
  expect(page.text('.service-settings-error')).toBe('客服电话格式不正确');
  await page.type('.admin-field-service-phone', '+64 9 300 1234');
  page.click('.service-settings-save');
  await page.settle();
  expect(posts(calls).map((c) => [c.url, c.body])).toEqual([
    [
      '/api/admin/customer_service/update',
      { ...SERVICE, service_phone: '+64 9 300 1234', service_kf_url: 'https://work.weixin.qq.com/kfid/kfc0123' },
    ],
  ]);
});

it('switches the announcement on only with both texts, and sends empty dates as none', async () => {
  const { page, calls } = await open();
  page.click('.announcement-settings-form .admin-active-switch');
  await page.type('.admin-field-notice-text-zh', '春节期间仓库暂停收货');
  page.click('.announcement-settings-save');
  await page.settle();
  expect(page.text('.announcement-settings-error')).toBe('显示公告时请填写英文内容');
  await page.type('.admin-field-notice-text-en', 'Closed over Chinese New Year');
  await page.type('.admin-field-notice-starts', '2026-02-10');
  await page.type('.admin-field-notice-ends', '2026-02-01');
  page.click('.announcement-settings-save');
  await page.settle();
  expect(page.text('.announcement-settings-error')).toBe('结束日期不能早于开始日期');
  await page.type('.admin-field-notice-ends', '');
  await page.type('.admin-field-notice-route', '/pages/mine/guide/index');
  page.click('.announcement-settings-save');
  await page.settle();
  expect(posts(calls).map((c) => c.body)).toEqual([
    {
      active: true,
      text_zh: '春节期间仓库暂停收货',
      text_en: 'Closed over Chinese New Year',
      route: '/pages/mine/guide/index',
      starts_on: '2026-02-10',
      ends_on: null,
    },
  ]);
});
