import { test as base, expect } from '@playwright/test';
import { Client } from 'pg';
import { startBalancer, type Balancer } from '../support/balancer';
import { openDashboard, registerFreshUser } from '../support/dashboard';

// The live stream behind the balancer (issue #47; docs/api.md, "Live stream"): a change made by one
// instance reaches a phone whose stream is held by the other one, through PostgreSQL's change feed.
// api1 sweeps due contracts every second; api2 never sweeps within the test (1 h), so a completion
// is api1's work, and the phone's stream is put on api2 by pausing api1 while the page opens.
const test = base.extend<object, { balancer: Balancer }>({
  balancer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures must destructure their dependencies
    async ({}, use) => {
      const balancer = await startBalancer({ instanceEnv: { api2: { SWEEP_INTERVAL_MS: '3600000' } } });
      await use(balancer);
      await balancer.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  baseURL: async ({ balancer }, use) => use(balancer.url),
});

/** `unannounced`: the session's triggers are off (session_replication_role), so no change is announced. */
async function query<T>(
  balancer: Balancer,
  sql: string,
  values: unknown[],
  { unannounced = false } = {},
): Promise<T[]> {
  const client = new Client({ connectionString: balancer.databaseUrl });
  await client.connect();
  try {
    if (unannounced) await client.query('SET session_replication_role = replica');
    return (await client.query(sql, values)).rows as T[];
  } finally {
    await client.end();
  }
}

test("when the other instance's sweep completes a contract, then the dashboard's stream through the balancer brings it within 1 s", async ({
  page,
  balancer,
}) => {
  test.setTimeout(90_000);
  const [api1] = balancer.instances;
  // When each of the stream's state events reached the page (by the page's clock, the host's).
  await page.addInitScript(() => {
    const seen: { at: number; data: string }[] = [];
    Object.assign(window, { liveStates: seen });
    window.EventSource = class extends window.EventSource {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        this.addEventListener('state', (event) =>
          seen.push({ at: Date.now(), data: (event as MessageEvent<string>).data }),
        );
      }
    };
  });
  await registerFreshUser(page, 'Liv Live');
  const session = await page.request.get('/api/auth/session');
  const userId = ((await session.json()) as { user: { id: string } }).user.id;

  // The dashboard opens while api1 stands still: HAProxy sends the page, its reads and its stream to api2.
  const downs = () => balancer.log.filter((line) => line.includes('api/api1 is DOWN')).length;
  const downsBefore = downs();
  const upsBefore = balancer.log.filter((line) => line.includes('api/api1 is UP')).length;
  api1.pause();
  try {
    await expect.poll(downs, { timeout: 15_000 }).toBeGreaterThan(downsBefore);
    const streamOpened = page.waitForResponse((response) => response.url().endsWith(`/api/user/${userId}/live`));
    await openDashboard(page);
    expect((await streamOpened).status()).toBe(200);
    // Still down in HAProxy's eyes when the stream's answer began: the stream is api2's.
    expect(balancer.log.filter((line) => line.includes('api/api1 is UP')).length).toBe(upsBefore);
  } finally {
    api1.resume();
  }

  // A day's contract: api2's stream hears of its start and schedules nothing before a day is over.
  const started = await page.request.post(`/api/user/${userId}/contracts`, {
    data: { duration: 24, miningRate: '1' },
    headers: { 'X-Request-Id': 'start' },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { id: contractId } = (await started.json()) as { id: string };
  await expect(page.getByRole('timer')).toBeVisible();

  // Its end moved to now without announcing it (triggers off for this session): no instance's cache
  // and no stream hears of it, so only a sweep that reads PostgreSQL finds it due: api1's.
  const liveStates = () =>
    page.evaluate(() => (window as unknown as { liveStates: { at: number; data: string }[] }).liveStates);
  const statesBefore = (await liveStates()).length;
  const polled: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) polled.push(pathname);
  });
  // The completion's commit: PostgreSQL announces it to every instance, and to this listener, at once.
  const listener = new Client({ connectionString: balancer.databaseUrl });
  await listener.connect();
  const announcedAt: number[] = [];
  listener.on('notification', ({ payload }) => {
    if (payload === userId) announcedAt.push(Date.now());
  });
  await listener.query('LISTEN ciao_rewards_changed');
  await query(balancer, "UPDATE contracts SET ends_at = now() - interval '1 millisecond' WHERE id = $1", [contractId], {
    unannounced: true,
  });
  await expect(page.getByRole('timer')).toHaveCount(0, { timeout: 15_000 });
  await listener.end();
  const states = (await liveStates()).slice(statesBefore);
  const completion = states.find((state) => state.data.includes('"activeContracts":[]'));
  const [contract] = await query<{ status: string }>(balancer, 'SELECT status FROM contracts WHERE id = $1', [
    contractId,
  ]);
  expect(contract?.status).toBe('completed');
  expect(completion, JSON.stringify(states)).toBeDefined();
  expect(announcedAt).toHaveLength(1);
  expect(completion!.at - announcedAt[0]!).toBeLessThan(1_000);
  // Over the stream: the page asked the API nothing but the history, which it reads again once the
  // running contract has ended (use-history-refresh.ts: history has no poll).
  expect(polled.filter((path) => path !== `/api/user/${userId}/contracts/history`)).toEqual([]);
});
