import TaroScrollView from '@tarojs/components-react/dist/components/scroll-view/index.js';
import { createElement, forwardRef, useImperativeHandle, useLayoutEffect, useRef } from 'react';

/**
 * Taro's scroll view, reachable by keyboard (and so scrollable without touch), as a scrollable region must be.
 * Taro's component passes no other attribute to its element, so the tab stop is set on the element itself.
 */
export const ScrollView = /*#__PURE__*/ forwardRef<HTMLElement, Record<string, unknown>>(function FocusableScrollView(props, ref) {
  const element = useRef<HTMLElement>(null);
  useImperativeHandle(ref, () => element.current as HTMLElement, []);
  useLayoutEffect(() => element.current?.setAttribute('tabindex', '0'), []);
  return createElement(TaroScrollView as never, { ...props, ref: element });
});
