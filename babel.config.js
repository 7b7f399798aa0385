// babel-preset-taro for both targets; NutUI React Taro loaded per component (JS + its CSS) to keep pages small.
module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'webpack5' }]],
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
