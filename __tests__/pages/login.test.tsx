import Taro from '@tarojs/taro';
import { launch } from '@/app/launch';
import { goLoginFrom } from '@/lib/navigation';
import LoginPage from '@/pages/login/index';
import { RootStore } from '@/stores';
import { createFakeHttp, signedIn } from '../support/fake-http';
import { mountPage } from '../support/mount';

function setup(answers = {}) {
  Taro.setStorageSync('lang', 'zh_CN');
  const fake = createFakeHttp(answers);
  const switchTab = jest.spyOn(Taro, 'switchTab').mockImplementation((() => Promise.resolve()) as never);
  return { ...fake, store: new RootStore(fake.http), switchTab };
}

afterEach(() => jest.restoreAllMocks());

it('says what is wrong with a bad mobile number before any call', async () => {
  const { store, calls } = setup();
  const page = await mountPage(LoginPage, store);
  await page.type('.login-mobile', '12345');
  page.click('.get-code');
  await page.settle();
  expect(page.text('.login-error')).toBe('手机号格式不正确,请检查国家/地区和号码');
  page.click('.login-submit');
  await page.settle();
  expect(page.text('.login-error')).toBe('手机号格式不正确,请检查国家/地区和号码');
  expect(calls).toHaveLength(0);
});

it('asks for the 6-digit code before signing in by code', async () => {
  const { store, calls } = setup();
  const page = await mountPage(LoginPage, store);
  await page.type('.login-mobile', '021 123 4567');
  await page.type('.login-captcha', '12');
  page.click('.login-submit');
  await page.settle();
  expect(page.text('.login-error')).toBe('请输入6位数字验证码');
  expect(calls).toHaveLength(0);
});

it('sends a code and counts down', async () => {
  const { store, calls } = setup({ 'POST /api/get_captcha': { expires_in: 300, resend_in: 60 } });
  const page = await mountPage(LoginPage, store);
  await page.type('.login-mobile', '0211234567');
  page.click('.get-code');
  await page.settle();
  expect(calls[0]).toMatchObject({ url: '/api/get_captcha', body: { mobile: '+64211234567', scene: 'login' } });
  expect(page.text('.get-code')).toBe('60秒后重发');
});

it('switches to password login, which calls account login and opens home', async () => {
  const { store, calls, switchTab } = setup({ 'POST /api/login': signedIn('tok-9') });
  const page = await mountPage(LoginPage, store);
  expect(page.$('.login-password')).toBeNull();
  page.click('.tab-password');
  await page.settle();
  expect(page.$('.login-password')).not.toBeNull();
  expect(page.$('.get-code')).toBeNull();
  await page.type('.login-mobile', '021 123 4567');
  await page.type('.login-password', 'secret123');
  page.click('.login-submit');
  await page.settle();
  expect(calls[0]).toMatchObject({ url: '/api/login', body: { type: 'account', account: '+64211234567', password: 'secret123' } });
  expect(store.session.token).toBe('tok-9');
  expect(switchTab).toHaveBeenCalledWith({ url: '/pages/home/index' });
});

it('switches the page language from the toggle', async () => {
  const { store } = setup();
  const page = await mountPage(LoginPage, store);
  expect(page.text('.login-submit')).toBe('登录');
  page.click('.lang-en');
  await page.settle();
  expect(page.text('.login-submit')).toBe('Log in');
  expect(page.text('.tab-password')).toBe('Password login');
});

async function signInByPassword(store: RootStore) {
  const page = await mountPage(LoginPage, store);
  page.click('.tab-password');
  await page.settle();
  await page.type('.login-mobile', '021 123 4567');
  await page.type('.login-password', 'secret123');
  page.click('.login-submit');
  await page.settle();
}

