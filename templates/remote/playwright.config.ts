import { defineConfig } from '@playwright/test';

// The browser test runs against a running app whose shell loads this remote: CIAO_APP_URL (a
// staging server where the build is live or in a canary, or `npm start` of the app's repository).
export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  use: {
    baseURL: process.env.CIAO_APP_URL ?? 'http://localhost:8080',
    viewport: { width: 390, height: 844 },
    ...(process.env.CHROMIUM_PATH ? { launchOptions: { executablePath: process.env.CHROMIUM_PATH } } : {}),
  },
});
