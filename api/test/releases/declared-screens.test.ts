import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { packRelease } from '../../src/components/releases/release-archive';
import { postJson, signIn, useTestServer } from '../support/test-server';
import { runRemotesOn } from '../support/remotes-command';

// A new remote, mf-loyalty, that the host does not know: its declared screen and menu entry pass
// the gate, wait for an owner, reach both instances' /remotes.json once approved, and leave them
// when withdrawn or when its first release is rolled back (docs/deploying.md, "A new remote").

let webRoot = '';
let releasesDir = '';

const put = async (file: string, content: string) => {
  await mkdir(path.dirname(path.join(webRoot, file)), { recursive: true });
  await writeFile(path.join(webRoot, file), content);
};

const LOYALTY_SCREEN = { path: '/loyalty', module: 'LoyaltyScreen', access: 'signed-in', title: 'Loyalty' };
const LOYALTY_ENTRY = { path: '/loyalty', label: 'Loyalty', icon: 'SuccessIcon', section: 'main', order: 1 };

/** Writes mf-<name>'s build exposing `exposes`: a manifest and the files it names. */
async function build(remote: string, exposes: string[]) {
  const name = remote.replace(/-/g, '_');
  await rm(path.join(webRoot, remote, 'dist'), { recursive: true, force: true });
  await put(
    `${remote}/dist/mf-manifest.json`,
    JSON.stringify({
      id: name,
      name,
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: exposes.map((module) => ({
        name: module,
        assets: { js: { sync: ['expose.js'], async: [] }, css: { sync: [], async: [] } },
      })),
      shared: [{ name: '@ciao/shell', version: '3.3.0', requiredVersion: '^3.0.0' }],
    }),
  );
  await put(`${remote}/dist/remoteEntry.js`, '// entry');
  await put(`${remote}/dist/expose.js`, '// screen');
  return path.join(webRoot, remote, 'dist');
}

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'ciao-declared-web-'));
  releasesDir = await mkdtemp(path.join(os.tmpdir(), 'ciao-declared-store-'));
  await put('host/dist/index.html', '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  await put(
    'host/dist/mf-manifest.json',
    JSON.stringify({ name: 'host', shared: [{ name: '@ciao/shell', version: '3.3.0' }] }),
  );
  await put(
    'host/dist/remotes.json',
    JSON.stringify({ remotes: [{ name: 'mf_referral', entry: '/remotes/mf-referral/mf-manifest.json' }] }),
  );
  await put('mf-referral/package.json', JSON.stringify({ name: '@ciao/mf-referral', version: '0.1.0' }));
  await build('mf-referral', ['ReferralScreen']);
});
afterAll(async () => {
  await rm(webRoot, { recursive: true, force: true });
  await rm(releasesDir, { recursive: true, force: true });
});

const env = () => ({ WEB_ROOT: webRoot, RELEASES_DIR: releasesDir, RATE_LIMIT_REMOTE_FAILURES_IP: 'off' });
const one = useTestServer({ env });
const two = useTestServer({ env, databaseOf: one });

/** The remotes command as an operator runs it, on the instances' database. */
const remotes = (...argv: string[]) => runRemotesOn(one.database, { webRoot, releasesDir }, argv);

type Served = { remotes: { name: string; entry: string; declares?: { screens: unknown[]; menu: unknown[] } }[] };
const loyaltyServedBy = async (server: { url: string }) =>
  ((await (await fetch(`${server.url}/remotes.json`)).json()) as Served).remotes.find(
    ({ name }) => name === 'mf_loyalty',
  );

