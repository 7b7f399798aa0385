// H5: each NutUI icon module (@nutui/icons-react-taro) draws its icon as a CSS mask over an SVG data URL. Chromium
// builds a separate SVG document for every such image when it first computes styles: on the home page's ten
// feature icons that was 60-180 ms of style recalculation at Lighthouse's 4x CPU slowdown. This decodes each icon's
// SVG at build time and renders it inline (src/app/h5-icon.tsx), its paths in the icon's colour (currentColor), as
// the mask painted them. The build fails if an icon module no longer has the shape this expects.
const path = require('path');

const call =
  /React\.createElement\(Icon, \{ \.\.\.realProps, name: (realProps\.name \|\| "\w+"), svg64: "data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)" \}\)/;
const inlineIcon = JSON.stringify(path.join(__dirname, '..', 'src', 'app', 'h5-icon.ts'));

module.exports = function inlineNutIcon(source) {
  const found = source.match(call);
  if (!found) {
    if (/svg64: "data:/.test(source)) throw new Error(`${__filename}: ${this.resourcePath} changed`);
    return source; // the template and config modules
  }
  const svg = Buffer.from(found[2], 'base64').toString('utf8');
  const viewBox = /<svg[^>]*\sviewBox="([^"]+)"/.exec(svg)?.[1];
  const body = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  if (!viewBox || !body || /<(?!\/?path\b)\w/.test(body)) throw new Error(`${__filename}: ${this.resourcePath} is not paths only`);
  const paths = body.replace(/\s(fill|stroke)="(?!none")[^"]*"/g, ' $1="currentColor"');
  const props = `{ ...realProps, name: ${found[1]}, viewBox: ${JSON.stringify(viewBox)}, paths: ${JSON.stringify(paths)} }`;
  return `import { InlineIcon } from ${inlineIcon};\n${source.replace(call, `React.createElement(InlineIcon, ${props})`)}`;
};
