import type { Page } from '@playwright/test';
import { REMOTE_SCREENS } from '../../host/src/app/remote-screens';
import { adminUser, ensureAdminUser, seedVoucherLogs } from '../support/admin';
import { expect, test } from '../support/fixtures';

// At 320 px, the narrowest phone the app supports, no page is wider than the screen: every route
// of the host's table and every page a link leads to, signed in as an admin (so the voucher log
// shows its table, filled with long e-mails), plus /auth signed out and an unknown path.

const PHONE = { width: 320, height: 640 };

/** How far the page reaches past the screen's right edge (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

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

test.beforeAll(async () => {
  await ensureAdminUser();
  // Rows with long e-mails, codes and order ids: the widest the voucher log gets.
  await seedVoucherLogs(12);
});

test('at 320 px wide, no route is wider than the screen', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);

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
  const toVisit = [...REMOTE_SCREENS.map(({ path }) => path.replace(':id', session.user.id)), '/no/such/page'];
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  // The menu's code loads at the first press: its links are there once it shows.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  toVisit.push(...(await linkedPaths(page)));
  for (let next = toVisit.shift(); next !== undefined; next = toVisit.shift()) {
    if (next in measured) continue;
    await page.goto(next);
    await settled(page);
    if (next === '/admin/voucher-logs') await expect(page.getByRole('region', { name: 'Voucher logs' })).toBeVisible();
    measured[next] = await overflow(page);
    toVisit.push(...(await linkedPaths(page)));
  }

  const tooWide = Object.entries(measured).filter(([, pixels]) => pixels > 0);
  expect(tooWide, `wider than ${PHONE.width} px, by this many pixels`).toEqual([]);
  // /auth, the route table's seven screens, the 404 and the menu's seven content pages, at least.
  expect(Object.keys(measured).length).toBeGreaterThanOrEqual(16);
});
