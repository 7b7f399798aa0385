// Tab labels are '' in app.config (spec §2) and set here in the current language.
import Taro from '@tarojs/taro'
import { t } from '@/locales'

export const TAB_KEYS = ['home', 'express', 'waybill', 'mine'] as const

/** Fails quietly where there is no tab bar (a non-tab page on WeChat): tab pages call it again on show. */
export function applyTabLabels() {
  TAB_KEYS.forEach((key, index) => {
    Promise.resolve()
      .then(() => Taro.setTabBarItem({ index, text: t(`tab.${key}`) }))
      .catch(() => {})
  })
}
