const preset = require('@ciao/build/jest/web.cjs')(__dirname);

module.exports = {
  ...preset,
  // Storybook 10 ships ES modules only: let SWC turn those into CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/(?!(storybook|@storybook)/)'],
  // Radix exposes its development build (with its misuse warnings) only under this condition.
  testEnvironmentOptions: { customExportConditions: ['browser', 'development'] },
  // Every story of every workspace renders here; the first run also transpiles Storybook itself.
  testTimeout: 30_000,
};
