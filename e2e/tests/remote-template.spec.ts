import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { chromiumPath } from '../support/chromium';
import { registerFreshUser } from '../support/dashboard';
import { referralEntry, remotes, test, type Deployment } from '../support/release-deployment';

// The road of a remote team outside this repository (docs/remote-in-its-own-repository.md):
// templates/remote copied to a folder outside the repository, the host contract installed from the
// tarballs `npm run pack-contract` makes (third-party packages linked, no network), built, its own
// tests run, then published over HTTP with a deploy token (`npm run release`) to a running app.

const root = path.resolve(__dirname, '..', '..');
const VERSION = '1.0.0-template';
const TEMPLATE_TEXT = 'Invite friends and mine together.';
const LIVE_TEXT = 'Invite friends with your code or link.';

test.describe.configure({ mode: 'serial' });

/** `npm run <args>` in the project: its exit code and output. */
function npm(project: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const run = spawnSync('npm', ['run', '--silent', ...args], { cwd: project, env: { ...process.env, ...env } });
  return { code: run.status, out: `${run.stdout.toString()}${run.stderr.toString()}`.trim() };
}

/** A deploy token of `remote`, made by the command line as an owner would. */
function deployToken(deployment: Deployment, remote: string): string {
  const made = remotes(deployment, 'token', 'create', remote, '--name', `${remote} CI`);
  expect(made.code, made.out).toBe(0);
  return made.out.split('\n')[1] ?? '';
}

let project = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  // Packed again only when the contract's sources changed (Jest's pack-contract test packs it first).
  const { installContract, cachedContract } = await import('../../scripts/pack-contract.mjs');
  project = mkdtempSync(path.join(tmpdir(), 'ciao-remote-'));
  cpSync(path.join(root, 'templates', 'remote'), project, { recursive: true });
  installContract(project, cachedContract());
});

test.afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

test('when a team builds the template outside the repository, then its type check, unit test and build pass on the packed contract', () => {
  expect(readdirSync(path.join(project, 'node_modules', '@ciao')).sort()).toEqual([
    'api-client',
    'build',
    'contracts',
    'shell',
    'ui',
  ]);
  test.setTimeout(120_000);
  for (const script of ['typecheck', 'test', 'build']) {
    const run = npm(project, [script]);
    expect(run.code, `npm run ${script}\n${run.out}`).toBe(0);
  }
});

test("when it releases with its deploy token and starts a canary for everyone, then the shell shows its screen; another remote's token is refused; a rollback brings the old build back", async ({
  deployment,
  page,
}) => {
  test.setTimeout(120_000);
  const { balancer } = deployment;
  const app = { CIAO_APP_URL: balancer.url };
  const before = remotes(deployment, 'list').out;

  // A token of another remote opens nothing of this one.
  const refused = npm(project, ['release', '--', '--version', VERSION], {
    ...app,
    CIAO_DEPLOY_TOKEN: deployToken(deployment, 'mf-dashboard'),
  });
  expect(refused.code).toBe(1);
  expect(refused.out).toContain(`mf-referral ${VERSION}: 403 This deploy token is for mf-dashboard`);
  expect(remotes(deployment, 'list').out).toBe(before);

  const released = npm(project, ['release', '--', '--version', VERSION, '--canary', '100'], {
    ...app,
    CIAO_DEPLOY_TOKEN: deployToken(deployment, 'mf-referral'),
  });
  expect(released.code, released.out).toBe(0);
  expect(released.out).toContain(`published mf-referral ${VERSION}`);
  expect(remotes(deployment, 'list').out).toMatch(
    new RegExp(`^mf-referral: live \\S+, canary ${VERSION} for 100 %`, 'm'),
  );

  // The template's own browser test, against the running app, as the team's CI runs it.
  const user = await registerFreshUser(page);
  const browser = npm(project, ['test:browser'], {
    ...app,
    CHROMIUM_PATH: chromiumPath,
    CIAO_TEST_EMAIL: user.email,
    CIAO_TEST_PASSWORD: user.password,
  });
  expect(browser.code, browser.out).toBe(0);

  // Rolled back (with the team's token): the canary stops and the old build is back.
  const token = deployToken(deployment, 'mf-referral');
  const rollback = await page.request.post(`/api/releases/mf-referral/rollback`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(rollback.status(), await rollback.text()).toBe(200);
  await expect.poll(() => referralEntry(balancer.url)).not.toContain(VERSION);
  await page.goto('/referral');
  await expect(page.getByText(LIVE_TEXT)).toBeVisible();
  await expect(page.getByText(TEMPLATE_TEXT)).toHaveCount(0);
});
