// The row whose detail is open lives in the URL (`open`) beside the list's filters, and so does the detail's tab
// (`tab`): a link from the search box, or a reload, opens the same row at the same tab. The list itself reads
// neither (opening a row or a tab keeps the page and asks nothing again).
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const OPEN_KEY = 'open';
export const TAB_KEY = 'tab';

export function useOpenRow(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const open = Number(params.get(OPEN_KEY)) || null;
  const setOpen = useCallback(
    (id: number | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(OPEN_KEY, String(id));
        else next.delete(OPEN_KEY);
        // Another row (or none) starts at its first tab.
        if (String(id) !== current.get(OPEN_KEY)) next.delete(TAB_KEY);
        return next;
      }),
    [setParams],
  );
  return [open, setOpen];
}

/** The open row's tab, one of `tabs` (the first when the URL names none or another). */
export function useOpenTab<T extends string>(tabs: readonly T[]): [T, (tab: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get(TAB_KEY) as T | null;
  const setTab = useCallback(
    (tab: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(TAB_KEY, tab);
        return next;
      }),
    [setParams],
  );
  return [asked && tabs.includes(asked) ? asked : tabs[0], setTab];
}
