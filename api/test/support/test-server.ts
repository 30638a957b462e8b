import { randomBytes } from 'node:crypto';
import { QueryTypes, Sequelize } from 'sequelize';
import { REGISTRATION_CHALLENGE_HEADER } from '@ciao/contracts';
import type { Clock } from '../../src/clock';
import { loadConfig } from '../../src/config';
import type { Config } from '../../src/config';
import type { Logger } from '../../src/logger';
import { startServer } from '../../src/server';
import type { RunningServer } from '../../src/server';
import { systemClock } from '../../src/clock';
import { createAuditComponent } from '../../src/components/audit/audit-component';
import type { UserAccounts } from '../../src/components/users/user-accounts';
import { createUsersComponent } from '../../src/components/users/users-component';
import { startFixedPriceFeed } from './fixed-price-feed';
import { TEMPLATE_DATABASE, TEST_ENV } from './test-env';
import { useStarted } from './use-started';

function adminUrl(): string {
  const url = process.env[TEST_ENV.adminUrl];
  if (!url)
    throw new Error(`${TEST_ENV.adminUrl} is not set: run the API tests through Jest (global-setup starts PostgreSQL)`);
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

export type TestServer = RunningServer & { accounts: UserAccounts };

export type TestServerOptions = {
  /** Any variable the API reads; a function is read when the server starts (after the test's own beforeAll). */
  env?: Record<string, string> | (() => Record<string, string>);
  clock?: Clock;
  /** Where the API logs (a test reading its log lines); quiet by default. */
  logger?: Logger;
  databaseUrl?: string;
  /** Another instance on this server's database (as behind a load balancer: each its own pool, caches and change feed). */
  databaseOf?: { database: { url: string } };
  /** Priced by a local feed always quoting TEST_PRICE (support/fixed-price-feed.ts), stopped with the server. */
  fixedPrice?: boolean;
};

/**
 * The real API on an ephemeral port with its own database (NODE_ENV=test: quiet logs, no Secure
 * cookie; no drain delay at close, in production mode too; no event-loop delay limit, as the test's
 * own work shares the loop; no registration challenge). `env` overrides any variable the API reads.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const feed = options.fixedPrice ? await startFixedPriceFeed() : undefined;
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    DRAIN_DELAY_MS: '0',
    // The tests share the server's process: their own work would count as its event-loop delay.
    ADMISSION_MAX_EVENT_LOOP_DELAY_MS: 'off',
    // Like the rate limits, off unless a test is about it (registration-challenge.test.ts).
    REGISTRATION_CHALLENGE: 'off',
    DATABASE_URL: options.databaseUrl ?? options.databaseOf?.database.url ?? (await createTestDatabase()),
    ...(feed ? { PRICE_PROVIDER: 'dex', PRICE_FEED_URL: feed.url } : {}),
    ...(typeof options.env === 'function' ? options.env() : options.env),
  });
  const server = await startServer(config, {
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  // The accounts as the users CLI sees them: another set of objects on the same database.
  const { auditTrail } = createAuditComponent({ database: server.database, clock: options.clock ?? systemClock });
  return {
    ...server,
    accounts: createUsersComponent({ database: server.database, auditTrail }).accounts,
    close: async () => {
      await server.close();
      await feed?.close();
    },
  };
}

/**
 * The real API for the tests of a file (or of the describe block it is called in): started in
 * beforeAll, closed in afterAll. The object it returns is filled in once the server has started,
 * so tests use it as a started server (and a second `useTestServer({ databaseOf: first })`, called
 * after the first, is another instance on its database).
 */
export function useTestServer(options: TestServerOptions = {}): TestServer {
  return useStarted(() => startTestServer(options));
}

export const ANN = { email: 'ann@example.com', password: 'secret1', name: 'Ann' } as const;

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A Set-Cookie of a response, split into value and attributes. */
export function cookieOf(response: Response, name: string): { value: string; attributes: string[] } | undefined {
  const header = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!header) return undefined;
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  return { value: pair.slice(name.length + 1), attributes };
}

