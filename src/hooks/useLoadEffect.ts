// For an effect that starts a page's requests: it runs as the page commits (a layout effect), not after the first
// paint as useEffect does, so the request goes out while the browser lays the page out instead of a frame later.
import { useLayoutEffect } from 'react';

export const useLoadEffect = useLayoutEffect;
