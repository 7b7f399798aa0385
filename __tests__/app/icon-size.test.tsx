// No icon draws without a size: NutUI sizes its icons with a stylesheet the app does not load, and on H5 an
// unsized icon's inline SVG drew at the browser's default 300px (registration's agreement checkbox, the agent
// withdrawal form's radios). src/app.css gives every icon NutUI's 16px square (32px at the app's 750px design width).
import { Checkbox, Radio } from '@nutui/nutui-react-taro';
import Taro from '@tarojs/taro';
import { render } from '@testing-library/react';
import fs from 'fs';
import path from 'path';
import { createElement } from 'react';
import { InlineIcon } from '@/app/h5-icon';
import RegisterPage from '@/pages/register/index';
import { RootStore } from '@/stores';
import { createFakeHttp } from '../support/fake-http';
import { mountPage } from '../support/mount';

beforeEach(() => {
  const style = document.createElement('style');
  style.textContent = fs.readFileSync(path.join(__dirname, '../../src/app.css'), 'utf8');
  document.head.appendChild(style);
});
afterEach(() => {
  document.head.innerHTML = '';
});

/** Width, height and display of an icon as the page's CSS lays it out. */
const box = (icon: Element) => {
  const s = getComputedStyle(icon);
  return [s.width, s.height, s.display];
};

it("sizes the registration page's agreement checkbox", async () => {
  Taro.setStorageSync('lang', 'en');
  const page = await mountPage(RegisterPage, new RootStore(createFakeHttp({}).http));
  // The agreement is drawn a task after the fields (components/Later).
  const icon = await page.utils.queries.waitForQuerySelector('.register-agree .nut-checkbox .nut-icon');
  expect(box(icon)).toEqual(['32px', '32px', 'inline-block']);
});

it('sizes radio and checkbox icons wherever they are used, and keeps a size given to an icon', async () => {
  const Form = () =>
    createElement(
      'div',
      null,
      createElement(Radio.Group, { value: 'a' }, createElement(Radio, { value: 'a' }, 'A'), createElement(Radio, { value: 'b' }, 'B')),
      createElement(Checkbox, { checked: true, label: 'C' }),
    );
  await mountPage(Form, new RootStore(createFakeHttp({}).http));
  const icons = [...document.querySelectorAll('.nut-radio .nut-icon, .nut-checkbox .nut-icon')];
  expect(icons).toHaveLength(3);
  for (const icon of icons) expect(box(icon)).toEqual(['32px', '32px', 'inline-block']);
  // H5's inline icon: no size of its own falls back to the stylesheet; a size given wins.
  const bare = render(createElement(InlineIcon, { name: 'Checked', viewBox: '0 0 1024 1024', paths: '' })).container.querySelector('i')!;
  expect(box(bare)).toEqual(['32px', '32px', 'inline-block']);
  const sized = render(
    createElement(InlineIcon, { name: 'Checked', viewBox: '0 0 1024 1024', paths: '', size: 24 }),
  ).container.querySelector('i')!;
  expect(box(sized)).toEqual(['24px', '24px', 'inline-block']);
});
