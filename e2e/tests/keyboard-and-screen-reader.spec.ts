import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openDashboard, registerFreshUser, section } from '../support/dashboard';
import { registerThroughApi, verifyAgeThroughModal } from '../support/referral';
import { creditPendingUsd, registerSaver } from '../support/store-credit';

// What axe cannot see (issue #50): page titles, where focus goes after a route change, an action
// or a failed submit, the dialogs' tab order, the skip link, reduced motion and text spacing.

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const titled = (screen: string) => `${screen} · $CIAO MINING`;

/** The names of the given elements in the order Tab visits them, starting from the first. */
async function tabOrder(page: Page, elements: Locator[]): Promise<string[]> {
  await elements[0]!.focus();
  const names = [await elements[0]!.innerText()];
  for (let i = 1; i < elements.length; i += 1) {
    await page.keyboard.press('Tab');
    names.push(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText ?? ''));
  }
  return names;
}

/** The names of the given elements in reading order on the screen: top to bottom, then left to right. */
async function visualOrder(elements: Locator[]): Promise<string[]> {
  const placed = await Promise.all(
    elements.map(async (element) => ({ name: await element.innerText(), box: (await element.boundingBox())! })),
  );
  placed.sort((a, b) => (Math.abs(a.box.y - b.box.y) > 4 ? a.box.y - b.box.y : a.box.x - b.box.x));
  return placed.map(({ name }) => name);
}

async function expectTabOrderIsVisualOrder(page: Page, elements: Locator[]) {
  const visual = await visualOrder(elements);
  expect(await tabOrder(page, elements)).toEqual(visual);
}

