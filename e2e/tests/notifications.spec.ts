import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { registerThroughApi } from '../support/referral';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
/** A topic's push switch (exact: 'Promotions' must not also find 'Promotions by e-mail'). */
const topicSwitch = (page: Page, topic: string) => page.getByRole('switch', { name: topic, exact: true });
const TOPICS = [
  'Contract Completed',
  'Rewards Available',
  'Balance Updates',
  'Promotions',
  'Security Alerts',
  'Weekly Newsletter',
];

test('a user opens Notifications from the menu, turns push off, a topic off and a topic on by e-mail, saves, and finds them so after a reload', async ({
  page,
}) => {
  await registerThroughApi(page, 'Nia Notified');
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);

  const push = page.getByRole('switch', { name: 'Push Notifications' });
  await expect(push).toBeChecked();
  for (const topic of TOPICS) await expect(topicSwitch(page, topic)).toBeChecked();

  await push.click();
  for (const topic of TOPICS) {
    await expect(topicSwitch(page, topic)).toBeDisabled();
    await expect(topicSwitch(page, topic)).not.toBeChecked();
  }
  await push.click();
  await topicSwitch(page, 'Promotions').click();
  await push.click();
  await page.getByRole('switch', { name: 'Contract Completed by e-mail' }).click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toasts(page).getByText('Settings Saved', { exact: true })).toBeVisible();

  await page.reload();
  await expect(push).not.toBeChecked();
  await expect(topicSwitch(page, 'Promotions')).toBeDisabled();
  await push.click();
  await expect(topicSwitch(page, 'Promotions')).not.toBeChecked();
  await expect(topicSwitch(page, 'Security Alerts')).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Contract Completed by e-mail' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Promotions by e-mail' })).not.toBeChecked();
});

test('a topic turned off by push and on by e-mail is stored as its two switches show it, before and after a reload', async ({
  page,
}) => {
  await registerThroughApi(page, 'Noor Switches');
  await page.goto('/notifications');
  const pushSwitch = topicSwitch(page, 'Contract Completed');
  const emailSwitch = page.getByRole('switch', { name: 'Contract Completed by e-mail' });
  await expect(pushSwitch).toBeChecked();
  await expect(emailSwitch).not.toBeChecked();

  await pushSwitch.click();
  await emailSwitch.click();
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toasts(page).getByText('Settings Saved', { exact: true })).toBeVisible();

  // What the server keeps (and delivers by) is what each switch shows.
  const stored = (await (await page.request.get('/api/notifications/settings')).json()) as {
    contractCompleted: boolean;
    pushEnabled: boolean;
    byEmail?: { contractCompleted?: boolean };
  };
  expect(stored).toMatchObject({ pushEnabled: true, contractCompleted: false, byEmail: { contractCompleted: true } });
  await page.reload();
  await expect(pushSwitch).not.toBeChecked();
  await expect(pushSwitch).toBeEnabled();
  await expect(emailSwitch).toBeChecked();
});
