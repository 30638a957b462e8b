import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { e2e } from '../support/env';
import { serveDirectory } from '../support/static-server';

const fallback = 'This section could not be loaded.';
const referralDist = path.resolve(__dirname, '..', '..', 'mf-referral', 'dist');

type RuntimeDocument = { remotes: { name: string; entry: string }[] };

function moveRemote(name: string, entry: string): () => void {
  const original = readFileSync(e2e.remotesFile, 'utf8');
  const doc = JSON.parse(original) as RuntimeDocument;
  const remote = doc.remotes.find((r) => r.name === name);
  if (!remote) throw new Error(`${name} is not in the runtime document`);
  remote.entry = entry;
  writeFileSync(e2e.remotesFile, JSON.stringify(doc, null, 2));
  return () => writeFileSync(e2e.remotesFile, original);
}

test.describe('remote resilience', () => {
  test('when a remote manifest is unreachable, then its route shows the fallback and the rest works', async ({
    signedInPage: page,
  }) => {
    await page.route('**/remotes/mf-referral/**', (route) => route.abort('connectionrefused'));
    await page.goto('/referral');
    await expect(page.getByText(fallback)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

    // The shell and the other routes keep working.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Store Credits' }).click();
    await expect(page).toHaveURL(/\/store-credit$/);
    await expect(page.getByTestId('remote-screen-mf_store_credit')).toBeVisible();

    // Once the remote is back, 'Try again' loads it without a page reload.
    await page.goBack();
    await expect(page.getByText(fallback)).toBeVisible({ timeout: 20_000 });
    await page.unroute('**/remotes/mf-referral/**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('remote-screen-mf_referral')).toBeVisible();
  });

  test('when a remote moves to another server in the runtime document, then it loads from there without rebuilding the host', async ({
    signedInPage: page,
  }) => {
    const cdn = await serveDirectory(referralDist);
    const restore = moveRemote('mf_referral', `${cdn.origin}/mf-manifest.json`);
    try {
      const fromCdn = page.waitForRequest((r) => r.url().startsWith(cdn.origin) && r.url().endsWith('.js'));
      await page.goto('/referral');
      await fromCdn;
      await expect(page.getByTestId('remote-screen-mf_referral')).toBeVisible();

      // That server goes down: the route falls back, the shell and other routes keep working.
      await cdn.close();
      await page.goto('/referral');
      await expect(page.getByText(fallback)).toBeVisible({ timeout: 20_000 });
      await page.goto('/');
      await expect(page.getByTestId('remote-screen-mf_dashboard')).toBeVisible();
    } finally {
      restore();
      await cdn.close();
    }
  });
});
