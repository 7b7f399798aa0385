// H5: the <taro-tabbar> element Taro's router creates, as a plain custom element. Taro's own is a Stencil
// component: Stencil's core and the tab bar (~15 KB gz) on every tab page, and a 70-100 ms task at 4x CPU to
// define and render it. This one renders the same markup (the WeUI class names the router's layout and the app's
// CSS use), follows the router to mark the current tab, and answers the tab bar API (Taro.setTabBarBadge,
// setTabBarItem, show/hide...) through the same events. src/app/h5-tabbar.ts loads it when a tab page opens.
import { eventCenter } from '@tarojs/runtime';
import Taro from '@tarojs/taro';
import './h5-tabbar.css';

interface TabItem {
  pagePath: string;
  text: string;
  iconPath?: string;
  selectedIconPath?: string;
  badgeText?: string | null;
  showRedDot?: boolean;
}

export interface TabBarConf {
  list: TabItem[];
  homePage: string;
  basename?: string;
  customRoutes?: Record<string, string | string[]>;
  color?: string;
  selectedColor?: string;
  backgroundColor?: string;
  borderStyle?: string;
}

type Handlers = { successHandler: (res: { errMsg: string }) => void; errorHandler?: (res: { errMsg: string }) => void };
type ItemCall = Handlers & { index: number };

