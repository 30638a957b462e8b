import type { Contract, ContractProgress, Price, StoreCreditCode } from '@ciao/contracts';
import { STORE_CREDIT_MESSAGES } from '../../src/components/store-credit/store-credit';
import { money } from '../../src/money';
import {
  creditCiao,
  jsonOf,
  postJson,
  queryRows,
  signedInAccount,
  testClock,
  useTestServer,
} from '../support/test-server';
import type { TestServer } from '../support/test-server';
import { LOCK_WAITERS_SQL, reply, sideConnection, statusCounts } from '../support/instances';
import { eventually } from '../support/waiting';

/**
 * Money races across two API instances on one PostgreSQL (docs/mining.md, docs/store-credit.md):
 * every reply is checked (exactly one success, the others the documented 4xx, never a 5xx), then
 * the books. Proved to bite with `node scripts/bite.mjs` (docs/testing.md).
 */
const HOUR = 3_600_000;
type User = { id: string; cookie: string };

const get = (server: { url: string }, user: User, path: string) =>
  reply(fetch(`${server.url}${path}`, { headers: { cookie: user.cookie } }));

async function booksOf(server: TestServer, userId: string) {
  const [balance] = await queryRows<{ pending: string; ledger: string }>(
    server,
    `SELECT b.pending_ciao::text AS pending, (SELECT coalesce(sum(amount_ciao), 0)::text FROM ledger_entries l WHERE l.user_id = b.user_id) AS ledger
     FROM reward_balances b WHERE b.user_id = $1`,
    [userId],
  );
  return balance;
}

describe('a contract completes exactly once across two instances', () => {
  const clock = testClock();
  // Both sweeps run often too: they race the polls for the due contract.
  const one = useTestServer({ clock, env: { SWEEP_INTERVAL_MS: '100' } });
  const two = useTestServer({ clock, env: { SWEEP_INTERVAL_MS: '100' }, databaseOf: one });

  async function startedContract(email: string): Promise<{ user: User; contract: Contract }> {
    const user = await signedInAccount(one, email);
    const started = await postJson(
      `${one.url}/api/user/${user.id}/contracts`,
      { duration: 1, miningRate: '1' },
      { cookie: user.cookie },
    );
    expect(started.status).toBe(201);
    const contract = await jsonOf<Contract>(started);
    // Both instances have the running contract in their caches.
    for (const server of [one, two])
      await eventually(async () =>
        expect((await get(server, user, `/api/user/${user.id}/contracts/active`)).body).toHaveLength(1),
      );
    return { user, contract };
  }

  /** The polls a dashboard makes, on both instances, all at once: each may meet the due contract first. */
  const pollsOnBoth = (user: User, contract: Contract, each = 2) =>
    [one, two].flatMap((server) =>
      Array.from({ length: each }, () => [
        get(server, user, `/api/user/${user.id}/contracts/active`),
        get(server, user, `/api/user/${user.id}/stats`),
        get(server, user, `/api/user/${user.id}/rewards/pending`),
        get(server, user, `/api/contracts/${contract.id}/progress`),
        get(server, user, `/api/user/${user.id}/store-credit/eligibility`),
      ]).flat(),
    );

  it('when polls on both instances (and both sweeps) meet the due contract at once, then every reply is 200 and it is credited once', async () => {
    const { user, contract } = await startedContract('due.race@example.com');
    clock.advance(HOUR);

    const replies = await Promise.all(pollsOnBoth(user, contract, 3));
    expect(statusCounts(replies)).toEqual({ 200: replies.length });
    for (const r of replies) {
      // After the race every answer already sees the contract completed.
      if (Array.isArray(r.body)) expect(r.body).toEqual([]);
      if ((r.body as ContractProgress).progress !== undefined)
        expect(r.body).toMatchObject({ progress: 100, timeRemaining: 0 });
    }

    expect(
      await queryRows(
        one,
        'SELECT kind, amount_ciao::text AS amount, contract_id FROM ledger_entries WHERE user_id = $1',
        [user.id],
      ),
    ).toEqual([
      { kind: 'contract_reward', amount: money(contract.expectedReward).toFixed(10), contract_id: contract.id },
    ]);
    expect(await queryRows(one, 'SELECT status FROM contracts WHERE id = $1', [contract.id])).toEqual([
      { status: 'completed' },
    ]);
    const books = await booksOf(one, user.id);
    expect(books?.pending).toBe(books?.ledger);
    for (const server of [one, two]) {
      await eventually(async () =>
        expect((await get(server, user, `/api/user/${user.id}/rewards/pending`)).body).toEqual({
          pendingRewards: contract.expectedReward,
        }),
      );
    }
  });

  it('when the polls are queued on the contract row while another transaction completes and claims it, then none of them completes it again', async () => {
    const { user, contract } = await startedContract('queued.race@example.com');

    // Another instance's completion (and the redeem that claimed it), holding the user's balance and
    // the contract row, in the API's lock order, from before the due moment (else a sweep could
    // complete it first).
    const side = await sideConnection(one.database.url);
    const held = await side.sequelize.transaction();
    try {
      await side.sequelize.query('INSERT INTO reward_balances (user_id) VALUES ($1) ON CONFLICT DO NOTHING', {
        bind: [user.id],
        transaction: held,
      });
      await side.sequelize.query('SELECT user_id FROM reward_balances WHERE user_id = $1 FOR UPDATE', {
        bind: [user.id],
        transaction: held,
      });
      await side.sequelize.query('SELECT id FROM contracts WHERE id = $1 FOR UPDATE', {
        bind: [contract.id],
        transaction: held,
      });
      clock.advance(HOUR);
      const polls = pollsOnBoth(user, contract, 1);
      // Every poll read the contract as active and due, and now waits for its locks: a real race.
      await eventually(async () =>
        expect((await side.rows<{ n: number }>(LOCK_WAITERS_SQL))[0]?.n).toBeGreaterThanOrEqual(6),
      );

      await side.sequelize.query(
        "UPDATE contracts SET status = 'claimed', actual_reward = expected_reward, completed_at = ends_at, claimed_at = $2 WHERE id = $1",
        { bind: [contract.id, clock.now()], transaction: held },
      );
      await side.sequelize.query(
        "INSERT INTO ledger_entries (user_id, kind, amount_ciao, contract_id, created_at) VALUES ($1, 'contract_reward', $2, $3, $4)",
        { bind: [user.id, contract.expectedReward, contract.id, clock.now()], transaction: held },
      );
      await side.sequelize.query(
        'UPDATE reward_balances SET pending_ciao = pending_ciao + $2, total_earned_ciao = total_earned_ciao + $2 WHERE user_id = $1',
        {
          bind: [user.id, contract.expectedReward],
          transaction: held,
        },
      );
      await held.commit();

      const replies = await Promise.all(polls);
      expect(statusCounts(replies)).toEqual({ 200: replies.length });
      for (const r of replies) if (Array.isArray(r.body)) expect(r.body).toEqual([]);
    } finally {
      if (!(held as unknown as { finished?: string }).finished) await held.rollback().catch(() => {});
      await side.close();
    }

    // The guarded update found the row no longer active: the claim stands, one reward, the books balance.
    expect(await queryRows(one, 'SELECT status FROM contracts WHERE id = $1', [contract.id])).toEqual([
      { status: 'claimed' },
    ]);
    expect(
      await queryRows(one, 'SELECT count(*)::int AS n FROM ledger_entries WHERE contract_id = $1', [contract.id]),
    ).toEqual([{ n: 1 }]);
    const books = await booksOf(one, user.id);
    expect(books?.pending).toBe(books?.ledger);
  });
});

