// A React proxy for one of Taro's H5 (Stencil) components, as @tarojs/components/lib/react makes them.
import { manipulatePropsFunction } from '@tarojs/components/lib/react/helper';
import { createReactComponent } from '@tarojs/components/lib/react/react-component-lib';
import { createElement, forwardRef } from 'react';

/**
 * WeChat's accessibility props become attributes by name (`ariaChecked` -> `aria-checked`), but the role is
 * `ariaRole` there and `role` on the web: NutUI's Switch, Checkbox, Radio, Popup, Dialog and Toast gave
 * `aria-role="..."`, which browsers and screen readers ignore.
 */
export function proxy(tag: string, define: () => void) {
  const Element = createReactComponent(tag, undefined, manipulatePropsFunction, define);
  return forwardRef<HTMLElement, { ariaRole?: string } & Record<string, unknown>>(function WebAria({ ariaRole, ...props }, ref) {
    return createElement(Element as never, { ...(ariaRole === undefined ? {} : { role: ariaRole }), ...props, ref });
  });
}
