import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/fixtures';
import { e2e, testUser } from '../support/env';
import { freePort, waitForOk } from '../support/net';
import { serveDirectory } from '../support/static-server';

// Version skew between the host and a remote deployed on its own (docs/front-end.md, "Versions and
// skew"). A remote built at an earlier commit would take minutes; what a container says about its
// versions is its Module Federation share configuration, so skew is simulated by building one
// container with another contract version (CIAO_SIMULATED_CONTRACT_VERSION, read by
// @ciao/build's federation.cjs) into a folder of its own, with today's code. The host in use is at
// today's contract version (say 3.1.0): a remote at the next minor (3.2.0) is newer than the host, a
// host at the next minor newer than the remotes, and a remote at the next major (4.0.0) breaks the
// contract.

const root = path.resolve(__dirname, '..', '..');
const { REMOTE_CONTRACT_VERSION } = require('../../packages/build/src/federation.cjs') as {
  REMOTE_CONTRACT_VERSION: string;
};
const [major = 0, minor = 0] = REMOTE_CONTRACT_VERSION.split('.').map(Number);
const NEXT_MINOR = `${major}.${minor + 1}.0`;
const NEXT_MAJOR = `${major + 1}.0.0`;
const fallback = 'This section could not be loaded.';
let tmp: string;
const out = (name: string) => path.join(tmp, name);

function run(cmd: string, args: string[], cwd: string, env: Record<string, string>): Promise<void> {
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return once(child, 'exit').then(([code]) => {
    if (code !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${String(code)}`);
  });
}

/** Builds a workspace for production with the contract at `version`, into `dist`. */
const buildAt = (workspace: string, version: string, dist: string) =>
  run('npx', ['rspack', 'build', '--mode', 'production', '--output-path', dist], path.join(root, workspace), {
    CIAO_SIMULATED_CONTRACT_VERSION: version,
  });

/** The version a container provides a shared module at, from its mf-manifest.json. */
function providedVersion(dist: string, shared: string): string | undefined {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as {
    shared: { name: string; version: string }[];
  };
  return manifest.shared.find((s) => s.name === shared)?.version;
}

function moveReferral(entry: string): () => void {
  const original = readFileSync(e2e.remotesFile, 'utf8');
  const doc = JSON.parse(original) as { remotes: { name: string; entry: string }[] };
  doc.remotes.find((r) => r.name === 'mf_referral')!.entry = entry;
  writeFileSync(e2e.remotesFile, JSON.stringify(doc));
  return () => writeFileSync(e2e.remotesFile, original);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  tmp = mkdtempSync(path.join(tmpdir(), 'ciao-skew-'));
  // A web root whose host is the newer one and whose remotes are today's builds.
  mkdirSync(out('web/host'), { recursive: true });
  for (const remote of ['mf-dashboard', 'mf-referral', 'mf-store-credit', 'mf-account', 'mf-admin']) {
    mkdirSync(out(`web/${remote}`));
    symlinkSync(path.join(root, remote, 'dist'), out(`web/${remote}/dist`));
  }
  // Two at a time: the machine has two cores.
  await Promise.all([
    buildAt('mf-referral', NEXT_MINOR, out('referral-next-minor')),
    buildAt('mf-referral', NEXT_MAJOR, out('referral-next-major')),
  ]);
  await buildAt('host', NEXT_MINOR, out('web/host/dist'));
});

test.afterAll(() => rmSync(tmp, { recursive: true, force: true }));

test('when a remote was built against a newer minor of the contract than the host, then the host loads it', async ({
  signedInPage: page,
}) => {
  expect(providedVersion(out('referral-next-minor'), '@ciao/shell')).toBe(NEXT_MINOR);
  const cdn = await serveDirectory(out('referral-next-minor'));
  const restore = moveReferral(`${cdn.origin}/mf-manifest.json`);
  try {
    const fromCdn = page.waitForRequest((r) => r.url().startsWith(cdn.origin) && r.url().endsWith('.js'));
    await page.goto('/referral');
    await fromCdn;
    await expect(page.getByTestId('remote-screen-mf_referral')).toBeVisible();
    await expect(page.getByText(fallback)).toHaveCount(0);
  } finally {
    restore();
    await cdn.close();
  }
});

test('when the host was built against a newer minor of the contract than the remotes, then it loads them', async ({
  page,
}) => {
  expect(providedVersion(out('web/host/dist'), '@ciao/shell')).toBe(NEXT_MINOR);
  expect(providedVersion(path.join(root, 'mf-referral', 'dist'), '@ciao/shell')).toBe(REMOTE_CONTRACT_VERSION);
  // The newer host, served by another API process on the same database.
  const port = await freePort();
  const api: ChildProcess = spawn('node', ['--enable-source-maps', 'dist/main.js'], {
    cwd: path.join(root, 'api'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      WEB_ROOT: out('web'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    const host = `http://localhost:${port}`;
    await waitForOk(`${host}/api/ready`, 60_000);
    expect(
      (
        await page.request.post(`${host}/api/auth/signin`, {
          data: { username: testUser.email, password: testUser.password },
        })
      ).status(),
    ).toBe(200);
    await page.goto(`${host}/referral`);
    await expect(page.getByTestId('remote-screen-mf_referral')).toBeVisible();
    await page.goto(`${host}/`);
    await expect(page.getByRole('region', { name: 'Start Credit Mining' })).toBeVisible();
  } finally {
    const exited = once(api, 'exit');
    api.kill('SIGTERM');
    await exited;
  }
});

test('when a remote was built against the next major of the contract, then its route shows the fallback and the rest works', async ({
  signedInPage: page,
}) => {
  expect(providedVersion(out('referral-next-major'), '@ciao/shell')).toBe(NEXT_MAJOR);
  const cdn = await serveDirectory(out('referral-next-major'));
  const restore = moveReferral(`${cdn.origin}/mf-manifest.json`);
  try {
    await page.goto('/referral');
    await expect(page.getByText(fallback)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('remote-screen-mf_referral')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Store Credits' }).click();
    await expect(page.getByTestId('remote-screen-mf_store_credit')).toBeVisible();
  } finally {
    restore();
    await cdn.close();
  }
});
