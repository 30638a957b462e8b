// Signed-in devices in the browser: two browser contexts signed in to one account; the first signs
// the second out from the profile dialog, and the second, without a reload, is at the sign-in screen.
import { openDashboard } from '../support/dashboard';
import { expect, test } from '../support/fixtures';
import { registerThroughApi } from '../support/referral';
import { signInWithForm } from '../support/sign-in';

test('when a device is signed out from the profile, then that device is at the sign-in screen and this one stays signed in', async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers, a sign-in through the form
  const account = await registerThroughApi(page, 'Two Devices Dana');
  const otherContext = await browser.newContext();
  try {
    const other = await otherContext.newPage();
    await other.goto('/auth');
    await signInWithForm(other, account);
    await expect(other.getByRole('region', { name: 'Start Credit Mining' })).toBeVisible();

    await openDashboard(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: /^Open profile of/ }).click();
    const devices = page.getByRole('dialog', { name: 'Profile' }).getByRole('region', { name: 'Signed-in devices' });
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await expect(devices.getByText('This device')).toHaveCount(1);
    // Only the other device has a button, named after it.
    await devices.getByRole('button', { name: /^Sign out Chrome on Linux, signed in / }).click();
    await expect(devices.getByText('Only this device is signed in to your account.')).toBeVisible();

    // The other browser's live stream ends with its session; its next read finds it signed out.
    await expect(other.getByRole('form', { name: 'Login' })).toBeVisible({ timeout: 20_000 });
    await page.reload();
    await expect(page.getByRole('region', { name: 'Start Credit Mining' })).toBeVisible();
  } finally {
    await otherContext.close();
  }
});
