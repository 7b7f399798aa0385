// What a call shows the user: the delayed "Requesting..." mask and the bottom error toast.
import Taro from '@tarojs/taro';
import { LOADING_DELAY_MS, TOAST_MS } from '@/constants';
import { t } from '@/locales';

export function toast(title: string) {
  // `position` is honoured where supported (WeChat ignores it; H5 centres it).
  Taro.showToast({ title, icon: 'none', duration: TOAST_MS, position: 'bottom' } as Taro.showToast.Option);
}

/** The app's theme red: dialog confirm buttons use it (WeChat's default is green). */
export const THEME_RED = '#ce3436';

/** A yes/no question in the current language ("OK" unless `confirmText`), answered true when confirmed. */
export async function confirmDialog(title: string, content: string, confirmText = t('common.ok')): Promise<boolean> {
  const { confirm } = await Taro.showModal({ title, content, confirmText, cancelText: t('common.cancel'), confirmColor: THEME_RED });
  return confirm;
}

let visibleMasks = 0;

/** Shows the mask if the call is still running after 800 ms; call the returned function when it ends.
 *  A counter keeps one mask up while several slow calls overlap. */
export function trackLoading(): () => void {
  let shown = false;
  const timer = setTimeout(() => {
    shown = true;
    if (visibleMasks++ === 0) Taro.showLoading({ title: t('request.loading'), mask: true });
  }, LOADING_DELAY_MS);
  return () => {
    clearTimeout(timer);
    if (shown && --visibleMasks === 0) Taro.hideLoading();
  };
}

const STATUS_TEXT: Record<number, string> = {
  401: 'status.401',
  403: 'status.403',
  404: 'status.404',
  501: 'status.501',
  502: 'status.502',
  503: 'status.503',
  504: 'status.504',
};

/** The text for an HTTP status in the current language; `fallback` (else a generic text) for others. */
export const httpStatusText = (status: number, fallback?: string) =>
  STATUS_TEXT[status] ? t(STATUS_TEXT[status]) : fallback || t('status.generic');
