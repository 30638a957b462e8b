import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Every screen passes axe-core (WCAG 2.1 A and AA, and axe's best practices) with no serious or
// critical violation. Phone-sized viewport (playwright.config.ts), where the layout is tightest.

/** The violations that fail a screen, one line each with where they are. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n` +
        violation.nodes
          .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`)
          .join('\n'),
    );
}

/** Waits until the screen has stopped loading: no full-screen splash or busy region left. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

const REMOTE_ROUTES: [route: string, remote: string][] = [
  ['/', 'mf_dashboard'],
  ['/activity', 'mf_dashboard'],
  ['/referral', 'mf_referral'],
  ['/store-credit', 'mf_store_credit'],
  ['/notifications', 'mf_account'],
  ['/admin/voucher-logs', 'mf_admin'],
];

const HOST_PAGES: [route: string, title: string][] = [
  ['/faq', 'FAQs'],
  ['/app-info', 'About This App'],
  ['/about', 'About Us'],
  ['/contact', 'Contact'],
  ['/community', 'Community'],
  ['/privacy', 'Privacy & Policy'],
  ['/terms', 'Terms and Conditions'],
];

test.describe('accessibility (axe-core)', () => {
  test('/auth has no serious or critical violations', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page.getByRole('button', { name: 'Start Age Verification' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  for (const [route, remote] of REMOTE_ROUTES) {
    test(`${route} has no serious or critical violations`, async ({ signedInPage: page }) => {
      await page.goto(route);
      await expect(page.getByTestId(`remote-screen-${remote}`)).toBeVisible();
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  for (const [route, title] of HOST_PAGES) {
    test(`${route} has no serious or critical violations`, async ({ signedInPage: page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await settled(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the open side menu has no serious or critical violations and closes on Escape', async ({
    signedInPage: page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('remote-screen-mf_dashboard')).toBeVisible();
    await settled(page);
    const opener = page.getByRole('button', { name: 'Open menu' });
    await opener.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('the 404 page has no serious or critical violations', async ({ signedInPage: page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the host pages and the app header have touch targets of at least 44 by 44 px', async ({
    signedInPage: page,
  }) => {
    // Links inside running text are exempt (WCAG 2.5.5): they are inline and flow with the text.
    const smallTargets = () =>
      page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            'a[href], button, summary, input, select, [role="button"], [role="tab"]',
          ),
        ]
          .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).display !== 'inline')
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
          .filter(({ box }) => box.width < 44 || box.height < 44)
          .map(
            ({ element, box }) =>
              `${element.tagName.toLowerCase()} "${element.textContent?.trim() || element.getAttribute('aria-label')}" ${Math.round(box.width)}x${Math.round(box.height)}`,
          ),
      );
    for (const [route, title] of HOST_PAGES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(await smallTargets(), route).toEqual([]);
    }
    await page.goto('/');
    await expect(page.getByTestId('remote-screen-mf_dashboard')).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    // Measured once the slide-in has ended: mid-animation a 44 px box can measure 43.99 px.
    await menu.evaluate((dialog) =>
      Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)),
    );
    const inMenu = await menu.evaluate((dialog) =>
      [...dialog.querySelectorAll<HTMLElement>('a[href], button')]
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width < 44 || box.height < 44)
        .map(
          ({ element, box }) =>
            `${element.textContent?.trim() || element.getAttribute('aria-label')} ${Math.round(box.width)}x${Math.round(box.height)}`,
        ),
    );
    expect(inMenu).toEqual([]);
  });
});
