// Tab labels are '' in app.config and set here in the current language.
import Taro from '@tarojs/taro';
import { t } from '@/locales';

export const TAB_KEYS = ['home', 'express', 'waybill', 'mine'] as const;

/** Fails quietly where there is no tab bar (a non-tab page on WeChat): tab pages call it again on show. */
export function applyTabLabels() {
  TAB_KEYS.forEach((key, index) => {
    Promise.resolve()
      .then(() => Taro.setTabBarItem({ index, text: t(`tab.${key}`) }))
      .catch(() => {});
  });
}

const MINE_TAB = TAB_KEYS.indexOf('mine');

/** The unread inbox count on the mine tab (none at 0); quiet where there is no tab bar, like the labels. */
export function applyUnreadBadge(unread: number) {
  const done =
    unread > 0
      ? Promise.resolve().then(() => Taro.setTabBarBadge({ index: MINE_TAB, text: unread > 99 ? '99+' : String(unread) }))
      : Promise.resolve().then(() => Taro.removeTabBarBadge({ index: MINE_TAB }));
  done.catch(() => {});
}
