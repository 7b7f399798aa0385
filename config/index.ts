import path from 'path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import devConfig from './dev'
import prodConfig from './prod'

const platform = process.env.TARO_ENV || 'h5'

// Taro build config for both targets: dist/h5 (served by the API server) and dist/weapp (WeChat DevTools).
export default defineConfig<'webpack5'>(async (merge, { mode }) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'parcel-forwarding-app',
    date: '2026-11-21',
    // NutUI is designed at 375px; our own styles at 750 like every Taro template.
    designWidth(input: any) {
      const file = String(input?.file || '').replace(/\\+/g, '/')
      return file.includes('@nutui') ? 375 : 750
    },
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot: `dist/${platform}`,
    plugins: [],
    defineConstants: {
      API_BASE: JSON.stringify(process.env.TARO_APP_API_BASE || ''),
      MAX_PAGE_WIDTH: JSON.stringify(process.env.TARO_APP_MAX_WIDTH || '750px'),
    },
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      '@types': path.resolve(__dirname, '..', 'types'),
    },
    copy: { patterns: [], options: {} },
    framework: 'react',
    compiler: { type: 'webpack5', prebundle: { enable: false } },
    cache: { enable: false },
    mini: {
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
    },
    h5: {
      publicPath: '/',
      staticDirectory: 'static',
      router: { mode: 'browser' }, // history URLs; do NOT set basename '/' (breaks every route in 4.2.1)
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
      webpackChain(chain) {
        // One chunk for code shared by async page chunks, so pages don't each carry NutUI/MobX/i18next.
        chain.optimization.merge({
          splitChunks: {
            cacheGroups: {
              common: { name: 'common', chunks: 'async', minChunks: 2, priority: 1, reuseExistingChunk: true },
            },
          },
        })
      },
    },
  }
  return merge({}, baseConfig, mode === 'development' ? devConfig : prodConfig)
})
