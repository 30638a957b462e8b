import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { adminUser, ensureAdminUser, recordedExports, seedVoucherLogs } from '../support/admin';

test.beforeAll(async () => {
  await ensureAdminUser();
});

async function signInAsAdmin(page: Page) {
  const response = await page.request.post('/api/auth/signin', {
    data: { username: adminUser.email, password: adminUser.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** RFC 4180 rows (every cell quoted by the API, CRLF between rows). */
function parseCsv(text: string): string[][] {
  return text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"')));
}

test('when an admin filters the voucher log by user and action, then the rows shown are those, and the CSV export holds exactly them', async ({
  page,
}) => {
  const { email, logs } = await seedVoucherLogs(12);
  const used = logs.filter((log) => log.actionType === 'used').reverse();
  expect(used.length).toBeGreaterThan(1);

  await signInAsAdmin(page);
  await page.goto('/admin/voucher-logs');
  await expect(page.getByRole('heading', { level: 1, name: 'Voucher Logs' })).toBeVisible();

  const filters = page.getByRole('search', { name: 'Filter voucher logs' });
  await filters.getByLabel('User e-mail').fill(email);
  await filters.getByRole('combobox', { name: 'Action' }).selectOption('Used');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/actionType=used/);

  const rows = page.getByRole('region', { name: 'Voucher logs' }).locator('tbody tr');
  await expect(rows).toHaveCount(used.length);
  const shown = await rows.evaluateAll((trs) =>
    trs.map((tr) => {
      const cells = [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '');
      return {
        date: tr.querySelector('time')?.getAttribute('datetime'),
        code: cells[1],
        email: cells[2],
        action: cells[3],
      };
    }),
  );
  expect(shown).toEqual(used.map((log) => ({ date: log.createdAt, code: log.voucherCode, email, action: 'Used' })));

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^voucher-logs-\d{8}-\d{6}\.csv$/);
  const csv = parseCsv(await readFile((await download.path())!, 'utf8'));
  expect(csv[0]).toEqual(['Date', 'Code', 'User e-mail', 'Action', 'USD', '$CIAO', 'Shopify discount id', 'Order id']);
  expect(
    csv.slice(1).map(([date, code, userEmail, action]) => ({
      date,
      code,
      email: userEmail,
      action: action === 'used' ? 'Used' : action,
    })),
  ).toEqual(shown);

  const [recorded] = await recordedExports();
  expect(recorded).toEqual({ filter: { userEmail: email, actionType: 'used' }, row_count: used.length });
});

test('when a signed-in user who is not an admin opens the voucher log, then the screen says they are not authorised', async ({
  signedInPage: page,
}) => {
  await page.goto('/admin/voucher-logs');
  await expect(page.getByRole('heading', { name: 'Not authorised' })).toBeVisible();
  await expect(page.getByText('Only administrators can see the voucher log.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveCount(0);
  await expect(page.getByRole('table')).toHaveCount(0);
});
