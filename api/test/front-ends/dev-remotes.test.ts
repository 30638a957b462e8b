import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { useTestServer } from '../support/test-server';

// A remote team's dev server inside a running app's shell (docs/remote-in-its-own-repository.md,
// "Developing against a running app"): only from an origin the app trusts; otherwise the page and
// its policy stay exactly as configured.

const DEV = 'http://localhost:3002';
const DEV_ENTRY = `${DEV}/mf-manifest.json`;
const LIVE_ENTRY = '/remotes/mf-referral/mf-manifest.json';
let webRoot = '';

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(os.tmpdir(), 'ciao-dev-remotes-'));
  await mkdir(path.join(webRoot, 'host', 'dist'), { recursive: true });
  await writeFile(
    path.join(webRoot, 'host', 'dist', 'index.html'),
    '<!doctype html><html><head></head><body></body></html>',
  );
  await writeFile(
    path.join(webRoot, 'host', 'dist', 'remotes.json'),
    JSON.stringify({ remotes: [{ name: 'mf_referral', entry: LIVE_ENTRY }] }),
  );
});
afterAll(() => rm(webRoot, { recursive: true, force: true }));

const env =
  (extra: Record<string, string> = {}) =>
  () => ({
    WEB_ROOT: webRoot,
    REMOTES_FILE: path.join(webRoot, 'host', 'dist', 'remotes.json'),
    ...extra,
  });

/** What a browser with `cookie` gets: the referral entry of /remotes.json and the page's script-src and connect-src. */
async function seenWith(url: string, cookie: string) {
  const document = (await (await fetch(`${url}/remotes.json`, { headers: { cookie } })).json()) as {
    remotes: { name: string; entry: string }[];
  };
  const policy = (await fetch(`${url}/`, { headers: { cookie } })).headers.get('content-security-policy') ?? '';
  const directive = (name: string) =>
    policy
      .split(';')
      .find((part) => part.trim().startsWith(name))
      ?.trim() ?? '';
  return {
    entry: document.remotes.find(({ name }) => name === 'mf_referral')?.entry,
    scripts: directive('script-src'),
    connects: directive('connect-src'),
  };
}

const choose = (url: string, query: string) => fetch(`${url}/dev-remotes?${query}`, { redirect: 'manual' });
const cookieOf = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
const forged = `ciao_dev_remotes=mf_referral=${encodeURIComponent(DEV_ENTRY)}`;

describe('an app that trusts no dev origin (production by default)', () => {
  const server = useTestServer({ env: env() });

  it('when a browser asks for a dev remote, then 403 names the setting and no cookie is set', async () => {
    const response = await choose(server.url, `mf_referral=${encodeURIComponent(DEV_ENTRY)}`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: `${DEV} is not a trusted origin for dev remotes here (TRUSTED_DEV_REMOTE_ORIGINS)`,
    });
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('when a browser sends a dev remote cookie made by hand, then the page loads nothing from there', async () => {
    const seen = await seenWith(server.url, forged);
    expect(seen.entry).toBe(LIVE_ENTRY);
    expect(seen.scripts).not.toContain('localhost:3002');
    expect(seen.connects).not.toContain('localhost:3002');
  });
});

describe('an app whose owner trusts a dev origin (TRUSTED_DEV_REMOTE_ORIGINS)', () => {
  const server = useTestServer({ env: env({ TRUSTED_DEV_REMOTE_ORIGINS: DEV }) });

  it('when a browser chooses its dev server for a remote, then its pages load the remote from there, with hot reload allowed', async () => {
    const response = await choose(server.url, `mf_referral=${encodeURIComponent(DEV_ENTRY)}`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    const seen = await seenWith(server.url, cookieOf(response));
    expect(seen.entry).toBe(DEV_ENTRY);
    expect(seen.scripts).toContain(DEV);
    expect(seen.connects).toContain('ws://localhost:3002');
    const everyoneElse = await seenWith(server.url, '');
    expect(everyoneElse.entry).toBe(LIVE_ENTRY);
    expect(everyoneElse.scripts).not.toContain('localhost:3002');
  });

  it('when the chosen origin is not the trusted one, or the request is not container=URL, then 403 or 400', async () => {
    expect((await choose(server.url, `mf_referral=${encodeURIComponent('http://localhost:4000/m.json')}`)).status).toBe(
      403,
    );
    expect((await choose(server.url, 'mf_referral=not-a-url')).status).toBe(400);
    expect((await choose(server.url, `Bad-Name=${encodeURIComponent(DEV_ENTRY)}`)).status).toBe(400);
    const other = `ciao_dev_remotes=mf_referral=${encodeURIComponent('http://evil.example.com/mf-manifest.json')}`;
    expect((await seenWith(server.url, other)).entry).toBe(LIVE_ENTRY);
  });

  it('when the browser goes back to the live releases, then the cookie is cleared', async () => {
    const response = await choose(server.url, '');
    expect(response.status).toBe(303);
    expect(response.headers.get('set-cookie')).toMatch(/^ciao_dev_remotes=;/);
  });
});
