import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MAX_ARCHIVE_BYTES, packRelease } from '../../src/components/releases/release-archive';
import { postJson, signIn, useTestServer } from '../support/test-server';
import { runRemotesOn } from '../support/remotes-command';

// A built host and one built remote in a web root of the test's own, and a release store: the
// registry's whole path from a build to what two instances serve.

let webRoot = '';
let releasesDir = '';

const put = async (file: string, content: string) => {
  await mkdir(path.dirname(path.join(webRoot, file)), { recursive: true });
  await writeFile(path.join(webRoot, file), content);
};

const HOST_INDEX = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

/** A remote's manifest as the build writes it, providing @ciao/shell at `contract`. */
function manifest({ contract = '3.3.0', chunk = 'expose.1a2b3c4d.js', name = 'mf_referral' } = {}) {
  return JSON.stringify({
    id: name,
    name,
    metaData: { buildInfo: { buildVersion: '0.1.0' }, remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ name: 'ReferralScreen', assets: { js: { sync: [chunk], async: [] }, css: { sync: [], async: [] } } }],
    shared: [
      { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' },
      { name: '@ciao/shell', version: contract, requiredVersion: `^${contract.split('.')[0]}.0.0` },
    ],
    remotes: [],
  });
}

/** Writes mf-referral's build: a manifest and the files it names, `text` in its chunk. */
async function buildReferral(text: string, options: Parameters<typeof manifest>[0] = {}) {
  await rm(path.join(webRoot, 'mf-referral', 'dist'), { recursive: true, force: true });
  const chunk = options.chunk ?? 'expose.1a2b3c4d.js';
  await put('mf-referral/dist/mf-manifest.json', manifest(options));
  await put('mf-referral/dist/remoteEntry.js', `// entry of ${text}`);
  await put(`mf-referral/dist/${chunk}`, `// ${text}`);
}

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'ciao-releases-web-'));
  releasesDir = await mkdtemp(path.join(os.tmpdir(), 'ciao-releases-store-'));
  await put('host/dist/index.html', HOST_INDEX);
  await put(
    'host/dist/mf-manifest.json',
    JSON.stringify({
      name: 'host',
      shared: [
        { name: 'react', version: '19.3.1' },
        { name: '@ciao/shell', version: '3.3.0' },
      ],
    }),
  );
  await put(
    'host/dist/remotes.json',
    JSON.stringify({ remotes: [{ name: 'mf_referral', entry: '/remotes/mf-referral/mf-manifest.json' }] }),
  );
  await put('mf-referral/package.json', JSON.stringify({ name: '@ciao/mf-referral', version: '0.1.0' }));
  await buildReferral('the first build');
  // The repository's Storybook build: every remote's stories, loaded by import path.
  await put('storybook/storybook-static/iframe.html', '<!doctype html><div id="storybook-root"></div>');
  await put('storybook/storybook-static/main.js', '// the preview');
  await put('storybook/storybook-static/main.js.map', '{}');
  await put(
    'storybook/storybook-static/index.json',
    JSON.stringify({
      v: 5,
      entries: Object.fromEntries(
        [
          ['ui-button--primary', '../packages/ui/src/button.stories.tsx'],
          ['referral-screen--ready', '../mf-referral/src/screen.stories.tsx'],
          ['admin-releases--ready', '../mf-admin/src/releases.stories.tsx'],
        ].map(([id, importPath]) => [id, { type: 'story', id, importPath }]),
      ),
    }),
  );
});
afterAll(async () => {
  await rm(webRoot, { recursive: true, force: true });
  await rm(releasesDir, { recursive: true, force: true });
});

const env = () => ({
  WEB_ROOT: webRoot,
  RELEASES_DIR: releasesDir,
  CANARY_MIN_PAGES: '10',
  CANARY_MAX_FAILURE_SHARE: '0.2',
  RATE_LIMIT_REMOTE_FAILURES_IP: 'off',
  METRICS_PORT: '0',
});
const one = useTestServer({ env });
const two = useTestServer({ env, databaseOf: one });

/** The remotes command as an operator runs it, on the instances' database. */
const remotes = (...argv: string[]) => runRemotesOn(one.database, { webRoot, releasesDir }, argv);

async function entryServedBy(server: { url: string }, cookie = ''): Promise<string> {
  const response = await fetch(`${server.url}/remotes.json`, { headers: cookie ? { cookie } : {} });
  expect(response.status).toBe(200);
  const document = (await response.json()) as { remotes: { name: string; entry: string }[] };
  return document.remotes.find(({ name }) => name === 'mf_referral')?.entry ?? '';
}

