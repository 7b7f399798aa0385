/** Server tests: Jest + @swc/jest, every file on a fresh database (see test/global-setup.ts). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  moduleNameMapper: { '^cookie$': '<rootDir>/test/cookie-shim.cjs', '^@contract/(.*)$': '<rootDir>/../types/$1' },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  maxWorkers: 2,
  // A guard against hangs, not a speed check: a fresh database and app per file can take a minute on a busy 2-core machine.
  testTimeout: 120_000,
};
