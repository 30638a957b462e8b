import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { answerCaptcha } from '../support/captcha';
import { asShown, openDashboard, section } from '../support/dashboard';
import {
  contextWithOwnAddress,
  pendingRewards,
  referralStat,
  registerThroughApi,
  registerThroughUi,
} from '../support/referral';

/** The toasts' region, named in the page's language ("Notifications (F8)", "Notifiche (F8)"). */
const toasts = (page: Page) => page.getByRole('region', { name: /^(Notifications|Notifiche|Notificaciones) / });

async function expectReferralStats(page: Page, stats: { invites: string; completed: string; pending: string }) {
  await page.goto('/referral');
  await expect(referralStat(page, 'Total Invites')).toContainText(stats.invites);
  await expect(referralStat(page, 'Completed Mining')).toContainText(stats.completed);
  await expect(referralStat(page, 'Pending Rewards')).toContainText(stats.pending);
}

// The e2e API runs with MINING_TIME_SCALE=600: a 1 h contract lasts 6 s.
test("when B registers through A's copied link and B's first contract completes, then both get $5 in $CIAO and A's stats follow", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const contextA = await contextWithOwnAddress(browser);
  const contextB = await contextWithOwnAddress(browser);
  try {
    const pageA = await contextA.newPage();
    const pageB = await contextB.newPage();

    // A copies the full link from the referral screen.
    const a = await registerThroughApi(pageA, 'Ari Referrer');
    await pageA.goto('/referral');
    const code = (await pageA.getByTestId('referral-code').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z0-9]{6,20}$/);
    await pageA.getByRole('button', { name: 'Copy Link' }).click();
    await expect(toasts(pageA).getByText('Referral link copied to clipboard', { exact: true })).toBeVisible();
    const link = await pageA.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${new URL(pageA.url()).origin}/?ref=${code}`);
    await expectReferralStats(pageA, { invites: '0', completed: '0', pending: '$0.00' });

    // B opens it: the Register tab, with the code filled in; registering applies it.
    await pageB.goto(link);
    await expect(pageB.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    const b = await registerThroughUi(pageB, 'Bea Invitee');
    await expect(
      toasts(pageB).getByText(`Referral code ${code} applied... You'll receive $5 USD after your first mining!`, {
        exact: true,
      }),
    ).toBeVisible();
    await expectReferralStats(pageA, { invites: '1', completed: '0', pending: '$5.00' });

    // B's first contract runs its (scaled) hour and completes on the server.
    const started = await pageB.request.post(`/api/user/${b.id}/contracts`, { data: { duration: 1, miningRate: '1' } });
    expect(started.status(), await started.text()).toBe(201);
    await expect
      .poll(async () => (await pageB.request.get(`/api/user/${b.id}/contracts/active`)).json(), {
        timeout: 30_000,
        intervals: [1_000],
      })
      .toEqual([]);

    // A never mined: A's pending rewards are the bonus alone, worth $5 at the price of that moment.
    const bonus = await pendingRewards(pageA, a.id);
    const { price } = (await (await pageA.request.get('/api/price/ciao')).json()) as { price: number };
    expect(Number(bonus) * price).toBeCloseTo(5, 0);
    const history = (await (await pageB.request.get(`/api/user/${b.id}/contracts/history`)).json()) as {
      contracts: { actualReward: string }[];
    };
    const contractReward = Number(history.contracts[0]?.actualReward);
    const pendingB = await pendingRewards(pageB, b.id);
    expect(Number(pendingB)).toBeCloseTo(Number(bonus) + contractReward, 4);

    // Both see it in their pending rewards; A's stats show the completed invite and nothing more to come.
    await openDashboard(pageA);
    await expect(section(pageA, 'Pending')).toContainText(asShown(bonus));
    await openDashboard(pageB);
    await expect(section(pageB, 'Pending')).toContainText(asShown(pendingB));
    await expectReferralStats(pageA, { invites: '1', completed: '1', pending: '$0.00' });
  } finally {
    await contextA.close();
    await contextB.close();
  }
});

