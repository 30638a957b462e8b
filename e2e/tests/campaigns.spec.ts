import { randomInt } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { QueryTypes, Sequelize } from 'sequelize';
import { startFakePushService } from '../../api/test/support/push-service';
import type { FakePushService } from '../../api/test/support/push-service';
import { adminUser, e2eDatabaseUrl, ensureAdminUser } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { contextWithOwnAddress, registerThroughApi } from '../support/referral';
import type { Account } from '../support/referral';

// Campaigns from the admin browser (docs/admin.md, "Campaigns"): an owner builds a segment and sees
// its size, previews, schedules the campaign a minute ahead, and it reaches exactly the segment's
// opted-in customers, by push (a local push service the API posts to) and by mail (the API's
// development mailbox); a customer opens the app from the push and the "Opened" count moves. The
// minute is not waited for: the campaign's time is moved back once it is scheduled (the clock moved).

let push: FakePushService;
let database: Sequelize;

test.beforeAll(async () => {
  await ensureAdminUser();
  push = await startFakePushService(Number(process.env.E2E_PUSH_PORT));
  database = new Sequelize(e2eDatabaseUrl(), { logging: false });
});
test.afterAll(async () => {
  await push.close();
  await database.close();
});

type Customer = Account & { device: string; page: Page };

/** A customer of `country` (the age check's, set in the database) with a device and Promotions by `channel`, or off. */
async function customer(browser: Browser, country: string, channel: 'push' | 'both' | 'off'): Promise<Customer> {
  const page = await (await contextWithOwnAddress(browser)).newPage();
  const account = await registerThroughApi(page, 'Cam Customer');
  await database.query('UPDATE users SET country = $2 WHERE id = $1', { bind: [account.id, country] });
  const { id: device, ...subscription } = push.subscribe();
  const saved = await page.request.post(`/api/user/${account.id}/push-subscription`, { data: subscription });
  expect(saved.status(), await saved.text()).toBe(200);
  const settings = await (await page.request.get('/api/notifications/settings')).json();
  const stored = await page.request.post('/api/notifications/settings', {
    data: {
      ...settings,
      promotions: channel !== 'off',
      byEmail: { ...settings.byEmail, promotions: channel === 'both' },
    },
  });
  expect(stored.status(), await stored.text()).toBe(200);
  return { ...account, device, page };
}

const mailsTo = async (page: Page, email: string, subject: string) => {
  const { mails } = (await (await page.request.get('/dev/mail/messages.json')).json()) as {
    mails: { to: string[]; subject: string; text: string }[];
  };
  return mails.filter((m) => m.to.includes(email.toLowerCase()) && m.subject === subject);
};

test('an owner segments, previews and schedules a campaign; exactly its opted-in customers get it, and an open is counted', async ({
  browser,
  baseURL,
}) => {
  const country = `Campaignia ${randomInt(1e9)}`;
  const title = `Double rewards ${randomInt(1e6)}`;
  const body = 'This weekend only: every simulation pays twice.';
  const byBoth = await customer(browser, country, 'both');
  const byPush = await customer(browser, country, 'push');
  const optedOut = await customer(browser, country, 'off');
  const elsewhere = await customer(browser, `${country} elsewhere`, 'both');

  const admin = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } })).newPage();
  const signedIn = await admin.request.post('/api/auth/signin', {
    data: { username: adminUser.email, password: adminUser.password },
  });
  expect(signedIn.status()).toBe(200);
  await admin.goto('/admin/campaigns');
  await expect(admin.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();

  await admin.getByRole('textbox', { name: 'Title' }).fill(title);
  await admin.getByRole('textbox', { name: 'Message' }).fill(body);
  await admin.getByRole('combobox', { name: 'Opens' }).selectOption('/referral');
  await admin.getByRole('textbox', { name: 'Country (age check)' }).fill(country);
  await expect(admin.getByRole('status').filter({ hasText: 'Audience:' })).toHaveText('Audience: 2 customers');

  await admin.getByRole('button', { name: 'Preview' }).click();
  await expect(admin.getByLabel('Push notification')).toContainText(title);
  await expect(admin.frameLocator('iframe[title="E-mail preview"]').getByText(body)).toBeVisible();

  await admin.getByRole('button', { name: 'Save draft' }).click();
  await expect(admin.getByRole('heading', { name: /^Campaign \d+ \(draft\)$/ })).toBeVisible();
  const id = /Campaign (\d+)/.exec(
    (await admin.getByRole('heading', { name: /^Campaign \d+/ }).textContent()) ?? '',
  )?.[1];
  expect(id).toBeDefined();

  // A minute ahead, in the operator's local time; the hint shows UTC beside it.
  const inAMinute = new Date(Date.now() + 2 * 60_000);
  const local = new Date(inAMinute.getTime() - inAMinute.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await admin.getByLabel('Or at (your time)').fill(local);
  await expect(admin.getByText(/\(your time\) · .* UTC/)).toBeVisible();
  await admin.getByRole('button', { name: 'Schedule' }).click();
  const row = admin.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Scheduled')).toBeVisible();

  // The minute passes.
  await database.query("UPDATE campaigns SET scheduled_at = scheduled_at - interval '3 minutes' WHERE id = $1", {
    bind: [id],
  });
  const expected = { title, body, url: '/referral', campaign: id };
  await expect.poll(() => push.messagesOf(byBoth.device), { timeout: 15_000 }).toEqual([expected]);
  await expect.poll(() => push.messagesOf(byPush.device)).toEqual([expected]);
  await expect.poll(async () => (await mailsTo(admin, byBoth.email, title)).length).toBe(1);
  await expect(row.getByText('Sent', { exact: true })).toBeVisible({ timeout: 15_000 });
  expect(push.messagesOf(optedOut.device)).toEqual([]);
  expect(push.messagesOf(elsewhere.device)).toEqual([]);
  expect(await mailsTo(admin, byPush.email, title)).toEqual([]);
  expect(await mailsTo(admin, elsewhere.email, title)).toEqual([]);

  // The customer opens the push's link (the service worker's tap on a campaign's push is push.spec.ts's).
  await byPush.page.goto(`${expected.url}?campaign=${id}`);
  await expect(byPush.page).toHaveURL(/\/referral$/);
  await expect
    .poll(async () => {
      await admin.reload();
      return admin.getByRole('row').filter({ hasText: title }).locator('td[data-label="Opened"]').textContent();
    })
    .toBe('1');
  expect(
    await database.query('SELECT count(*)::int AS n FROM campaign_recipients WHERE campaign_id = $1', {
      bind: [id],
      type: QueryTypes.SELECT,
    }),
  ).toEqual([{ n: 2 }]);
});
