import { devices, type Page } from '@playwright/test';
import { REMOTE_SCREENS } from '../../host/src/app/remote-screens';
import { adminUser, ensureAdminUser, seedVoucherLogs } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { contextWithOwnAddress, registerThroughApi } from '../support/referral';

// On a 320 px phone, the narrowest the app supports, no page is wider than the screen: every route
// of the host's table and every page a link leads to, with the side menu and the profile dialog
// open, signed in as an admin (so the voucher log shows its table, filled with long e-mails) and as
// a new customer with a long address not yet verified (the banner naming it on every page), plus
// /auth signed out and an unknown path.

// A phone, not a narrow desktop window: with `isMobile`, Chromium lays the page out as a phone's
// browser does (no scrollbar), so one element sticking out makes the whole page wider (its layout
// viewport, `innerWidth` with it) where a desktop window shows a scrollbar.
const { defaultBrowserType: _browser, ...PHONE } = devices['Galaxy S9+'];
test.use(PHONE);

/** How far the page reaches past the phone's screen (0 when it fits). */
const overflow = (page: Page) =>
  page.evaluate((screenWidth) => document.documentElement.scrollWidth - screenWidth, PHONE.viewport.width);

/** The app's own paths linked from the page (menu included when open); not the API's downloads. */
const linkedPaths = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .map((a) => new URL(a.href))
      .filter((url) => url.origin === window.location.origin && !url.pathname.startsWith('/api/'))
      .map((url) => url.pathname),
  );

/** Loaded: a level-one heading shows and nothing is busy (splashes, spinners of the first reads). */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * The signed-in page's overflow with the side menu, then the profile dialog, open on the dashboard,
 * and on each of `paths` (and on whatever the menu and the pages link to, when `followLinks`); keyed `who path`.
 */
async function measurePages(
  page: Page,
  who: string,
  { paths, followLinks }: { paths: string[]; followLinks: boolean },
): Promise<Record<string, number>> {
  const measured: Record<string, number> = {};
  await page.goto('/');
  await settled(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  // The menu's code loads at the first press: its links are there once it shows.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  measured[`${who} / (side menu open)`] = await overflow(page);
  const toVisit = [...paths, ...(followLinks ? await linkedPaths(page) : [])];
  await page.getByRole('button', { name: /^Open profile of / }).click();
  await expect(page.getByRole('dialog', { name: 'Profile' })).toBeVisible();
  measured[`${who} / (profile dialog open)`] = await overflow(page);

  const visited = new Set<string>();
  for (let next = toVisit.shift(); next !== undefined; next = toVisit.shift()) {
    if (visited.has(next)) continue;
    visited.add(next);
    await page.goto(next);
    await settled(page);
    if (next === '/admin/voucher-logs') await expect(page.getByRole('region', { name: 'Voucher logs' })).toBeVisible();
    measured[`${who} ${next}`] = await overflow(page);
    if (followLinks) toVisit.push(...(await linkedPaths(page)));
  }
  return measured;
}

test.beforeAll(async () => {
  await ensureAdminUser();
  // Rows with long e-mails, codes and order ids: the widest the voucher log gets.
  await seedVoucherLogs(12);
});

test('on a 320 px phone, no page is wider than the screen', async ({ page, browser }) => {
  test.setTimeout(150_000);

  await page.goto('/auth');
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  const measured: Record<string, number> = { '/auth (signed out)': await overflow(page) };

  const response = await page.request.post('/api/auth/signin', {
    data: { username: adminUser.email, password: adminUser.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  // The route table's screens (a customer's page: the admin's own), the unknown path's 404, then
  // whatever the menu and the pages link to.
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { id: string } };
  const adminPaths = [...REMOTE_SCREENS.map(({ path }) => path.replace(':id', session.user.id)), '/no/such/page'];
  Object.assign(measured, await measurePages(page, 'admin', { paths: adminPaths, followLinks: true }));

  // A customer's screens (the pages they link to are the admin's above) as a new account sees them:
  // its address, long as real ones can be, on each.
  const customerContext = await contextWithOwnAddress(browser, PHONE);
  try {
    const customer = await customerContext.newPage();
    const { email } = await registerThroughApi(customer, 'Maximiliana Bartholomew-Fitzgerald');
    expect(email.length).toBeGreaterThan(60);
    const customerPaths = REMOTE_SCREENS.map(({ path }) => path).filter((path) => !path.startsWith('/admin'));
    Object.assign(measured, await measurePages(customer, 'customer', { paths: customerPaths, followLinks: false }));
  } finally {
    await customerContext.close();
  }

  const tooWide = Object.entries(measured).filter(([, pixels]) => pixels > 0);
  expect(tooWide, `wider than ${PHONE.viewport.width} px, by this many pixels`).toEqual([]);
  // /auth; for the admin, the menu and the dialog, the route table's 14 screens, the 404 and the
  // menu's seven content pages; for the customer, the menu and the dialog and its seven screens.
  expect(Object.keys(measured).length).toBeGreaterThanOrEqual(34);
});
