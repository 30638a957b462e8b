import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** The host's pages: their title, and the in-app links each must offer besides header and footer. */
const PAGES: { route: string; title: string; links: [name: string, href: string][] }[] = [
  {
    route: '/app-info',
    title: 'About This App',
    links: [
      ['Terms & Conditions', '/terms'],
      ['Privacy & Policy', '/privacy'],
    ],
  },
  {
    route: '/about',
    title: 'About Us',
    links: [
      ['Contact', '/contact'],
      ['FAQs', '/faq'],
      ['Community', '/community'],
    ],
  },
  {
    route: '/faq',
    title: 'FAQs',
    links: [
      ['Terms & Conditions', '/terms'],
      ['Privacy & Policy', '/privacy'],
      ['Contact', '/contact'],
    ],
  },
  {
    route: '/contact',
    title: 'Contact',
    links: [
      ['FAQs', '/faq'],
      ['Privacy & Policy', '/privacy'],
    ],
  },
  {
    route: '/privacy',
    title: 'Privacy & Policy',
    links: [
      ['Terms and Conditions', '/terms'],
      ['FAQs', '/faq'],
    ],
  },
  {
    route: '/terms',
    // The spec's route table; the menu and the footer keep their link's label.
    title: 'Terms and Conditions',
    links: [
      ['Privacy & Policy', '/privacy'],
      ['FAQs', '/faq'],
    ],
  },
  { route: '/community', title: 'Community', links: [['Contact', '/contact']] },
];

/** The FAQ's price, answered by the test instead of the market. */
async function priceIs(page: Page, price: number, change24h: number) {
  await page.route('**/api/price/ciao', (route) =>
    route.fulfill({ json: { price, change24h, marketCap: 5_200_000, volume24h: 140_000 } }),
  );
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
// @ciao/ui's theme.colors.success and .danger
const GREEN = rgb('#15803d');
const RED = rgb('#b91c1c');

test.describe('content pages', () => {
  for (const { route, title, links } of PAGES) {
    test(`${route} shows "${title}", its links, the footer, and its back button returns to /`, async ({
      signedInPage: page,
    }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

      const main = page.getByRole('main');
      for (const [name, href] of links) {
        await expect(main.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href);
      }
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(/Version \d+\.\d+\.\d+/);
      await expect(footer).toContainText('© 2025');
      await expect(footer.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
      await expect(footer.getByRole('link', { name: 'Privacy & Policy' })).toHaveAttribute('href', '/privacy');

      await page.getByRole('link', { name: 'Back to dashboard' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByTestId('remote-screen-mf_dashboard')).toBeVisible();
    });
  }

  test('a page link moves inside the app without reloading it', async ({ signedInPage: page }) => {
    await page.goto('/faq');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    await page.getByRole('main').getByRole('link', { name: 'Contact', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('/contact gives the support e-mail, support hours 24/7 and a response within 24-48 hours', async ({
    signedInPage: page,
  }) => {
    await page.goto('/contact');
    const main = page.getByRole('main');

    const email = main.locator('a[href^="mailto:"]');
    await expect(email).toHaveAttribute('href', /^mailto:[^@\s]+@[^@\s]+$/);
    await expect(email).toContainText((await email.getAttribute('href'))?.replace('mailto:', '') ?? '');
    await expect(main).toContainText('Support hours24/7');
    await expect(main).toContainText('Response time24-48 hours');
    await expect(main.getByRole('list', { name: 'Official channels' }).getByRole('link')).toHaveCount(3);
  });

  test('/community opens the official website, X account and video channel in a new tab, without an opener', async ({
    signedInPage: page,
  }) => {
    // The real sites are not reachable from the test machine: answer for them.
    await page
      .context()
      .route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>External site</title>' }),
      );
    await page.goto('/community');
    const main = page.getByRole('main');
    await expect(main.getByRole('note')).toContainText('Verify official links');

    for (const name of [/^Official website/, /^X \(Twitter\)/, /^Video channel/]) {
      const link = main.getByRole('link', { name });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const href = await link.getAttribute('href');
      expect(href).toMatch(/^https:\/\//);

      const popup = page.waitForEvent('popup');
      await link.click();
      const tab = await popup;
      await tab.waitForLoadState();
      expect(tab.url()).toBe(new URL(href ?? '').href);
      expect(await tab.evaluate(() => window.opener)).toBeNull();
      await tab.close();
    }
    await expect(page).toHaveURL(/\/community$/);
  });

  test('/faq shows the price with 10 decimals in green when change24h is zero or more', async ({
    signedInPage: page,
  }) => {
    await priceIs(page, 0.00000512345678, 0);
    await page.goto('/faq');

    const price = page.getByTestId('faq-price');
    await expect(price).toHaveText('$0.0000051235+0.00% (24h)');
    await expect(price).toHaveCSS('color', GREEN);
    await expect(page.getByText('Last updated: July 2025')).toBeVisible();
  });

  test('/faq shows the price in red when change24h is below zero, and follows the live price', async ({
    signedInPage: page,
  }) => {
    await priceIs(page, 0.0000029, -4.256);
    await page.goto('/faq');

    const price = page.getByTestId('faq-price');
    await expect(price).toHaveText('$0.0000029000-4.26% (24h)');
    await expect(price).toHaveCSS('color', RED);

    // Read again every 3 seconds.
    await page.unroute('**/api/price/ciao');
    await priceIs(page, 0.0000031, 1.5);
    await expect(price).toHaveText('$0.0000031000+1.50% (24h)');
    await expect(price).toHaveCSS('color', GREEN);
  });

  test('/faq falls back to 0.0000034747 when the price cannot be read', async ({ signedInPage: page }) => {
    await page.route('**/api/price/ciao', (route) =>
      route.fulfill({ status: 503, json: { message: 'Market data unavailable' } }),
    );
    await page.goto('/faq');

    await expect(page.getByText('The live price is unavailable right now: showing the reference price.')).toBeVisible();
    await expect(page.getByTestId('faq-price')).toHaveText('$0.0000034747');
  });
});
