import Taro from '@tarojs/taro';
import MinePage from '@/pages/mine/index';
import MessagesPage from '@/pages/mine/messages/index';
import PrefsPage from '@/pages/mine/messages/prefs';
import MyParcelPage from '@/pages/mine/my-parcel/index';
import { RootStore } from '@/stores';
import { DEFAULT_PREFS } from '@contract/notification';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';

const message = (over: object) => ({
  id: 1,
  event: 'parcel.checked_in',
  title: '包裹已入库',
  body: '您的包裹 NZ123 已到达仓库并入库,可以申请打包了。',
  link: '/pages/mine/my-parcel/index?tab=in_warehouse&id=7',
  read: false,
  created_at: '2026-06-01T00:00:00Z',
  ...over,
});
const INBOX = {
  list: [
    message({}),
    message({ id: 2, event: 'waybill.paid', title: '运单已支付', body: '运单 NZ9 已支付', link: '/pages/waybill/detail?id=3', read: true }),
  ],
  total: 2,
  unread: 1,
  page: 1,
  page_size: 20,
};

async function setup(Page: Parameters<typeof mountPage>[0], answers: Record<string, unknown>) {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', 'tok');
  const nav = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never);
  const badge = jest.spyOn(Taro, 'setTabBarBadge').mockImplementation((() => Promise.resolve()) as never);
  const noBadge = jest.spyOn(Taro, 'removeTabBarBadge').mockImplementation((() => Promise.resolve()) as never);
  jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  jest.spyOn(Taro, 'useRouter').mockReturnValue({ params: {}, path: '/' } as never);
  const fake = createFakeHttp({ 'GET /api/user/info': new Promise(() => {}), ...answers });
  const store = new RootStore(fake.http);
  const page = await mountPage(Page, store);
  await page.settle();
  return { ...fake, store, page, nav, badge, noBadge };
}

jest.setTimeout(20000);
afterEach(() => {
  jest.restoreAllMocks();
});

it('lists messages with the unread ones marked; a tap marks it read and opens its page; the badge follows', async () => {
  const read = jest.fn(() => ({ unread: 0 }));
  const { page, nav, badge, noBadge, calls } = await setup(MessagesPage, {
    'GET /api/message/lst': INBOX,
    'POST /api/message/read/1': read,
  });
  expect(calls.find((c) => c.url === '/api/message/lst')?.body).toEqual({ page: 1, page_size: 20 });
  expect(page.text('.message-item-1 .message-title')).toBe('包裹已入库');
  expect(page.$('.message-item-1').className).toContain('message-unread');
  expect(page.$('.message-item-2').className).not.toContain('message-unread');
  expect(badge).toHaveBeenLastCalledWith({ index: 3, text: '1' });
  page.click('.message-item-1');
  await page.settle();
  expect(read).toHaveBeenCalled();
  expect(nav).toHaveBeenCalledWith({ url: '/pages/mine/my-parcel/index?tab=in_warehouse&id=7' });
  expect(page.$('.message-item-1').className).not.toContain('message-unread');
  expect(noBadge).toHaveBeenCalledWith({ index: 3 });
});

it('marks all read', async () => {
  const readAll = jest.fn(() => ({ updated: 1, unread: 0 }));
  const { page } = await setup(MessagesPage, { 'GET /api/message/lst': INBOX, 'POST /api/message/read_all': readAll });
  page.click('.message-read-all');
  await page.settle();
  expect(readAll).toHaveBeenCalled();
  expect(document.querySelectorAll('.message-unread')).toHaveLength(0);
  expect(page.$('.message-read-all')).toBeNull();
});

it('nothing yet: the empty state', async () => {
  const { page } = await setup(MessagesPage, { 'GET /api/message/lst': { list: [], total: 0, unread: 0, page: 1, page_size: 20 } });
  expect(page.text('.message-empty .empty-state-text')).toBe('暂无消息');
});

it('the mine tab shows the unread count on the messages entry and on the tab', async () => {
  const { page, badge, store } = await setup(MinePage, { 'GET /api/message/unread': { unread: 3 } });
  await store.inbox.refresh(); // what a tab page's didShow does (usePageTitle)
  await page.settle();
  expect(page.text('.menu-messages .mine-menu-badge')).toBe('3');
  expect(badge).toHaveBeenCalledWith({ index: 3, text: '3' });
});

it('settings: switches per group and channel; email on needs a valid address before anything is sent', async () => {
  const save = jest.fn((body: object) => ({ ...body }));
  const { page } = await setup(PrefsPage, {
    'GET /api/message/prefs': { prefs: DEFAULT_PREFS, email: '' },
    'POST /api/message/prefs/save': save,
  });
  expect(page.$('.prefs-payment-sms')).not.toBeNull();
  page.click('.prefs-parcel-email');
  page.click('.prefs-save');
  await page.settle();
  expect(page.text('.prefs-problem')).toBe('开启邮件通知需要填写邮箱');
  await page.type('.prefs-email-input', 'kim@');
  page.click('.prefs-save');
  await page.settle();
  expect(page.text('.prefs-problem')).toBe('请填写有效的邮箱地址');
  expect(save).not.toHaveBeenCalled();
  await page.type('.prefs-email-input', 'kim@example.com');
  page.click('.prefs-save');
  await page.settle();
  expect(save).toHaveBeenCalledWith({
    prefs: { ...DEFAULT_PREFS, parcel: { ...DEFAULT_PREFS.parcel, email: true } },
    email: 'kim@example.com',
  });
});

describe('WeChat subscribe messages (mini-program)', () => {
  // babel-preset-taro reads process.env.TARO_ENV from TARO_ENV_JEST under Jest.
  beforeEach(() => {
    process.env.TARO_ENV_JEST = 'weapp';
  });
  afterEach(() => {
    delete process.env.TARO_ENV_JEST;
  });

  it('asks only inside the declare tap, synchronously, and reports what was accepted', async () => {
    const ask = jest.fn((() => Promise.resolve({ errMsg: 'requestSubscribeMessage:ok', T1: 'accept', T2: 'reject' })) as never);
    (Taro as unknown as Record<string, unknown>).requestSubscribeMessage = ask;
    const subscribe = jest.fn(() => ({ counted: 1 }));
    const { page, calls } = await setup(MyParcelPage, {
      'GET /api/price/categories': { list: [{ code: 'general', name: '普通物品', hint: '' }] },
      'GET /api/parcel/lst': { list: [], total: 0, page: 1, page_size: 20, counts: {} },
      'GET /api/message/templates': { template_ids: ['T1', 'T2'] },
      'POST /api/message/subscribe': subscribe,
    });
    page.click('.parcel-page .parcel-declare');
    await page.settle();
    expect(calls.find((c) => c.url === '/api/message/templates')?.body).toEqual({ events: 'parcel.checked_in,parcel.storage_reminder' });
    expect(ask).not.toHaveBeenCalled(); // loading pages and opening the form ask nothing
    page.click('.parcel-form-submit');
    expect(ask).toHaveBeenCalledTimes(1); // during the tap itself, before any await
    expect(ask).toHaveBeenCalledWith({ tmplIds: ['T1', 'T2'], entityIds: [] });
    await page.settle();
    expect(subscribe).toHaveBeenCalledWith({ accepted: ['T1'] });
  });
});
