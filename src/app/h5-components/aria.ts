import { type ComponentType, createElement, forwardRef } from 'react';

/**
 * WeChat's accessibility props (`ariaRole`, `ariaChecked`, `ariaLabel`...) as web ARIA attributes: the role is
 * `role` on the web (NutUI's Switch, Checkbox, Radio, Popup, Dialog and Toast gave `aria-role="..."`, which
 * browsers and screen readers ignore), and the others are written as attributes (`aria-checked`), which every
 * WebView reads, rather than left to the DOM's `ariaChecked` property, which older ones lack.
 */
export function webProps({ ariaRole, ...props }: Record<string, unknown>) {
  const out: Record<string, unknown> = ariaRole === undefined ? {} : { role: ariaRole };
  for (const [name, value] of Object.entries(props)) out[/^aria[A-Z]/.test(name) ? `aria-${name.slice(4).toLowerCase()}` : name] = value;
  return out;
}

export function webAria(Component: ComponentType<never> | string) {
  return forwardRef<HTMLElement, Record<string, unknown>>(function WebAria(props, ref) {
    return createElement(Component as never, { ...webProps(props), ref });
  });
}
