// One lint for the whole repo (app, API contract, server, tests, scripts); layout is Prettier's job, so
// eslint-config-prettier comes last and turns off every rule that would argue with it.
// Rules without type information: the type-checked set took 4 minutes here instead of under one, and its
// findings were mostly no-unsafe-* on values the app's tsconfig already leaves untyped (noImplicitAny off).
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TIME_RULE =
  "Show dates and times with <Instant> / <InstantIn> (src/components/Instant.tsx) or src/utils/zone-time.ts: in the site's zone, not the device's.";
/** Date methods that read the device's clock in its own zone. */
const DEVICE_CLOCK =
  '/^(toLocaleString|toLocaleDateString|toLocaleTimeString|toDateString|toTimeString|getFullYear|getMonth|getDate|getDay|getHours|getMinutes|getSeconds|getTimezoneOffset)$/';

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'dist-*/',
      '**/coverage/',
      'server/drizzle/',
      'server/data/',
      'data/',
      'e2e/artifacts/',
      'bench/out/',
      '**/.swc/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      // One block, no blank lines between groups (the code never had them): packages, then the app's `@/` and
      // `@contract/` paths (types/), then relative ones. Side-effect imports (CSS, locale areas) stay last and in their own
      // order, because CSS order is cascade order.
      'simple-import-sort/imports': ['error', { groups: [['^node:', '^@?\\w', '^@/', '^@contract/', '^', '^\\.', '^\\u0000']] }],
      // `_name` marks a parameter a signature needs but the body doesn't; a rest sibling drops a key from a copy.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    // Plain Node scripts and configs: require() is how CommonJS imports.
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    // The app, and the office console (admin/: real React 18 in the browser).
    files: ['src/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    extends: [react.configs.flat.recommended, react.configs.flat['jsx-runtime']],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    settings: { react: { version: '18.3' } },
    rules: {
      // Props are typed by TypeScript.
      'react/prop-types': 'off',
      // The two classic hook rules; the plugin's React Compiler rules (set-state-in-effect, refs, ...) judge code
      // for a compiler this app does not use.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useLoadEffect$' }],
    },
  },
  {
    // One time rule (issue 31): screens show dates and times only through components/Instant and
    // utils/zone-time, in the site's zone; dayjs, Date getters and toLocale* follow the device's zone.
    files: ['src/pages/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}', 'src/hooks/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'dayjs', message: TIME_RULE }],
          patterns: [{ group: ['dayjs/*'], message: TIME_RULE }],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=${DEVICE_CLOCK}]`,
          message: TIME_RULE,
        },
        { selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']", message: TIME_RULE },
      ],
    },
  },
  {
    files: ['__tests__/**', 'server/test/**', 'server/src/**/*.test.ts'],
    languageOptions: { globals: { ...globals.jest, ...globals.node, ...globals.browser } },
    rules: {
      // Tests poke globals (WeixinJSBridge, URL.createObjectURL) and fake answers of any shape, and require a
      // module after setting up what it reads at load time; the code under test is held to both rules.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    // Journeys run in Node and hand functions to the browser (page.evaluate).
    files: ['e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  prettier,
);
