import { act, render } from '@testing-library/react';
import { createElement } from 'react';
import { addStrings, setLang, t, useT } from '@/locales';

// Run-time keys (not in keys.ts), as the result page and the admin kinds pass them.
const say = t as (key: string, options?: Record<string, unknown>) => string;

addStrings({ test: { greet: '你好，{{name}}', spaced: '共 {{ n }} 件，{{n}} 件', onlyZh: '只有中文', group: { leaf: '叶' } } }, {
  test: { greet: 'Hello, {{name}}', spaced: '{{ n }} in all, {{n}} items', group: { leaf: 'Leaf' } },
} as never);

beforeEach(() => setLang('zh_CN'));

it('looks a key up in the current language, else in Chinese', () => {
  expect(t('tab.home')).toBe('首页');
  setLang('en');
  expect(t('tab.home')).toBe('Home');
  expect(say('test.onlyZh')).toBe('只有中文');
});

it('fills {{values}}, spaces inside the braces or not, without escaping', () => {
  setLang('en');
  expect(say('test.greet', { name: '<b>Ann</b>' })).toBe('Hello, <b>Ann</b>');
  expect(say('test.spaced', { n: 0 })).toBe('0 in all, 0 items');
});

it('leaves a placeholder whose value is not given, and fills a null one with nothing', () => {
  expect(say('test.greet', { other: 1 })).toBe('你好，{{name}}');
  expect(say('test.greet', { name: null })).toBe('你好，');
});

it('gives the defaultValue, interpolated, for a missing key, else the key itself', () => {
  expect(say('adminArea.kind.new_kind', { defaultValue: 'new_kind' })).toBe('new_kind');
  expect(say('test.missing', { defaultValue: 'No. {{no}}', no: 'A1' })).toBe('No. A1');
  expect(say('test.missing')).toBe('test.missing');
  expect(say('Claim {{no}} received', { no: 'C9' })).toBe('Claim C9 received');
});

it('takes a key that names a group of strings as missing', () => {
  expect(say('test.group')).toBe('test.group');
  expect(say('test.group', { defaultValue: 'Group' })).toBe('Group');
  expect(say('test.group.leaf')).toBe('叶');
});

it('merges strings added later into the loaded languages, keeping the others', () => {
  addStrings({ test: { group: { more: '更多' } } }, { test: { group: { more: 'More' } } });
  setLang('en');
  expect(say('test.group.more')).toBe('More');
  expect(say('test.group.leaf')).toBe('Leaf');
  expect(say('test.greet', { name: 'Bo' })).toBe('Hello, Bo');
});

it('re-renders a component using useT when the language switches', () => {
  const Tab = () => createElement('span', null, useT()('tab.home'));
  const { container, unmount } = render(createElement(Tab));
  expect(container.textContent).toBe('首页');
  act(() => {
    setLang('en');
  });
  expect(container.textContent).toBe('Home');
  unmount();
});

it('on H5 waits for the chosen language, then shows it with the areas added before', async () => {
  jest.resetModules();
  jest.doMock('@/locales/bundles', () => ({
    BUNDLED: [],
    coreStrings: (lang: string) => Promise.resolve({ tab: { home: lang === 'en' ? 'Home' : '首页' } }),
  }));
  const h5 = require('@/locales') as typeof import('@/locales');
  h5.addStrings({ test: { x: '叉' } }, { test: { x: 'X' } });
  await h5.setLang('en');
  await h5.langReady();
  expect((h5.t as typeof say)('tab.home')).toBe('Home');
  expect((h5.t as typeof say)('test.x')).toBe('X');
  jest.dontMock('@/locales/bundles');
});