test('a user changes their code, and shares it on X and WhatsApp with the new link', async ({ browser }) => {
  const context = await contextWithOwnAddress(browser);
  try {
    const page = await context.newPage();
    await registerThroughApi(page, 'Cody Custom');
    await page.goto('/referral');
    const custom = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 20);

    await page.getByRole('button', { name: 'Edit Code' }).click();
    const input = page.getByLabel('New referral code');
    await input.fill('abc12');
    await expect(input).toHaveValue('ABC12');
    await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
    await input.fill(custom.toLowerCase());
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toasts(page).getByText('Code updated!', { exact: true })).toBeVisible();
    await expect(page.getByTestId('referral-code')).toHaveText(custom);

    const link = `${new URL(page.url()).origin}/?ref=${custom}`;
    await expect(page.getByTestId('referral-link')).toHaveText(link);
    const x = new URL(
      (await page.getByRole('link', { name: 'Share on X (opens in a new tab)' }).getAttribute('href')) ?? '',
    );
    expect(`${x.origin}${x.pathname}`).toBe('https://x.com/intent/post');
    expect(x.searchParams.get('url')).toBe(link);
    expect(x.searchParams.get('text')).toContain(`referral code ${custom}`);
    const whatsApp = new URL(
      (await page.getByRole('link', { name: 'Share on WhatsApp (opens in a new tab)' }).getAttribute('href')) ?? '',
    );
    expect(whatsApp.searchParams.get('text')).toMatch(new RegExp(`${custom}.* ${link.replace(/[.?/]/g, '\\$&')}$`));

    // Using one's own code is refused with the server's message.
    await page.getByLabel("Friend's referral code").fill(custom);
    await page.getByRole('button', { name: 'Apply Code' }).click();
    await expect(toasts(page).getByText('You cannot use your own referral code', { exact: true })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a phone preferring Italian registers through an invite link in Italian, then sees the referral screen in Italian', async ({
  browser,
}) => {
  const context = await contextWithOwnAddress(browser, { locale: 'it-IT' });
  try {
    const page = await context.newPage();
    await page.goto('/auth?ref=AMICO42');
    await expect(page.getByRole('tab', { name: 'Registrati' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Verifica la tua età' })).toBeVisible();
    await expect(page.getByText('Codice invito: AMICO42')).toBeVisible();

    await page.getByRole('button', { name: "Avvia la verifica dell'età" }).click();
    const modal = page.getByRole('dialog', { name: "Verifica dell'età" });
    await modal.getByLabel('Data di nascita').fill('1990-05-01');
    await modal.getByRole('combobox', { name: 'Paese' }).selectOption('Italy');
    await modal.getByRole('checkbox', { name: 'Confermo di avere almeno 18 anni' }).check();
    await modal.getByRole('button', { name: "Verifica l'età" }).click();

    const form = page.getByRole('form', { name: 'Registrati' });
    await form.getByLabel('Nome').fill('Ivo Italiano');
    await form.getByLabel('Email').fill(`ivo.italiano.${Date.now()}@example.com`);
    await form.getByLabel('Password', { exact: true }).fill('referral-secret-1');
    await form.getByLabel('Conferma password').fill('referral-secret-1');
    await answerCaptcha(form, 'it');
    await form.getByRole('checkbox', { name: 'Accetto i termini e le condizioni' }).check();
    await form.getByRole('checkbox', { name: "Accetto l'informativa sulla privacy" }).check();
    await form.getByRole('button', { name: 'Crea account' }).click();
    // The account exists; the made-up code is refused, in Italian.
    await expect(
      toasts(page).getByText('Account creato, ma non è stato possibile applicare il codice invito.', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/referral');
    await expect(page.getByRole('heading', { level: 1, name: 'Programma inviti' })).toBeVisible();
    await expect(referralStat(page, 'Inviti totali')).toContainText('0');
    await expect(referralStat(page, 'Ricompense in attesa')).toContainText('$0,00');
    await expect(page.getByRole('button', { name: 'Copia link' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Condividi su X (si apre in una nuova scheda)' })).toHaveAttribute(
      'href',
      /Unisciti%20a%20me%20su%20%24CIAO%20Mining/,
    );
  } finally {
    await context.close();
  }
});
