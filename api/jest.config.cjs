// API integration tests: the real server on an ephemeral port, real HTTP, a real PostgreSQL.
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  rootDir: __dirname,
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'commonjs' } },
    ],
    // Scalar's Express middleware and pixelmatch are ES modules; Jest's module system needs them as CommonJS.
    '/node_modules/(@scalar|pixelmatch)/.+\\.js$': [
      '@swc/jest',
      { jsc: { target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@scalar|pixelmatch)/)'],
  // Every answer from /api is held to the API description (support/documented-answers.ts).
  // Each test's time limit (test-timeout.ts), then the description check.
  setupFilesAfterEnv: ['<rootDir>/test/support/test-timeout.ts', '<rootDir>/test/support/check-answers.ts'],
  // One embedded PostgreSQL for the run; every test file clones its own database from a migrated template.
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
};
