// A server list ({list,total,page,page_size}) in pages: first load, pull-to-refresh, endless scroll.
// Needs `enablePullDownRefresh: true` in the page config. Answers of an older load (search typed on) are dropped.
import Taro from '@tarojs/taro';
import { useCallback, useRef, useState } from 'react';
import { useLoadEffect } from './useLoadEffect';

export interface Page<T> {
  list: T[];
  total: number;
}

export function usePagedList<T>(load: (page: number, pageSize: number) => Promise<Page<T>>, deps: unknown[], pageSize = 20) {
  const [items, setItems] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  /** true until the first page of the current query has answered (skeleton). */
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const generation = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const answer = await loadRef.current(1, pageSize);
      if (mine !== generation.current) return;
      setItems(answer.list);
      setTotal(answer.total);
      setPage(1);
    } catch {
      // the request layer toasted why; keep what is shown
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, [pageSize]);

  const hasMore = page > 0 && items.length < total;

  const loadMore = useCallback(async () => {
    if (!hasMore || loadingMore) return;
    const mine = generation.current;
    setLoadingMore(true);
    try {
      const answer = await loadRef.current(page + 1, pageSize);
      if (mine !== generation.current) return;
      setItems((shown) => [...shown, ...answer.list]);
      setTotal(answer.total);
      setPage(page + 1);
    } catch {
      // toasted; scrolling down again retries
    } finally {
      setLoadingMore(false);
    }
  }, [hasMore, loadingMore, page, pageSize]);

  useLoadEffect(() => {
    setLoading(true);
    refresh();
  }, deps); // eslint-disable-line react-hooks/exhaustive-deps

  Taro.usePullDownRefresh(() => {
    refresh().finally(() => Taro.stopPullDownRefresh());
  });
  Taro.useReachBottom(() => {
    loadMore();
  });

  return { items, total, loading, loadingMore, hasMore, refresh, loadMore, setItems };
}
