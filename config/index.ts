import { defineConfig, type UserConfigExport } from '@tarojs/cli';
import { readConfig } from '@tarojs/helper';
import fs from 'fs';
import path from 'path';
import type { Compiler } from 'webpack';
import type Chain from 'webpack-chain';
import zlib from 'zlib';
import devConfig from './dev';
import prodConfig from './prod';
import { RoutePreloadsFile } from './route-preloads';
import { ScriptsAfterPaint } from './scripts-after-paint';

const platform = process.env.TARO_ENV || 'h5';
const framework = (process.env.TARO_FRAMEWORK as 'react' | undefined) || 'preact';

class StatsFile {
  constructor(private file: string) {}
  apply(compiler: Compiler) {
    compiler.hooks.done.tap('StatsFile', (stats) => {
      // *Space: Infinity lists every module by name (the defaults fold them into unnamed "dependent modules" groups).
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        nestedModules: true,
        modules: false,
        ids: true,
        chunkOrigins: true,
        chunkModulesSpace: Infinity,
        nestedModulesSpace: Infinity,
        dependentModules: true,
        groupModulesByType: false,
      });
      fs.writeFileSync(this.file, JSON.stringify(json));
    });
  }
}
// Brotli and gzip copies beside every text asset of the H5 build (x.js -> x.js.br, x.js.gz), made once at build
// time at the highest levels; the server sends them to browsers that accept them (server/src/plugins/app/h5.ts).
class PreCompress {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tap('PreCompress', (compilation) => {
      const out = compilation.outputOptions.path ?? '';
      for (const name of Object.keys(compilation.assets)) {
        if (!/\.(js|css|html|svg|json|txt)$/.test(name)) continue;
        const file = path.join(out, name);
        const body = fs.readFileSync(file);
        if (body.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(body, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      }
    });
  }
}
/** src/app: the app shell and the build's stand-ins for parts of its libraries. */
const appDir = path.resolve(__dirname, '..', 'src', 'app');
const h5Components = path.join(appDir, 'h5-components');
const tabIcons = path.resolve(__dirname, '..', 'src', 'assets', 'tabbar');
/** NutUI's dependencies, trimmed in both builds. */
function trimNutui(chain: Chain) {
  // NutUI's icon index only re-exports the icons, but its package.json marks it as having side effects. Kept as a
  // module, it ties every icon the app uses anywhere to any chunk that imports one (NutUI's Input imports one), so
  // the login page loaded ~30 icons. Without side effects, each import goes straight to its icon's own module.
  chain.module.rule('nutui-icons-index').merge({
    test: /[\\/]@nutui[\\/]icons-react-taro[\\/]dist[\\/]es[\\/]index\.es\.js$/,
    sideEffects: false,
  });
  chain.resolve.alias.set('lodash.kebabcase$', path.join(appDir, 'kebab-case.ts'));
}
/**
 * Taro.request's polyfills (its import -> the script copied to static/polyfills/): left out of the H5 bundle and
 * loaded by src/index.html only in browsers that lack fetch or AbortController.
 */
const POLYFILLS: Record<string, string> = {
  'whatwg-fetch': 'whatwg-fetch/dist/fetch.umd.js',
  'abortcontroller-polyfill/dist/abortcontroller-polyfill-only': 'abortcontroller-polyfill/dist/abortcontroller-polyfill-only.js',
};
/** The tab pages of src/app.config.ts ('pages/home/index' ...). */
const tabPages = (): string[] =>
  readConfig(path.resolve(__dirname, '..', 'src', 'app.config.ts')).tabBar.list.map((item: { pagePath: string }) => item.pagePath);
const typesDir = path.resolve(__dirname, '..', 'types');
// Compiled by Babel too: types/api.ts (outside src), which holds runtime constants.
const compileInclude = [typesDir];

// Taro build config for both targets: dist/h5 (served by the API server) and dist/weapp (WeChat DevTools).
export default defineConfig<'webpack5'>(async (merge, { mode }) => {
  // TARO_OUTPUT_ROOT lets an experiment build beside the real dist/ without clobbering it.
  const outputRoot = process.env.TARO_OUTPUT_ROOT || `dist/${platform}`;
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'parcel-forwarding-app',
    date: '2026-11-21',
    // NutUI is designed at 375px; our own styles at 750 like every Taro template.
    designWidth(input) {
      const file = String((typeof input === 'object' && input?.file) || '').replace(/\\+/g, '/');
      return file.includes('@nutui') ? 375 : 750;
    },
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot,
    plugins: [],
    defineConstants: {
      API_BASE: JSON.stringify(process.env.TARO_APP_API_BASE || ''),
      MAX_PAGE_WIDTH: JSON.stringify(process.env.TARO_APP_MAX_WIDTH || '750px'),
      // WeChat official-account appid for the H5 OAuth login inside WeChat's browser ('' hides that button).
      WECHAT_OA_APPID: JSON.stringify(process.env.TARO_APP_WECHAT_OA_APPID || ''),
    },
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      '@contract': typesDir,
    },
    copy: {
      patterns:
        platform === 'h5'
          ? [
              ...Object.values(POLYFILLS).map((file) => ({
                from: `node_modules/${file}`,
                to: `${outputRoot}/static/polyfills/${path.basename(file)}`,
              })),
              // favicon, touch icon, manifest (scripts/make-app-icons.js) at the site root, where browsers look
              { from: 'src/assets/app-icon/', to: `${outputRoot}/` },
            ]
          : [],
      options: {},
    },
    // Both builds run on Preact (preact/compat stands in for react and react-dom: ~35 KB gz less on every H5 first
    // load, ~85 KB less in the mini-program's main package); the tests keep React. TARO_FRAMEWORK=react builds on
    // React to compare (scripts/check-weapp-render.js runs the mini-program either way).
    framework,
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    // Taro's Terser writes every non-ASCII character of the mini-program as \uXXXX: 6 bytes for a Chinese character that
    // UTF-8 (WeChat's script encoding) writes in 3, and the strings of the main package's pages are mostly Chinese.
    // Taro's mini-program Terser options also turn off Terser's default variable and function inlining (copied from an
    // old create-react-app config that worked around Terser bugs since fixed): back on they take 6 KB off the main
    // package (0.702 -> 0.696 MB). `typeofs` stays off (it would turn `typeof x == 'undefined'` into a ReferenceError).
    ...(platform === 'h5'
      ? {}
      : {
          terser: {
            enable: true,
            config: {
              compress: { collapse_vars: true, reduce_vars: true, reduce_funcs: true, inline: true, hoist_props: true, passes: 2 },
              output: { ascii_only: false },
            },
          },
        }),
    cache: { enable: false },
    mini: {
      compile: { include: compileInclude },
      // Taro's templates (base.wxml ...) without the indentation and line breaks between their tags: ~1.7 KB.
      minifyXML: { collapseWhitespace: true },
      // `WEAPP_STATS=path npm run build:weapp` writes module sizes per chunk for bench/h5-modules.js; `WEAPP_SOURCEMAP=1`
      // adds source maps beside the scripts, to see which source the minified bytes of the main package come from.
      webpackChain(chain, webpack) {
        trimNutui(chain);
        if (framework === 'preact')
          chain
            .plugin('mini-preact-dom')
            .use(webpack.NormalModuleReplacementPlugin, [/^react-dom$/, path.join(appDir, 'mini-preact-dom.js')]);
        if (process.env.WEAPP_STATS) chain.plugin('stats-file').use(StatsFile, [process.env.WEAPP_STATS]);
        if (process.env.WEAPP_SOURCEMAP) chain.devtool('hidden-source-map');
        chain.module
          .rule('nutui-icon-data-weapp')
          .test(/[\\/]@nutui[\\/]icons-react-taro[\\/]dist[\\/]es[\\/]icons[\\/]\w+\.js$/)
          .enforce('pre')
          .use('percent-encode')
          .loader(path.join(__dirname, 'nutui-icon-data-loader.js'));
      },
      // NutUI's per-component CSS meets in shared chunks in differing orders; its rules don't overlap.
      miniCssExtractPluginOption: { ignoreOrder: true },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
    },
    h5: {
      compile: { include: compileInclude },
      publicPath: '/',
      staticDirectory: 'static',
      router: { mode: 'browser' }, // history URLs; do NOT set basename '/' (breaks every route in 4.2.1)
      // Taro's HTML components (@tarojs/components-react) instead of its Stencil web components: see
      // src/app/h5-components, which picks them one by one.
      useHtmlComponents: true,
      output: { filename: 'js/[name].[contenthash:8].js', chunkFilename: 'js/[name].[contenthash:8].js' },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[name].[contenthash:8].css',
      },
      postcss: {
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
      webpackChain(chain, webpack) {
        // Spec §2: a page chunk that has not loaded in 60 s fails (src/app/page-loader.ts shows the error view).
        chain.output.chunkLoadTimeout(60000);
        trimNutui(chain);
        // `H5_STATS=path npm run build:h5` writes module sizes per chunk for bench/h5-modules.js.
        if (process.env.H5_STATS) chain.plugin('stats-file').use(StatsFile, [process.env.H5_STATS]);
        // `H5_SOURCEMAP=1` adds source maps, so bench/h5-profile.js can name the source behind main-thread time.
        if (process.env.H5_SOURCEMAP) chain.devtool('source-map');
        if (mode !== 'development') chain.plugin('route-preloads').use(RoutePreloadsFile, ['/', tabPages()]);
        if (mode !== 'development') chain.plugin('pre-compress').use(PreCompress);
        // The entry scripts run after the first frame: the page drawn in the HTML paints first (scripts-after-paint.ts).
        if (mode !== 'development') chain.plugin('scripts-after-paint').use(ScriptsAfterPaint);
        // `@tarojs/components` is src/app/h5-components for the app and NutUI: one module per component, so each
        // loads with the pages that show it (see that folder). Its own files import Taro's modules directly.
        // (A rule's resolve options apply to the imports made by the modules it matches.)
        chain.module.rule('taro-components-h5').merge({
          test: /\.[cm]?[jt]sx?$/,
          exclude: [h5Components],
          resolve: { alias: { '@tarojs/components$': path.join(h5Components, 'index.ts') } },
        });
        chain.module.rule('taro-components-h5-index').merge({ test: path.join(h5Components, 'index.ts'), sideEffects: false });
        chain.module
          .rule('taro-pull-down-refresh-h5')
          .test(/[\\/]@tarojs[\\/]components-react[\\/]dist[\\/]components[\\/]pull-down-refresh[\\/]index\.js$/)
          .use('page')
          .loader(path.join(__dirname, 'taro-pull-down-refresh-loader.js'));
        chain.module
          .rule('taro-unused-fonts-h5')
          .test([
            /[\\/]@tarojs[\\/]components[\\/]dist[\\/]taro-components[\\/]taro-components\.css$/,
            /[\\/]@tarojs[\\/]taro-h5[\\/]dist[\\/]api[\\/]ui[\\/]interaction[\\/]index\.js$/,
          ])
          .enforce('pre')
          .use('drop-fonts')
          .loader(path.join(__dirname, 'taro-unused-fonts-loader.js'));
        chain.module
          .rule('taro-html-css-h5')
          .test(/[\\/]@tarojs[\\/]components-react[\\/]dist[\\/]index\.css$/)
          .enforce('pre')
          .use('split')
          .loader(path.join(__dirname, 'taro-html-css-loader.js'));
        chain.module
          .rule('nutui-inline-icons-h5')
          .test(/[\\/]@nutui[\\/]icons-react-taro[\\/]dist[\\/]es[\\/]icons[\\/]\w+\.js$/)
          .enforce('pre')
          .use('inline')
          .loader(path.join(__dirname, 'nutui-inline-icons-loader.js'));
        chain.module
          .rule('taro-entry-yield-h5')
          .test(path.join(__dirname, '..', 'src', 'app.config.ts'))
          .enforce('pre')
          .use('yield')
          .loader(path.join(__dirname, 'taro-entry-yield-loader.js'))
          // Taro's runtime is the platform runtime's first import, so evaluated first either way.
          .options({
            first: ['@/stores'],
            from: { '@tarojs/components': path.join(h5Components, 'PullDownRefresh.ts') },
            keep: ['@tarojs/runtime'],
          });
        // The router's tab bar loads when a tab page opens, not at start (src/app/h5-tabbar.ts).
        chain.module.rule('taro-tabbar-h5').merge({
          test: /[\\/]@tarojs[\\/]router[\\/]/,
          resolve: { alias: { '@tarojs/components/dist/components$': path.join(appDir, 'h5-tabbar.ts') } },
        });
        // Taro's user-agent parser, its JSONP library, its polyfills and its action sheet, replaced by the little the app
        // needs (see those files).
        chain.resolve.alias.set('platform$', path.join(appDir, 'h5-platform.ts'));
        chain.resolve.alias.set('jsonp-retry$', path.join(appDir, 'h5-no-jsonp.ts'));
        chain
          .plugin('no-action-sheet')
          .use(webpack.NormalModuleReplacementPlugin, [
            /[\\/]@tarojs[\\/]taro-h5[\\/]dist[\\/]api[\\/]ui[\\/]interaction[\\/]actionSheet\.js$/,
            path.join(appDir, 'h5-no-action-sheet.ts'),
          ]);
        for (const name of Object.keys(POLYFILLS)) chain.resolve.alias.set(`${name}$`, path.join(appDir, 'h5-polyfilled.ts'));
        // The tab icons as files rather than data URLs in the app chunk (~4 KB gz): the sign-in pages have no tab bar.
        chain.module.rule('image').exclude.add(tabIcons);
        chain.module.rule('tab-icons').merge({
          test: /\.png$/,
          include: [tabIcons],
          type: 'asset/resource',
          generator: { filename: 'static/images/[name].[contenthash:8][ext]' },
        });
        // Code shared by async page chunks goes to shared chunks (so pages don't each carry their own copy of
        // NutUI, libphonenumber ...), one per set of pages that share it (no fixed name): a page loads only the
        // shared code it uses. One named 'common' chunk made the login page load what any two pages share.
        chain.optimization.merge({
          splitChunks: {
            cacheGroups: {
              common: { name: false, chunks: 'async', minChunks: 2, minSize: 20000, priority: 1, reuseExistingChunk: true },
            },
          },
        });
      },
    },
  };
  return merge({}, baseConfig, mode === 'development' ? devConfig : prodConfig);
});
