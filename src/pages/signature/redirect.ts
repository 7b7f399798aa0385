// The page to return to after signing (`?redirect=`): only a page of this app, whatever the query says.
import Taro from '@tarojs/taro';
import { TAB_ROUTES } from '@/routes';

/** Query values may arrive still encoded (mini-program) or decoded (H5). */
export function readRedirect(value: string | undefined): string | null {
  if (!value) return null;
  let route = value;
  try {
    if (/%[0-9a-f]{2}/i.test(route)) route = decodeURIComponent(route);
  } catch {
    return null;
  }
  return /^\/pages\/[a-z0-9/_-]+(\?[^#]*)?$/i.test(route) ? route : null;
}

/**
 * Leaves the signing flow for `redirect`: back to that page when it is below in the stack (the waybill
 * form keeps what was typed), else opens it; without one, back to the page that opened this one.
 */
export function leaveTo(redirect: string | null) {
  if (!redirect) return Taro.navigateBack();
  const path = redirect.split('?')[0];
  const bare = (route: string | undefined) => (route ?? '').split('?')[0].replace(/^\//, '');
  const pages = Taro.getCurrentPages();
  for (let i = pages.length - 2; i >= 0; i--) {
    if (bare(pages[i].route) === bare(path)) return Taro.navigateBack({ delta: pages.length - 1 - i });
  }
  if (TAB_ROUTES.includes(path)) return Taro.switchTab({ url: path });
  return Taro.redirectTo({ url: redirect });
}
