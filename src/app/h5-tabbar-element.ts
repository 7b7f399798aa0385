// H5: the <taro-tabbar> element Taro's router creates, as a plain custom element. Taro's own is a Stencil
// component: Stencil's core and the tab bar (~15 KB gz) on every tab page, and a 70-100 ms task at 4x CPU to
// define and render it. This one renders the same markup (the WeUI class names the router's layout and the app's
// CSS use), follows the router to mark the current tab, and answers the tab bar API (Taro.setTabBarBadge,
// setTabBarItem, show/hide...) through the same events. src/app/h5-tabbar.ts loads it when a tab page opens.
// Not carried over: app.config's customRoutes (the app sets none) and Taro's __taroSwitchTab (nothing sends it).
import { addLeadingSlash, eventCenter, stripBasename } from '@tarojs/runtime';
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

/** What the router gives the element (app.config.ts's tabBar, plus the router's mode and home page). */
export interface TabBarConf {
  list: TabItem[];
  homePage: string;
  mode?: string;
  basename?: string;
  color?: string;
  selectedColor?: string;
  backgroundColor?: string;
  borderStyle?: string;
}

type Handlers = { successHandler: (res: { errMsg: string }) => void; errorHandler?: (res: { errMsg: string }) => void };
type ItemCall = Handlers & { index: number };

const pathOf = (url: string) => url.split(/[?#]/)[0].replace(/\.html$/, '');

export class TaroTabBar extends HTMLElement {
  conf?: TabBarConf;
  private list: TabItem[] = [];
  private selected = -1;
  private status: 'show' | 'hide' | 'slideout' = 'show';
  private look = { color: '', selectedColor: '', backgroundColor: '', borderStyle: 'black' };
  private listeners: [string, Parameters<typeof eventCenter.on>[1]][] = [];
  private drawing = false;

  connectedCallback() {
    const conf = this.conf;
    if (!conf || this.listeners.length) return;
    this.list = conf.list.map((item) => ({ ...item, pagePath: addLeadingSlash(item.pagePath) }));
    const { color = '', selectedColor = '', backgroundColor = '', borderStyle = 'black' } = conf;
    this.look = { color, selectedColor, backgroundColor, borderStyle };
    this.listeners = [
      ['__taroRouterChange', (options?: { toLocation?: { path?: string } }) => this.follow(options?.toLocation?.path)],
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
      ['__taroSetTabBarStyle', (options: Handlers & Partial<TaroTabBar['look']>) => this.restyle(options)],
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

  /** The tab of the page shown (the router's change, or the address bar at start); '/' is the home page. */
  private follow(to: string | undefined) {
    const { homePage, mode, basename = '/' } = this.conf!;
    const { pathname, hash } = window.location; // the browser's address (this element exists on H5 only)
    const shown = to ?? (mode === 'hash' ? hash.slice(1).split('?')[0] : pathname);
    const path = addLeadingSlash(stripBasename(addLeadingSlash(shown || homePage), basename));
    this.selected = this.indexOf(path === '/' ? addLeadingSlash(homePage) : path);
    this.render();
  }

  private indexOf(url: string) {
    return this.list.findIndex((item) => pathOf(item.pagePath) === pathOf(url));
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

  private restyle({ successHandler, ...options }: Handlers & Partial<TaroTabBar['look']>) {
    for (const key of ['color', 'selectedColor', 'backgroundColor', 'borderStyle'] as const)
      if (options[key]) this.look[key] = options[key]!;
    this.render();
    successHandler({ errMsg: 'setTabBarStyle:ok' });
  }

  /** Changes made together (the route, the four labels and the badge as a page opens) redraw the bar once. */
  private render() {
    if (this.drawing) return;
    this.drawing = true;
    queueMicrotask(() => {
      this.drawing = false;
      this.draw();
    });
  }

  private draw() {
    const position = this.nextElementSibling ? 'top' : 'bottom';
    const hidden = this.selected === -1 || this.status === 'hide';
    this.className = `taro-tabbar__tabbar taro-tabbar__tabbar-${position}${hidden ? ' taro-tabbar__tabbar-hide' : ''}${this.status === 'slideout' ? ' taro-tabbar__tabbar-slideout' : ''}`;
    const bar = element('div', `weui-tabbar taro-tabbar__border-${this.look.borderStyle}`);
    bar.style.backgroundColor = this.look.backgroundColor;
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
    label.style.color = on ? this.look.selectedColor : this.look.color;
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
