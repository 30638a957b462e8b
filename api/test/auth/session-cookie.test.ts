import type { SessionResponse } from '@ciao/contracts';
import { ANN, cookieOf, jsonOf, postJson, useTestServer } from '../support/test-server';
import type { TestServer } from '../support/test-server';

const MALLORY = { email: 'mallory@example.com', password: 'secret1', name: 'Mallory' };

const production = useTestServer({ env: { NODE_ENV: 'production', LOG_LEVEL: 'silent' } });
const testMode = useTestServer();

beforeAll(async () => {
  for (const server of [production, testMode]) {
    await server.accounts.createUser(ANN);
    await server.accounts.createUser(MALLORY);
  }
});

const signInResponse = (server: TestServer, account: { email: string; password: string }) =>
  postJson(`${server.url}/api/auth/signin`, { username: account.email, password: account.password });

/** A valid session token from a sign-in answer, whatever the cookie's name. */
function tokenOf(response: Response): string {
  const token = (cookieOf(response, '__Host-ciao_session') ?? cookieOf(response, 'ciao_session'))?.value;
  if (response.status !== 200 || !token) throw new Error(`sign-in failed: ${response.status}`);
  return token;
}

/** The session's e-mail for a Cookie header, or the status when there is none. */
async function whoIs(server: TestServer, cookie: string): Promise<string | number> {
  const response = await fetch(`${server.url}/api/auth/session`, { headers: { cookie } });
  if (response.status !== 200) {
    await response.arrayBuffer();
    return response.status;
  }
  return (await jsonOf<SessionResponse>(response)).user.email ?? '';
}

describe('in production', () => {
  it('when a user signs in, then the session cookie is __Host-ciao_session: Secure, HttpOnly, Path=/, SameSite=Lax, no Domain', async () => {
    const response = await signInResponse(production, ANN);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().filter((c) => c.startsWith('ciao_session='))).toEqual([]);
    const cookie = cookieOf(response, '__Host-ciao_session');
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.attributes).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'Path=/', 'SameSite=Lax']));
    expect(cookie?.attributes.some((a) => /^domain=/i.test(a))).toBe(false);
    expect(await whoIs(production, `__Host-ciao_session=${cookie?.value}`)).toBe(ANN.email);
  });

  it('when only a plain ciao_session cookie is sent, then it does not count', async () => {
    const token = tokenOf(await signInResponse(production, ANN));
    expect(await whoIs(production, `ciao_session=${token}`)).toBe(401);
  });

  it("when an attacker's ciao_session is tossed alongside the real __Host- cookie, then only the __Host- one counts", async () => {
    const real = tokenOf(await signInResponse(production, ANN));
    const attacker = tokenOf(await signInResponse(production, MALLORY));
    expect(await whoIs(production, `ciao_session=${attacker}; __Host-ciao_session=${real}`)).toBe(ANN.email);
    expect(await whoIs(production, `__Host-ciao_session=${real}; ciao_session=${attacker}`)).toBe(ANN.email);
  });

  it('when the user signs out, then the __Host- cookie is cleared with the same attributes', async () => {
    const token = cookieOf(await signInResponse(production, ANN), '__Host-ciao_session')?.value;
    const response = await postJson(
      `${production.url}/api/auth/signout`,
      {},
      { cookie: `__Host-ciao_session=${token}` },
    );
    expect(response.status).toBe(200);
    const cleared = cookieOf(response, '__Host-ciao_session');
    expect(cleared?.value).toBe('');
    expect(cleared?.attributes).toEqual(expect.arrayContaining(['Secure', 'Path=/']));
    expect(await whoIs(production, `__Host-ciao_session=${token}`)).toBe(401);
  });
});

describe('in development and test (plain http)', () => {
  it('when a user signs in, then the cookie is ciao_session without Secure', async () => {
    const response = await signInResponse(testMode, ANN);
    expect(response.status).toBe(200);
    expect(cookieOf(response, '__Host-ciao_session')).toBeUndefined();
    const cookie = cookieOf(response, 'ciao_session');
    expect(cookie?.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'Path=/', 'SameSite=Lax']));
    expect(cookie?.attributes).not.toContain('Secure');
    expect(await whoIs(testMode, `ciao_session=${cookie?.value}`)).toBe(ANN.email);
  });

  it('when a __Host- cookie is sent to a test server, then only ciao_session counts', async () => {
    const real = cookieOf(await signInResponse(testMode, ANN), 'ciao_session')?.value;
    const other = cookieOf(await signInResponse(testMode, MALLORY), 'ciao_session')?.value;
    expect(await whoIs(testMode, `__Host-ciao_session=${other}; ciao_session=${real}`)).toBe(ANN.email);
    expect(await whoIs(testMode, `__Host-ciao_session=${real}`)).toBe(401);
  });
});