const withSlash = (path: string) => (path.startsWith('/') ? path : `/${path}`);
const pathOf = (url: string) => url.split(/[?#]/)[0].replace(/\.html$/, '');

export class TaroTabBar extends HTMLElement {
  conf?: TabBarConf;
  private list: TabItem[] = [];
  private selected = -1;
  private status: 'show' | 'hide' | 'slideout' = 'show';
  private style$ = { color: '', selectedColor: '', backgroundColor: '', borderStyle: 'black' };
  private listeners: [string, Parameters<typeof eventCenter.on>[1]][] = [];

  connectedCallback() {
    const conf = this.conf;
    if (!conf || this.listeners.length) return;
    this.list = conf.list.map((item) => ({ ...item, pagePath: withSlash(item.pagePath) }));
    const { color = '', selectedColor = '', backgroundColor = '', borderStyle = 'black' } = conf;
    this.style$ = { color, selectedColor, backgroundColor, borderStyle };
    this.listeners = [
      ['__taroRouterChange', (options?: { toLocation?: { path?: string } }) => this.follow(options?.toLocation?.path)],
      ['__taroSwitchTab', ({ url, ...call }: Handlers & { url: string }) => this.switchTo(url, call)],
      [
        '__taroSetTabBarBadge',
        ({ text, ...call }: ItemCall & { text: string }) => this.item('setTabBarBadge', call, { badgeText: text, showRedDot: false }),
      ],
      ['__taroRemoveTabBarBadge', (call: ItemCall) => this.item('removeTabBarBadge', call, { badgeText: null })],
      ['__taroShowTabBarRedDotHandler', (call: ItemCall) => this.item('showTabBarRedDot', call, { badgeText: null, showRedDot: true })],
      ['__taroHideTabBarRedDotHandler', (call: ItemCall) => this.item('hideTabBarRedDot', call, { showRedDot: false })],
      ['__taroShowTabBar', (call: Handlers) => this.show('show', 'showTabBar', call)],
      [
        '__taroHideTabBar',
        ({ animation, ...call }: Handlers & { animation?: boolean }) => this.show(animation ? 'slideout' : 'hide', 'hideTabBar', call),
      ],
      ['__taroSetTabBarStyle', (options: Handlers & Partial<TaroTabBar['style$']>) => this.restyle(options)],
      [
        '__taroSetTabBarItem',
        ({ text, iconPath, selectedIconPath, ...call }: ItemCall & Partial<TabItem>) =>
          this.item('setTabBarItem', call, {
            ...(text && { text }),
            ...(iconPath && { iconPath }),
            ...(selectedIconPath && { selectedIconPath }),
          }),
      ],
    ];
    this.listeners.forEach(([name, listener]) => eventCenter.on(name, listener));
    this.follow(undefined);
  }

  disconnectedCallback() {
    this.listeners.forEach(([name, listener]) => eventCenter.off(name, listener));
    this.listeners = [];
  }

  /** The tab of the page shown (the router's change, or the address bar at start). */
  private follow(to: string | undefined) {
    const conf = this.conf!;
    const path = to === undefined ? window.location.pathname : withSlash(to || conf.homePage);
    const base = conf.basename && conf.basename !== '/' ? withSlash(conf.basename).replace(/\/$/, '') : '';
    const local = base && path.startsWith(base) ? path.slice(base.length) || '/' : path;
    this.selected = this.indexOf(this.originOf(local === '/' ? withSlash(conf.homePage) : local));
    this.render();
  }

  /** A page reached under another address (app.config's customRoutes) counts as its tab's page. */
  private originOf(url: string) {
    for (const [page, custom] of Object.entries(this.conf?.customRoutes ?? {})) {
      if ((Array.isArray(custom) ? custom : [custom]).some((c) => pathOf(withSlash(c)) === pathOf(url))) return withSlash(page);
    }
    return url;
  }

  private indexOf(url: string) {
    return this.list.findIndex((item) => pathOf(item.pagePath) === pathOf(url));
  }

  private switchTo(url: string, { successHandler, errorHandler }: Handlers) {
    const next = new URL(url, `${window.location.origin}${window.location.pathname}`).pathname;
    const index = this.indexOf(this.originOf(next));
    if (index < 0) return errorHandler?.({ errMsg: `switchTab:fail page "${next}" is not found` });
    this.open(index);
    successHandler({ errMsg: 'switchTab:ok' });
  }

  private open(index: number) {
    this.selected = index;
    this.render();
    Taro.switchTab({ url: this.list[index].pagePath });
  }

  private item(api: string, { index, successHandler, errorHandler }: ItemCall, change: Partial<TabItem>) {
    if (!(index in this.list)) return errorHandler?.({ errMsg: `${api}:fail tabbar item not found` });
    this.list = this.list.map((item, i) => (i === index ? { ...item, ...change } : item));
    this.render();
    successHandler({ errMsg: `${api}:ok` });
  }

  private show(status: TaroTabBar['status'], api: string, { successHandler }: Handlers) {
    this.status = status;
    this.render();
    successHandler({ errMsg: `${api}:ok` });
  }

  private restyle({ successHandler, ...options }: Handlers & Partial<TaroTabBar['style$']>) {
    for (const key of ['color', 'selectedColor', 'backgroundColor', 'borderStyle'] as const)
      if (options[key]) this.style$[key] = options[key]!;
    this.render();
    successHandler({ errMsg: 'setTabBarStyle:ok' });
  }

  private render() {
    const position = this.nextElementSibling ? 'top' : 'bottom';
    const hidden = this.selected === -1 || this.status === 'hide';
    this.className = `taro-tabbar__tabbar taro-tabbar__tabbar-${position}${hidden ? ' taro-tabbar__tabbar-hide' : ''}${this.status === 'slideout' ? ' taro-tabbar__tabbar-slideout' : ''}`;
    const bar = element('div', `weui-tabbar taro-tabbar__border-${this.style$.borderStyle}`);
    bar.style.backgroundColor = this.style$.backgroundColor;
    bar.append(...this.list.map((item, index) => this.tab(item, index)));
    this.replaceChildren(bar);
  }

  private tab(item: TabItem, index: number) {
    const on = index === this.selected;
    const link = element('a', `weui-tabbar__item${on ? ' weui-bar__item_on' : ''}`);
    link.href = 'javascript:;';
    if (on) link.setAttribute('aria-current', 'page');
    link.addEventListener('click', () => {
      const page = Taro.getCurrentPages().shift() as { onTabItemTap?: (tap: object) => void } | undefined;
      if (this.offsetHeight) page?.onTabItemTap?.({ index, pagePath: item.pagePath, text: item.text });
      this.open(index);
    });
    const icon = element('span', 'taro-tabbar__icon-box');
    const img = element('img', 'weui-tabbar__icon');
    img.src = (on ? item.selectedIconPath : item.iconPath) ?? '';
    img.alt = '';
    icon.append(img);
    if (item.badgeText) icon.append(Object.assign(element('span', 'weui-badge taro-tabbar-badge'), { textContent: item.badgeText }));
    if (item.showRedDot) icon.append(element('span', 'weui-badge weui-badge_dot'));
    const label = Object.assign(element('p', 'weui-tabbar__label'), { textContent: item.text });
    label.style.color = on ? this.style$.selectedColor : this.style$.color;
    link.append(icon, label);
    return link;
  }
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string) {
  const el = document.createElement(tag);
  el.className = className;
  return el;
}

export function defineTabBar() {
  if (!customElements.get('taro-tabbar')) customElements.define('taro-tabbar', TaroTabBar);
}
