import { request } from 'node:http';
import type { ClientRequest } from 'node:http';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RETRY_AFTER_SECONDS } from '../../src/http/admission';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../src/http/error-handler';
import { LOCK_WAITERS_SQL, holdTable, reply, sideConnection } from '../support/instances';
import { ANN, createTestDatabase, postJson, queryRows, signedInAccount, startTestServer } from '../support/test-server';
import type { TestServer } from '../support/test-server';
import { eventually } from '../support/waiting';

/**
 * Admission control (docs/admission-control.md): past its limits the API refuses new requests at
 * once with 503 and Retry-After, keeps answering health and readiness, never half-does a money
 * write, and admits everything again once the load drops. Real server, real PostgreSQL.
 */

const statsOf = (server: TestServer, user: { id: string; cookie: string }) =>
  fetch(`${server.url}/api/user/${user.id}/stats`, { headers: { cookie: user.cookie } });
const startContract = (server: TestServer, user: { id: string; cookie: string }) =>
  postJson(`${server.url}/api/user/${user.id}/contracts`, { duration: 1, miningRate: '1' }, { cookie: user.cookie });
const contractsOf = (server: TestServer, userId: string) =>
  queryRows(server, 'SELECT id FROM contracts WHERE user_id = $1', [userId]);

/** The refusal as the client sees it: status, Retry-After and body. */
async function refusal(response: Promise<Response>) {
  const r = await response;
  return { status: r.status, retryAfter: r.headers.get('retry-after'), body: (await r.json()) as unknown };
}
/** A web root with the host's built page and one of its scripts. */
async function builtHost() {
  const webRoot = await mkdtemp(path.join(os.tmpdir(), 'ciao-admission-'));
  await mkdir(path.join(webRoot, 'host', 'dist'), { recursive: true });
  await writeFile(path.join(webRoot, 'host', 'dist', 'index.html'), '<!doctype html><title>$CIAO</title>');
  await writeFile(path.join(webRoot, 'host', 'dist', 'main.3f2a9c1b.js'), 'console.log(1)');
  return webRoot;
}

/** Holds the sessions table (a sign-in's write and a session lookup wait for it) until `release`. */
const holdSessions = (side: Awaited<ReturnType<typeof sideConnection>>) => holdTable(side, 'sessions');

const REFUSED = {
  status: 503,
  retryAfter: String(RETRY_AFTER_SECONDS),
  body: { message: SERVICE_UNAVAILABLE_MESSAGE },
};

