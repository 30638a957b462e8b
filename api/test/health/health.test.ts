import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../../src/app';
import { systemClock } from '../../src/clock';
import { loadConfig } from '../../src/config';
import { connectDatabase } from '../../src/db/database';
import { createLogger } from '../../src/logger';
import { useTestServer } from '../support/test-server';

const server = useTestServer();

describe('health and readiness', () => {
  it('when the process runs, then /api/health answers 200 {status: ok}', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('when PostgreSQL answers, then /api/ready answers 200', async () => {
    const response = await fetch(`${server.url}/api/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('when every connection of the request pool is busy, then /api/ready still answers 200 (its probe has a connection of its own)', async () => {
    // The pool's 10 connections each held 3 s: a probe queued behind them would time out (2 s) and answer 503.
    const held = Array.from({ length: 10 }, () => server.database.sequelize.query('SELECT pg_sleep(3)'));
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const response = await fetch(`${server.url}/api/ready`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok' });
    } finally {
      await Promise.all(held);
    }
  });

  it('when PostgreSQL is unreachable, then /api/ready answers 503 with a message and /api/health still 200', async () => {
    // A port that was free a moment ago: nothing listens there.
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: `postgres://nobody:nothing@127.0.0.1:${closedPort}/none`,
    });
    const database = connectDatabase(config.databaseUrl ?? '');
    // Never sends mail: an SMTP address nothing listens on.
    const app = createApp({
      config,
      logger: createLogger(config),
      database,
      clock: systemClock,
      mail: { smtpUrl: 'smtp://127.0.0.1:9', appUrl: () => 'http://localhost' },
    });
    const unreachable = createServer(app).listen(0);
    const url = `http://localhost:${(unreachable.address() as AddressInfo).port}`;
    try {
      const ready = await fetch(`${url}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ message: 'Database unavailable' });
      expect((await fetch(`${url}/api/health`)).status).toBe(200);
    } finally {
      await new Promise((resolve) => unreachable.close(resolve));
      await database.close();
    }
  });
});
