// The dashboard's polls (http/polled-routes.ts): found by their path's shape, answered as an
// Express router of the same routes answers them, whatever the spelling of the path or the method.
import { tracingChannel } from 'node:diagnostics_channel';
import { request } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError } from '../../src/errors';
import { ownUserPoll, poll, polledRoutes } from '../../src/http/polled-routes';
import { refuseOtherUsers } from '../../src/http/own-user-routes';

let server: Server;
let base: string;
const handled: string[] = [];

beforeAll(async () => {
  const app = express();
  // The session user as app.ts's `apiRequests` sets it: `x-user` stands for the session cookie here.
  const sessionStandIn: RequestHandler = (req, _res, next) => {
    const id = req.headers['x-user'];
    req.sessionUser = typeof id === 'string' ? ({ id } as NonNullable<typeof req.sessionUser>) : null;
    next();
  };
  const { polls, otherRequests } = polledRoutes(
    [
      ownUserPoll('/stats', (req, res) => {
        handled.push(`${req.method} stats ${String(req.params.userId)}`);
        res.json({ userId: req.params.userId });
      }),
      ownUserPoll('/failing', async () => {
        await Promise.resolve();
        throw new AppError(409, 'refused later');
      }),
      poll('/api/contracts/:contractId/progress', (req, res) => {
        res.json({ contractId: req.params.contractId });
      }),
    ],
    sessionStandIn,
  );
  // As in app.ts: the polls first, then what every /api request passes, then the other requests on their paths.
  app.use(polls);
  app.use('/api', sessionStandIn);
  app.use(otherRequests);
  app.use((req, res) => {
    res.status(404).json({ unmatched: `${req.method} ${req.path}` });
  });
  const answerErrors: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
    const status = (error as { status?: unknown }).status; // AppError's, or Express's 400 for a malformed escape
    res
      .status(typeof status === 'number' ? status : 500)
      .json({ error: error instanceof Error ? error.message : String(error) });
  };
  app.use(answerErrors);
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  handled.length = 0;
});

/** An answer, read with node:http (these are not the API's answers, so not checked against its description). */
const ask = (path: string, { method = 'GET', user }: { method?: string; user?: string } = {}) =>
  new Promise<{ status: number; body: unknown; allow: string | undefined }>((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers: user ? { 'x-user': user } : {} }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => {
        const json = res.headers['content-type']?.startsWith('application/json') && text;
        resolve({
          status: res.statusCode ?? 0,
          body: json ? (JSON.parse(text) as unknown) : text || undefined,
          allow: res.headers.allow,
        });
      });
    });
    req.on('error', reject);
    req.end();
  });

/** The handlers Express's router ran as layers while `during` ran (its `express.router.request` tracing channel). */
async function routerLayersDuring(during: () => Promise<unknown>): Promise<unknown[]> {
  const layers: unknown[] = [];
  const { start } = tracingChannel('express.router.request');
  const onStart = (ctx: unknown) => void layers.push((ctx as { handler: unknown }).handler);
  start.subscribe(onStart);
  try {
    await during();
  } finally {
    start.unsubscribe(onStart);
  }
  return layers;
}

describe('the polled routes', () => {
  it("when a poll's GET comes, then it is found by its path's shape and answered in the app's first layer: no mount point, no router", async () => {
    const polls = await routerLayersDuring(() => ask('/api/user/ann/stats', { user: 'ann' }));
    expect(polls).toHaveLength(1); // the polls' own layer; the session stand-in ran inside it (ann's answer below needs it)
    expect(polls).not.toContain(refuseOtherUsers);
    const other = await routerLayersDuring(() => ask('/api/user/ann/stats', { method: 'OPTIONS', user: 'ann' }));
    expect(other).toContain(refuseOtherUsers); // another method: through the router, as before
  });

  it("when a user polls their own path, then it is answered with the path's parameters; another user's, 403; anonymous, 401", async () => {
    expect(await ask('/api/user/ann/stats', { user: 'ann' })).toMatchObject({ status: 200, body: { userId: 'ann' } });
    expect(await ask('/api/user/ann/stats?since=1', { user: 'ann' })).toMatchObject({
      status: 200,
      body: { userId: 'ann' },
    });
    expect(await ask('/api/user/ann/stats', { user: 'bob' })).toMatchObject({
      status: 403,
      body: { error: 'You can only access your own account' },
    });
    expect(await ask('/api/user/ann/stats')).toMatchObject({ status: 401 });
    expect(await ask('/api/contracts/c-1/progress', { user: 'ann' })).toMatchObject({
      status: 200,
      body: { contractId: 'c-1' },
    });
    expect(handled).toEqual(['GET stats ann', 'GET stats ann']);
  });

  it('when it is a HEAD, then the GET route answers it without a body', async () => {
    expect(await ask('/api/user/ann/stats', { method: 'HEAD', user: 'ann' })).toMatchObject({
      status: 200,
      body: undefined,
    });
    expect(handled).toEqual(['HEAD stats ann']);
  });

  it('when the path is spelled otherwise (case, a trailing slash, an escaped character), then it is answered as Express routes it', async () => {
    expect(await ask('/API/User/ann/STATS', { user: 'ann' })).toMatchObject({ status: 200, body: { userId: 'ann' } });
    expect(await ask('/api/user/ann/stats/', { user: 'ann' })).toMatchObject({ status: 200, body: { userId: 'ann' } });
    expect(await ask('/api/user/%61nn/stats', { user: 'ann' })).toMatchObject({ status: 200, body: { userId: 'ann' } });
    expect(await ask('/api/user/%E0%A4%A/stats', { user: 'ann' })).toMatchObject({ status: 400 });
    expect(await ask('/api/user//stats', { user: 'ann' })).toMatchObject({ status: 404 });
    expect(await ask('/api/user/ann/stats/more', { user: 'ann' })).toMatchObject({ status: 404 });
  });

  it("when a handler's promise rejects, then the error reaches the app's error handler", async () => {
    expect(await ask('/api/user/ann/failing', { user: 'ann' })).toMatchObject({
      status: 409,
      body: { error: 'refused later' },
    });
  });

  it("when another method reaches a per-user poll's path, then another user is refused first and the owner gets Express's answer", async () => {
    expect(await ask('/api/user/ann/stats', { method: 'POST', user: 'bob' })).toMatchObject({ status: 403 });
    expect(await ask('/api/user/ann/stats', { method: 'POST', user: 'ann' })).toMatchObject({
      status: 404,
      body: { unmatched: 'POST /api/user/ann/stats' },
    });
    expect(await ask('/api/user/ann/stats', { method: 'OPTIONS', user: 'ann' })).toMatchObject({
      status: 200,
      allow: 'GET, HEAD',
    });
    expect(handled).toEqual([]);
  });
});
