import type { Options } from 'sequelize';
import { activityPageSchema } from '@ciao/contracts';
import type { ActivityEntry, ErrorBody, Stats, StoreCreditCode } from '@ciao/contracts';
import { createLedger } from '../../src/components/rewards/ledger';
import { createLedgerRepository } from '../../src/components/rewards/ledger-repository';
import { money } from '../../src/money';
import { accountRegistrar } from '../support/accounts';
import type { Account } from '../support/accounts';
import { ciaoFor, generate, getAs, userUrl } from '../support/store-credit';
import { TEST_PRICE } from '../support/fixed-price-feed';
import { creditCiao, jsonOf, postJson, queryRows, sendJson, testClock, useTestServer } from '../support/test-server';

const HOUR = 3_600_000;
/** Registration from chosen addresses (so referral bonuses are paid) without the per-address limits. */
const ENV = {
  TRUST_PROXY: 'loopback',
  RATE_LIMIT_REGISTER_IP: 'off',
  RATE_LIMIT_VERIFY_AGE_IP: 'off',
  RATE_LIMIT_REFERRAL_USE: 'off',
};

const clock = testClock();
const server = useTestServer({ clock, fixedPrice: true, env: ENV });

const { registered } = accountRegistrar('203.0.113', () => server, { verified: true });

async function page(account: Account, query = ''): Promise<Response> {
  return getAs(server, account, `/activity${query}`);
}

