import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import type { VisualReview } from '@ciao/contracts';
import { createAuditComponent } from '../../src/components/audit/audit-component';
import { createReleasesComponent } from '../../src/components/releases/releases-component';
import { comparePictures } from '../../src/components/releases/story-renders';
import { systemClock } from '../../src/clock';
import { runRemotesOn } from '../support/remotes-command';
import { jsonOf, postJson, signIn, useTestServer } from '../support/test-server';

// A release's visual review (docs/storybook.md, "Visual review of a release"), from publishing to a
// designer's approval, on a small static Storybook of the test's own: each story a button whose
// colour the test sets, beside the time, a random number and a running animation (what a render
// must hold still). The real Storybook builds are rendered by e2e/tests/visual-review.spec.ts.

// Each review starts Chromium and renders a few pictures: more than the house's 20 s on a busy machine.
jest.setTimeout(90_000);

let webRoot = '';
let releasesDir = '';

const put = async (file: string, content: string) => {
  await mkdir(path.dirname(path.join(webRoot, file)), { recursive: true });
  await writeFile(path.join(webRoot, file), content);
};

const ID = (name: string) => `referral-invite-button--${name}`;

/**
 * mf-referral's Storybook as `storybook build` lays it out where it matters here: `index.json`
 * listing the stories, `iframe.html?id=<story>` drawing one into #storybook-root.
 */
async function buildStorybook(stories: Record<string, string>, comment = '') {
  const folder = path.join(webRoot, 'mf-referral', 'storybook-static');
  await rm(folder, { recursive: true, force: true });
  const entries = Object.fromEntries(
    Object.keys(stories).map((name) => [
      ID(name),
      { type: 'story', id: ID(name), title: 'Referral/Invite button', name, importPath: './invite.stories.tsx' },
    ]),
  );
  await put('mf-referral/storybook-static/index.json', JSON.stringify({ v: 5, entries }));
  await put(
    'mf-referral/storybook-static/iframe.html',
    `<!doctype html><html><head><meta charset="utf-8"><style>
      body { margin: 0; font: 16px sans-serif; }
      @keyframes spin { to { transform: rotate(360deg); } }
      .spin { width: 40px; height: 40px; background: #333; animation: spin 1s linear infinite; }
    </style></head><body><div id="storybook-root"></div><script src="stories.js"></script></body></html>`,
  );
  await put(
    'mf-referral/storybook-static/stories.js',
    `/* ${comment} */
    const colours = ${JSON.stringify(stories)};
    const name = new URLSearchParams(location.search).get('id').split('--')[1];
    document.getElementById('storybook-root').innerHTML =
      '<button style="background:' + colours[name] + ';color:#fff;border:0;padding:12px 24px">Invite a friend</button>' +
      '<p>' + new Date().toISOString() + ' ' + Math.random() + '</p><div class="spin"></div>';`,
  );
}

/** Writes mf-referral's build: a manifest and the files it names, `text` in its chunk. */
async function buildReferral(text: string) {
  await put(
    'mf-referral/dist/mf-manifest.json',
    JSON.stringify({
      id: 'mf_referral',
      name: 'mf_referral',
      metaData: { buildInfo: { buildVersion: '0.1.0' }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        { name: 'ReferralScreen', assets: { js: { sync: ['expose.js'], async: [] }, css: { sync: [], async: [] } } },
      ],
      shared: [{ name: '@ciao/shell', version: '3.3.0', requiredVersion: '^3.0.0' }],
      remotes: [],
    }),
  );
  await put('mf-referral/dist/remoteEntry.js', `// entry of ${text}`);
  await put('mf-referral/dist/expose.js', `// ${text}`);
}

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'ciao-review-web-'));
  releasesDir = await mkdtemp(path.join(os.tmpdir(), 'ciao-review-store-'));
  await put('host/dist/index.html', '<!doctype html><html><head></head><body></body></html>');
  await put(
    'host/dist/mf-manifest.json',
    JSON.stringify({ name: 'host', shared: [{ name: '@ciao/shell', version: '3.3.0' }] }),
  );
  await put(
    'host/dist/remotes.json',
    JSON.stringify({ remotes: [{ name: 'mf_referral', entry: '/remotes/mf-referral/mf-manifest.json' }] }),
  );
  await put('mf-referral/package.json', JSON.stringify({ name: '@ciao/mf-referral', version: '0.1.0' }));
  await buildReferral('the first build');
  // The design system's Storybook as served at /storybook/: its manager page with no refs, and its
  // stories, one of them mf-referral's own from the workspace.
  await put('storybook-static/index.html', `<script>window['REFS'] = {};</script>`);
  await put(
    'storybook-static/index.json',
    JSON.stringify({
      v: 5,
      entries: {
        'ui-button--primary': {
          type: 'story',
          id: 'ui-button--primary',
          importPath: '../packages/ui/src/button.stories.tsx',
        },
        'referral-screen--ready': {
          type: 'story',
          id: 'referral-screen--ready',
          importPath: '../mf-referral/src/screen.stories.tsx',
        },
      },
    }),
  );
});
afterAll(async () => {
  await rm(webRoot, { recursive: true, force: true });
  await rm(releasesDir, { recursive: true, force: true });
});

