import type { Browser, Page } from '@playwright/test';
import { ACCOUNT_MESSAGES } from '@ciao/contracts/web';
import { expect, test } from '../support/fixtures';
import { ensureSupportUser, supportUser } from '../support/admin';
import { signInWithForm } from '../support/sign-in';
import { creditPendingUsd, registerSaver } from '../support/store-credit';

const REASON = 'Ticket 812: checked by e2e';

test.beforeAll(async () => {
  await ensureSupportUser();
});

/** A browser context of its own for the support person, signed in through the API. */
async function supportPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const page = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })).newPage();
  const response = await page.request.post('/api/auth/signin', {
    data: { username: supportUser.email, password: supportUser.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return page;
}

/** Finds the customer by a part of the e-mail and opens the customer page. */
async function openCustomer(page: Page, email: string): Promise<void> {
  await page.goto('/admin/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  const part = email.slice(6, 20);
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(part);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: email }).click();
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
}

/** Types the reason and confirms the open correction dialog with its named button. */
async function confirm(page: Page, button: string): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('textbox', { name: /Reason/ }).fill(REASON);
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test('when support finds a customer by part of the e-mail and adjusts the credits, then the customer reads the note in their activity', async ({
  page,
  browser,
  baseURL,
}) => {
  const customer = await registerSaver(page);
  const support = await supportPage(browser, baseURL);

  await openCustomer(support, customer.email);
  await support.getByRole('button', { name: 'Adjust credits' }).click();
  const dialog = support.getByRole('alertdialog');
  await dialog.getByRole('textbox', { name: /Amount/ }).fill('1500');
  await dialog.getByRole('textbox', { name: 'Note for the customer' }).fill('Goodwill credits for the outage');
  await confirm(support, 'Adjust by +1,500 $CIAO');
  const balance = support.getByRole('region', { name: 'Balance' });
  await expect(balance.getByText('1,500.00 $CIAO').first()).toBeVisible();
  await expect(support.getByRole('region', { name: 'Audit entries' }).getByText(REASON)).toBeVisible();

  await page.goto('/activity');
  await expect(page.getByText('Goodwill credits for the outage')).toBeVisible();
  await expect(page.getByText(REASON)).toHaveCount(0);
});

test('when support cancels a code, then the customer sees it cancelled and the credits back', async ({
  page,
  browser,
  baseURL,
}) => {
  const customer = await registerSaver(page);
  await creditPendingUsd(page, customer.id, 3.5);
  const generated = await page.request.post(`/api/user/${customer.id}/store-credit/generate`, { data: {} });
  expect(generated.status(), await generated.text()).toBe(201);
  const { code } = (await generated.json()) as { code: string };
  const support = await supportPage(browser, baseURL);

  await openCustomer(support, customer.email);
  await support.getByRole('button', { name: `Cancel code ${code}` }).click();
  await confirm(support, `Cancel code ${code}`);
  await expect(support.getByRole('region', { name: 'Codes' }).getByText('Cancelled')).toBeVisible();

  await page.goto('/store-credit');
  await expect(
    page.getByRole('region', { name: 'Your Codes' }).getByRole('listitem', { name: `${code}, Cancelled` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your Credits' }).getByText('Ready to Redeem')).toBeVisible();
});

test('when support suspends a customer, then their open dashboard goes to /auth, which says the account is suspended, and so does signing in', async ({
  page,
  browser,
  baseURL,
}) => {
  const customer = await registerSaver(page);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Start Credit Mining' })).toBeVisible();
  const support = await supportPage(browser, baseURL);

  await openCustomer(support, customer.email);
  await support.getByRole('button', { name: 'Suspend' }).click();
  await confirm(support, 'Suspend account');
  await expect(support.getByRole('region', { name: 'Profile' }).getByText('Suspended')).toBeVisible();

  // The live stream ends with the sessions; the fallback poll gets 401 with the reason, the guard goes to /auth and it says why.
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('alert').filter({ hasText: ACCOUNT_MESSAGES.suspended })).toBeVisible();
  await signInWithForm(page, { email: customer.email, password: 'saver-secret-1' });
  // Signing in is refused with the same words (the sign-in error's toast).
  await expect(
    page.getByRole('region', { name: /^Notifications/ }).getByText(ACCOUNT_MESSAGES.suspended, { exact: true }),
  ).toBeVisible();
});
