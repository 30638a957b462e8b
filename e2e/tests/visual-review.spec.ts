import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { designerUser, e2eDatabaseUrl, ensureDesignerUser } from '../support/admin';
import { expect, test } from '../support/fixtures';

// Designers review what a release changes on screen, and see each remote's live stories at
// /storybook/ (docs/storybook.md). mf-referral's releases are published with the remotes command line
// into the e2e server's registry, each carrying a Storybook: first a small one of the test's own
// (three buttons, so "exactly the changed stories" is checkable and the renders cost seconds). The
// other remotes' first releases carry their stories of the repository's Storybook build, composed
// into the served Storybook beside mf-referral's.

const root = path.resolve(__dirname, '..', '..');
const api = path.join(root, 'api');
const run = `e2e${Date.now().toString(36)}`; // the release store outlives a run: versions are new each time
const version = (name: string) => `0.9.0-${run}-${name}`;
const ID = (name: string) => `referral-invite-button--${name}`;

let webRoot = '';

/** The compiled `remotes` command line (`npm run remotes -- <args>`) on the e2e server's database, with a web root of the test's own. */
function remotes(...args: string[]): { code: number | null; out: string } {
  return remotesWith('required', ...args);
}

/** The same, with the owner's setting of a designer's approval as given. */
function remotesWith(approval: 'required' | 'off', ...args: string[]): { code: number | null; out: string } {
  const cli = spawnSync('node', ['dist/remotes.js', ...args], {
    cwd: api,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: e2eDatabaseUrl(),
      WEB_ROOT: webRoot,
      DESIGN_APPROVAL: approval,
      LOG_LEVEL: 'warn',
    },
  });
  return { code: cli.status, out: `${cli.stdout.toString()}${cli.stderr.toString()}`.trim() };
}

/** mf-referral's Storybook as the test writes it: index.json and an iframe.html drawing one coloured button per story. */
function writeStorybook(colours: Record<string, string>) {
  const folder = path.join(webRoot, 'mf-referral', 'storybook-static');
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const entries = Object.fromEntries(
    Object.keys(colours).map((name) => [
      ID(name),
      { type: 'story', id: ID(name), title: 'Referral/Invite button', name, importPath: './invite.stories.tsx' },
    ]),
  );
  writeFileSync(path.join(folder, 'index.json'), JSON.stringify({ v: 5, entries }));
  writeFileSync(
    path.join(folder, 'iframe.html'),
    `<!doctype html><html><body style="margin:0;font:16px sans-serif"><div id="storybook-root"></div><script>
    const colours = ${JSON.stringify(colours)};
    const name = new URLSearchParams(location.search).get('id').split('--')[1];
    document.getElementById('storybook-root').innerHTML = '<button style="margin:24px;padding:12px 24px;border:0;color:#fff;background:' + colours[name] + '">Invite a friend</button>';
    </script></body></html>`,
  );
}

/** Publishes mf-referral (its real build, the Storybook in the web root) as `name`'s version. */
function publish(name: string) {
  const published = remotes('publish', 'mf-referral', '--version', version(name));
  expect(published, published.out).toMatchObject({ code: 0 });
}

