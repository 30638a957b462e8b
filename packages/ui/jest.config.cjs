module.exports = {
  ...require('@ciao/build/jest/web.cjs')(__dirname),
  // Radix exposes its development build (with its misuse warnings) only under this condition.
  testEnvironmentOptions: { customExportConditions: ['browser', 'development'] },
};