/** Every entry, following the cursors `limit` at a time, each page checked against the contract. */
async function wholeActivity(account: Account, limit: number): Promise<ActivityEntry[]> {
  const entries: ActivityEntry[] = [];
  let cursor: string | null = null;
  do {
    const response = await page(account, `?limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(response.status).toBe(200);
    const body = activityPageSchema.parse(await response.json());
    expect(body.entries.length).toBeLessThanOrEqual(limit);
    entries.push(...body.entries);
    cursor = body.nextCursor;
  } while (cursor);
  return entries;
}

const statsOf = async (account: Account) => jsonOf<Stats>(await getAs(server, account, '/stats'));
const sum = (amounts: string[]) => amounts.reduce((total, amount) => total.plus(amount), money(0));

async function mineOneHour(account: Account): Promise<void> {
  const started = await postJson(
    userUrl(server, account, '/contracts'),
    { duration: 1, miningRate: '1' },
    { cookie: account.cookie },
  );
  expect(started.status).toBe(201);
  clock.advance(HOUR + 60_000);
  // The dashboard's poll completes it.
  expect(await jsonOf<unknown[]>(await getAs(server, account, '/contracts/active'))).toEqual([]);
}

async function useReferralCode(invitee: Account, referrer: Account): Promise<void> {
  const { code } = await jsonOf<{ code: string }>(
    await fetch(`${server.url}/api/referral/my-code`, { headers: { cookie: referrer.cookie } }),
  );
  expect((await postJson(`${server.url}/api/referral/use-code`, { code }, { cookie: invitee.cookie })).status).toBe(
    200,
  );
}

describe('GET /api/user/{id}/activity', () => {
  it('when a user mined, got a referral bonus and redeemed, then the list is their ledger newest first, signed, valued then, and sums to the balance the dashboard shows', async () => {
    const [rita, ian] = [await registered('Rita'), await registered('Ian')];
    await useReferralCode(ian, rita);
    await mineOneHour(ian); // Ian's first simulation: its reward, and $5 of referral bonus for each of them
    const redeemed = await generate(server, ian);
    expect(redeemed.status).toBe(201);
    const code = await jsonOf<StoreCreditCode>(redeemed);
    await mineOneHour(ian);
    await mineOneHour(rita);

    const ianEntries = await wholeActivity(ian, 2);
    expect(ianEntries.map((e) => e.kind)).toEqual(['mining_reward', 'redeemed', 'referral_bonus', 'mining_reward']);
    const [secondReward, redeem, bonus, firstReward] = ianEntries as [
      ActivityEntry,
      ActivityEntry,
      ActivityEntry,
      ActivityEntry,
    ];
    // $5.00 of the bonus went into the code: a debit, worth -$5 at the price of that moment.
    expect(redeem).toMatchObject({
      amountCiao: `-${ciaoFor('5')}`,
      amountUsd: '-5',
      code: { id: code.id, code: code.code },
      contract: null,
    });
    expect(bonus).toMatchObject({ amountCiao: ciaoFor('5'), amountUsd: '5', code: null, contract: null });
    // A 1 h simulation earns $0.06 less the 30 % fee.
    for (const reward of [firstReward, secondReward]) {
      expect(reward).toMatchObject({
        amountCiao: ciaoFor('0.042'),
        amountUsd: '0.042',
        contract: { id: expect.any(String), duration: 1 },
        code: null,
      });
    }
    expect(firstReward.contract?.id).not.toBe(secondReward.contract?.id);
    expect(ianEntries.map((e) => Date.parse(e.createdAt))).toEqual(
      ianEntries.map((e) => Date.parse(e.createdAt)).sort((a, b) => b - a),
    );

    // THE INVARIANT: the balance on the dashboard (Pending) is the sum of the list; Total Credits the sum of its credits.
    for (const account of [ian, rita]) {
      const entries = await wholeActivity(account, 3);
      const stats = await statsOf(account);
      expect(sum(entries.map((e) => e.amountCiao)).toFixed()).toBe(money(stats.pendingRewards).toFixed());
      expect(sum(entries.filter((e) => !e.amountCiao.startsWith('-')).map((e) => e.amountCiao)).toFixed()).toBe(
        money(stats.totalMined).toFixed(),
      );
      expect(sum(entries.map((e) => e.amountUsd ?? '0')).toFixed()).toBe(
        money(stats.pendingRewards).times(TEST_PRICE).toFixed(),
      );
    }
    expect((await wholeActivity(rita, 10)).map((e) => e.kind)).toEqual(['mining_reward', 'referral_bonus']);
  });

  it('when an account is deleted, then its balance is forfeited by an entry valued at that moment, and its ledger sums to nothing', async () => {
    const zoe = await registered('Zoe');
    await mineOneHour(zoe);
    expect((await sendJson('DELETE', `${server.url}/api/user/profile`, undefined, { cookie: zoe.cookie })).status).toBe(
      200,
    );
    const rows = await queryRows<{ kind: string; amount_ciao: string; price_usd: string }>(
      server,
      'SELECT kind, amount_ciao, price_usd FROM ledger_entries WHERE user_id = $1 ORDER BY id',
      [zoe.id],
    );
    expect(rows.map((r) => [r.kind, money(r.amount_ciao).toFixed(), money(r.price_usd).toFixed()])).toEqual([
      ['contract_reward', ciaoFor('0.042'), TEST_PRICE],
      ['forfeit', `-${ciaoFor('0.042')}`, TEST_PRICE],
    ]);
  });

  it('when an entry was made before prices were recorded, then its USD value is null', async () => {
    const old = await registered('Olga');
    await creditCiao(server, old.id, '123.5'); // written as the ledger wrote entries before migration 0013: no price
    const { entries } = activityPageSchema.parse(await (await page(old)).json());
    expect(entries).toEqual([
      expect.objectContaining({ kind: 'referral_bonus', amountCiao: '123.5', amountUsd: null }),
    ]);
  });

  it('when the user has no activity, then the list is empty and has no next page', async () => {
    const newcomer = await registered('Nia');
    expect(await jsonOf(await page(newcomer))).toEqual({ entries: [], nextCursor: null });
  });

  it("when asking for another user's activity, then 403 and nothing of theirs; anonymous, 401", async () => {
    const [ann, bob] = [await registered('Ann'), await registered('Bob')];
    await creditCiao(server, bob.id, '1');
    const refused = await getAs(server, { id: bob.id, cookie: ann.cookie }, '/activity');
    expect(refused.status).toBe(403);
    expect(await jsonOf<ErrorBody>(refused)).toEqual({ message: 'You can only access your own account' });
    expect((await fetch(userUrl(server, bob, '/activity'))).status).toBe(401);
  });

  it.each([
    ['a cursor the API did not make', '?cursor=bm9wZQ', { cursor: 'Invalid cursor' }],
    [
      'a cursor of another kind of page',
      `?cursor=${Buffer.from(JSON.stringify(['2026-01-01T00:00:00.000Z', '00000000-0000-0000-0000-000000000000'])).toString('base64url')}`,
      { cursor: 'Invalid cursor' },
    ],
    ['a limit of 0', '?limit=0', { limit: expect.any(String) }],
    ['a limit over 100', '?limit=101', { limit: expect.any(String) }],
    ['an unknown parameter', '?kind=redeemed', { kind: 'Unknown field' }],
  ])('when the query has %s, then 400 naming it', async (_name, query, fields) => {
    const user = await registered('Quinn');
    const response = await page(user, query);
    expect(response.status).toBe(400);
    expect(await jsonOf<ErrorBody>(response)).toEqual({ message: 'Invalid request', fields });
  });
});

describe('a page of activity on a long ledger', () => {
  it('is one backward range of the (user_id, id) index, whatever the length of the history', async () => {
    // 100,000 entries over 100 accounts (forfeits need no other rows), then a page of one of them.
    // The accounts take turns, as they do over time, so each history is spread over the whole id range:
    // laid out one account after another, a page could as well be a short walk of the primary key,
    // and the planner, choosing between two cheap plans, would say nothing about this index.
    const users = await queryRows<{ id: string }>(
      server,
      "INSERT INTO users (email, name) SELECT 'ledger-' || n || '@example.com', 'Seed' FROM generate_series(1, 100) n RETURNING id",
    );
    await queryRows(
      server,
      "INSERT INTO ledger_entries (user_id, kind, amount_ciao, price_usd, created_at) SELECT u.id, 'forfeit', -1, 0.000001, now() FROM generate_series(1, 1000) n CROSS JOIN unnest($1::uuid[]) WITH ORDINALITY u(id, turn) ORDER BY n, u.turn RETURNING 1",
      [users.map((u) => u.id)],
    );
    await queryRows(server, 'ANALYZE ledger_entries');
    const sql: string[] = [];
    const { sequelize } = server.database;
    // The statements exactly as the ledger sends them: Sequelize's logger, for the two reads only.
    const { options } = sequelize as unknown as { options: Options };
    const logging = options.logging;
    options.logging = (statement: string) => sql.push(statement.replace(/^Executing \(\w+\): /, ''));
    try {
      const ledger = createLedger({ repository: createLedgerRepository({ sequelize }) });
      const first = await ledger.entriesOf(users[7]!.id, { limit: 21 });
      await ledger.entriesOf(users[7]!.id, { limit: 21, beforeId: first.at(-1)!.id });
    } finally {
      options.logging = logging;
    }
    expect(sql).toHaveLength(2);
    for (const statement of sql) {
      const plan = (await queryRows<{ 'QUERY PLAN': string }>(server, `EXPLAIN ${statement}`))
        .map((row) => row['QUERY PLAN'])
        .join('\n');
      expect(plan).toMatch(/Index Scan Backward using ledger_entries_user_idx/);
      expect(plan).not.toMatch(/Seq Scan|Sort/);
    }
  });
});
