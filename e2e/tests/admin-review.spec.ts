import { request as requests, type APIRequestContext } from '@playwright/test';
import type { FlagPage, Overview } from '@ciao/contracts';
import { money } from '@ciao/contracts/money';
import { expect, test } from '../support/fixtures';
import { ensureSupportUser, supportUser } from '../support/admin';
import { e2e } from '../support/env';
import { ownAddress, pendingRewards, registerThroughApi } from '../support/referral';

// docs/admin.md, "Flags" and "Resolving a flag": a farming pattern raises its flags, support claws
// back and suspends in the Review screen, and the overview's figures move by what was clawed back.

/** REFERRAL_REWARD_LIMIT of the e2e API (support/global-setup.ts): the 10th invitee reaches the cap, after a burst (more than 5 in a day). */
const REWARD_LIMIT = 10;
/** The first invitees mine a contract (1 h lasts 6 s here), which pays both sides a referral bonus. */
const PAID = 3;
const REASON = 'Farming pattern: checked by e2e';

test.beforeAll(async () => {
  await ensureSupportUser();
});

test('when a referrer farms invitees (a burst, then the cap), then support sees both flags, claws back and suspends, and the overview moves by what was clawed back', async ({
  page,
}) => {
  const contexts: APIRequestContext[] = [];
  /** Each account registers from an address of its own (one account per address: none is marked). */
  const fromOwnAddress = async () => {
    const context = await requests.newContext({
      baseURL: e2e.baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': ownAddress() },
    });
    contexts.push(context);
    return context;
  };
  try {
    const farm = await fromOwnAddress();
    const farmer = await registerThroughApi({ request: farm }, 'Farmer');
    const { code } = (await (await farm.get('/api/referral/my-code')).json()) as { code: string };
    const invite = async (i: number) => {
      const context = await fromOwnAddress();
      const invitee = await registerThroughApi({ request: context }, `Invitee ${i}`);
      const used = await context.post('/api/referral/use-code', { data: { code } });
      expect(used.status(), await used.text()).toBe(200);
      return { context, invitee };
    };
    for (let i = 1; i <= PAID; i++) {
      const { context, invitee } = await invite(i);
      const started = await context.post(`/api/user/${invitee.id}/contracts`, {
        data: { duration: 1, miningRate: '1' },
      });
      expect(started.status(), await started.text()).toBe(201);
    }
    await Promise.all(
      Array.from({ length: REWARD_LIMIT - PAID }, (_, k) => invite(PAID + 1 + k).then(() => undefined)),
    );
    await expect
      .poll(
        async () => ((await (await farm.get('/api/referral/stats')).json()) as { paidReferrals: number }).paidReferrals,
        {
          timeout: 15_000,
        },
      )
      .toBe(PAID);
    // Each paid referral credited the same bonus to both sides: the farmer holds one of each pair.
    const farmerBonuses = money(await pendingRewards({ request: farm }, farmer.id));

    const signedIn = await page.request.post('/api/auth/signin', {
      data: { username: supportUser.email, password: supportUser.password },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    const overviewToday = async () => {
      const response = await page.request.get(`/api/admin/overview?from=${today}&to=${today}`);
      const { owed, days } = (await response.json()) as Overview;
      return { balancesCiao: money(owed.balancesCiao), clawedBackCiao: money(days[0]!.clawedBackCiao) };
    };
    const before = await overviewToday();

    // The queue shows the farmer's two flags; the menu counts the open ones.
    await page.goto('/admin/review');
    await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
    const flagOf = (kind: string) =>
      page.getByRole('listitem').filter({ hasText: farmer.email }).filter({ hasText: kind });
    await expect(flagOf('Burst of invitees')).toBeVisible();
    await expect(flagOf('Referral cap reached')).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: /^Review \d+ open flags$/ })).toBeVisible();
    await page.keyboard.press('Escape');

    const resolve = async (kind: string, action: string) => {
      await flagOf(kind).getByRole('button', { name: action, exact: true }).click();
      await flagOf(kind)
        .getByRole('textbox', { name: /Reason/ })
        .fill(REASON);
      await flagOf(kind)
        .getByRole('button', { name: `Confirm: ${action}` })
        .click();
      await expect(flagOf(kind)).toHaveCount(0);
    };
    await resolve('Burst of invitees', 'Claw back');
    await resolve('Referral cap reached', 'Suspend');

    // The clawback took back both sides of every paid bonus, all of it recoverable.
    const clawedBack = (
      (await (await page.request.get('/api/admin/flags?status=clawed_back&limit=200')).json()) as FlagPage
    ).flags.find((flag) => flag.customerId === farmer.id)?.resolution;
    expect(clawedBack).toMatchObject({ action: 'clawback', notRecoverableCiao: '0', reason: REASON });
    expect(money(clawedBack!.clawedBackCiao as string).eq(farmerBonuses.times(2))).toBe(true);
    // The farmer is suspended: signed out everywhere.
    expect((await farm.get('/api/auth/session')).status()).toBe(401);

    // The overview: today's credits clawed back grew, and what balances hold fell, by exactly that.
    const after = await overviewToday();
    expect(after.clawedBackCiao.minus(before.clawedBackCiao).eq(farmerBonuses.times(2))).toBe(true);
    expect(before.balancesCiao.minus(after.balancesCiao).eq(farmerBonuses.times(2))).toBe(true);
    await page.goto(`/admin?from=${today}&to=${today}`);
    const row = page
      .getByRole('table', { name: 'Credits clawed back ($CIAO), by day (UTC)' })
      .getByRole('row', { name: new RegExp(`^${today}`) });
    await expect(row.getByRole('cell')).toHaveCount(1);
    expect((await row.getByRole('cell').textContent())?.replaceAll(',', '')).toBe(after.clawedBackCiao.toFixed());
  } finally {
    await Promise.all(contexts.map((context) => context.dispose()));
  }
});
