import { formatMoney, toMinorUnits } from '@/utils/money';
import { cmToMm, gramsToKg, kgToGrams, mmToCm } from '@contract/units';

it.each([
  [1250, 'NZD', 'NZ$12.50'],
  [5, 'AUD', 'A$0.05'],
  [123456789, 'NZD', 'NZ$1,234,567.89'],
  [-1999, 'AUD', '-A$19.99'],
  [100000, 'CNY', '¥1,000.00'],
  [0, 'NZD', 'NZ$0.00'],
  [700, 'EUR', 'EUR 7.00'],
])('formatMoney(%p, %p) = %p', (minor, currency, text) => {
  expect(formatMoney(minor, currency)).toBe(text);
});

it.each([
  ['12.50', 1250],
  ['12.5', 1250],
  ['3', 300],
  ['0.1', 10],
  ['19.99', 1999],
  ['1.234', NaN],
  ['', NaN],
  ['-1', NaN],
  ['1e3', NaN],
])('toMinorUnits(%p) = %p', (text, minor) => expect(toMinorUnits(text)).toBe(minor));

it.each([
  ['1.25', 1250],
  ['1.255', 1255],
  ['0.001', 1],
  ['2', 2000],
  ['1.2345', NaN],
  ['abc', NaN],
  ['1,5', NaN],
])('kgToGrams(%p) = %p', (kg, g) => expect(kgToGrams(kg)).toBe(g));

it.each([
  ['30', 300],
  ['20.5', 205],
  ['0.1', 1],
  ['30.55', NaN],
])('cmToMm(%p) = %p', (cm, mm) => expect(cmToMm(cm)).toBe(mm));

it('formats back', () => {
  expect(gramsToKg(1250)).toBe('1.25');
  expect(gramsToKg(3000)).toBe('3');
  expect(mmToCm(1200)).toBe('120');
});
