import Taro from '@tarojs/taro';
import { t } from '@/locales';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';

const newStore = () => new RootStore(createFakeHttp().http);
/** The device's language: the browser's on H5 (the tests run as H5). */
const deviceLanguage = (language: string) => jest.spyOn(window.navigator, 'language', 'get').mockReturnValue(language);

afterEach(() => jest.restoreAllMocks());

it('defaults to Chinese on a Chinese device', () => {
  deviceLanguage('zh_CN');
  expect(newStore().language.lang).toBe('zh_CN');
  expect(t('tab.home')).toBe('首页');
});

it('defaults to English on an English device', () => {
  deviceLanguage('en-NZ');
  expect(newStore().language.lang).toBe('en');
  expect(t('tab.home')).toBe('Home');
});

it('prefers the stored language over the device', () => {
  deviceLanguage('en');
  Taro.setStorageSync('lang', 'zh_CN');
  expect(newStore().language.lang).toBe('zh_CN');
});

it('turns any stored value other than en into zh_CN and stores it', () => {
  Taro.setStorageSync('lang', 'fr');
  expect(newStore().language.lang).toBe('zh_CN');
  expect(Taro.getStorageSync('lang')).toBe('zh_CN');
});

it('switching stores the choice, translates and relabels the four tabs', async () => {
  deviceLanguage('zh_CN');
  const setTabBarItem = jest.spyOn(Taro, 'setTabBarItem').mockImplementation((() => Promise.resolve()) as never);
  const { language } = newStore();
  language.setLang('en');
  expect(Taro.getStorageSync('lang')).toBe('en');
  expect(t('request.expired')).toBe('Login expired, please log in again');
  await Promise.resolve();
  expect(setTabBarItem.mock.calls.map(([o]) => o)).toEqual([
    { index: 0, text: 'Home' },
    { index: 1, text: 'Send parcel' },
    { index: 2, text: 'My waybills' },
    { index: 3, text: 'Mine' },
  ]);
  language.setLang('de');
  expect(language.lang).toBe('zh_CN');
  expect(Taro.getStorageSync('lang')).toBe('zh_CN');
});
