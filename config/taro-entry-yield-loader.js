// Taro's H5 entry (what @tarojs/taro-loader makes of src/app.config.ts) evaluates every start-up module, creates
// the app and starts the router in one task: 250-450 ms at Lighthouse's 4x CPU slowdown, all of it blocking.
// This splits it into tasks, letting the browser in between: Taro's runtime and router (the static imports), the
// modules named in the `first` option (each in a task of its own: the stores with MobX), the app's own modules
// (src/app.tsx and the rest it imports), creating the app and its history, then routing to the first page. The
// order of everything is unchanged. The build fails if Taro's entry changes.
const appImport = /^import component from ("[^"]+")$/m;
const create = 'var inst = createReactApp(component,';
const route = '\ncreateRouter(history, inst, config,';

module.exports = function entryYield(source) {
  const first = (this.getOptions().first || []).map((request) => `require(${JSON.stringify(request)})\nsetTimeout(function () {\n`);
  const parts = source.replace(appImport, '').split(create);
  if (!appImport.test(source) || parts.length !== 2 || parts[1].split(route).length !== 2) {
    throw new Error(`${__filename}: Taro's H5 entry changed`);
  }
  const [head, tail] = parts;
  const [app, router] = tail.split(route);
  return `${head}setTimeout(function () {
${first.join('')}var component = require(${source.match(appImport)[1]}).default
setTimeout(function () {
${create}${app}
setTimeout(function () {${route}${router}
})
})
})
${first.map(() => '})\n').join('')}`;
};
