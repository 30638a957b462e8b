import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MINING_HOURS } from '@ciao/contracts';
import type { Contract, ContractHistory, ContractProgress, Price, Stats } from '@ciao/contracts';
import { loadConfig } from '../../src/config';
import { expectedReward } from '../../src/components/contracts/contract-rewards';
import { MINING_MESSAGES } from '../../src/components/contracts/mining';
import { money } from '../../src/money';
import {
  createTestDatabase,
  creditCiao,
  jsonOf,
  postJson,
  queryRows,
  signedInAccount,
  startTestServer,
  testClock,
  useTestServer,
} from '../support/test-server';
import type { TestServer } from '../support/test-server';

const HOUR = 3_600_000;

async function getJson<T>(server: { url: string }, path: string, cookie: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.url}${path}`, { headers: { cookie } });
  return { status: response.status, body: (await response.json()) as T };
}

const startContract = (
  server: { url: string },
  user: { id: string; cookie: string },
  body: unknown = { duration: 1, miningRate: '1' },
) => postJson(`${server.url}/api/user/${user.id}/contracts`, body, { cookie: user.cookie });

const ledgerOf = (server: TestServer, userId: string) =>
  queryRows<{ kind: string; amount_ciao: string; contract_id: string | null }>(
    server,
    'SELECT kind, amount_ciao, contract_id FROM ledger_entries WHERE user_id = $1 ORDER BY id',
    [userId],
  );

describe('reward arithmetic', () => {
  it.each([
    [
      '0.00000034',
      [
        '123529.4117647058',
        '102941.1764705882',
        '82352.9411764705',
        '61764.7058823529',
        '41176.4705882352',
        '20588.2352941176',
      ],
    ],
    [
      '0.0000034747',
      [
        '12087.3744495927',
        '10072.8120413273',
        '8058.2496330618',
        '6043.6872247963',
        '4029.1248165309',
        '2014.5624082654',
      ],
    ],
  ])(
    'at %s USD per $CIAO, each duration earns its USD value less 30 %%, in $CIAO, to 10 decimals rounded down',
    (price, rewards) => {
      expect(MINING_HOURS.map((hours) => expectedReward(hours, money(price)).toFixed(10))).toEqual(rewards);
    },
  );

  it('refuses a duration the spec does not offer', () => {
    expect(() => expectedReward(2, money('0.00000034'))).toThrow(/no mining duration/);
  });
});

describe('mining contracts', () => {
  const clock = testClock();
  const server = useTestServer({ clock });

  it('when a user starts a 1 h contract, then it is active with the server-computed reward, counts down, completes after an hour and is credited once', async () => {
    const ann = await signedInAccount(server, 'ann.mining@example.com');
    const price = (await getJson<Price>(server, '/api/price/ciao', ann.cookie)).body;

    const started = await startContract(server, ann, { duration: 1, miningRate: '999999999' });
    expect(started.status).toBe(201);
    const contract = await jsonOf<Contract>(started);
    const reward = expectedReward(1, money(String(price.price))).toFixed();
    expect(contract).toEqual({
      id: expect.any(String),
      status: 'active',
      startTime: clock.now().toISOString(),
      duration: 1,
      expectedReward: reward,
      actualReward: null,
    });

    expect((await getJson<Contract[]>(server, `/api/user/${ann.id}/contracts/active`, ann.cookie)).body).toEqual([
      contract,
    ]);
    expect((await getJson<Stats>(server, `/api/user/${ann.id}/stats`, ann.cookie)).body).toEqual({
      totalMined: '0',
      miningRate: money(reward).toDecimalPlaces(10, 1).toFixed(),
      pendingRewards: '0',
      activeContracts: 1,
    });

    clock.advance(15 * 60_000);
    expect(
      (await getJson<ContractProgress>(server, `/api/contracts/${contract.id}/progress`, ann.cookie)).body,
    ).toEqual({
      progress: 25,
      currentReward: money(reward).div(4).toDecimalPlaces(10, 1).toFixed(),
      timeRemaining: 45 * 60_000,
    });

    clock.advance(46 * 60_000);
    expect(
      (await getJson<ContractProgress>(server, `/api/contracts/${contract.id}/progress`, ann.cookie)).body,
    ).toEqual({
      progress: 100,
      currentReward: reward,
      timeRemaining: 0,
    });
    expect((await getJson<Contract[]>(server, `/api/user/${ann.id}/contracts/active`, ann.cookie)).body).toEqual([]);
    expect(
      (await getJson<{ pendingRewards: string }>(server, `/api/user/${ann.id}/rewards/pending`, ann.cookie)).body,
    ).toEqual({ pendingRewards: reward });
    expect((await getJson<Stats>(server, `/api/user/${ann.id}/stats`, ann.cookie)).body).toEqual({
      totalMined: reward,
      miningRate: '0',
      pendingRewards: reward,
      activeContracts: 0,
    });
    expect(
      (await getJson<{ totalClaimed: string }>(server, `/api/user/${ann.id}/claims/total`, ann.cookie)).body,
    ).toEqual({ totalClaimed: '0' });
    const history = (await getJson<ContractHistory>(server, `/api/user/${ann.id}/contracts/history`, ann.cookie)).body;
    expect(history).toEqual({
      contracts: [{ ...contract, status: 'completed', actualReward: reward }],
      nextCursor: null,
    });
    expect(await ledgerOf(server, ann.id)).toEqual([
      { kind: 'contract_reward', amount_ciao: money(reward).toFixed(10), contract_id: contract.id },
    ]);
  });

  it('when 20 starts arrive at once for one user, then exactly one contract exists and the others get 409 with the spec text', async () => {
    const bob = await signedInAccount(server, 'bob.mining@example.com');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => startContract(server, bob, { duration: 9, miningRate: '5' })),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    const refusals = await Promise.all(
      responses.filter((r) => r.status === 409).map((r) => jsonOf<{ message: string }>(r)),
    );
    expect(new Set(refusals.map((r) => r.message))).toEqual(new Set([MINING_MESSAGES.alreadyActive]));
    expect(await queryRows(server, 'SELECT id FROM contracts WHERE user_id = $1', [bob.id])).toHaveLength(1);
  });

  it('when the pending credits are worth more than $5.00, then a start is refused with the spec text and nothing is created', async () => {
    const cai = await signedInAccount(server, 'cai.mining@example.com');
    const { price } = (await getJson<Price>(server, '/api/price/ciao', cai.cookie)).body;
    await creditCiao(server, cai.id, money('5.01').div(String(price)).toDecimalPlaces(10).toFixed());

    const response = await startContract(server, cai);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: MINING_MESSAGES.overLimit });
    expect(await queryRows(server, 'SELECT id FROM contracts WHERE user_id = $1', [cai.id])).toEqual([]);
  });

  it("when a user asks for another user's data, then per-user routes answer 403 and another user's contract progress 404", async () => {
    const dan = await signedInAccount(server, 'dan.mining@example.com');
    const eve = await signedInAccount(server, 'eve.mining@example.com');
    const eveContract = await jsonOf<Contract>(await startContract(server, eve));

    for (const path of ['stats', 'contracts/active', 'contracts/history', 'rewards/pending', 'claims/total']) {
      expect((await getJson(server, `/api/user/${eve.id}/${path}`, dan.cookie)).status).toBe(403);
    }
    expect((await startContract(server, { id: eve.id, cookie: dan.cookie })).status).toBe(403);
    expect((await getJson(server, `/api/contracts/${eveContract.id}/progress`, dan.cookie)).status).toBe(404);
    expect((await getJson(server, '/api/contracts/not-a-uuid/progress', dan.cookie)).status).toBe(404);
    expect(await queryRows(server, 'SELECT id FROM contracts WHERE user_id = $1', [dan.id])).toEqual([]);
  });

  it("when a user sends another method to another user's polled path, then 403 as for a GET; anonymous, 401", async () => {
    // The polls have a router of their own (http/polled-routes.ts); its automatic OPTIONS answer must not come first.
    const gil = await signedInAccount(server, 'gil.polled@example.com');
    const hal = await signedInAccount(server, 'hal.polled@example.com');
    for (const path of ['stats', 'contracts/active', 'rewards/pending', 'claims/total', 'store-credit/eligibility']) {
      for (const method of ['OPTIONS', 'DELETE', 'HEAD']) {
        const url = `${server.url}/api/user/${hal.id}/${path}`;
        expect({
          path,
          method,
          status: (await fetch(url, { method, headers: { cookie: gil.cookie } })).status,
        }).toEqual({ path, method, status: 403 });
        expect({ path, method, status: (await fetch(url, { method })).status }).toEqual({ path, method, status: 401 });
      }
    }
  });

  it('when anonymous, then every mining route answers 401', async () => {
    const eve = await signedInAccount(server, 'eve2.mining@example.com');
    expect((await fetch(`${server.url}/api/user/${eve.id}/stats`)).status).toBe(401);
    expect(
      (await postJson(`${server.url}/api/user/${eve.id}/contracts`, { duration: 1, miningRate: '1' })).status,
    ).toBe(401);
    expect((await fetch(`${server.url}/api/contracts/${eve.id}/progress`)).status).toBe(401);
  });

  it.each([
    ['a duration the spec does not offer', { duration: 2, miningRate: '1' }, 'duration'],
    ['a duration as text', { duration: '1', miningRate: '1' }, 'duration'],
    ['a float mining rate', { duration: 1, miningRate: 1.5 }, 'miningRate'],
    ['a zero mining rate', { duration: 1, miningRate: '0' }, 'miningRate'],
    ['a missing mining rate', { duration: 1 }, 'miningRate'],
    ['an unknown field', { duration: 1, miningRate: '1', reward: '1000000' }, 'reward'],
  ])('when the start request has %s, then 400 names the field and nothing is created', async (_case, body, field) => {
    const fay = await signedInAccount(server, `fay.${field}.${Math.random().toString(36).slice(2)}@example.com`);
    const response = await startContract(server, fay, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Invalid request', fields: { [field]: expect.any(String) } });
    expect(await queryRows(server, 'SELECT id FROM contracts WHERE user_id = $1', [fay.id])).toEqual([]);
  });

  it('when the start body is not JSON, then 400 and nothing is created', async () => {
    const gus = await signedInAccount(server, 'gus.mining@example.com');
    const response = await startContract(server, gus, '{"duration": 1,');
    expect(response.status).toBe(400);
    expect(await queryRows(server, 'SELECT id FROM contracts WHERE user_id = $1', [gus.id])).toEqual([]);
  });

  it('when the history is longer than a page, then it is newest first and the cursor walks it without repeats', async () => {
    const hal = await signedInAccount(server, 'hal.mining@example.com');
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      ids.push((await jsonOf<Contract>(await startContract(server, hal))).id);
      clock.advance(HOUR + 1);
      await getJson(server, `/api/user/${hal.id}/contracts/active`, hal.cookie);
    }
    const first = (await getJson<ContractHistory>(server, `/api/user/${hal.id}/contracts/history?limit=3`, hal.cookie))
      .body;
    expect(first.contracts.map((c) => c.id)).toEqual(ids.slice(2).reverse());
    const second = (
      await getJson<ContractHistory>(
        server,
        `/api/user/${hal.id}/contracts/history?limit=3&cursor=${first.nextCursor}`,
        hal.cookie,
      )
    ).body;
    expect(second).toEqual({
      contracts: [expect.objectContaining({ id: ids[1] }), expect.objectContaining({ id: ids[0] })],
      nextCursor: null,
    });

    expect((await getJson(server, `/api/user/${hal.id}/contracts/history?cursor=garbage`, hal.cookie)).status).toBe(
      400,
    );
    expect((await getJson(server, `/api/user/${hal.id}/contracts/history?limit=0`, hal.cookie)).status).toBe(400);
    expect((await getJson(server, `/api/user/${hal.id}/contracts/history?sort=asc`, hal.cookie)).status).toBe(400);
  });
});

describe('completion exactly once', () => {
  it('when two API instances race to complete the same due contracts, then each is credited once', async () => {
    const clock = testClock();
    const databaseUrl = await createTestDatabase();
    const one = await startTestServer({ clock, databaseUrl });
    const two = await startTestServer({ clock, databaseUrl });
    try {
      const users = await Promise.all(
        ['a', 'b', 'c', 'd', 'e'].map((n) => signedInAccount(one, `${n}.race@example.com`)),
      );
      for (const user of users) expect((await startContract(one, user)).status).toBe(201);
      clock.advance(HOUR);

      // Polls on both instances, the progress endpoint and both sweeps, all at once: every reply is
      // checked (a refused or failed completion must not hide behind the ledger's unique index).
      const contracts = await queryRows<{ id: string; user_id: string }>(one, 'SELECT id, user_id FROM contracts');
      const owner = (c: { user_id: string }) => users.find((u) => u.id === c.user_id);
      const replies = await Promise.all([
        ...users.flatMap((u) => [
          getJson(one, `/api/user/${u.id}/contracts/active`, u.cookie),
          getJson(two, `/api/user/${u.id}/stats`, u.cookie),
        ]),
        ...contracts.map((c) => getJson(two, `/api/contracts/${c.id}/progress`, owner(c)?.cookie ?? '')),
        ...contracts.map((c) => getJson(one, `/api/contracts/${c.id}/progress`, owner(c)?.cookie ?? '')),
        // Another user's contract: 404 whoever asks first, never a completion by the wrong user.
        ...contracts.map((c) =>
          getJson(one, `/api/contracts/${c.id}/progress`, users.find((u) => u.id !== c.user_id)?.cookie ?? ''),
        ),
      ]);
      expect(replies.map((r) => r.status)).toEqual([
        ...Array<number>(4 * users.length).fill(200),
        ...Array<number>(users.length).fill(404),
      ]);
      for (const { body } of replies.slice(0, 2 * users.length)) {
        if (Array.isArray(body)) expect(body).toEqual([]);
        else expect(body).toMatchObject({ activeContracts: 0, miningRate: '0' });
      }
      for (const { body } of replies.slice(2 * users.length, 4 * users.length))
        expect(body).toMatchObject({ progress: 100, timeRemaining: 0 });
      const [rows] = await Promise.all([
        queryRows<{ contract_id: string; n: string }>(
          one,
          "SELECT contract_id, count(*) AS n FROM ledger_entries WHERE kind = 'contract_reward' GROUP BY contract_id",
        ),
      ]);
      expect(rows).toHaveLength(5);
      expect(rows.every((r) => Number(r.n) === 1)).toBe(true);
      expect(await queryRows(one, "SELECT id FROM contracts WHERE status <> 'completed'")).toEqual([]);
      const balances = await queryRows<{ ok: boolean }>(
        one,
        'SELECT b.pending_ciao = (SELECT sum(amount_ciao) FROM ledger_entries l WHERE l.user_id = b.user_id) AS ok FROM reward_balances b',
      );
      expect(balances).toEqual(Array(5).fill({ ok: true }));
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('when the API restarts between the start and the end, then the sweep of the new instance completes the contract once, without any poll', async () => {
    const clock = testClock();
    const databaseUrl = await createTestDatabase();
    const before = await startTestServer({ clock, databaseUrl });
    const ivy = await signedInAccount(before, 'ivy.restart@example.com');
    const contract = await jsonOf<Contract>(await startContract(before, ivy, { duration: 3, miningRate: '1' }));
    await before.close();

    clock.advance(3 * HOUR);
    const after = await startTestServer({ clock, databaseUrl, env: { SWEEP_INTERVAL_MS: '200' } });
    try {
      // Nobody polls: the new instance's sweep finds the due contract.
      const deadline = Date.now() + 10_000;
      let rows: { status: string }[] = [];
      while (Date.now() < deadline) {
        rows = await queryRows<{ status: string }>(after, 'SELECT status FROM contracts WHERE id = $1', [contract.id]);
        if (rows[0]?.status === 'completed') break;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(rows).toEqual([{ status: 'completed' }]);
      expect(await ledgerOf(after, ivy.id)).toEqual([
        { kind: 'contract_reward', amount_ciao: money(contract.expectedReward).toFixed(10), contract_id: contract.id },
      ]);
    } finally {
      await after.close();
    }
  }, 20_000);
});

describe('price', () => {
  it('serves a positive simulated price with consistent figures, the same to every caller within the cache time', async () => {
    const server = await startTestServer({ clock: testClock() });
    try {
      const first = await jsonOf<Price>(await fetch(`${server.url}/api/price/ciao`));
      const second = await jsonOf<Price>(await fetch(`${server.url}/api/price/ciao`));
      expect(second).toEqual(first);
      expect(first.price).toBeGreaterThan(0.0000002);
      expect(first.price).toBeLessThan(0.0000005);
      expect(first.marketCap).toBe(Math.round(first.price * 1e15));
      expect(first.volume24h).toBeGreaterThan(0);
      expect(Number.isFinite(first.change24h)).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('reads a configured DEX feed once per cache time, and serves the last good price when the feed fails', async () => {
    let reads = 0;
    let failing = false;
    const feed = createServer((_req, res) => {
      reads += 1;
      if (failing) {
        res.writeHead(502).end('bad gateway');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          pairs: [
            {
              priceUsd: '0.0000001',
              priceChange: { h24: 1 },
              marketCap: 1,
              volume: { h24: 1 },
              liquidity: { usd: 10 },
            },
            {
              priceUsd: '0.0000041234',
              priceChange: { h24: -3.5 },
              marketCap: 4_123_400_000,
              volume: { h24: 52_000_000 },
              liquidity: { usd: 900_000 },
            },
          ],
        }),
      );
    });
    await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
    const clock = testClock();
    const server = await startTestServer({
      clock,
      env: {
        PRICE_PROVIDER: 'dex',
        PRICE_FEED_URL: `http://127.0.0.1:${(feed.address() as AddressInfo).port}/tokens/ciao`,
      },
    });
    try {
      const expected = { price: 0.0000041234, change24h: -3.5, marketCap: 4_123_400_000, volume24h: 52_000_000 };
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          fetch(`${server.url}/api/price/ciao`).then(async (r) => ({ status: r.status, body: await jsonOf<Price>(r) })),
        ),
      );
      expect(answers).toEqual(Array(10).fill({ status: 200, body: expected }));
      expect(reads).toBe(1);

      failing = true;
      clock.advance(60_000);
      expect(await jsonOf<Price>(await fetch(`${server.url}/api/price/ciao`))).toEqual(expected);
      expect(reads).toBe(2);
    } finally {
      await server.close();
      feed.close();
    }
  });

  it('falls back to the simulated market when the feed never answered', async () => {
    const server = await startTestServer({
      clock: testClock(),
      env: { PRICE_PROVIDER: 'dex', PRICE_FEED_URL: 'http://127.0.0.1:9/unreachable' },
    });
    try {
      const response = await fetch(`${server.url}/api/price/ciao`);
      expect(response.status).toBe(200);
      expect((await jsonOf<Price>(response)).price).toBeGreaterThan(0);
    } finally {
      await server.close();
    }
  });
});

describe('mining configuration', () => {
  it('refuses a time scale in production and a DEX provider without its URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', MINING_TIME_SCALE: '600' })).toThrow(/MINING_TIME_SCALE/);
    expect(() => loadConfig({ NODE_ENV: 'test', PRICE_PROVIDER: 'dex' })).toThrow(/PRICE_FEED_URL/);
    expect(loadConfig({ NODE_ENV: 'development', MINING_TIME_SCALE: '600' }).miningTimeScale).toBe(600);
    expect(loadConfig({}).miningTimeScale).toBe(1);
  });

  it('when a time scale is set, then a 1 h contract ends after 1 h / scale', async () => {
    const clock = testClock();
    const server = await startTestServer({ clock, env: { MINING_TIME_SCALE: '600' } });
    try {
      const jan = await signedInAccount(server, 'jan.scale@example.com');
      const contract = await jsonOf<Contract>(await startContract(server, jan));
      expect(
        (await getJson<ContractProgress>(server, `/api/contracts/${contract.id}/progress`, jan.cookie)).body
          .timeRemaining,
      ).toBe(6_000);
      clock.advance(6_000);
      expect((await getJson<Contract[]>(server, `/api/user/${jan.id}/contracts/active`, jan.cookie)).body).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