/** The `ciao_session` Set-Cookie of a response. */
export const sessionCookieOf = (response: Response) => cookieOf(response, 'ciao_session');

/** Signs in through the real endpoint; returns the Cookie header value to send afterwards. */
export async function signIn(
  server: { url: string },
  credentials: { email: string; password: string } = ANN,
  cookie?: string,
): Promise<string> {
  const response = await postJson(
    `${server.url}/api/auth/signin`,
    { username: credentials.email, password: credentials.password },
    cookie ? { cookie } : {},
  );
  const session = sessionCookieOf(response);
  if (response.status !== 200 || !session)
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
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

/** Born 30 years before the test clock's default day: eligible everywhere. */
export const ADULT_AGE_CHECK = { dateOfBirth: '1996-01-15', country: 'United Kingdom', confirmAdult: true } as const;

/** Passes age verification through the real endpoint; returns the Cookie header value holding the proof. */
export async function verifyAge(
  server: { url: string },
  body: unknown = ADULT_AGE_CHECK,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await postJson(`${server.url}/api/auth/verify-age`, body, headers);
  const proof = cookieOf(response, 'ciao_age_proof');
  if (response.status !== 200 || !proof?.value)
    throw new Error(`age verification failed: ${response.status} ${await response.text()}`);
  return `ciao_age_proof=${proof.value}`;
}

/**
 * Age verification then registration, from one address (X-Forwarded-For, for servers with
 * TRUST_PROXY), with a solved registration challenge (the header's value) when given.
 */
export async function register(
  server: { url: string },
  account: { name: string; email: string; password: string },
  options: { ip?: string; challenge?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = {
    ...options.headers,
    ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
  };
  const proof = await verifyAge(server, ADULT_AGE_CHECK, headers);
  const challenge: Record<string, string> =
    options.challenge === undefined ? {} : { [REGISTRATION_CHALLENGE_HEADER]: options.challenge };
  return postJson(`${server.url}/api/auth/register`, account, { ...headers, ...challenge, cookie: proof });
}

/** Rows of a query on the server's own database, for checking what was stored. */
export async function queryRows<T extends object>(
  server: RunningServer,
  sql: string,
  bind: unknown[] = [],
): Promise<T[]> {
  return server.database.sequelize.query<T>(sql, { bind, type: QueryTypes.SELECT });
}

/** Any method with an optional JSON body (PATCH, DELETE, ...). */
export async function sendJson(
  method: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** A new account, signed in: its id and the Cookie header value to send. */
export async function signedInAccount(
  server: TestServer,
  email: string,
  password = 'secret1',
): Promise<{ id: string; cookie: string }> {
  const user = await server.accounts.createUser({ email, password, name: email.split('@')[0] ?? 'User' });
  return { id: user.id, cookie: await signIn(server, { email, password }) };
}

/** Credits $CIAO to a user's ledger (and running balance) directly, as a referral bonus from a stand-in invitee. */
export async function creditCiao(server: RunningServer, userId: string, amountCiao: string): Promise<void> {
  await server.database.sequelize.transaction(async (transaction) => {
    const [invitee] = await server.database.sequelize.query<{ id: string }>(
      "INSERT INTO users (email, name) VALUES ('seed-' || gen_random_uuid() || '@example.com', 'Seed') RETURNING id",
      { type: QueryTypes.SELECT, transaction },
    );
    await server.database.sequelize.query(
      "INSERT INTO ledger_entries (user_id, kind, amount_ciao, referral_invitee_id, created_at) VALUES ($1, 'referral_bonus', $2, $3, now())",
      { bind: [userId, amountCiao, invitee?.id], transaction },
    );
    await server.database.sequelize.query(
      `INSERT INTO reward_balances AS b (user_id, pending_ciao, total_earned_ciao) VALUES ($1, $2, $2)
       ON CONFLICT (user_id) DO UPDATE SET pending_ciao = b.pending_ciao + $2, total_earned_ciao = b.total_earned_ciao + $2`,
      { bind: [userId, amountCiao], transaction },
    );
  });
}
