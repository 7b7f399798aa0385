// Taro's H5 entry (what @tarojs/taro-loader makes of src/app.config.ts) evaluates every start-up module, creates
// the app and starts the router in one task: 250-450 ms at Lighthouse's 4x CPU slowdown, all of it blocking.
// This splits it into three tasks, letting the browser in between: Taro's runtime and router (the static imports),
// then the app's own modules (src/app.tsx and what it imports: stores, request layer, strings), then creating the
// app and routing to the first page. The order of everything is unchanged. The build fails if Taro's entry changes.
const appImport = /^import component from ("[^"]+")$/m;
const start = 'var inst = createReactApp(component,';

module.exports = function entryYield(source) {
  if (!appImport.test(source) || source.split(start).length !== 2) throw new Error(`${__filename}: Taro's H5 entry changed`);
  const [head, tail] = source.replace(appImport, '').split(start);
  const app = source.match(appImport)[1];
  return `${head}setTimeout(function () {
var component = require(${app}).default
setTimeout(function () {
${start}${tail}
})
})
`;
};
