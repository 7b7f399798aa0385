import Taro from '@tarojs/taro';
import { launch } from '@/app/launch';
import { RootStore } from '@/stores';
import { createFakeHttp, sampleUser } from '../support/fake-http';

// The user call also says whether the customer agreed to the policy in force (pages/mine/privacy/consent otherwise).
const agreed = { 'GET /api/user/info': { ...sampleUser, user: { ...sampleUser.user, policy_agreed: true } } };

it('launch loads the unread count with the user; the first tab page shown takes it, later shows ask again', async () => {
  Taro.setStorageSync('token', 'tok-inbox');
  let unread = 4;
  const { http, calls } = createFakeHttp({ 'GET /api/message/unread': () => ({ unread }), ...agreed });
  const store = new RootStore(http);
  await launch(store, '/pages/home/index');
  await store.inbox.refresh(); // the first tab page shows after launch's answer came
  expect(calls.map((c) => c.url).sort()).toEqual(['/api/message/unread', '/api/user/info']);
  expect(store.inbox.unread).toBe(4);

  // Later shows ask again; two at once (a quick tab switch) share one request.
  unread = 1;
  await Promise.all([store.inbox.refresh(), store.inbox.refresh()]);
  expect(calls.filter((c) => c.url === '/api/message/unread')).toHaveLength(2);
  expect(store.inbox.unread).toBe(1);
});

it('launched on another page, the count waits for the first tab page shown', async () => {
  Taro.setStorageSync('token', 'tok-inbox');
  const { http, calls } = createFakeHttp({ 'GET /api/message/unread': { unread: 2 }, ...agreed });
  const store = new RootStore(http);
  await launch(store, '/pages/waybill/payment?id=3');
  expect(calls.map((c) => c.url)).toEqual(['/api/user/info']);
  await store.inbox.refresh();
  expect(store.inbox.unread).toBe(2);
});

it('signed out, the count is 0 without asking the server', async () => {
  Taro.setStorageSync('token', '');
  const { http, calls } = createFakeHttp({});
  const store = new RootStore(http);
  store.inbox.set(2);
  await store.inbox.refresh();
  expect(store.inbox.unread).toBe(0);
  expect(calls).toHaveLength(0);
});