/** A page as `server` serves it to a visitor: mf-referral's entry in its runtime document and the page's report token. */
async function servedPage(server: { url: string }, cookie = ''): Promise<{ entry: string; report: string }> {
  const html = await (await fetch(`${server.url}/`, { headers: cookie ? { cookie } : {} })).text();
  const json = /<script type="application\/json" id="ciao-remotes">(.*?)<\/script>/.exec(html)?.[1] ?? '{}';
  const document = JSON.parse(json) as { remotes?: { name: string; entry: string }[]; report?: string };
  return {
    entry: document.remotes?.find(({ name }) => name === 'mf_referral')?.entry ?? '',
    report: document.report ?? '',
  };
}

/** The entry each instance serves, asked again until both show `expected` or 1 s has passed. */
async function bothServeWithinOneSecond(expected: string): Promise<string[]> {
  const deadline = Date.now() + 1_000;
  let seen: string[] = [];
  do {
    seen = [await entryServedBy(one), await entryServedBy(two)];
    if (seen.every((entry) => entry === expected)) return seen;
    await new Promise((resolve) => setTimeout(resolve, 50));
  } while (Date.now() < deadline);
  return seen;
}

const versionIn = (summary: string) => /mf-referral (\S+) \(/.exec(summary)?.[1] ?? '';

describe('the release registry', () => {
  let first = '';
  let second = '';

  it('when the registry is empty, then the built remotes are its first releases, copied into the store under their version', async () => {
    const list = await remotes('list');
    expect(list).toMatch(/^mf-referral: live 0\.1\.0-[0-9a-f]{8}$/m);
    first = /live (\S+)/.exec(list)?.[1] ?? '';
    expect(await entryServedBy(one)).toBe(`/remotes/mf-referral/${first}/mf-manifest.json`);
    expect(await readdir(path.join(releasesDir, 'mf-referral', first))).toContain('expose.1a2b3c4d.js');
    expect(await remotes('history', 'mf-referral')).toMatch(/activated 0\.1\.0-[0-9a-f]{8}\s+by start/);
  });

  it("when the registry is empty, then each first release carries its remote's stories of the repository's Storybook build", async () => {
    const storybook = path.join(releasesDir, 'mf-referral', first, 'storybook');
    expect((await readdir(storybook)).sort()).toEqual(['iframe.html', 'index.json', 'main.js']);
    const index = JSON.parse(await readFile(path.join(storybook, 'index.json'), 'utf8')) as { entries: object };
    expect(Object.keys(index.entries)).toEqual(['referral-screen--ready']);
    // Served at /storybook/ only, to whom the owner allows; never with the remote's public files.
    expect((await fetch(`${one.url}/remotes/mf-referral/${first}/storybook/index.json`)).status).toBe(404);
    expect((await fetch(`${one.url}/remotes/mf-referral/${first}/expose.1a2b3c4d.js`)).status).toBe(200);
    // The releases published next carry none: a release with a Storybook is visual-review.test.ts's.
    await rm(path.join(webRoot, 'storybook'), { recursive: true });
  });

  it('when a changed build is published, then it is copied into the store and served immutable under its version, and nothing changes yet', async () => {
    await buildReferral('the second build', { chunk: 'expose.5e6f7a8b.js' });
    const summary = await remotes('publish', 'mf-referral');
    second = versionIn(summary);
    expect(second).toMatch(/^0\.1\.0-[0-9a-f]{8}$/);
    expect(second).not.toBe(first);
    expect(await readdir(path.join(releasesDir, 'mf-referral', second))).toContain('expose.5e6f7a8b.js');
    const chunk = await fetch(`${one.url}/remotes/mf-referral/${second}/expose.5e6f7a8b.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await chunk.text()).toBe('// the second build');
    expect(await entryServedBy(one)).toBe(`/remotes/mf-referral/${first}/mf-manifest.json`);
  });

  it('when the same version is published again, then it is refused: a release never changes', async () => {
    await expect(remotes('publish', 'mf-referral', '--version', second)).rejects.toThrow(/already published/);
  });

  it('when a release is activated, then both instances serve it within 1 second, and the page lists it', async () => {
    expect(await remotes('activate', 'mf-referral', second)).toBe(`mf-referral: ${first} -> ${second} for everyone`);
    const entry = `/remotes/mf-referral/${second}/mf-manifest.json`;
    expect(await bothServeWithinOneSecond(entry)).toEqual([entry, entry]);
    expect(await (await fetch(`${two.url}/`)).text()).toContain(entry);
  });

  it('when the live release changed, then the files of the one before still answer (a page opened before keeps loading)', async () => {
    expect((await fetch(`${one.url}/remotes/mf-referral/${second}/remoteEntry.js`)).status).toBe(200);
    expect((await fetch(`${one.url}/remotes/mf-referral/${first}/remoteEntry.js`)).status).toBe(200);
  });

  it('when an incompatible build (a contract of the next major) is published, then it is refused with the reason and nothing changes', async () => {
    await buildReferral('the next major', { contract: '4.0.0', chunk: 'expose.9c0d1e2f.js' });
    const before = await remotes('list');
    await expect(remotes('publish', 'mf-referral', '--version', '9.0.0')).rejects.toThrow(
      "mf-referral 9.0.0 is refused:\n  - it provides @ciao/shell 4.0.0, a contract of another major than the live host's 3.3.0",
    );
    expect(await remotes('list')).toBe(before);
    await expect(readdir(path.join(releasesDir, 'mf-referral'))).resolves.not.toContain('9.0.0');
  });

  it('when a build misses a file its manifest names, then it is refused naming the file', async () => {
    await buildReferral('a broken build', { chunk: 'expose.0a0b0c0d.js' });
    await rm(path.join(webRoot, 'mf-referral', 'dist', 'expose.0a0b0c0d.js'));
    await expect(remotes('publish', 'mf-referral', '--version', '9.0.1')).rejects.toThrow(
      'expose.0a0b0c0d.js is missing from the build',
    );
  });

  it('when a canary runs at 50 %, then visitors are split by their key, each keeping its version', async () => {
    await buildReferral('the canary', { chunk: 'expose.3d4e5f60.js' });
    const canary = versionIn(await remotes('publish', 'mf-referral', '--version', '0.2.0'));
    expect(await remotes('activate', 'mf-referral', canary, '--percent', '50')).toBe(
      `mf-referral: 0.2.0 for 50 % of visitors, ${second} for the rest`,
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const seen = new Map<string, string>();
    for (let i = 0; i < 40; i += 1) {
      const cookie = `ciao_visitor=visitor-key-number-${String(i).padStart(4, '0')}`;
      const entry = await entryServedBy(i % 2 ? one : two, cookie);
      seen.set(cookie, entry);
      expect(await entryServedBy(i % 2 ? two : one, cookie)).toBe(entry);
    }
    const entries = [...seen.values()];
    expect(new Set(entries)).toEqual(
      new Set([`/remotes/mf-referral/0.2.0/mf-manifest.json`, `/remotes/mf-referral/${second}/mf-manifest.json`]),
    );
    const fresh = await fetch(`${one.url}/remotes.json`);
    expect(fresh.headers.get('cache-control')).toBe('private, no-cache');
    expect(fresh.headers.getSetCookie().join()).toMatch(/^ciao_visitor=[A-Za-z0-9_-]{22}; .*HttpOnly/);
  });

  it('when the canary is rolled back, then everyone is on the live release again in one step', async () => {
    expect(await remotes('rollback', 'mf-referral')).toBe(`mf-referral: canary 0.2.0 stopped, ${second} for everyone`);
    const entry = `/remotes/mf-referral/${second}/mf-manifest.json`;
    expect(await bothServeWithinOneSecond(entry)).toEqual([entry, entry]);
  });

  it('when the live release is rolled back, then the release live before it is back', async () => {
    expect(await remotes('rollback', 'mf-referral')).toBe(`mf-referral: ${second} -> ${first} for everyone`);
    const entry = `/remotes/mf-referral/${first}/mf-manifest.json`;
    expect(await bothServeWithinOneSecond(entry)).toEqual([entry, entry]);
    // The build folder was rebuilt since: the first release still serves its own files.
    const chunk = await fetch(`${one.url}/remotes/mf-referral/${first}/expose.1a2b3c4d.js`);
    expect(await chunk.text()).toBe('// the first build');
  });

  it('when a canary is promoted, then it is live for everyone', async () => {
    await remotes('activate', 'mf-referral', '0.2.0', '--percent', '10');
    expect(await remotes('promote', 'mf-referral')).toBe(`mf-referral: ${first} -> 0.2.0 for everyone`);
    const entry = '/remotes/mf-referral/0.2.0/mf-manifest.json';
    expect(await bothServeWithinOneSecond(entry)).toEqual([entry, entry]);
    const history = await remotes('history', 'mf-referral');
    expect(history.split('\n').map((line) => line.replace(/^\S+ \S+\s+/, '').replace(/\s+by .*$/, ''))).toEqual([
      `promoted 0.2.0 (live before: ${first})`,
      `canary 0.2.0 (10 %, the rest on ${first})`,
      `rolled back ${first} (live before: ${second})`,
      `rolled back ${second}`,
      `canary 0.2.0 (50 %, the rest on ${second})`,
      'published 0.2.0',
      `activated ${second} (live before: ${first})`,
      `published ${second}`,
      `activated ${first}`,
    ]);
  });

  it('when a command is wrong, then it says why and changes nothing', async () => {
    const before = await remotes('list');
    await expect(remotes('activate', 'mf-referral', '7.7.7')).rejects.toThrow('mf-referral 7.7.7 is not published');
    await expect(remotes('activate', 'mf-referral', '0.2.0', '--percent', '150')).rejects.toThrow(/whole percent/);
    await expect(remotes('promote', 'mf-referral')).rejects.toThrow('mf-referral has no canary to promote');
    await expect(remotes('activate', '../etc', '1')).rejects.toThrow(/not a remote's name/);
    await expect(remotes('publish')).rejects.toThrow(/The remote is required/);
    await expect(remotes('launch')).rejects.toThrow(/Usage: npm run remotes/);
    await expect(remotes('list', '--force')).rejects.toThrow(/Unknown option '--force'/);
    expect(await remotes('list')).toBe(before);
  });

  it('when a browser reports a failed load, then it is counted on the release served from that entry; anything else is refused', async () => {
    const report = (body: unknown) => postJson(`${one.url}/api/telemetry/remote-failures`, body);
    const entry = '/remotes/mf-referral/0.2.0/mf-manifest.json';
    const served = await servedPage(one);
    expect(served.entry).toBe(entry);
    expect((await report({ entry, report: served.report })).status).toBe(200);
    expect((await report({ entry, report: served.report })).status).toBe(200); // the same page again: once
    expect((await report({ entry })).status).toBe(200); // no token: apart
    expect(await remotes('list')).toMatch(/^ {2}0\.2\.0 .*, 1 load failures reported, 1 unverified$/m);
    const unknown = await report({ entry: '/remotes/mf-referral/6.6.6/mf-manifest.json', report: served.report });
    expect([unknown.status, await unknown.json()]).toEqual([404, { message: 'No release is served from this entry' }]);
    expect((await report({ entry: '' })).status).toBe(400);
    expect((await report({ entry: 'x', user: 'ann' })).status).toBe(400);
    expect((await report({ entry, report: 7 })).status).toBe(400);
    expect((await report('{ not json')).status).toBe(400);
  });

  it('when a canary is healthy, then a thousand forged reports from many addresses leave it running; they are kept apart as unverified', async () => {
    await buildReferral('a healthy canary', { chunk: 'expose.6a6b6c6d.js' });
    await remotes('publish', 'mf-referral', '--version', '0.2.5');
    await remotes('activate', 'mf-referral', '0.2.5', '--percent', '50');
    const canaryEntry = '/remotes/mf-referral/0.2.5/mf-manifest.json';
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Pages served with the canary, so that the watch has more than its minimum to judge by.
    for (let i = 0, pages = 0; pages < 12 && i < 200; i += 1)
      if ((await servedPage(i % 2 ? one : two, `ciao_visitor=healthy-canary-visitor-${i}`)).entry === canaryEntry)
        pages += 1;
    // A token of a page served with the live release, another's forged from it, an expired shape, nonsense.
    const live = await servedPage(one, 'ciao_visitor=healthy-canary-visitor-live');
    const [payload = '', signature = ''] = live.report.split('.');
    const content = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { r: string[] };
    const forged = `${Buffer.from(JSON.stringify({ ...content, r: ['mf-referral@0.2.5'] })).toString('base64url')}.${signature}`;
    const tokens = [undefined, 'nonsense', forged, live.entry === canaryEntry ? 'nonsense' : live.report];
    const forge = (i: number) =>
      fetch(`${(i % 2 ? one : two).url}/api/telemetry/remote-failures`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.${i >> 8}.${i & 255}` },
        body: JSON.stringify({ entry: canaryEntry, report: tokens[i % tokens.length] }),
      }).then(({ status }) => status);
    for (let batch = 0; batch < 1_000; batch += 50) {
      const statuses = await Promise.all(Array.from({ length: 50 }, (_, i) => forge(batch + i)));
      expect(statuses.every((status) => status === 200)).toBe(true);
    }
    await new Promise((resolve) => setTimeout(resolve, 6_000)); // a canary watch has run
    const liveVersion = /^mf-referral: live (\S+), canary 0\.2\.5 for 50 %$/m.exec(await remotes('list'))?.[1];
    expect(liveVersion).toBeDefined();
    expect(await remotes('list')).toMatch(/^ {2}0\.2\.5 .* by ops \(command line\), 1000 unverified$/m);
    expect(await remotes('rollback', 'mf-referral')).toBe(
      `mf-referral: canary 0.2.5 stopped, ${liveVersion} for everyone`,
    );
  }, 60_000);

  it('when the pages served with a canary report too many load failures, then the canary watch rolls it back by itself', async () => {
    await buildReferral('a failing canary', { chunk: 'expose.7a7b7c7d.js' });
    await remotes('publish', 'mf-referral', '--version', '0.3.0');
    await remotes('activate', 'mf-referral', '0.3.0', '--percent', '50');
    const canaryEntry = '/remotes/mf-referral/0.3.0/mf-manifest.json';
    await new Promise((resolve) => setTimeout(resolve, 300));
    let canaryPages = 0;
    for (let i = 0; canaryPages < 12 && i < 200; i += 1) {
      const page = await servedPage(i % 2 ? one : two, `ciao_visitor=failing-canary-visitor-${i}`);
      if (page.entry !== canaryEntry) continue;
      canaryPages += 1;
      const body = { entry: canaryEntry, report: page.report };
      expect((await postJson(`${one.url}/api/telemetry/remote-failures`, body)).status).toBe(200);
    }
    expect(canaryPages).toBe(12);
    // Prometheus' view (docs/deploying.md, "Metrics"): the canary's pages on both instances, the failures where reported.
    const counted = async (series: string) => {
      let sum = 0;
      for (const server of [one, two]) {
        const text = await (await fetch(server.metricsUrl ?? '')).text();
        sum += Number(
          text
            .split('\n')
            .find((line) => line.startsWith(`${series} `))
            ?.slice(series.length + 1) ?? 0,
        );
      }
      return sum;
    };
    expect(await counted('release_canary_pages_total{remote="mf-referral"}')).toBeGreaterThanOrEqual(12);
    expect(await counted('release_load_failures_total{remote="mf-referral",verified="true"}')).toBeGreaterThanOrEqual(
      12,
    );
    const entry = '/remotes/mf-referral/0.2.0/mf-manifest.json';
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && (await remotes('list')).includes('canary'))
      await new Promise((r) => setTimeout(r, 250));
    expect(await remotes('list')).toMatch(/^mf-referral: live 0\.2\.0$/m);
    expect(await remotes('history', 'mf-referral')).toMatch(
      /rolled back automatically 0\.2\.0 {2}by the canary watch \(12 load failures in 1[2-9] pages\)/,
    );
    expect(await bothServeWithinOneSecond(entry)).toEqual([entry, entry]);
  });

  it('when an owner rolls a remote back from the admin screen, then it changes at once and the audit trail has who, what and why', async () => {
    const owner = { email: 'olive.owner@example.com', password: 'secret1', name: 'Olive' };
    await one.accounts.createUser({ ...owner, role: 'owner' });
    const cookie = await signIn(one, owner);
    const page = await fetch(`${one.url}/api/admin/releases`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const { remotes: registry } = (await page.json()) as {
      remotes: {
        remote: string;
        activeVersion: string;
        releases: { version: string; failures: number }[];
        history: { action: string }[];
      }[];
    };
    expect(registry.map(({ remote, activeVersion }) => [remote, activeVersion])).toEqual([['mf-referral', '0.2.0']]);
    expect(registry[0]?.releases.find(({ version }) => version === '0.2.0')?.failures).toBe(1);
    expect(registry[0]?.history[0]?.action).toBe('rolled back automatically');

    const tooShort = await postJson(`${one.url}/api/admin/releases/mf-referral/rollback`, { reason: 'no' }, { cookie });
    expect(tooShort.status).toBe(400);
    const unknown = await postJson(
      `${one.url}/api/admin/releases/..%2Fetc/rollback`,
      { reason: 'the new screen is broken' },
      { cookie },
    );
    expect(unknown.status).toBe(400);
    const rolledBack = await postJson(
      `${one.url}/api/admin/releases/mf-referral/rollback`,
      { reason: 'the new screen is broken' },
      { cookie },
    );
    expect(rolledBack.status).toBe(200);
    expect(((await rolledBack.json()) as { summary: string }).summary).toBe(
      `mf-referral: 0.2.0 -> ${first} for everyone`,
    );
    const firstEntry = `/remotes/mf-referral/${first}/mf-manifest.json`;
    expect(await bothServeWithinOneSecond(firstEntry)).toEqual([firstEntry, firstEntry]);
    const audit = await fetch(`${one.url}/api/admin/audit-log?action=release.rolled-back`, { headers: { cookie } });
    const { entries } = (await audit.json()) as {
      entries: { actorEmail: string; reason: string; before: unknown; after: unknown }[];
    };
    expect(entries[0]).toMatchObject({
      actorEmail: owner.email,
      reason: 'the new screen is broken',
      before: { remote: 'mf-referral', live: '0.2.0', canary: null, canaryPercent: null },
      after: { remote: 'mf-referral', live: first, canary: null, canaryPercent: null },
    });
    expect(await remotes('history', 'mf-referral')).toMatch(
      /^\S+ \S+ {2}rolled back \S+ \(live before: 0\.2\.0\) {2}by olive\.owner@example\.com$/m,
    );
  });

  it('when the command line changes a release, then the audit trail records it with no actor (the command line)', async () => {
    const owner = { email: 'olive.owner@example.com', password: 'secret1' };
    const cookie = await signIn(one, owner);
    const audit = await fetch(`${one.url}/api/admin/audit-log?action=release.published`, { headers: { cookie } });
    const { entries } = (await audit.json()) as {
      entries: { actorEmail: string | null; after: { published?: string } }[];
    };
    expect(entries.map(({ after }) => after.published)).toEqual(['0.3.0', '0.2.5', '0.2.0', second]);
    expect(entries.every(({ actorEmail }) => actorEmail === null)).toBe(true);
  });

  it('when a version path tries to leave the store, then 404', async () => {
    expect((await fetch(`${one.url}/remotes/mf-referral/..%2F..%2Fetc/passwd`)).status).toBe(404);
    expect(
      (await fetch(`${one.url}/remotes/mf-referral/0.2.0/..%2F..%2Fmf-referral/0.2.0/remoteEntry.js`)).status,
    ).toBe(404);
  });
});

