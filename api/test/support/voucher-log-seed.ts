// Voucher log rows written straight into a test server's database (the store-credit component
// writes them in the app; the admin tests only read them).
import type { VoucherAction } from '@ciao/contracts';
import type { RunningServer } from '../../src/server';
import { queryRows } from './test-server';

export type SeedLog = {
  /** Stored on the log; also the store-credit code when it has the code format. */
  voucherCode: string;
  userId: string;
  actionType: VoucherAction;
  createdAt: Date;
  amountUsd?: string;
  amountCiao?: string;
  shopifyDiscountId?: string | null;
  ciaomarketsOrderId?: string | null;
};

const CODE_FORMAT = /^CIAO-[A-Z0-9]{6}-[A-Z0-9]{6}$/;

/** An account row with no password (never signs in): only its e-mail matters here. */
export async function seedUser(server: RunningServer, email: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    server,
    'INSERT INTO users (email, name) VALUES ($1, $2) RETURNING id',
    [email, 'Seeded'],
  );
  return row!.id;
}

/** Erases an account the way account deletion does: its e-mail becomes NULL. */
export async function eraseUser(server: RunningServer, userId: string): Promise<void> {
  await queryRows(server, 'UPDATE users SET email = NULL, name = NULL, deleted_at = now() WHERE id = $1 RETURNING id', [
    userId,
  ]);
}

let strangeCodes = 0;

/** Inserts each log (and its store-credit code, once per code) in order; returns the log ids. */
export async function seedLogs(server: RunningServer, logs: SeedLog[]): Promise<string[]> {
  const ids: string[] = [];
  for (const log of logs) {
    // A log whose code could not be a real one (e.g. '=1+1') still needs a well-formed code row.
    const code = CODE_FORMAT.test(log.voucherCode)
      ? log.voucherCode
      : `CIAO-ODD${String(++strangeCodes).padStart(3, '0')}-000000`;
    const [row] = await queryRows<{ id: string }>(
      server,
      `WITH code AS (
         INSERT INTO store_credit_codes (user_id, code, amount_usd, amount_ciao, generated_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $5::timestamptz + interval '30 days')
         ON CONFLICT (code) DO UPDATE SET code = EXCLUDED.code
         RETURNING id)
       INSERT INTO voucher_logs (created_at, store_credit_code_id, voucher_code, user_id, action_type, amount_usd, amount_ciao, shopify_discount_id, ciaomarkets_order_id)
       SELECT $5, id, $6, $1, $7, $3, $4, $8, $9 FROM code
       RETURNING id`,
      [
        log.userId,
        code,
        log.amountUsd ?? '2.50',
        log.amountCiao ?? '735294.1176470588',
        log.createdAt,
        log.voucherCode,
        log.actionType,
        log.shopifyDiscountId ?? null,
        log.ciaomarketsOrderId ?? null,
      ],
    );
    ids.push(row!.id);
  }
  return ids;
}

/**
 * `codes` store-credit codes spread over `users` seeded accounts (seed-<n>@example.com), each
 * logged 'generated' then 'used', 'expired' or 'cancelled' in turn: 2 x codes rows, by SQL.
 */
export async function seedManyLogs(
  server: RunningServer,
  { users, codes }: { users: number; codes: number },
): Promise<void> {
  const sql = server.database.sequelize;
  await sql.query(
    `INSERT INTO users (email, name) SELECT 'seed-' || i || '@example.com', 'Seed ' || i FROM generate_series(1, $1) i`,
    { bind: [users] },
  );
  await sql.query(
    `INSERT INTO store_credit_codes (user_id, code, amount_usd, amount_ciao, generated_at, expires_at)
     SELECT s.id, 'CIAO-' || lpad(upper(to_hex(i)), 6, '0') || '-SEED00', 2.50, 735294.1176470588,
            timestamptz '2025-01-01' + i * interval '1 minute', timestamptz '2025-01-31' + i * interval '1 minute'
     FROM generate_series(1, $1) i
     JOIN (SELECT id, row_number() OVER (ORDER BY email) - 1 AS n FROM users WHERE email LIKE 'seed-%') s ON s.n = i % $2`,
    { bind: [codes, users] },
  );
  await sql.query(
    `INSERT INTO voucher_logs (created_at, store_credit_code_id, voucher_code, user_id, action_type, amount_usd, amount_ciao, shopify_discount_id, ciaomarkets_order_id)
     SELECT c.generated_at + step.k * interval '1 day', c.id, c.code, c.user_id, step.action, c.amount_usd, c.amount_ciao,
            'gid://shopify/DiscountCodeNode/' || n.i,
            CASE WHEN step.action = 'used' THEN '#' || (1000 + n.i) END
     FROM store_credit_codes c
     CROSS JOIN LATERAL (SELECT ('x' || substr(c.code, 6, 6))::bit(24)::int AS i) n
     CROSS JOIN LATERAL (VALUES (0, 'generated'), (1, (ARRAY['used', 'expired', 'cancelled'])[n.i % 3 + 1])) step(k, action)
     WHERE c.code LIKE '%-SEED00'
     ORDER BY c.generated_at, step.k`,
  );
  await sql.query('ANALYZE users; ANALYZE store_credit_codes; ANALYZE voucher_logs');
}
