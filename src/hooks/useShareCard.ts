// The share card of every page: the logistics tagline, opening the login page; a page with
// something of its own to share (an activity) passes its card, read when the user shares.
import Taro from '@tarojs/taro';
import { t } from '@/locales';
import { ROUTES } from '@/routes';

export interface ShareCard {
  title: string;
  /** The page to open, with its query. */
  path: string;
  /** The same query for a timeline share ("id=3"). */
  query: string;
}

export function useShareCard(card?: () => ShareCard | null) {
  Taro.useShareAppMessage(() => {
    const own = card?.();
    return own ? { title: own.title, path: own.path } : { title: t('share.title'), path: ROUTES.login };
  });
  Taro.useShareTimeline(() => {
    const own = card?.();
    return own ? { title: own.title, query: own.query } : { title: t('share.title') };
  });
}