describe('publishing over HTTP with a deploy token', () => {
  let token = '';
  const built = () => path.join(webRoot, 'mf-referral', 'dist');
  const send = (url: string, body: Buffer | string, bearer = token, type = 'application/gzip') =>
    fetch(`${one.url}${url}`, {
      method: 'POST',
      headers: { 'content-type': type, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      body,
    });
  const answer = async (response: Response) => [response.status, (await response.json()) as { message?: string }];

  it('when an owner creates a token on the command line, then it is printed once and listed by name, without it', async () => {
    const printed = await remotes('token', 'create', 'mf-referral', '--name', 'ci', '--days', '30');
    token = /^(ciao_dt_\S+)$/m.exec(printed)?.[1] ?? '';
    expect(token).toMatch(/^ciao_dt_[A-Za-z0-9_-]{43}$/);
    const list = await remotes('token', 'list');
    expect(list).toMatch(/^#\d+ {2}mf-referral {2}"ci" {2}expires \S+ \S+ {2}never used/m);
    expect(list).not.toContain(token);
    await expect(remotes('token', 'create', 'mf-referral', '--name', 'ci', '--days', '0')).rejects.toThrow(/days/);
  });

  it('when a build is published with the token, then 201 names where it is served, and it is in the registry', async () => {
    await buildReferral('the HTTP build', { chunk: 'expose.4b4b4b4b.js' });
    const archive = await packRelease(built(), { remote: 'mf-referral', version: '1.0.0' });
    const response = await send('/api/releases/mf-referral', archive);
    expect([response.status, await response.json()]).toEqual([
      201,
      { remote: 'mf-referral', version: '1.0.0', baseUrl: '/remotes/mf-referral/1.0.0/' },
    ]);
    expect(await (await fetch(`${one.url}/remotes/mf-referral/1.0.0/expose.4b4b4b4b.js`)).text()).toBe(
      '// the HTTP build',
    );
    expect(await remotes('history', 'mf-referral')).toMatch(
      /published 1\.0\.0 {2}by deploy token "ci" \(#\d+, mf-referral\)/,
    );
  });

  it('when the token is missing, wrong or another remote is named, then 401 or 403 and nothing changes', async () => {
    const archive = await packRelease(built(), { remote: 'mf-referral', version: '1.0.1' });
    const before = await remotes('list');
    expect(await answer(await send('/api/releases/mf-referral', archive, ''))).toEqual([
      401,
      { message: 'A valid deploy token is required' },
    ]);
    expect((await send('/api/releases/mf-referral', archive, `${token}x`)).status).toBe(401);
    const other = /^(ciao_dt_\S+)$/m.exec(await remotes('token', 'create', 'mf-other', '--name', 'theirs'))?.[1] ?? '';
    expect(await answer(await send('/api/releases/mf-referral', archive, other))).toEqual([
      403,
      { message: 'This deploy token is for mf-other' },
    ]);
    expect((await send('/api/admin/releases/mf-referral/rollback', '{}', token, 'application/json')).status).toBe(401);
    expect(await remotes('list')).toBe(before);
  });

  it('when the archive is broken, over the limit, of another remote, not gzip, or refused by the gate, then a clear 4xx and nothing changes', async () => {
    const before = await remotes('list');
    expect(await answer(await send('/api/releases/mf-referral', 'not a tar'))).toEqual([
      400,
      { message: "The archive is not a gzip'd tar (or it is cut short)" },
    ]);
    expect((await send('/api/releases/mf-referral', Buffer.alloc(MAX_ARCHIVE_BYTES + 1))).status).toBe(413);
    const theirs = await packRelease(built(), { remote: 'mf-other', version: '1.0.2' });
    expect(await answer(await send('/api/releases/mf-referral', theirs))).toEqual([
      400,
      { message: 'The archive is a release of mf-other, not of mf-referral' },
    ]);
    expect((await send('/api/releases/mf-referral', theirs, token, 'application/json')).status).toBe(415);
    const again = await packRelease(built(), { remote: 'mf-referral', version: '1.0.0' });
    expect(await answer(await send('/api/releases/mf-referral', again))).toEqual([
      409,
      { message: 'mf-referral 1.0.0 is already published: a release never changes' },
    ]);
    await buildReferral('the next major', { contract: '4.0.0', chunk: 'expose.5c5c5c5c.js' });
    const incompatible = await packRelease(built(), { remote: 'mf-referral', version: '2.0.0' });
    expect(await answer(await send('/api/releases/mf-referral', incompatible))).toEqual([
      409,
      {
        message:
          "mf-referral 2.0.0 is refused:\n  - it provides @ciao/shell 4.0.0, a contract of another major than the live host's 3.3.0",
      },
    ]);
    expect(await remotes('list')).toBe(before);
    await expect(readdir(path.join(releasesDir, 'mf-referral'))).resolves.not.toContain('2.0.0');
  });

  it('when one version is published twice at once, then one wins and the other is told it exists', async () => {
    await buildReferral('a raced build', { chunk: 'expose.6d6d6d6d.js' });
    const archive = await packRelease(built(), { remote: 'mf-referral', version: '1.1.0' });
    const statuses = (
      await Promise.all([send('/api/releases/mf-referral', archive), send('/api/releases/mf-referral', archive)])
    ).map(({ status }) => status);
    expect(statuses.sort()).toEqual([201, 409]);
    expect((await remotes('history', 'mf-referral')).match(/published 1\.1\.0/g)).toHaveLength(1);
  });

  it('when the token starts a canary for 100 %, stops, widens, promotes and rolls back, then each is live and audited with the token', async () => {
    const post = (url: string, body: unknown = {}) => send(url, JSON.stringify(body), token, 'application/json');
    const canary = await post('/api/releases/mf-referral/canary', { version: '1.0.0', percent: 100 });
    expect(canary.status).toBe(200);
    const entry = '/remotes/mf-referral/1.0.0/mf-manifest.json';
    expect(await bothServeWithinOneSecond(entry)).toEqual([entry, entry]);
    expect((await post('/api/releases/mf-referral/canary/stop')).status).toBe(200);
    expect(await answer(await post('/api/releases/mf-referral/canary/stop'))).toEqual([
      409,
      { message: 'mf-referral has no canary to stop' },
    ]);
    expect((await post('/api/releases/mf-referral/canary', { version: '1.0.0', percent: 101 })).status).toBe(400);
    expect((await post('/api/releases/mf-referral/canary', { version: '1.0.0', percent: 5, extra: 1 })).status).toBe(
      400,
    );
    expect((await post('/api/releases/mf-referral/canary', { version: '1.0.0', percent: 10 })).status).toBe(200);
    expect((await post('/api/releases/mf-referral/promote')).status).toBe(200);
    expect(await bothServeWithinOneSecond(entry)).toEqual([entry, entry]);
    expect((await post('/api/releases/mf-referral/rollback')).status).toBe(200);
    expect((await post('/api/releases/mf-referral/activate', { version: '1.1.0' })).status).toBe(200);
    const owner = { email: 'olive.owner@example.com', password: 'secret1' };
    const cookie = await signIn(one, owner);
    const audit = await fetch(`${one.url}/api/admin/audit-log?action=release.promoted`, { headers: { cookie } });
    const { entries } = (await audit.json()) as { entries: { actorEmail: string | null; reason: string }[] };
    expect(entries[0]?.reason).toMatch(/^deploy token "ci" \(#\d+\)$/);
  });

  it('when the token is revoked, then it opens nothing', async () => {
    const id = /^#(\d+) {2}mf-referral {2}"ci"/m.exec(await remotes('token', 'list'))?.[1] ?? '';
    expect(await remotes('token', 'revoke', id)).toBe(`Deploy token #${id} revoked`);
    expect((await send('/api/releases/mf-referral/rollback', '{}', token, 'application/json')).status).toBe(401);
    await expect(remotes('token', 'revoke', id)).rejects.toThrow(`No deploy token #${id} is in use`);
  });
});

describe("an owner's releases and deploy tokens on the Releases screen", () => {
  const owner = { email: 'olive.owner@example.com', password: 'secret1' };
  const reason = 'The team asked for it in the release channel';
  let cookie = '';
  beforeAll(async () => {
    cookie = await signIn(one, owner);
  });
  const post = (url: string, body: unknown) => postJson(`${one.url}${url}`, body, { cookie });
  const answer = async (response: Response) => [response.status, await response.json()];
  const auditOf = async (action: string) =>
    (
      (await (await fetch(`${one.url}/api/admin/audit-log?action=${action}`, { headers: { cookie } })).json()) as {
        entries: { actorEmail: string | null; reason: string | null; after: unknown; before: unknown }[];
      }
    ).entries;

  it('when an owner starts a canary of a published release, then activates it, then each is live and audited with the reason', async () => {
    const canary = await post('/api/admin/releases/mf-referral/canary', { version: '1.0.0', percent: 30, reason });
    expect(await canary.json()).toMatchObject({ summary: expect.stringContaining('1.0.0') });
    expect(await remotes('list')).toMatch(/^mf-referral: live 1\.1\.0, canary 1\.0\.0 for 30 %/m);
    expect(
      (await post('/api/admin/releases/mf-referral/canary', { version: '1.0.0', percent: 0, reason })).status,
    ).toBe(400);
    expect((await post('/api/admin/releases/mf-referral/activate', { version: '9.9.9', reason })).status).toBe(404);
    expect((await post('/api/admin/releases/mf-referral/activate', { version: '1.0.0', reason })).status).toBe(200);
    expect(await remotes('list')).toMatch(/^mf-referral: live 1\.0\.0$/m);
    expect((await auditOf('release.activated'))[0]).toMatchObject({ actorEmail: owner.email, reason });
  });

  it('when an owner makes a token, then it is shown once, listed without it, opens its remote, and is in the audit trail', async () => {
    const made = await post('/api/admin/deploy-tokens', { remote: 'mf-referral', name: 'screen ci', days: 7, reason });
    expect(made.status).toBe(201);
    const { id, token } = (await made.json()) as { id: string; token: string };
    expect(token).toMatch(/^ciao_dt_/);
    const list = await (await fetch(`${one.url}/api/admin/deploy-tokens`, { headers: { cookie } })).text();
    expect(list).toContain('"name":"screen ci"');
    expect(list).not.toContain(token);
    const stop = await fetch(`${one.url}/api/releases/mf-referral/canary/stop`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stop.status).toBe(409); // past the token's check: there is no canary to stop
    expect((await auditOf('deploy-token.created'))[0]).toMatchObject({
      actorEmail: owner.email,
      reason,
      after: { token: id, remote: 'mf-referral', name: 'screen ci' },
    });
    for (const bad of [
      { remote: 'mf-referral', name: 'x', days: 0, reason },
      { remote: 'referral', name: 'x', days: 7, reason },
      { remote: 'mf-referral', name: 'x/y', days: 7, reason },
      { remote: 'mf-referral', name: 'x', days: 7 },
    ])
      expect((await post('/api/admin/deploy-tokens', bad)).status).toBe(400);

    expect((await post(`/api/admin/deploy-tokens/${id}/revoke`, { reason })).status).toBe(200);
    const after = await fetch(`${one.url}/api/releases/mf-referral/canary/stop`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);
    expect(await answer(await post(`/api/admin/deploy-tokens/${id}/revoke`, { reason }))).toEqual([
      404,
      { message: `No deploy token #${id} is in use` },
    ]);
    expect((await auditOf('deploy-token.revoked'))[0]).toMatchObject({
      actorEmail: owner.email,
      reason,
      before: { token: id, remote: 'mf-referral', name: 'screen ci' },
    });
  });

  it('when a token is made and revoked on the command line, then both are in the audit trail without an admin', async () => {
    await remotes('token', 'create', 'mf-referral', '--name', 'cli made');
    const id = /^#(\d+) {2}mf-referral {2}"cli made"/m.exec(await remotes('token', 'list'))?.[1] ?? '';
    await remotes('token', 'revoke', id);
    expect((await auditOf('deploy-token.created'))[0]).toMatchObject({ actorEmail: null, after: { token: id } });
    expect((await auditOf('deploy-token.revoked'))[0]).toMatchObject({ actorEmail: null, before: { token: id } });
  });
});
