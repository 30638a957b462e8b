import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Client } from 'pg';
import { freePort } from './net';

// The browser tests' one PostgreSQL (docs/testing.md, "What a run costs"): a throw-away embedded
// cluster that global setup starts (api/test/support/postgres-process.ts) for the API it serves
// the build with; every balancer a spec starts gets a database of its own on it, not a cluster.

const api = path.resolve(__dirname, '..', '..', 'api');

export type Postgres = { url: string; stop(): Promise<void> };

/** An embedded cluster with its data in `dataDir` (the folder must be reachable by the `postgres` user). */
export async function startPostgres(dataDir: string): Promise<Postgres> {
  const child = spawn(
    'node',
    ['--import', 'tsx', path.join(api, 'test', 'support', 'postgres-process.ts'), dataDir, String(await freePort())],
    { cwd: api, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = once(child, 'exit');
  const [first] = (await Promise.race([
    once(createInterface({ input: child.stdout! }), 'line'),
    exited.then(([code]) => {
      throw new Error(`the embedded PostgreSQL exited early (${code})`);
    }),
  ])) as [string];
  const { url } = JSON.parse(first) as { url: string };
  return {
    url,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** `url` naming another database of the same cluster. */
const onDatabase = (url: string, database: string) => Object.assign(new URL(url), { pathname: `/${database}` }).href;

async function asAdmin(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: onDatabase(url, 'postgres') });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the cluster of `url` (E2E_DATABASE_URL): its URL, and `drop`. */
export async function createDatabase(url: string, name: string): Promise<{ url: string; drop(): Promise<void> }> {
  await asAdmin(url, `CREATE DATABASE "${name}"`);
  return { url: onDatabase(url, name), drop: () => asAdmin(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
