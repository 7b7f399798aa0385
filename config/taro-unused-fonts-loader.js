// Two icon fonts Taro's H5 code embeds as data URLs that nothing in the app draws with (~6 KB gz on every first
// load): WeUI's, in the base stylesheet its H5 runtime imports (taro-components.css; only Taro's Icon, Checkbox and
// Radio use it, and the app uses NutUI's: src/app/h5-components exports none of Taro's, so importing one fails the
// build), and Taro's own, in the style its toast and modal insert (interaction/index.js; their icons are SVG
// images). This drops both @font-face rules; the build fails if one is not found once (check whether it still
// applies after a Taro update).
const UNUSED_FONT = /@font-face\{[^}]*font-family:(?:weui|"taro");[^}]*\}/g;

module.exports = function dropUnusedFonts(source) {
  if ((source.match(UNUSED_FONT) || []).length !== 1) throw new Error(`${__filename}: ${this.resourcePath} changed`);
  return source.replace(UNUSED_FONT, '');
};
