import Taro from '@tarojs/taro';
import { MINE_MENU } from '@/features';
import MinePage from '@/pages/mine/index';
import { RootStore } from '@/stores';
import { createFakeHttp, sampleUser } from '../support/fake-http';
import { mountPage } from '../support/mount';

async function signedInStore() {
  Taro.setStorageSync('lang', 'zh_CN');
  Taro.setStorageSync('token', 'tok');
  const fake = createFakeHttp({ 'GET /api/user/info': sampleUser, 'GET /api/login_out': null });
  const store = new RootStore(fake.http);
  await store.session.fetchUser();
  return { store, calls: fake.calls };
}

afterEach(() => jest.restoreAllMocks());

it('shows the nickname, member code and masked mobile, and copies the code', async () => {
  const { store } = await signedInStore();
  const copy = jest.spyOn(Taro, 'setClipboardData').mockImplementation((() => Promise.resolve()) as never);
  const page = await mountPage(MinePage, store);
  expect(page.text('.mine-nickname')).toBe('Kiwi Lin');
  expect(page.text('.mine-member-code')).toBe('会员号:NZ10086');
  expect(page.text('.mine-mobile')).not.toContain('1234');
  page.click('.mine-copy');
  expect(copy).toHaveBeenCalledWith({ data: 'NZ10086' });
  // Drawn icons, not the first letter of each label ("我的包裹" and "我的钱包" were both "我").
  expect(page.text('.menu-parcels .feature-icon')).toBe('');
  expect(page.$('.menu-parcels .feature-icon .nut-icon-Received')).not.toBeNull();
  expect(page.$('.menu-wallet .feature-icon .nut-icon-Wallet')).not.toBeNull();
  expect(page.text('.mine-avatar')).toBe(''); // no digit of a masked mobile
});

it('switches the language and every text follows', async () => {
  const { store } = await signedInStore();
  const page = await mountPage(MinePage, store);
  expect(page.text('.menu-wallet .mine-menu-label')).toBe('我的钱包');
  expect(page.text('.mine-logout')).toBe('退出登录');
  page.click('.lang-en');
  await page.settle();
  expect(store.language.lang).toBe('en');
  expect(page.text('.mine-member-code')).toBe('Member code: NZ10086');
  expect(page.text('.mine-logout')).toBe('Log out');
  expect(page.text('.menu-wallet .mine-menu-label')).toBe('Wallet');
});

it('logs out after confirming and goes to login', async () => {
  const { store, calls } = await signedInStore();
  const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false } as never);
  const reLaunch = jest.spyOn(Taro, 'reLaunch').mockImplementation((() => Promise.resolve()) as never);
  const page = await mountPage(MinePage, store);
  page.click('.mine-logout');
  await page.settle();
  expect(modal).toHaveBeenCalledWith(expect.objectContaining({ cancelText: '取消', confirmText: '确定' }));
  expect(calls.map((c) => c.url)).toContain('/api/login_out');
  expect(store.session.signedIn).toBe(false);
  expect(reLaunch).toHaveBeenCalledWith({ url: '/pages/login/index' });
});

it('every menu entry draws an icon of its own (none the neutral placeholder) and the two after-sales entries read apart', async () => {
  const { store } = await signedInStore();
  const page = await mountPage(MinePage, store);
  const icons = MINE_MENU.map(
    (f) => /nut-icon-(\w+)/.exec(page.$(`.menu-${f.key} .feature-icon [class*="nut-icon-"]`)?.className ?? '')?.[1],
  );
  expect(icons).not.toContain(undefined);
  expect(icons).not.toContain('Category');
  // The same feature may sit twice (a route of its own); different features never share an icon.
  const byIcon = new Map<string, Set<string>>();
  MINE_MENU.forEach((f, i) => byIcon.set(icons[i]!, (byIcon.get(icons[i]!) ?? new Set()).add(f.key)));
  expect([...byIcon.values()].filter((keys) => keys.size > 1)).toEqual([]);
  expect([page.text('.menu-claims .mine-menu-label'), page.text('.menu-afterService .mine-menu-label')]).toEqual(['理赔申请', '我的售后']);
  page.click('.lang-en');
  await page.settle();
  expect([page.text('.menu-claims .mine-menu-label'), page.text('.menu-afterService .mine-menu-label')]).toEqual([
    'Make a claim',
    'My cases',
  ]);
});
