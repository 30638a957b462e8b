import type { Overview } from '@ciao/contracts';
import { expect, test } from '../support/fixtures';
import { adminUser, ensureAdminUser, seedProgrammeDay } from '../support/admin';

test.beforeAll(async () => {
  await ensureAdminUser();
});

const DAY = '2020-03-03';
const PERIOD = 'from=2020-03-01&to=2020-03-07';

test("when an admin opens the overview on a seeded day, then its figures, tables and what is owed are the ledger's and the codes'", async ({
  page,
}) => {
  const signIn = await page.request.post('/api/auth/signin', {
    data: { username: adminUser.email, password: adminUser.password },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const owedBefore = ((await (await page.request.get(`/api/admin/overview?${PERIOD}`)).json()) as Overview).owed;
  await seedProgrammeDay(DAY);

  await page.goto(`/admin?${PERIOD}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(page.getByLabel('From')).toHaveValue('2020-03-01');

  const rowOf = (table: string) =>
    page.getByRole('table', { name: `${table}, by day (UTC)` }).getByRole('row', { name: new RegExp(`^${DAY}`) });
  await expect(rowOf('Credits minted ($CIAO)').getByRole('cell')).toHaveText(['0', '1,000', '0']);
  await expect(rowOf('Credits turned into codes ($CIAO)').getByRole('cell')).toHaveText(['400']);
  await expect(rowOf('Codes').getByRole('cell')).toHaveText(['1', '0', '0', '0']);
  await expect(rowOf('Accounts').getByRole('cell')).toHaveText(['1', '0']);
  await expect(page.getByRole('heading', { name: 'Rates, 2020-03-01 to 2020-03-07' })).toBeVisible();

  // What is owed now grew by the new balance and the new code, whatever else the other tests did before.
  const owed = ((await (await page.request.get(`/api/admin/overview?${PERIOD}`)).json()) as Overview).owed;
  expect(Number(owed.activeCodesUsd) - Number(owedBefore.activeCodesUsd)).toBeCloseTo(5, 2);
  expect(Number(owed.balancesCiao) - Number(owedBefore.balancesCiao)).toBeCloseTo(600, 6);
  await expect(
    page.getByText(`$${Number(owed.activeCodesUsd).toLocaleString('en-US', { minimumFractionDigits: 2 })}`).first(),
  ).toBeVisible();

  // The chart's table comes into view on demand; the page never scrolls sideways at 360 px.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Show table' }).first().click();
  await expect(page.getByRole('button', { name: 'Hide table' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^overview-2020-03-01-2020-03-07-\d{8}-\d{6}\.csv$/);
});
