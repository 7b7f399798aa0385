import Taro from '@tarojs/taro';
import { RootStore } from '@/stores';
import { createFakeHttp, sampleUser, signedIn } from '../support/fake-http';

afterEach(() => jest.restoreAllMocks());

it('stores the token on login and loads the user', async () => {
  const { http, calls } = createFakeHttp({
    'POST /api/login': signedIn('tok-1'),
    'GET /api/user/info': sampleUser,
  });
  const { session } = new RootStore(http);
  await session.loginByMobile({ mobile: '+64211234567', captcha: '123456' });
  expect(session.token).toBe('tok-1');
  expect(Taro.getStorageSync('token')).toBe('tok-1');
  expect(calls[0].body).toEqual({ type: 'mobile', mobile: '+64211234567', captcha: '123456' });

  await session.fetchUser();
  expect(session.userInfo?.nickname).toBe('Kiwi Lin');
  expect(session.siteId).toBe(1);
});

it('reads a stored token at start and gives it to the HTTP layer', () => {
  Taro.setStorageSync('token', 'stored-tok');
  Taro.setStorageSync('lang', 'zh_CN');
  const fake = createFakeHttp();
  const { session } = new RootStore(fake.http);
  expect(session.signedIn).toBe(true);
  expect(fake.context()?.token()).toBe('stored-tok');
  expect(fake.context()?.lang()).toBe('zh_CN');
});

it('logout tells the server, clears the stored token and resets the state', async () => {
  const { http, calls } = createFakeHttp({
    'POST /api/login': signedIn('tok-2'),
    'GET /api/user/info': sampleUser,
    'GET /api/login_out': null,
  });
  const { session } = new RootStore(http);
  await session.loginByAccount({ account: '+64211234567', password: 'abc12345' });
  await session.fetchUser();
  await session.logout();
  expect(calls.map((c) => c.url)).toContain('/api/login_out');
  expect(session.token).toBe('');
  expect(session.userInfo).toBeNull();
  expect(Taro.getStorageSync('token')).toBeFalsy();
});

it('still signs out locally when the logout call fails', async () => {
  Taro.setStorageSync('token', 'tok-3');
  const { session } = new RootStore(createFakeHttp({}).http); // the call is rejected
  await expect(session.logout()).rejects.toThrow();
  expect(session.signedIn).toBe(false);
  expect(Taro.getStorageSync('token')).toBeFalsy();
});

it('an expired session reported by the HTTP layer clears the session', () => {
  Taro.setStorageSync('token', 'tok-4');
  const fake = createFakeHttp();
  const { session } = new RootStore(fake.http);
  fake.context()?.onSessionExpired();
  expect(session.signedIn).toBe(false);
});

it('a failed account login toasts msg and stores nothing', async () => {
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const { http } = createFakeHttp({
    'POST /api/login': { status: 41004, code: 41004, msg: '账号或密码错误', message: '账号或密码错误', data: null },
  });
  const { session } = new RootStore(http);
  await expect(session.loginByAccount({ account: 'x', password: 'y' })).rejects.toThrow('账号或密码错误');
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '账号或密码错误' }));
  expect(session.signedIn).toBe(false);
});

it('launch and a page asking for the user at once share one request; a new sign-in loads again', async () => {
  Taro.setStorageSync('token', 'tok-5');
  const { http, calls } = createFakeHttp({ 'GET /api/user/info': sampleUser, 'POST /api/login': signedIn('tok-6') });
  const { session } = new RootStore(http);
  const first = session.fetchUser();
  session.ensureUser();
  expect(await first).toMatchObject({ nickname: 'Kiwi Lin' });
  expect(calls.filter((c) => c.url === '/api/user/info')).toHaveLength(1);

  const stale = session.fetchUser();
  await session.loginByMobile({ mobile: '+64211234567', captcha: '123456' });
  await Promise.all([stale, session.fetchUser()]);
  expect(calls.filter((c) => c.url === '/api/user/info')).toHaveLength(3);
});
