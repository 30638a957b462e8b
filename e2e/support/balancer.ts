import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getWithoutCertificateCheck, startHaproxy } from './haproxy';
import { freePort, waitForOk } from './net';
import { createDatabase } from './postgres';

// Production's shape on one machine (docs/deploying.md): one PostgreSQL, migrations run once, two
// compiled API instances, HAProxy in front with deploy/haproxy.cfg, the file compose.yaml uses.
// The database is a new one of its own on the run's cluster (support/postgres.ts).

const root = path.resolve(__dirname, '..', '..');
const api = path.join(root, 'api');

type InstanceName = 'api1' | 'api2';

export type Instance = {
  /** The server's name in deploy/haproxy.cfg. */
  name: InstanceName;
  /** The instance itself, past the balancer. */
  url: string;
  /** Sends SIGTERM and resolves to the exit code. */
  stop(): Promise<number | null>;
  /** SIGSTOP: the process stands still (HAProxy's checks then mark it down); `resume` sends SIGCONT. */
  pause(): void;
  resume(): void;
};

export type Balancer = {
  /** The balancer: what browsers and API clients use (with `tls`, it only redirects to `secureUrl`). */
  url: string;
  /** With `tls`: HTTPS, HTTP/2 where the client offers it, with a self-signed certificate. */
  secureUrl?: string;
  databaseUrl: string;
  /** The runtime remote document both instances serve (REMOTES_FILE); none with `registry`. */
  remotesFile: string;
  /** The environment the instances run with (for a command line on the same deployment). */
  env: NodeJS.ProcessEnv;
  instances: [Instance, Instance];
  /** HAProxy's log, one request or event per line (deploy/haproxy.cfg, log-format). */
  log: string[];
  /** The requests HAProxy passed on that carried `X-Request-Id: id`, in order. */
  requests(id: string): ServedRequest[];
  close(): Promise<void>;
};

type ServedRequest = { server: string; status: number; method: string; path: string };

/** Lines of log-format "%ci %ft %b/%s %ST %HM %HP %Tr %hr" (backend `api`, or `live` for live streams). */
const REQUEST_LINE = /^\S+ \S+ (?:api|live)\/(\S+) (\d+) (\S+) (\S+) \S+ \{([^}]*)\}$/;

/** The browser-test environment of the API (e2e/support/global-setup.ts), as production runs it otherwise. */
const TEST_MODE = {
  NODE_ENV: 'test',
  MINING_TIME_SCALE: '600',
  SWEEP_INTERVAL_MS: '1000',
  RATE_LIMIT_REGISTER_IP: 'off',
  ADMISSION_MAX_EVENT_LOOP_DELAY_MS: 'off',
  // The registration challenge stays on (the browser solves it); an easier one keeps the tests quick.
  REGISTRATION_CHALLENGE_MAX_NUMBER: '20000',
  // HAProxy, on loopback, says who the client is (X-Forwarded-For).
  TRUST_PROXY: 'loopback',
  LOG_LEVEL: 'warn',
};

/**
 * `registry`: the instances serve what the release registry has live (no REMOTES_FILE); `env`:
 * more variables for both instances (e.g. WEB_ROOT, RELEASES_DIR); `instanceEnv`: for one of them.
 */
export async function startBalancer(
  options: {
    tls?: boolean;
    registry?: boolean;
    env?: Record<string, string>;
    instanceEnv?: Partial<Record<InstanceName, Record<string, string>>>;
  } = {},
): Promise<Balancer> {
  const clusterUrl = process.env.E2E_DATABASE_URL;
  if (!clusterUrl) throw new Error('E2E_DATABASE_URL is not set: run the browser tests through Playwright');
  const tmp = mkdtempSync(path.join(tmpdir(), 'ciao-balancer-'));
  const database = await createDatabase(clusterUrl, `balancer_${path.basename(tmp).replace(/\W/g, '_').toLowerCase()}`);
  const databaseUrl = database.url;
  const children: ChildProcess[] = [];
  const close = async () => {
    // The instances before their database.
    for (const child of children.reverse()) await stopProcess(child);
    await database.drop();
    rmSync(tmp, { recursive: true, force: true });
  };
  try {
    const remotesFile = path.join(tmp, 'remotes.json');
    copyFileSync(path.join(root, 'host', 'dist', 'remotes.json'), remotesFile);
    const env = {
      ...process.env,
      ...TEST_MODE,
      DATABASE_URL: databaseUrl,
      ...(options.registry ? {} : { REMOTES_FILE: remotesFile }),
      DRAIN_DELAY_MS: '5000',
      ...options.env,
    };

    // Migrations once, before any instance starts (compose.yaml's `migrate` service).
    const migrate = spawn('node', ['dist/migrate.js'], { cwd: api, env, stdio: ['ignore', 'ignore', 'inherit'] });
    const [code] = (await once(migrate, 'exit')) as [number | null];
    if (code !== 0) throw new Error(`migrations exited ${code}`);

    const instances = await Promise.all(
      (['api1', 'api2'] as const).map(async (name): Promise<Instance> => {
        const port = await freePort();
        const child = spawn('node', ['--enable-source-maps', 'dist/main.js'], {
          cwd: api,
          env: { ...env, ...options.instanceEnv?.[name], PORT: String(port) },
          stdio: ['ignore', 'inherit', 'inherit'],
        });
        children.push(child);
        const url = `http://127.0.0.1:${port}`;
        await waitForOk(`${url}/api/ready`, 60_000);
        return {
          name,
          url,
          stop: () => stopProcess(child),
          pause: () => child.kill('SIGSTOP'),
          resume: () => child.kill('SIGCONT'),
        };
      }),
    );

    const haproxy = await startHaproxy({
      servers: [new URL(instances[0]!.url).host, new URL(instances[1]!.url).host],
      dir: tmp,
      tls: options.tls,
    });
    children.push(haproxy.process);
    const { url, secureUrl, log } = haproxy;
    const requests = (id: string) =>
      log.flatMap((line) => {
        const match = REQUEST_LINE.exec(line);
        return match && match[5] === id
          ? [{ server: match[1]!, status: Number(match[2]), method: match[3]!, path: match[4]! }]
          : [];
      });

    // Until HAProxy has sent a request to each instance.
    const warmUp = (ready: string) =>
      secureUrl
        ? getWithoutCertificateCheck(ready, { 'X-Request-Id': 'warm-up' })
        : fetch(ready, { headers: { 'X-Request-Id': 'warm-up' } });
    for (let i = 0; new Set(requests('warm-up').map((r) => r.server)).size < 2; i++) {
      if (i === 50) throw new Error(`HAProxy did not reach both instances:\n${log.join('\n')}`);
      await warmUp(`${secureUrl ?? url}/api/ready`);
    }
    return {
      url,
      secureUrl,
      databaseUrl,
      remotesFile,
      env,
      instances: [instances[0]!, instances[1]!],
      log,
      requests,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

async function stopProcess(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = once(child, 'exit') as Promise<[number | null]>;
  child.kill('SIGTERM');
  const [code] = await exited;
  return code;
}