const server = useTestServer({
  env: () => ({ WEB_ROOT: webRoot, RELEASES_DIR: releasesDir, STORYBOOK_DIR: path.join(webRoot, 'storybook-static') }),
});

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The releases component as the command line makes it. */
function component() {
  const { auditTrail } = createAuditComponent({ database: server.database, clock: systemClock });
  return createReleasesComponent({
    database: server.database,
    auditTrail,
    clock: systemClock,
    webRoot,
    releasesDir,
    visualReview: { approvalRequired: false, chromiumPath },
  });
}

/** The remotes command line, with a designer's approval required or not. */
const remotes = (approvalRequired: boolean, ...argv: string[]) =>
  runRemotesOn(server.database, { webRoot, releasesDir, visualReview: { approvalRequired, chromiumPath } }, argv);

const cookies: Record<'owner' | 'designer', string> = { owner: '', designer: '' };
beforeAll(async () => {
  for (const role of ['owner', 'designer'] as const) {
    const account = { email: `${role}.review@example.com`, password: 'secret1', name: `The ${role}` };
    await server.accounts.createUser({ ...account, role });
    cookies[role] = await signIn(server, account);
  }
  // The first release, registered from the build before any Storybook of mf-referral is built: it carries none.
  await remotes(false, 'list');
});

const reviewOf = async (version: string, role: 'owner' | 'designer' = 'designer') => {
  const response = await fetch(`${server.url}/api/admin/releases/mf-referral/${version}/visual-review`, {
    headers: { cookie: cookies[role] },
  });
  expect(response.status).toBe(200);
  return jsonOf<VisualReview>(response);
};

