import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, waitForOk } from './net';
import { startPostgres } from './postgres';
import { testUser } from './env';

const root = path.resolve(__dirname, '..', '..');
const api = path.join(root, 'api');

// Starts the real, compiled API serving the production build, on a private embedded PostgreSQL in a temporary
// folder (the one cluster of the run: balancers make their databases on it), seeds the test user, and
// publishes the addresses to the tests. Returns the teardown.
export default async function globalSetup() {
  const { build } = await import('../../scripts/build.mjs');
  if (!(await build({ ifStale: true }))) throw new Error('the production build failed');

  const tmp = mkdtempSync(path.join(tmpdir(), 'ciao-e2e-'));
  // As root, PostgreSQL runs as the `postgres` system user, which must reach its data folder.
  chmodSync(tmp, 0o755);

  const remotesFile = path.join(tmp, 'remotes.json');
  const built = path.join(root, 'host', 'dist', 'remotes.json');
  if (!existsSync(built)) throw new Error(`${built} is missing: the host build writes it`);
  copyFileSync(built, remotesFile);

  const postgres = await startPostgres(path.join(tmp, 'postgres'));
  const port = await freePort();
  // Where campaigns.spec.ts starts its local push service (the API posts only to allowlisted local endpoints).
  const pushPort = await freePort();
  const baseURL = `http://localhost:${port}`;
  const env = {
    ...process.env,
    // The production build, served by an API in test mode: the mining time scale (refused in
    // production) makes a 1 h contract last 6 s, and registration is not rate limited per address.
    NODE_ENV: 'test',
    MINING_TIME_SCALE: '600',
    // Contracts of users whose page is closed complete within a second, not 15.
    SWEEP_INTERVAL_MS: '1000',
    RATE_LIMIT_REGISTER_IP: 'off',
    // A referrer's cap within a quick test's reach (admin-review.spec.ts: a burst of invitees, then the cap).
    REFERRAL_REWARD_LIMIT: '10',
    // The browser shares the cores: its bursts would count as the API's load (admission: api/test/platform/admission.test.ts).
    ADMISSION_MAX_EVENT_LOOP_DELAY_MS: 'off',
    // The registration challenge stays on (the browser solves it); an easier one keeps the tests quick.
    REGISTRATION_CHALLENGE_MAX_NUMBER: '20000',
    // Tests give each browser user its own address through X-Forwarded-For, so the
    // one-account-per-IP rule marks only the accounts a test means to mark.
    TRUST_PROXY: 'loopback',
    PORT: String(port),
    DATABASE_URL: postgres.url,
    REMOTES_FILE: remotesFile,
    LOG_LEVEL: 'warn',
    PUSH_ENDPOINT_ALLOWLIST: `http://127.0.0.1:${pushPort}`,
    // A release with visual changes goes live once a designer approved them (visual-review.spec.ts).
    DESIGN_APPROVAL: 'required',
  };
  const server: ChildProcess = spawn('node', ['--enable-source-maps', 'dist/main.js'], {
    cwd: api,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((_, reject) =>
    server.once('exit', (code) => reject(new Error(`the API exited early (${code})`))),
  );
  try {
    await Promise.race([waitForOk(`${baseURL}/api/ready`, 60_000), exited]);
  } catch (error) {
    await postgres.stop();
    throw error;
  }
  exited.catch(() => {}); // a later exit is teardown's business

  await runCli(
    ['create', '--email', testUser.email, '--name', testUser.name, '--password-stdin'],
    env,
    testUser.password,
  );

  // The API's database: tests that seed rows (voucher logs, credits) write to it.
  Object.assign(process.env, {
    E2E_BASE_URL: baseURL,
    E2E_REMOTES_FILE: remotesFile,
    E2E_DATABASE_URL: postgres.url,
    E2E_PUSH_PORT: String(pushPort),
  });

  return async () => {
    server.removeAllListeners('exit');
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
    await postgres.stop();
    rmSync(tmp, { recursive: true, force: true });
  };
}

function runCli(args: string[], env: NodeJS.ProcessEnv, stdin: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const cli = spawn('node', ['dist/users.js', ...args], { cwd: api, env, stdio: ['pipe', 'inherit', 'inherit'] });
    cli.stdin.end(`${stdin}\n`);
    cli.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`users ${args[0]} exited ${code}`))));
  });
}
