// NutUI's theme keys become the same CSS variable names as with lodash.kebabcase, which the builds replace.
import lodashKebabCase from 'lodash.kebabcase';
import kebabCase from '@/app/kebab-case';

it('names theme variables as lodash.kebabcase does', () => {
  const keys = [
    'nutuiBrandColor',
    'nutuiColorPrimary2',
    'buttonDefaultHeight',
    'nutui-brand',
    'primaryColorEnd',
    'a1B2',
    'HTMLFontSize',
    'tabs_titles_gap',
    'Picker Title',
  ];
  expect(keys.map(kebabCase)).toEqual(keys.map((key) => lodashKebabCase(key)));
  expect(kebabCase('nutuiColorPrimary2')).toBe('nutui-color-primary-2');
});