/** Publishes mf-referral as it is built now under `version`, then waits for the server's background job to review it. */
async function publishAndReview(version: string): Promise<VisualReview> {
  await remotes(false, 'publish', 'mf-referral', '--version', version);
  for (;;) {
    const review = await reviewOf(version);
    if (review.status === 'done' || review.status === 'failed') return review;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let first = '';
describe('the visual review of a release', () => {
  it('when the first release with a Storybook is published, then the background job reviews it and finds every story new', async () => {
    await buildStorybook({ primary: '#1565c0', secondary: '#2e7d32' });
    first = '0.1.0-storybook';
    const review = await publishAndReview(first);
    expect(review).toMatchObject({
      status: 'done',
      baselineVersion: expect.stringMatching(/^0\.1\.0-[0-9a-f]{8}$/) as unknown as string,
      counts: { unchanged: 0, changed: 0, new: 2, removed: 0 },
      widths: [390, 1280],
      decision: null,
    });
    expect(review.stories.map(({ id, outcome }) => ({ id, outcome }))).toEqual([
      { id: ID('primary'), outcome: 'new' },
      { id: ID('secondary'), outcome: 'new' },
    ]);
    expect(await remotes(false, 'activate', 'mf-referral', first)).toMatch(/-> 0\.1\.0-storybook for everyone$/);
  });

  it('when a rebuild that draws the same is published, then it is rendered again to the same pixels (a fixed clock, fixed random numbers, no animation): every story unchanged', async () => {
    await buildStorybook({ primary: '#1565c0', secondary: '#2e7d32' }, 'rebuilt: other bytes, the same look');
    const review = await publishAndReview('0.1.1');
    expect(review).toMatchObject({
      status: 'done',
      baselineVersion: first,
      counts: { unchanged: 2, changed: 0, new: 0, removed: 0 },
      stories: [],
    });
    // Each picture of the two Chromium runs, one by one.
    const rendersOf = (version: string) => path.join(releasesDir, 'visual-reviews', 'mf-referral', version, 'renders');
    const pictures = (await readdir(rendersOf('0.1.1'))).sort();
    expect(pictures).toEqual([
      `${ID('primary')}@1280.png`,
      `${ID('primary')}@390.png`,
      `${ID('secondary')}@1280.png`,
      `${ID('secondary')}@390.png`,
    ]);
    for (const picture of pictures) {
      const after = await readFile(path.join(rendersOf('0.1.1'), picture));
      expect(PNG.sync.read(after).width).toBe(Number(/@(\d+)/.exec(picture)?.[1]));
      expect({ picture, ...comparePictures(await readFile(path.join(rendersOf(first), picture)), after) }).toEqual({
        picture,
        differentPixels: 0,
      });
    }
  });

  it("when a release changes one button's colour, adds a story and drops one, then exactly those are listed, with before, after and difference pictures", async () => {
    await buildStorybook({ primary: '#c62828', tertiary: '#6a1b9a' });
    const review = await publishAndReview('0.2.0');
    expect(review.counts).toEqual({ unchanged: 0, changed: 1, new: 1, removed: 1 });
    expect(review.stories.map(({ id, outcome, changedWidths }) => ({ id, outcome, changedWidths }))).toEqual([
      { id: ID('primary'), outcome: 'changed', changedWidths: [390, 1280] },
      { id: ID('tertiary'), outcome: 'new', changedWidths: [] },
      { id: ID('secondary'), outcome: 'removed', changedWidths: [] },
    ]);
    for (const side of ['before', 'after', 'diff']) {
      const picture = await fetch(
        `${server.url}/api/admin/releases/mf-referral/0.2.0/visual-review/${side}/${ID('primary')}/390`,
        { headers: { cookie: cookies.owner } },
      );
      expect({ side, status: picture.status, type: picture.headers.get('content-type') }).toEqual({
        side,
        status: 200,
        type: 'image/png',
      });
      expect(PNG.sync.read(Buffer.from(await picture.arrayBuffer())).width).toBe(390);
    }
    const missing = await fetch(
      `${server.url}/api/admin/releases/mf-referral/0.2.0/visual-review/before/${ID('tertiary')}/390`,
      { headers: { cookie: cookies.owner } },
    );
    expect(missing.status).toBe(404);
  });

  it('when approval is required, then a release with visual changes goes live only once a designer approved them, and the decision is audited', async () => {
    const refusal =
      'Making mf-referral 0.2.0 live is refused:\n  - it changes 3 stories on screen: a designer approves them first';
    await expect(remotes(true, 'activate', 'mf-referral', '0.2.0')).rejects.toThrow(refusal);
    await expect(remotes(true, 'activate', 'mf-referral', '0.2.0', '--percent', '10')).rejects.toThrow(refusal);
    const decide = (decision: string, reason = 'Checked against the mock-ups') =>
      postJson(
        `${server.url}/api/admin/releases/mf-referral/0.2.0/visual-review/decision`,
        { decision, reason },
        { cookie: cookies.designer },
      );
    expect((await decide('rejected')).status).toBe(200);
    await expect(remotes(true, 'activate', 'mf-referral', '0.2.0')).rejects.toThrow(
      'a designer rejected its visual changes (3 stories)',
    );
    expect((await decide('approved', 'no')).status).toBe(400);
    expect((await decide('approved')).status).toBe(200);
    expect(await reviewOf('0.2.0', 'owner')).toMatchObject({
      decision: 'approved',
      decidedBy: 'designer.review@example.com',
    });
    const again = await decide('approved');
    expect({ status: again.status, ...(await jsonOf<object>(again)) }).toEqual({
      status: 409,
      message: "mf-referral 0.2.0's visual changes are already approved",
    });
    expect(await remotes(true, 'activate', 'mf-referral', '0.2.0')).toBe(
      'mf-referral: 0.1.0-storybook -> 0.2.0 for everyone',
    );
    const audit = await fetch(`${server.url}/api/admin/audit-log?action=release.visual-changes-approved`, {
      headers: { cookie: cookies.owner },
    });
    expect((await jsonOf<{ entries: { actorRole: string; reason: string }[] }>(audit)).entries).toEqual([
      expect.objectContaining({ actorRole: 'designer', reason: 'Checked against the mock-ups' }),
    ]);
  });

  it('when approval is required, then a release whose stories draw the same goes live without a decision', async () => {
    await expect(remotes(true, 'activate', 'mf-referral', '0.1.1')).resolves.toBe(
      'mf-referral: 0.2.0 -> 0.1.1 for everyone',
    );
  });

  it('when an owner decides or a review is asked of an unknown release, then it is refused and nothing changes', async () => {
    const byOwner = await postJson(
      `${server.url}/api/admin/releases/mf-referral/0.2.0/visual-review/decision`,
      { decision: 'rejected', reason: 'Owners do not decide' },
      { cookie: cookies.owner },
    );
    expect(byOwner.status).toBe(403);
    const unknown = await fetch(`${server.url}/api/admin/releases/mf-referral/9.9.9/visual-review`, {
      headers: { cookie: cookies.designer },
    });
    expect(unknown.status).toBe(404);
    expect((await reviewOf('0.2.0')).decision).toBe('approved');
  });

  it("when an owner requires a designer's approval in the settings, then the server's activation follows it at once", async () => {
    expect((await reviewOf(first, 'owner')).approvalRequired).toBe(false);
    const saved = await fetch(`${server.url}/api/admin/storybook-settings`, {
      method: 'PUT',
      headers: { cookie: cookies.owner, 'content-type': 'application/json' },
      body: JSON.stringify({ access: 'admins', designApproval: 'required', reason: 'Designers sign off every change' }),
    });
    expect(saved.status).toBe(200);
    expect((await reviewOf(first, 'owner')).approvalRequired).toBe(true);
    // The first release's two new stories were never approved.
    const activation = await postJson(
      `${server.url}/api/admin/releases/mf-referral/activate`,
      { version: first, reason: 'Back to the first stories' },
      { cookie: cookies.owner },
    );
    expect({ status: activation.status, ...(await jsonOf<object>(activation)) }).toEqual({
      status: 409,
      message: `Making mf-referral ${first} live is refused:\n  - it changes 2 stories on screen: a designer approves them first`,
    });
  });

  it("when /storybook/ is opened, then it composes each remote's live release's Storybook, and a rollback changes it", async () => {
    const composed = async () => {
      const manager = await fetch(`${server.url}/storybook/`, { headers: { cookie: cookies.designer } });
      expect(manager.status).toBe(200);
      const refs = /window\['REFS'\] = (.*);<\/script>/.exec(await manager.text())?.[1] ?? '';
      return JSON.parse(refs) as Record<string, { title: string; url: string }>;
    };
    expect(await composed()).toEqual({
      'mf-referral': {
        id: 'mf-referral',
        title: 'mf-referral · live 0.1.1',
        url: '/storybook/remotes/mf-referral/0.1.1',
      },
    });
    const own = await fetch(`${server.url}/storybook/index.json`, { headers: { cookie: cookies.designer } });
    expect(Object.keys((await jsonOf<{ entries: object }>(own)).entries)).toEqual(['ui-button--primary']);
    const release = await fetch(`${server.url}/storybook/remotes/mf-referral/0.1.1/index.json`, {
      headers: { cookie: cookies.designer },
    });
    expect({ status: release.status, policy: release.headers.get('content-security-policy') }).toEqual({
      status: 200,
      policy: expect.stringContaining("frame-ancestors 'self'") as unknown as string,
    });
    expect(Object.keys((await jsonOf<{ entries: object }>(release)).entries)).toEqual([ID('primary'), ID('secondary')]);
    expect((await fetch(`${server.url}/storybook/remotes/mf-referral/0.1.1/index.json`)).status).toBe(401);
    expect(
      (
        await fetch(`${server.url}/storybook/remotes/mf-referral/9.9.9/index.json`, {
          headers: { cookie: cookies.designer },
        })
      ).status,
    ).toBe(404);

    await remotes(false, 'rollback', 'mf-referral');
    expect((await composed())['mf-referral']?.url).toBe('/storybook/remotes/mf-referral/0.2.0');
  });
});

describe('the pictures kept', () => {
  const folders = async () => (await readdir(path.join(releasesDir, 'visual-reviews', 'mf-referral'))).sort();

  it("when the pictures are pruned, then those of releases neither live nor shown are deleted; the live release's stay, the next review's baseline", async () => {
    expect(await folders()).toEqual([first, '0.1.1', '0.2.0'].sort());
    const { visualReviews } = component();
    expect((await visualReviews.prunePictures()).sort()).toEqual([`mf-referral/${first}`, 'mf-referral/0.1.1'].sort());
    expect(await folders()).toEqual(['0.2.0']);
  });

  it('when the live release is rolled back, then the pictures of the releases waiting to go live (and their baselines) stay', async () => {
    await buildStorybook({ primary: '#c62828', tertiary: '#6a1b9a' }); // 0.2.0's, byte for byte: nothing rendered
    expect((await publishAndReview('0.3.0')).baselineVersion).toBe('0.2.0');
    await remotes(false, 'rollback', 'mf-referral');
    const { visualReviews } = component();
    expect(await visualReviews.prunePictures()).toEqual([]);
    expect(await folders()).toEqual(['0.2.0']);
  });
});
