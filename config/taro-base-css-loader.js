// Taro's H5 base stylesheet (@tarojs/components' taro-components.css, imported by its H5 runtime) embeds the WeUI
// icon font as a data URL: ~6 KB of base64, ~4.5 KB gz on every first load. Only Taro's Icon, Checkbox and Radio
// draw with it; the app uses NutUI's (src/app/h5-components exports none of Taro's, so importing one fails the
// build). This drops the font; the build fails if Taro's stylesheet changed (check whether it still applies).
const WEUI_FONT = /@font-face\{[^}]*font-family:weui;[^}]*\}/g;

module.exports = function dropWeuiFont(source) {
  if ((source.match(WEUI_FONT) || []).length !== 1) throw new Error(`${__filename}: Taro's base stylesheet changed`);
  return source.replace(WEUI_FONT, '');
};
