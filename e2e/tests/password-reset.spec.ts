// The whole password reset in the browser: "Forgot password?", the mail in the development
// mailbox the API runs without SMTP_URL (/dev/mail), its link, a new password, signed in.
import { expect, test } from '../support/fixtures';
import { registerThroughApi } from '../support/referral';
import { signInWithForm } from '../support/sign-in';

test('when a user forgets the password, then the mailed link sets a new one and signs them in; the old password no longer works', async ({
  page,
}) => {
  test.slow(); // a mail, two pages of the mailbox, two sign-ins
  const account = await registerThroughApi(page, 'Forgetful Fran');
  await page.context().clearCookies();

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('form', { name: 'Forgot password' });
  await forgot.getByLabel('Email').fill(account.email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'a link to reset its password is on its way' }),
  ).toBeVisible();

  // The development mailbox: the reset mail to this address (registration sent a verification mail before), then its button.
  const resetMail = page
    .getByRole('listitem')
    .filter({ hasText: `to ${account.email}` })
    .getByRole('link', { name: 'Reset your $CIAO MINING password' });
  await expect(async () => {
    await page.goto('/dev/mail');
    await expect(resetMail).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await resetMail.click();
  await page.getByRole('link', { name: 'Choose a new password' }).click();

  await expect(page).toHaveURL(/\/auth\/reset\?token=/);
  const reset = page.getByRole('form', { name: 'Reset password' });
  await reset.getByLabel('New Password', { exact: true }).fill('fresh-secret-2');
  await reset.getByLabel('Confirm New Password').fill('fresh-secret-2');
  await reset.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Start Credit Mining' })).toBeVisible();

  // The link worked once; the old password is gone, the new one signs in.
  await page.context().clearCookies();
  await page.goto('/auth');
  await signInWithForm(page, { email: account.email, password: account.password });
  await expect(page.getByText('Invalid credentials').first()).toBeVisible();
  await signInWithForm(page, { email: account.email, password: 'fresh-secret-2' });
  await expect(page).toHaveURL(/\/$/);
});
