import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './support/chromium';

/**
 * Each remote's browser tests, its own project: `npm test -w <remote>` runs just that one
 * (scripts/test-remote.mjs). The host's project is every other spec but the balancer's and the skew's.
 */
const REMOTE_SPECS: Record<string, string[]> = {
  'mf-dashboard': ['dashboard.spec.ts'],
  'mf-referral': ['referral.spec.ts', 'referral-team.spec.ts'],
  'mf-store-credit': ['store-credit.spec.ts'],
  'mf-account': [
    'accounts.spec.ts',
    'notifications.spec.ts',
    'password-reset.spec.ts',
    'email-verification.spec.ts',
    'signed-in-devices.spec.ts',
    'languages.spec.ts',
  ],
  'mf-admin': [
    'admin.spec.ts',
    'admin-overview.spec.ts',
    'admin-review.spec.ts',
    'support-desk.spec.ts',
    'campaigns.spec.ts',
    'visual-review.spec.ts',
  ],
};
const BALANCER_SPECS = [
  'balancer.spec.ts',
  'balancer-https.spec.ts',
  'balancer-live.spec.ts',
  'balancer-shedding.spec.ts',
  'releases.spec.ts',
  'declared-screens.spec.ts',
  'remote-template.spec.ts',
];
const SKEW_SPECS = ['version-skew.spec.ts'];

// Browser tests of the composed production build: the real API (on its own embedded PostgreSQL)
// serving the built host and remotes, driven in Debian's Chromium. One worker: some tests edit the
// runtime remote document or stop a remote's server, which every page shares.
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // scripts/test.mjs reads the JSON report (named by PLAYWRIGHT_JSON_OUTPUT_NAME) for its test count.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../.tmp/playwright-results',
  // One picture per story whichever project runs it (the default path names the project).
  snapshotPathTemplate: '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
  use: {
    // Request interception and the app's service worker do not mix; pwa.spec.ts opts back in.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 390, height: 844 },
    launchOptions: { executablePath: chromiumPath, args: CHROMIUM_FLAGS },
  },
  projects: [
    { name: 'host', testIgnore: [...Object.values(REMOTE_SPECS).flat(), ...BALANCER_SPECS, ...SKEW_SPECS] },
    ...Object.entries(REMOTE_SPECS).map(([name, specs]) => ({ name, testMatch: specs })),
    // Two compiled API instances behind HAProxy, over plain HTTP and over HTTPS with HTTP/2 (docs/deploying.md).
    { name: 'balancer', testMatch: BALANCER_SPECS },
    // A host and a remote built at different contract versions (docs/front-end.md, "Versions and skew").
    { name: 'version-skew', testMatch: SKEW_SPECS },
  ],
});
