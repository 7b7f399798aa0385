// The share card of every page (spec §1): the logistics tagline, opening the login page.
import Taro from '@tarojs/taro'
import { t } from '@/locales'
import { ROUTES } from '@/routes'

export function useShareCard() {
  Taro.useShareAppMessage(() => ({ title: t('share.title'), path: ROUTES.login }))
  Taro.useShareTimeline(() => ({ title: t('share.title') }))
}
