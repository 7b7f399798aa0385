// babel-preset-taro for both targets; NutUI React Taro loaded per component (JS + its CSS) to keep pages small.
// The H5 app's browsers, iOS 11+ (Safari, WKWebView) and Chromium 64+ WebViews (WeChat's, Android's), run async
// functions and classes as they are: its build keeps them, without regenerator and class helpers. The mini-program
// build follows package.json's browserslist (ES2015, checked by scripts/check-weapp.js).
const h5 = process.env.TARO_ENV === 'h5' ? { targets: 'ios >= 11, chrome >= 64' } : {};

module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5', ...h5 }]],
  plugins: [
    [
      'import',
      {
        libraryName: '@nutui/nutui-react-taro',
        libraryDirectory: 'dist/es/packages',
        camel2DashComponentName: false,
        customName: (name) => `@nutui/nutui-react-taro/dist/es/packages/${name.toLowerCase()}`,
        // babel-plugin-import's option is customStyleName (a `customStyle` key is ignored: no NutUI CSS at all).
        customStyleName: (name) => `@nutui/nutui-react-taro/dist/es/packages/${name.toLowerCase()}/style/css`,
      },
      'nutui-react-taro',
    ],
  ],
};
