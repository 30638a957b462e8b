import { randomBytes } from 'node:crypto';
import { Sequelize } from 'sequelize';
import type { Clock } from '../../src/clock';
import { loadConfig } from '../../src/config';
import type { Config } from '../../src/config';
import { startServer } from '../../src/server';
import type { RunningServer } from '../../src/server';
import { createUserAccounts } from '../../src/components/users/user-accounts';
import { createUserRepository } from '../../src/components/users/user-repository';
import { TEMPLATE_DATABASE, TEST_ENV } from './test-env';

function adminUrl(): string {
  const url = process.env[TEST_ENV.adminUrl];
  if (!url) throw new Error(`${TEST_ENV.adminUrl} is not set: run the API tests through Jest (global-setup starts PostgreSQL)`);
  return url;
}

/** A fresh database copied from the migrated template: each test file has its own. */
export async function createTestDatabase(): Promise<string> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Sequelize(adminUrl(), { logging: false });
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DATABASE}"`);
  } finally {
    await admin.close();
  }
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** A clock that stands still until the test moves it. */
export function testClock(start = new Date('2026-01-15T12:00:00Z')) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
  } satisfies Clock & { advance(ms: number): void };
}

export type TestServer = RunningServer & { accounts: ReturnType<typeof createUserAccounts> };

/**
 * The real API on an ephemeral port with its own database (NODE_ENV=test: quiet logs, no Secure
 * cookie). `env` overrides any variable the API reads.
 */
export async function startTestServer(options: { env?: Record<string, string>; clock?: Clock; databaseUrl?: string } = {}): Promise<TestServer> {
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DATABASE_URL: options.databaseUrl ?? (await createTestDatabase()),
    ...options.env,
  });
  const server = await startServer(config, options.clock ? { clock: options.clock } : {});
  return { ...server, accounts: createUserAccounts({ users: createUserRepository(server.database) }) };
}

export const ANN = { email: 'ann@example.com', password: 'secret1', name: 'Ann' } as const;

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The `ciao_session` Set-Cookie of a response, split into value and attributes. */
export function sessionCookieOf(response: Response): { value: string; attributes: string[] } | undefined {
  const header = response.headers.getSetCookie().find((c) => c.startsWith('ciao_session='));
  if (!header) return undefined;
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  return { value: pair.slice('ciao_session='.length), attributes };
}

/** Signs in through the real endpoint; returns the Cookie header value to send afterwards. */
export async function signIn(server: { url: string }, credentials: { email: string; password: string } = ANN, cookie?: string): Promise<string> {
  const response = await postJson(
    `${server.url}/api/auth/signin`,
    { username: credentials.email, password: credentials.password },
    cookie ? { cookie } : {},
  );
  const session = sessionCookieOf(response);
  if (response.status !== 200 || !session) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return `ciao_session=${session.value}`;
}

export async function sessionStatus(server: { url: string }, cookie: string): Promise<number> {
  const response = await fetch(`${server.url}/api/auth/session`, { headers: { cookie } });
  await response.arrayBuffer();
  return response.status;
}

/** The body of a JSON response, typed by the caller (the tests check it anyway). */
export async function jsonOf<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
