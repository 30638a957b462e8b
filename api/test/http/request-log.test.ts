import { Writable } from 'node:stream';
import { createLogger } from '../../src/logger';
import { postJson, useTestServer } from '../support/test-server';

type Line = {
  msg: string;
  level: number;
  reqId?: string;
  req?: { method: string; path: string };
  res?: { status: number };
  ms?: number;
  err?: unknown;
};

let lines: Line[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Line);
    done();
  },
});
const server = useTestServer({ logger: createLogger({ logLevel: 'debug' }, sink) });
beforeEach(() => {
  lines = [];
});

/** The `request` lines, once the server wrote them. */
const requestLines = () =>
  lines.filter((l) => l.msg === 'request').map(({ level, req, res, reqId }) => ({ level, req, res, reqId }));

describe('request logs', () => {
  it('logs answered GETs at debug (the dashboard polls them) and changes and failures at info, without query strings', async () => {
    const price = await fetch(`${server.url}/api/price/ciao?who=ann@example.com`);
    const signin = await postJson(`${server.url}/api/auth/signin`, {
      username: 'nobody@example.com',
      password: 'wrong-password',
    });
    const stats = await fetch(`${server.url}/api/user/someone/stats`);
    await Promise.all([price.text(), signin.text(), stats.text()]);
    expect(requestLines()).toEqual([
      {
        level: 20,
        req: { method: 'GET', path: '/api/price/ciao' },
        res: { status: 200 },
        reqId: price.headers.get('x-request-id'),
      },
      {
        level: 30,
        req: { method: 'POST', path: '/api/auth/signin' },
        res: { status: 401 },
        reqId: signin.headers.get('x-request-id'),
      },
      {
        level: 30,
        req: { method: 'GET', path: '/api/user/someone/stats' },
        res: { status: 401 },
        reqId: stats.headers.get('x-request-id'),
      },
    ]);
    expect(new Set([price, signin, stats].map((r) => r.headers.get('x-request-id'))).size).toBe(3);
  });

  it.each([
    ['a well-formed id', 'trace-0af7651916cd43dd8448eb211c80319c', true],
    ['a UUID', '3f1c2a9e-8b7d-4e6f-9a1b-2c3d4e5f6a7b', true],
    ['spaces and quotes', 'forged" "level":60', false],
    ['an id too long', 'x'.repeat(129), false],
  ])('when the caller sends %s as X-Request-Id, then it is %s kept', async (_what, given, kept) => {
    const response = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': given } });
    await response.text();
    const answered = response.headers.get('x-request-id');
    if (kept) expect(answered).toBe(given);
    else expect(answered).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines().map((l) => l.reqId)).toEqual([answered]);
  });

  it('when a request fails unexpectedly, then the error line and the request line carry its id', async () => {
    // A real fault: the table sign-in counts attempts in is gone from this test's own database.
    await server.database.sequelize.query('DROP TABLE rate_limit_counters');
    const response = await postJson(
      `${server.url}/api/auth/signin`,
      { username: 'ann@example.com', password: 'secret1' },
      { 'x-request-id': 'failing-request-1' },
    );
    expect(response.status).toBe(500);
    await response.text();
    const ofRequest = lines.filter((l) => l.reqId === 'failing-request-1').map((l) => l.msg);
    expect(ofRequest).toEqual(['unexpected error', 'request']);
  });
});
