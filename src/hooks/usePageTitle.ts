// Page titles are '' in the page configs and set here in the current language (and again on language change).
import Taro from '@tarojs/taro';
import { useEffect } from 'react';
import { t } from '@/locales';
import { useStores } from '@/stores';
import { applyTabLabels } from '@/stores/tabbar';

export function usePageTitle(titleKey: string, { tab = false } = {}) {
  const { language, inbox } = useStores();
  const lang = language.lang;
  const apply = () => {
    Taro.setNavigationBarTitle({ title: t(titleKey) }).catch(() => {});
    if (tab) applyTabLabels(); // WeChat only lets a tab page set tab labels
  };
  useEffect(apply, [lang, titleKey, tab]);
  Taro.useDidShow(() => {
    apply();
    if (tab) inbox.refresh(); // the mine tab's unread badge, whichever tab is shown
  });
}
