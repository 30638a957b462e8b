import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { QueryTypes, Sequelize } from 'sequelize';
import { seedUsers } from '../bench/seed';
import { createTestDatabase } from './support/test-server';
import { freePort, waitForOk } from './support/waiting';

/**
 * Fault drill (issue #10): the API process is killed with SIGKILL in the middle of a burst of
 * generate requests. Whatever was cut, the books must balance: every balance equals the sum of its
 * ledger, and every code has exactly its one debit.
 */
it('when the API is SIGKILLed during a burst of generate requests, then every balance equals its ledger and no code lacks its debit', async () => {
  const databaseUrl = await createTestDatabase();
  const port = await freePort();
  const api = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(__dirname, '..'),
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
  const db = new Sequelize(databaseUrl, { logging: false });
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitForOk(`${baseUrl}/api/ready`);
    // 60 users, each with about $4 of credit at any price of the simulated market (no active contract needed).
    const users = await seedUsers(databaseUrl, { prefix: 'crash', count: 60, history: 0 });
    await db.query("UPDATE contracts SET status = 'completed', completed_at = ends_at, actual_reward = expected_reward WHERE status = 'active'");
    await db.query("UPDATE reward_balances SET pending_ciao = 12000000, total_earned_ciao = 12000000");
    await db.query(
      `INSERT INTO ledger_entries (user_id, kind, amount_ciao, contract_id, created_at)
       SELECT c.user_id, 'contract_reward', 12000000, c.id, now() FROM contracts c`,
    );

    let firstIssued: () => void = () => {};
    const issuedOne = new Promise<void>((resolve) => (firstIssued = resolve));
    const burst = users.flatMap((user) =>
      Array.from({ length: 3 }, () =>
        fetch(`${baseUrl}/api/user/${user.id}/store-credit/generate`, { method: 'POST', headers: { cookie: user.cookie } }).then(
          (r) => {
            if (r.status === 201) firstIssued();
            return r.status;
          },
          () => 0,
        ),
      ),
    );
    // Cut the process mid-flight, as soon as one redeem has committed.
    await issuedOne;
    const exited = once(api, 'exit');
    api.kill('SIGKILL');
    await exited;
    const statuses = await Promise.all(burst);
    expect(statuses.filter((s) => s === 0).length).toBeGreaterThan(0); // some were cut

    const unbalanced = await db.query(
      `SELECT b.user_id FROM reward_balances b
       WHERE b.pending_ciao <> (SELECT coalesce(sum(l.amount_ciao), 0) FROM ledger_entries l WHERE l.user_id = b.user_id)`,
      { type: QueryTypes.SELECT },
    );
    expect(unbalanced).toEqual([]);
    const codesWithoutOneDebit = await db.query(
      `SELECT c.id FROM store_credit_codes c
       WHERE (SELECT count(*) FROM ledger_entries l WHERE l.store_credit_code_id = c.id AND l.kind = 'store_credit' AND l.amount_ciao = -c.amount_ciao) <> 1`,
      { type: QueryTypes.SELECT },
    );
    expect(codesWithoutOneDebit).toEqual([]);
    const debitsWithoutCode = await db.query(
      "SELECT id FROM ledger_entries WHERE kind = 'store_credit' AND store_credit_code_id IS NULL",
      { type: QueryTypes.SELECT },
    );
    expect(debitsWithoutCode).toEqual([]);
    const issued = await db.query<{ n: string }>('SELECT count(*) AS n FROM store_credit_codes', { type: QueryTypes.SELECT });
    // Some redeems committed before the kill, and no user got two codes.
    expect(Number(issued[0]?.n)).toBeGreaterThan(0);
    expect(Number(issued[0]?.n)).toBeLessThanOrEqual(users.length);
  } finally {
    if (api.exitCode === null && api.signalCode === null) api.kill('SIGKILL');
    await db.close();
  }
}, 60_000);
