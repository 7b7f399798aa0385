// A content list ({list, total, page, page_size}) on a page: the first page whenever `deps` change
// (keyword, filter, language), pull-to-refresh (page config `enablePullDownRefresh: true`), the next page
// at the bottom. Answers to an older query are dropped, so a slow search never overwrites a newer one;
// until the current query has answered, `loading` is true (no "nothing found" flash while typing).
import Taro from '@tarojs/taro';
import { useCallback, useRef, useState } from 'react';
import type { Page } from '@contract/content';
import { useLoadEffect } from './useLoadEffect';

export const PAGE_SIZE = 20;

export interface ContentList<T, A> {
  list: T[];
  total: number;
  /** The last answer (extra fields such as the FAQ categories). */
  answer: A | null;
  /** The current query has not answered yet (show a skeleton). */
  loading: boolean;
  loadingMore: boolean;
  /** The current query failed (the request layer toasted why). */
  failed: boolean;
  /** Every item is loaded. */
  done: boolean;
  refresh(): Promise<void>;
  loadMore(): Promise<void>;
}

export function useContentList<T, A extends Page<T> = Page<T>>(
  fetchPage: (page: number, pageSize: number) => Promise<A>,
  deps: unknown[],
  /** more: false stops the next page at the bottom (a list on a hidden tab). */
  { enabled = true, more = true } = {},
): ContentList<T, A> {
  const [list, setList] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [answer, setAnswer] = useState<A | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  /** The deps the shown list answers. */
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const key = JSON.stringify(deps);
  const keyRef = useRef(key);
  keyRef.current = key;
  const page = useRef(0);
  const generation = useRef(0);
  const fetchRef = useRef(fetchPage);
  fetchRef.current = fetchPage;

  const refresh = useCallback(async () => {
    const mine = ++generation.current;
    const forKey = keyRef.current;
    setLoading(true);
    try {
      const data = await fetchRef.current(1, PAGE_SIZE);
      if (mine !== generation.current) return;
      page.current = 1;
      setList(data.list);
      setTotal(data.total);
      setAnswer(data);
      setFailed(false);
      setLoadedKey(forKey);
    } catch {
      if (mine !== generation.current) return;
      setFailed(true);
      setLoadedKey(forKey);
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, []);

  const stale = enabled && loadedKey !== key;
  const done = list.length >= total;

  const loadMore = useCallback(async () => {
    if (loading || loadingMore || done || stale || page.current === 0) return;
    const mine = generation.current;
    setLoadingMore(true);
    try {
      const data = await fetchRef.current(page.current + 1, PAGE_SIZE);
      if (mine !== generation.current) return;
      page.current += 1;
      setList((old) => [...old, ...data.list]);
      setTotal(data.total);
      setAnswer(data);
    } catch {
      // toasted by the request layer; scrolling down again retries
    } finally {
      setLoadingMore(false);
    }
  }, [loading, loadingMore, done, stale]);

  useLoadEffect(() => {
    if (enabled) refresh();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, key]);

  Taro.usePullDownRefresh(() => {
    const stop = () => Taro.stopPullDownRefresh();
    if (!enabled) return stop();
    refresh().then(stop, stop);
  });
  Taro.useReachBottom(() => {
    if (enabled && more) loadMore();
  });

  return { list, total, answer, loading: loading || stale, loadingMore, failed: failed && !stale, done, refresh, loadMore };
}
