import { SESSION_TTL_MS } from '../../src/components/auth/sessions';
import {
  ANN,
  postJson,
  sessionCookieOf,
  sessionStatus,
  signIn,
  testClock,
  useTestServer,
} from '../support/test-server';

const clock = testClock();
let annId: string;

const server = useTestServer({ clock });
beforeAll(async () => {
  annId = (await server.accounts.createUser(ANN)).id;
});

const signInRequest = (body: unknown, headers: Record<string, string> = {}) =>
  postJson(`${server.url}/api/auth/signin`, body, headers);

describe('session', () => {
  it('when nobody is signed in, then /api/auth/session answers 401 Not authenticated', async () => {
    const response = await fetch(`${server.url}/api/auth/session`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Not authenticated' });
  });

  it('when the cookie holds an unknown token, then the session answers 401', async () => {
    expect(await sessionStatus(server, `ciao_session=${'A'.repeat(43)}`)).toBe(401);
    expect(await sessionStatus(server, 'ciao_session=garbage')).toBe(401);
  });
});

describe('sign-in', () => {
  it('when the e-mail and password match, then an HttpOnly SameSite=Lax session cookie is set and /session answers the user', async () => {
    const response = await signInRequest({ username: ANN.email, password: ANN.password });
    expect(response.status).toBe(200);
    const expectedUser = {
      id: annId,
      email: ANN.email,
      name: ANN.name,
      nickname: null,
      profileImageUrl: null,
      image: null,
      role: 'user',
      emailVerified: true, // made on the command line (accounts.createUser)
      language: null,
    };
    expect(await response.json()).toEqual({ user: expectedUser });

    const cookie = sessionCookieOf(response);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', `Max-Age=${SESSION_TTL_MS / 1000}`]),
    );
    expect(cookie?.attributes).not.toContain('Secure'); // NODE_ENV=test runs on plain http

    const session = await fetch(`${server.url}/api/auth/session`, {
      headers: { cookie: `ciao_session=${cookie?.value}` },
    });
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({ user: expectedUser });
  });

  it('when the e-mail differs only in case, then the user signs in', async () => {
    await expect(signIn(server, { email: ANN.email.toUpperCase(), password: ANN.password })).resolves.toMatch(
      /^ciao_session=/,
    );
  });

  it('when the password is wrong, then 401 Invalid credentials and no cookie', async () => {
    const response = await signInRequest({ username: ANN.email, password: 'wrong-password' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Invalid credentials' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('when the e-mail has no account, then the same 401 Invalid credentials and no cookie', async () => {
    const response = await signInRequest({ username: 'nobody@example.com', password: ANN.password });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Invalid credentials' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('when signing in while holding a session, then a new token is issued and the old one is dead', async () => {
    const first = await signIn(server);
    const second = await signIn(server, ANN, first);
    expect(second).not.toBe(first);
    expect(await sessionStatus(server, first)).toBe(401);
    expect(await sessionStatus(server, second)).toBe(200);
  });

  it('when the session is 30 days old, then it is no longer accepted', async () => {
    const cookie = await signIn(server);
    clock.advance(SESSION_TTL_MS - 1_000);
    expect(await sessionStatus(server, cookie)).toBe(200);
    clock.advance(1_000);
    expect(await sessionStatus(server, cookie)).toBe(401);
  });
});

describe('sign-out', () => {
  it('when signing out, then the cookie is cleared and the session no longer works', async () => {
    const cookie = await signIn(server);
    const response = await postJson(`${server.url}/api/auth/signout`, {}, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const cleared = sessionCookieOf(response);
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes).toEqual(expect.arrayContaining(['Path=/', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT']));
    expect(await sessionStatus(server, cookie)).toBe(401);
  });

  it('when signing out anonymously, then it still answers 200 {ok: true}', async () => {
    const response = await fetch(`${server.url}/api/auth/signout`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it('when the account is deleted, then its session stops working', async () => {
    const bob = await server.accounts.createUser({ email: 'bob@example.com', password: 'secret2', name: 'Bob' });
    const cookie = await signIn(server, { email: 'bob@example.com', password: 'secret2' });
    await server.database.models.User.destroy({ where: { id: bob.id } });
    expect(await sessionStatus(server, cookie)).toBe(401);
  });
});
