import { createHash, randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The API runs with NODE_ENV=production here (bench, Lighthouse): its session cookie is the __Host- one. */
const SESSION_COOKIE = '__Host-ciao_session';

export type BenchUser = { id: string; cookie: string; contractId: string };

const token = () => randomBytes(32).toString('base64url');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Users as the dashboard sees them after a while: a session, an active 24 h contract, `history`
 * completed contracts with their ledger credits, and a running balance. Straight SQL: seeding
 * 1,000 users through the API would mostly measure argon2.
 */
export async function seedUsers(
  databaseUrl: string,
  options: { prefix: string; count: number; history: number },
): Promise<BenchUser[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const users: BenchUser[] = [];
    for (let i = 0; i < options.count; i += 1) {
      const sessionToken = token();
      const email = `${options.prefix}-${i}@bench.example.com`;
      await client.query('BEGIN');
      const { rows } = await client.query<{ id: string }>(
        "INSERT INTO users (email, name, password_hash, referral_code, email_verified_at) VALUES ($1, 'Bench', 'x', upper(substr(md5($1), 1, 12)), now()) RETURNING id",
        [email],
      );
      const id = rows[0]?.id ?? '';
      await client.query(
        "INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '30 days')",
        [sha256(sessionToken), id],
      );
      if (options.history > 0) {
        await client.query(
          `WITH done AS (
             INSERT INTO contracts (user_id, status, duration_hours, start_time, ends_at, price_usd, expected_reward, actual_reward, completed_at)
             SELECT $1, 'completed', 1, now() - (n + 2) * interval '1 hour', now() - (n + 1) * interval '1 hour', 0.00000034, 1.5, 1.5, now() - (n + 1) * interval '1 hour'
             FROM generate_series(1, $2) AS n RETURNING id, completed_at)
           INSERT INTO ledger_entries (user_id, kind, amount_ciao, contract_id, created_at) SELECT $1, 'contract_reward', 1.5, id, completed_at FROM done`,
          [id, options.history],
        );
      }
      await client.query('INSERT INTO reward_balances (user_id, pending_ciao, total_earned_ciao) VALUES ($1, $2, $2)', [
        id,
        (1.5 * options.history).toFixed(10),
      ]);
      const contract = await client.query<{ id: string }>(
        "INSERT INTO contracts (user_id, duration_hours, start_time, ends_at, price_usd, expected_reward) VALUES ($1, 24, now(), now() + interval '24 hours', 0.00000034, 98823.5294117647) RETURNING id",
        [id],
      );
      await client.query('COMMIT');
      users.push({ id, cookie: `${SESSION_COOKIE}=${sessionToken}`, contractId: contract.rows[0]?.id ?? '' });
    }
    await client.query('ANALYZE');
    return users;
  } finally {
    await client.end();
  }
}

/**
 * `count` users with a session, a running 24 h contract and a balance, a thousand per statement
 * (the stream phase's 10,000 dashboards: one by one, seeding would take minutes).
 */
export async function seedUsersInBulk(databaseUrl: string, options: { prefix: string; count: number }) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const users: BenchUser[] = [];
    for (let from = 0; from < options.count; from += 1000) {
      const size = Math.min(1000, options.count - from);
      const emails = Array.from({ length: size }, (_, i) => `${options.prefix}-${from + i}@bench.example.com`);
      const tokens = emails.map(token);
      const { rows } = await client.query<{ id: string; contract_id: string; n: number }>(
        `WITH new_users AS (
           INSERT INTO users (email, name, password_hash, referral_code)
           SELECT e, 'Bench', 'x', upper(substr(md5(e), 1, 12)) FROM unnest($1::text[]) AS e RETURNING id, email),
         numbered AS (SELECT id, array_position($1::text[], email) AS n FROM new_users),
         sessions AS (
           INSERT INTO sessions (token_hash, user_id, expires_at)
           SELECT ($2::text[])[n], id, now() + interval '30 days' FROM numbered),
         balances AS (INSERT INTO reward_balances (user_id, pending_ciao, total_earned_ciao) SELECT id, 0, 0 FROM numbered),
         running AS (
           INSERT INTO contracts (user_id, duration_hours, start_time, ends_at, price_usd, expected_reward)
           SELECT id, 24, now(), now() + interval '24 hours', 0.00000034, 98823.5294117647 FROM numbered RETURNING id, user_id)
         SELECT numbered.id, running.id AS contract_id, numbered.n FROM numbered JOIN running ON running.user_id = numbered.id`,
        [emails, tokens.map(sha256)],
      );
      for (const row of rows)
        users.push({ id: row.id, cookie: `${SESSION_COOKIE}=${tokens[row.n - 1]}`, contractId: row.contract_id });
    }
    await client.query('ANALYZE');
    return users;
  } finally {
    await client.end();
  }
}
