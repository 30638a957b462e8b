import type { Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { adminUser, ensureAdminUser } from '../support/admin';

// The API's Content-Security-Policy on the composed production build (docs/http-security.md): every
// main route renders with the policy on and the browser reports no violation. A violation shows as a
// `securitypolicyviolation` event in the page and as a console message.

type Violation = { directive: string; blocked: string; source: string };

declare global {
  interface Window {
    __cspViolations?: Violation[];
  }
}

/** Records violations from the first script on, and console messages that name the policy. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) messages.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (error.message.includes('Content Security Policy')) messages.push(error.message);
  });
  return async () => {
    const events = await page.evaluate(() => window.__cspViolations ?? []);
    return [
      ...messages,
      ...events.map((v) => `securitypolicyviolation ${v.directive} blocked ${v.blocked} at ${v.source}`),
    ];
  };
}

/** The page's own answer carries the policy this test is about (else it would prove nothing). */
function expectPolicy(response: Response | null) {
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toMatch(/style-src 'self'[^;]* 'nonce-[A-Za-z0-9+/]+=*'/);
  expect(policy).not.toContain('unsafe-inline');
}

/** Every <style> in the page carries the page's nonce (the splash's, styled-components', Radix's). */
async function expectNoncedStyles(page: Page) {
  const styles = await page.evaluate(() =>
    [...document.querySelectorAll('style')].map((s) => ({ nonce: s.nonce, text: (s.textContent ?? '').slice(0, 60) })),
  );
  expect(styles.length).toBeGreaterThan(0);
  for (const style of styles)
    expect(style, JSON.stringify(style)).toEqual({
      nonce: expect.stringMatching(/^[A-Za-z0-9+/]{22}==$/),
      text: expect.any(String),
    });
}

test('when a visitor signs in and registers with the policy on, then nothing is blocked', async ({ page }) => {
  const violations = await watchViolations(page);
  expectPolicy(await page.goto('/auth'));
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  await page.getByRole('tab', { name: 'Register' }).click();
  await page.getByRole('button', { name: 'Start Age Verification' }).click();
  await expect(page.getByRole('dialog', { name: 'Age Verification' })).toBeVisible();
  await expectNoncedStyles(page);
  await page.keyboard.press('Escape');
  expect(await violations()).toEqual([]);
});

test('when a signed-in user goes through the main screens with the policy on, then nothing is blocked', async ({
  signedInPage: page,
}) => {
  test.setTimeout(60_000);
  const violations = await watchViolations(page);

  expectPolicy(await page.goto('/'));
  await expect(page.getByTestId('remote-screen-mf_dashboard')).toBeVisible();
  // A popover of @ciao/ui/floating, which the dashboard's own container provides.
  await page
    .getByRole('button', { name: /^Help: / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  // The side menu and the profile dialog: modal Radix dialogs, which add their own <style>.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: /^Open profile of / }).click();
  await expect(page.getByRole('dialog', { name: 'Profile' })).toBeVisible();
  await expectNoncedStyles(page);
  await page.keyboard.press('Escape');

  for (const [path, screen] of [
    ['/referral', 'mf_referral'],
    ['/store-credit', 'mf_store_credit'],
    ['/notifications', 'mf_account'],
    ['/faq', null],
  ] as const) {
    expectPolicy(await page.goto(path));
    if (screen) await expect(page.getByTestId(`remote-screen-${screen}`)).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expectNoncedStyles(page);
  expect(await violations()).toEqual([]);
});

test('when an admin opens the voucher log with the policy on, then nothing is blocked', async ({ page }) => {
  await ensureAdminUser();
  const signIn = await page.request.post('/api/auth/signin', {
    data: { username: adminUser.email, password: adminUser.password },
  });
  expect(signIn.status()).toBe(200);
  const violations = await watchViolations(page);
  expectPolicy(await page.goto('/admin/voucher-logs'));
  await expect(page.getByRole('heading', { level: 1, name: 'Voucher Logs' })).toBeVisible();
  expect(await violations()).toEqual([]);
});
