// The row whose detail is open lives in the URL (`open`) beside the list's filters: a link from the search box, or a
// reload, opens it again. The list itself does not read it (opening a row keeps the page and asks nothing again).
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export const OPEN_KEY = 'open';

export function useOpenRow(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const open = Number(params.get(OPEN_KEY)) || null;
  const setOpen = useCallback(
    (id: number | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(OPEN_KEY, String(id));
        else next.delete(OPEN_KEY);
        return next;
      }),
    [setParams],
  );
  return [open, setOpen];
}
