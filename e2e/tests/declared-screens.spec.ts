import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { startBalancer, type Balancer } from '../support/balancer';
import { signInWithForm } from '../support/sign-in';

// A new feature module without a host release (docs/front-end.md, "Declared screens"): a fixture
// remote, mf-loyalty (e2e/fixtures/mf-loyalty, built here with @ciao/build), declares one signed-in
// screen and one menu entry. Published and live, it is shown to nobody until an owner approves it on
// the Releases screen; then both instances behind the balancer mount it; withdrawn, it leaves an
// open page within seconds.

const root = path.resolve(__dirname, '..', '..');
const fixture = path.join(root, 'e2e', 'fixtures', 'mf-loyalty');
const owner = { email: 'olive.owner@example.com', password: 'olive-owner-secret-1', name: 'Olive Owner' };
const SCREEN_TEXT = 'Every mined day earns loyalty points.';

type Deployment = { balancer: Balancer };

const test = base.extend<object, { deployment: Deployment }>({
  deployment: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies
    async ({}, use) => {
      const build = spawnSync(path.join(root, 'node_modules', '.bin', 'rspack'), ['build', '--mode', 'production'], {
        cwd: fixture,
      });
      if (build.status !== 0) throw new Error(`The fixture remote did not build:\n${build.stderr.toString()}`);
      const webRoot = mkdtempSync(path.join(tmpdir(), 'ciao-declared-web-'));
      const releasesDir = mkdtempSync(path.join(tmpdir(), 'ciao-declared-store-'));
      for (const folder of ['host', 'mf-dashboard', 'mf-referral', 'mf-store-credit', 'mf-account', 'mf-admin'])
        symlinkSync(path.join(root, folder), path.join(webRoot, folder));
      symlinkSync(fixture, path.join(webRoot, 'mf-loyalty'));
      const balancer = await startBalancer({ registry: true, env: { WEB_ROOT: webRoot, RELEASES_DIR: releasesDir } });
      const users = (...args: string[]) =>
        spawnSync('node', ['dist/users.js', ...args], {
          cwd: path.join(root, 'api'),
          env: balancer.env,
          input: `${owner.password}\n`,
        });
      users('create', '--email', owner.email, '--name', owner.name, '--admin', '--password-stdin');
      await use({ balancer });
      await balancer.close();
      rmSync(webRoot, { recursive: true, force: true });
      rmSync(releasesDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ deployment }, use) => use(deployment.balancer.url),
});

/** `npm run remotes -- <args>` as the compiled command on the deployment. */
function remotes({ balancer }: Deployment, ...args: string[]): { code: number | null; out: string } {
  const run = spawnSync('node', ['dist/remotes.js', ...args], { cwd: path.join(root, 'api'), env: balancer.env });
  return { code: run.status, out: `${run.stdout.toString()}${run.stderr.toString()}`.trim() };
}

/** The side menu's links, opened and closed again. */
async function menuLinks(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('link', { name: 'Store Credits' })).toBeVisible();
  const links = await menu.getByRole('navigation', { name: 'Main menu' }).getByRole('link').allTextContents();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  return links;
}

/** An owner's decision on the Releases screen: the button, the reason, the confirmation. */
async function decide(page: Page, decision: 'Approve' | 'Withdraw', reason: string) {
  await page.goto('/admin/releases');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'mf-loyalty' }) });
  await expect(card.getByText('/loyalty: "Loyalty" (LoyaltyScreen), signed-in')).toBeVisible();
  await card.getByRole('button', { name: decision }).click();
  await card.getByLabel('Reason (kept in the audit trail)').fill(reason);
  await card.getByRole('button', { name: `Confirm: ${decision}` }).click();
  await expect(card.getByText(decision === 'Approve' ? 'Approved' : 'Withdrawn', { exact: true })).toBeVisible();
}

const SPEC_MENU = [
  'About This App',
  'Notifications',
  'Referral Link',
  'Store Credits',
  'Community',
  'About Us',
  'FAQs',
  'Contact',
  'Privacy & Policy',
  'Terms & Conditions',
];

test('when a new remote with a declared screen is published, then nobody sees it until an owner approves it; then both instances show it, and withdrawn it leaves an open page', async ({
  deployment,
  page,
}) => {
  test.setTimeout(90_000);
  const { balancer } = deployment;
  const published = remotes(deployment, 'publish', 'mf-loyalty');
  expect(published.code, published.out).toBe(0);
  const version = /published mf-loyalty (\S+) /.exec(published.out)?.[1] ?? '';
  expect(remotes(deployment, 'activate', 'mf-loyalty', version).code).toBe(0);

  // Live, but waiting for an owner: not in the menu, and its path is the 404 page.
  await page.goto('/auth');
  await signInWithForm(page, owner);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  expect(await menuLinks(page)).toEqual(SPEC_MENU);
  await page.goto('/loyalty');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();

  await decide(page, 'Approve', 'the loyalty team is ready');

  // Each instance, past the balancer: the menu entry after the spec's links, and the screen in its frame.
  const [first, second] = balancer.instances;
  for (const instance of [first, second]) {
    await page.goto(`${instance.url}/`);
    expect(await menuLinks(page)).toEqual([...SPEC_MENU, 'Loyalty']);
    await page.goto(`${instance.url}/loyalty`);
    await expect(page.getByRole('heading', { level: 1, name: 'Loyalty' })).toBeVisible();
    await expect(page.getByText(SCREEN_TEXT)).toBeVisible();
    await expect(page).toHaveTitle('Loyalty · $CIAO MINING');
  }

  // The page on the second instance stays open on the screen while an owner withdraws it elsewhere.
  const other = await page.context().newPage();
  await other.goto(`${first.url}/admin/releases`);
  await decide(other, 'Withdraw', 'the rules need another look');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText(SCREEN_TEXT)).toBeHidden();
  await page.goto(`${second.url}/`);
  expect(await menuLinks(page)).toEqual(SPEC_MENU);
  await page.goto(`${first.url}/loyalty`);
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await other.close();
});
