module.exports = {
  displayName: 'build',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.test.cjs'],
};
