import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { Client } from 'pg';
import { startBalancer, type Balancer, type Instance } from '../support/balancer';
import { signInWithForm } from '../support/sign-in';
import { registerFreshUser } from '../support/dashboard';
import { verifyEmailThroughMailbox } from '../support/email-verification';
import { serveDirectory } from '../support/static-server';
import { creditPendingUsd } from '../support/store-credit';

// Two compiled API instances on one PostgreSQL behind HAProxy (docs/deploying.md), driven as users
// meet them: a browser and API clients talk to the balancer only; HAProxy's log says which instance
// answered each request (the requests carry an X-Request-Id, which the log shows).
const test = base.extend<object, { balancer: Balancer }>({
  balancer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies
    async ({}, use) => {
      const balancer = await startBalancer();
      await use(balancer);
      await balancer.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ balancer }, use) => use(balancer.url),
});
test.describe.configure({ mode: 'serial' });

const other = (balancer: Balancer, server: string): Instance => {
  const instance = balancer.instances.find((i) => i.name !== server);
  if (!instance) throw new Error(`no instance besides ${server}`);
  return instance;
};

/** The one request HAProxy logged with this id. */
async function servedOnce(balancer: Balancer, id: string) {
  await expect.poll(() => balancer.requests(id).length).toBe(1);
  return balancer.requests(id)[0]!;
}

async function sessionCookie(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'ciao_session');
  if (!cookie) throw new Error('not signed in');
  return `ciao_session=${cookie.value}`;
}

const sessionStatus = async (instance: Instance, cookie: string) =>
  (await fetch(`${instance.url}/api/auth/session`, { headers: { cookie } })).status;

async function signedInUserId(page: Page): Promise<string> {
  const session = await page.request.get('/api/auth/session');
  expect(session.status()).toBe(200);
  return ((await session.json()) as { user: { id: string } }).user.id;
}

