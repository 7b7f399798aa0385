// My waybills: one status tab at a time with the per-tab counts the list answers, searched (debounced
// 500 ms), paged with pull-to-refresh and endless scroll, refreshed when the tab is shown again. Another page
// may ask for a status tab (stores/ui.ts askWaybillTab, e.g. "use" on a coupon): taken when the tab shows.
import Taro from '@tarojs/taro';
import { useEffect, useRef, useState } from 'react';
import { usePagedList } from '@/hooks/usePagedList';
import { useSearchKeyword } from '@/hooks/useSearchKeyword';
import * as waybillService from '@/services/waybill';
import { useService, useStores } from '@/stores';
import type { Waybill, WaybillTab } from '@contract/waybill';

export const PAGE_SIZE = 20;

export function useWaybillList() {
  const { session, ui } = useStores();
  const waybillApi = useService(waybillService);
  const [tab, setTab] = useState<WaybillTab>(() => ui.waybillTab ?? 'all');
  const [input, setInput] = useState('');
  const [counts, setCounts] = useState<Partial<Record<WaybillTab, number>>>({});
  const signedIn = session.signedIn;

  const [keyword] = useSearchKeyword(input.trim());

  const search = setInput;

  const list = usePagedList<Waybill>(
    async (page, pageSize) => {
      if (!signedIn) return { list: [], total: 0 };
      const answer = await waybillApi.listWaybills({ status: tab, page, page_size: pageSize, ...(keyword ? { keyword } : {}) });
      setCounts(answer.counts ?? {});
      return answer;
    },
    [tab, keyword, signedIn],
    PAGE_SIZE,
  );

  useEffect(() => {
    ui.takeWaybillTab();
  }, [ui]); // asked before the first show: the initial tab above

  // Back from a detail (cancelled, edited) or from sending: show the current states, on the tab asked for.
  const shown = useRef(false);
  Taro.useDidShow(() => {
    const asked = ui.takeWaybillTab();
    const again = shown.current;
    shown.current = true;
    if (asked && asked !== tab)
      setTab(asked); // the new tab loads itself
    else if (again && signedIn) list.refresh();
  });

  const switchTab = (next: WaybillTab) => {
    if (next !== tab) setTab(next);
  };

  return { tab, switchTab, input, search, keyword, counts, list };
}
