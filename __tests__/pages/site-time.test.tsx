// The one time rule on screens: times read in the site's zone (Auckland for site 1, Sydney for site 2) while the
// device is in China time (jest.config.js), each in an element of class `instant`, the zone named once.
import Taro from '@tarojs/taro';
import MessagesPage from '@/pages/mine/messages/index';
import RechargeRecordPage from '@/pages/recharge/record';
import StaffOrdersPage from '@/pages/staff/orders';
import { RootStore } from '@/stores';
import { createFakeHttp, sampleUser } from '../support/fake-http';
import { mountPage } from '../support/mount';
import { mountStaffPage } from '../support/staff-page';

const DATE_OR_TIME = /\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}|\d{4}\/\d{1,2}\/\d{1,2}|\d{1,2}月\d{1,2}日/;

/** Texts on the page that look like a date or time but sit outside an `instant` element (the screen check's rule). */
function timesOutsideInstant(): string[] {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (DATE_OR_TIME.test(node.textContent ?? '') && !node.parentElement?.closest('.instant')) found.push(node.textContent!);
  }
  return found;
}

const instants = (selector: string) => Array.from(document.querySelectorAll(`${selector} .instant`)).map((e) => e.textContent);

const sydneyUser = {
  ...sampleUser,
  user: { ...sampleUser.user, site_id: 2, member_code: 'AU10086' },
  setting: {
    ...sampleUser.setting,
    site: { id: 2, code: 'au', name: 'AU', currency: 'AUD', time_zone: 'Australia/Sydney', country_code: 'AU' },
  },
};

async function customerPage(Page: Parameters<typeof mountPage>[0], answers: Record<string, unknown>) {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', 'tok');
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params: {}, path: '/' } as never);
  jest.spyOn(Taro, 'setTabBarBadge').mockImplementation((() => Promise.resolve()) as never);
  jest.spyOn(Taro, 'removeTabBarBadge').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp(answers);
  const store = new RootStore(fake.http);
  if (store.session.signedIn && !(answers['GET /api/user/info'] instanceof Promise)) await store.session.fetchUser();
  const page = await mountPage(Page, store);
  await page.settle();
  return page;
}

jest.setTimeout(20000);
afterEach(() => jest.restoreAllMocks());

it('the device really is in another zone than the sites', () => {
  expect(new Date('2026-06-01T00:00:00Z').getHours()).toBe(8); // China time: what the screens used to show
});

it('messages: a check-in at 00:00 UTC reads 12:00 New Zealand time, the zone named once', async () => {
  const message = {
    id: 1,
    event: 'parcel.checked_in',
    title: '包裹已入库',
    body: '您的包裹 NZ123 已到达仓库并入库,可以申请打包了。',
    link: '',
    read: false,
    created_at: '2026-06-01T00:00:00Z',
  };
  await customerPage(MessagesPage, {
    'GET /api/user/info': sampleUser,
    'GET /api/message/lst': { list: [message], total: 1, page: 1, page_size: 20, unread: 1 },
  });
  expect(instants('.message-item-1 .message-time')).toEqual(['2026-06-01 12:00']);
  expect(Array.from(document.querySelectorAll('.zone-note')).map((e) => e.textContent)).toEqual(['时间均为新西兰时间']);
  expect(timesOutsideInstant()).toEqual([]);
});

it('kg-card purchase records of a Sydney customer read in Sydney time (daylight saving), in their sentence', async () => {
  const record = {
    payment_no: 'P2026112100077',
    product_name: '5公斤卡',
    grams: 5000,
    amount: 4500,
    currency: 'AUD',
    wallet_amount: 0,
    online_amount: 4500,
    method: 'stripe',
    status: 'paid',
    created_at: '2026-11-20T22:00:00Z',
    paid_at: '2026-11-20T22:01:00Z',
    card_id: 34,
  };
  await customerPage(RechargeRecordPage, {
    'GET /api/user/info': sydneyUser,
    'GET /api/card/record/lst': { list: [record], total: 1, page: 1, page_size: 20 },
  });
  expect(instants('.recharge-records')).toEqual(['2026-11-21 09:01']); // AEDT +11; China would say 06:01
  expect(document.querySelector('.recharge-records')?.textContent).toContain('2026-11-21 09:01');
  expect(document.querySelector('.zone-note')?.textContent).toBe('时间均为澳洲东部时间');
  expect(timesOutsideInstant()).toEqual([]);
});

it('the staff order list shows when each waybill was created in the site zone', async () => {
  const row = {
    id: 5,
    no: 'NZ1234567890',
    kind: 'pack',
    status: 'pending_pack',
    member_code: 'NZ10086',
    recipient_name: '张伟',
    recipient_city: '广州市',
    parcel_count: 2,
    weight_g: null,
    channel: { code: 'nz-air', name: '空运标准' },
    problem: null,
    created_at: '2026-01-15T01:11:00Z',
  };
  await mountStaffPage(StaffOrdersPage, 'staff', { 'GET /api/staff/order/lst': { list: [row], total: 1, page: 1, page_size: 20 } });
  expect(instants('.order-card-5')).toEqual(['2026-01-15 14:11']); // NZDT +13; China would say 09:11
  expect(document.querySelector('.zone-note')?.textContent).toBe('时间均为新西兰时间');
  expect(timesOutsideInstant()).toEqual([]);
});
