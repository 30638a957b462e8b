import { randomInt } from 'node:crypto';
import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { answerCaptcha } from './captcha';
import { e2e } from './env';
import { registrationChallengeHeader } from './registration-challenge';

/** An address of 198.18.0.0/15, reserved for benchmarks: never a real client, and wide enough not to repeat. */
export const ownAddress = () => `198.${18 + randomInt(2)}.${randomInt(256)}.${1 + randomInt(254)}`;

/**
 * A browser context whose requests come from an address of its own (X-Forwarded-For, which the e2e
 * API trusts from loopback: TRUST_PROXY=loopback in global setup). Without it every account would
 * register from 127.0.0.1, and the one-account-per-IP rule would mark all but the first, and marked
 * accounts get no referral rewards. Clipboard access is granted, as a user's click grants it.
 */
export async function contextWithOwnAddress(
  browser: Browser,
  /** A device's profile (e.g. a phone's from Playwright's `devices`). */
  device: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    ...device,
    baseURL: e2e.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': ownAddress() },
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.baseURL });
  return context;
}

export type Account = { id: string; name: string; email: string; password: string };

const uniqueEmail = (name: string) =>
  `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}.${randomInt(1e6)}@example.com`;

/** Registers and signs in through the API (age check, then registration) in the page's context (or any request context). */
export async function registerThroughApi(page: Pick<Page, 'request'>, name: string): Promise<Account> {
  const account = { name, email: uniqueEmail(name), password: 'referral-secret-1' };
  const age = await page.request.post('/api/auth/verify-age', {
    data: { dateOfBirth: '1990-05-01', country: 'United Kingdom', confirmAdult: true },
  });
  expect(age.status(), await age.text()).toBe(200);
  const registered = await page.request.post('/api/auth/register', {
    data: { name: account.name, email: account.email, password: account.password },
    headers: await registrationChallengeHeader(page.request),
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { user } = (await registered.json()) as { user: { id: string } };
  return { id: user.id, ...account };
}

/** On the Register tab: the age check through its modal, as a person would (an adult in the United Kingdom). */
export async function verifyAgeThroughModal(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start Age Verification' }).click();
  const modal = page.getByRole('dialog', { name: 'Age Verification' });
  await modal.getByLabel('Date of Birth').fill('1990-05-01');
  await modal.getByRole('combobox', { name: 'Country' }).selectOption('United Kingdom');
  await modal.getByRole('checkbox').check();
  await modal.getByRole('button', { name: 'Verify Age' }).click();
}

/**
 * On the sign-in screen's Register tab: age verification through the modal, then the form with the
 * captcha, as a person would. The referral code field is left as the page filled it.
 */
export async function registerThroughUi(page: Page, name: string): Promise<Account> {
  const account = { name, email: uniqueEmail(name), password: 'referral-secret-1' };
  await verifyAgeThroughModal(page);

  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Name').fill(account.name);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm Password').fill(account.password);
  await answerCaptcha(form);
  await form.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await form.getByRole('checkbox', { name: 'I accept the privacy policy' }).check();
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  return { id: await sessionUserId(page), ...account };
}

async function sessionUserId(page: Page): Promise<string> {
  const response = await page.request.get('/api/auth/session');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { user: { id: string } }).user.id;
}

/** The user's pending rewards ($CIAO, decimal string), as the dashboard reads them. */
export async function pendingRewards(page: Pick<Page, 'request'>, userId: string): Promise<string> {
  const response = await page.request.get(`/api/user/${userId}/rewards/pending`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { pendingRewards: string }).pendingRewards;
}

/** A stat card of the referral screen, by its label. */
export const referralStat = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });
