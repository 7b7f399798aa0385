import Taro from '@tarojs/taro';
import { launch } from '@/app/launch';
import { getHome } from '@/services/content';
import { RootStore } from '@/stores';
import { createFakeHttp, sampleUser } from '../support/fake-http';

const answers = { 'GET /api/user/info': sampleUser, 'GET /api/message/unread': { unread: 0 } };

it.each(['/pages/home/index', '/'])('signed in and opening on %s, the home page call starts at launch', async (path) => {
  Taro.setStorageSync('token', 'tok-launch');
  const { http, prefetched } = createFakeHttp(answers);
  await launch(new RootStore(http), path);
  // The very call the home page makes (same URL, no query), so the page takes the answer.
  const home = createFakeHttp({ 'GET /api/home/lst': {} });
  await getHome(home.http);
  expect(home.calls[0]).toMatchObject({ method: 'GET', body: undefined });
  expect(prefetched).toEqual([home.calls[0].url]);
});

it("launch's calls are made in the task after its own, which draws the app's first render", async () => {
  Taro.setStorageSync('token', 'tok-launch');
  const { http, calls, prefetched } = createFakeHttp(answers);
  const launched = launch(new RootStore(http), '/pages/home/index');
  await Promise.resolve();
  expect([calls, prefetched]).toEqual([[], []]);
  await launched;
  expect(calls.map((c) => c.url).sort()).toEqual(['/api/message/unread', '/api/user/info']);
  expect(prefetched).toEqual(['/api/home/lst']);
});

it('opening on another page, or signed out, nothing is prefetched', async () => {
  Taro.setStorageSync('token', 'tok-launch');
  const other = createFakeHttp(answers);
  await launch(new RootStore(other.http), '/pages/waybill/index');
  expect(other.prefetched).toEqual([]);

  Taro.setStorageSync('token', '');
  const reLaunch = jest.spyOn(Taro, 'reLaunch').mockImplementation((() => Promise.resolve()) as never);
  const visitor = createFakeHttp({});
  await launch(new RootStore(visitor.http), '/pages/home/index');
  expect(reLaunch).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringContaining('/pages/login/index') }));
  expect(visitor.prefetched).toEqual([]);
  reLaunch.mockRestore();
});

it('signed out on an address the app does not have: left to "page not found", not sent to sign-in', async () => {
  Taro.setStorageSync('token', '');
  const reLaunch = jest.spyOn(Taro, 'reLaunch').mockImplementation((() => Promise.resolve()) as never);
  await launch(new RootStore(createFakeHttp({}).http), '/nonsense');
  await launch(new RootStore(createFakeHttp({}).http), '/pages/mine/track-log/index');
  expect(reLaunch).not.toHaveBeenCalled();
  reLaunch.mockRestore();
});
