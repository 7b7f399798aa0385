// The login page as the H5 build has it: the area code sheet (AreaCodePicker.h5.tsx) and the number's parser
// (phone-check.h5.ts) are fetched on first use. A fetch here is a require, which fails while `mockFailures` says so.
import Taro from '@tarojs/taro';
import LoginPage from '@/pages/login/index';
import { RootStore } from '@/stores';
import { createFakeHttp, signedIn } from '../support/fake-http';
import { mountPage } from '../support/mount';

const mockFailures = { sheet: 0, phone: 0 };
const mockFetch = (part: keyof typeof mockFailures, path: string) => {
  if (mockFailures[part] > 0) {
    mockFailures[part]--;
    throw new Error(`ChunkLoadError: ${part}`);
  }
  return jest.requireActual(path);
};
jest.mock('@/components/AreaCodePicker', () => jest.requireActual('@/components/AreaCodePicker.h5'));
jest.mock('@/lib/phone-check', () => jest.requireActual('@/lib/phone-check.h5'));
jest.mock('@/components/AreaCodeSheet', () => mockFetch('sheet', '@/components/AreaCodeSheet'));
jest.mock('@/utils/phone', () => mockFetch('phone', '@/utils/phone'));

async function openLogin() {
  Taro.setStorageSync('lang', 'zh_CN');
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({ 'POST /api/get_captcha': { expires_in: 300, resend_in: 60 } });
  const page = await mountPage(LoginPage, new RootStore(fake.http));
  return { page, calls: fake.calls, toast };
}

const rollerTexts = () => [...document.querySelectorAll('.nut-pickerview-roller-item')].map((item) => item.textContent);

afterEach(() => jest.restoreAllMocks());

it('does not check the number without its parser: a failed fetch says so, and the next tap checks', async () => {
  const { page, calls } = await openLogin();
  mockFailures.phone = 1; // the fetch that typing starts, which the tap waits for
  await page.type('.login-mobile', '12345');
  page.click('.get-code');
  await page.settle();
  expect(page.text('.login-error')).toBe('网络异常,请检查网络');
  expect(calls).toHaveLength(0);
  page.click('.get-code');
  await page.settle();
  expect(page.text('.login-error')).toBe('手机号格式不正确,请检查国家/地区和号码');
  await page.type('.login-mobile', '0211234567');
  page.click('.get-code');
  await page.settle();
  expect(calls[0]).toMatchObject({ url: '/api/get_captcha', body: { mobile: '+64211234567', scene: 'login' } });
});

it('has no sheet until the area code is tapped; a failed fetch keeps it closed, the next tap opens it', async () => {
  const { page, toast } = await openLogin();
  expect(page.$('.nut-picker')).toBeNull();
  mockFailures.sheet = 1;
  page.click('.area-code');
  await page.settle();
  expect(page.$('.nut-picker')).toBeNull();
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '网络异常,请检查网络' }));
  page.click('.area-code');
  await page.settle();
  expect(page.$('.nut-picker')).not.toBeNull();
  expect(rollerTexts()).toEqual(['新西兰 +64', '澳大利亚 +61', '中国大陆 +86']);
});

it('signs in once when submit is tapped twice while the number is still being checked', async () => {
  jest.spyOn(Taro, 'switchTab').mockImplementation((() => Promise.resolve()) as never);
  const fake = createFakeHttp({ 'POST /api/login': signedIn('tok-2') });
  Taro.setStorageSync('lang', 'zh_CN');
  const page = await mountPage(LoginPage, new RootStore(fake.http));
  page.click('.tab-password');
  await page.settle();
  await page.type('.login-mobile', '021 123 4567');
  await page.type('.login-password', 'secret123');
  page.click('.login-submit');
  page.click('.login-submit');
  await page.settle();
  expect(fake.calls.filter((call) => call.url === '/api/login')).toHaveLength(1);
});
