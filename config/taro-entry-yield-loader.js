// Taro's H5 entry (what @tarojs/taro-loader makes of src/app.config.ts) evaluates every start-up module, creates
// the app and starts the router in one task: 250-450 ms at Lighthouse's 4x CPU slowdown, all of it blocking.
// This splits it into tasks, letting the browser in between: each of Taro's own imports (its platform runtime, API,
// router, React) in a task of its own, as an eager import() naming the exports used (same chunk, same tree shaking), the
// modules named in the `first` option (each in a task of its own: the stores with MobX), the app's own modules
// (src/app.tsx and the rest it imports), creating the app and its history, then routing to the first page. The
// order of everything is unchanged; the style sheets stay static imports, so the CSS keeps its order. An import() of
// an index takes all it re-exports: the `from` option names the module of its own to import instead (the app's
// `@tarojs/components` is one per component). The `keep` option names imports left static: one evaluated first
// anyway, or one an import() would cost bytes (a module imported so is not concatenated). The build fails if
// Taro's entry changes.
const appImport = /^import component from ("[^"]+")$/m;
const imports = /^import (?:(.+) from )?('[^']+')\n/gm;
const create = 'var inst = createReactApp(component,';
const route = '\ncreateRouter(history, inst, config,';

/** `{ a, b as c }`, `* as X` or `X` -> the names bound and what each reads from the module's namespace. */
function bindings(clause) {
  const named = clause.match(/^\{ (.+) \}$/);
  if (named) {
    return named[1].split(', ').map((spec) => {
      const [from, as = from] = spec.split(' as ');
      return { name: as, read: `.${from}` };
    });
  }
  const all = clause.match(/^\* as (\w+)$/);
  if (all) return [{ name: all[1], read: '' }];
  if (/^\w+$/.test(clause)) return [{ name: clause, read: '.default' }];
  throw new Error(`${__filename}: Taro's H5 entry changed (import ${clause})`);
}

/** The entry's head: its style sheets and kept imports as they were, then each other import in a task of its own. */
function stageImports(head, { from = {}, keep = [] }) {
  const sheets = [];
  const staged = [];
  const rest = head.replace(imports, (line, clause, request) => {
    if (/\.css'$/.test(request) || keep.includes(request.slice(1, -1))) sheets.push(line);
    else
      staged.push({
        request: from[request.slice(1, -1)] ? JSON.stringify(from[request.slice(1, -1)]) : request,
        names: clause ? bindings(clause) : [],
      });
    return '';
  });
  const names = staged.flatMap((s) => s.names.map((n) => n.name));
  const steps = staged.map(({ request, names: bound }) => {
    const used = bound.every((n) => n.read.startsWith('.')) ? `, webpackExports: ${JSON.stringify(bound.map((n) => n.read.slice(1)))}` : '';
    const assign = bound.map((n) => `${n.name} = m${n.read}\n`).join('');
    return `stage(function () { return import(/* webpackMode: "eager"${used} */ ${request}) }, function (m) {\n${assign}`;
  });
  return {
    open: `${sheets.join('')}var ${names.join(', ')}
function stage(load, then) {
  setTimeout(function () { load().then(then).catch(function (e) { setTimeout(function () { throw e }) }) })
}
${steps.join('')}${rest}`,
    close: staged.map(() => '})\n').join(''),
  };
}

module.exports = function entryYield(source) {
  const options = this.getOptions();
  const first = (options.first || []).map((request) => `require(${JSON.stringify(request)})\nsetTimeout(function () {\n`);
  const parts = source.replace(appImport, '').split(create);
  if (!appImport.test(source) || parts.length !== 2 || parts[1].split(route).length !== 2) {
    throw new Error(`${__filename}: Taro's H5 entry changed`);
  }
  const [head, tail] = parts;
  const [app, router] = tail.split(route);
  const staged = stageImports(head, options);
  return `${staged.open}setTimeout(function () {
${first.join('')}var component = require(${source.match(appImport)[1]}).default
setTimeout(function () {
${create}${app}
setTimeout(function () {${route}${router}
})
})
})
${first.map(() => '})\n').join('')}${staged.close}`;
};
