const preset = require('@ciao/build/jest/web.cjs')(__dirname);

module.exports = {
  ...preset,
  // Storybook 10 ships ES modules only: let SWC turn those into CommonJS for Jest.
  transformIgnorePatterns: ['/node_modules/(?!(storybook|@storybook)/)'],
  // Radix exposes its development build (with its misuse warnings) only under this condition.
  testEnvironmentOptions: { customExportConditions: ['browser', 'development'] },
  // Before the preset's setup loads react-dom (through Testing Library): React DOM looks for the
  // probe's devtools hook once, when it loads.
  setupFiles: [...preset.setupFiles, '<rootDir>/src/render-probe.ts'],
};