/** The review of a release once the server's background job has rendered it. */
async function reviewed(request: APIRequestContext, name: string) {
  let review: { status: string; counts: Record<string, number> } | undefined;
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/admin/releases/mf-referral/${version(name)}/visual-review`);
        review = answer.ok() ? ((await answer.json()) as typeof review) : undefined;
        return review?.status;
      },
      { timeout: 90_000 },
    )
    .toBe('done');
  return review;
}

/** Once reviewed, a designer approves every change of the release over the API, and the owner makes it live. */
async function approveAndActivate(request: APIRequestContext, name: string, reason: string) {
  await reviewed(request, name);
  const approved = await request.post(`/api/admin/releases/mf-referral/${version(name)}/visual-review/decision`, {
    data: { decision: 'approved', reason },
  });
  expect(approved.status()).toBe(200);
  expect(remotes('activate', 'mf-referral', version(name))).toMatchObject({ code: 0 });
}

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

test.beforeAll(async () => {
  test.setTimeout(120_000); // two runs of the users command line and a copy of mf-referral's build, on a busy machine
  await ensureDesignerUser();
  webRoot = mkdtempSync(path.join(tmpdir(), 'ciao-visual-review-'));
  // Every remote of the build: the e2e database's registry, empty until now, registers them all as its
  // first releases (a web root with mf-referral alone would leave the others out of it for the
  // specs after this one that read the registry, version-skew.spec.ts).
  for (const folder of ['host', 'mf-dashboard', 'mf-store-credit', 'mf-account', 'mf-admin'])
    symlinkSync(path.join(root, folder), path.join(webRoot, folder));
  // The repository's Storybook build, from which each first release carries its remote's stories;
  // without mf-referral's, whose stories here are the test's own (its first publish renders no baseline).
  const storybook = path.join(webRoot, 'storybook', 'storybook-static');
  cpSync(path.join(root, 'storybook', 'storybook-static'), storybook, {
    recursive: true,
    filter: (file) => !file.endsWith('.map'),
  });
  const index = JSON.parse(readFileSync(path.join(storybook, 'index.json'), 'utf8')) as {
    entries: Record<string, { importPath: string }>;
  };
  index.entries = Object.fromEntries(
    Object.entries(index.entries).filter(([, story]) => !story.importPath.startsWith('../mf-referral/')),
  );
  writeFileSync(path.join(storybook, 'index.json'), JSON.stringify(index));
  mkdirSync(path.join(webRoot, 'mf-referral'));
  cpSync(path.join(root, 'mf-referral', 'package.json'), path.join(webRoot, 'mf-referral', 'package.json'));
  cpSync(path.join(root, 'mf-referral', 'dist'), path.join(webRoot, 'mf-referral', 'dist'), { recursive: true });
});
test.afterAll(() => rmSync(webRoot, { recursive: true, force: true }));

test.beforeEach(async ({ page }) => {
  const signedIn = await page.request.post('/api/auth/signin', {
    data: { username: designerUser.email, password: designerUser.password },
  });
  expect(signedIn.status()).toBe(200);
});

test("a release that changes one button's colour shows exactly that story, before and after; activation waits for a designer's approval", async ({
  page,
}) => {
  writeStorybook({ primary: '#3730a3', secondary: '#15803d', tertiary: '#b45309' });
  publish('first');
  // Every story is new to the registry: a designer approves them, then the owner makes it live.
  await approveAndActivate(page.request, 'first', 'The first release with stories');

  // The same build again (a Storybook build is byte for byte the same): nothing to render, nothing changed.
  publish('rebuilt');
  writeStorybook({ primary: '#b91c1c', secondary: '#15803d', tertiary: '#b45309' });
  publish('red');
  expect((await reviewed(page.request, 'rebuilt'))?.counts).toEqual({ unchanged: 3, changed: 0, new: 0, removed: 0 });
  expect((await reviewed(page.request, 'red'))?.counts).toEqual({ unchanged: 2, changed: 1, new: 0, removed: 0 });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/releases');
  const rebuilt = page.getByRole('region', { name: `Visual changes of ${version('rebuilt')}` });
  await expect(rebuilt.getByText('Every story looks as it does in the live release.')).toBeVisible({ timeout: 20_000 });
  const red = page.getByRole('region', { name: `Visual changes of ${version('red')}` });
  await expect(red.getByText('1 changed')).toBeVisible();
  await expect(red.getByText('Needs a designer’s approval before it goes live')).toBeVisible();
  await expect(red.getByRole('img')).toHaveCount(6); // before, after, difference at 390 px and on a desktop
  for (const picture of await red.getByRole('img').all()) {
    await expect(picture).toHaveAccessibleName(/Referral\/Invite button · primary/);
    await picture.scrollIntoViewIfNeeded(); // the pictures load as they come into view
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  }

  const refused = remotes('activate', 'mf-referral', version('red'));
  expect(refused.code).not.toBe(0);
  expect(refused.out).toContain('it changes 1 stories on screen: a designer approves them first');

  await red.getByRole('button', { name: 'Approve changes' }).click();
  await red.getByRole('textbox', { name: /Reason/ }).fill('The new red matches the brand update');
  await red.getByRole('button', { name: 'Confirm: Approve changes' }).click();
  await expect(red.getByText(`Approved by ${designerUser.email}`)).toBeVisible();
  expect(remotes('activate', 'mf-referral', version('red'))).toMatchObject({ code: 0 });
});

test("/storybook/ composes every remote's live release's stories with the Accessibility panel; a rollback changes them", async ({
  page,
}) => {
  // The first releases (registered from the build) carry their remote's stories of the repository's
  // Storybook build; mf-referral's live release is the test's own 'red' one.
  const registry = (await (await page.request.get('/api/admin/releases')).json()) as {
    remotes: { remote: string; activeVersion: string }[];
  };
  const live = Object.fromEntries(registry.remotes.map(({ remote, activeVersion }) => [remote, activeVersion]));
  expect(Object.keys(live).sort()).toEqual([
    'mf-account',
    'mf-admin',
    'mf-dashboard',
    'mf-referral',
    'mf-store-credit',
  ]);
  expect(live['mf-referral']).toBe(version('red'));

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/storybook/?path=/story/mf-store-credit_store-credit-store-credits-page--ready-to-redeem');
  for (const [remote, v] of Object.entries(live))
    await expect(page.getByText(`${remote} · live ${v}`)).toBeVisible({ timeout: 30_000 });
  // A composed story draws in its ref's own frame, from the release's files.
  const preview = page.frameLocator('#storybook-ref-mf-store-credit');
  await expect(preview.getByText('Ready to Redeem').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: /Accessibility/ })).toBeVisible();

  // The manager's page names each ref afresh: after a rollback, the one live before.
  expect(remotesWith('off', 'rollback', 'mf-referral')).toMatchObject({ code: 0 });
  expect(await (await page.request.get('/storybook/')).text()).toContain(`mf-referral · live ${version('first')}`);
});
