// NutUI's icons as the H5 build has them: config/nutui-inline-icons-loader.js rewrites each icon module of the
// installed @nutui/icons-react-taro to draw inline SVG (src/app/h5-icon.tsx) instead of a CSS mask.
import { render } from '@testing-library/react';
import fs from 'fs';
import path from 'path';
import { createElement } from 'react';
import { InlineIcon } from '@/app/h5-icon';

const inlineNutIcon: (this: { resourcePath: string }, source: string) => string = require('../../config/nutui-inline-icons-loader.js');
const iconsDir = path.join(__dirname, '../../node_modules/@nutui/icons-react-taro/dist/es/icons');
const rewrite = (file: string) => inlineNutIcon.call({ resourcePath: file }, fs.readFileSync(path.join(iconsDir, file), 'utf8'));
/** The props the rewritten module passes to InlineIcon. */
const propsOf = (out: string) => {
  const [, viewBox, paths] = /viewBox: ("[^"]+"), paths: ("(?:[^"\\]|\\.)*")/.exec(out)!;
  return { viewBox: JSON.parse(viewBox) as string, paths: JSON.parse(paths) as string };
};

it('rewrites every icon of the installed package, and leaves its other modules alone', () => {
  const files = fs.readdirSync(iconsDir).filter((f) => f.endsWith('.js'));
  const icons = files.filter((f) => /svg64: "data:/.test(fs.readFileSync(path.join(iconsDir, f), 'utf8')));
  expect(icons.length).toBeGreaterThan(150);
  for (const file of icons) {
    const out = rewrite(file);
    expect(out).toContain('React.createElement(InlineIcon, { ...realProps, name: realProps.name || ');
    expect(out).not.toContain('svg64: "data:');
    const { viewBox, paths } = propsOf(out);
    expect(viewBox).toMatch(/^[\d. ]+$/);
    expect(paths).toMatch(/^(<path [^<]*\/>)+$/);
    expect(paths).not.toMatch(/(fill|stroke)="(?!currentColor|none)/);
  }
  for (const file of files.filter((f) => !icons.includes(f)))
    expect(rewrite(file)).toBe(fs.readFileSync(path.join(iconsDir, file), 'utf8'));
});

it('fails the build when an icon module changes shape', () => {
  const changed = fs
    .readFileSync(path.join(iconsDir, 'Store.js'), 'utf8')
    .replace('React.createElement(Icon, {', 'React.createElement(Icon, {\n');
  expect(() => inlineNutIcon.call({ resourcePath: 'Store.js' }, changed)).toThrow(/Store.js changed/);
});

it("draws the icon inline in its colour and size, with NutUI's classes", () => {
  const { viewBox, paths } = propsOf(rewrite('Store.js'));
  const { container } = render(
    createElement(InlineIcon, { name: 'Store', viewBox, paths, size: 24, color: '#ce3436', className: 'feature-icon-glyph' }),
  );
  const icon = container.querySelector('i')!;
  expect(icon.className).toBe('nut-icon nut-icon-Store feature-icon-glyph');
  expect([icon.style.width, icon.style.height, icon.style.color]).toEqual(['24px', '24px', 'rgb(206, 52, 54)']);
  const svg = icon.querySelector('svg')!;
  expect([svg.getAttribute('viewBox'), svg.getAttribute('fill'), svg.getAttribute('aria-hidden')]).toEqual([
    viewBox,
    'currentColor',
    'true',
  ]);
  expect(svg.querySelectorAll('path').length).toBeGreaterThan(0);
  expect(svg.querySelector('path')!.getAttribute('fill')).toBe('currentColor');
  // Without a colour it takes the text colour around it; a size in other units is kept as given.
  const plain = render(createElement(InlineIcon, { name: 'Store', viewBox, paths, width: '2em' })).container.querySelector('i')!;
  expect([plain.style.color, plain.style.width, plain.style.height]).toEqual(['', '2em', '']);
});
