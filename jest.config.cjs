// One Jest run over every workspace that has unit or integration tests.
// Local times (the admin's "your time") read as UTC on every machine, so expected texts hold anywhere.
process.env.TZ = 'UTC';
module.exports = {
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
