// App tests: jsdom + @tarojs/test-utils-react (the owner's choice), configured as measured in STACK-NOTES:
// Taro/React peers pinned by npm overrides, an explicit transformIgnorePatterns, @tarojs/router mapped to
// its CJS build, and a setup that registers the React runtime for Taro's H5 components.
const defineJestConfig = require('@tarojs/test-utils-react/dist/jest.js').default;

// The device is in China time, the sites are in New Zealand and Australia (as for most customers): a screen
// that shows the device's clock instead of the site's fails its test. Workers inherit it.
process.env.TZ = 'Asia/Shanghai';

const esmPackages = [
  '@tarojs',
  '@nutui',
  '@stencil',
  'swiper',
  'dom7',
  'ssr-window',
  'lodash-es',
  'query-string',
  'decode-uri-component',
  'split-on-first',
  'filter-obj',
  'mobx-react-lite',
  'tslib',
  'style-inject',
  'classnames',
];

module.exports = defineJestConfig({
  bail: 0,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/__tests__'],
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
  setupFiles: [require.resolve('@tarojs/test-utils-react/dist/jest/jest.setup.js'), '<rootDir>/__tests__/support/setup.js'],
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/after-env.js'],
  transform: {
    '^.+\\.(mjs|cjs|js|jsx|ts|tsx)$': require.resolve('@tarojs/test-utils-react/dist/jest/babel-transformer.js'),
  },
  // A path is left untransformed only if no ESM package appears anywhere in it (Taro nests .pnpm copies).
  transformIgnorePatterns: [`^(?!.*/node_modules/(${esmPackages.join('|')})/).*/node_modules/`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json', 'jsx'],
  moduleNameMapper: {
    '\\.(css|less|scss|sass)$': 'identity-obj-proxy',
    '\\.(png|jpg|jpeg|gif|svg)$': '<rootDir>/__tests__/support/file-stub.js',
    '^@tarojs/router$': '<rootDir>/node_modules/@tarojs/router/dist/index.cjs.js',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@contract/(.*)$': '<rootDir>/types/$1',
  },
  globals: {
    API_BASE: '',
    MAX_PAGE_WIDTH: '750px',
    WECHAT_OA_APPID: 'wx-test-oa-appid',
  },
});
