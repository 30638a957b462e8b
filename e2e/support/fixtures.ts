import { test as base, expect, type Page } from '@playwright/test';
import { e2e, testUser } from './env';

type Fixtures = {
  /** A page whose browser context is signed in as the seeded test user, through the real API. */
  signedInPage: Page;
};

export const test = base.extend<Fixtures>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies
  baseURL: async ({}, use) => use(e2e.baseURL),
  signedInPage: async ({ page }, use) => {
    const response = await page.request.post('/api/auth/signin', {
      data: { username: testUser.email, password: testUser.password },
    });
    expect(response.status(), await response.text()).toBe(200);
    await use(page);
  },
});

export { expect };
