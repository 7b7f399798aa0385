// One object from the server on a page: fetched when `deps` change (id, language), with pull-to-refresh.
// `notFound`: the server has no such object (40004), which a retry cannot change.
import Taro from '@tarojs/taro';
import { useCallback, useRef, useState } from 'react';
import { isNotFound } from '@/services/request';
import { useLoadEffect } from './useLoadEffect';

export function useContentItem<T>(fetch: () => Promise<T>, deps: unknown[], { enabled = true } = {}) {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(enabled);
  const [failed, setFailed] = useState(false);
  const [notFound, setNotFound] = useState(false);
  const generation = useRef(0);
  const fetchRef = useRef(fetch);
  fetchRef.current = fetch;

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    setLoading(true);
    setFailed(false);
    setNotFound(false);
    try {
      const answer = await fetchRef.current();
      if (mine === generation.current) setData(answer);
    } catch (err) {
      if (mine !== generation.current) return;
      setFailed(true); // the request layer toasted why
      setNotFound(isNotFound(err));
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, []);

  useLoadEffect(() => {
    if (enabled) reload();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, ...deps]);

  Taro.usePullDownRefresh(() => {
    const stop = () => Taro.stopPullDownRefresh();
    if (!enabled) return stop();
    reload().then(stop, stop);
  });

  return { data, loading, failed, notFound, reload };
}
