import { expect, test } from '../support/fixtures';
import { signInWithForm } from '../support/sign-in';
import { e2e, testUser } from '../support/env';

test.describe('auth guard', () => {
  for (const route of ['/', '/referral', '/store-credit', '/admin/voucher-logs', '/faq', '/no/such/page']) {
    test(`when an anonymous visitor opens ${route}, then the sign-in screen shows`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
      await expect(page.getByRole('form', { name: 'Login' }).getByLabel('Email')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
    });
  }

  test('when a visitor signs in on the sign-in screen, then the dashboard route shows', async ({ page }) => {
    await page.goto('/referral');
    await signInWithForm(page, testUser);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });
});

test.describe('shell', () => {
  test('when a signed-in user opens a page, then the session comes with the page: no request reads it', async ({
    signedInPage: page,
  }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/auth/session') reads.push(request.resourceType());
    });
    for (const route of ['/', '/referral']) {
      await page.goto(route);
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
      await expect(page.locator('link[rel="preload"][href="/api/auth/session"]')).toHaveCount(0);
    }
    expect(reads).toEqual([]);
  });

  test('when a signed-in user opens an unknown route, then the 404 page links back to the dashboard', async ({
    signedInPage: page,
  }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('when the menu opens, then every link of the spec shows in order and navigates', async ({
    signedInPage: page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    // The menu's code loads at the first press; allInnerTexts does not wait for it.
    await expect(menu.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    const labels = await menu.getByRole('link').allInnerTexts();
    const expected = [
      'About This App',
      'Notifications',
      'Referral Link',
      'Store Credits',
      'Community',
      'About Us',
      'FAQs',
      'Contact',
      'Privacy & Policy',
      'Terms & Conditions',
    ];
    expect(labels.map((l) => l.trim()).filter((l) => expected.includes(l))).toEqual(expected);
    await menu.getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test('when the user logs out from the menu, then the sign-in screen shows and the session is gone', async ({
    signedInPage: page,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText('Logged out', { exact: true }),
    ).toBeVisible();
    expect((await page.request.get('/api/auth/session')).status()).toBe(401);
  });

  test('when the sign-out request fails, then the user stays on the page with the Logout error toast, still signed in', async ({
    signedInPage: page,
  }) => {
    await page.route('**/api/auth/signout', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Service unavailable' }),
      }),
    );
    await page.goto('/referral');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();

    const toasts = page.getByRole('region', { name: /Notifications/ });
    await expect(toasts.getByText('Logout error', { exact: true })).toBeVisible();
    await expect(toasts.getByText('An error occurred during logout', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/referral$/);
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveCount(0);
    expect((await page.request.get('/api/auth/session')).status()).toBe(200);
  });
});

test('before any script has run, the page already shows the brand and Loading...; the app then replaces it', async ({
  browser,
  page,
}) => {
  const scriptless = await browser.newContext({ baseURL: e2e.baseURL, javaScriptEnabled: false });
  try {
    const first = await scriptless.newPage();
    await first.goto('/');
    const splash = first.getByRole('status');
    await expect(splash.getByText('$CIAO MINING')).toBeVisible();
    await expect(splash.getByText('Loading...')).toBeVisible();
  } finally {
    await scriptless.close();
  }

  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  await expect(page.locator('.splash')).toHaveCount(0);
});

test.describe("/auth's first paint", () => {
  test('before any script has run, /auth already shows the sign-in screen, inert, without a captcha question', async ({
    browser,
  }) => {
    const scriptless = await browser.newContext({ baseURL: e2e.baseURL, javaScriptEnabled: false });
    try {
      const first = await scriptless.newPage();
      await first.goto('/auth');
      const paint = first.locator('[data-first-paint]');
      await expect(paint).toHaveAttribute('inert', '');
      await expect(paint.getByRole('heading', { name: '$CIAO MINING' })).toBeVisible();
      await expect(paint.getByText('Educational credit simulation. Sign in to continue.')).toBeVisible();
      await expect(paint.getByText('Email', { exact: true })).toBeVisible();
      // The fields are drawn as boxes, not as a form for autofill to scan or fill (render-first-paint.tsx).
      await expect(paint.locator('[data-first-paint-field]')).toHaveCount(3);
      await expect(paint.locator('form, input')).toHaveCount(0);
      await expect(paint.getByText(/= \?/).first()).toBeHidden();
      await expect(first.locator('.splash')).toHaveCount(0);
      // main.js only makes it live: async, at a script's usual priority (first-screen-paint.ts).
      await expect(first.locator('head script[src^="/main."]')).toHaveAttribute('async', '');
      await expect(first.locator('head script[src^="/main."]')).not.toHaveAttribute('fetchpriority', /./);
    } finally {
      await scriptless.close();
    }
  });

  test('the live screen replaces it in one step: nothing shows in between and nothing moves', async ({ page }) => {
    await page.addInitScript(() => {
      const states: string[] = [];
      const shifts: number[] = [];
      Object.assign(window, { firstPaintStates: states, firstPaintShifts: shifts });
      new MutationObserver(() => {
        const root = document.getElementById('root');
        // While the parser is inside the first paint, #root may hold only its <style>: nothing shows yet.
        if (!root || ![...root.children].some((child) => child.tagName !== 'STYLE')) return;
        const state = root.querySelector('[data-first-paint]')
          ? 'first paint'
          : root.querySelector('form[aria-label="Login"]')
            ? 'live screen'
            : 'something else';
        if (states.at(-1) !== state) states.push(state);
      }).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/auth');
    await expect(page.locator('[data-first-paint]')).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await expect(page.getByText(/= \?/).first()).toBeVisible();
    const seen = await page.evaluate(() => {
      const { firstPaintStates, firstPaintShifts } = window as unknown as {
        firstPaintStates: string[];
        firstPaintShifts: number[];
      };
      return { firstPaintStates, firstPaintShifts };
    });
    expect(seen.firstPaintStates).toEqual(['first paint', 'live screen']);
    expect(seen.firstPaintShifts).toEqual([]);
  });
});

test.describe("an invite link's first paint", () => {
  const INVITE_LINKS = ['/auth?ref=friend42', '/?ref=friend42'];

  test('before any script has run, an invite link (on /auth and on /) already shows the Register tab, the age check first, with its code', async ({
    browser,
  }) => {
    const scriptless = await browser.newContext({ baseURL: e2e.baseURL, javaScriptEnabled: false });
    try {
      const first = await scriptless.newPage();
      for (const link of INVITE_LINKS) {
        await first.goto(link);
        const paint = first.locator('[data-first-paint]');
        await expect(paint).toHaveAttribute('inert', '');
        await expect(paint.getByRole('tab', { name: 'Register', selected: true })).toBeVisible();
        await expect(paint.getByRole('heading', { name: 'Verify your age' })).toBeVisible();
        await expect(paint.getByText('Referral code: FRIEND42', { exact: true })).toBeVisible();
        await expect(paint.getByText('Email', { exact: true })).toBeHidden();
        await expect(first.locator('.splash')).toHaveCount(0);
      }
    } finally {
      await scriptless.close();
    }
  });

  test('the live screen takes its place in one step, on the Register tab with the same code: nothing moves', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const states: string[] = [];
      const shifts: number[] = [];
      Object.assign(window, { firstPaintStates: states, firstPaintShifts: shifts });
      const record = () => {
        // While the parser is still inside the first paint, its elements may have no text yet: the
        // paint is judged once the document is parsed (the host's start waits for that too).
        if (document.readyState === 'loading') return;
        const root = document.getElementById('root');
        if (!root || ![...root.children].some((child) => child.tagName !== 'STYLE')) return;
        const tab = root.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? 'no tab';
        const code =
          [...root.querySelectorAll('p')].find((p) => p.textContent?.startsWith('Referral code: '))?.textContent ??
          'no code';
        const state = `${root.querySelector('[data-first-paint]') ? 'first paint' : 'live screen'}: ${tab}, ${code}`;
        if (states.at(-1) !== state) states.push(state);
      };
      document.addEventListener('DOMContentLoaded', record);
      new MutationObserver(record).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const link of INVITE_LINKS) {
      await page.goto(link);
      await expect(page.locator('[data-first-paint]')).toHaveCount(0);
      await expect(page.getByRole('tab', { name: 'Register', selected: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Start Age Verification' })).toBeEnabled();
      const seen = await page.evaluate(() => {
        const { firstPaintStates, firstPaintShifts } = window as unknown as {
          firstPaintStates: string[];
          firstPaintShifts: number[];
        };
        return { firstPaintStates, firstPaintShifts };
      });
      expect(seen.firstPaintStates).toEqual([
        'first paint: Register, Referral code: FRIEND42',
        'live screen: Register, Referral code: FRIEND42',
      ]);
      expect(seen.firstPaintShifts).toEqual([]);
    }
  });
});
