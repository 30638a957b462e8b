// The real, compiled API as `npm start` runs it (NODE_ENV=production), serving the built front-ends, on its
// own throwaway embedded PostgreSQL in a temporary folder; with `behindBalancer`, as phones reach it in
// production: through HAProxy (deploy/haproxy.cfg) over HTTPS with HTTP/2, a self-signed certificate.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startHaproxy } from '../support/haproxy';
import { freePort, waitForOk } from '../support/net';

const api = path.resolve(__dirname, '..', '..', 'api');

export type ProductionApi = {
  /** Where a browser opens the app: the API itself, or the balancer's HTTPS address. */
  baseURL: string;
  /** The API itself (HTTP/1.1), for the run's own requests. */
  apiURL: string;
  /** postgres:// URL of the API's database, for seeding. */
  databaseUrl: string;
  stop(): Promise<void>;
};

export async function startProductionApi(options: { behindBalancer?: boolean } = {}): Promise<ProductionApi> {
  const { build } = await import('../../scripts/build.mjs');
  if (!(await build({ ifStale: true }))) throw new Error('the production build failed');
  const tmp = mkdtempSync(path.join(tmpdir(), 'ciao-lighthouse-'));
  (await import('../../scripts/reaper.mjs')).removeOnExit(tmp);
  // As root, PostgreSQL runs as the `postgres` system user, which must reach its data folder.
  chmodSync(tmp, 0o755);
  const port = await freePort();
  const postgresPort = await freePort();
  const { DATABASE_URL: _ignored, MINING_TIME_SCALE: _refused, ...inherited } = process.env;
  const env = {
    ...inherited,
    NODE_ENV: 'production',
    PORT: String(port),
    EMBEDDED_PG_DIR: path.join(tmp, 'postgres'),
    EMBEDDED_PG_PORT: String(postgresPort),
    LOG_LEVEL: 'warn',
  };
  const server = spawn('node', ['--enable-source-maps', 'dist/main.js'], {
    cwd: api,
    // Behind the balancer, the API trusts it to say the browser's scheme (X-Forwarded-Proto).
    env: options.behindBalancer ? { ...env, TRUST_PROXY: 'loopback' } : env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const children: ChildProcess[] = [server];
  const stop = async () => {
    for (const child of children.reverse()) {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        await exited;
      }
    }
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    const apiURL = `http://localhost:${port}`;
    const exited = once(server, 'exit').then(([code]) =>
      Promise.reject(new Error(`the API exited early (${String(code)})`)),
    );
    await Promise.race([waitForOk(`${apiURL}/api/ready`, 60_000), exited]);
    exited.catch(() => {}); // a later exit is stop()'s business
    let baseURL = apiURL;
    if (options.behindBalancer) {
      // One instance, named twice in the balancer's configuration.
      const balancer = await startHaproxy({ servers: [`127.0.0.1:${port}`, `127.0.0.1:${port}`], dir: tmp, tls: true });
      children.push(balancer.process);
      baseURL = balancer.secureUrl!;
    }
    const password = readFileSync(path.join(tmp, 'postgres.password'), 'utf8').trim();
    return {
      baseURL,
      apiURL,
      databaseUrl: `postgres://postgres:${encodeURIComponent(password)}@localhost:${postgresPort}/ciao`,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
