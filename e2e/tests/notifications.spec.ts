import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { registerThroughApi } from '../support/referral';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const TOPICS = [
  'Contract Completed',
  'Rewards Available',
  'Balance Updates',
  'Promotions',
  'Security Alerts',
  'Weekly Newsletter',
];

test('a user opens Notifications from the menu, turns push off and a topic off, saves, and finds them so after a reload', async ({
  page,
}) => {
  await registerThroughApi(page, 'Nia Notified');
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);

  const push = page.getByRole('switch', { name: 'Push Notifications' });
  await expect(push).toBeChecked();
  for (const topic of TOPICS) await expect(page.getByRole('switch', { name: topic })).toBeChecked();

  await push.click();
  for (const topic of TOPICS) {
    await expect(page.getByRole('switch', { name: topic })).toBeDisabled();
    await expect(page.getByRole('switch', { name: topic })).not.toBeChecked();
  }
  await push.click();
  await page.getByRole('switch', { name: 'Promotions' }).click();
  await push.click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toasts(page).getByText('Settings Saved', { exact: true })).toBeVisible();

  await page.reload();
  await expect(push).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Promotions' })).toBeDisabled();
  await push.click();
  await expect(page.getByRole('switch', { name: 'Promotions' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Security Alerts' })).toBeChecked();
});
