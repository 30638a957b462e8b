import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { answerCaptcha } from '../support/captcha';
import { signInWithForm } from '../support/sign-in';

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });

function isoDateYearsAgo(years: number): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
}

async function verifyAge(page: Page, dateOfBirth: string, country: string) {
  await page.getByRole('button', { name: 'Start Age Verification' }).click();
  const modal = page.getByRole('dialog', { name: 'Age Verification' });
  await expect(modal.getByRole('button', { name: 'Verify Age' })).toBeDisabled();
  await modal.getByLabel('Date of Birth').fill(dateOfBirth);
  await modal.getByRole('combobox', { name: 'Country' }).selectOption(country);
  await modal.getByRole('checkbox').check();
  await modal.getByRole('button', { name: 'Verify Age' }).click();
  return modal;
}

test('when a new user registers through the age modal and captcha, then they land on /, edit the profile, log out and log back in', async ({
  page,
}) => {
  const email = `new.user.${Date.now()}@example.com`;
  const password = 'brand-new-secret';

  await page.goto('/auth?ref=friend42');
  await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');

  await verifyAge(page, '1990-05-01', 'United Kingdom');
  await expect(toasts(page).getByText('Age Verification Complete', { exact: true })).toBeVisible();

  const form = page.getByRole('form', { name: 'Register' });
  await expect(form.getByLabel('Referral Code (optional)')).toHaveValue('FRIEND42');
  await form.getByLabel('Name').fill('Nova Reed');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm Password').fill(password);
  await answerCaptcha(form);
  await form.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await form.getByRole('checkbox', { name: 'I accept the privacy policy' }).check();
  await form.getByRole('button', { name: 'Create Account' }).click();

  // FRIEND42 is nobody's code: it cannot be applied, and the user still lands on /.
  await expect(page).toHaveURL(/\/$/);
  await expect(
    toasts(page).getByText('Account created successfully, but error applying referral code.', { exact: true }),
  ).toBeVisible();

  // On a phone (390 px) the toast has its own opaque surface, clear of the header's text.
  const toast = toasts(page).getByRole('listitem').filter({ hasText: 'Account created successfully' });
  const [toastBox, headerBox] = [await toast.boundingBox(), await page.getByRole('banner').boundingBox()];
  expect(toastBox && headerBox).toBeTruthy();
  expect(toastBox!.y).toBeGreaterThanOrEqual(headerBox!.y + headerBox!.height);
  expect(await toast.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^rgb\(/); // rgb(), not rgba(): opaque

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Open profile of Nova Reed' }).click();
  const profile = page.getByRole('dialog', { name: 'Profile' });
  await profile.getByLabel('Nickname').fill('  Nova  ');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Profile Updated', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Open profile of Nova' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);

  await signInWithForm(page, { email, password });
  await expect(page).toHaveURL(/\/$/);
  await expect(toasts(page).getByText('Login successful!', { exact: true })).toBeVisible();
});

test('when an under-age date of birth is entered, then verification is refused and no registration form appears', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  const modal = await verifyAge(page, isoDateYearsAgo(16), 'France');
  await expect(modal.getByText(/You must be at least 18 years old to use this service in/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Account' })).toHaveCount(0);
});
