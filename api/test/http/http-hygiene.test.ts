import http from 'node:http';
import type { ErrorBody } from '@ciao/contracts';
import {
  ADULT_AGE_CHECK,
  ANN,
  jsonOf,
  postJson,
  queryRows,
  sendJson,
  signIn,
  startTestServer,
  useTestServer,
  verifyAge,
} from '../support/test-server';

const FRONT_END = 'https://app.example.com';

const server = useTestServer({ env: { CORS_ORIGINS: FRONT_END } });
beforeAll(async () => {
  await server.accounts.createUser(ANN);
});

const signinUrl = () => `${server.url}/api/auth/signin`;

describe('request bodies', () => {
  it('when the JSON is malformed, then 400 Malformed JSON body', async () => {
    const response = await postJson(signinUrl(), '{"username": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Malformed JSON body' });
  });

  it('when the body is over 100 kb, then 413 Request body too large', async () => {
    const response = await postJson(signinUrl(), { username: ANN.email, password: 'x'.repeat(101 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'Request body too large' });
  });

  it('when the body is just under 100 kb, then it is parsed (and validated)', async () => {
    const response = await postJson(signinUrl(), { username: ANN.email, password: 'x'.repeat(99 * 1024) });
    expect(response.status).toBe(400);
    expect((await jsonOf<ErrorBody>(response)).fields).toEqual({ password: expect.any(String) });
  });

  it('when the body carries an unknown field, then 400 naming it', async () => {
    const response = await postJson(signinUrl(), { username: ANN.email, password: ANN.password, role: 'admin' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Invalid request', fields: { role: 'Unknown field' } });
  });

  it('when fields have the wrong types or are missing, then 400 with one message per field', async () => {
    const response = await postJson(signinUrl(), { username: 42 });
    expect(response.status).toBe(400);
    const body = await jsonOf<Required<ErrorBody>>(response);
    expect(body.message).toBe('Invalid request');
    expect(Object.keys(body.fields).sort()).toEqual(['password', 'username']);
  });

  it('when the body is not JSON at all, then 400 Invalid request', async () => {
    const response = await fetch(signinUrl(), {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(response.status).toBe(400);
    expect((await jsonOf<ErrorBody>(response)).message).toBe('Invalid request');
  });
});

describe('cross-origin requests', () => {
  it('when another origin posts with a valid session cookie, then 403 and the session survives', async () => {
    const cookie = await signIn(server);
    const response = await postJson(`${server.url}/api/auth/signout`, {}, { cookie, origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Cross-origin request refused' });
    const session = await fetch(`${server.url}/api/auth/session`, { headers: { cookie } });
    expect(session.status).toBe(200);
  });

  it.each([
    ['POST', '/api/auth/verify-age', ADULT_AGE_CHECK],
    ['POST', '/api/auth/register', { name: 'Mallory', email: 'mallory@example.com', password: 'secret1' }],
    ['PATCH', '/api/user/profile', { nickname: 'pwned', profileImageUrl: '' }],
    ['DELETE', '/api/user/profile', undefined],
  ])(
    'when another origin sends %s %s with valid session and age-proof cookies, then 403 and nothing changes',
    async (method, path, body) => {
      const cookie = `${await signIn(server)}; ${await verifyAge(server)}`;
      const response = await sendJson(method, `${server.url}${path}`, body, { cookie, origin: 'https://evil.example' });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: 'Cross-origin request refused' });
      expect(response.headers.getSetCookie()).toEqual([]);
      const session = await fetch(`${server.url}/api/auth/session`, { headers: { cookie } });
      expect(await session.json()).toEqual({ user: expect.objectContaining({ email: ANN.email, nickname: null }) });
      expect(await queryRows(server, "SELECT id FROM users WHERE email = 'mallory@example.com'")).toEqual([]);
    },
  );

  it('when the browser says Sec-Fetch-Site: cross-site without an Origin, then 403', async () => {
    const response = await postJson(
      signinUrl(),
      { username: ANN.email, password: ANN.password },
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(response.status).toBe(403);
  });

  it('when the Origin is the server itself, then the request goes through', async () => {
    const response = await postJson(
      signinUrl(),
      { username: ANN.email, password: ANN.password },
      { origin: server.url, 'sec-fetch-site': 'same-origin' },
    );
    expect(response.status).toBe(200);
  });

  it('when an allow-listed front-end posts, then it goes through with CORS headers and credentials', async () => {
    const response = await postJson(
      signinUrl(),
      { username: ANN.email, password: ANN.password },
      { origin: FRONT_END, 'sec-fetch-site': 'cross-site' },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(FRONT_END);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('when an allow-listed front-end sends a preflight, then 204 with the allowed methods', async () => {
    const response = await fetch(signinUrl(), {
      method: 'OPTIONS',
      headers: {
        origin: FRONT_END,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type');
  });

  it('when another origin reads the session, then no CORS header lets its script see the answer', async () => {
    const response = await fetch(`${server.url}/api/auth/session`, { headers: { origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('routing and failures', () => {
  it('when an /api route does not exist, then 404 JSON', async () => {
    const response = await fetch(`${server.url}/api/nothing-here`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });

  it('when answering, then Express does not announce itself', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('when the database fails in the middle of a request, then 500 Internal server error without internals', async () => {
    const broken = await startTestServer();
    try {
      await broken.database.sequelize.close(); // every later query fails
      const response = await fetch(`${broken.url}/api/auth/session`, {
        headers: { cookie: `ciao_session=${'A'.repeat(43)}` },
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ message: 'Internal server error' });
    } finally {
      await broken.close().catch(() => {});
    }
  });
});

describe('malformed percent-encoding in the path', () => {
  it.each([
    '/api/user/%E0/stats',
    '/api/contracts/%ZZ/progress',
    '/api/user/%/stats',
    '/%E0',
    '/remotes/%E0/mf-manifest.json',
    '/api/%E0',
  ])('when %s is requested, then 400 JSON, not 500', async (requestPath) => {
    const cookie = await signIn(server);
    const response = await fetch(`${server.url}${requestPath}`, { headers: { cookie } });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ message: 'Malformed URL' });
  });
});

describe('connections', () => {
  it("when a client keeps its connection alive, then the API keeps it 65 s (above balancers' 60 s idle timeout)", async () => {
    const agent = new http.Agent({ keepAlive: true });
    try {
      const keepAlive = await new Promise<unknown>((resolve, reject) => {
        http
          .get(`${server.url}/api/health`, { agent }, (response) => {
            response.resume();
            resolve(response.headers['keep-alive']);
          })
          .on('error', reject);
      });
      expect(keepAlive).toBe('timeout=65');
    } finally {
      agent.destroy();
    }
  });
});
