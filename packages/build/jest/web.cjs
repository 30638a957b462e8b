// Jest preset for every front-end workspace: jsdom (with Node's fetch), SWC for TS/TSX,
// Testing Library matchers.
const path = require('node:path');

module.exports = (dir) => ({
  displayName: path.basename(dir),
  rootDir: dir,
  testEnvironment: path.join(__dirname, 'jsdom-environment.cjs'),
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  // Injected by DefinePlugin at build time; the code reads it with a typeof guard.
  globals: { __APP_VERSION__: '0.0.0-test' },
  moduleNameMapper: {
    '\\.(css|svg|png|jpg|jpeg|gif|webp)$': path.join(__dirname, 'file-stub.cjs'),
  },
  setupFiles: [path.join(__dirname, 'polyfills.cjs')],
  setupFilesAfterEnv: [path.join(__dirname, 'setup-tests.cjs')],
});
