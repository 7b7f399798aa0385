// Where the app goes: feature entries, home, login, and after a sign-in.
import Taro from '@tarojs/taro';
import { t } from '@/locales';
import { isAppPage, ROUTES, TAB_ROUTES } from '@/routes';
import { toast } from '@/services/feedback';
import type { SessionData } from '@contract/api';
import { readStored, writeStored } from './storage';

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

// The page a visitor was sent to sign in from, opened after the sign-in. Stored, not in memory: WeChat's H5 sign-in
// leaves the app and comes back; a page asked for long ago is not where anyone expects to land.
const AFTER_SIGN_IN = 'afterSignIn';
const AFTER_SIGN_IN_MS = 30 * 60 * 1000;
const SIGN_IN_PAGES: string[] = [ROUTES.login, ROUTES.register, ROUTES.bindTel, ROUTES.privacyConsent];

/** A page and its query as one route (keys starting with `$` are Taro's own, left out). */
export function withQuery(path: string, params: Record<string, string | undefined> = {}): string {
  const query = Object.entries(params)
    .filter(([key, value]) => !key.startsWith('$') && value !== undefined)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return path.split('?')[0] + (query ? `?${query}` : '');
}

/** The page open now, with its query. */
function currentPage(): string {
  const router = Taro.getCurrentInstance().router;
  return router ? withQuery(router.path, router.params) : '';
}

/** To `route` (sign-in, or a new privacy policy to agree to), and after it back to `page` (a page of this app only). */
function detourFrom(route: string, page: string) {
  const back = isAppPage(page) && !SIGN_IN_PAGES.includes(page.split('?')[0]) ? page : '';
  writeStored(AFTER_SIGN_IN, back && JSON.stringify({ page: back, at: Date.now() }));
  return Taro.reLaunch({ url: route });
}

/** To sign-in, and after it back to `page` (a page of this app only, never an outside address). */
export const goLoginFrom = (page: string) => detourFrom(ROUTES.login, page);

/** At launch, to agree to the privacy policy version in force, and after it (goOn) back to `page`. */
export const goPolicyConsentFrom = (page: string) => detourFrom(ROUTES.privacyConsent, page);

/** To sign-in from the page open now (its "sign in" button), coming back to it after. */
export const goLogin = () => goLoginFrom(currentPage());

function takeAfterSignIn(): string {
  const stored = readStored(AFTER_SIGN_IN);
  writeStored(AFTER_SIGN_IN, '');
  try {
    const { page, at } = JSON.parse(stored) as { page: string; at: number };
    return isAppPage(page) && Date.now() - at < AFTER_SIGN_IN_MS ? page : '';
  } catch {
    return '';
  }
}

/** Signed in: on to the page first asked for, else home. */
export function goOn() {
  const page = takeAfterSignIn();
  if (!page) return goHome();
  const path = page.split('?')[0];
  return TAB_ROUTES.includes(path) ? Taro.switchTab({ url: path }) : Taro.reLaunch({ url: page });
}

/** A WeChat account without a phone binds one first (spec: has_reg false -> bind-tel); an account whose deletion is
 *  scheduled is offered to cancel it (the delete page says when it is due). */
export function enterApp(session: Pick<SessionData, 'has_reg' | 'deletion_due_at'>) {
  if (session.deletion_due_at) return Taro.reLaunch({ url: ROUTES.privacyDelete });
  return session.has_reg ? goOn() : Taro.redirectTo({ url: ROUTES.bindTel });
}
