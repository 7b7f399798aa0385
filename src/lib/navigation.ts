// Where the app goes: feature entries, home, login, and after a sign-in.
import Taro from '@tarojs/taro';
import { t } from '@/locales';
import { isAppPage, ROUTES, TAB_ROUTES } from '@/routes';
import { toast } from '@/services/feedback';
import type { SessionData } from '@contract/api';

/** Opens a page; a route from admin-edited content that names no page of the app says "Coming soon". */
export function openRoute(route: string) {
  if (!isAppPage(route)) return toast(t('common.comingSoon'));
  if (TAB_ROUTES.includes(route)) return Taro.switchTab({ url: route });
  return Taro.navigateTo({ url: route });
}

export const goHome = () => Taro.switchTab({ url: ROUTES.home });

/** Back to the page below; opened directly (nothing below, e.g. a link on H5), to `route` instead. */
export function goBackOr(route: string) {
  if (Taro.getCurrentPages().length > 1) return Taro.navigateBack();
  if (TAB_ROUTES.includes(route)) return Taro.switchTab({ url: route });
  return Taro.redirectTo({ url: route });
}

export const goLogin = () => Taro.reLaunch({ url: ROUTES.login });

/** A WeChat account without a phone binds one first (spec: has_reg false -> bind-tel). */
export function enterApp(session: Pick<SessionData, 'has_reg'>) {
  return session.has_reg ? goHome() : Taro.redirectTo({ url: ROUTES.bindTel });
}
