import { cpSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { registerFreshUser } from '../support/dashboard';
import { referralEntry, remotes, test, type Deployment } from '../support/release-deployment';

// A remote team's releases (docs/deploying.md, "Releasing a remote") on production's shape
// (../support/release-deployment.ts). The tests change the web root's copy of mf-referral's build
// as a team's next build would.

const root = path.resolve(__dirname, '..', '..');
const ORIGINAL_TEXT = 'Invite friends with your code or link.';
const CHANGED_TEXT = 'Invite friends with your code or your link.';

test.describe.configure({ mode: 'serial' });

/** The referral build in the web root, its screen's text replaced, providing @ciao/shell at `contract` when given. */
function changeReferralBuild({ webRoot }: Deployment, text: string, contract?: string) {
  const dist = path.join(webRoot, 'mf-referral', 'dist');
  for (const file of readdirSync(dist).filter((name) => name.startsWith('__federation_expose_ReferralScreen'))) {
    if (file.endsWith('.br') || file.endsWith('.gz')) unlinkSync(path.join(dist, file));
    else
      writeFileSync(
        path.join(dist, file),
        readFileSync(path.join(dist, file), 'utf8').replaceAll(ORIGINAL_TEXT, text).replaceAll(CHANGED_TEXT, text),
      );
  }
  if (!contract) return;
  const manifestFile = path.join(dist, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { shared: { name: string; version: string }[] };
  for (const entry of manifest.shared) if (entry.name.startsWith('@ciao/')) entry.version = contract;
  writeFileSync(manifestFile, JSON.stringify(manifest));
}

/** Where the registry's live release of mf-referral is served: its own folder in the store, the first release's too. */
const liveEntryOf = (deployment: Deployment) =>
  `/remotes/mf-referral/${/^mf-referral: live (\S+)/m.exec(remotes(deployment, 'list').out)?.[1]}/mf-manifest.json`;

const publishedVersion = (out: string) => /published mf-referral (\S+) /.exec(out)?.[1] ?? '';

async function openReferral(page: Page) {
  await page.goto('/referral');
  await expect(page.getByRole('heading', { level: 1, name: 'Referral Program' })).toBeVisible();
}

test('when a team publishes a changed build and activates it, then both instances serve it within 1 s, an open page keeps working, and a rollback brings the old one back', async ({
  deployment,
  page,
}) => {
  const { balancer } = deployment;
  await page.goto('/auth');
  await registerFreshUser(page);
  await openReferral(page);
  await expect(page.getByText(ORIGINAL_TEXT)).toBeVisible();
  const live = /^mf-referral: live (\S+)/m.exec(remotes(deployment, 'list').out)?.[1];

  changeReferralBuild(deployment, CHANGED_TEXT);
  const published = remotes(deployment, 'publish', 'mf-referral');
  expect(published.code, published.out).toBe(0);
  const version = publishedVersion(published.out);
  const activated = remotes(deployment, 'activate', 'mf-referral', version);
  expect(activated.out).toBe(`mf-referral: ${live} -> ${version} for everyone`);
  const entry = `/remotes/mf-referral/${version}/mf-manifest.json`;
  await expect
    .poll(() => Promise.all(balancer.instances.map((instance) => referralEntry(instance.url))), { timeout: 1_000 })
    .toEqual([entry, entry]);

  // The page opened before the switch: its other screens and the referral screen still work.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Store Credits' }).click();
  await expect(page).toHaveURL(/\/store-credit$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByText(ORIGINAL_TEXT)).toBeVisible();

  // A new page gets the new release.
  const next = await page.context().newPage();
  await openReferral(next);
  await expect(next.getByText(CHANGED_TEXT)).toBeVisible();

  // Back to the first release: its own files in the store, not the build folder the team has changed since.
  expect(remotes(deployment, 'rollback', 'mf-referral').out).toBe(`mf-referral: ${version} -> ${live} for everyone`);
  await expect
    .poll(() => referralEntry(balancer.url), { timeout: 1_000 })
    .toBe(`/remotes/mf-referral/${live}/mf-manifest.json`);
  await next.reload();
  await expect(next.getByText(ORIGINAL_TEXT)).toBeVisible();
  await next.close();
});

test('when a build of the next contract major is published, then it is refused with the reason and nothing changes', async ({
  deployment,
}) => {
  const before = remotes(deployment, 'list').out;
  const live = JSON.parse(readFileSync(path.join(root, 'mf-referral', 'dist', 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string; version: string }[];
  };
  const contract = live.shared.find(({ name }) => name === '@ciao/shell')?.version ?? '';
  changeReferralBuild(deployment, 'A text of the next major.', `${Number(contract.split('.')[0]) + 1}.0.0`);
  const refused = remotes(deployment, 'publish', 'mf-referral', '--version', '4.0.0-next');
  expect(refused.code).toBe(1);
  expect(refused.out).toContain('mf-referral 4.0.0-next is refused:');
  expect(refused.out).toContain(
    `it provides @ciao/shell ${Number(contract.split('.')[0]) + 1}.0.0, a contract of another major than the live host's ${contract}`,
  );
  expect(remotes(deployment, 'list').out).toBe(before);
  expect(await referralEntry(deployment.balancer.url)).toBe(liveEntryOf(deployment));
});

test('when a canary fails to load in the browsers that get it, then it is rolled back by itself', async ({
  deployment,
  page,
}) => {
  const { balancer, releasesDir } = deployment;
  cpSync(path.join(root, 'mf-referral', 'dist'), path.join(deployment.webRoot, 'mf-referral', 'dist'), {
    recursive: true,
  });
  changeReferralBuild(deployment, CHANGED_TEXT);
  const published = remotes(deployment, 'publish', 'mf-referral', '--version', '9.9.9-broken');
  expect(published.code, published.out).toBe(0);
  // An upload that went wrong: the screen's chunk is missing where the release is served.
  const stored = path.join(releasesDir, 'mf-referral', '9.9.9-broken');
  for (const file of readdirSync(stored).filter((name) => name.startsWith('__federation_expose_ReferralScreen')))
    unlinkSync(path.join(stored, file));
  expect(remotes(deployment, 'activate', 'mf-referral', '9.9.9-broken', '--percent', '99').code).toBe(0);
  const canary = '/remotes/mf-referral/9.9.9-broken/mf-manifest.json';

  // A user the canary's share takes (99 %: almost anyone).
  let cookie = '';
  for (let i = 0; i < 5; i += 1) {
    await page.context().clearCookies();
    await page.goto('/auth');
    await registerFreshUser(page);
    cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    if ((await referralEntry(balancer.url, cookie)) === canary) break;
  }
  expect(await referralEntry(balancer.url, cookie)).toBe(canary);

  await page.goto('/referral');
  await expect(page.getByText('This section could not be loaded.')).toBeVisible();
  // Each page the canary is served on fails and reports once, with that page's report token: the
  // user reloads until the canary watch has seen enough failed pages.
  await expect
    .poll(
      async () => {
        const { out } = remotes(deployment, 'list');
        if (out.includes('canary')) await page.reload();
        return out;
      },
      { timeout: 30_000, intervals: [2_000] },
    )
    .not.toContain('canary');
  expect(remotes(deployment, 'history', 'mf-referral').out).toMatch(
    /rolled back automatically \S+ {2}by the canary watch/,
  );
  // Everyone is back on the live release (the first one, stored under its version at start).
  expect(await referralEntry(balancer.url, cookie)).toBe(liveEntryOf(deployment));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Referral Program' })).toBeVisible();
});
