import Taro from '@tarojs/taro';
import RegisterPage from '@/pages/register/index';
import { RootStore } from '@/stores';
import { createFakeHttp, signedIn } from '../support/fake-http';
import { mountPage } from '../support/mount';

const POLICY = { version: '2026.11', effective_at: '2026-11-01', title: '隐私政策', body: '…' };

/** The calls the form made (the policy version is read when the page opens). */
const sent = (calls: { url: string }[]) => calls.filter((c) => c.url !== '/api/privacy/policy');

async function fillForm(password: string, confirm: string, answers = {}) {
  Taro.setStorageSync('lang', 'zh_CN');
  const fake = createFakeHttp({ 'GET /api/privacy/policy': POLICY, ...answers });
  const store = new RootStore(fake.http);
  const page = await mountPage(RegisterPage, store);
  await page.type('.register-mobile', '0412345678');
  page.click('.area-code'); // the picker opens; the test keeps +64 and uses an NZ number
  await page.type('.register-captcha', '123456');
  await page.type('.register-password', password);
  await page.type('.register-confirm', confirm);
  return { page, store, calls: fake.calls };
}

afterEach(() => jest.restoreAllMocks());

it('shows the password rule and refuses a password without a digit', async () => {
  const { page, calls } = await fillForm('onlyletters', 'onlyletters');
  expect(page.text('.password-hint')).toBe('密码为8-32位,须同时包含字母和数字');
  await page.type('.register-mobile', '0211234567');
  page.click('.register-submit');
  await page.settle();
  expect(page.text('.register-error')).toBe('密码须为8-32位,且同时包含字母和数字');
  expect(sent(calls)).toHaveLength(0);
});

it('refuses a confirmation that does not match', async () => {
  const { page, calls } = await fillForm('abc12345', 'abc12346');
  await page.type('.register-mobile', '0211234567');
  page.click('.register-submit');
  await page.settle();
  expect(page.text('.register-error')).toBe('两次输入的密码不一致');
  expect(sent(calls)).toHaveLength(0);
});

it('asks to accept the terms, then registers and opens home', async () => {
  const switchTab = jest.spyOn(Taro, 'switchTab').mockImplementation((() => Promise.resolve()) as never);
  const { page, store, calls } = await fillForm('abc12345', 'abc12345', { 'POST /api/mobile/register': signedIn('new-tok') });
  await page.type('.register-mobile', '0211234567');
  page.click('.register-submit');
  await page.settle();
  expect(page.text('.register-error')).toBe('请先阅读并同意用户协议和隐私政策');
  page.click('.register-agree .nut-checkbox');
  page.click('.register-submit');
  await page.settle();
  expect(sent(calls)[0]).toMatchObject({
    url: '/api/mobile/register',
    body: { mobile: '+64211234567', captcha: '123456', password: 'abc12345', privacy_version: '2026.11' },
  });
  expect(store.session.token).toBe('new-tok');
  expect(switchTab).toHaveBeenCalledWith({ url: '/pages/home/index' });
});
