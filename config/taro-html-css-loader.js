// Taro's HTML components (@tarojs/components-react) come with one stylesheet for all of them, which Taro's H5
// entry imports: every first load carried the styles of Taro's Picker (one refund page uses it) and of its WeUI
// icons (the app uses NutUI's; their font is dropped by taro-unused-fonts-loader.js). Without a query this keeps the
// rest; with `?picker` (src/app/h5-components/Picker.ts) only the Picker's rules, so they load with that page.
// The build fails if either group is not found (Taro's stylesheet changed: check whether this still applies).
const postcss = require('postcss');

const isPicker = (node) =>
  node.type === 'rule' ? node.selector.includes('taro-picker') : node.name.endsWith('keyframes') && node.params.startsWith('taro-picker');
const isIcon = (node) => node.type === 'rule' && node.selectors.every((s) => s.includes('weui-icon'));

module.exports = function splitTaroHtmlCss(source) {
  const root = postcss.parse(source);
  const top = root.nodes.filter((node) => node.type === 'rule' || node.type === 'atrule');
  if (!top.some(isPicker) || !top.some(isIcon)) throw new Error(`${__filename}: Taro's HTML component styles changed`);
  const keep = this.resourceQuery === '?picker' ? isPicker : (node) => !isPicker(node) && !isIcon(node);
  for (const node of top) if (!keep(node)) node.remove();
  return root.toString();
};
