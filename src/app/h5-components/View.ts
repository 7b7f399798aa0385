import TaroView from '@tarojs/components-react/dist/components/view/index.js';
import { createElement, forwardRef } from 'react';
import { webProps } from './aria';

/**
 * A plain <div>: Taro's HTML View keeps its class name in state, set again from an effect, so a changed
 * `className` shows a frame late, after a second render. That state serves `hoverClass` and `onLongPress`,
 * which neither the app nor NutUI uses; Taro's View still renders the Views that pass one.
 */
export const View = forwardRef<HTMLElement, Record<string, unknown>>(function View(props, ref) {
  const Element = props.hoverClass || props.onLongPress ? TaroView : 'div';
  return createElement(Element as never, { ...webProps(props), ref });
});
