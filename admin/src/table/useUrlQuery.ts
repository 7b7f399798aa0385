// A list's state (page, sort, filters) lives in the URL's query: a link or a reload shows the same rows.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export type UrlQuery = Record<string, string | undefined>;

export function useUrlQuery(): [UrlQuery, (patch: UrlQuery) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => Object.fromEntries(params.entries()) as UrlQuery, [params]);
  /** Merges `patch` (undefined or '' removes a key); any change but the page's goes back to page 1. */
  const update = useCallback(
    (patch: UrlQuery) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in patch)) next.delete('page');
        return next;
      }),
    [setParams],
  );
  return [query, update];
}
