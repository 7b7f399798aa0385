// Taro's H5 components as the H5 build resolves them (src/app/h5-components): WeChat's accessibility props come out
// as web ARIA attributes, so a NutUI Switch is announced as a switch; View is a plain <div> that follows its props at once.
import { act, render } from '@testing-library/react';
import { createElement } from 'react';
import { webAria } from '@/app/h5-components/aria';
import { View } from '@/app/h5-components/View';

it('turns ariaRole into role and keeps the other aria attributes', () => {
  const Box = webAria('test-view');
  const { container } = render(createElement(Box, { ariaRole: 'switch', ariaChecked: false, ariaLabel: '购买保险' } as never));
  const el = container.querySelector('test-view')!;
  expect(el.getAttribute('role')).toBe('switch');
  expect(el.hasAttribute('aria-role')).toBe(false);
  expect([el.getAttribute('aria-checked'), el.getAttribute('aria-label')]).toEqual(['false', '购买保险']);
});

it('renders View as a div whose class follows its className in the same render', () => {
  const { container, rerender } = render(createElement(View, { className: 'tab', ariaRole: 'tab' }));
  const el = container.firstElementChild!;
  expect([el.tagName, el.className, el.getAttribute('role')]).toEqual(['DIV', 'tab', 'tab']);
  rerender(createElement(View, { className: 'tab tab--active', ariaRole: 'tab' }));
  expect(container.firstElementChild!.className).toBe('tab tab--active');
});

it("leaves a View with onLongPress to Taro's View, which calls it after a 350 ms touch", () => {
  jest.useFakeTimers();
  const onLongPress = jest.fn();
  const { container } = render(createElement(View, { className: 'row', onLongPress }));
  act(() => {
    container.firstElementChild!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    jest.advanceTimersByTime(400);
  });
  expect(onLongPress).toHaveBeenCalledTimes(1);
  jest.useRealTimers();
});
