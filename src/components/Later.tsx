// Part of a page drawn in a task after the rest, on H5: a page's first render is one task, and at a slow phone's
// speed a long one blocks taps for as long; cut in two, neither does. Until it is drawn an empty element marks the
// page as not complete, so the first screen sent in the HTML stays over it (src/app/prerendered.ts) and nobody sees
// the page half drawn. The mini-program draws it at once (Later.weapp.tsx).
import { View } from '@tarojs/components';
import { type ReactNode, useEffect, useState } from 'react';

export const LATER_SELECTOR = '[data-later]';

export function Later({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (drawn) return undefined;
    const timer = setTimeout(() => setDrawn(true));
    return () => clearTimeout(timer);
  }, [drawn]);
  return drawn ? <>{children}</> : <View data-later />;
}
