import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { STORYBOOK_TEXTS } from '../../src/components/storybook/storybook-routes';
import { signedInAccount, signIn, useTestServer } from '../support/test-server';

// Storybook at /storybook/ (docs/storybook.md): who may open it, under its own policy, from the
// static build's folder (here a stand-in folder with the build's two pages).

const folder = mkdtempSync(path.join(tmpdir(), 'ciao-storybook-'));
writeFileSync(path.join(folder, 'index.html'), '<!doctype html><title>Storybook manager</title>');
writeFileSync(path.join(folder, 'iframe.html'), '<!doctype html><title>Storybook preview</title>');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const get = (url: string, cookie?: string) => fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });

describe('for admins only (the default)', () => {
  const server = useTestServer({ env: { STORYBOOK_DIR: folder } });
  let adminCookie: string;
  let customerCookie: string;
  beforeAll(async () => {
    const admin = { email: 'dana.designer@example.com', password: 'secret1', name: 'Dana', role: 'viewer' as const };
    await server.accounts.createUser(admin);
    adminCookie = await signIn(server, admin);
    customerCookie = (await signedInAccount(server, 'curious.customer@example.com')).cookie;
  });

  it('when an admin opens /storybook/, then the manager and the preview are served under a policy of their own, framed by this origin only', async () => {
    const manager = await get(`${server.url}/storybook/`, adminCookie);
    expect(manager.status).toBe(200);
    expect(await manager.text()).toContain('Storybook manager');
    expect(manager.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(manager.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(manager.headers.get('cache-control')).toBe('private, no-cache');
    const preview = await get(`${server.url}/storybook/iframe.html`, adminCookie);
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain('Storybook preview');
    expect((await get(`${server.url}/storybook`, adminCookie)).headers.get('location')).toBe('/storybook/');
  });

  it('when a visitor is signed out or a customer, then a page says why (401, 403) and nothing of Storybook', async () => {
    const anonymous = await get(`${server.url}/storybook/iframe.html`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).toContain(STORYBOOK_TEXTS.signIn);
    const customer = await get(`${server.url}/storybook/`, customerCookie);
    expect(customer.status).toBe(403);
    const text = await customer.text();
    expect(text).toContain('this account has no admin role');
    expect(text).not.toContain('Storybook manager');
  });

  it("the app's own pages keep their policy (Storybook's is for /storybook/ alone)", async () => {
    const api = await get(`${server.url}/api/health`);
    expect(api.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(api.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('public, and not built', () => {
  const open = useTestServer({ env: { STORYBOOK_DIR: folder, STORYBOOK_ACCESS: 'public' } });
  const unbuilt = useTestServer({ env: { STORYBOOK_DIR: path.join(folder, 'missing'), STORYBOOK_ACCESS: 'public' } });

  it('when the owner made it public, then anyone opens it; where it is not built, a page says how to build it', async () => {
    expect((await get(`${open.url}/storybook/`)).status).toBe(200);
    const missing = await get(`${unbuilt.url}/storybook/`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('npm run build-storybook');
  });
});

describe('off', () => {
  const server = useTestServer({ env: { STORYBOOK_DIR: folder, STORYBOOK_ACCESS: 'off' } });

  it('when it is off, then /storybook/ is no Storybook at all', async () => {
    const answer = await get(`${server.url}/storybook/iframe.html`);
    expect(await answer.text()).not.toContain('Storybook preview');
  });
});

describe("an owner's settings", () => {
  // Two instances on one database; the second's environment says `off`: the owner's setting wins on both.
  const one = useTestServer({ env: { STORYBOOK_DIR: folder } });
  const two = useTestServer({ env: { STORYBOOK_DIR: folder, STORYBOOK_ACCESS: 'off' }, databaseOf: one });
  let owner = '';
  beforeAll(async () => {
    const account = { email: 'olga.owner@example.com', password: 'secret1', name: 'Olga', role: 'owner' as const };
    await one.accounts.createUser(account);
    owner = await signIn(one, account);
  });
  const settingsOf = async () => (await get(`${one.url}/api/admin/storybook-settings`, owner)).json();
  const change = (body: unknown) =>
    fetch(`${one.url}/api/admin/storybook-settings`, {
      method: 'PUT',
      headers: { cookie: owner, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const storybookFor = (server: { url: string }) => get(`${server.url}/storybook/iframe.html`).then((a) => a.status);

  it('when no owner saved them, then the environment gives them', async () => {
    expect(await settingsOf()).toEqual({ access: 'admins', designApproval: 'off', changedBy: null, changedAt: null });
    expect([await storybookFor(one), await storybookFor(two)]).toEqual([401, 404]);
  });

  it('when an owner makes Storybook public, then every instance serves it to anyone at once, and the change is audited', async () => {
    const saved = await change({
      access: 'public',
      designApproval: 'required',
      reason: 'The agency reviews the screens',
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      access: 'public',
      designApproval: 'required',
      changedBy: 'olga.owner@example.com',
    });
    expect([await storybookFor(one), await storybookFor(two)]).toEqual([200, 200]);
    const audit = await get(`${one.url}/api/admin/audit-log?action=storybook.settings-changed`, owner);
    expect(((await audit.json()) as { entries: unknown[] }).entries).toEqual([
      expect.objectContaining({
        actorRole: 'owner',
        before: { access: 'admins', designApproval: 'off' },
        after: { access: 'public', designApproval: 'required' },
        reason: 'The agency reviews the screens',
      }),
    ]);
  });

  it('when an owner turns it off, then no instance serves it', async () => {
    expect((await change({ access: 'off', designApproval: 'required', reason: 'The agency is done' })).status).toBe(
      200,
    );
    expect([await storybookFor(one), await storybookFor(two)]).toEqual([404, 404]);
  });

  it('when the settings sent are wrong, then 400 and nothing changes', async () => {
    const reason = 'A change that is refused';
    for (const body of [
      { access: 'everyone', designApproval: 'off', reason },
      { access: 'public', designApproval: true, reason },
      { access: 'public', designApproval: 'off' },
      { access: 'public', designApproval: 'off', reason, extra: 1 },
      'public',
    ])
      expect({ body, status: (await change(body)).status }).toEqual({ body, status: 400 });
    expect(await settingsOf()).toMatchObject({ access: 'off', designApproval: 'required' });
  });
});
