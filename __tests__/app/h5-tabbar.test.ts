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

function mount(path: string) {
  window.history.replaceState(null, '', path);
  const bar = Object.assign(document.createElement('taro-tabbar'), { conf });
  document.body.append(bar);
  return bar;
}

const items = () => [...document.querySelectorAll('.weui-tabbar__item')] as HTMLElement[];
const selected = () => items().findIndex((item) => item.classList.contains('weui-bar__item_on'));
/** Sends a tab bar API event as Taro.setTabBarBadge etc. do, and returns the answer. */
const call = (event: string, options: object) => {
  const answer = { ok: '', fail: '' };
  eventCenter.trigger(event, {
    ...options,
    successHandler: (res: { errMsg: string }) => (answer.ok = res.errMsg),
    errorHandler: (res: { errMsg: string }) => (answer.fail = res.errMsg),
  });
  return answer;
};

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

it("marks the address's tab, with its selected icon and colour, and follows the router", () => {
  const bar = mount('/pages/waybill/index');
  expect(bar.className).toBe('taro-tabbar__tabbar taro-tabbar__tabbar-bottom');
  expect(items().map((item) => item.textContent)).toEqual(['home', 'express', 'waybill', 'mine']);
  expect(selected()).toBe(2);
  expect(items()[2].getAttribute('aria-current')).toBe('page');
  expect(items()[2].querySelector('img')!.getAttribute('src')).toBe('/static/waybill-active.png');
  expect(items()[0].querySelector('img')!.getAttribute('src')).toBe('/static/home.png');
  expect((items()[2].querySelector('.weui-tabbar__label') as HTMLElement).style.color).toBe('rgb(206, 52, 54)');
  eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/mine/index' } });
  expect(selected()).toBe(3);
  // A page that is not a tab hides the bar; the home page's address ('/') is the home tab.
  eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/waybill/detail' } });
  expect(bar.classList.contains('taro-tabbar__tabbar-hide')).toBe(true);
  eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/' } });
  expect([selected(), bar.classList.contains('taro-tabbar__tabbar-hide')]).toEqual([0, false]);
});

it("switches tab on a tap, telling the page's onTabItemTap while the bar is shown", () => {
  const switchTab = jest.spyOn(Taro, 'switchTab').mockImplementation((() => Promise.resolve()) as never);
  const page = { onTabItemTap: jest.fn() };
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([page] as never);
  const bar = mount('/pages/home/index');
  Object.defineProperty(bar, 'offsetHeight', { value: 50 }); // jsdom lays nothing out
  items()[1].click();
  expect(page.onTabItemTap).toHaveBeenCalledWith({ index: 1, pagePath: '/pages/express/index', text: 'express' });
  expect(switchTab).toHaveBeenCalledWith({ url: '/pages/express/index' });
  expect(selected()).toBe(1);
});

it('answers the tab bar API: labels, badges, red dots, hiding, style', () => {
  const bar = mount('/pages/home/index');
  expect(call('__taroSetTabBarItem', { index: 3, text: '我的' })).toEqual({ ok: 'setTabBarItem:ok', fail: '' });
  expect(items()[3].textContent).toBe('我的');
  expect(call('__taroSetTabBarBadge', { index: 3, text: '99+' }).ok).toBe('setTabBarBadge:ok');
  expect(items()[3].querySelector('.weui-badge')!.textContent).toBe('99+');
  call('__taroRemoveTabBarBadge', { index: 3 });
  expect(items()[3].querySelector('.weui-badge')).toBeNull();
  call('__taroShowTabBarRedDotHandler', { index: 1 });
  expect(items()[1].querySelector('.weui-badge_dot')).not.toBeNull();
  call('__taroHideTabBarRedDotHandler', { index: 1 });
  expect(items()[1].querySelector('.weui-badge_dot')).toBeNull();
  expect(call('__taroSetTabBarBadge', { index: 7, text: '1' }).fail).toBe('setTabBarBadge:fail tabbar item not found');
  call('__taroHideTabBar', { animation: true });
  expect(bar.classList.contains('taro-tabbar__tabbar-slideout')).toBe(true);
  call('__taroShowTabBar', {});
  expect(bar.className).toBe('taro-tabbar__tabbar taro-tabbar__tabbar-bottom');
  call('__taroSetTabBarStyle', { backgroundColor: '#000000', borderStyle: 'white' });
  const inner = bar.querySelector('.weui-tabbar') as HTMLElement;
  expect([inner.style.backgroundColor, inner.classList.contains('taro-tabbar__border-white')]).toEqual(['rgb(0, 0, 0)', true]);
});

it('stops listening when the router removes it', () => {
  const bar = mount('/pages/home/index');
  bar.remove();
  call('__taroSetTabBarBadge', { index: 3, text: '5' });
  expect(bar.querySelector('.weui-badge')).toBeNull();
});
