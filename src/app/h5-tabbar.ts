// H5 only: what Taro's router imports from '@tarojs/components/dist/components' (config/index.ts). At start it
// calls defineCustomElementTaroTabbar(), then creates <taro-tabbar> with its `conf` and appends it. The element is
// the app's own (h5-tabbar-element.ts, in place of Taro's Stencil one), and not in the start-up chunk of every page:
// its module loads when a tab page is about to open: the router announces each page with
// `__taroRouterChange` before it loads the page's chunks, so both load side by side. The router's element stays
// in place, empty, until then.
import { eventCenter } from '@tarojs/runtime';

// The tab bar API's events (Taro.setTabBarItem, setTabBarBadge...) that the tab bar listens to once it has
// rendered; until then they are kept and sent again, so labels and badges set early are not lost.
const API_EVENTS = [
  '__taroSetTabBarBadge',
  '__taroRemoveTabBarBadge',
  '__taroShowTabBarRedDotHandler',
  '__taroHideTabBarRedDotHandler',
  '__taroShowTabBar',
  '__taroHideTabBar',
  '__taroSetTabBarStyle',
  '__taroSetTabBarItem',
];
const early: [string, unknown][] = [];
const keepers = API_EVENTS.map((name) => [name, (options: unknown) => early.push([name, options])] as const);

type TabBarConf = { list: { pagePath: string }[]; homePage: string };

const bare = (path: string) => path.replace(/^\//, '').split('?')[0];

function isTabPage(path: string, conf: TabBarConf) {
  const page = bare(path === '/' ? conf.homePage : path);
  return conf.list.some((item) => bare(item.pagePath) === page);
}

async function load(placeholder: HTMLElement & { conf?: TabBarConf }) {
  const { defineTabBar } = await import('./h5-tabbar-element');
  // The router's element was created before the definition: rather than upgrade it in place (its `conf` would
  // meet the class's own fields), a new one takes its place in the router's order (created once defined, given
  // `conf`, then attached).
  const { parentNode, nextSibling } = placeholder;
  placeholder.remove();
  defineTabBar();
  const tabbar = Object.assign(document.createElement('taro-tabbar'), { conf: placeholder.conf });
  // On connection the element binds the API's events and then renders (same task): the first change to its
  // children comes after both.
  const rendered = new MutationObserver(() => {
    rendered.disconnect();
    keepers.forEach(([name, keep]) => eventCenter.off(name, keep));
    early.splice(0).forEach(([name, options]) => eventCenter.trigger(name, options));
  });
  rendered.observe(tabbar, { childList: true });
  parentNode?.insertBefore(tabbar, nextSibling);
}

function onRouterChange(change?: { toLocation?: { path?: string } }) {
  const tabbar = document.querySelector<HTMLElement & { conf?: TabBarConf }>('taro-tabbar');
  const path = change?.toLocation?.path;
  if (!tabbar?.conf || path === undefined || !isTabPage(path, tabbar.conf)) return;
  eventCenter.off('__taroRouterChange', onRouterChange);
  load(tabbar).catch(() => {
    // A failed chunk (offline): the next tab page tries again.
    eventCenter.on('__taroRouterChange', onRouterChange);
  });
}

export function defineCustomElementTaroTabbar() {
  keepers.forEach(([name, keep]) => eventCenter.on(name, keep));
  eventCenter.on('__taroRouterChange', onRouterChange);
}
