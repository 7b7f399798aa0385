// Taro's H5 components as the H5 build resolves them (src/app/h5-components): WeChat's accessibility props come out
// as web ARIA, so a NutUI Switch is announced as a switch.
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { proxy } from '@/app/h5-components/proxy';

const Box = proxy('test-view', () => {});

it('turns ariaRole into role and keeps the other aria attributes', () => {
  const { container } = render(createElement(Box, { ariaRole: 'switch', ariaChecked: false, ariaLabel: '购买保险' } as never));
  const el = container.querySelector('test-view')!;
  expect(el.getAttribute('role')).toBe('switch');
  expect(el.hasAttribute('aria-role')).toBe(false);
  expect([el.getAttribute('aria-checked'), el.getAttribute('aria-label')]).toEqual(['false', '购买保险']);
});
