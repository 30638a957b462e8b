import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { postJson, signedInAccount, startTestServer } from './support/test-server';
import type { TestServer } from './support/test-server';
import { eventually, freePort } from './support/waiting';

type PostgresProcess = { url: string; stop(): Promise<void> };

/** PostgreSQL in a child process (support/postgres-process.ts), on the given folder and port. */
async function startPostgres(dataDir: string, port: number): Promise<PostgresProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'support', 'postgres-process.ts'), dataDir, String(port)], {
    cwd: path.join(__dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
    server = await startTestServer({ databaseUrl: postgres.url });
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
    expect(await during[0]?.json()).toEqual({ message: 'Service temporarily unavailable. Please try again shortly.' });
    expect(during[0]?.headers.get('retry-after')).toBe('5');

    postgres = await startPostgres(path.join(dir, 'pg'), port);

    await eventually(async () => expect(await status(`${server.url}/api/ready`)).toBe(200), 20_000);
    await eventually(async () => expect(await status(statsUrl, { headers: { cookie: ann.cookie } })).toBe(200));
    expect(await status(`${server.url}/api/user/${ann.id}/contracts`, { method: 'POST', headers: { cookie: ann.cookie, 'content-type': 'application/json' }, body: '{"duration":1,"miningRate":"1"}' })).toBe(201);
  }, 90_000);
});
