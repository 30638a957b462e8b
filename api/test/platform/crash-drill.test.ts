import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import type { Transaction } from 'sequelize';
import { seedUsers } from '../../bench/seed';
import type { BenchUser } from '../../bench/seed';
import { forTestServer, sideConnection } from '../support/instances';
import { createTestDatabase } from '../support/test-server';
import { eventually, freePort, waitForOk } from '../support/waiting';

/**
 * Fault drill (issue #10, docs/performance.md): the API process is killed with SIGKILL in the middle
 * of a burst of generate requests, three times on one database. Each round proves that a redeem
 * transaction was open, with its writes made, at the moment of the kill (one user's redeem is held
 * on a row lock a side connection keeps, so the kill always cuts a transaction, not only requests),
 * that PostgreSQL rolled it back, and that the books balance per user: each balance equals the sum
 * of that user's ledger entries, each code has exactly its one debit, no debit lacks its code, and
 * every 201 the client was told is a stored code.
 */
const ROUNDS = 3;
const USERS_PER_ROUND = 40;
const CREDIT = '12000000'; // about $4 at any price of the simulated market
const api = path.join(__dirname, '..', '..');

function startApi(databaseUrl: string, port: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: api,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
}

type Reply = { status: number; codeId?: string };

it(`when the API is SIGKILLed during a burst of generate requests (${ROUNDS} rounds), then an open redeem transaction is rolled back and every user's books balance`, async () => {
  const databaseUrl = await createTestDatabase();
  const side = await sideConnection(databaseUrl);
  let child: ChildProcess | undefined;
  let held: Transaction | undefined;
  try {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const port = await freePort();
      child = startApi(databaseUrl, port);
      const baseUrl = `http://127.0.0.1:${port}`;
      await waitForOk(`${baseUrl}/api/ready`);

      const users = (await seedUsers(databaseUrl, { prefix: `crash${round}`, count: USERS_PER_ROUND, history: 0 })).map(
        forTestServer,
      );
      const ids = users.map((u) => u.id);
      // Each user: one completed contract whose reward is the whole pending balance.
      await side.rows(
        "UPDATE contracts SET status = 'completed', completed_at = ends_at, actual_reward = $2 WHERE status = 'active' AND user_id = ANY($1::uuid[]) RETURNING id",
        [ids, CREDIT],
      );
      await side.rows(
        'UPDATE reward_balances SET pending_ciao = $2, total_earned_ciao = $2 WHERE user_id = ANY($1::uuid[]) RETURNING user_id',
        [ids, CREDIT],
      );
      await side.rows(
        "INSERT INTO ledger_entries (user_id, kind, amount_ciao, contract_id, created_at) SELECT user_id, 'contract_reward', $2, id, now() FROM contracts WHERE user_id = ANY($1::uuid[]) RETURNING id",
        [ids, CREDIT],
      );

      // The hostage: its redeem will wait, mid-transaction, for its contract row (claimed after the code and the debit are written).
      const hostage = users[0] as BenchUser;
      held = await side.sequelize.transaction();
      await side.sequelize.query('SELECT id FROM contracts WHERE user_id = $1 FOR UPDATE', {
        bind: [hostage.id],
        transaction: held,
      });

      let firstIssued: () => void = () => {};
      const issuedOne = new Promise<void>((resolve) => (firstIssued = resolve));
      const burst = users.flatMap((user) =>
        Array.from({ length: 3 }, () =>
          fetch(`${baseUrl}/api/user/${user.id}/store-credit/generate`, {
            method: 'POST',
            headers: { cookie: user.cookie },
          }).then(
            async (r): Promise<Reply & { userId: string }> => {
              const body = (await r.json().catch(() => ({}))) as { id?: string };
              if (r.status === 201) firstIssued();
              return { userId: user.id, status: r.status, ...(body.id ? { codeId: body.id } : {}) };
            },
            (): Reply & { userId: string } => ({ userId: user.id, status: 0 }), // cut by the kill
          ),
        ),
      );

      // An API backend inside a redeem transaction that has written (it has a transaction id) and
      // holds the hostage's balance row, waiting on the side connection's lock: it is open now.
      type Open = { pid: number; xid: string; relations: string[] };
      let open: Open[] = [];
      await issuedOne;
      await eventually(async () => {
        open = await side.rows<Open>(
          `SELECT a.pid, a.backend_xid::text AS xid, array_agg(DISTINCT l.relation::regclass::text) AS relations
           FROM pg_stat_activity a JOIN pg_locks l ON l.pid = a.pid AND l.relation IS NOT NULL
           WHERE a.datname = current_database() AND a.application_name = 'ciao-api' AND a.backend_xid IS NOT NULL
             AND pg_backend_pid() <> a.pid AND a.wait_event_type = 'Lock'
           GROUP BY a.pid, a.backend_xid::text`,
        );
        expect(
          open.filter((o) => o.relations.includes('reward_balances') && o.relations.includes('store_credit_codes'))
            .length,
        ).toBeGreaterThan(0);
      });
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
      const replies = await Promise.all(burst);
      await held.rollback();
      held = undefined;

      // Cut requests, never a 5xx among those answered.
      expect(replies.filter((r) => r.status === 0).length).toBeGreaterThan(0);
      expect(replies.filter((r) => r.status !== 0 && r.status !== 201 && r.status !== 409)).toEqual([]);

      // PostgreSQL notices the dead client and rolls back what it left open.
      await eventually(async () =>
        expect(
          await side.rows(
            "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'ciao-api'",
          ),
        ).toEqual([]),
      );
      const writers = open.filter((o) => o.relations.includes('store_credit_codes'));
      expect(
        await side.rows<{ status: string }>('SELECT pg_xact_status(x::xid8) AS status FROM unnest($1::text[]) AS x', [
          writers.map((o) => o.xid),
        ]),
      ).toEqual(writers.map(() => ({ status: 'aborted' })));

      // The books, everyone: balance = sum of the ledger; each code exactly its one debit; no debit without its code.
      expect(
        await side.rows(
          `SELECT b.user_id FROM reward_balances b
           WHERE b.pending_ciao <> (SELECT coalesce(sum(l.amount_ciao), 0) FROM ledger_entries l WHERE l.user_id = b.user_id)
              OR b.total_claimed_ciao <> (SELECT coalesce(-sum(l.amount_ciao), 0) FROM ledger_entries l WHERE l.user_id = b.user_id AND l.kind = 'store_credit')`,
        ),
      ).toEqual([]);
      expect(
        await side.rows(
          `SELECT c.id FROM store_credit_codes c
           WHERE (SELECT count(*) FROM ledger_entries l WHERE l.store_credit_code_id = c.id AND l.kind = 'store_credit' AND l.amount_ciao = -c.amount_ciao AND l.user_id = c.user_id) <> 1`,
        ),
      ).toEqual([]);
      expect(
        await side.rows(
          "SELECT id FROM ledger_entries WHERE kind = 'store_credit' AND (store_credit_code_id IS NULL OR store_credit_code_id NOT IN (SELECT id FROM store_credit_codes))",
        ),
      ).toEqual([]);

      // Each user of the round: at most one code; what it debited is what left the balance; what the client was told is stored.
      const perUser = await side.rows<{
        user_id: string;
        codes: string[];
        pending: string;
        claimed: string;
        debited: string;
      }>(
        `SELECT b.user_id, coalesce((SELECT array_agg(c.id::text) FROM store_credit_codes c WHERE c.user_id = b.user_id), '{}') AS codes,
                b.pending_ciao::text AS pending, b.total_claimed_ciao::text AS claimed,
                (SELECT coalesce(-sum(amount_ciao), 0)::text FROM ledger_entries l WHERE l.user_id = b.user_id AND l.kind = 'store_credit') AS debited
         FROM reward_balances b WHERE b.user_id = ANY($1::uuid[])`,
        [ids],
      );
      expect(perUser).toHaveLength(USERS_PER_ROUND);
      for (const row of perUser) {
        expect(row.codes.length).toBeLessThanOrEqual(1);
        expect(Number(row.pending) + Number(row.debited)).toBe(Number(CREDIT));
        expect(Number(row.claimed)).toBe(Number(row.debited));
        if (row.codes.length === 0) expect(Number(row.debited)).toBe(0);
        for (const told of replies.filter((r) => r.userId === row.user_id && r.status === 201))
          expect(row.codes).toEqual([told.codeId]);
      }
      // The hostage's redeem was the open transaction: nothing of it remains.
      expect(perUser.find((r) => r.user_id === hostage.id)).toMatchObject({
        codes: [],
        debited: '0',
        pending: `${CREDIT}.0000000000`,
      });
      // Some redeems committed before the kill.
      expect(perUser.filter((r) => r.codes.length === 1).length).toBeGreaterThan(0);
    }
  } finally {
    if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await held?.rollback().catch(() => {});
    await side.close();
  }
}, 120_000);
