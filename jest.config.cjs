// One Jest run over every workspace that has unit or integration tests.
// Local times (the admin's "your time") read as UTC on every machine, so expected texts hold anywhere.
process.env.TZ = 'UTC';
module.exports = {
  // A worker per core. Jest's default is one fewer, which on a 2-core machine is one: all 167 files
  // in band in one process, one after the other, the second core left to PostgreSQL alone
  // (docs/testing.md, "What a run costs").
  maxWorkers: '100%',
  testSequencer: '<rootDir>/jest.sequencer.cjs',
  projects: [
    '<rootDir>/api',
    '<rootDir>/packages/contracts',
    '<rootDir>/packages/ui',
    '<rootDir>/packages/api-client',
    '<rootDir>/packages/shell',
    '<rootDir>/packages/content',
    '<rootDir>/packages/build',
    '<rootDir>/host',
    '<rootDir>/mf-dashboard',
    '<rootDir>/mf-referral',
    '<rootDir>/mf-store-credit',
    '<rootDir>/mf-account',
    '<rootDir>/mf-admin',
    '<rootDir>/storybook',
  ],
};
