import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { startBalancer, type Balancer } from './balancer';

// A deployment on production's shape for the release registry's browser tests (releases.spec.ts,
// remote-template.spec.ts): two compiled API instances behind HAProxy serving what the registry has
// live, and the compiled `remotes` command line on the same database. The web root is the real
// build, with a copy of mf-referral's build that tests may change. One per worker: the specs share it.

const root = path.resolve(__dirname, '..', '..');

export type Deployment = { balancer: Balancer; webRoot: string; releasesDir: string };

export const test = base.extend<object, { deployment: Deployment }>({
  deployment: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies
    async ({}, use) => {
      const webRoot = mkdtempSync(path.join(tmpdir(), 'ciao-releases-web-'));
      const releasesDir = mkdtempSync(path.join(tmpdir(), 'ciao-releases-store-'));
      for (const folder of ['host', 'mf-dashboard', 'mf-store-credit', 'mf-account', 'mf-admin'])
        symlinkSync(path.join(root, folder), path.join(webRoot, folder));
      cpSync(path.join(root, 'mf-referral', 'package.json'), path.join(webRoot, 'mf-referral', 'package.json'));
      cpSync(path.join(root, 'mf-referral', 'dist'), path.join(webRoot, 'mf-referral', 'dist'), { recursive: true });
      const balancer = await startBalancer({
        registry: true,
        env: { WEB_ROOT: webRoot, RELEASES_DIR: releasesDir, CANARY_MIN_PAGES: '2', CANARY_MAX_FAILURE_SHARE: '0.3' },
      });
      await use({ balancer, webRoot, releasesDir });
      await balancer.close();
      rmSync(webRoot, { recursive: true, force: true });
      rmSync(releasesDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ deployment }, use) => use(deployment.balancer.url),
});

/** `npm run remotes -- <args>` as the compiled command (node api/dist/remotes.js) on the deployment. */
export function remotes({ balancer }: Deployment, ...args: string[]): { code: number | null; out: string } {
  const run = spawnSync('node', ['dist/remotes.js', ...args], { cwd: path.join(root, 'api'), env: balancer.env });
  return { code: run.status, out: `${run.stdout.toString()}${run.stderr.toString()}`.trim() };
}

/** The mf_referral entry the runtime remote document gives a visitor (with `cookie`: a signed-in one). */
export const referralEntry = async (url: string, cookie = '') =>
  (
    (await (await fetch(`${url}/remotes.json`, { headers: { cookie } })).json()) as {
      remotes: { name: string; entry: string }[];
    }
  ).remotes.find(({ name }) => name === 'mf_referral')?.entry;
