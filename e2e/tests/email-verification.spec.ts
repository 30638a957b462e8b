// Verified e-mail in the browser: the banner of a new account, "Send again", the mail in the
// development mailbox the API runs without SMTP_URL (/dev/mail), its link, the banner gone.
import { expect, test } from '../support/fixtures';
import { VERIFICATION_SUBJECT } from '../support/email-verification';
import { registerThroughApi } from '../support/referral';

test('when a new user sends the verification mail again from the banner and opens its link, then the address is verified and the banner goes', async ({
  page,
}) => {
  test.slow(); // two mails, the mailbox's pages, the app twice
  const account = await registerThroughApi(page, 'Vera Verifier');
  await page.goto('/');
  const banner = page.getByRole('status').filter({ hasText: 'Verify your e-mail address' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(account.email);
  await banner.getByRole('button', { name: 'Send again' }).click();
  await expect(banner).toContainText('A new verification link is on its way');

  // The development mailbox, newest first: the second verification mail (the first one's link no longer works).
  const mails = page
    .getByRole('listitem')
    .filter({ hasText: `to ${account.email}` })
    .getByRole('link', { name: VERIFICATION_SUBJECT });
  await expect(async () => {
    await page.goto('/dev/mail');
    await expect(mails).toHaveCount(2, { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await mails.first().click();
  await page.getByRole('link', { name: 'Verify my address' }).click();

  await expect(page).toHaveURL(/\/auth\/verify\?token=/);
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to $CIAO MINING' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Start Credit Mining' })).toBeVisible();
  await expect(page.getByText('Verify your e-mail address')).toHaveCount(0);
});
