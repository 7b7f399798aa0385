// A new privacy policy version: a signed-in customer who has not agreed to it is asked once, at launch.
import Taro from '@tarojs/taro';
import { launch } from '@/app/launch';
import PolicyConsentPage from '@/pages/mine/privacy/consent';
import { RootStore } from '@/stores';
import type { PrivacyPolicy } from '@contract/privacy';
import { createFakeHttp, sampleUser } from '../support/fake-http';
import { mountPage } from '../support/mount';

type Answers = Parameters<typeof createFakeHttp>[0];

const POLICY: PrivacyPolicy = { version: '2026.12', effective_at: '2026-12-01', title: '隐私政策', body: '...' };

function signedInStore(answers: Answers, lang = 'zh_CN') {
  Taro.setStorageSync('lang', lang);
  Taro.setStorageSync('token', 'tok-launch');
  const fake = createFakeHttp({ 'GET /api/user/info': sampleUser, 'GET /api/message/unread': { unread: 0 }, ...answers });
  return { ...fake, store: new RootStore(fake.http) };
}

let reLaunch: jest.SpyInstance;
beforeEach(() => {
  reLaunch = jest.spyOn(Taro, 'reLaunch').mockImplementation((() => Promise.resolve()) as never);
});
afterEach(() => {
  Taro.setStorageSync('afterSignIn', '');
  jest.restoreAllMocks();
});

const userInfo = (agreed: boolean, role = 'customer') => ({ ...sampleUser, user: { ...sampleUser.user, role, policy_agreed: agreed } });

describe('at launch (the user call says whether the version in force was agreed to: no call of its own)', () => {
  it('a customer who has not agreed to the version in force is sent to the prompt, and back to the page after', async () => {
    const { store, calls } = signedInStore({ 'GET /api/user/info': userInfo(false) });
    await launch(store, '/pages/mine/my-parcel/index?tab=2');
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/mine/privacy/consent' });
    expect(JSON.parse(Taro.getStorageSync('afterSignIn')).page).toBe('/pages/mine/my-parcel/index?tab=2');
    expect(calls.map((c) => c.url)).not.toContain('/api/privacy/consents');
  });

  it('a customer who agreed to it sees nothing', async () => {
    const { store } = signedInStore({ 'GET /api/user/info': userInfo(true) });
    await launch(store, '/pages/home/index');
    expect(reLaunch).not.toHaveBeenCalled();
  });

  it('staff (always agreed) are not asked, nor is anyone opening the policy itself', async () => {
    await launch(signedInStore({ 'GET /api/user/info': userInfo(true, 'staff') }).store, '/pages/home/index');
    await launch(signedInStore({ 'GET /api/user/info': userInfo(false) }).store, '/pages/mine/privacy/policy');
    expect(reLaunch).not.toHaveBeenCalled();
  });
});

describe('the prompt', () => {
  it('says which version is in force, links to it, and "agree" records it and goes on to the page opened', async () => {
    const { store, calls } = signedInStore({
      'GET /api/privacy/policy': POLICY,
      'POST /api/privacy/consent/give': { id: 9, kind: 'privacy_policy', version: '2026.12' },
    });
    const navigateTo = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never);
    Taro.setStorageSync('afterSignIn', JSON.stringify({ page: '/pages/mine/my-parcel/index', at: Date.now() }));
    const page = await mountPage(PolicyConsentPage, store);
    await page.settle();
    expect(page.text('.rights-card-title')).toBe('我们更新了隐私政策');
    expect(page.text('.rights-consent-body')).toContain('新版本 2026.12,2026-12-01 起生效');
    page.click('.rights-consent-read');
    expect(navigateTo).toHaveBeenCalledWith({ url: '/pages/mine/privacy/policy' });
    page.click('.rights-consent-agree');
    await page.settle();
    expect(calls.find((c) => c.url === '/api/privacy/consent/give')?.body).toEqual({ kind: 'privacy_policy', version: '2026.12' });
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/mine/my-parcel/index' });
  });

  it('"sign out" ends the session and opens sign-in (English)', async () => {
    const { store, calls } = signedInStore({ 'GET /api/privacy/policy': POLICY, 'GET /api/login_out': null }, 'en');
    const page = await mountPage(PolicyConsentPage, store);
    await page.settle();
    expect(page.text('.rights-consent-agree')).toBe('Agree and continue');
    page.click('.rights-consent-sign-out');
    await page.settle();
    expect(calls.map((c) => c.url)).toContain('/api/login_out');
    expect(calls.map((c) => c.url)).not.toContain('/api/privacy/consent/give');
    expect(store.session.signedIn).toBe(false);
    expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' });
  });
});
