// The benches' own PostgreSQL (customer-search.ts, voucher-log-search.ts, admin-overview.ts): a throw-away
// embedded server, migrated, and the median of timed first-page reads.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { QueryTypes } from 'sequelize';
import { connectDatabase } from '../src/db/database';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { migrateToLatest } from '../src/db/migrator';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export const say = (line: string) => process.stdout.write(`${line}\n`);

/** A migrated database in a temporary folder (`prefix` names it); `close` stops it and deletes the folder. */
export async function startSearchDatabase(prefix: string) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(tmp, 0o755); // initdb may run as another user (as in bench/run.ts)
  const postgres = await startEmbeddedPostgres({
    dataDir: path.join(tmp, 'pg'),
    port: await freePort(),
    database: 'ciao',
    ephemeral: true,
  });
  const database = connectDatabase(postgres.databaseUrl);
  const close = async () => {
    await database.sequelize.close();
    await postgres.stop();
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    await migrateToLatest(database.sequelize);
  } catch (error) {
    await close();
    throw error;
  }
  const query = (sql: string, bind: unknown[] = []) => database.sequelize.query(sql, { bind, type: QueryTypes.SELECT });
  return { database, query, close };
}

/** Median milliseconds of `runs` calls of `read` (after one warm-up call, whose row count it returns). */
export async function medianRead(runs: number, read: () => Promise<unknown[]>): Promise<{ ms: number; rows: number }> {
  const rows = (await read()).length;
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = process.hrtime.bigint();
    await read();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)] ?? 0, rows };
}

/** Runs a bench's main, printing its failure and exiting 1. */
export function runBench(main: () => Promise<void>) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
