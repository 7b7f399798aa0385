import Taro from '@tarojs/taro';
import { launch } from '@/app/launch';
import { RootStore } from '@/stores';
import { createFakeHttp, sampleUser } from '../support/fake-http';

it('launch loads the unread count with the user; a tab page refreshing meanwhile joins that request', async () => {
  Taro.setStorageSync('token', 'tok-inbox');
  let unread = 4;
  const { http, calls } = createFakeHttp({ 'GET /api/user/info': sampleUser, 'GET /api/message/unread': () => ({ unread }) });
  const store = new RootStore(http);
  const launched = launch(store, '/pages/home/index');
  const tabShown = store.inbox.refresh();
  await Promise.all([launched, tabShown]);
  expect(calls.map((c) => c.url).sort()).toEqual(['/api/message/unread', '/api/user/info']);
  expect(store.inbox.unread).toBe(4);

  // Settled: the next show asks again and sees the new count.
  unread = 1;
  await store.inbox.refresh();
  expect(calls.filter((c) => c.url === '/api/message/unread')).toHaveLength(2);
  expect(store.inbox.unread).toBe(1);
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