it('an account whose deletion is scheduled signs in to the delete page, which offers to cancel it', async () => {
  const { store, switchTab } = setup({ 'POST /api/login': signedIn('tok-9', { deletion_due_at: '2030-01-08T00:00:00Z' }) });
  const reLaunch = jest.spyOn(Taro, 'reLaunch').mockImplementation((() => Promise.resolve()) as never);
  await signInByPassword(store);
  expect(store.session.token).toBe('tok-9');
  expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/mine/privacy/delete' });
  expect(switchTab).not.toHaveBeenCalled();
});

it('a signed-out deep link signs in first, then opens the page asked for with its query, once', async () => {
  const { store, switchTab } = setup({ 'POST /api/login': signedIn('tok-9') });
  const reLaunch = jest.spyOn(Taro, 'reLaunch').mockImplementation((() => Promise.resolve()) as never);
  Taro.setStorageSync('token', '');
  await launch(store, '/pages/mine/my-wallet/index?tab=2');
  expect(reLaunch).toHaveBeenLastCalledWith({ url: '/pages/login/index' });
  await signInByPassword(store);
  expect(reLaunch).toHaveBeenLastCalledWith({ url: '/pages/mine/my-wallet/index?tab=2' });
  expect(switchTab).not.toHaveBeenCalled();

  // Taken once: the next sign-in, asked for nothing, opens home.
  Taro.setStorageSync('token', '');
  await signInByPassword(new RootStore(createFakeHttp({ 'POST /api/login': signedIn('tok-10') }).http));
  expect(switchTab).toHaveBeenLastCalledWith({ url: '/pages/home/index' });
});

it.each([
  ['an outside address', 'https://evil.test/pages/mine/my-wallet/index', { url: '/pages/home/index' }],
  ['a page the app does not have', '/pages/nowhere/index', { url: '/pages/home/index' }],
  ['a tab page', '/pages/mine/index', { url: '/pages/mine/index' }],
])('after sign-in from %s: only pages of the app are opened', async (_, from, tab) => {
  Taro.setStorageSync('token', '');
  const { store, switchTab } = setup({ 'POST /api/login': signedIn('tok-9') });
  const reLaunch = jest.spyOn(Taro, 'reLaunch').mockImplementation((() => Promise.resolve()) as never);
  goLoginFrom(from);
  await signInByPassword(store);
  expect(switchTab).toHaveBeenLastCalledWith(tab);
  expect(reLaunch).toHaveBeenCalledTimes(1); // to sign-in, nothing after
});

describe('WeChat sign-in (mini-program)', () => {
  // babel-preset-taro reads process.env.TARO_ENV from TARO_ENV_JEST under Jest.
  beforeEach(() => {
    process.env.TARO_ENV_JEST = 'weapp';
  });
  afterEach(() => {
    delete process.env.TARO_ENV_JEST;
  });

  it('needs its own unticked policy box ticked, then signs in with the policy version shown', async () => {
    const { store, calls, switchTab } = setup({
      'GET /api/privacy/policy': { version: '2026.12', effective_at: '2026-12-01', title: '隐私政策', body: '' },
      'POST /api/wxlogin': signedIn('tok-wx', { openid: 'o-1' }),
    });
    jest.spyOn(Taro, 'login').mockImplementation((() => Promise.resolve({ code: 'wx-code', errMsg: 'login:ok' })) as never);
    const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
    const page = await mountPage(LoginPage, store);
    await page.settle();
    expect(page.$('.login-wechat-agree').getAttribute('aria-checked')).toBe('false');
    page.click('.login-wechat');
    await page.settle();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '请先阅读并勾选同意隐私政策' }));
    expect(calls.map((c) => c.url)).not.toContain('/api/wxlogin');
    page.click('.login-wechat-agree');
    await page.settle();
    expect(page.$('.login-wechat-agree').getAttribute('aria-checked')).toBe('true');
    page.click('.login-wechat');
    await page.settle();
    expect(calls.find((c) => c.url === '/api/wxlogin')?.body).toEqual({ code: 'wx-code', privacy_version: '2026.12' });
    expect(store.session.token).toBe('tok-wx');
    expect(switchTab).toHaveBeenCalledWith({ url: '/pages/home/index' });
  });
});
