// A value that follows `value` once it has stopped changing for `wait` ms (search boxes: 500 ms).
import { useEffect, useMemo, useState } from 'react';
import { debounce } from '@/utils/timing';

export function useSearchKeyword<T>(value: T, wait = 500): [T, (now: T) => void] {
  const [settled, setSettled] = useState(value);
  const update = useMemo(() => debounce((next: T) => setSettled(next), wait), [wait]);
  useEffect(() => {
    update(value);
  }, [value, update]);
  useEffect(() => () => update.cancel(), [update]);
  /** Skips the wait (a search button, a suggestion tapped). */
  const now = (next: T) => {
    update.cancel();
    setSettled(next);
  };
  return [settled, now];
}
