// The real, compiled API as `npm start` runs it (NODE_ENV=production), serving the built front-ends, on its
// own throwaway embedded PostgreSQL in a temporary folder.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitForOk } from '../support/net';

const api = path.resolve(__dirname, '..', '..', 'api');

export type ProductionApi = {
  baseURL: string;
  /** postgres:// URL of the API's database, for seeding. */
  databaseUrl: string;
  stop(): Promise<void>;
};

export async function startProductionApi(): Promise<ProductionApi> {
  const { build } = await import('../../scripts/build.mjs');
  if (!(await build({ ifStale: true }))) throw new Error('the production build failed');
  const tmp = mkdtempSync(path.join(tmpdir(), 'ciao-lighthouse-'));
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
  const server = spawn('node', ['--enable-source-maps', 'dist/main.js'], { cwd: api, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    const baseURL = `http://localhost:${port}`;
    const exited = once(server, 'exit').then(([code]) => Promise.reject(new Error(`the API exited early (${String(code)})`)));
    await Promise.race([waitForOk(`${baseURL}/api/ready`, 60_000), exited]);
    exited.catch(() => {}); // a later exit is stop()'s business
    const password = readFileSync(path.join(tmp, 'postgres.password'), 'utf8').trim();
    return { baseURL, databaseUrl: `postgres://postgres:${encodeURIComponent(password)}@localhost:${postgresPort}/ciao`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
