import StaffNotificationsPage from '@/pages/staff/notifications';
import { mountStaffPage } from '../support/staff-page';

const ROW = {
  id: 5,
  event: 'waybill.paid',
  channel: 'sms',
  template: 'waybill.paid',
  status: 'failed',
  attempts: 5,
  last_error: 'twilio: HTTP 503',
  link: '',
  created_at: '2026-06-01T00:00:00Z',
  sent_at: null,
};
const DEAD = {
  id: '0b3f8e5c-1111-4a2b-9c3d-123456789abc',
  queue: 'notification-deliver',
  data: { outboxId: 5 },
  error: 'twilio: HTTP 503',
  created_at: '2026-06-01T00:00:00Z',
};

jest.setTimeout(20000);
afterEach(() => jest.restoreAllMocks());

it("finds a customer's deliveries by member code, shows why one failed, and resends it", async () => {
  const resend = jest.fn(() => ({ ...ROW, status: 'pending', attempts: 0 }));
  const { page, calls, toast } = await mountStaffPage(
    StaffNotificationsPage,
    'staff',
    {
      'GET /api/staff/notification/lst': { list: [ROW], total: 1, page: 1, page_size: 20 },
      'POST /api/staff/notification/resend/5': resend,
    },
    '/pages/staff/notifications',
  );
  await page.type('.notify-member-input', 'nz10086 ');
  page.click('.notify-search-go');
  await page.settle();
  expect(calls.find((c) => c.url === '/api/staff/notification/lst')?.body).toEqual({ member_code: 'nz10086', page: 1, page_size: 20 });
  expect(page.text('.notify-card-5 .notify-status')).toBe('失败');
  expect(page.text('.notify-card-5 .notify-error')).toBe('twilio: HTTP 503');
  page.click('.notify-card-5 .notify-resend');
  await page.settle();
  expect(resend).toHaveBeenCalled();
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '已重新发送' }));
});

it('lists failed jobs with their error and queues one again', async () => {
  const retry = jest.fn(() => ({ id: DEAD.id }));
  const { page } = await mountStaffPage(
    StaffNotificationsPage,
    'staff',
    {
      'GET /api/staff/notification/lst': { list: [], total: 0, page: 1, page_size: 20 },
      'GET /api/staff/job/dead/lst': { list: [DEAD], total: 1, page: 1, page_size: 20 },
      [`POST /api/staff/job/dead/retry/${DEAD.id}`]: retry,
    },
    '/pages/staff/notifications',
  );
  page.click('.notify-tab-dead');
  await page.settle();
  expect(page.text('.dead-card .dead-queue')).toBe('notification-deliver');
  expect(page.text('.dead-card .dead-error')).toBe('twilio: HTTP 503');
  page.click('.dead-card .dead-retry');
  await page.settle();
  expect(retry).toHaveBeenCalled();
});