async function query<T>(balancer: Balancer, sql: string, values: unknown[]): Promise<T[]> {
  const client = new Client({ connectionString: balancer.databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

test('when a user signs in in the browser, then one instance signs them in and the other answers their polls', async ({
  page,
  balancer,
}) => {
  const user = await registerFreshUser(page, 'Bea Balanced');
  await page.context().clearCookies();
  await page.context().setExtraHTTPHeaders({ 'X-Request-Id': 'browser' });

  await page.goto('/');
  await signInWithForm(page, user);
  await expect(page.getByRole('region', { name: 'Start Credit Mining' })).toBeVisible();

  await expect.poll(() => balancer.requests('browser').filter((r) => r.path === '/api/auth/signin')).toHaveLength(1);
  const signIn = balancer.requests('browser').find((r) => r.path === '/api/auth/signin')!;
  expect(signIn.status).toBe(200);
  // The dashboard's polls reach the instance that did not sign the user in, and it knows them.
  const pollsOnTheOther = () =>
    balancer
      .requests('browser')
      .filter((r) => r.server === other(balancer, signIn.server).name && r.path.startsWith('/api/user/'));
  await expect.poll(() => pollsOnTheOther().length).toBeGreaterThan(0);
  expect(pollsOnTheOther().every((r) => r.status === 200)).toBe(true);
});

test('when the user signs out through one instance, then the other refuses the session at once', async ({
  page,
  balancer,
}) => {
  await registerFreshUser(page, 'Sol Signout');
  const cookie = await sessionCookie(page);
  // Both instances have the session in memory.
  for (const instance of balancer.instances) expect(await sessionStatus(instance, cookie)).toBe(200);

  expect(
    (await page.request.post('/api/auth/signout', { headers: { 'X-Request-Id': 'sign-out' }, data: {} })).status(),
  ).toBe(200);
  const served = await servedOnce(balancer, 'sign-out');
  // Told by PostgreSQL (the change feed), not after its cache's 60 s.
  await expect.poll(() => sessionStatus(other(balancer, served.server), cookie)).toBe(401);
  for (const instance of balancer.instances) expect(await sessionStatus(instance, cookie)).toBe(401);
});

test('when the user deletes the account through one instance, then the other refuses the session at once', async ({
  page,
  balancer,
}) => {
  await registerFreshUser(page, 'Del Deleted');
  const cookie = await sessionCookie(page);
  for (const instance of balancer.instances) expect(await sessionStatus(instance, cookie)).toBe(200);

  expect(
    (await page.request.delete('/api/user/profile', { headers: { 'X-Request-Id': 'delete-account' } })).status(),
  ).toBe(200);
  const served = await servedOnce(balancer, 'delete-account');
  await expect.poll(() => sessionStatus(other(balancer, served.server), cookie)).toBe(401);
  for (const instance of balancer.instances) expect(await sessionStatus(instance, cookie)).toBe(401);
});

test('when both instances are polled as a contract comes due, then it completes exactly once', async ({
  page,
  balancer,
}) => {
  await registerFreshUser(page, 'Max Miner');
  const userId = await signedInUserId(page);
  // 1 h at MINING_TIME_SCALE=600: 6 s; both instances' sweeps run every second too.
  const started = await page.request.post(`/api/user/${userId}/contracts`, { data: { duration: 1, miningRate: '1' } });
  expect(started.status(), await started.text()).toBe(201);
  const { id: contractId } = (await started.json()) as { id: string };

  const statuses: number[] = [];
  const pollBoth = async () => {
    const paths = ['contracts/active', 'stats', 'rewards/pending', 'store-credit/eligibility'].map(
      (p) => `/api/user/${userId}/${p}`,
    );
    const replies = await Promise.all(
      [...paths, `/api/contracts/${contractId}/progress`].map((p) =>
        page.request.get(p, { headers: { 'X-Request-Id': 'mining' } }),
      ),
    );
    statuses.push(...replies.map((r) => r.status()));
  };
  const contractStatus = async () =>
    (await query<{ status: string }>(balancer, 'SELECT status FROM contracts WHERE id = $1', [contractId]))[0]?.status;
  await expect
    .poll(
      async () => {
        await pollBoth();
        return contractStatus();
      },
      { timeout: 30_000 },
    )
    .toBe('completed');
  await pollBoth();

  expect(statuses.every((s) => s === 200)).toBe(true);
  expect(new Set(balancer.requests('mining').map((r) => r.server))).toEqual(new Set(['api1', 'api2']));
  const rewards = await query<{ n: number }>(
    balancer,
    "SELECT count(*)::int AS n FROM ledger_entries WHERE contract_id = $1 AND kind = 'contract_reward'",
    [contractId],
  );
  expect(rewards).toEqual([{ n: 1 }]);
  const books = await query<{ pending: string; ledger: string }>(
    balancer,
    'SELECT b.pending_ciao::text AS pending, (SELECT sum(amount_ciao)::text FROM ledger_entries l WHERE l.user_id = b.user_id) AS ledger FROM reward_balances b WHERE b.user_id = $1',
    [userId],
  );
  expect(books[0]?.pending).toBe(books[0]?.ledger);
});

test('when one user redeems 20 times at once across both instances, then exactly one code is made', async ({
  page,
  balancer,
}) => {
  const rae = await registerFreshUser(page, 'Rae Redeemer');
  await verifyEmailThroughMailbox(page.request, rae.email);
  const userId = await signedInUserId(page);
  await creditPendingUsd(page, userId, 4, balancer.databaseUrl);

  const replies = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      page.request.post(`/api/user/${userId}/${i % 2 === 0 ? 'store-credit/generate' : 'rewards/claim'}`, {
        headers: { 'X-Request-Id': `redeem-${i}` },
        data: {},
      }),
    ),
  );
  const counts: Record<number, number> = {};
  for (const reply of replies) counts[reply.status()] = (counts[reply.status()] ?? 0) + 1;
  expect(counts).toEqual({ 201: 1, 409: 19 });
  await expect
    .poll(() => Array.from({ length: 20 }, (_, i) => balancer.requests(`redeem-${i}`)).flat().length)
    .toBe(20);
  const servers = new Set(Array.from({ length: 20 }, (_, i) => balancer.requests(`redeem-${i}`)[0]?.server));
  expect(servers).toEqual(new Set(['api1', 'api2']));
  expect(
    await query(balancer, 'SELECT count(*)::int AS n FROM store_credit_codes WHERE user_id = $1', [userId]),
  ).toEqual([{ n: 1 }]);
});

test('when the runtime remote document changes, then both instances serve it and the browser loads the moved remote', async ({
  page,
  balancer,
}) => {
  const cdn = await serveDirectory(path.resolve(__dirname, '..', '..', 'mf-referral', 'dist'));
  const original = readFileSync(balancer.remotesFile, 'utf8');
  try {
    const doc = JSON.parse(original) as { remotes: { name: string; entry: string }[] };
    doc.remotes.find((r) => r.name === 'mf_referral')!.entry = `${cdn.origin}/mf-manifest.json`;
    writeFileSync(balancer.remotesFile, JSON.stringify(doc));

    for (const instance of balancer.instances) {
      expect(await (await fetch(`${instance.url}/remotes.json`)).text()).toContain(cdn.origin);
      // The page's Content-Security-Policy allows the new origin on every instance.
      expect((await fetch(`${instance.url}/`)).headers.get('content-security-policy')).toContain(cdn.origin);
    }
    await registerFreshUser(page, 'Ria Remote');
    const fromCdn = page.waitForRequest((r) => r.url().startsWith(cdn.origin) && r.url().endsWith('.js'));
    await page.goto('/referral');
    await fromCdn;
    await expect(page.getByTestId('remote-screen-mf_referral')).toBeVisible();
  } finally {
    writeFileSync(balancer.remotesFile, original);
    await cdn.close();
  }
});

test('when one instance gets SIGTERM under continuous load, then it drains and exits and no request fails', async ({
  page,
  balancer,
}) => {
  test.setTimeout(60_000);
  await registerFreshUser(page, 'Lou Load');
  const userId = await signedInUserId(page);
  const [staying, stopping] = balancer.instances;

  let running = true;
  let answered = 0;
  const failures: string[] = [];
  const paths = [
    `/api/user/${userId}/stats`,
    `/api/user/${userId}/contracts/active`,
    '/api/price/ciao',
    '/api/auth/session',
    '/',
  ];
  const client = async (n: number) => {
    for (let i = 0; running; i++) {
      const url = paths[i % paths.length]!;
      try {
        const reply = await page.request.get(url, { headers: { 'X-Request-Id': `load-${n}` } });
        if (reply.status() !== 200) failures.push(`${url}: ${reply.status()} ${await reply.text()}`);
      } catch (error) {
        failures.push(`${url}: ${String(error)}`);
      }
      answered += 1;
    }
  };
  const clients = Array.from({ length: 4 }, (_, n) => client(n));
  const loadOn = (server: string) =>
    Array.from({ length: 4 }, (_, n) => balancer.requests(`load-${n}`))
      .flat()
      .filter((r) => r.server === server).length;
  await expect.poll(() => loadOn(stopping!.name)).toBeGreaterThan(20);

  const exitCode = await stopping!.stop();
  const afterExit = answered;
  await expect.poll(() => answered).toBeGreaterThan(afterExit + 50);
  running = false;
  await Promise.all(clients);

  expect(failures).toEqual([]);
  expect(exitCode).toBe(0);
  // HAProxy saw the readiness 503 and took the instance out; the other one carried the load.
  expect(balancer.log.some((line) => line.includes(`api/${stopping!.name} is DOWN`))).toBe(true);
  expect(loadOn(staying!.name)).toBeGreaterThan(50);
});