describe('admission by requests in flight (ADMISSION_MAX_IN_FLIGHT=1)', () => {
  it('when one request is in flight, then new ones are refused at once, health, readiness and built files answer, a contract start changes nothing; once it is answered, everything is admitted again', async () => {
    const databaseUrl = await createTestDatabase();
    const server = await startTestServer({
      databaseUrl,
      env: { ADMISSION_MAX_IN_FLIGHT: '1', ADMISSION_MAX_EVENT_LOOP_DELAY_MS: 'off', WEB_ROOT: await builtHost() },
    });
    await server.accounts.createUser(ANN);
    const bob = await signedInAccount(server, 'bob.admission@example.com');
    const side = await sideConnection(databaseUrl);
    try {
      // A sign-in writes a session: it stays in flight while the test holds the sessions table.
      const release = await holdSessions(side);
      const signIn = reply(postJson(`${server.url}/api/auth/signin`, { username: ANN.email, password: ANN.password }));
      await eventually(async () => expect((await side.rows<{ n: number }>(LOCK_WAITERS_SQL))[0]?.n).toBe(1));

      // Answered while the sign-in still waits: refused at once, not queued behind it.
      expect(await refusal(statsOf(server, bob))).toEqual(REFUSED);
      expect(await refusal(startContract(server, bob))).toEqual(REFUSED);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
      // A page's scripts are served: refusing one would break a page the browser already has.
      expect((await fetch(`${server.url}/main.3f2a9c1b.js`)).status).toBe(200);
      expect((await fetch(`${server.url}/dashboard.js`)).status).toBe(404);
      // A page reads the visitor's session and data: admitted as any request.
      expect(await refusal(fetch(`${server.url}/dashboard`))).toEqual(REFUSED);
      // A browser's navigation gets the message as a page that reloads itself after the wait.
      const page = await fetch(`${server.url}/dashboard`, { headers: { accept: 'text/html,*/*;q=0.8' } });
      expect(page.status).toBe(503);
      expect(page.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await page.text();
      expect(html).toContain(`<p>${SERVICE_UNAVAILABLE_MESSAGE}</p>`);
      expect(Number(/http-equiv="refresh" content="(\d+)"/.exec(html)?.[1])).toBeGreaterThan(RETRY_AFTER_SECONDS);
      expect(await contractsOf(server, bob.id)).toEqual([]);
      expect((await side.rows<{ n: number }>(LOCK_WAITERS_SQL))[0]?.n).toBe(1);

      await release();
      // The request in flight is finished, not cut.
      expect((await signIn).status).toBe(200);
      expect((await statsOf(server, bob)).status).toBe(200);
      expect((await startContract(server, bob)).status).toBe(201);
      expect(await contractsOf(server, bob.id)).toHaveLength(1);
    } finally {
      await side.close();
      await server.close();
    }
  });
});

describe('admission by event-loop delay (ADMISSION_MAX_EVENT_LOOP_DELAY_MS=10)', () => {
  it('when the event loop is saturated, then new requests are refused at once while health answers; once the load drops, they are admitted again', async () => {
    const server = await startTestServer({
      env: { ADMISSION_MAX_EVENT_LOOP_DELAY_MS: '10', ADMISSION_MAX_IN_FLIGHT: 'off' },
    });
    const ann = await signedInAccount(server, 'ann.admission@example.com');
    // The test shares the server's process: 50 ms of blocked loop out of every 60 ms.
    const saturate = setInterval(() => {
      const until = performance.now() + 50;
      while (performance.now() < until);
    }, 10);
    try {
      await eventually(async () => expect(await refusal(statsOf(server, ann))).toEqual(REFUSED));
      expect(await refusal(startContract(server, ann))).toEqual(REFUSED);
      expect(await contractsOf(server, ann.id)).toEqual([]);
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
    } finally {
      clearInterval(saturate);
    }
    try {
      await eventually(async () => expect((await statsOf(server, ann)).status).toBe(200));
      // A refused start did nothing, so trying again is safe while the delay falls back.
      await eventually(async () => expect((await startContract(server, ann)).status).toBe(201));
      expect(await contractsOf(server, ann.id)).toHaveLength(1);
    } finally {
      await server.close();
    }
  });
});

/** A GET whose connection the test can cut while the API works on it. */
function cuttableGet(url: string, cookie: string): ClientRequest {
  const req = request(url, { headers: { cookie } });
  req.on('error', () => {}); // the cut itself
  req.end();
  return req;
}

describe('a read whose client has gone', () => {
  it('when the client closed the connection while its session was read, then the read is dropped: no query for its data', async () => {
    const databaseUrl = await createTestDatabase();
    const first = await startTestServer({ databaseUrl });
    const ann = await signedInAccount(first, 'ann.gone@example.com');
    const bob = await signedInAccount(first, 'bob.gone@example.com');
    await first.close();
    // A fresh instance: neither session is cached, so each request reads it from PostgreSQL.
    const server = await startTestServer({ databaseUrl });
    const binds: unknown[][] = [];
    server.database.sequelize.addHook('afterQuery', (options: { bind?: unknown }) => {
      if (Array.isArray(options.bind)) binds.push(options.bind);
    });
    const side = await sideConnection(databaseUrl);
    try {
      const release = await holdSessions(side);
      const waiters = async (n: number) =>
        eventually(async () => expect((await side.rows<{ n: number }>(LOCK_WAITERS_SQL))[0]?.n).toBe(n));
      const gone = cuttableGet(`${server.url}/api/user/${ann.id}/stats`, ann.cookie);
      await waiters(1);
      gone.destroy();
      // Bob asks after Ann left, and waits behind the same lock.
      const stays = reply(fetch(`${server.url}/api/user/${bob.id}/stats`, { headers: { cookie: bob.cookie } }));
      await waiters(2);

      await release();
      expect((await stays).status).toBe(200);
      // Bob's state was read; Ann's, whose lookup came back first, never.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(binds.filter((bind) => bind.includes(bob.id)).length).toBeGreaterThan(0);
      expect(binds.filter((bind) => bind.includes(ann.id))).toEqual([]);
    } finally {
      await side.close();
      await server.close();
    }
  });
});
