import { Writable } from 'node:stream';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { startServer } from '../src/server';
import { createTestDatabase, postJson } from './support/test-server';

it('logs answered GETs at debug (the dashboard polls them) and changes and failures at info, without query strings', async () => {
  const lines: { level: number; method: string; path: string; status: number }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as { msg: string; level: number; method: string; path: string; status: number };
        if (entry.msg === 'request') lines.push({ level: entry.level, method: entry.method, path: entry.path, status: entry.status });
      }
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: 'test', PORT: '0', DATABASE_URL: await createTestDatabase() });
  const server = await startServer(config, { logger: pino({ level: 'debug' }, sink) });
  try {
    await fetch(`${server.url}/api/price/ciao?who=ann@example.com`);
    await postJson(`${server.url}/api/auth/signin`, { username: 'nobody@example.com', password: 'wrong-password' });
    await fetch(`${server.url}/api/user/someone/stats`);
  } finally {
    await server.close();
  }
  expect(lines).toEqual([
    { level: 20, method: 'GET', path: '/api/price/ciao', status: 200 },
    { level: 30, method: 'POST', path: '/api/auth/signin', status: 401 },
    { level: 30, method: 'GET', path: '/api/user/someone/stats', status: 401 },
  ]);
});
