// The spec's generic result page (/pages/result/index), driven by its query: success or failure, a title and a
// text (i18n keys, or plain text), up to two buttons (a label key and the route they open), and the values the
// texts interpolate. Used after a claim is submitted; bookings, withdrawals and return requests open it the same way.
import Taro from '@tarojs/taro';
import { ROUTES } from '@/routes';

export interface ResultButton {
  /** i18n key (or plain text) of the label. */
  label: string;
  /** The route (with its query) the button opens in place of the result page. */
  url: string;
}

export interface ResultPage {
  status: 'success' | 'fail';
  title: string;
  text?: string;
  primary?: ResultButton;
  secondary?: ResultButton;
  /** Interpolated into the title and text ({{no}} ...). */
  values?: Record<string, string>;
}

/** Keys of the query that are not interpolation values. */
export const RESULT_KEYS = ['status', 'title', 'text', 'primary', 'primary_url', 'secondary', 'secondary_url'] as const;

export function resultUrl(r: ResultPage): string {
  const query: Record<string, string> = { ...r.values, status: r.status, title: r.title };
  if (r.text) query.text = r.text;
  for (const [name, button] of [
    ['primary', r.primary],
    ['secondary', r.secondary],
  ] as const) {
    if (button) Object.assign(query, { [name]: button.label, [`${name}_url`]: button.url });
  }
  return `${ROUTES.result}?${Object.entries(query)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&')}`;
}

/** Replaces the current page (a submitted form) with the result. */
export const showResult = (r: ResultPage) => Taro.redirectTo({ url: resultUrl(r) });
