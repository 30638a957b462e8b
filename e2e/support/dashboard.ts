import { expect, type Page } from '@playwright/test';
import { registrationChallengeHeader } from './registration-challenge';

/**
 * Registers and signs in a brand-new account through the API (age check, then registration), in
 * the page's browser context. Dashboard tests that start contracts need their own user: the seeded
 * test user is shared by every spec file.
 */
export async function registerFreshUser(page: Page, name = 'Dana Miner'): Promise<{ email: string; password: string }> {
  const email = `miner.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'miner-secret-1';
  const age = await page.request.post('/api/auth/verify-age', {
    data: { dateOfBirth: '1990-05-01', country: 'United Kingdom', confirmAdult: true },
  });
  expect(age.status(), await age.text()).toBe(200);
  expect(((await age.json()) as { isEligible: boolean }).isEligible).toBe(true);
  const registered = await page.request.post('/api/auth/register', {
    data: { name, email, password },
    headers: await registrationChallengeHeader(page.request),
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return { email, password };
}

/** Opens / and waits until the first-load splash has gone. */
export async function openDashboard(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Start Credit Mining' })).toBeVisible();
  await expect(page.getByText('Loading your mining dashboard...')).toHaveCount(0);
}

/** A dashboard section, by its heading. */
export const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** "123529.4117647058" as the dashboard shows it: "123,529.41". */
export function asShown(amount: string): string {
  return Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The live stream refused (503), as when it cannot connect: the dashboard falls back to its polls (docs/front-end.md, "Live stream"). */
export async function withoutLiveStream(page: Page): Promise<void> {
  await page.route(/\/api\/user\/[^/]+\/live$/, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      headers: { 'Retry-After': '2' },
      body: JSON.stringify({ message: 'Service temporarily unavailable. Please try again shortly.' }),
    }),
  );
}
