import Taro from '@tarojs/taro';
import AboutPage from '@/pages/mine/about/index';
import MinePage from '@/pages/mine/index';
import NotFoundPage from '@/pages/not-found/index';
import { RootStore } from '@/stores';
import { createFakeHttp, sampleUser } from '../support/fake-http';
import { mountPage } from '../support/mount';

async function store(lang = 'zh_CN') {
  Taro.setStorageSync('lang', lang);
  Taro.setStorageSync('token', 'tok');
  const fake = createFakeHttp({ 'GET /api/user/info': sampleUser });
  const s = new RootStore(fake.http);
  await s.session.fetchUser();
  return s;
}

afterEach(() => jest.restoreAllMocks());

it('"About" in the mine menu opens the About page, not the agreement signing page', async () => {
  const nav = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never);
  const page = await mountPage(MinePage, await store());
  page.click('.menu-about');
  expect(nav).toHaveBeenCalledWith({ url: '/pages/mine/about/index' });
});

it.each([
  ['zh_CN', '关于我们', '版本', '运输协议'],
  ['en', 'About us', 'Version', 'Transport agreement'],
])(
  '%s: the About page says what the service is, the site, the version and links to the agreement',
  async (lang, title, version, agreement) => {
    const titled = jest.spyOn(Taro, 'setNavigationBarTitle').mockImplementation((() => Promise.resolve()) as never);
    const nav = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve()) as never);
    const page = await mountPage(AboutPage, await store(lang));
    expect(titled).toHaveBeenCalledWith({ title });
    expect(page.text('.about-version')).toBe(`${version}1.0.0`);
    expect(page.text('.about-site .about-row-value')).toBe('NZ');
    expect(page.text('.about-agreement .about-row-label')).toBe(agreement);
    page.click('.about-agreement');
    expect(nav).toHaveBeenCalledWith({ url: '/pages/mine/transport-protocol/index' });
  },
);

it.each([
  ['zh_CN', '您打开的页面不存在或已移动', '返回首页'],
  ['en', "The page you opened doesn't exist or has moved", 'Back to home'],
])('%s: an unknown address shows "page not found" with a way home', async (lang, text, action) => {
  const tab = jest.spyOn(Taro, 'switchTab').mockImplementation((() => Promise.resolve()) as never);
  const page = await mountPage(NotFoundPage, await store(lang));
  expect(page.text('.not-found .empty-state-text')).toBe(text);
  expect(page.text('.not-found .empty-state-action')).toBe(action);
  page.click('.not-found .empty-state-action');
  expect(tab).toHaveBeenCalledWith({ url: '/pages/home/index' });
});
