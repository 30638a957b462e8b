import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REFERENCE_BUNDLE_URL } from '../../src/components/api-docs/api-docs-routes';
import { DEMO_PRODUCTS } from '../../src/components/shopify/demo-catalogue';
import { apiRoutesOf, fillPath } from '../support/routes';
import { jsonOf, postJson, signedInAccount, startTestServer } from '../support/test-server';
import type { TestServer } from '../support/test-server';
import { eventually, freePort } from '../support/waiting';

type PostgresProcess = { url: string; stop(): Promise<void> };

/** PostgreSQL in a child process (support/postgres-process.ts), on the given folder and port. */
async function startPostgres(dataDir: string, port: number): Promise<PostgresProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, '..', 'support', 'postgres-process.ts'), dataDir, String(port)],
    {
      cwd: path.join(__dirname, '..', '..'),
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) => reject(new Error(`postgres process exited early (${code})`)));
  });
  return {
    url,
    async stop() {
      child.removeAllListeners('exit');
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const status = async (url: string, init?: RequestInit) => (await fetch(url, init)).status;

/**
 * The routes that do not need PostgreSQL to answer, and what they answer while it is down. Every
 * other route the app serves (read from its router stack, so a new one cannot be forgotten) must
 * answer 503 with Retry-After.
 */
const WITHOUT_DATABASE: Record<string, number> = {
  'GET /api/health': 200, // liveness: the process answers
  'GET /api/ready': 503, // readiness: says PostgreSQL is down, in its own words
  'GET /api/openapi.json': 200, // the API description, built at start
  'GET /api/docs': 200, // its reference page
  [`GET ${REFERENCE_BUNDLE_URL}`]: 200, // and the page's script
  'POST /api/shopify/webhooks/orders': 404, // demo mode: no webhook, before any session lookup
  // A remote team's deploy-token routes: without a bearer token, refused before any read.
  'POST /api/releases/:remote': 401,
  'POST /api/releases/:remote/activate': 401,
  'POST /api/releases/:remote/canary': 401,
  'POST /api/releases/:remote/canary/stop': 401,
  'POST /api/releases/:remote/promote': 401,
  'POST /api/releases/:remote/rollback': 401,
};

/** A valid body for each route that takes one: the request must be one the API would serve. */
const VALID_BODIES: Record<string, unknown> = {
  'POST /api/auth/signin': { username: 'ann.outage@example.com', password: 'secret1' },
  'POST /api/auth/register': { name: 'New', email: 'new.outage@example.com', password: 'secret1' },
  'POST /api/auth/signout': {},
  'POST /api/auth/verify-age': { dateOfBirth: '1990-01-01', country: 'United Kingdom', confirmAdult: true },
  'PATCH /api/user/profile': { nickname: 'Ann' },
  'POST /api/user/:userId/contracts': { duration: 1, miningRate: '1' },
  'POST /api/user/:userId/store-credit/generate': {},
  'POST /api/user/:userId/rewards/claim': {},
  'POST /api/referral/use-code': { code: 'ABCDEF' },
  'PATCH /api/referral/update-code': { code: 'ANNCODE1' },
  'POST /api/notifications/settings': {
    contractCompleted: true,
    rewardsAvailable: true,
    balanceUpdates: true,
    promotions: false,
    securityAlerts: true,
    weeklyNewsletter: false,
    pushEnabled: false,
  },
};

/** Fault drill (issue #10): PostgreSQL stopped and restarted while the API keeps running. */
describe('PostgreSQL outage', () => {
  let dir: string;
  let port: number;
  let postgres: PostgresProcess;
  let server: TestServer;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ciao-outage-'));
    await chmod(dir, 0o755);
    port = await freePort();
    postgres = await startPostgres(path.join(dir, 'pg'), port);
    // The host's page too: a signed-in page goes out during an outage (without its first answers).
    await mkdir(path.join(dir, 'web', 'host', 'dist'), { recursive: true });
    await writeFile(
      path.join(dir, 'web', 'host', 'dist', 'index.html'),
      '<!doctype html><html><head></head><body></body></html>',
    );
    server = await startTestServer({ databaseUrl: postgres.url, env: { WEB_ROOT: path.join(dir, 'web') } });
  }, 60_000);

  afterAll(async () => {
    await server.close();
    await postgres.stop();
    await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('when PostgreSQL stops, then readiness fails and requests get 503 without a crash; when it is back, the same process serves again', async () => {
    const ann = await signedInAccount(server, 'ann.outage@example.com');
    const statsUrl = `${server.url}/api/user/${ann.id}/stats`;
    expect(await status(statsUrl, { headers: { cookie: ann.cookie } })).toBe(200);

    await postgres.stop();

    expect(await status(`${server.url}/api/ready`)).toBe(503);
    expect(await status(`${server.url}/api/health`)).toBe(200);
    const during = await Promise.all([
      fetch(statsUrl, { headers: { cookie: ann.cookie } }),
      postJson(`${server.url}/api/user/${ann.id}/contracts`, { duration: 1, miningRate: '1' }, { cookie: ann.cookie }),
      postJson(`${server.url}/api/auth/signin`, { username: 'ann.outage@example.com', password: 'secret1' }),
    ]);
    expect(during.map((r) => r.status)).toEqual([503, 503, 503]);
    // The page needs no database: a visitor whose session cannot be read gets it without answers.
    await eventually(async () =>
      expect(await status(`${server.url}/api/auth/session`, { headers: { cookie: ann.cookie } })).toBe(503),
    );
    const page = await fetch(`${server.url}/`, { headers: { cookie: ann.cookie, 'Sec-Fetch-Dest': 'document' } });
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain('ciao-first-answers');
    expect(await during[0]?.json()).toEqual({ message: 'Service temporarily unavailable. Please try again shortly.' });
    expect(during[0]?.headers.get('retry-after')).toBe('5');

    postgres = await startPostgres(path.join(dir, 'pg'), port);

    await eventually(async () => expect(await status(`${server.url}/api/ready`)).toBe(200), 20_000);
    await eventually(async () => expect(await status(statsUrl, { headers: { cookie: ann.cookie } })).toBe(200));
    expect(
      await status(`${server.url}/api/user/${ann.id}/contracts`, {
        method: 'POST',
        headers: { cookie: ann.cookie, 'content-type': 'application/json' },
        body: '{"duration":1,"miningRate":"1"}',
      }),
    ).toBe(201);
  }, 90_000);

  it('when PostgreSQL is down, then every route under /api answers 503 with Retry-After to a signed-in user (never a 500), and nothing but a 503 or a 4xx to anonymous ones', async () => {
    const bea = await signedInAccount(server, 'bea.outage@example.com');
    const started = await postJson(
      `${server.url}/api/user/${bea.id}/contracts`,
      { duration: 3, miningRate: '1' },
      { cookie: bea.cookie },
    );
    expect(started.status).toBe(201);
    const params = {
      userId: bea.id,
      contractId: (await jsonOf<{ id: string }>(started)).id,
      file: `${DEMO_PRODUCTS[0]?.handle}.svg`,
      handle: DEMO_PRODUCTS[0]?.handle ?? '',
      remote: 'mf-referral',
    };
    const routes = apiRoutesOf(server.app);
    expect(routes.length).toBeGreaterThan(30);
    const send = (route: { method: string; path: string }, cookie?: string) => {
      const body = VALID_BODIES[`${route.method} ${route.path}`];
      return fetch(`${server.url}${fillPath(route.path, params)}`, {
        method: route.method,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    };

    await postgres.stop();
    try {
      // Once the change feed has noticed, no cache answers for PostgreSQL any more.
      await eventually(async () =>
        expect(await status(`${server.url}/api/auth/session`, { headers: { cookie: bea.cookie } })).toBe(503),
      );

      const answers: string[] = [];
      const expected: string[] = [];
      for (const route of routes) {
        const key = `${route.method} ${route.path}`;
        const response = await send(route, bea.cookie);
        const body = await response.text();
        const want = WITHOUT_DATABASE[key] ?? 503;
        answers.push(
          `${key} -> ${response.status}${response.status === 503 && key !== 'GET /api/ready' ? ` Retry-After: ${response.headers.get('retry-after')} ${body}` : ''}`,
        );
        expected.push(
          `${key} -> ${want}${want === 503 && key !== 'GET /api/ready' ? ' Retry-After: 5 {"message":"Service temporarily unavailable. Please try again shortly."}' : ''}`,
        );
      }
      expect(answers).toEqual(expected);

      // Anonymous: a refusal or a 503, never another 5xx.
      for (const route of routes) {
        const response = await send(route);
        await response.arrayBuffer();
        if (response.status >= 500)
          expect({ route, status: response.status, retryAfter: response.headers.get('retry-after') }).toEqual({
            route,
            status: 503,
            retryAfter: route.path === '/api/ready' ? null : '5',
          });
      }
    } finally {
      postgres = await startPostgres(path.join(dir, 'pg'), port);
    }
    await eventually(
      async () =>
        expect(await status(`${server.url}/api/user/${bea.id}/stats`, { headers: { cookie: bea.cookie } })).toBe(200),
      20_000,
    );
  }, 90_000);
});
