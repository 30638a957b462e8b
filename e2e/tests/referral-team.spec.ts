import { devices } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { contextWithOwnAddress, registerThroughApi } from '../support/referral';

// "Your team" (docs/referral.md): a referrer and invitees in different states, on a phone. The e2e
// API runs with MINING_TIME_SCALE=600: a 1 h contract lasts 6 s, a 24 h one 144 s.

const toasts = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const team = (page: Page) => page.getByRole('region', { name: 'Your team' });
const member = (page: Page, name: string) => team(page).getByRole('listitem', { name, exact: true });

/** An invitee in a context of its own (its own address), with a nickname, who used `code`. */
async function invitee(context: BrowserContext, nickname: string, code: string): Promise<{ page: Page; id: string }> {
  const page = await context.newPage();
  const { id } = await registerThroughApi(page, nickname);
  const used = await page.request.post('/api/referral/use-code', { data: { code } });
  expect(used.status(), await used.text()).toBe(200);
  const profile = await page.request.patch('/api/user/profile', { data: { nickname, profileImageUrl: '' } });
  expect(profile.status(), await profile.text()).toBe(200);
  return { page, id };
}

async function startContract(page: Page, id: string, duration: number): Promise<void> {
  const started = await page.request.post(`/api/user/${id}/contracts`, { data: { duration, miningRate: '1' } });
  expect(started.status(), await started.text()).toBe(201);
}

test('a referrer on a phone sees each invitee in its state, pages through the team, reminds one once, and shares through the share sheet', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const contexts: BrowserContext[] = [];
  const context = async () => {
    const made = await contextWithOwnAddress(browser);
    contexts.push(made);
    return made;
  };
  try {
    const { defaultBrowserType: _type, ...phone } = devices['Pixel 7'];
    const referrer = await contextWithOwnAddress(browser, phone);
    contexts.push(referrer);
    // A phone's browser has the Web Share API; this one records what it is given instead of opening a sheet.
    await referrer.addInitScript(() => {
      const shared: ShareData[] = [];
      Object.assign(window, { sharedData: shared });
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    const page = await referrer.newPage();
    await registerThroughApi(page, 'Rita Referrer');
    const { code } = (await (await page.request.get('/api/referral/my-code')).json()) as { code: string };

    // Three friends who joined first and did nothing more, then three in different states.
    await Promise.all(
      ['Early One', 'Early Two', 'Early Three'].map(async (name) => invitee(await context(), name, code)),
    );
    const [finished, mining] = await Promise.all(
      ['Cal Complete', 'Mo Mining', 'Bea Joined'].map(async (name) => invitee(await context(), name, code)),
    );
    if (!finished || !mining) throw new Error('the invitees did not join');
    await startContract(finished.page, finished.id, 1);
    await startContract(mining.page, mining.id, 24);
    // Cal's scaled hour passes and the server completes it: both sides are paid.
    await expect
      .poll(async () => (await finished.page.request.get(`/api/user/${finished.id}/contracts/active`)).json(), {
        timeout: 30_000,
        intervals: [1_000],
      })
      .toEqual([]);

    await page.goto('/referral');
    await expect(team(page).getByText('6 friends', { exact: true })).toBeVisible();
    await expect(team(page).getByText('1 bonus paid', { exact: true })).toBeVisible();
    await expect(member(page, 'Bea Joined')).toContainText('Joined');
    await expect(member(page, 'Bea Joined')).toContainText('Bonus pending: waiting for their first completed mining');
    await expect(member(page, 'Mo Mining')).toContainText('Mining');
    await expect(member(page, 'Mo Mining')).toContainText('Bonus pending: waiting for their first completed mining');
    await expect(member(page, 'Cal Complete')).toContainText('First mining completed');
    await expect(member(page, 'Cal Complete')).toContainText(/Bonus paid: \$5\.00 \([\d,.]+ \$CIAO\) on /);
    await expect(member(page, 'Mo Mining').getByRole('button', { name: 'Send a reminder' })).toHaveCount(0);

    // Five a page, newest first: the earliest friend comes with 'Load more'.
    await expect(team(page).getByRole('listitem', { name: /./ })).toHaveCount(5);
    await expect(team(page).getByRole('listitem', { name: /^Early/ })).toHaveCount(2);
    await team(page).getByRole('button', { name: 'Load more' }).click();
    await expect(team(page).getByRole('listitem', { name: /./ })).toHaveCount(6);
    for (const name of ['Early One', 'Early Two', 'Early Three']) await expect(member(page, name)).toBeVisible();
    await expect(team(page).getByRole('button', { name: 'Load more' })).toHaveCount(0);

    // A second tab, opened before the reminder, still offers it.
    const staleTab = await referrer.newPage();
    await staleTab.goto('/referral');
    await expect(member(staleTab, 'Bea Joined').getByRole('button', { name: 'Send a reminder' })).toBeVisible();

    await member(page, 'Bea Joined').getByRole('button', { name: 'Send a reminder' }).click();
    await expect(toasts(page).getByText('Reminder sent', { exact: true })).toBeVisible();
    await expect(member(page, 'Bea Joined')).toContainText('Reminded on');
    await expect(member(page, 'Bea Joined').getByRole('button', { name: 'Send a reminder' })).toHaveCount(0);

    await member(staleTab, 'Bea Joined').getByRole('button', { name: 'Send a reminder' }).click();
    await expect(
      toasts(staleTab).getByText(
        'You already reminded this friend this week. You can send another reminder 7 days after the last one.',
        { exact: true },
      ),
    ).toBeVisible();
    await expect(member(staleTab, 'Bea Joined')).toContainText('Reminded on');

    // The phone's share sheet gets the spec's message and the link.
    await page.getByRole('button', { name: 'Share…' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData))
      .toEqual([
        {
          text: `Join me on $CIAO Mining, an educational credit-mining simulation! Sign up with my referral code ${code} and we both get $5 in $CIAO after your first mining.`,
          url: `${new URL(page.url()).origin}/?ref=${code}`,
        },
      ]);
  } finally {
    for (const made of contexts) await made.close();
  }
});