/** What both instances serve of mf-loyalty once they agree (the change feed tells them within a second). */
async function bothServe(expected: 'served' | 'absent') {
  const deadline = Date.now() + 5_000;
  let seen: Awaited<ReturnType<typeof loyaltyServedBy>>[] = [];
  do {
    seen = [await loyaltyServedBy(one), await loyaltyServedBy(two)];
    if (seen.every((served) => (expected === 'served') === (served !== undefined))) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (Date.now() < deadline);
  return seen;
}

let token = '';
const publish = async (archive: Buffer, remote = 'mf-loyalty') => {
  const response = await fetch(`${one.url}/api/releases/${remote}`, {
    method: 'POST',
    headers: { 'content-type': 'application/gzip', authorization: `Bearer ${token}` },
    body: archive,
  });
  return [response.status, ((await response.json()) as { message?: string }).message];
};

describe('a new remote with a declared screen and menu entry', () => {
  const owner = { email: 'olive.owner@example.com', password: 'secret1', name: 'Olive' };
  let cookie = '';
  beforeAll(async () => {
    await remotes('list'); // the built remotes become the first releases
    token = /^(ciao_dt_\S+)$/m.exec(await remotes('token', 'create', 'mf-loyalty', '--name', 'ci'))?.[1] ?? '';
    await one.accounts.createUser({ ...owner, role: 'owner' });
    cookie = await signIn(one, owner);
  });

  it.each([
    [
      'a path outside its prefix',
      { screens: [{ ...LOYALTY_SCREEN, path: '/rewards' }], menu: [] },
      "the screen /rewards is outside mf-loyalty's prefix /loyalty",
    ],
    [
      'an unknown role',
      { screens: [{ ...LOYALTY_SCREEN, role: 'boss' }], menu: [] },
      'the screen /loyalty needs the role "boss", which does not exist (owner, support, viewer, designer)',
    ],
    [
      'a missing exposed module',
      { screens: [{ ...LOYALTY_SCREEN, module: 'LoyaltyCardScreen' }], menu: [] },
      'the screen /loyalty shows LoyaltyCardScreen, which the build does not expose',
    ],
  ])(
    "when its declaration has %s, then the publish is refused with the gate's message and nothing is stored",
    async (_case, declares, message) => {
      const archive = await packRelease(await build('mf-loyalty', ['LoyaltyScreen']), {
        remote: 'mf-loyalty',
        version: '0.9.0',
        declares,
      });
      expect(await publish(archive)).toEqual([409, `mf-loyalty 0.9.0 is refused:\n  - ${message}`]);
      expect(await remotes('approvals')).toBe('No new remote');
    },
  );

  it("when a remote's declaration takes /store-credit, then it clashes with the host's route", async () => {
    const storeToken =
      /^(ciao_dt_\S+)$/m.exec(await remotes('token', 'create', 'mf-store-credit', '--name', 'ci'))?.[1] ?? '';
    const archive = await packRelease(
      await build('mf-store-credit', [
        'StoreCreditScreen',
        'StoreCreditTutorialScreen',
        'ShopifyScreen',
        'LoyaltyScreen',
      ]),
      {
        remote: 'mf-store-credit',
        version: '9.0.0',
        declares: { screens: [{ ...LOYALTY_SCREEN, path: '/store-credit' }] },
      },
    );
    const response = await fetch(`${one.url}/api/releases/mf-store-credit`, {
      method: 'POST',
      headers: { 'content-type': 'application/gzip', authorization: `Bearer ${storeToken}` },
      body: archive,
    });
    expect([response.status, ((await response.json()) as { message: string }).message]).toEqual([
      409,
      "mf-store-credit 9.0.0 is refused:\n  - the screen /store-credit clashes with the host's route /store-credit",
    ]);
  });

  it('when a declaration is malformed, then 400 names the field', async () => {
    const archive = await packRelease(await build('mf-loyalty', ['LoyaltyScreen']), {
      remote: 'mf-loyalty',
      version: '0.9.1',
      declares: { screens: [{ ...LOYALTY_SCREEN, access: 'everyone' }] },
    });
    const [status, message] = await publish(archive);
    expect([status, message]).toEqual([
      400,
      expect.stringMatching(/^ciao-release.json's "declares" is not a declaration: screens.0.access: /),
    ]);
  });

  it('when it is published and live, then nobody is served it until an owner approves; then both instances serve its declaration', async () => {
    const declares = { screens: [LOYALTY_SCREEN], menu: [LOYALTY_ENTRY] };
    const archive = await packRelease(await build('mf-loyalty', ['LoyaltyScreen']), {
      remote: 'mf-loyalty',
      version: '1.0.0',
      declares,
    });
    expect(await publish(archive)).toEqual([201, undefined]);
    const activated = await fetch(`${one.url}/api/releases/mf-loyalty/activate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ version: '1.0.0' }),
    });
    expect(activated.status).toBe(200);
    expect(await bothServe('absent')).toEqual([undefined, undefined]);

    const waiting = await fetch(`${one.url}/api/admin/remote-approvals`, { headers: { cookie } });
    expect(await waiting.json()).toMatchObject({
      remotes: [
        {
          remote: 'mf-loyalty',
          state: 'pending',
          version: '1.0.0',
          baseUrl: '/remotes/mf-loyalty/1.0.0/',
          liveVersion: '1.0.0',
          declares,
        },
      ],
    });
    expect(await remotes('approvals')).toBe(
      [
        'mf-loyalty: pending, newest release 1.0.0 from /remotes/mf-loyalty/1.0.0/',
        '  screen /loyalty  LoyaltyScreen  "Loyalty"  signed-in',
        '  menu "Loyalty" -> /loyalty  SuccessIcon, main #1',
      ].join('\n'),
    );

    const approved = await postJson(
      `${one.url}/api/admin/remote-approvals/mf-loyalty/approve`,
      { reason: 'the loyalty team is ready' },
      { cookie },
    );
    expect([approved.status, await approved.json()]).toEqual([
      200,
      { remote: 'mf-loyalty', summary: 'mf-loyalty: pending -> approved' },
    ]);
    const expected = { name: 'mf_loyalty', entry: '/remotes/mf-loyalty/1.0.0/mf-manifest.json', declares };
    expect(await bothServe('served')).toEqual([expected, expected]);

    const again = await postJson(
      `${one.url}/api/admin/remote-approvals/mf-loyalty/approve`,
      { reason: 'the loyalty team is ready' },
      { cookie },
    );
    expect([again.status, ((await again.json()) as { message: string }).message]).toEqual([
      409,
      'mf-loyalty is approved: it cannot be approved',
    ]);
    const audit = await fetch(`${one.url}/api/admin/audit-log?action=release.approved`, { headers: { cookie } });
    expect(((await audit.json()) as { entries: unknown[] }).entries).toEqual([
      expect.objectContaining({
        actorEmail: owner.email,
        reason: 'the loyalty team is ready',
        after: { remote: 'mf-loyalty', approval: 'approved' },
      }),
    ]);
  });

  it('when an owner withdraws it, then both instances stop serving it; approved again, it is back', async () => {
    const withdrawn = await postJson(
      `${one.url}/api/admin/remote-approvals/mf-loyalty/withdraw`,
      { reason: 'a bug in the rules' },
      { cookie },
    );
    expect(withdrawn.status).toBe(200);
    expect(await bothServe('absent')).toEqual([undefined, undefined]);
    expect(await remotes('approve', 'mf-loyalty', '--reason', 'fixed')).toBe('mf-loyalty: withdrawn -> approved');
    expect((await bothServe('served')).map((served) => served?.entry)).toEqual([
      '/remotes/mf-loyalty/1.0.0/mf-manifest.json',
      '/remotes/mf-loyalty/1.0.0/mf-manifest.json',
    ]);
  });

  it('when its first release is rolled back, then nothing of it is live and both instances stop serving it', async () => {
    expect(await remotes('rollback', 'mf-loyalty')).toBe('mf-loyalty: 1.0.0 -> nothing, its screens are gone');
    expect(await bothServe('absent')).toEqual([undefined, undefined]);
    await expect(remotes('rollback', 'mf-loyalty')).rejects.toThrow(
      'Nothing of mf-loyalty is live: there is nothing to roll back',
    );
  });

  it("when a support admin or a customer asks for the approvals, then 403; another remote's name is 404", async () => {
    const support = { email: 'sam.support@example.com', password: 'secret1', name: 'Sam' };
    await one.accounts.createUser({ ...support, role: 'support' });
    const supportCookie = await signIn(one, support);
    expect((await fetch(`${one.url}/api/admin/remote-approvals`, { headers: { cookie: supportCookie } })).status).toBe(
      403,
    );
    const builtIn = await postJson(
      `${one.url}/api/admin/remote-approvals/mf-referral/withdraw`,
      { reason: 'not a new one' },
      { cookie },
    );
    expect(builtIn.status).toBe(404);
  });
});
