import { expect, test } from '../support/fixtures';
import { openDashboard, section } from '../support/dashboard';
import { creditPendingUsd, registerSaver } from '../support/store-credit';

// The e2e API runs with MINING_TIME_SCALE=600: a 1 h contract lasts 6 s.
test('when a user mined, got credits and redeemed them, then the Total Credits card leads to the activity, which lists each movement signed, in $CIAO and USD, and fits a 320 px phone', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const saver = await registerSaver(page);
  const started = await page.request.post(`/api/user/${saver.id}/contracts`, {
    data: { duration: 1, miningRate: '1' },
  });
  expect(started.status(), await started.text()).toBe(201);
  // Polling the active contract completes it once its 6 s are up, as the dashboard does.
  await expect
    .poll(async () => (await page.request.get(`/api/user/${saver.id}/contracts/active`)).json(), { timeout: 20_000 })
    .toEqual([]);
  await creditPendingUsd(page, saver.id, 3.5);
  const generated = await page.request.post(`/api/user/${saver.id}/store-credit/generate`, { data: {} });
  expect(generated.status(), await generated.text()).toBe(201);
  const { code } = (await generated.json()) as { code: string };

  await page.setViewportSize({ width: 320, height: 720 });
  await openDashboard(page);
  await section(page, 'Total Credits').getByRole('link', { name: 'View activity' }).click();
  await expect(page).toHaveURL(/\/activity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Credit activity' })).toBeVisible();

  const items = page.getByRole('list', { name: 'Credit activity, newest first' }).getByRole('listitem');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Redeemed into a code');
  await expect(items.nth(0)).toContainText(`Code ${code}`);
  await expect(items.nth(0)).toContainText(/-[\d,]+\.\d\d \$CIAO/);
  await expect(items.nth(0)).toContainText(/-\$3\.5\d/);
  await expect(items.nth(1)).toContainText('Referral bonus');
  await expect(items.nth(1)).toContainText(/\+\$3\.50/);
  await expect(items.nth(2)).toContainText('Mining reward');
  await expect(items.nth(2)).toContainText('1h Lightning simulation');
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  // Mobile-first: nothing wider than the 320 px screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // The store-credit page links here too.
  await page.goto('/store-credit');
  await page.getByRole('link', { name: 'Credit activity' }).click();
  await expect(page).toHaveURL(/\/activity$/);
  await expect(items).toHaveCount(3);
});
