// Signed-in devices in the browser: two browser contexts signed in to one account; the first follows
// the new-sign-in alert's mail to the profile's devices and signs the second out, and the second,
// without a reload, is at the sign-in screen.
import { expect, test } from '../support/fixtures';
import { registerThroughApi } from '../support/referral';
import { signInWithForm } from '../support/sign-in';

test('when a new device signs in, then its alert leads to the devices list; when it is signed out from there, then that device is at the sign-in screen and this one stays signed in', async ({
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

    // The new-sign-in alert (the development mailbox) names the device and leads to the devices list.
    const alert = page
      .getByRole('listitem')
      .filter({ hasText: `to ${account.email}` })
      .getByRole('link', { name: 'New sign-in to your $CIAO MINING account' });
    await expect(async () => {
      await page.goto('/dev/mail');
      await expect(alert).toHaveCount(1, { timeout: 500 });
    }).toPass({ timeout: 15_000 });
    await alert.click();
    await expect(page.getByText(/signed in from a new device: Chrome on Linux, .+ UTC\./)).toBeVisible();
    await page.getByRole('link', { name: 'Review my devices' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile' });
    await expect(dialog.getByRole('heading', { name: 'Signed-in devices' })).toBeFocused();
    const devices = dialog.getByRole('region', { name: 'Signed-in devices' });
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
