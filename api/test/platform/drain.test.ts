import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { Agent } from 'node:http';
import { createBackgroundJobs } from '../../src/background-jobs';
import { createDrain } from '../../src/http/drain';
import { createLogger } from '../../src/logger';
import { LISTEN_BACKLOG } from '../../src/server';
import { ANN, createTestDatabase, startTestServer } from '../support/test-server';
import { LOCK_WAITERS_SQL, sideConnection } from '../support/instances';
import { eventually } from '../support/waiting';

/**
 * Graceful drain (docs/deploying.md, "Drain"): what an instance does between SIGTERM and exit. The
 * whole sequence through a real balancer, SIGTERM included, is e2e/balancer; here each step alone.
 */

/** A request over a kept-alive connection of `agent`, read whole. */
function send(
  agent: Agent,
  url: string,
  method = 'GET',
  body?: unknown,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { agent, method, headers: body === undefined ? {} : { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

describe('graceful drain', () => {
  it('when draining starts, then readiness answers 503 while liveness and every route still answer, each closing its connection', async () => {
    const server = await startTestServer();
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const before = await send(agent, `${server.url}/api/ready`);
      expect(before.status).toBe(200);
      expect(before.headers.connection).toBe('keep-alive');

      server.drain();

      const ready = await send(agent, `${server.url}/api/ready`);
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toEqual({ message: 'Shutting down' });
      // Clients told to reconnect, which a balancer sends to another instance.
      expect(ready.headers.connection).toBe('close');
      const health = await send(agent, `${server.url}/api/health`);
      expect(health.status).toBe(200);
      expect(health.headers.connection).toBe('close');
      const session = await send(agent, `${server.url}/api/auth/session`);
      expect(session.status).toBe(401);
    } finally {
      agent.destroy();
      await server.close();
    }
  });

  it('when closing with a request in flight, then the instance stops listening, answers that request, and only then closes', async () => {
    const databaseUrl = await createTestDatabase();
    const server = await startTestServer({ databaseUrl });
    await server.accounts.createUser(ANN);
    const side = await sideConnection(databaseUrl);
    const agent = new Agent({ keepAlive: true });
    let closed = false;
    try {
      // A sign-in writes a session: it waits while the test holds the sessions table.
      const held = side.sequelize.transaction(async (transaction) => {
        await side.sequelize.query('LOCK TABLE sessions IN ACCESS EXCLUSIVE MODE', { transaction });
        const signIn = send(agent, `${server.url}/api/auth/signin`, 'POST', {
          username: ANN.email,
          password: ANN.password,
        });
        await eventually(async () => expect((await side.rows<{ n: number }>(LOCK_WAITERS_SQL))[0]?.n).toBe(1));

        const closing = server.close().then(() => (closed = true));
        // No new connection is accepted...
        await eventually(() => expect(fetch(`${server.url}/api/health`)).rejects.toThrow());
        // ...but the request in flight holds the close until it is answered.
        expect(closed).toBe(false);
        return { signIn, closing };
      });
      const { signIn, closing } = await held;
      const answer = await signIn;
      expect(answer.status).toBe(200);
      expect(answer.headers.connection).toBe('close');
      await closing;
      expect(closed).toBe(true);
    } finally {
      agent.destroy();
      await side.close();
      await server.close();
    }
  });
});

describe('background jobs stop cleanly', () => {
  it('when stopped mid-run, then stop waits for that run and no run starts after it', async () => {
    const jobs = createBackgroundJobs(createLogger({ logLevel: 'silent' }));
    let runs = 0;
    let finishRun = () => {};
    let finished = false;
    jobs.every('sweep', 10, async () => {
      runs += 1;
      await new Promise<void>((resolve) => (finishRun = resolve));
      finished = true;
    });
    jobs.start();
    await eventually(async () => expect(runs).toBe(1));

    const stopped = jobs.stop();
    finishRun();
    await stopped;
    expect(finished).toBe(true);
    // Ten intervals later, still the one run.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toBe(1);
  });
});

describe('when long answers end', () => {
  it('halfway through the drain delay, at most 2.5 s in (the balancer has stopped sending here by then), and at once without a delay', () => {
    jest.useFakeTimers();
    try {
      const endsAfter = (drainDelayMs?: number) => {
        const drain = createDrain(createServer(), drainDelayMs);
        let endedAt: number | undefined;
        const startedAt = Date.now();
        drain.whenDraining(() => (endedAt = Date.now() - startedAt));
        drain.start();
        jest.advanceTimersByTime(10_000);
        return endedAt;
      };
      expect(endsAfter()).toBe(0);
      expect(endsAfter(4_000)).toBe(2_000);
      expect(endsAfter(5_000)).toBe(2_500);
      expect(endsAfter(30_000)).toBe(2_500);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("a restart's reconnect storm", () => {
  it('when thousands of dashboards reconnect at once, then the kernel holds them for the API to accept, up to its listen backlog, instead of dropping the balancer check among them', async () => {
    const server = await startTestServer();
    try {
      const port = new URL(server.url).port;
      // ss prints a listening socket's backlog as its Send-Q (State, Recv-Q, Send-Q, Local, Peer).
      const listening = execFileSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' })
        .trim()
        .split('\n');
      const somaxconn = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
      expect(listening.length).toBeGreaterThan(0);
      expect(listening.map((line) => Number(line.trim().split(/\s+/)[2]))).toEqual(
        listening.map(() => Math.min(LISTEN_BACKLOG, somaxconn)),
      );
    } finally {
      await server.close();
    }
  });
});
