// Stands in for lodash.kebabcase in both builds (config/index.ts): NutUI's ConfigProvider is its only user, to turn
// theme keys (`nutuiBrandColor2`) into CSS variable names (`nutui-brand-color-2`). lodash's Unicode word tables
// (~14 KB raw) are not needed for those ASCII keys.
const WORD = /[A-Z]{2,}(?=[A-Z][a-z]|\d|\b)|[A-Z]?[a-z]+|[A-Z]+|\d+/g;

export default function kebabCase(text: string): string {
  return (String(text).match(WORD) ?? []).map((word) => word.toLowerCase()).join('-');
}