describe('a redeem race across two instances', () => {
  const clock = testClock();
  const one = useTestServer({ clock });
  const two = useTestServer({ clock, databaseOf: one });

  it('when 20 generate and claim requests for one user arrive at both instances at once, then exactly one code and one debit; the others 409, never a 5xx', async () => {
    const user = await signedInAccount(one, 'redeem.race@example.com');
    // About $4 at the simulated market's price of the moment (both instances quote the same: same clock, same seed).
    const { price } = await jsonOf<Price>(await fetch(`${one.url}/api/price/ciao`));
    await creditCiao(one, user.id, money('4').div(String(price)).toDecimalPlaces(10).toFixed());
    for (const server of [one, two])
      expect((await get(server, user, `/api/user/${user.id}/store-credit/eligibility`)).body).toMatchObject({
        eligible: true,
      });

    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        reply(
          postJson(
            `${(i % 2 === 0 ? one : two).url}/api/user/${user.id}/${i % 4 < 2 ? 'store-credit/generate' : 'rewards/claim'}`,
            {},
            { cookie: user.cookie },
          ),
        ),
      ),
    );
    expect(statusCounts(replies)).toEqual({ 201: 1, 409: 19 });
    for (const r of replies.filter((x) => x.status === 409))
      expect(r.body).toEqual({ message: STORE_CREDIT_MESSAGES.belowMinimum });
    const code = replies.find((r) => r.status === 201)?.body as StoreCreditCode;

    const codes = await queryRows<{ id: string; amount_ciao: string }>(
      one,
      'SELECT id, amount_ciao::text FROM store_credit_codes WHERE user_id = $1',
      [user.id],
    );
    expect(codes).toEqual([{ id: code.id, amount_ciao: expect.any(String) }]);
    expect(
      await queryRows(
        one,
        "SELECT store_credit_code_id, (-amount_ciao)::text AS amount FROM ledger_entries WHERE user_id = $1 AND kind = 'store_credit'",
        [user.id],
      ),
    ).toEqual([{ store_credit_code_id: code.id, amount: codes[0]?.amount_ciao }]);
    expect(await queryRows(one, 'SELECT action_type FROM voucher_logs WHERE user_id = $1', [user.id])).toEqual([
      { action_type: 'generated' },
    ]);
    const books = await booksOf(one, user.id);
    expect(books?.pending).toBe(books?.ledger);
  });
});