test.describe('page titles and focus after a route change', () => {
  const ROUTES: [path: string, screen: string][] = [
    ['/', 'Dashboard'],
    ['/activity', 'Credit Activity'],
    ['/referral', 'Referral'],
    ['/store-credit', 'Store Credits'],
    ['/notifications', 'Notifications'],
    ['/admin/voucher-logs', 'Voucher Logs'],
    ['/faq', 'FAQs'],
    ['/terms', 'Terms and Conditions'],
    ['/no/such/page', '404 Page Not Found'],
  ];

  test('each screen titles the page after itself', async ({ signedInPage: page }) => {
    for (const [path, screen] of ROUTES) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(titled(screen));
    }
  });

  test('a signed-out visitor gets the sign-in screen, titled so', async ({ page }) => {
    await page.goto('/store-credit');
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveTitle(titled('Sign In'));
  });

  test("after a route change focus is on the new screen's h1, and on the first load it is not moved", async ({
    signedInPage: page,
  }) => {
    await openDashboard(page);
    await expect(page).toHaveTitle(titled('Dashboard'));
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    // From the side menu to a remote's screen.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Store Credits' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Store Credits' })).toBeFocused();
    await expect(page).toHaveTitle(titled('Store Credits'));

    // A link inside the screen, to another remote screen.
    await page.getByRole('link', { name: 'Credit activity' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Credit activity' })).toBeFocused();
    await expect(page).toHaveTitle(titled('Credit Activity'));

    // Back in history.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Store Credits' })).toBeFocused();

    // To one of the host's own pages by the keyboard, then back to the dashboard.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'FAQs' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'FAQs' })).toBeFocused();
    await expect(page).toHaveTitle(titled('FAQs'));
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mining dashboard' })).toBeFocused();
    await expect(page).toHaveTitle(titled('Dashboard'));
  });
});

test.describe('focus after an action', () => {
  test("after 'Start Credit Mining' focus stays on the (now disabled) button", async ({ page }) => {
    await registerFreshUser(page);
    await openDashboard(page);
    const start = section(page, 'Start Credit Mining');
    await start.getByRole('button', { name: 'Start 9h Credit Mining' }).focus();
    await page.keyboard.press('Enter');

    const active = start.getByRole('button', { name: 'Credit Simulation Active' });
    await expect(active).toBeDisabled();
    await expect(active).toBeFocused();
  });

  test("after 'Generate Store Credit' focus stays on the (now disabled) button", async ({ page }) => {
    const saver = await registerSaver(page);
    await creditPendingUsd(page, saver.id, 3.5);
    await page.goto('/store-credit');
    const credits = page.getByRole('region', { name: 'Your Credits' });
    const generate = credits.getByRole('button', { name: 'Generate Store Credit' });
    await expect(generate).toBeEnabled();
    await generate.focus();
    await page.keyboard.press('Enter');

    await expect(toasts(page).getByText('Store Credit Generated!', { exact: true })).toBeVisible();
    await expect(credits.getByText('Below Minimum')).toBeVisible();
    await expect(generate).toBeDisabled();
    await expect(generate).toBeFocused();
  });

  test("turning push off keeps focus on the push switch, and after 'Save Settings' focus stays on the button", async ({
    page,
  }) => {
    await registerThroughApi(page, 'Kim Keyboard');
    await page.goto('/notifications');
    const push = page.getByRole('switch', { name: 'Push Notifications' });
    await expect(push).toBeChecked();
    await push.focus();
    await page.keyboard.press('Space');

    await expect(push).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Promotions', exact: true })).toBeDisabled();
    await expect(push).not.toHaveAttribute('aria-busy');
    await expect(push).toBeFocused();

    const save = page.getByRole('button', { name: 'Save Settings' });
    await save.focus();
    await page.keyboard.press('Enter');
    await expect(toasts(page).getByText('Settings Saved', { exact: true })).toBeVisible();
    await expect(save).toBeFocused();
  });
});

test.describe('focus after a failed submit', () => {
  test('the sign-in form sends focus to its first invalid field', async ({ page }) => {
    await page.goto('/auth');
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Password').fill('secret-1');
    await login.getByRole('button', { name: 'Login' }).focus();
    await page.keyboard.press('Enter');

    const email = login.getByLabel('Email');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(/.+/);
  });

  test('the registration form sends focus to its first invalid field', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await verifyAgeThroughModal(page);

    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Name').fill('Ada Lovelace');
    await form.getByRole('button', { name: 'Create Account' }).focus();
    await page.keyboard.press('Enter');

    const email = form.getByLabel('Email');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('tab order in dialogs is the visual order', () => {
  for (const [viewport, width] of [
    ['phone', 390],
    ['desktop', 1280],
  ] as const) {
    test(`the age dialog: 'Back' and 'Verify Age' (${viewport})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/auth');
      await page.getByRole('tab', { name: 'Register' }).click();
      await page.getByRole('button', { name: 'Start Age Verification' }).click();
      const modal = page.getByRole('dialog', { name: 'Age Verification' });
      await modal.getByLabel('Date of Birth').fill('1990-05-01');
      await modal.getByRole('combobox', { name: 'Country' }).selectOption('United Kingdom');
      await modal.getByRole('checkbox').check();
      const buttons = [modal.getByRole('button', { name: 'Back' }), modal.getByRole('button', { name: 'Verify Age' })];
      await expect(buttons[1]!).toBeEnabled();

      await expectTabOrderIsVisualOrder(page, buttons);
    });

    test(`the profile dialog: 'Cancel' and 'Save' (${viewport})`, async ({ signedInPage: page }) => {
      await page.setViewportSize({ width, height: 844 });
      await openDashboard(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: /^Open profile of/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Profile' });
      const buttons = [dialog.getByRole('button', { name: 'Cancel' }), dialog.getByRole('button', { name: 'Save' })];
      await expect(buttons[1]!).toBeVisible();

      await expectTabOrderIsVisualOrder(page, buttons);
    });
  }
});

test('the skip link is the first stop of the keyboard and moves focus into the main region', async ({
  signedInPage: page,
}) => {
  await page.goto('/store-credit');
  await expect(page.getByRole('heading', { level: 1, name: 'Store Credits' })).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
  // Not the header's menu button: the keyboard went past it.
  await expect(page.getByRole('button', { name: 'Open menu' })).not.toBeFocused();
});

for (const width of [320, 390]) {
  test(`at ${width} px the hidden skip link draws nothing on the header`, async ({ signedInPage: page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/store-credit');
    await expect(page.getByRole('heading', { level: 1, name: 'Store Credits' })).toBeVisible();
    const header = page.getByRole('banner');
    const top = { x: 0, y: 0, width, height: (await header.boundingBox())!.height };
    const shot = () => page.screenshot({ clip: top, animations: 'disabled', caret: 'hide' });

    const withLink = await shot();
    // The same header with the link taken out of the page: hidden must mean not one pixel differs.
    await page.getByRole('link', { name: 'Skip to main content' }).evaluate((link) => {
      (link as HTMLElement).style.display = 'none';
    });
    expect(withLink.equals(await shot()), "the unfocused skip link changes the header's pixels").toBe(true);
  });
}

test('the spinner stops turning when reduced motion is asked for', async ({ signedInPage: page }) => {
  // The settings never arrive, so the screen keeps its spinner.
  await page.route('**/api/notifications/settings', () => undefined);
  const spinnerAnimations = async () => {
    await page.goto('/notifications');
    const spinner = page.getByRole('status').filter({ hasText: 'Loading your notification settings' });
    await expect(spinner).toBeVisible();
    return spinner.evaluate((status) => status.getAnimations({ subtree: true }).length);
  };

  expect(await spinnerAnimations()).toBeGreaterThan(0);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await spinnerAnimations()).toBe(0);
});

test("at 320 px with WCAG 1.4.12's text spacing, the header's tagline is shown whole", async ({
  signedInPage: page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openDashboard(page);
  // What the text-spacing bookmarklet does: these values on every element, through the CSSOM (the CSP allows no inline style).
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      element.style.setProperty('line-height', '1.5', 'important');
      element.style.setProperty('letter-spacing', '0.12em', 'important');
      element.style.setProperty('word-spacing', '0.16em', 'important');
      if (element.tagName === 'P') element.style.setProperty('margin-bottom', '2em', 'important');
    }
  });

  const tagline = page.getByRole('banner').getByText('Educational credit simulation', { exact: true });
  await expect(tagline).toBeVisible();
  const clipped = await tagline.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      cutInside: element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      pastTheScreen: box.left < 0 || box.right > document.documentElement.clientWidth,
    };
  });
  expect(clipped).toEqual({ cutInside: false, pastTheScreen: false });
});
