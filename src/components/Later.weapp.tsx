// The mini-program's Later (Taro picks this file for the weapp build): drawn at once, as the rest of the page. The
// first render is cut in two only on H5, where the first screen sent in the HTML covers the wait.
import type { ReactNode } from 'react';

export function Later({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
