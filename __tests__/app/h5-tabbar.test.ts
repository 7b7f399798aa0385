// The H5 tab bar element (src/app/h5-tabbar-element.ts), as Taro's router creates it: the current tab follows the
// router, taps switch tabs, and the tab bar API's events change labels, badges and visibility.
import { eventCenter } from '@tarojs/runtime';
import Taro from '@tarojs/taro';
import { defineTabBar, type TabBarConf } from '@/app/h5-tabbar-element';

const conf: TabBarConf = {
  homePage: 'pages/home/index',
  mode: 'browser', // as the router gives it (app.config.ts's router mode)
  color: '#666666',
  selectedColor: '#ce3436',
  list: ['home', 'express', 'waybill', 'mine'].map((tab) => ({
    pagePath: `pages/${tab}/index`,
    text: tab,
    iconPath: `/static/${tab}.png`,
    selectedIconPath: `/static/${tab}-active.png`,
  })),
};

defineTabBar();

/** The bar redraws once after the changes made together: a test looks after that. */
const drawn = () => Promise.resolve();

async function mount(path: string) {
  window.history.replaceState(null, '', path);
  const bar = Object.assign(document.createElement('taro-tabbar'), { conf });
  document.body.append(bar);
  await drawn();
  return bar;
}

const route = (path: string) => {
  eventCenter.trigger('__taroRouterChange', { toLocation: { path } });
  return drawn();
};

const items = () => [...document.querySelectorAll('.weui-tabbar__item')] as HTMLElement[];
const selected = () => items().findIndex((item) => item.classList.contains('weui-bar__item_on'));
/** Sends a tab bar API event as Taro.setTabBarBadge etc. do, and returns the answer. */
const send = (event: string, options: object) => {
  const answer = { ok: '', fail: '' };
  eventCenter.trigger(event, {
    ...options,
    successHandler: (res: { errMsg: string }) => (answer.ok = res.errMsg),
    errorHandler: (res: { errMsg: string }) => (answer.fail = res.errMsg),
  });
  return answer;
};
const call = async (event: string, options: object) => {
  const answer = send(event, options);
  await drawn();
  return answer;
};

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

it("marks the address's tab, with its selected icon and colour, and follows the router", async () => {
  const bar = await mount('/pages/waybill/index');
  expect(bar.className).toBe('taro-tabbar__tabbar taro-tabbar__tabbar-bottom');
  expect(items().map((item) => item.textContent)).toEqual(['home', 'express', 'waybill', 'mine']);
  expect(selected()).toBe(2);
  expect(items()[2].getAttribute('aria-current')).toBe('page');
  expect(items()[2].querySelector('img')!.getAttribute('src')).toBe('/static/waybill-active.png');
  expect(items()[0].querySelector('img')!.getAttribute('src')).toBe('/static/home.png');
  expect((items()[2].querySelector('.weui-tabbar__label') as HTMLElement).style.color).toBe('rgb(206, 52, 54)');
  await route('/pages/mine/index');
  expect(selected()).toBe(3);
  // A page that is not a tab hides the bar; the home page's address ('/') is the home tab.
  await route('/pages/waybill/detail');
  expect(bar.classList.contains('taro-tabbar__tabbar-hide')).toBe(true);
  await route('/');
  expect([selected(), bar.classList.contains('taro-tabbar__tabbar-hide')]).toEqual([0, false]);
});

it("switches tab on a tap, telling the page's onTabItemTap while the bar is shown", async () => {
  const switchTab = jest.spyOn(Taro, 'switchTab').mockImplementation((() => Promise.resolve()) as never);
  const page = { onTabItemTap: jest.fn() };
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([page] as never);
  const bar = await mount('/pages/home/index');
  Object.defineProperty(bar, 'offsetHeight', { value: 50 }); // jsdom lays nothing out
  items()[1].click();
  await drawn();
  expect(page.onTabItemTap).toHaveBeenCalledWith({ index: 1, pagePath: '/pages/express/index', text: 'express' });
  expect(switchTab).toHaveBeenCalledWith({ url: '/pages/express/index' });
  expect(selected()).toBe(1);
});

it('answers the tab bar API: labels, badges, red dots, hiding, style', async () => {
  const bar = await mount('/pages/home/index');
  expect(await call('__taroSetTabBarItem', { index: 3, text: '我的' })).toEqual({ ok: 'setTabBarItem:ok', fail: '' });
  expect(items()[3].textContent).toBe('我的');
  expect((await call('__taroSetTabBarBadge', { index: 3, text: '99+' })).ok).toBe('setTabBarBadge:ok');
  expect(items()[3].querySelector('.weui-badge')!.textContent).toBe('99+');
  await call('__taroRemoveTabBarBadge', { index: 3 });
  expect(items()[3].querySelector('.weui-badge')).toBeNull();
  await call('__taroShowTabBarRedDotHandler', { index: 1 });
  expect(items()[1].querySelector('.weui-badge_dot')).not.toBeNull();
  await call('__taroHideTabBarRedDotHandler', { index: 1 });
  expect(items()[1].querySelector('.weui-badge_dot')).toBeNull();
  expect((await call('__taroSetTabBarBadge', { index: 7, text: '1' })).fail).toBe('setTabBarBadge:fail tabbar item not found');
  await call('__taroHideTabBar', { animation: true });
  expect(bar.classList.contains('taro-tabbar__tabbar-slideout')).toBe(true);
  await call('__taroShowTabBar', {});
  expect(bar.className).toBe('taro-tabbar__tabbar taro-tabbar__tabbar-bottom');
  await call('__taroSetTabBarStyle', { backgroundColor: '#000000', borderStyle: 'white' });
  const inner = bar.querySelector('.weui-tabbar') as HTMLElement;
  expect([inner.style.backgroundColor, inner.classList.contains('taro-tabbar__border-white')]).toEqual(['rgb(0, 0, 0)', true]);
});

it('stops listening when the router removes it', async () => {
  const bar = await mount('/pages/home/index');
  bar.remove();
  await call('__taroSetTabBarBadge', { index: 3, text: '5' });
  expect(bar.querySelector('.weui-badge')).toBeNull();
});

it('draws once for the changes a page makes as it opens (route, four labels, badge)', async () => {
  const bar = await mount('/pages/home/index');
  const draw = jest.spyOn(bar, 'replaceChildren');
  eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/mine/index' } });
  ['首页', '寄件', '运单', '我的'].forEach((text, index) => send('__taroSetTabBarItem', { index, text }));
  send('__taroSetTabBarBadge', { index: 3, text: '2' });
  await drawn();
  expect(draw).toHaveBeenCalledTimes(1);
  expect([selected(), items().map((item) => item.textContent)]).toEqual([3, ['首页', '寄件', '运单', '2我的']]);
});
